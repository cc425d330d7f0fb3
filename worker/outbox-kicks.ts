import type { ActivityInterceptorsFactory } from '@temporalio/worker';
import type { Activities } from '../activities';
import { outboxStream, parseOutboxStream } from '../src/events/streams';
import type { OutboxRelay } from '../src/webhooks/relay';

/**
 * The stream an activity writes onto besides its workflow's own: a hold's checkout payment is
 * booked by the escrow's workflow onto the checkout's stream (src/checkout/booking.ts).
 */
function streamWrittenFor(activityType: string, args: unknown[]): string | undefined {
  if (activityType !== ('bookCheckoutPayment' satisfies keyof Activities)) return undefined;
  const checkoutId = (args[0] as { checkoutId?: unknown } | undefined)?.checkoutId;
  return typeof checkoutId === 'string' ? outboxStream('checkout', checkoutId) : undefined;
}

/**
 * Hands the outbox relay the stream a write has just committed its events onto: when an
 * activity of a workflow whose id is an outbox stream (src/events/streams.ts) returns, the
 * relay sends what is pending on that stream from this process, costing the workflow no
 * activity and no task; a checkout payment booked by the hold's workflow kicks the
 * checkout's stream too. Other workflows (webhook retries, redeliveries, wallet accounts)
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
        const written = streamWrittenFor(ctx.info.activityType, input.args);
        if (written !== undefined && written !== workflowId) relay.kick(written);
        return result;
      },
    },
  });
}
