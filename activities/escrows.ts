import type { Sql } from '../src/db';
import {
  cancelEscrow,
  CancelInput,
  createEscrow,
  CreateEscrowInput,
  EscrowWriteResult,
  openDispute,
  OpenDisputeInput,
  refundEscrow,
  RefundInput,
  releaseEscrow,
  ReleaseInput,
  resolveDispute,
  ResolveDisputeInput,
} from '../src/escrows/movements';
import { EscrowRuleError } from '../src/escrows/rules';
import { refusalFailure } from '../workflows/refusals';

/** A refused write fails the activity for good, typed with the spec's error code. */
export async function refusalsAsFailures(write: () => Promise<EscrowWriteResult>): Promise<EscrowWriteResult> {
  try {
    return await write();
  } catch (err) {
    if (err instanceof EscrowRuleError) throw refusalFailure(err.violation);
    throw err;
  }
}

/** Escrow writes: each is one database transaction (src/escrows/movements.ts). */
export function escrowActivities(deps: { sql: Sql }) {
  return {
    createEscrow: (input: CreateEscrowInput) => refusalsAsFailures(() => createEscrow(deps.sql, input)),
    releaseEscrow: (input: ReleaseInput) => refusalsAsFailures(() => releaseEscrow(deps.sql, input)),
    refundEscrow: (input: RefundInput) => refusalsAsFailures(() => refundEscrow(deps.sql, input)),
    cancelEscrow: (input: CancelInput) => refusalsAsFailures(() => cancelEscrow(deps.sql, input)),
    openDispute: (input: OpenDisputeInput) => refusalsAsFailures(() => openDispute(deps.sql, input)),
    resolveDispute: (input: ResolveDisputeInput) => refusalsAsFailures(() => resolveDispute(deps.sql, input)),
  };
}
