import type { Db, Fragment, Sql } from '../db';
import type { Plane } from '../keys';
import type { StagedRecord } from './classify';
import { DifferenceDraft, differenceId, RecordSource } from './classes';
import { providerDay } from './days';
import type { LedgerSweep, SweepCursor } from './sweeps';

// A run's writes: its row, the provider records it read (replaced by page, so a retried read
// writes nothing twice) and the differences it found (by deterministic id), each page's in one
// transaction. The report is made from them at the end (report.ts).

export type RunRef = { runId: string; plane: Plane; day: string };

/**
 * Records a run of the day (once: a retried start finds it) and clears what an earlier run of
 * the day read. Runs of one day never overlap (one workflow id per plane and day), so the
 * records cleared are never a running run's. An earlier run still `running` had its workflow
 * ended from outside: it is marked failed.
 */
export async function beginRun(sql: Sql, run: RunRef & { workflowId: string }): Promise<void> {
  await sql.begin(async (tx) => {
    const [inserted] = await tx`
      insert into reconciliation_runs (id, plane, day, status, workflow_id)
      values (${run.runId}, ${run.plane}, ${run.day}, 'running', ${run.workflowId})
      on conflict (id) do nothing returning id`;
    if (!inserted) return;
    await tx`update reconciliation_runs set status = 'failed', failure = 'superseded by run ' || ${run.runId}, finished_at = now()
      where plane = ${run.plane} and day = ${run.day} and status = 'running' and id <> ${run.runId}`;
    await tx`delete from reconciliation_provider_records where plane = ${run.plane} and day = ${run.day}`;
  });
}

/**
 * Days of provider records kept for the ledger sweeps of later days (a booking is looked for in
 * the records of its own day and the days before): a booking whose provider record is older
 * than this (a checkout paid weeks after it was started) is flagged for an operator.
 */
const PROVIDER_RECORDS_KEPT_DAYS = 35;

/** Drops the provider records read for days long before `day` (after its run completed). */
export async function pruneProviderRecords(db: Db, plane: Plane, day: string): Promise<number> {
  const rows = await db`delete from reconciliation_provider_records
    where plane = ${plane} and day < ${day}::date - ${PROVIDER_RECORDS_KEPT_DAYS}::int`;
  return rows.count;
}

/** The run as it stands (a running run's activities check it has not been failed meanwhile). */
export async function runStatus(db: Db, runId: string): Promise<string | null> {
  const [row] = await db<Array<{ status: string }>>`select status from reconciliation_runs where id = ${runId}`;
  return row?.status ?? null;
}

type StagedJson = {
  source: string;
  reference: string;
  ledger_key: string | null;
  parent: string | null;
  status: string;
  amount: string;
  fee: string | null;
  expected_fee: string | null;
  currency: string;
  class: string | null;
  raw: unknown;
};

function stagedJson(record: StagedRecord, raw: unknown): StagedJson {
  return {
    source: record.source,
    reference: record.reference,
    ledger_key: record.ledgerKey,
    parent: record.parent,
    status: record.status,
    amount: record.amount.toString(),
    fee: record.fee === null ? null : record.fee.toString(),
    expected_fee: record.expectedFee === null ? null : record.expectedFee.toString(),
    currency: record.currency,
    class: record.class,
    raw: raw ?? null,
  };
}

/** A staged record with the provider's raw record kept (refunds and settlements, classed later). */
export type StagedWithRaw = { staged: StagedRecord; raw?: unknown };

/**
 * One read's records and differences, replacing whatever an earlier attempt of the same read
 * (`pageKey`) wrote, in one transaction.
 */
export async function writePage(
  sql: Sql,
  run: RunRef,
  pageKey: string,
  records: StagedWithRaw[],
  differences: DifferenceDraft[],
): Promise<void> {
  await sql.begin(async (tx) => {
    await tx`delete from reconciliation_provider_records where plane = ${run.plane} and day = ${run.day} and page_key = ${pageKey}`;
    await tx`delete from reconciliation_differences where run_id = ${run.runId} and page_key = ${pageKey}`;
    if (records.length > 0) await insertRecords(tx, run, pageKey, records);
    if (differences.length > 0) await insertDifferences(tx, run, pageKey, differences);
  });
}

async function insertRecords(db: Db, run: RunRef, pageKey: string, records: StagedWithRaw[]): Promise<void> {
  const rows = records.map((r) => stagedJson(r.staged, r.raw));
  await db`
    insert into reconciliation_provider_records
      (plane, day, source, reference, ledger_key, parent, status, amount, fee, expected_fee, currency, class, page_key, raw)
    select ${run.plane}, ${run.day}::date, x.source, x.reference, x.ledger_key, x.parent, x.status, x.amount, x.fee, x.expected_fee,
           x.currency, x.class, ${pageKey}, x.raw
    from jsonb_to_recordset(${db.json(rows as never)}) as x(source text, reference text, ledger_key text, parent text, status text,
      amount bigint, fee bigint, expected_fee bigint, currency text, class text, raw jsonb)`;
}

async function insertDifferences(db: Db, run: RunRef, pageKey: string, differences: DifferenceDraft[]): Promise<void> {
  const money = (v: bigint | null) => (v === null ? null : v.toString());
  const rows = differences.map((d) => ({
    id: differenceId(run.plane, run.day, d.source, d.class, d.reference),
    source: d.source,
    class: d.class,
    reference: d.reference,
    merchant_id: d.merchantId,
    provider_amount: money(d.providerAmount),
    ledger_amount: money(d.ledgerAmount),
    provider_fee: money(d.providerFee),
    expected_fee: money(d.expectedFee),
    detail: d.detail,
    provider: d.provider ?? null,
    ledger: d.ledger,
    heal_action: d.healedBefore ? null : d.heal,
    heal_state: d.healedBefore ? 'healed' : d.heal ? 'pending' : null,
    heal_note: d.healedBefore ?? null,
  }));
  // A reference listed twice by the provider gives one difference (its id is the same).
  await db`
    insert into reconciliation_differences
      (run_id, id, plane, day, source, class, reference, merchant_id, provider_amount, ledger_amount, provider_fee, expected_fee,
       detail, provider, ledger, heal_action, heal_state, heal_note, page_key)
    select ${run.runId}, x.id, ${run.plane}, ${run.day}::date, x.source, x.class, x.reference, x.merchant_id, x.provider_amount,
           x.ledger_amount, x.provider_fee, x.expected_fee, x.detail, x.provider, x.ledger, x.heal_action, x.heal_state, x.heal_note, ${pageKey}
    from jsonb_to_recordset(${db.json(rows as never)}) as x(id text, source text, class text, reference text, merchant_id text,
      provider_amount bigint, ledger_amount bigint, provider_fee bigint, expected_fee bigint, detail text, provider jsonb, ledger jsonb,
      heal_action jsonb, heal_state text, heal_note text)
    on conflict (run_id, id) do nothing`;
}

/** How earlier runs healed these references of one source (reconciliation_heals). */
export async function earlierHeals(db: Db, plane: Plane, source: RecordSource, references: string[]): Promise<Map<string, string>> {
  if (references.length === 0) return new Map();
  const rows = await db<Array<{ reference: string; note: string; healed_at: Date; run_id: string }>>`
    select reference, note, healed_at, run_id from reconciliation_heals
    where plane = ${plane} and source = ${source} and reference = any(${references})`;
  return new Map(rows.map((r) => [r.reference, `healed by run ${r.run_id} at ${r.healed_at.toISOString()}: ${r.note}`]));
}

// ---------------------------------------------------------------- refunds and settlements, after the read

/** The next transaction references (in order, after `after`) whose refunds the day staged. */
export async function stagedRefundParents(db: Db, run: RunRef, after: string | null, limit: number): Promise<string[]> {
  const rows = await db<Array<{ parent: string }>>`
    select distinct parent from reconciliation_provider_records
    where plane = ${run.plane} and day = ${run.day} and source = 'refund' and parent is not null
      and (${after}::text is null or parent > ${after})
    order by parent limit ${limit}`;
  return rows.map((r) => r.parent);
}

export type StagedRefund = { seq: string; parent: string; raw: unknown };

export async function stagedRefundsOf(db: Db, run: RunRef, parents: string[]): Promise<StagedRefund[]> {
  return db<StagedRefund[]>`
    select seq::text, parent, raw from reconciliation_provider_records
    where plane = ${run.plane} and day = ${run.day} and source = 'refund' and parent = any(${parents})
    order by seq`;
}

/**
 * What a step after the read found: classes set on staged records (refunds), and differences,
 * replacing what an earlier attempt of the same step (`pageKey`) wrote, in one transaction.
 */
export async function writeFindings(
  sql: Sql,
  run: RunRef,
  pageKey: string,
  classes: Array<{ seq: string; class: string; ledgerKey: string | null }>,
  differences: DifferenceDraft[],
): Promise<void> {
  await sql.begin(async (tx) => {
    await tx`delete from reconciliation_differences where run_id = ${run.runId} and page_key = ${pageKey}`;
    if (classes.length > 0) {
      await tx`
        update reconciliation_provider_records r set class = x.class, ledger_key = x.ledger_key
        from jsonb_to_recordset(${tx.json(classes.map((c) => ({ seq: c.seq, class: c.class, ledger_key: c.ledgerKey })))})
          as x(seq bigint, class text, ledger_key text)
        where r.seq = x.seq`;
    }
    if (differences.length > 0) await insertDifferences(tx, run, pageKey, differences);
  });
}

/** The settlements the day staged, with what their staged items add up to, after `after` (by id). */
export async function stagedSettlements(
  db: Db,
  run: RunRef,
  after: string | null,
  limit: number,
): Promise<Array<{ id: string; raw: unknown; count: number; amount: bigint; fees: bigint }>> {
  return db`
    select s.reference as id, s.raw,
      (select count(*)::int from reconciliation_provider_records i
        where i.plane = s.plane and i.day = s.day and i.source = 'settlement_item' and i.parent = s.reference) as count,
      (select coalesce(sum(i.amount), 0)::bigint from reconciliation_provider_records i
        where i.plane = s.plane and i.day = s.day and i.source = 'settlement_item' and i.parent = s.reference) as amount,
      (select coalesce(sum(i.fee), 0)::bigint from reconciliation_provider_records i
        where i.plane = s.plane and i.day = s.day and i.source = 'settlement_item' and i.parent = s.reference) as fees
    from reconciliation_provider_records s
    where s.plane = ${run.plane} and s.day = ${run.day} and s.source = 'settlement' and (${after}::text is null or s.reference > ${after})
    order by s.reference limit ${limit}`;
}

// ---------------------------------------------------------------- the ledger's own bookings of the day

export type { LedgerSweep, SweepCursor } from './sweeps';

export type SweptBooking = {
  id: string;
  /** The booking time as PostgreSQL writes it (microseconds kept: the next batch starts after it exactly). */
  at: string;
  reference: string;
  merchantId: string;
  amount: bigint;
  fee: bigint | null;
  seen: boolean;
  ledger: Record<string, unknown>;
};

/**
 * The next `limit` bookings of one kind the ledger made on the day (ordered by booking time and
 * id, after `cursor`), each with whether the provider's records of this day or an earlier one
 * hold it. A booking is always made after the provider's own record, so its record is never of
 * a later day.
 */
export async function sweepLedger(db: Db, run: RunRef, sweep: LedgerSweep, cursor: SweepCursor, limit: number): Promise<SweptBooking[]> {
  const { from, to } = providerDay(run.day);
  // Sent as text: postgres.js would send a parameter typed timestamptz through a JS Date, to the millisecond.
  const afterAt = cursor ? cursor.at : new Date(from.getTime() - 1).toISOString();
  const afterId = cursor?.id ?? '';
  // A scalar subquery with LIMIT, not EXISTS: the planner would run an EXISTS as one hash of
  // every record of the earlier days (a million rows per batch), this as one index probe per booking.
  const seen = (source: string, key: Fragment) => db`coalesce((select true from reconciliation_provider_records r
    where r.plane = ${run.plane} and r.source = ${source} and r.ledger_key = ${key} and r.day <= ${run.day}::date limit 1), false)`;
  switch (sweep) {
    case 'payments':
      return db<SweptBooking[]>`
        with batch as (
          select id, created_at, provider_reference, merchant_id, charged_amount, provider_fee, checkout_id, booked_as from payments
          where plane = ${run.plane} and created_at >= ${from} and created_at < ${to} and (created_at, id) > (${afterAt}::text::timestamptz, ${afterId})
          order by created_at, id limit ${limit})
        select id, created_at::text as at, provider_reference as reference, merchant_id as "merchantId", charged_amount as amount,
               provider_fee as fee, ${seen('transaction', db`batch.provider_reference`)} as seen,
               jsonb_build_object('kind', 'payment', 'paymentId', id, 'checkoutId', checkout_id, 'chargedAmount', charged_amount::text,
                 'providerFee', provider_fee::text, 'bookedAs', booked_as, 'bookedAt', created_at) as ledger
        from batch order by created_at, id`;
    case 'deposits':
      // The predicate is the partial index's (ledger_journals_deposits) to the letter, `\_` a literal underscore.
      return db<SweptBooking[]>`
        with batch as (
          select id, created_at, movement_id, merchant_id, related_id from ledger_journals
          where plane = ${run.plane} and event_type = 'wallet_credit' and movement_id like 'wallet\\_credit:%'
            and created_at >= ${from} and created_at < ${to}
            and (created_at, id) > (${afterAt}::text::timestamptz, ${afterId})
          order by created_at, id limit ${limit})
        select b.id, b.created_at::text as at, b.movement_id as reference, b.merchant_id as "merchantId",
               coalesce(-sum(e.amount) filter (where a.kind = 'provider_clearing'), 0)::bigint as amount,
               coalesce(sum(e.amount) filter (where a.kind = 'provider_fees'), 0)::bigint as fee,
               ${seen('transaction', db`b.movement_id`)} as seen,
               jsonb_build_object('kind', 'deposit', 'journalId', b.id, 'walletId', b.related_id,
                                  'movementId', b.movement_id, 'bookedAt', b.created_at) as ledger
        from batch b join ledger_entries e on e.journal_id = b.id join ledger_accounts a on a.id = e.account_id
        group by b.id, b.created_at, b.movement_id, b.merchant_id, b.related_id
        order by b.created_at, b.id`;
    case 'withdrawals':
      return db<SweptBooking[]>`
        with batch as (
          select id, completed_at, transfer_reference, merchant_id, amount, provider_fee from withdrawals
          where plane = ${run.plane} and status = 'completed' and completed_at >= ${from} and completed_at < ${to}
            and (completed_at, id) > (${afterAt}::text::timestamptz, ${afterId})
          order by completed_at, id limit ${limit})
        select id, completed_at::text as at, coalesce(transfer_reference, id) as reference, merchant_id as "merchantId", amount,
               provider_fee as fee, ${seen('transfer', db`batch.id`)} as seen,
               jsonb_build_object('kind', 'withdrawal', 'withdrawalId', id, 'status', 'completed', 'amount', amount::text,
                 'providerFee', provider_fee::text, 'completedAt', completed_at) as ledger
        from batch order by completed_at, id`;
    case 'refunds':
      return db<SweptBooking[]>`
        with batch as (
          select r.id, r.completed_at, r.provider_reference, r.merchant_id, r.amount, r.payment_id from refunds r
          where r.plane = ${run.plane} and r.status = 'processed' and r.completed_at >= ${from} and r.completed_at < ${to}
            and (r.completed_at, r.id) > (${afterAt}::text::timestamptz, ${afterId})
          order by r.completed_at, r.id limit ${limit})
        select id, completed_at::text as at, coalesce(provider_reference, id) as reference, merchant_id as "merchantId", amount,
               null::bigint as fee, ${seen('refund', db`batch.id`)} as seen,
               jsonb_build_object('kind', 'refund', 'refundId', id, 'paymentId', payment_id, 'status', 'processed', 'amount', amount::text,
                 'providerReference', provider_reference, 'completedAt', completed_at) as ledger
        from batch order by completed_at, id`;
  }
}

/** The source of the provider records a sweep's bookings are looked for in. */
export const SWEEP_SOURCE: Record<LedgerSweep, RecordSource> = {
  payments: 'transaction',
  deposits: 'transaction',
  withdrawals: 'transfer',
  refunds: 'refund',
};
