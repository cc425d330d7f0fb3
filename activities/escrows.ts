import type { Sql } from '../src/db';
import { bookEscrowCommand, EscrowCommandInput } from '../src/escrows/command-dispatch';
import { createEscrow, CreateEscrowInput } from '../src/escrows/create';
import type { EscrowState } from '../src/escrows/rules';
import { findEscrowRow, toEscrowState } from '../src/escrows/store';
import type { Owner } from '../src/owner';
import { refusalsAsFailures } from './refusals';

/** Escrow writes: each is one database transaction (src/escrows/escrow-write.ts); a refused write fails for good. */
export function escrowActivities(deps: { sql: Sql }) {
  return {
    createEscrow: (input: CreateEscrowInput) => refusalsAsFailures(() => createEscrow(deps.sql, input)),
    /** Every command on the escrow, a merchant's or its deadline's: one activity for every kind. */
    bookEscrowCommand: (input: EscrowCommandInput) => refusalsAsFailures(() => bookEscrowCommand(deps.sql, input)),
    /** The escrow's state as its row has it (null: no such escrow for this owner). */
    readEscrowState: async ({ escrowId, ...owner }: Owner & { escrowId: string }): Promise<EscrowState | null> => {
      const row = await findEscrowRow(deps.sql, owner, escrowId);
      return row ? toEscrowState(row) : null;
    },
  };
}
