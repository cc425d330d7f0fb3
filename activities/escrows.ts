import type { Sql } from '../src/db';
import { bookEscrowCommand, EscrowCommandInput } from '../src/escrows/command-dispatch';
import { createEscrow, CreateEscrowInput } from '../src/escrows/create';
import { refusalsAsFailures } from './refusals';

/** Escrow writes: each is one database transaction (src/escrows/escrow-write.ts); a refused write fails for good. */
export function escrowActivities(deps: { sql: Sql }) {
  return {
    createEscrow: (input: CreateEscrowInput) => refusalsAsFailures(() => createEscrow(deps.sql, input)),
    /** Every command on the escrow, a merchant's or its deadline's: one activity for every kind. */
    bookEscrowCommand: (input: EscrowCommandInput) => refusalsAsFailures(() => bookEscrowCommand(deps.sql, input)),
  };
}
