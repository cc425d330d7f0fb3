import type { RatioRow } from './ratios';
import type { ScenarioReport } from './report';
import { median } from './stats';

// `npm run bench:compare`: what two trees' runs of the judged pairs say side by side. Tree A is
// the baseline, tree B the candidate; every difference is B − A. Runs come in pairings (one run
// of each tree next to each other, in the order A B, B A, A B, …), and each run holds its own
// BENCH_ROUNDS rounds of every pair, as `npm run bench` wrote them to its latest.json.

/** The part of `npm run bench`'s latest.json this comparison reads. */
export type BenchResult = { scenarios: ScenarioReport[]; ratios: RatioRow[] };
export type TreeSide = 'a' | 'b';
export type CompareRun = { tree: TreeSide; pairing: number; result: BenchResult };

/** The service's processes; the twins' (bare-worker, bare-read) and the load generator's are not the service's cost. */
const SERVICE_PROCESSES = ['temporal', 'worker', 'api', 'postgres'] as const;
/** The processes a twin's calls use: the same Temporal server and PostgreSQL, its own worker and read server. */
const TWIN_PROCESSES = ['temporal', 'bare-worker', 'bare-read', 'postgres'];

/** A ratio falling by more than this is flagged (the guard every hot-path change is held to). */
const RATIO_DROP = 0.05;
/** The service's CPU per call rising by more than this share in every pairing is flagged. */
const CPU_RISE = 0.03;
/** Float noise: a fall of exactly 0.05 (0.80 → 0.75) is not "more than 0.05". */
const EPSILON = 1e-9;

type RatioSide = {
  /** Each run's rounds, in run order. */
  runs: number[][];
  /** Median of every round of every run. */
  median: number;
};

type CpuSide = {
  /** Per service process, the median over every metered round of every run, ms per call. */
  byProcess: Record<string, number>;
  /** The service's total (its processes summed round by round), median over every round. */
  total: number;
  /** Each run's median total, in run order. */
  runs: number[];
  /** The twin's total per call (its worker or read server, Temporal, PostgreSQL), median over every round; null without twin rows. */
  twin: number | null;
};

export type ShapeComparison = {
  shape: string;
  /** `many`: the run's concurrency (throughput ratio, CPU metered); `one`: 1 client (p50 ratio, CPU not metered). */
  clients: 'many' | 'one';
  /** `20 clients`, `1 client`: as the measure says. */
  load: string;
  measure: string;
  ratio: { a: RatioSide; b: RatioSide; difference: number };
  /** Only where the bench metered CPU (not at 1 client, where the two sides take turns). */
  cpu: {
    a: CpuSide;
    b: CpuSide;
    /** B's run total over A's run total − 1, per pairing. */
    pairings: Array<{ pairing: number; change: number }>;
  } | null;
  /** Either tree had non-2xx or failed lifecycles in a round of this shape. */
  failures: boolean;
  flags: string[];
};

const clientsOf = (row: RatioRow): ShapeComparison['clients'] => (row.measure.startsWith('p50') ? 'one' : 'many');
const sum = (cpu: Record<string, number>, names: readonly string[]) => names.reduce((total, name) => total + (cpu[name] ?? 0), 0);

/** One run's metered rounds of a scenario (rows whose CPU per call was read). */
function meteredRows(run: CompareRun, scenarioId: string): Array<Record<string, number>> {
  return run.result.scenarios
    .filter((r) => r.id === scenarioId && r.cpuMsPerCall && Object.keys(r.cpuMsPerCall).length > 0)
    .map((r) => r.cpuMsPerCall!);
}

function cpuSide(runs: CompareRun[], serviceId: string, twinId: string): CpuSide | null {
  const perRun = runs.map((run) => meteredRows(run, serviceId));
  const rows = perRun.flat();
  if (rows.length === 0) return null;
  const twinRows = runs.flatMap((run) => meteredRows(run, twinId));
  return {
    byProcess: Object.fromEntries(SERVICE_PROCESSES.map((name) => [name, median(rows.map((cpu) => cpu[name] ?? 0))])),
    total: median(rows.map((cpu) => sum(cpu, SERVICE_PROCESSES))),
    runs: perRun.map((own) => median(own.map((cpu) => sum(cpu, SERVICE_PROCESSES)))),
    twin: twinRows.length > 0 ? median(twinRows.map((cpu) => sum(cpu, TWIN_PROCESSES))) : null,
  };
}

/**
 * Every judged shape and load that both trees measured, with its flags: the ratio's median
 * fell by more than RATIO_DROP, or the service's CPU per call rose by more than CPU_RISE in
 * every pairing (a rise in one pairing alone is the machine, not the code).
 */
export function compareRuns(runs: CompareRun[]): ShapeComparison[] {
  const side = (tree: TreeSide) => runs.filter((r) => r.tree === tree);
  const [runsA, runsB] = [side('a'), side('b')];
  const keyOf = (row: RatioRow) => `${row.shape}\u0000${clientsOf(row)}`;
  const keys = [...new Set(runs.flatMap((run) => run.result.ratios.map(keyOf)))];
  const comparisons: ShapeComparison[] = [];
  for (const key of keys) {
    const rowsOf = (own: CompareRun[]) => own.map((run) => run.result.ratios.find((row) => keyOf(row) === key));
    const [rowsA, rowsB] = [rowsOf(runsA), rowsOf(runsB)];
    const first = [...rowsA, ...rowsB].find((row): row is RatioRow => row !== undefined)!;
    if (!rowsA.some(Boolean) || !rowsB.some(Boolean)) continue; // one tree lacks the shape: nothing to compare
    const ratioSide = (rows: Array<RatioRow | undefined>): RatioSide => {
      const each = rows.map((row) => row?.rounds ?? []);
      return { runs: each, median: median(each.flat()) };
    };
    const [ratioA, ratioB] = [ratioSide(rowsA), ratioSide(rowsB)];
    const difference = ratioB.median - ratioA.median;
    const flags: string[] = [];
    if (difference < -RATIO_DROP - EPSILON) flags.push(`ratio fell by ${(-difference).toFixed(3)} (more than ${RATIO_DROP})`);

    const [cpuA, cpuB] = [cpuSide(runsA, first.service, first.bare), cpuSide(runsB, first.service, first.bare)];
    let cpu: ShapeComparison['cpu'] = null;
    if (cpuA && cpuB) {
      const pairings = pairingChanges(runs, first.service);
      cpu = { a: cpuA, b: cpuB, pairings };
      if (pairings.length > 0 && pairings.every((p) => p.change > CPU_RISE + EPSILON)) {
        flags.push(
          `CPU per call rose by more than ${CPU_RISE * 100}% in every pairing (${pairings.map((p) => percent(p.change)).join(', ')})`,
        );
      }
    }
    const failures = [...rowsA, ...rowsB].some((row) => row?.failures);
    const load = clientsOf(first) === 'one' ? '1 client' : (/at (\d+ clients)/.exec(first.measure)?.[1] ?? 'many clients');
    comparisons.push({
      shape: first.shape,
      clients: clientsOf(first),
      load,
      measure: first.measure,
      ratio: { a: ratioA, b: ratioB, difference },
      cpu,
      failures,
      flags,
    });
  }
  return comparisons;
}

/** Per pairing that metered the scenario in both trees: B's median service total over A's, − 1. */
function pairingChanges(runs: CompareRun[], serviceId: string): Array<{ pairing: number; change: number }> {
  const pairings = [...new Set(runs.map((r) => r.pairing))].sort((x, y) => x - y);
  const totalOf = (tree: TreeSide, pairing: number) => {
    const rows = runs.filter((r) => r.tree === tree && r.pairing === pairing).flatMap((run) => meteredRows(run, serviceId));
    return rows.length > 0 ? median(rows.map((cpu) => sum(cpu, SERVICE_PROCESSES))) : undefined;
  };
  return pairings.flatMap((pairing) => {
    const [a, b] = [totalOf('a', pairing), totalOf('b', pairing)];
    return a !== undefined && b !== undefined && a > 0 ? [{ pairing, change: b / a - 1 }] : [];
  });
}

const percent = (share: number) => `${share >= 0 ? '+' : '−'}${Math.abs(share * 100).toFixed(1)}%`;
const signed = (value: number, digits: number) => `${value >= 0 ? '+' : '−'}${Math.abs(value).toFixed(digits)}`;

export type TreeLabel = { ref: string; commit: string };

/** The comparison as tables, one block per shape and load, flagged shapes marked FLAG. */
export function formatComparison(comparisons: ShapeComparison[], trees: Record<TreeSide, TreeLabel>): string {
  if (comparisons.length === 0) return "bench:compare: no judged pair ran in both trees (see the runs' logs)";
  const name = (tree: TreeSide) =>
    `${tree.toUpperCase()} ${trees[tree].ref}${trees[tree].ref.startsWith(trees[tree].commit) ? '' : ` (${trees[tree].commit.slice(0, 10)})`}`;
  const out: string[] = [`bench:compare — ${name('a')}, ${name('b')}; differences are B − A`];
  for (const c of comparisons) {
    out.push('');
    const verdict = c.flags.length > 0 ? 'FLAG' : 'ok';
    out.push(`${c.shape}, ${c.load}: ${c.measure} — ${verdict}${c.failures ? ' (non-2xx in a round!)' : ''}`);
    const rounds = (s: RatioSide) => s.runs.map((run) => run.map((r) => r.toFixed(2)).join(' ')).join(' | ');
    const rows: string[][] = [
      ['', "ratio: each run's rounds", 'median'],
      ['A', rounds(c.ratio.a), c.ratio.a.median.toFixed(2)],
      ['B', rounds(c.ratio.b), c.ratio.b.median.toFixed(2)],
      ['B − A', '', signed(c.ratio.difference, 2)],
    ];
    out.push(indent(table(rows)));
    if (c.cpu) {
      const { a, b, pairings } = c.cpu;
      const cells = (s: CpuSide) => [
        ...SERVICE_PROCESSES.map((p) => s.byProcess[p].toFixed(2)),
        s.total.toFixed(2),
        s.runs.map((t) => t.toFixed(2)).join(' | '),
        s.twin === null ? '-' : s.twin.toFixed(2),
      ];
      const change = (x: number, y: number) => `${signed(y - x, 2)} (${percent(x > 0 ? y / x - 1 : 0)})`;
      out.push(
        indent(
          table([
            ['CPU ms per call', ...SERVICE_PROCESSES, 'service', 'service by run', 'twin'],
            ['A', ...cells(a)],
            ['B', ...cells(b)],
            [
              'B − A',
              ...SERVICE_PROCESSES.map((p) => change(a.byProcess[p], b.byProcess[p])),
              change(a.total, b.total),
              '',
              a.twin !== null && b.twin !== null ? change(a.twin, b.twin) : '-',
            ],
          ]),
        ),
      );
      out.push(
        indent(
          `service CPU per call, B against A by pairing: ${pairings.map((p) => `#${p.pairing} ${percent(p.change)}`).join(', ') || 'none'}`,
        ),
      );
    } else {
      out.push(indent('CPU per call: not metered at 1 client (the pair takes turns)'));
    }
    for (const flag of c.flags) out.push(indent(`FLAG: ${flag}`));
  }
  const flagged = comparisons.filter((c) => c.flags.length > 0);
  out.push('');
  out.push(
    flagged.length === 0
      ? `no shape flagged (a ratio falling by more than ${RATIO_DROP}, or the service's CPU per call rising by more than ${CPU_RISE * 100}% in every pairing)`
      : `FLAGGED: ${flagged.map((c) => `${c.shape} at ${c.load}`).join(', ')}`,
  );
  return out.join('\n');
}

const indent = (text: string) =>
  text
    .split('\n')
    .map((line) => `  ${line}`)
    .join('\n');

function table(rows: string[][]): string {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => (row[i] ?? '').length)));
  return rows
    .map((row) =>
      row
        .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
