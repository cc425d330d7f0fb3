import type { Sql } from '../src/db';
import {
  cancelEscrow,
  CancelInput,
  createEscrow,
  CreateEscrowInput,
  openDispute,
  OpenDisputeInput,
  refundEscrow,
  RefundInput,
  releaseEscrow,
  ReleaseInput,
  resolveDispute,
  ResolveDisputeInput,
} from '../src/escrows/movements';
import { advanceTestClock, AdvanceTestClockInput, moveDeadlines, MoveDeadlinesInput } from '../src/escrows/deadlines';
import { refusalsAsFailures } from './refusals';

/** Escrow writes: each is one database transaction (src/escrows/movements.ts); a refused write fails for good. */
export function escrowActivities(deps: { sql: Sql }) {
  return {
    createEscrow: (input: CreateEscrowInput) => refusalsAsFailures(() => createEscrow(deps.sql, input)),
    releaseEscrow: (input: ReleaseInput) => refusalsAsFailures(() => releaseEscrow(deps.sql, input)),
    refundEscrow: (input: RefundInput) => refusalsAsFailures(() => refundEscrow(deps.sql, input)),
    cancelEscrow: (input: CancelInput) => refusalsAsFailures(() => cancelEscrow(deps.sql, input)),
    openDispute: (input: OpenDisputeInput) => refusalsAsFailures(() => openDispute(deps.sql, input)),
    resolveDispute: (input: ResolveDisputeInput) => refusalsAsFailures(() => resolveDispute(deps.sql, input)),
    moveEscrowDeadlines: (input: MoveDeadlinesInput) => refusalsAsFailures(() => moveDeadlines(deps.sql, input)),
    advanceEscrowTestClock: (input: AdvanceTestClockInput) => refusalsAsFailures(() => advanceTestClock(deps.sql, input)),
  };
}
