import {
  ActivityFailure,
  ApplicationFailure,
  ChildWorkflowFailure,
  continueAsNew,
  executeChild,
  proxyActivities,
  workflowInfo,
} from '@temporalio/workflow';
import { defineSearchAttributeKey, SearchAttributeType, WorkflowExecutionAlreadyStartedError } from '@temporalio/common';
import type { Activities } from '../activities';
import { dayClosedBefore } from '../src/reconciliation/days';
import { LEDGER_SWEEPS } from '../src/reconciliation/sweeps';
import { RECONCILIATION_DATABASE, RECONCILIATION_READ } from './activity-policies';
import {
  RECONCILIATION_FAILED,
  ReconciliationInput,
  ReconciliationResult,
  ReconciliationStep,
  reconciliationWorkflowId,
  ScheduledReconciliationInput,
  ScheduledReconciliationResult,
} from './reconciliation-messages';
import { PlaneKey, ReconciliationDayKey, reconciliationDayValue } from './search-attributes';

const provider = proxyActivities<Activities>(RECONCILIATION_READ);
const db = proxyActivities<Activities>(RECONCILIATION_DATABASE);

/** Activities one run does before it continues as new (history stays far below its limits). */
export const STEPS_PER_RUN = 250;

const READ_ORDER = ['transaction', 'transfer', 'refund', 'settlement'] as const;

/**
 * reconciliation-{plane}-{day}: reads the provider's records of the day page by page (each
 * page staged and classed against the ledger in PostgreSQL), classes the refunds and checks the
 * settlements, sweeps the ledger's own bookings of the day for those the provider has no
 * record of, heals what the rules define through the webhook's path, then makes its report
 * the day's. A failure past the retries records the run failed with why (the day keeps its
 * earlier report) and fails the workflow.
 */
export async function reconciliationWorkflow(input: ReconciliationInput): Promise<ReconciliationResult> {
  const runId = input.runId ?? workflowInfo().firstExecutionRunId;
  const run = { runId, plane: input.plane, day: input.day };
  const perPage = input.perPage ?? 100;
  const limit = input.batchSize ?? 500;
  let at: ReconciliationStep = input.at ?? { step: 'read', source: READ_ORDER[0], cursor: { page: 1, perPage } };
  try {
    if (!input.at) await db.beginReconciliation({ ...run, workflowId: workflowInfo().workflowId });
    for (let steps = 0; at.step !== 'complete'; steps++) {
      if (steps >= STEPS_PER_RUN || workflowInfo().continueAsNewSuggested) {
        await continueAsNew<typeof reconciliationWorkflow>({ ...input, runId, at });
      }
      at = await advance(run, at, { perPage, limit });
    }
    const summary = await db.completeReconciliation(run);
    return { ...run, summary };
  } catch (err) {
    if (!(err instanceof ActivityFailure)) throw err;
    const failure = err.cause?.message ?? err.message;
    await db.failReconciliation({ runId, failure });
    throw ApplicationFailure.nonRetryable(
      `Reconciliation of the ${input.plane} plane for ${input.day} failed: ${failure}`,
      RECONCILIATION_FAILED,
    );
  }
}

type RunRef = { runId: string; plane: ReconciliationInput['plane']; day: string };

/** Does one step's activity and answers the step after it. */
async function advance(run: RunRef, at: ReconciliationStep, size: { perPage: number; limit: number }): Promise<ReconciliationStep> {
  const firstPage = { page: 1, perPage: size.perPage };
  switch (at.step) {
    case 'read': {
      const { next } = await provider.readProviderPage({ ...run, source: at.source, cursor: at.cursor });
      if (next) return { ...at, cursor: next };
      const following = READ_ORDER[READ_ORDER.indexOf(at.source) + 1];
      return following
        ? { step: 'read', source: following, cursor: firstPage }
        : { step: 'items', after: null, settlementId: null, cursor: firstPage };
    }
    case 'items': {
      if (at.settlementId === null) {
        const settlementId = await db.nextStagedSettlement({ ...run, after: at.after });
        return settlementId === null ? { step: 'refunds', after: null } : { ...at, settlementId, cursor: firstPage };
      }
      const { next } = await provider.readSettlementItems({ ...run, settlementId: at.settlementId, cursor: at.cursor });
      return next ? { ...at, cursor: next } : { step: 'items', after: at.settlementId, settlementId: null, cursor: firstPage };
    }
    case 'refunds': {
      const { last } = await db.classifyRefundBatch({ ...run, after: at.after, limit: size.limit });
      return last === null ? { step: 'settlements', after: null } : { step: 'refunds', after: last };
    }
    case 'settlements': {
      const { last } = await db.checkSettlementBatch({ ...run, after: at.after, limit: size.limit });
      return last === null ? { step: 'sweep', sweep: LEDGER_SWEEPS[0], cursor: null } : { step: 'settlements', after: last };
    }
    case 'sweep': {
      const { cursor } = await db.sweepLedgerBatch({ ...run, sweep: at.sweep, cursor: at.cursor, limit: size.limit });
      if (cursor) return { ...at, cursor };
      const following = LEDGER_SWEEPS[LEDGER_SWEEPS.indexOf(at.sweep) + 1];
      return following ? { step: 'sweep', sweep: following, cursor: null } : { step: 'heal', after: null };
    }
    case 'heal': {
      const { last } = await db.healBatch({ ...run, after: at.after, limit: size.limit });
      return last === null ? { step: 'complete' } : { step: 'heal', after: last };
    }
    case 'complete':
      return at;
  }
}

/** Set by a schedule on the workflows it starts: the action's scheduled time (also for a catch-up or a backfill). */
const ScheduledStartTimeKey = defineSearchAttributeKey('TemporalScheduledStartTime', SearchAttributeType.DATETIME);

/**
 * The schedule's action: reconciles the Lagos day that closed before its scheduled time, as
 * reconciliation-{plane}-{day}, and waits for it (so the schedule's overlap policy holds the
 * next day back meanwhile). When that day's run is already going (an operator's), it is left
 * to finish.
 */
export async function scheduledReconciliationWorkflow(input: ScheduledReconciliationInput): Promise<ScheduledReconciliationResult> {
  const scheduledAt = workflowInfo().typedSearchAttributes.get(ScheduledStartTimeKey) ?? workflowInfo().startTime;
  const day = dayClosedBefore(scheduledAt);
  try {
    const result = await executeChild(reconciliationWorkflow, {
      workflowId: reconciliationWorkflowId(input.plane, day),
      args: [{ plane: input.plane, day }],
      typedSearchAttributes: [
        { key: PlaneKey, value: input.plane },
        { key: ReconciliationDayKey, value: reconciliationDayValue(day) },
      ],
    });
    return { day, outcome: 'completed', result };
  } catch (err) {
    if (err instanceof WorkflowExecutionAlreadyStartedError) return { day, outcome: 'already_running' };
    if (err instanceof ChildWorkflowFailure)
      throw ApplicationFailure.nonRetryable(err.cause?.message ?? err.message, RECONCILIATION_FAILED);
    throw err;
  }
}
