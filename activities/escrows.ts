import type { Sql } from '../src/db';
import { bookEscrowCommand, EscrowCommandInput } from '../src/escrows/command-dispatch';
import { createEscrow, CreateEscrowInput } from '../src/escrows/create';
import { legacyEscrowCommandActivities } from './escrow-legacy';
import { refusalsAsFailures } from './refusals';

/** Escrow writes: each is one database transaction (src/escrows/escrow-write.ts); a refused write fails for good. */
export function escrowActivities(deps: { sql: Sql }) {
  const bookCommand = (input: EscrowCommandInput) => refusalsAsFailures(() => bookEscrowCommand(deps.sql, input));
  return {
    createEscrow: (input: CreateEscrowInput) => refusalsAsFailures(() => createEscrow(deps.sql, input)),
    /** A merchant's command on the escrow (release, refund, cancel, a dispute's): one activity for every kind. */
    bookEscrowCommand: bookCommand,
    ...legacyEscrowCommandActivities(bookCommand),
  };
}
