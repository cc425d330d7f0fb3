import type { WebhookSettings } from './messages';

// Shared by the worker's outbox relay (which starts it) and the workflow.
export type WebhookRetriesInput = { stream: string; webhooks: WebhookSettings };

/** One retry workflow per outbox stream at a time: the relay's hand-over is idempotent by this id. */
export const webhookRetriesWorkflowId = (stream: string) => `webhook-retries-${stream}`;
