import { ApplicationFailure, Context } from '@temporalio/activity';
import type { Sql } from '../src/db';
import { CONTROL_FAILURE } from '../src/failures';
import type { MetricMeter } from '@temporalio/common';
import type { Logger } from 'pino';
import { logFailedAttempt } from '../src/webhooks/attempt-log';
import { deliverStream, DeliveryOutcome, DeliverySettings, outcomeLabel } from '../src/webhooks/delivery';
import { STREAM_BUSY, withStreamLock } from '../src/webhooks/stream-lock';
import { redeliverEvent, RedeliveryResult } from '../src/webhooks/redelivery';

/** The worker's counter of webhook attempts, labelled `outcome` (delivered, retry, failed, refused, no_endpoint). */
const WEBHOOK_OUTCOMES_METRIC = 'escrow_webhook_outcomes_total';

/**
 * Counts webhook attempts through the SDK's meter, so the worker's Prometheus exporter shows
 * them next to the Temporal metrics (a no-op when WORKER_METRICS_ADDRESS is unset). The worker
 * makes one counter for the delivery activity and its outbox relay alike, so the series has
 * one label set (an activity's own meter would add its activity tags to half of them).
 */
export function webhookOutcomeCounter(meter: MetricMeter): (outcome: DeliveryOutcome) => void {
  const counter = meter.createCounter(
    WEBHOOK_OUTCOMES_METRIC,
    'attempts',
    'Webhook attempts by outcome: delivered, retry (failed, attempts left), failed (given up), refused, no_endpoint',
  );
  return (outcome) => counter.add(1, { outcome: outcomeLabel(outcome) });
}

/** Room left in a run after its last send for the bookkeeping around it. */
const BOOKKEEPING_MS = 2_000;

/**
 * What the webhook activities need; `countOutcome` is the worker's counter (webhookOutcomeCounter),
 * `logger` the worker's log, where each failed attempt is one line (src/webhooks/attempt-log.ts).
 */
export type WebhookActivityDeps = {
  sql: Sql;
  delivery: DeliverySettings;
  countOutcome?: (outcome: DeliveryOutcome) => void;
  logger?: Logger;
};

export function webhookActivities(deps: WebhookActivityDeps) {
  const countOutcome = deps.countOutcome ?? (() => {});
  return {
    /**
     * Delivers the stream's pending events in order. A failed attempt with attempts left
     * fails this run (retryable): Temporal's retry policy is the 15 s pause between
     * attempts, and the attempt is already recorded in webhook_attempts.
     */
    deliverOutbox: async (stream: string): Promise<{ more: boolean }> => {
      // Starts no send that could outlast the run's start-to-close timeout (a short one, so a
      // worker killed mid-run is noticed soon); what is left goes to the next run.
      const budgetMs = Context.current().info.startToCloseTimeoutMs - deps.delivery.timeoutMs - BOOKKEEPING_MS;
      const result = await withStreamLock(deps.sql, stream, () =>
        deliverStream(deps.sql, deps.delivery, stream, {
          budgetMs: Math.max(0, budgetMs),
          onOutcome: countOutcome,
          onFailedAttempt: deps.logger ? (failed) => logFailedAttempt(deps.logger!, failed) : undefined,
        }),
      );
      // The outbox relay is sending on this stream right now: try again after the pause.
      if (result === STREAM_BUSY)
        throw ApplicationFailure.retryable(`Stream ${stream} is being delivered by another sender`, CONTROL_FAILURE.webhookAttemptFailed);
      if (result.state === 'retry') {
        throw ApplicationFailure.retryable(
          `Webhook ${result.eventId} not delivered: ${result.error}`,
          CONTROL_FAILURE.webhookAttemptFailed,
        );
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
