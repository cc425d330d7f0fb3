import type { RedeliveryResult } from '../src/webhooks/redelivery';

// The merchant's redelivery of one event (POST /events/{eventId}/redeliver), shared by the API
// and the workflow.

export type RedeliveryWorkflowInput = { eventId: string };
export type { RedeliveryResult };

/**
 * redeliver-{eventId}-{keyHash}: `keyHash` derives from the merchant, plane and
 * Idempotency-Key, so a retried request joins the same redelivery and never sends twice.
 */
export const redeliveryWorkflowId = (eventId: string, keyHash: string) => `redeliver-${eventId}-${keyHash}`;
