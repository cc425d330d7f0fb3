import type { Db } from '../db';

// The withdrawals in flight (`processing`), read for the operator's stuck check: a payout left
// processing with no workflow to carry it on. Which ones have a running workflow is Temporal's
// to say (temporal/stuck-withdrawals.ts); these queries only find the candidates and confirm
// that a candidate is still processing after Temporal was asked. All walk the partial index
// withdrawals_processing (migration 014).

export type ProcessingWithdrawal = {
  id: string;
  merchantId: string;
  plane: 'test' | 'live';
  transferSent: boolean;
  updatedAt: Date;
};

type Row = { id: string; merchant_id: string; plane: 'test' | 'live'; transfer_sent_at: Date | null; updated_at: Date };

const processing = (r: Row): ProcessingWithdrawal => ({
  id: r.id,
  merchantId: r.merchant_id,
  plane: r.plane,
  transferSent: r.transfer_sent_at !== null,
  updatedAt: r.updated_at,
});

/**
 * Processing withdrawals unchanged for at least `unchangedForSeconds` (0: all), of one
 * merchant or all, least recently changed first, at most `limit`.
 */
export async function processingWithdrawals(
  db: Db,
  options: { unchangedForSeconds: number; limit: number; merchantId?: string },
): Promise<ProcessingWithdrawal[]> {
  const rows = await db<Row[]>`select id, merchant_id, plane, transfer_sent_at, updated_at from withdrawals
    where status = 'processing' and updated_at <= now() - make_interval(secs => ${options.unchangedForSeconds})
      ${options.merchantId ? db`and merchant_id = ${options.merchantId}` : db``}
    order by updated_at, id limit ${options.limit}`;
  return rows.map(processing);
}

/** How many withdrawals are processing and unchanged for at least `unchangedForSeconds`. */
export async function countProcessingWithdrawals(db: Db, unchangedForSeconds: number): Promise<number> {
  const [row] = await db<Array<{ count: number }>>`select count(*)::int as count from withdrawals
    where status = 'processing' and updated_at <= now() - make_interval(secs => ${unchangedForSeconds})`;
  return row.count;
}

/** Those of `ids` that are processing now (a workflow may have settled one since it was read). */
export async function stillProcessing(db: Db, ids: string[]): Promise<ProcessingWithdrawal[]> {
  if (ids.length === 0) return [];
  const rows = await db<Row[]>`select id, merchant_id, plane, transfer_sent_at, updated_at from withdrawals
    where id = any(${ids}) and status = 'processing'`;
  return rows.map(processing);
}
