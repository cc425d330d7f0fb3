import type { ActivityInterceptorsFactory } from '@temporalio/worker';

/**
 * Crash testing (tests and `npm run chaos`): FAULT_KILL_AFTER names activities (comma list).
 * The first time one of them returns in this process, the process SIGKILLs itself before
 * the result reaches Temporal, exactly as a worker dying right after a commit would. Unset
 * (always, outside crash tests): no interceptor at all.
 */
export function faultInjection(spec: string | undefined): ActivityInterceptorsFactory[] {
  const targets = new Set((spec ?? '').split(',').map((s) => s.trim()).filter(Boolean));
  if (targets.size === 0) return [];
  return [
    (ctx) => ({
      inbound: {
        async execute(input, next) {
          const result = await next(input);
          if (targets.has(ctx.info.activityType)) {
            process.stderr.write(`FAULT_KILL_AFTER: killing the worker after ${ctx.info.activityType} returned\n`);
            process.kill(process.pid, 'SIGKILL');
            await new Promise(() => {}); // never report
          }
          return result;
        },
      },
    }),
  ];
}
