import { ApplicationFailure, Context } from '@temporalio/activity';
import type { Sql } from '../src/db';
import { deliverStream, DeliverySettings, outcomeLabel } from '../src/webhooks/delivery';
import { redeliverEvent, RedeliveryResult } from '../src/webhooks/redelivery';

/** The failure type of a webhook attempt that failed with attempts left: the retry policy pauses, then retries. */
export const WEBHOOK_ATTEMPT_FAILED = 'WebhookAttemptFailed';

/** The worker's counter of webhook attempts, labelled `outcome` (delivered, retry, failed, refused, no_endpoint). */
export const WEBHOOK_OUTCOMES_METRIC = 'escrow_webhook_outcomes_total';

/** Room left in a run after its last send for the bookkeeping around it. */
const BOOKKEEPING_MS = 2_000;

export function webhookActivities(deps: { sql: Sql; delivery: DeliverySettings }) {
  return {
    /**
     * Delivers the stream's pending events in order. A failed attempt with attempts left
     * fails this run (retryable): Temporal's retry policy is the 15 s pause between
     * attempts, and the attempt is already recorded in webhook_attempts.
     */
    async deliverOutbox(stream: string): Promise<{ more: boolean }> {
      // Starts no send that could outlast the run's start-to-close timeout (a short one, so a
      // worker killed mid-run is noticed soon); what is left goes to the next run.
      const budgetMs = Context.current().info.startToCloseTimeoutMs - deps.delivery.timeoutMs - BOOKKEEPING_MS;
      // Counted through the SDK's meter, so the worker's Prometheus exporter shows webhook
      // outcomes next to the Temporal metrics (a no-op when WORKER_METRICS_ADDRESS is unset).
      const deliveries = Context.current().metricMeter.createCounter(WEBHOOK_OUTCOMES_METRIC, 'attempts', 'Webhook attempts by outcome: delivered, retry (failed, attempts left), failed (given up), refused, no_endpoint');
      const result = await deliverStream(deps.sql, deps.delivery, stream, Math.max(0, budgetMs), (outcome) =>
        deliveries.add(1, { outcome: outcomeLabel(outcome) }),
      );
      if (result.state === 'retry') {
        throw ApplicationFailure.retryable(`Webhook ${result.eventId} not delivered: ${result.error}`, WEBHOOK_ATTEMPT_FAILED);
      }
      return { more: result.state === 'more' };
    },

    /**
     * A merchant's redelivery: one send of the event, recorded (src/webhooks/redelivery.ts).
     * What the receiver answered is the result, never a failure of the activity: only our own
     * trouble (the database) makes the retry policy run it again.
     */
    redeliverEvent: (input: { eventId: string; redeliveryId: string }): Promise<RedeliveryResult> =>
      redeliverEvent(deps.sql, deps.delivery, input.eventId, input.redeliveryId),
  };
}
