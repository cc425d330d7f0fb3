import type { ActivityInterceptorsFactory } from '@temporalio/worker';

/**
 * Crash testing (tests and `npm run chaos`): FAULT_KILL_AFTER names activities (comma list).
 * The first time one of them returns in this process, the process SIGKILLs itself before
 * the result reaches Temporal, exactly as a worker dying right after a commit would. Unset
 * (always, outside crash tests): no interceptor at all.
 */
export function faultInjection(spec: string | undefined): ActivityInterceptorsFactory[] {
  const targets = faultTargets(spec);
  if (targets.size === 0) return [];
  return [
    (ctx) => ({
      inbound: {
        async execute(input, next) {
          const result = await next(input);
          if (targets.has(ctx.info.activityType)) {
            killNow(ctx.info.activityType);
            await new Promise(() => {}); // never report
          }
          return result;
        },
      },
    }),
  ];
}

/** The point of the outbox relay: a webhook sent, its outcome not yet recorded. */
const WEBHOOK_SEND_FAULT = 'webhookSend';

/** FAULT_KILL_AFTER=webhookSend: a hook for the relay that kills the worker after its first send. */
export function webhookSendFault(spec: string | undefined): (() => void) | undefined {
  return faultTargets(spec).has(WEBHOOK_SEND_FAULT) ? () => killNow(WEBHOOK_SEND_FAULT) : undefined;
}

function faultTargets(spec: string | undefined): Set<string> {
  return new Set(
    (spec ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
}

function killNow(point: string): void {
  process.stderr.write(`FAULT_KILL_AFTER: killing the worker after ${point} returned\n`);
  process.kill(process.pid, 'SIGKILL');
}
