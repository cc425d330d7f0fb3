import { Client, WorkflowNotFoundError } from '@temporalio/client';
import type { Db } from '../src/db';
import { ProcessingWithdrawal, stillProcessing } from '../src/withdrawals/processing';
import { withdrawalWorkflowId } from '../workflows/withdrawal-messages';

// A stuck withdrawal: `processing` in the database with no running workflow to send its
// transfer, await the outcome and book it (its money stays in withdrawals_in_flight until an
// operator resumes it or gives it up). The operator's `find` and the API's gauge both decide
// it here, from the rows and from Temporal.

/** How withdrawal-{id}'s latest run stands: 'RUNNING', 'COMPLETED', 'TERMINATED', … or 'NOT_FOUND'. */
export async function withdrawalRunStatus(client: Client, withdrawalId: string): Promise<string> {
  try {
    return (await client.workflow.getHandle(withdrawalWorkflowId(withdrawalId)).describe()).status.name;
  } catch (err) {
    if (err instanceof WorkflowNotFoundError) return 'NOT_FOUND';
    throw err;
  }
}

export type StuckWithdrawal = ProcessingWithdrawal & { workflowStatus: string };

/** Temporal is asked about this many withdrawals at a time. */
const DESCRIBES_AT_ONCE = 8;

/**
 * Those of the processing withdrawals `candidates` that no running workflow carries on. The
 * rows are read again after Temporal answered: a workflow that settled its withdrawal and
 * ended in between is not running, yet its withdrawal is not stuck.
 */
export async function stuckAmong(db: Db, client: Client, candidates: ProcessingWithdrawal[]): Promise<StuckWithdrawal[]> {
  const notRunning = new Map<string, string>();
  for (let i = 0; i < candidates.length; i += DESCRIBES_AT_ONCE) {
    const batch = candidates.slice(i, i + DESCRIBES_AT_ONCE);
    const statuses = await Promise.all(batch.map((c) => withdrawalRunStatus(client, c.id)));
    batch.forEach((c, j) => statuses[j] !== 'RUNNING' && notRunning.set(c.id, statuses[j]));
  }
  const confirmed = new Map((await stillProcessing(db, [...notRunning.keys()])).map((w) => [w.id, w]));
  return candidates.filter((c) => confirmed.has(c.id)).map((c) => ({ ...confirmed.get(c.id)!, workflowStatus: notRunning.get(c.id)! }));
}
