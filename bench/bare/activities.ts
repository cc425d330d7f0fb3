import type postgres from 'postgres';
import type { Sql } from '../../src/db';
import { releaseEscrow } from '../../src/escrows/movements';
import { bookWalletCredit } from '../../src/wallets/credit';

/**
 * One write of a twin. BENCH_BARE_WRITE=ledger names what the service would write instead:
 * `escrowId`, a release of 1 naira from that escrow; `walletId`, a credit of 5,000 naira to it.
 */
export type BareWrite = { entityId: string; amount: number; escrowId?: string; walletId?: string };

/** A release under `operationId` (derived from the Update's id, so a retried activity releases once). */
export type BareRelease = { escrowId: string; operationId: string };

/** A credit booked once per `movementId`, its wallet.credited on outbox stream `stream` (the workflow's id). */
export type BareCredit = { walletId: string; movementId: string; stream: string };

/** The service's pool and the bench merchant, for the ledger write (BENCH_BARE_WRITE=ledger). */
export type BareLedger = { pool: Sql; merchantId: string };

/**
 * The bare twin's activities: its one write, a 2-row PostgreSQL transaction (debit and
 * credit); and, to see the rest of a release or a credit apart from its ledger work, the
 * service's own transaction (src/escrows/movements.ts, src/wallets/credit.ts) with nothing
 * around it.
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

    async creditWallet(credit: BareCredit): Promise<number> {
      await bookWalletCredit(ledger.pool, {
        merchantId: ledger.merchantId, plane: 'test', ...credit, grossAmount: '500000', source: 'nuban', channel: 'dedicated_nuban',
      });
      return 1;
    },
  };
}

export type BareActivities = ReturnType<typeof createBareActivities>;
