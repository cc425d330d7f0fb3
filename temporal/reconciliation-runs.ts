import { Client, WorkflowFailedError } from '@temporalio/client';
import type { Plane } from '../src/keys';
import { ReconciliationInput, ReconciliationResult, reconciliationWorkflowId } from '../workflows/reconciliation-messages';
import { PlaneKey, ReconciliationDayKey, reconciliationDayValue } from '../workflows/search-attributes';
import { startWorkflow } from './workflow-starts';

// An on-demand run of one plane and day (the operator's `cli reconcile`, and tests): client
// code beside the workflow's messages. The day's workflow id makes it the only run of that day:
// while one is going, this joins it; after it, this starts the day again (a re-run replaces
// the day's report once it completes).

export type RunOutcome = { status: 'completed'; result: ReconciliationResult } | { status: 'failed'; failure: string };

export async function runReconciliation(
  client: Client,
  options: { plane: Plane; day: string; taskQueue: string; perPage?: number; batchSize?: number },
): Promise<RunOutcome> {
  const input: ReconciliationInput = { plane: options.plane, day: options.day, perPage: options.perPage, batchSize: options.batchSize };
  const handle = await startWorkflow(client.workflow, 'reconciliationWorkflow', {
    workflowId: reconciliationWorkflowId(options.plane, options.day),
    taskQueue: options.taskQueue,
    args: [input],
    workflowIdConflictPolicy: 'USE_EXISTING',
    typedSearchAttributes: [
      { key: PlaneKey, value: options.plane },
      { key: ReconciliationDayKey, value: reconciliationDayValue(options.day) },
    ],
  });
  try {
    return { status: 'completed', result: await handle.result() };
  } catch (err) {
    if (err instanceof WorkflowFailedError) return { status: 'failed', failure: err.cause?.message ?? err.message };
    throw err;
  }
}
