import { WorkflowExecutionAlreadyStartedError } from '@temporalio/client';
import { refuse } from '../src/errors';
import { EventDetail, getEvent } from '../src/events/queries';
import type { Owner } from '../src/owner';
import { RedeliveryResult, redeliveryWorkflowId } from '../workflows/redelivery-messages';
import { executeWorkflow } from '../temporal/workflow-starts';
import type { AppDeps } from './deps';
import { digest } from './derived-ids';
import { merchantRun } from '../temporal/merchant-runs';

/** What a redelivery needs of the API's deps: the events' database and Temporal's queue. */
type RedeliveryDeps = Pick<AppDeps, 'sql' | 'temporal'> & { config: Pick<AppDeps['config'], 'taskQueue'> };

export type RedeliveredEvent = EventDetail & { redelivery: { attempt: number; status: 'delivered' | 'failed' | 'refused' } };

const noEndpoint = () => refuse.noWebhookEndpoint();

/** The redelivery an Idempotency-Key names: redeliver-{eventId}-{keyHash}, the hash of merchant, plane and key. */
export function redeliveryWorkflowIdFor(owner: Owner, eventId: string, idempotencyKey: string): string {
  const keyHash = digest('redelivery', owner.merchantId, owner.plane, idempotencyKey).toString('hex').slice(0, 20);
  return redeliveryWorkflowId(eventId, keyHash);
}

/**
 * POST /events/{eventId}/redeliver: one more send of an event whose own delivery is over, to
 * the merchant's current webhookUrl, run by redeliver-{eventId}-{keyHash} and answered with
 * its outcome. The workflow id derives from the Idempotency-Key, so a retry after a lost
 * answer joins (or reads the result of) the same redelivery instead of sending again.
 */
export async function redeliverThroughWorkflow(
  deps: RedeliveryDeps,
  owner: Owner,
  webhookUrl: string | null,
  eventId: string,
  idempotencyKey: string,
): Promise<RedeliveredEvent> {
  const event = await getEvent(deps.sql, owner, eventId); // 404 for another merchant's event
  if (event.delivery.status === 'pending') {
    throw refuse.eventDeliveryPending({ deliveryStatus: event.delivery.status });
  }
  if (!webhookUrl) throw noEndpoint();

  const workflowId = redeliveryWorkflowIdFor(owner, eventId, idempotencyKey);
  let result: RedeliveryResult;
  try {
    result = await executeWorkflow(deps.temporal.workflow, 'redeliveryWorkflow', {
      workflowId,
      taskQueue: deps.config.taskQueue,
      args: [{ eventId }],
      workflowIdConflictPolicy: 'USE_EXISTING',
      // A redelivery that ran is never run again under its key; one that failed (our own trouble) may be.
      workflowIdReusePolicy: 'ALLOW_DUPLICATE_FAILED_ONLY',
      ...merchantRun(owner),
    });
  } catch (err) {
    if (!(err instanceof WorkflowExecutionAlreadyStartedError)) throw err;
    result = await deps.temporal.workflow.getHandle<() => Promise<RedeliveryResult>>(workflowId).result();
  }
  if (result.result === 'no_endpoint') throw noEndpoint();
  return { ...(await getEvent(deps.sql, owner, eventId)), redelivery: { attempt: result.attempt, status: result.outcome } };
}
