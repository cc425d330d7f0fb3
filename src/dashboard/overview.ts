import type { Db } from '../db';
import { systemAccountId } from '../ledger/accounts';
import { facetTotal } from '../list-counts';
import type { Owner } from '../owner';

// The merchant's first screen, on one plane: where its money is (its customers' wallets,
// what is held in escrow, its own settlement balance), how much it put into escrow day by day,
// and what needs it now. Each figure is a few rows however large the merchant: balances and
// daily volume are kept by triggers (migration 019), the lists walk an index for a few rows.

/** The days the volume chart spans, today (UTC) included. */
export const VOLUME_DAYS = 30;
/** How many rows each "needs you" list shows; its count goes on to COUNT_CAP. */
export const ATTENTION_ROWS = 5;
/** Counts stop here ("1,000 or more"): enough to say there is a backlog, never a long count. */
export const COUNT_CAP = 1000;
export const DUE_WITHIN_HOURS = 24;
export const FAILED_PAYOUT_DAYS = 7;

export type Balances = {
  /** What customers may withdraw or spend: the sum of their wallets' available (kobo). */
  available: bigint;
  /** Locked in escrow holds: registered payers' held wallets plus guest payers' holds (kobo). */
  heldInEscrow: bigint;
  /** The merchantFee the merchant has earned (its merchant_settlement account, kobo). */
  settlement: bigint;
};

export type VolumeDay = { day: string; amount: bigint; holds: number };

export type DueHold = {
  escrowId: string; reference: string; status: string; amount: bigint;
  releaseAt: string | null; fundingDeadline: string | null; testClockOffset: number;
  /** When the timer fires, in real time. */
  firesAt: string;
};

export type OpenDispute = { escrowId: string; reference: string; amount: bigint; remaining: bigint; since: string };
export type FailedPayout = { withdrawalId: string; reference: string; customerId: string; amount: bigint; failureReason: string | null; failedAt: string };

export type Attention<T> = { count: number; rows: T[] };

export type Overview = {
  balances: Balances;
  volume: VolumeDay[];
  disputes: Attention<OpenDispute>;
  dueSoon: Attention<DueHold>;
  failedPayouts: Attention<FailedPayout>;
};

export async function readOverview(db: Db, owner: Owner, now = new Date()): Promise<Overview> {
  const [balances, volume, disputes, dueSoon, failedPayouts] = await Promise.all([
    readBalances(db, owner),
    readVolume(db, owner, now),
    readDisputes(db, owner),
    readDueSoon(db, owner, now),
    readFailedPayouts(db, owner, now),
  ]);
  return { balances, volume, disputes, dueSoon, failedPayouts };
}

async function readBalances(db: Db, owner: Owner): Promise<Balances> {
  const [row] = await db<{ available: string; held: string; guest: string; settlement: string }[]>`
    select
      (select coalesce(sum(available), 0) from wallet_balance_totals where merchant_id = ${owner.merchantId} and plane = ${owner.plane})::text as available,
      (select coalesce(sum(held), 0) from wallet_balance_totals where merchant_id = ${owner.merchantId} and plane = ${owner.plane})::text as held,
      (select coalesce(sum(balance), 0) from ledger_accounts where id = ${systemAccountId(owner.merchantId, owner.plane, 'guest_holds')})::text as guest,
      (select coalesce(sum(balance), 0) from ledger_accounts where id = ${systemAccountId(owner.merchantId, owner.plane, 'merchant_settlement')})::text as settlement`;
  return { available: BigInt(row.available), heldInEscrow: BigInt(row.held) + BigInt(row.guest), settlement: BigInt(row.settlement) };
}

const DAY_MS = 86_400_000;
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Holds funded per UTC day over the last VOLUME_DAYS days, oldest first, days without any as zero. */
async function readVolume(db: Db, owner: Owner, now: Date): Promise<VolumeDay[]> {
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const days = Array.from({ length: VOLUME_DAYS }, (_, i) => utcDay(today - (VOLUME_DAYS - 1 - i) * DAY_MS));
  const rows = await db<{ day: string; amount: string; holds: number }[]>`
    select day::text, sum(amount)::text as amount, sum(holds)::int as holds from escrow_funding_days
    where merchant_id = ${owner.merchantId} and plane = ${owner.plane} and day >= ${days[0]}::date and day <= ${days[days.length - 1]}::date
    group by day`;
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return days.map((day) => ({ day, amount: BigInt(byDay.get(day)?.amount ?? 0), holds: byDay.get(day)?.holds ?? 0 }));
}

async function readDisputes(db: Db, owner: Owner): Promise<Attention<OpenDispute>> {
  const rows = await db<Array<{ id: string; reference: string; amount: bigint; remaining: bigint; opened_at: Date; total: number }>>`
    select (${facetTotal(db, owner, 'escrows', 'status:disputed')}) as total, e.*
    from (select 1) one left join (
      select x.id, x.reference, x.amount, x.amount - x.released_amount - x.refunded_amount as remaining,
             (select d.created_at from disputes d where d.escrow_id = x.id and d.status = 'open') as opened_at
      from escrows x
      where x.merchant_id = ${owner.merchantId} and x.plane = ${owner.plane} and x.status = 'disputed'
      order by x.created_at desc, x.id desc limit ${ATTENTION_ROWS}
    ) e on true`;
  return {
    count: rows[0].total,
    rows: rows.filter((r) => r.id != null).map((r) => ({
      escrowId: r.id, reference: r.reference, amount: BigInt(r.amount), remaining: BigInt(r.remaining), since: (r.opened_at ?? new Date(0)).toISOString(),
    })),
  };
}

/** Holds whose timer fires within DUE_WITHIN_HOURS (or is firing now), soonest first. */
async function readDueSoon(db: Db, owner: Owner, now: Date): Promise<Attention<DueHold>> {
  const until = new Date(now.getTime() + DUE_WITHIN_HOURS * 3_600_000);
  const due = db`merchant_id = ${owner.merchantId} and plane = ${owner.plane} and status in ('awaiting_funding', 'held', 'partially_released')
    and escrow_timer_at(status, release_at, funding_deadline, test_clock_offset) < ${until}`;
  const [rows, [{ count }]] = await Promise.all([
    db<Array<{ id: string; reference: string; status: string; amount: bigint; release_at: Date | null; funding_deadline: Date | null; test_clock_offset: number; fires_at: Date }>>`
      select id, reference, status, amount, release_at, funding_deadline, test_clock_offset,
             escrow_timer_at(status, release_at, funding_deadline, test_clock_offset) as fires_at
      from escrows where ${due}
      order by escrow_timer_at(status, release_at, funding_deadline, test_clock_offset) limit ${ATTENTION_ROWS}`,
    db<{ count: number }[]>`select count(*)::int as count from (select 1 from escrows where ${due} limit ${COUNT_CAP}) capped`,
  ]);
  return {
    count,
    rows: rows.map((r) => ({
      escrowId: r.id, reference: r.reference, status: r.status, amount: BigInt(r.amount),
      releaseAt: r.release_at?.toISOString() ?? null, fundingDeadline: r.funding_deadline?.toISOString() ?? null,
      testClockOffset: r.test_clock_offset, firesAt: r.fires_at.toISOString(),
    })),
  };
}

/** Payouts that failed in the last FAILED_PAYOUT_DAYS days, newest first (a payout fails within its first days). */
async function readFailedPayouts(db: Db, owner: Owner, now: Date): Promise<Attention<FailedPayout>> {
  const since = new Date(now.getTime() - FAILED_PAYOUT_DAYS * DAY_MS);
  // Created at most 30 days before it failed: the index range of the status walks no further back.
  const createdSince = new Date(since.getTime() - 30 * DAY_MS);
  const failed = db`merchant_id = ${owner.merchantId} and plane = ${owner.plane} and status = 'failed'
    and created_at >= ${createdSince} and failed_at >= ${since}`;
  const [rows, [{ count }]] = await Promise.all([
    db<Array<{ id: string; reference: string; customer_id: string; amount: bigint; failure_reason: string | null; failed_at: Date }>>`
      select id, reference, customer_id, amount, failure_reason, failed_at from withdrawals where ${failed}
      order by created_at desc, id desc limit ${ATTENTION_ROWS}`,
    db<{ count: number }[]>`select count(*)::int as count from (select 1 from withdrawals where ${failed} limit ${COUNT_CAP}) capped`,
  ]);
  return {
    count,
    rows: rows.map((r) => ({
      withdrawalId: r.id, reference: r.reference, customerId: r.customer_id, amount: BigInt(r.amount),
      failureReason: r.failure_reason, failedAt: r.failed_at.toISOString(),
    })),
  };
}
