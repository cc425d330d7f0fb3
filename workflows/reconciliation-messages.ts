import type { Plane } from '../src/keys';
import type { PageCursor } from '../src/payments/records';
import type { ReportSummary } from '../src/reconciliation/report';
import type { LedgerSweep, SweepCursor } from '../src/reconciliation/sweeps';

// The daily reconciliation's workflow contracts, shared by the worker's schedule, the operator
// command line and the workflows (docs/operations.md "Reconciliation").

/** Where a run stands: the step it does next (carried across continue-as-new). */
export type ReconciliationStep =
  | { step: 'read'; source: 'transaction' | 'transfer' | 'refund' | 'settlement'; cursor: PageCursor }
  | { step: 'items'; after: string | null; settlementId: string | null; cursor: PageCursor }
  | { step: 'refunds'; after: string | null }
  | { step: 'settlements'; after: string | null }
  | { step: 'sweep'; sweep: LedgerSweep; cursor: SweepCursor }
  | { step: 'heal'; after: string | null }
  | { step: 'complete' };

export type ReconciliationInput = {
  plane: Plane;
  /** The provider day, YYYY-MM-DD (a Lagos calendar day). */
  day: string;
  /** Records asked of the provider per page (default 100). */
  perPage?: number;
  /** Rows per database batch after the read (default 500). */
  batchSize?: number;
  /** Set by the run itself when it continues as new. */
  runId?: string;
  at?: ReconciliationStep;
};

export type ReconciliationResult = { runId: string; plane: Plane; day: string; summary: ReportSummary };

/** The schedule's run: reconciles the day that closed before its scheduled time. */
export type ScheduledReconciliationInput = { plane: Plane };

export type ScheduledReconciliationResult =
  { day: string; outcome: 'completed'; result: ReconciliationResult } | { day: string; outcome: 'already_running' };

/** One workflow per plane and day: its id makes two runs of one day impossible at once. */
export const reconciliationWorkflowId = (plane: Plane, day: string) => `reconciliation-${plane}-${day}`;

/** The daily schedule of a plane (visible and pausable in the Temporal UI). */
export const reconciliationScheduleId = (plane: Plane) => `reconciliation-${plane}`;

/** Failure type of a run that could not finish (recorded `failed` with the reason). */
export const RECONCILIATION_FAILED = 'ReconciliationFailed';
