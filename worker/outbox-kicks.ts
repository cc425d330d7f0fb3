import type { ActivityInterceptorsFactory } from '@temporalio/worker';
import { WEBHOOK_SENDING_ACTIVITIES } from '../activities/webhooks';
import type { OutboxRelay } from '../src/webhooks/relay';

/**
 * After an activity of a workflow returns, the events it may have committed are on the
 * outbox stream named by that workflow's id (src/events/streams.ts): the relay delivers them
 * from this process, costing the workflow no activity and no task, a moment later (`kickSoon`:
 * once the call waiting for the write has its answer).
 */
export function outboxKicks(relay: OutboxRelay): ActivityInterceptorsFactory {
  return (ctx) => ({
    inbound: {
      async execute(input, next) {
        const result = await next(input);
        const workflowId = ctx.info.workflowExecution?.workflowId;
        if (workflowId && !WEBHOOK_SENDING_ACTIVITIES.has(ctx.info.activityType)) relay.kickSoon(workflowId);
        return result;
      },
    },
  });
}
