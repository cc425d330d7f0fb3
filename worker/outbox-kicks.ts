import type { ActivityInterceptorsFactory } from '@temporalio/worker';
import { parseOutboxStream } from '../src/events/streams';
import type { OutboxRelay } from '../src/webhooks/relay';

/**
 * Hands the outbox relay the stream a write has just committed its events onto: when an
 * activity of a workflow whose id is an outbox stream (src/events/streams.ts) returns, the
 * relay sends what is pending on that stream from this process, costing the workflow no
 * activity and no task. Other workflows (webhook retries, redeliveries, wallet accounts)
 * own no stream. What a failed or killed activity committed is the sweep's, or the kick of
 * its retry's.
 */
export function outboxKicks(relay: Pick<OutboxRelay, 'kick'>): ActivityInterceptorsFactory {
  return (ctx) => ({
    inbound: {
      async execute(input, next) {
        const result = await next(input);
        const workflowId = ctx.info.workflowExecution?.workflowId;
        if (workflowId !== undefined && parseOutboxStream(workflowId)) relay.kick(workflowId);
        return result;
      },
    },
  });
}
