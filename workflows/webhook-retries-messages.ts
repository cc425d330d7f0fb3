// Shared by the worker's outbox relay (which starts it) and the workflow.

export type WebhookSettings = {
  /** Spec "Delivery": the pause before each of an event's 3 retries (WEBHOOK_RETRY_INTERVAL_SECONDS). */
  retryIntervalSeconds: number;
};

/** The webhook settings of a run started now. */
export function webhookSettings(retryIntervalSeconds: number): WebhookSettings {
  return { retryIntervalSeconds };
}

export type WebhookRetriesInput = { stream: string; webhooks: WebhookSettings };

/** One retry workflow per outbox stream at a time: the relay's hand-over is idempotent by this id. */
export const webhookRetriesWorkflowId = (stream: string) => `webhook-retries-${stream}`;

/**
 * The task queue webhook sends run on (a stream's retries, a merchant's redelivery), beside the
 * worker's own: an endpoint that keeps them waiting fills only this queue's activity slots,
 * never those of payouts and provider calls.
 */
export const webhookSendsTaskQueue = (taskQueue: string) => `${taskQueue}-webhook-sends`;
