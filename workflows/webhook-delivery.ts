import { WorkflowExecutionAlreadyStartedError, WorkflowIdReusePolicy } from '@temporalio/common';
import { ParentClosePolicy, proxyActivities, sleep, startChild } from '@temporalio/workflow';
import type { Activities } from '../activities';
import type { WebhookSettings } from './messages';

// Spec "Delivery": one attempt plus 3 retries, 15 s apart (configurable), on durable timers.
export const WEBHOOK_ATTEMPTS = 4;

const { deliverWebhook } = proxyActivities<Activities>({
  // A send is bounded by the 5 s HTTP timeout; the rest is a few queries.
  startToCloseTimeout: '30 seconds',
  // These retries cover our own infrastructure (database down, worker crash), not the
  // merchant's endpoint: its failures come back as outcomes and use the durable timers below.
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '1 minute' },
});

/** Delivers events in order, each with its own attempts. Usable inline or as a child workflow. */
export async function deliverEvents(eventIds: string[], settings: WebhookSettings): Promise<void> {
  for (const eventId of eventIds) {
    for (let attempt = 1; attempt <= WEBHOOK_ATTEMPTS; attempt++) {
      const finalAttempt = attempt === WEBHOOK_ATTEMPTS;
      const outcome = await deliverWebhook(eventId, attempt, finalAttempt);
      if (outcome.result !== 'failed') break;
      if (!finalAttempt) await sleep(settings.retryIntervalSeconds * 1000);
    }
  }
}

export async function webhookDeliveryWorkflow(eventIds: string[], settings: WebhookSettings): Promise<void> {
  await deliverEvents(eventIds, settings);
}

/**
 * Hands one change's events to a child workflow `webhooks-{firstEventId}` that delivers them
 * in order and outlives its parent. Starting the same batch twice starts one child;
 * `rejectDuplicate` also keeps a later run of the parent from delivering a finished batch again.
 */
export async function startDeliveryChild(eventIds: string[], settings: WebhookSettings, options: { rejectDuplicate?: boolean } = {}): Promise<void> {
  try {
    await startChild(webhookDeliveryWorkflow, {
      workflowId: `webhooks-${eventIds[0]}`,
      args: [eventIds, settings],
      parentClosePolicy: ParentClosePolicy.ABANDON,
      ...(options.rejectDuplicate ? { workflowIdReusePolicy: WorkflowIdReusePolicy.REJECT_DUPLICATE } : {}),
    });
  } catch (err) {
    if (!(err instanceof WorkflowExecutionAlreadyStartedError)) throw err;
  }
}
