import type { Sql } from '../src/db';
import { bookEscrowCommand, EscrowCommandInput } from '../src/escrows/command-dispatch';
import { createEscrow, CreateEscrowInput } from '../src/escrows/create';
import type { EscrowState } from '../src/escrows/rules';
import { findEscrowRow, toEscrowState } from '../src/escrows/store';
import type { Owner } from '../src/owner';
import { findPendingRefundId } from '../src/refunds/store';
import { refusalsAsFailures } from './refusals';

/**
 * An escrow as its row has it: the workflow's state, with the guest refund awaiting the
 * provider beside its fields. The state's own shape, so a result a running execution recorded
 * as a plain state replays to the same decisions (no `pendingRefundId`: none to ask for).
 */
export type EscrowRowState = EscrowState & { pendingRefundId?: string | null };

/** Escrow writes: each is one database transaction (src/escrows/escrow-write.ts); a refused write fails for good. */
export function escrowActivities(deps: { sql: Sql }) {
  return {
    createEscrow: (input: CreateEscrowInput) => refusalsAsFailures(() => createEscrow(deps.sql, input)),
    /** Every command on the escrow, a merchant's or its deadline's: one activity for every kind. */
    bookEscrowCommand: (input: EscrowCommandInput) => refusalsAsFailures(() => bookEscrowCommand(deps.sql, input)),
    /**
     * The escrow's state as its row has it, with the id of its pending guest refund when it
     * has one (null: no such escrow for this owner).
     */
    readEscrowState: async ({ escrowId, ...owner }: Owner & { escrowId: string }): Promise<EscrowRowState | null> => {
      const row = await findEscrowRow(deps.sql, owner, escrowId);
      if (!row) return null;
      const pendingRefundId = row.pending_provider_refund ? await findPendingRefundId(deps.sql, escrowId) : null;
      return { ...toEscrowState(row), pendingRefundId };
    },
  };
}
