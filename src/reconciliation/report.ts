import type { Db, Sql } from '../db';
import type { Plane } from '../keys';
import { DIFFERENCE_CLASSES, ReconciliationClass, RECONCILIATION_CLASSES } from './classes';
import type { RunRef } from './store';

// The stored report of a plane and day: its run's summary (counts and kobo per class, fees,
// settlements) and its differences with both sides, how each was healed, and whether an
// operator explained it. A run's report becomes the day's in one transaction, when the run
// completes; until then (and when it fails) the day keeps the report it had.

type ClassTotals = { count: number; providerKobo: string; ledgerKobo: string };

export type ReportSummary = {
  /** Provider records read, by source. */
  records: Record<string, number>;
  /** Per class: how many, and the kobo each side has of them. */
  classes: Record<ReconciliationClass, ClassTotals>;
  fees: { providerKobo: string; expectedKobo: string; differenceKobo: string };
  settlements: { count: number; effectiveKobo: string; feesKobo: string };
  healed: number;
  /** Differences neither healed nor explained when the run completed. */
  open: number;
};

export type DifferenceView = {
  id: string;
  source: string;
  class: string;
  reference: string;
  merchantId: string | null;
  providerAmount: string | null;
  ledgerAmount: string | null;
  providerFee: string | null;
  expectedFee: string | null;
  detail: string;
  provider: unknown;
  ledger: unknown;
  heal: { state: string; note: string | null; action: unknown } | null;
  open: boolean;
  explanation: { note: string; by: string; at: string } | null;
};

type RunView = { runId: string; status: string; startedAt: string; finishedAt: string | null; failure: string | null };

export type Report = {
  plane: Plane;
  day: string;
  /** The run whose report this is (null: the day has no completed run). */
  run: RunView | null;
  /** The day's latest run, when it is not the report's (running, or failed after it). */
  latestRun: RunView | null;
  summary: ReportSummary | null;
  differences: DifferenceView[];
};

const emptyTotals = (): ClassTotals => ({ count: 0, providerKobo: '0', ledgerKobo: '0' });

/** The run's summary, from what it staged and found (SQL sums: the records are never all in memory). */
async function summarise(db: Db, run: RunRef): Promise<ReportSummary> {
  const [records, matched, differences, fees, settlements] = await Promise.all([
    db<Array<{ source: string; count: number }>>`
      select source, count(*)::int as count from reconciliation_provider_records
      where plane = ${run.plane} and day = ${run.day} group by source`,
    db<Array<{ count: number; amount: bigint }>>`
      select count(*)::int as count, coalesce(sum(amount), 0)::bigint as amount from reconciliation_provider_records
      where plane = ${run.plane} and day = ${run.day} and class = 'matched'`,
    db<Array<{ class: string; count: number; provider: bigint; ledger: bigint; healed: number; open: number }>>`
      select d.class, count(*)::int as count, coalesce(sum(d.provider_amount), 0)::bigint as provider,
             coalesce(sum(d.ledger_amount), 0)::bigint as ledger,
             count(*) filter (where d.heal_state = 'healed')::int as healed,
             count(*) filter (where d.heal_state is distinct from 'healed' and e.difference_id is null)::int as open
      from reconciliation_differences d left join reconciliation_explanations e on e.difference_id = d.id
      where d.run_id = ${run.runId} group by d.class`,
    db<Array<{ provider: bigint; expected: bigint }>>`
      select coalesce(sum(fee), 0)::bigint as provider, coalesce(sum(expected_fee), 0)::bigint as expected
      from reconciliation_provider_records
      where plane = ${run.plane} and day = ${run.day} and source in ('transaction', 'transfer') and fee is not null and expected_fee is not null`,
    db<Array<{ count: number; effective: bigint; fees: bigint }>>`
      select count(*)::int as count, coalesce(sum(amount), 0)::bigint as effective, coalesce(sum(fee), 0)::bigint as fees
      from reconciliation_provider_records where plane = ${run.plane} and day = ${run.day} and source = 'settlement'`,
  ]);
  const classes = Object.fromEntries(RECONCILIATION_CLASSES.map((c) => [c, emptyTotals()])) as Record<ReconciliationClass, ClassTotals>;
  classes.matched = { count: matched[0].count, providerKobo: matched[0].amount.toString(), ledgerKobo: matched[0].amount.toString() };
  for (const d of differences) {
    classes[d.class as ReconciliationClass] = { count: d.count, providerKobo: d.provider.toString(), ledgerKobo: d.ledger.toString() };
  }
  return {
    records: Object.fromEntries(records.map((r) => [r.source, r.count])),
    classes,
    fees: {
      providerKobo: fees[0].provider.toString(),
      expectedKobo: fees[0].expected.toString(),
      differenceKobo: (fees[0].provider - fees[0].expected).toString(),
    },
    settlements: {
      count: settlements[0].count,
      effectiveKobo: settlements[0].effective.toString(),
      feesKobo: settlements[0].fees.toString(),
    },
    healed: differences.reduce((n, d) => n + d.healed, 0),
    open: differences.reduce((n, d) => n + d.open, 0),
  };
}

/**
 * Completes the run: its summary written and its report made the day's, in one transaction
 * (the earlier report's differences go with it). Completing twice (a retried activity) is
 * the same completion.
 */
export async function completeRun(sql: Sql, run: RunRef): Promise<ReportSummary> {
  return sql.begin<ReportSummary>(async (tx) => {
    const [row] = await tx<Array<{ status: string; summary: ReportSummary | null }>>`
      select status, summary from reconciliation_runs where id = ${run.runId} for update`;
    if (!row) throw new Error(`reconciliation run ${run.runId} not found`);
    if (row.status === 'completed') return row.summary!;
    if (row.status === 'failed') throw new Error(`reconciliation run ${run.runId} was failed meanwhile`);
    const summary = await summarise(tx, run);
    await tx`update reconciliation_runs set status = 'completed', summary = ${tx.json(summary)}, finished_at = now() where id = ${run.runId}`;
    const [previous] = await tx<Array<{ run_id: string }>>`
      select run_id from reconciliation_reports where plane = ${run.plane} and day = ${run.day} for update`;
    await tx`insert into reconciliation_reports (plane, day, run_id, completed_at) values (${run.plane}, ${run.day}, ${run.runId}, now())
      on conflict (plane, day) do update set run_id = excluded.run_id, completed_at = excluded.completed_at`;
    if (previous && previous.run_id !== run.runId) await tx`delete from reconciliation_differences where run_id = ${previous.run_id}`;
    return summary;
  });
}

/** Fails the run with why: the day keeps the report it had; what this run found is dropped. */
export async function failRun(sql: Sql, runId: string, failure: string): Promise<void> {
  await sql.begin(async (tx) => {
    const [row] = await tx`update reconciliation_runs set status = 'failed', failure = ${failure.slice(0, 2000)}, finished_at = now()
      where id = ${runId} and status = 'running' returning id`;
    if (row) await tx`delete from reconciliation_differences where run_id = ${runId}`;
  });
}

type RunRow = {
  id: string;
  status: string;
  started_at: Date;
  finished_at: Date | null;
  failure: string | null;
  summary: ReportSummary | null;
};

const runView = (r: RunRow): RunView => ({
  runId: r.id,
  status: r.status,
  startedAt: r.started_at.toISOString(),
  finishedAt: r.finished_at?.toISOString() ?? null,
  failure: r.failure,
});

/** The report of a plane and day, with every difference (differences are few next to the records). */
export async function readReport(db: Db, plane: Plane, day: string): Promise<Report> {
  const [[reported], [latest]] = await Promise.all([
    db<
      RunRow[]
    >`select r.* from reconciliation_reports p join reconciliation_runs r on r.id = p.run_id where p.plane = ${plane} and p.day = ${day}`,
    db<RunRow[]>`select * from reconciliation_runs where plane = ${plane} and day = ${day} order by started_at desc, id limit 1`,
  ]);
  const differences = reported ? await differencesOf(db, reported.id) : [];
  return {
    plane,
    day,
    run: reported ? runView(reported) : null,
    latestRun: latest && latest.id !== reported?.id ? runView(latest) : null,
    summary: reported?.summary ?? null,
    differences,
  };
}

/** The report's differences, flagged ones first (by class order), then by reference. */
async function differencesOf(db: Db, runId: string): Promise<DifferenceView[]> {
  const rows = await db<DifferenceRow[]>`
    select d.*, e.note as explanation_note, e.explained_by, e.explained_at
    from reconciliation_differences d left join reconciliation_explanations e on e.difference_id = d.id
    where d.run_id = ${runId}
    order by array_position(${DIFFERENCE_CLASSES}::text[], d.class), d.source, d.reference`;
  return rows.map(toDifferenceView);
}

/** A difference row with its explanation, as differencesOf and explainDifference select it. */
type DifferenceRow = {
  id: string;
  source: DifferenceView['source'];
  class: DifferenceView['class'];
  reference: string;
  merchant_id: string | null;
  provider_amount: bigint | null;
  ledger_amount: bigint | null;
  provider_fee: bigint | null;
  expected_fee: bigint | null;
  detail: string;
  provider: unknown;
  ledger: unknown;
  heal_state: string | null;
  heal_note: string | null;
  heal_action: unknown;
  explanation_note: string | null;
  explained_by: string | null;
  explained_at: Date | null;
};

function toDifferenceView(d: DifferenceRow): DifferenceView {
  const text = (v: bigint | null) => (v === null ? null : v.toString());
  const healed = d.heal_state === 'healed';
  return {
    id: d.id,
    source: d.source,
    class: d.class,
    reference: d.reference,
    merchantId: d.merchant_id,
    providerAmount: text(d.provider_amount),
    ledgerAmount: text(d.ledger_amount),
    providerFee: text(d.provider_fee),
    expectedFee: text(d.expected_fee),
    detail: d.detail,
    provider: d.provider,
    ledger: d.ledger,
    heal: d.heal_state ? { state: d.heal_state, note: d.heal_note, action: d.heal_action } : null,
    open: !healed && d.explained_by === null,
    explanation:
      d.explained_by === null ? null : { note: d.explanation_note ?? '', by: d.explained_by, at: (d.explained_at as Date).toISOString() },
  };
}

export class ExplainRefusal extends Error {}

/**
 * An operator's explanation of a difference of a day's report: who, when and why, recorded once
 * (audited: a second explanation is refused with the first). Healed differences need none.
 */
export async function explainDifference(sql: Sql, input: { differenceId: string; note: string; by: string }): Promise<DifferenceView> {
  const note = input.note.trim();
  const by = input.by.trim();
  if (!note) throw new ExplainRefusal('an explanation needs a note');
  if (!by) throw new ExplainRefusal('an explanation needs who gives it');
  return sql.begin<DifferenceView>(async (tx) => {
    const [difference] = await tx<Array<{ plane: Plane; day: Date; heal_state: string | null }>>`
      select d.plane, d.day, d.heal_state from reconciliation_differences d
      join reconciliation_reports p on p.run_id = d.run_id
      where d.id = ${input.differenceId}`;
    if (!difference) throw new ExplainRefusal(`no difference ${input.differenceId} in any day's report`);
    if (difference.heal_state === 'healed') throw new ExplainRefusal(`difference ${input.differenceId} was healed; it is not open`);
    const [inserted] = await tx`
      insert into reconciliation_explanations (difference_id, plane, day, note, explained_by)
      values (${input.differenceId}, ${difference.plane}, ${difference.day}, ${note}, ${by})
      on conflict (difference_id) do nothing returning difference_id`;
    if (!inserted) {
      const [first] = await tx<Array<{ explained_by: string; explained_at: Date; note: string }>>`
        select explained_by, explained_at, note from reconciliation_explanations where difference_id = ${input.differenceId}`;
      throw new ExplainRefusal(
        `difference ${input.differenceId} was explained by ${first.explained_by} at ${first.explained_at.toISOString()}: ${first.note}`,
      );
    }
    const [row] = await tx<DifferenceRow[]>`
      select d.*, e.note as explanation_note, e.explained_by, e.explained_at
      from reconciliation_differences d join reconciliation_reports p on p.run_id = d.run_id
      left join reconciliation_explanations e on e.difference_id = d.id
      where d.id = ${input.differenceId}`;
    return toDifferenceView(row);
  });
}

/** Open differences (neither healed nor explained) of every day's report, by plane and class. */
export async function openDifferenceCounts(db: Db): Promise<Array<{ plane: Plane; class: string; count: number }>> {
  return db`
    select d.plane, d.class, count(*)::int as count
    from reconciliation_reports p join reconciliation_differences d on d.run_id = p.run_id
    left join reconciliation_explanations e on e.difference_id = d.id
    where d.heal_state is distinct from 'healed' and e.difference_id is null
    group by d.plane, d.class`;
}

/** The latest day each plane has a completed report of. */
export async function lastReconciledDays(db: Db): Promise<Array<{ plane: Plane; day: string }>> {
  return db`select plane, max(day)::text as day from reconciliation_reports group by plane`;
}
