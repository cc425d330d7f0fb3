import type { Db } from '../db';
import type {
  PageCursor,
  ProviderDay,
  ProviderRecords,
  ProviderRefundRecord,
  ProviderSettlementRecord,
  ProviderTransactionRecord,
  ProviderTransferRecord,
  RecordPage,
} from './records';

// The sandbox provider's own books (test keys; table sandbox_provider_records, migration 019):
// written where the sandbox "provider" acts (a checkout started, paid or declined; a deposit
// into a wallet; a transfer; a refund), apart from our ledger's booking, and read back for the
// daily reconciliation in the same shapes as Paystack's. A write is one small idempotent
// statement per action (unique by kind and reference), never a second ledger.
//
// Reading is by key, newest first: a page is the rows of the day after the last one read
// (`PageCursor.after`, that row's id), so every page of a day of a million records costs the
// same. The sandbox settles each day that had successful transactions once, at the day's end:
// one settlement of their amounts less fees, its id naming the day.

const SANDBOX_RECORDS_NAME = 'sandbox';

/** The largest page read at once. */
const SANDBOX_RECORDS_MAX_PAGE_SIZE = 1_000;

type RecordRow = {
  id: string;
  kind: 'transaction' | 'transfer' | 'refund';
  reference: string;
  status: string;
  amount: bigint;
  fee: bigint | null;
  currency: string;
  channel: string | null;
  receiver_account_number: string | null;
  transaction_reference: string | null;
  reason: string | null;
  paid_at: Date | null;
  created_at: Date;
  updated_at: Date;
};

/** A charge as the sandbox keeps it: a checkout's (abandoned, then success or failed) or a deposit's (success). */
export type SandboxTransaction = {
  reference: string;
  status: 'abandoned' | 'success' | 'failed';
  /** Kobo: what the payer is charged (a deposit: its gross). */
  amount: bigint;
  currency: string;
  /** The sandbox's fee on a success (its fee schedule). */
  fee?: bigint | null;
  channel?: string | null;
  /** A deposit's receiving wallet account number. */
  receiverAccountNumber?: string | null;
};

/**
 * The sandbox's record of a charge. A success is final; a started checkout (abandoned) never
 * overwrites what it became; a decline after a decline, or a payment after one, moves it on.
 */
export async function recordSandboxTransaction(db: Db, t: SandboxTransaction): Promise<void> {
  const paidAt = t.status === 'success' ? new Date() : null;
  await db`insert into sandbox_provider_records as r (kind, reference, status, amount, fee, currency, channel, receiver_account_number, paid_at)
    values ('transaction', ${t.reference}, ${t.status}, ${t.amount}, ${t.fee ?? null}, ${t.currency}, ${t.channel ?? null},
      ${t.receiverAccountNumber ?? null}, ${paidAt})
    on conflict (kind, reference) do update set status = excluded.status, fee = excluded.fee, channel = coalesce(excluded.channel, r.channel),
      paid_at = excluded.paid_at, updated_at = now()
    where r.status <> 'success' and excluded.status <> 'abandoned'`;
}

/** The sandbox's record of a transfer: its outcome is decided at once (success or failed), and kept. */
export function sandboxTransferRecordInsert(
  db: Db,
  t: { reference: string; status: 'success' | 'failed'; amount: bigint; fee: bigint; reason: string | null },
) {
  return db`insert into sandbox_provider_records (kind, reference, status, amount, fee, reason)
    values ('transfer', ${t.reference}, ${t.status}, ${t.amount}, ${t.fee}, ${t.reason})
    on conflict (kind, reference) do nothing`;
}

/** The sandbox's record of a refund of one of its transactions (processed, failed, or left pending), once. */
export async function recordSandboxRefund(
  db: Db,
  r: {
    reference: string;
    transactionReference: string;
    status: 'pending' | 'processed' | 'failed';
    amount: bigint;
    reason?: string | null;
  },
): Promise<void> {
  await db`insert into sandbox_provider_records (kind, reference, status, amount, transaction_reference, reason)
    values ('refund', ${r.reference}, ${r.status}, ${r.amount}, ${r.transactionReference}, ${r.reason ?? null})
    on conflict (kind, reference) do nothing`;
}

/** The ProviderRecords of the sandbox, over its table. */
export function createSandboxRecords(db: Db): ProviderRecords {
  /** One page of a day's records of a kind, newest first, after the cursor's row. */
  async function page(
    kind: RecordRow['kind'],
    day: ProviderDay,
    cursor: PageCursor,
  ): Promise<{ rows: RecordRow[]; next: PageCursor | null }> {
    const perPage = pageSize(cursor);
    const rows = await db<RecordRow[]>`select * from sandbox_provider_records
      where kind = ${kind} and created_at >= ${day.from} and created_at < ${day.to}
        ${position(db, cursor, 'created_at')}
      order by created_at desc, id desc
      limit ${perPage + 1} ${offset(db, cursor, perPage)}`;
    return cut(rows, cursor, perPage);
  }

  return {
    name: SANDBOX_RECORDS_NAME,

    async transactions(day, cursor) {
      const { rows, next } = await page('transaction', day, cursor);
      return { records: rows.map(transactionOf), next };
    },

    async transfers(day, cursor) {
      const { rows, next } = await page('transfer', day, cursor);
      return { records: rows.map(transferOf), next };
    },

    async refunds(day, cursor) {
      const { rows, next } = await page('refund', day, cursor);
      return { records: rows.map(refundOf), next };
    },

    /** The day's one settlement: its successful transactions paid in it, less their fees, settled at its end. */
    async settlements(day, cursor): Promise<RecordPage<ProviderSettlementRecord>> {
      if (cursor.page > 1) return { records: [], next: null };
      const [totals] = await db<Array<{ count: number; processed: bigint; fees: bigint }>>`
        select count(*)::int as count, coalesce(sum(amount), 0)::bigint as processed, coalesce(sum(fee), 0)::bigint as fees
        from sandbox_provider_records
        where kind = 'transaction' and status = 'success' and paid_at >= ${day.from} and paid_at < ${day.to}`;
      if (totals.count === 0) return { records: [], next: null };
      const id = settlementIdOf(day);
      const paidOut = totals.processed - totals.fees;
      const settledAt = day.to.toISOString();
      const raw = {
        id,
        status: 'success',
        currency: 'NGN',
        total_processed: Number(totals.processed),
        total_fees: Number(totals.fees),
        total_amount: Number(paidOut),
        effective_amount: Number(paidOut),
        settlement_date: settledAt,
      };
      return {
        records: [{ id, status: 'success', effectiveAmount: paidOut, totalAmount: paidOut, totalFees: totals.fees, settledAt, raw }],
        next: null,
      };
    },

    async settlementTransactions(settlementId, cursor) {
      const day = dayOfSettlement(settlementId);
      if (!day) return { records: [], next: null };
      const perPage = pageSize(cursor);
      const rows = await db<RecordRow[]>`select * from sandbox_provider_records
        where kind = 'transaction' and status = 'success' and paid_at >= ${day.from} and paid_at < ${day.to}
          ${position(db, cursor, 'paid_at')}
        order by paid_at desc, id desc
        limit ${perPage + 1} ${offset(db, cursor, perPage)}`;
      const { rows: read, next } = cut(rows, cursor, perPage);
      return { records: read.map(transactionOf), next };
    },
  };
}

/** The id of the sandbox's settlement of a day: the day's bounds, so its transactions can be found from it. */
export function settlementIdOf(day: ProviderDay): string {
  return `sbx_stl_${day.from.getTime()}_${day.to.getTime()}`;
}

function dayOfSettlement(settlementId: string): ProviderDay | null {
  const match = /^sbx_stl_(\d+)_(\d+)$/.exec(settlementId);
  return match ? { from: new Date(Number(match[1])), to: new Date(Number(match[2])) } : null;
}

const pageSize = (cursor: PageCursor) => Math.min(Math.max(1, Math.trunc(cursor.perPage)), SANDBOX_RECORDS_MAX_PAGE_SIZE);

/** Rows after the cursor's row in (`column`, id) order; the whole day from the first page. */
function position(db: Db, cursor: PageCursor, column: 'created_at' | 'paid_at') {
  if (!cursor.after || !/^\d+$/.test(cursor.after)) return db``;
  const by = db(column);
  return db`and (${by}, id) < (select ${by}, id from sandbox_provider_records where id = ${cursor.after})`;
}

/** A cursor a caller made by hand (a page past the first, without `after`): by offset, as Paystack's pages are. */
function offset(db: Db, cursor: PageCursor, perPage: number) {
  return cursor.after || cursor.page <= 1 ? db`` : db`offset ${(cursor.page - 1) * perPage}`;
}

/** The page's rows and the cursor after its last one (one row more was read to know whether there is a next page). */
function cut(rows: RecordRow[], cursor: PageCursor, perPage: number): { rows: RecordRow[]; next: PageCursor | null } {
  if (rows.length <= perPage) return { rows, next: null };
  const read = rows.slice(0, perPage);
  return { rows: read, next: { page: cursor.page + 1, perPage, after: String(read[read.length - 1].id) } };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The row as a provider would show it (Paystack's field names; kobo as numbers, JSON-safe). */
function rawOf(row: RecordRow): Record<string, unknown> {
  return {
    reference: row.reference,
    status: row.status,
    amount: Number(row.amount),
    fees: row.fee === null ? null : Number(row.fee),
    currency: row.currency,
    ...(row.channel ? { channel: row.channel } : {}),
    ...(row.receiver_account_number ? { metadata: { receiver_account_number: row.receiver_account_number } } : {}),
    ...(row.transaction_reference ? { transaction_reference: row.transaction_reference } : {}),
    ...(row.reason ? { gateway_response: row.reason } : {}),
    paid_at: iso(row.paid_at),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

function transactionOf(row: RecordRow): ProviderTransactionRecord {
  return {
    reference: row.reference,
    status: row.status,
    amount: row.amount,
    fee: row.fee,
    currency: row.currency,
    channel: row.channel,
    receiverAccountNumber: row.receiver_account_number,
    paidAt: iso(row.paid_at),
    raw: rawOf(row),
  };
}

function transferOf(row: RecordRow): ProviderTransferRecord {
  return {
    reference: row.reference,
    status: row.status,
    amount: row.amount,
    fee: row.fee,
    currency: row.currency,
    reason: row.reason,
    updatedAt: iso(row.updated_at),
    raw: rawOf(row),
  };
}

function refundOf(row: RecordRow): ProviderRefundRecord {
  return {
    id: row.reference,
    transactionReference: row.transaction_reference ?? '',
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    createdAt: iso(row.created_at),
    raw: rawOf(row),
  };
}
