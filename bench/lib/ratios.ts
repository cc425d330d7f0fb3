import type { BareRead, BareWriteMode } from './options';
import { ms, roundLabel, ScenarioReport } from './report';

// The figures that count: each service scenario against its bare twin on the same machine in
// the same run. At the run's concurrency: throughput service/bare; at 1 client: p50
// bare/service. Both read "1.0 = as fast as bare", higher is better. With BENCH_ROUNDS > 1
// each pair ran that many times, alternating (roundPlan), and the ratio is the median of the
// rounds' ratios. Plus p99/p50 of every money scenario (its tail against its own median).
//
// A call is judged against a twin that does the same data work (the service's own ledger
// transactions and webhooks, the service's own page), with nothing else around it: 0.9 of it
// at the run's concurrency, 0.8 at 1 client. Against the thin twins (2-row writes, one
// indexed query) a ratio is information only: the gap is the contract's data work.

/**
 * A service scenario, its bare twin and the targets. `mode` is the bench setting that chooses
 * what the twin does (TwinModes), and `serviceWork` says what it does in the judged mode.
 */
type Pair = { shape: string; service: string; bare: string; atRun: number; atOne: number; mode: keyof TwinModes; serviceWork: string };

const AT_RUN = 0.9;
const AT_ONE = 0.8;
const PAIRS: Pair[] = [
  {
    shape: 'escrow lifecycle',
    service: 'escrow-lifecycle',
    bare: 'bare-lifecycle',
    atRun: AT_RUN,
    atOne: AT_ONE,
    mode: 'bareWrite',
    serviceWork: "the service's create and releases",
  },
  {
    shape: 'wallet credit',
    service: 'wallet-credits',
    bare: 'bare-create',
    atRun: AT_RUN,
    atOne: AT_ONE,
    mode: 'bareWrite',
    serviceWork: "the service's credit transaction",
  },
  {
    shape: 'escrow release',
    service: 'escrow-releases',
    bare: 'bare-update',
    atRun: AT_RUN,
    atOne: AT_ONE,
    mode: 'bareWrite',
    serviceWork: "the service's release transaction",
  },
  {
    shape: 'customers read',
    service: 'customers-list',
    bare: 'bare-read',
    atRun: AT_RUN,
    atOne: AT_ONE,
    mode: 'bareRead',
    serviceWork: "the service's page",
  },
];
/** The bare twin of a service scenario id (`escrow-releases` → `bare-update`, `…-1` → `…-1`), if it has one. */
export function bareTwinOf(id: string): string | undefined {
  const pair = PAIRS.find((p) => id === p.service || id === `${p.service}-1`);
  return pair && id.replace(pair.service, pair.bare);
}

/** Money scenarios whose p99 must stay within this many times their p50 (steps of a lifecycle included). */
const MONEY = ['escrow-lifecycle', 'wallet-credits', 'escrow-releases'];
const MAX_TAIL = 3;

export type RatioRow = {
  shape: string;
  measure: string;
  service: string;
  bare: string;
  serviceValue: number;
  bareValue: number;
  ratio: number;
  /** null: a figure to read, not judged (a thin twin: BENCH_BARE_READ=thin, BENCH_BARE_WRITE=rows). */
  target: number | null;
  pass: boolean | null;
  /** Each round's ratio, in run order (one entry without BENCH_ROUNDS); `ratio` is their median, the values are the median round's. */
  rounds: number[];
  /** Either side had non-2xx (or failed lifecycles): the ratio then flatters nobody, but say so. */
  failures: boolean;
};
type TailRow = { id: string; p50: number; p99: number; tail: number; target: number; pass: boolean; bareTail: number | null };
export type Ratios = { ratios: RatioRow[]; tails: TailRow[] };

/** What the twins did this run (BENCH_BARE_READ, BENCH_BARE_WRITE); the judged twins unless told. */
export type TwinModes = { bareRead: BareRead; bareWrite: BareWriteMode };
const JUDGED_TWINS: TwinModes = { bareRead: 'page', bareWrite: 'ledger' };

/** The pairs; one whose twin is a thin one says so, and its rows are listed, not judged. */
function pairsFor(modes: TwinModes): Array<Pair & { informative: boolean }> {
  return PAIRS.map((pair) =>
    modes[pair.mode] === JUDGED_TWINS[pair.mode]
      ? { ...pair, informative: false }
      : { ...pair, shape: `${pair.shape} (bare: thin twin)`, informative: true },
  );
}

export function computeRatios(reports: ScenarioReport[], concurrency: number, modes: TwinModes = JUDGED_TWINS): Ratios {
  const rowOf = (id: string, round: number) => reports.find((r) => r.id === id && r.round === round);
  const roundsRun = [...new Set(reports.map((r) => r.round))].sort((a, b) => a - b);
  const failed = (...rows: ScenarioReport[]) => rows.some((r) => r.requests > r.ok);
  const ratios: RatioRow[] = [];
  /** One pair over every round both ran in: the median round's figures, each round's ratio. */
  const compare = (serviceId: string, bareId: string, ratioOf: (service: ScenarioReport, bare: ScenarioReport) => number) => {
    const runs = roundsRun
      .map((round) => ({ service: rowOf(serviceId, round), bare: rowOf(bareId, round) }))
      .filter((run): run is { service: ScenarioReport; bare: ScenarioReport } => Boolean(run.service && run.bare))
      .map((run) => ({ ...run, ratio: ratioOf(run.service, run.bare) }));
    if (runs.length === 0) return undefined;
    const median = [...runs].sort((a, b) => a.ratio - b.ratio)[Math.floor((runs.length - 1) / 2)];
    return { median, rounds: runs.map((run) => run.ratio), failures: runs.some((run) => failed(run.service, run.bare)) };
  };
  const judged = (pair: { informative: boolean }, target: number, ratio: number) =>
    pair.informative ? { target: null, pass: null } : { target, pass: ratio >= target };
  for (const pair of pairsFor(modes)) {
    const atRun = compare(pair.service, pair.bare, (service, bare) => service.throughput / bare.throughput);
    if (atRun) {
      const { service, bare, ratio } = atRun.median;
      const unit = service.unit === 'lifecycles' ? 'lifecycles/s' : 'calls/s';
      ratios.push({
        shape: pair.shape,
        measure: `${unit} at ${concurrency} clients (service/bare)`,
        service: service.id,
        bare: bare.id,
        serviceValue: service.throughput,
        bareValue: bare.throughput,
        ratio,
        ...judged(pair, pair.atRun, ratio),
        rounds: atRun.rounds,
        failures: atRun.failures,
      });
    }
    const atOne = compare(`${pair.service}-1`, `${pair.bare}-1`, (service, bare) => bare.latencyMs.p50 / service.latencyMs.p50);
    if (atOne) {
      const { service, bare, ratio } = atOne.median;
      ratios.push({
        shape: pair.shape,
        measure: 'p50 at 1 client (bare/service)',
        service: service.id,
        bare: bare.id,
        serviceValue: service.latencyMs.p50,
        bareValue: bare.latencyMs.p50,
        ratio,
        ...judged(pair, pair.atOne, ratio),
        rounds: atOne.rounds,
        failures: atOne.failures,
      });
    }
  }
  const tails: TailRow[] = [];
  const bareOf = (r: ScenarioReport) => {
    const [scenario, step] = r.id.split('/');
    const bareId = bareTwinOf(scenario);
    // A lifecycle's steps have no one-to-one bare step: only whole rows are compared.
    return bareId && !step ? rowOf(bareId, r.round) : undefined;
  };
  for (const r of reports) {
    const scenario = r.id.split('/')[0];
    if (!MONEY.some((m) => scenario === m || scenario === `${m}-1`)) continue;
    const tail = r.latencyMs.p99 / r.latencyMs.p50;
    const bare = bareOf(r);
    tails.push({
      id: roundLabel(r),
      p50: r.latencyMs.p50,
      p99: r.latencyMs.p99,
      tail,
      target: MAX_TAIL,
      pass: tail <= MAX_TAIL,
      bareTail: bare ? bare.latencyMs.p99 / bare.latencyMs.p50 : null,
    });
  }
  return { ratios, tails };
}

export function formatRatios({ ratios, tails }: Ratios): string {
  if (ratios.length === 0 && tails.length === 0)
    return 'ratios to the bare twins: no pair ran (run a service scenario with its bare-* twin)';
  const out: string[] = [];
  const verdict = (pass: boolean | null, failures = false) =>
    `${pass === null ? 'info' : pass ? 'PASS' : 'MISS'}${failures ? ' (non-2xx!)' : ''}`;
  if (ratios.length > 0) {
    const rounds = Math.max(...ratios.map((r) => r.rounds.length));
    out.push(
      rounds > 1
        ? `ratios to the bare twins (1.0 = as fast as bare; higher is better; the median of ${rounds} alternating rounds, each round's ratio in run order):`
        : 'ratios to the bare twins (1.0 = as fast as bare; higher is better):',
    );
    out.push(
      table(
        ['shape', 'measure', 'service', 'bare', 'ratio', ...(rounds > 1 ? ['rounds'] : []), 'target', 'result'],
        ratios.map((r) => {
          const value = (v: number) => (r.measure.startsWith('p50') ? `${ms(v)} ms` : `${v.toFixed(1)}/s`);
          const each = rounds > 1 ? [r.rounds.map((x) => x.toFixed(2)).join(' ')] : [];
          return [
            r.shape,
            r.measure,
            `${value(r.serviceValue)} ${r.service}`,
            `${value(r.bareValue)} ${r.bare}`,
            r.ratio.toFixed(2),
            ...each,
            r.target === null ? '-' : `>= ${r.target}`,
            verdict(r.pass, r.failures),
          ];
        }),
      ),
    );
  }
  if (tails.length > 0) {
    out.push('', `tails of the money scenarios (p99 / p50, target <= ${MAX_TAIL}):`);
    out.push(
      table(
        ['scenario', 'p50 ms', 'p99 ms', 'p99/p50', 'bare twin p99/p50', 'result'],
        tails.map((t) => [
          t.id,
          ms(t.p50),
          ms(t.p99),
          t.tail.toFixed(2),
          t.bareTail === null ? '-' : t.bareTail.toFixed(2),
          verdict(t.pass),
        ]),
      ),
    );
  }
  return out.join('\n');
}

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}
