import { stringify } from 'csv-stringify/sync';
import { nairaDisplay, nairaText } from '../transactions/format';
import { DIFFERENCE_CLASSES, RECONCILIATION_CLASSES } from './classes';
import type { DifferenceView, Report } from './report';

// A day's report for people (the operator's terminal) and for tools (CSV of its differences;
// the JSON export is the report object itself). Amounts are kobo in the report and naira with
// two decimals here.

const DIFFERENCE_CSV_COLUMNS = [
  'differenceId',
  'plane',
  'day',
  'source',
  'class',
  'reference',
  'merchantId',
  'providerAmount',
  'ledgerAmount',
  'providerFee',
  'expectedFee',
  'detail',
  'healState',
  'healNote',
  'open',
  'explanationNote',
  'explainedBy',
  'explainedAt',
  'provider',
  'ledger',
] as const;

const naira = (kobo: string | null) => (kobo === null ? '' : nairaText(BigInt(kobo)));

/** One CSV row per difference, with a header; the two sides as JSON text. */
export function differencesCsv(report: Report): string {
  const records = report.differences.map((d) => ({
    differenceId: d.id,
    plane: report.plane,
    day: report.day,
    source: d.source,
    class: d.class,
    reference: d.reference,
    merchantId: d.merchantId ?? '',
    providerAmount: naira(d.providerAmount),
    ledgerAmount: naira(d.ledgerAmount),
    providerFee: naira(d.providerFee),
    expectedFee: naira(d.expectedFee),
    detail: d.detail,
    healState: d.heal?.state ?? '',
    healNote: d.heal?.note ?? '',
    open: d.open ? 'yes' : 'no',
    explanationNote: d.explanation?.note ?? '',
    explainedBy: d.explanation?.by ?? '',
    explainedAt: d.explanation?.at ?? '',
    provider: d.provider === null ? '' : JSON.stringify(d.provider),
    ledger: d.ledger === null ? '' : JSON.stringify(d.ledger),
  }));
  return stringify(records, { header: true, columns: [...DIFFERENCE_CSV_COLUMNS] });
}

const money = (kobo: string | null) => (kobo === null ? '—' : `₦${nairaDisplay(BigInt(kobo))}`);

function differenceLine(d: DifferenceView): string {
  const state =
    d.heal?.state === 'healed'
      ? `healed: ${d.heal.note}`
      : d.explanation
        ? `explained by ${d.explanation.by} (${d.explanation.at}): ${d.explanation.note}`
        : 'OPEN';
  const refused = d.heal?.state === 'refused' ? ` (heal ${d.heal.note})` : '';
  return [
    `  ${d.id}  ${d.class}  ${d.source} ${d.reference}${d.merchantId ? `  merchant ${d.merchantId}` : ''}`,
    `      provider ${money(d.providerAmount)}  ledger ${money(d.ledgerAmount)}${d.providerFee !== null || d.expectedFee !== null ? `  fee ${money(d.providerFee)} / expected ${money(d.expectedFee)}` : ''}`,
    `      ${d.detail}`,
    `      ${state}${refused}`,
  ].join('\n');
}

/** The report as an operator reads it in a terminal. */
export function reportText(report: Report): string {
  const lines: string[] = [];
  const title = `Reconciliation of the ${report.plane} plane for ${report.day}`;
  if (!report.run) {
    lines.push(`${title}: no completed run.`);
  } else {
    lines.push(`${title}: completed ${report.run.finishedAt} (run ${report.run.runId})`);
  }
  if (report.latestRun) {
    const latest = report.latestRun;
    lines.push(`Latest run ${latest.runId}: ${latest.status}${latest.failure ? ` — ${latest.failure}` : ''} (started ${latest.startedAt})`);
  }
  const summary = report.summary;
  if (summary) {
    const read = Object.entries(summary.records)
      .map(([source, count]) => `${count} ${source}`)
      .join(', ');
    lines.push(`Provider records read: ${read || 'none'}`, '');
    lines.push(`${'class'.padEnd(22)}${'count'.padStart(8)}${'provider'.padStart(20)}${'ledger'.padStart(20)}`);
    for (const klass of RECONCILIATION_CLASSES) {
      const totals = summary.classes[klass];
      lines.push(
        `${klass.padEnd(22)}${String(totals.count).padStart(8)}${money(totals.providerKobo).padStart(20)}${money(totals.ledgerKobo).padStart(20)}`,
      );
    }
    lines.push(
      '',
      `Fees: provider ${money(summary.fees.providerKobo)}, expected ${money(summary.fees.expectedKobo)}, difference ${money(summary.fees.differenceKobo)}`,
      `Settlements: ${summary.settlements.count}, ${money(summary.settlements.effectiveKobo)} to the bank, fees ${money(summary.settlements.feesKobo)}`,
    );
    const open = report.differences.filter((d) => d.open).length;
    lines.push(
      `Differences: ${report.differences.length} (${open} open, ${report.differences.filter((d) => d.heal?.state === 'healed').length} healed)`,
    );
    const ordered = [...report.differences].sort(
      (a, b) => DIFFERENCE_CLASSES.indexOf(a.class as never) - DIFFERENCE_CLASSES.indexOf(b.class as never),
    );
    for (const d of ordered) lines.push(differenceLine(d));
  }
  return `${lines.join('\n')}\n`;
}
