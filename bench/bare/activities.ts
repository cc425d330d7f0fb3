import type postgres from 'postgres';
import type { Sql } from '../../src/db';
import { releaseEscrow } from '../../src/escrows/movements';

/** One write of a twin; `escrowId` (BENCH_BARE_WRITE=ledger) makes it the service's release of 1 naira from that escrow. */
export type BareWrite = { entityId: string; amount: number; escrowId?: string };

/** A release by the Update `operationId` (derived from the Update's id, so a retried activity releases once). */
export type BareRelease = { escrowId: string; operationId: string };

/** The service's pool and the bench merchant, for the ledger write (BENCH_BARE_WRITE=ledger). */
export type BareLedger = { pool: Sql; merchantId: string };

/**
 * The bare twin's activities: its one write, a 2-row PostgreSQL transaction (debit and
 * credit); and, to see the rest of a release apart from its ledger work, the service's own
 * release transaction (src/escrows/movements.ts) with nothing around it.
 */
export function createBareActivities(sql: postgres.Sql<any>, ledger: BareLedger) {
  return {
    async writeTwoRows(write: BareWrite): Promise<number> {
      await sql.begin(async (tx) => {
        await tx`insert into bare_lines (entity_id, amount) values (${write.entityId}, ${-write.amount})`;
        await tx`insert into bare_lines (entity_id, amount) values (${write.entityId}, ${write.amount})`;
      });
      return write.amount;
    },

    async releaseOneNaira(release: BareRelease): Promise<number> {
      await releaseEscrow(ledger.pool, { merchantId: ledger.merchantId, plane: 'test', ...release, amount: '100' });
      return 1;
    },
  };
}

export type BareActivities = ReturnType<typeof createBareActivities>;
