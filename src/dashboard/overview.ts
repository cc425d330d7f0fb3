import type { Db } from '../db';
import { systemAccountId } from '../ledger/accounts';
import { facetTotal } from '../list-counts';
import type { Owner } from '../owner';

// The merchant's first screen, on one plane: where its money is (its customers' wallets,
// what is held in escrow, its own settlement balance), how much it put into escrow day by day,
// and what needs it now. Each figure is a few rows however large the merchant: balances and
// daily volume are kept by triggers (migration 020), the lists walk an index for a few rows,
// and counts stop at COUNT_CAP.

/** The days the volume chart spans, today (UTC) included. */
export const VOLUME_DAYS = 30;
/** How many rows each "needs you" list shows; its count goes on to COUNT_CAP. */
export const ATTENTION_ROWS = 5;
/** Counts stop here ("1,000 or more"): enough to say there is a backlog, never a long count. */
export const COUNT_CAP = 1000;
export const DUE_WITHIN_HOURS = 24;
export const FAILED_PAYOUT_DAYS = 7;

type Balances = {
  /** What customers may withdraw or spend: the sum of their wallets' available (kobo). */
  available: bigint;
  /** Locked in escrow holds: registered payers' held wallets plus guest payers' holds (kobo). */
  heldInEscrow: bigint;
  /** The merchantFee the merchant has earned (its merchant_settlement account, kobo). */
  settlement: bigint;
};

export type VolumeDay = { day: string; amount: bigint; holds: number };

type DueHold = {
  escrowId: string;
  reference: string;
  status: string;
  amount: bigint;
  releaseAt: string | null;
  fundingDeadline: string | null;
  testClockOffset: number;
  /** When the timer fires, in real time. */
  firesAt: string;
};

type OpenDispute = { escrowId: string; reference: string; remaining: bigint; since: string };
type FailedPayout = {
  withdrawalId: string;
  reference: string;
  customerId: string;
  amount: bigint;
  failureReason: string | null;
  failedAt: string;
};

type Attention<T> = { count: number; rows: T[] };

export type Overview = {
  balances: Balances;
  volume: VolumeDay[];
  disputes: Attention<OpenDispute>;
  dueSoon: Attention<DueHold>;
  failedPayouts: Attention<FailedPayout>;
};

/**
 * The whole overview in one statement: one round trip and one connection, however loaded the
 * pool. Lists come back as JSON (amounts as text: kobo may pass 2^53).
 */
export async function readOverview(db: Db, owner: Owner, now = new Date()): Promise<Overview> {
  const { merchantId, plane } = owner;
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const days = Array.from({ length: VOLUME_DAYS }, (_, i) => utcDay(today - (VOLUME_DAYS - 1 - i) * DAY_MS));
  const dueUntil = new Date(now.getTime() + DUE_WITHIN_HOURS * 3_600_000);
  const failedSince = new Date(now.getTime() - FAILED_PAYOUT_DAYS * DAY_MS);
  // A payout fails within days of its creation: the walk of its status index goes back 30 days more, no further.
  const failedCreatedSince = new Date(failedSince.getTime() - 30 * DAY_MS);
  const mine = (alias: string) => db`${db(alias)}.merchant_id = ${merchantId} and ${db(alias)}.plane = ${plane}`;
  const due = db`${mine('e')} and e.status in ('awaiting_funding', 'held', 'partially_released')
    and escrow_timer_at(e.status, e.release_at, e.funding_deadline, e.test_clock_offset) < ${dueUntil}`;
  const failed = db`${mine('w')} and w.status = 'failed' and w.created_at >= ${failedCreatedSince} and w.failed_at >= ${failedSince}`;
  const [row] = await db<OverviewRow[]>`
    select
      (select coalesce(sum(t.available), 0) from wallet_balance_totals t where ${mine('t')})::text as available,
      (select coalesce(sum(t.held), 0) from wallet_balance_totals t where ${mine('t')})::text as held,
      (select coalesce(sum(balance), 0) from ledger_accounts where id = ${systemAccountId(merchantId, plane, 'guest_holds')})::text as guest_holds,
      (select coalesce(sum(balance), 0) from ledger_accounts where id = ${systemAccountId(merchantId, plane, 'merchant_settlement')})::text as settlement,
      (select coalesce(json_agg(v), '[]') from (
         select f.day::text as day, sum(f.amount)::text as amount, sum(f.holds)::int as holds from escrow_funding_days f
         where ${mine('f')} and f.day >= ${days[0]}::date and f.day <= ${days[days.length - 1]}::date group by f.day) v) as volume,
      (${facetTotal(db, owner, 'escrows', 'status:disputed')}) as disputes_total,
      (select coalesce(json_agg(d order by d.created_at desc, d.id desc), '[]') from (
         select e.id, e.reference, e.created_at, (e.amount - e.released_amount - e.refunded_amount)::text as remaining,
                (select p.created_at from disputes p where p.escrow_id = e.id and p.status = 'open') as opened_at
         from escrows e where ${mine('e')} and e.status = 'disputed'
         order by e.created_at desc, e.id desc limit ${ATTENTION_ROWS}) d) as disputes,
      (select count(*) from (select 1 from escrows e where ${due} limit ${COUNT_CAP}) c)::int as due_total,
      (select coalesce(json_agg(h order by h.fires_at), '[]') from (
         select e.id, e.reference, e.status, e.amount::text as amount, e.release_at, e.funding_deadline, e.test_clock_offset,
                escrow_timer_at(e.status, e.release_at, e.funding_deadline, e.test_clock_offset) as fires_at
         from escrows e where ${due}
         order by escrow_timer_at(e.status, e.release_at, e.funding_deadline, e.test_clock_offset) limit ${ATTENTION_ROWS}) h) as due,
      (select count(*) from (select 1 from withdrawals w where ${failed} limit ${COUNT_CAP}) c)::int as failed_total,
      (select coalesce(json_agg(x order by x.created_at desc, x.id desc), '[]') from (
         select w.id, w.reference, w.customer_id, w.amount::text as amount, w.failure_reason, w.failed_at, w.created_at
         from withdrawals w where ${failed}
         order by w.created_at desc, w.id desc limit ${ATTENTION_ROWS}) x) as failed`;
  const iso = (at: string | null) => (at === null ? null : new Date(at).toISOString());
  const byDay = new Map(row.volume.map((v) => [v.day, v]));
  return {
    balances: {
      available: BigInt(row.available),
      heldInEscrow: BigInt(row.held) + BigInt(row.guest_holds),
      settlement: BigInt(row.settlement),
    },
    volume: days.map((day) => ({ day, amount: BigInt(byDay.get(day)?.amount ?? 0), holds: byDay.get(day)?.holds ?? 0 })),
    disputes: {
      count: row.disputes_total,
      rows: row.disputes.map((d) => ({
        escrowId: d.id,
        reference: d.reference,
        remaining: BigInt(d.remaining),
        since: iso(d.opened_at ?? d.created_at)!,
      })),
    },
    dueSoon: {
      count: row.due_total,
      rows: row.due.map((h) => ({
        escrowId: h.id,
        reference: h.reference,
        status: h.status,
        amount: BigInt(h.amount),
        releaseAt: iso(h.release_at),
        fundingDeadline: iso(h.funding_deadline),
        testClockOffset: h.test_clock_offset,
        firesAt: iso(h.fires_at)!,
      })),
    },
    failedPayouts: {
      count: row.failed_total,
      rows: row.failed.map((w) => ({
        withdrawalId: w.id,
        reference: w.reference,
        customerId: w.customer_id,
        amount: BigInt(w.amount),
        failureReason: w.failure_reason,
        failedAt: iso(w.failed_at)!,
      })),
    },
  };
}

const DAY_MS = 86_400_000;
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The statement's row: figures as text, lists as JSON (timestamps as JSON gives them). */
type OverviewRow = {
  available: string;
  held: string;
  guest_holds: string;
  settlement: string;
  volume: Array<{ day: string; amount: string; holds: number }>;
  disputes_total: number;
  disputes: Array<{ id: string; reference: string; created_at: string; remaining: string; opened_at: string | null }>;
  due_total: number;
  due: Array<{
    id: string;
    reference: string;
    status: string;
    amount: string;
    release_at: string | null;
    funding_deadline: string | null;
    test_clock_offset: number;
    fires_at: string;
  }>;
  failed_total: number;
  failed: Array<{
    id: string;
    reference: string;
    customer_id: string;
    amount: string;
    failure_reason: string | null;
    failed_at: string;
    created_at: string;
  }>;
};
