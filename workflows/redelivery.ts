import { proxyActivities, workflowInfo } from '@temporalio/workflow';
import type { Activities } from '../activities';
import type { RedeliveryResult, RedeliveryWorkflowInput } from './redelivery-messages';

// One send and its record: the receiver's answer is the result, so the retries below are only
// for our own trouble (the database, a worker that died mid-send; the activity then marks
// that send interrupted and sends again). Bounded: the merchant is waiting for the answer.
const { redeliverEvent } = proxyActivities<Activities>({
  startToCloseTimeout: '15 seconds',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '5 seconds', maximumAttempts: 4 },
});

/** redeliver-{eventId}-{keyHash}: sends one event once more to the merchant's current webhookUrl. */
export async function redeliveryWorkflow(input: RedeliveryWorkflowInput): Promise<RedeliveryResult> {
  // The workflow id names the redelivery: its attempts are recorded under it.
  return redeliverEvent({ eventId: input.eventId, redeliveryId: workflowInfo().workflowId });
}
