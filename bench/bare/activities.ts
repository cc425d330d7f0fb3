import type postgres from 'postgres';
import type { Sql } from '../../src/db';
import { createEscrow } from '../../src/escrows/create';
import { releaseEscrow } from '../../src/escrows/release-refund-cancel';
import { bookWalletCredit } from '../../src/wallets/credit';

/**
 * The service's own write in place of a twin's 2 rows (BENCH_BARE_WRITE=ledger): a debitPayer
 * escrow created, a release (of `amountKobo`, else the rest), or a credit. Amounts in kobo,
 * as decimal strings (workflow payloads are JSON).
 */
export type LedgerWrite =
  | { kind: 'create'; escrowId: string; reference: string; payerId: string; payeeId: string; amountKobo: string }
  | { kind: 'release'; escrowId: string; amountKobo?: string }
  | { kind: 'credit'; walletId: string; amountKobo: string };

/** One write of a twin: its 2 rows, or `ledger`, the service's write. */
export type BareWrite = { entityId: string; amount: number; ledger?: LedgerWrite };

/** The service's write under `operationId` (derived from the workflow's and the Update's ids, so a retry writes once). */
export type ServiceWrite = LedgerWrite & { operationId: string; stream: string };

/** The service's pool and the bench merchant, for the service's writes. */
export type BareLedger = { pool: Sql; merchantId: string };

/**
 * The bare twin's activities: its one write, a 2-row PostgreSQL transaction (debit and
 * credit); and, to see the rest of a call apart from its ledger work, the service's own
 * transaction (src/escrows/create.ts and release-refund-cancel.ts, src/wallets/credit.ts) with nothing around it.
 */
export function createBareActivities(sql: postgres.Sql<any>, ledger: BareLedger) {
  const owner = { merchantId: ledger.merchantId, plane: 'test' as const };
  return {
    async writeTwoRows(write: BareWrite): Promise<number> {
      await sql.begin(async (tx) => {
        await tx`insert into bare_lines (entity_id, amount) values (${write.entityId}, ${-write.amount})`;
        await tx`insert into bare_lines (entity_id, amount) values (${write.entityId}, ${write.amount})`;
      });
      return write.amount;
    },

    async serviceWrite(write: ServiceWrite): Promise<number> {
      const { operationId } = write;
      if (write.kind === 'create') {
        await createEscrow(ledger.pool, {
          ...owner,
          escrowId: write.escrowId,
          operationId,
          reference: write.reference,
          amount: write.amountKobo,
          currency: 'NGN',
          parties: [
            { role: 'payer', customerId: write.payerId },
            { role: 'payee', customerId: write.payeeId },
          ],
          debitPayer: true,
          merchantFee: '0',
        });
      } else if (write.kind === 'release') {
        await releaseEscrow(ledger.pool, { ...owner, escrowId: write.escrowId, operationId, amount: write.amountKobo });
      } else {
        await bookWalletCredit(ledger.pool, {
          ...owner,
          walletId: write.walletId,
          movementId: operationId,
          grossAmount: write.amountKobo,
          source: 'nuban',
          channel: 'dedicated_nuban',
          stream: write.stream,
        });
      }
      return 1;
    },
  };
}

export type BareActivities = ReturnType<typeof createBareActivities>;
