import { proxyActivities, workflowInfo } from '@temporalio/workflow';
import type { Activities } from '../activities';
import { REDELIVERY } from './activity-policies';
import type { RedeliveryResult, RedeliveryWorkflowInput } from './redelivery-messages';
import { webhookSendsTaskQueue } from './webhook-retries-messages';

/** redeliver-{eventId}-{keyHash}: sends one event once more to the merchant's current webhookUrl. */
export async function redeliveryWorkflow(input: RedeliveryWorkflowInput): Promise<RedeliveryResult> {
  // A worker that died mid-send: the activity marks that send interrupted and sends again. On
  // the webhook sends' queue, as the retries' sends: an endpoint slow to answer holds its slots.
  const { redeliverEvent } = proxyActivities<Activities>({ ...REDELIVERY, taskQueue: webhookSendsTaskQueue(workflowInfo().taskQueue) });
  // The workflow id names the redelivery: its attempts are recorded under it.
  return redeliverEvent({ eventId: input.eventId, redeliveryId: workflowInfo().workflowId });
}
