import { proxyActivities, workflowInfo } from '@temporalio/workflow';
import type { Activities } from '../activities';
import { REDELIVERY } from './activity-policies';
import type { RedeliveryResult, RedeliveryWorkflowInput } from './redelivery-messages';

// A worker that died mid-send: the activity marks that send interrupted and sends again.
const { redeliverEvent } = proxyActivities<Activities>(REDELIVERY);

/** redeliver-{eventId}-{keyHash}: sends one event once more to the merchant's current webhookUrl. */
export async function redeliveryWorkflow(input: RedeliveryWorkflowInput): Promise<RedeliveryResult> {
  // The workflow id names the redelivery: its attempts are recorded under it.
  return redeliverEvent({ eventId: input.eventId, redeliveryId: workflowInfo().workflowId });
}
