import { computeRatios, formatRatios } from '../../bench/lib/ratios';
import type { ScenarioReport } from '../../bench/lib/report';
import { roundPlan } from '../../bench/lib/rounds';

// BENCH_ROUNDS: a service scenario and its bare twin alternate round by round, and the
// ratio is the median of the rounds' ratios (bench/lib/rounds.ts, bench/lib/ratios.ts).

const ids = (...names: string[]) => names.map((id) => ({ id }));

test('a service scenario and its selected twin alternate; the rest run once where they stand', () => {
  const plan = roundPlan(ids('transactions-list', 'escrow-releases', 'customers-list', 'bare-update', 'bare-read-1'), 3);
  expect(plan.map(({ scenario, round }) => `${scenario.id}#${round}`)).toEqual([
    'transactions-list#1',
    'escrow-releases#1',
    'bare-update#1',
    'escrow-releases#2',
    'bare-update#2',
    'escrow-releases#3',
    'bare-update#3',
    'customers-list#1', // its twin was not selected
    'bare-read-1#1', // nor was its service
  ]);
  expect(roundPlan(ids('escrow-releases', 'bare-update'), 1).map(({ scenario, round }) => `${scenario.id}#${round}`)).toEqual([
    'escrow-releases#1',
    'bare-update#1',
  ]);
});

test('at 1 client a service scenario and its twin run together, taking turns, once per round', () => {
  const oneClient = (s: { id: string }) => s.id.endsWith('-1');
  const label = ({ scenario, round, alongside }: { scenario: { id: string }; round: number; alongside?: { id: string } }) =>
    `${scenario.id}${alongside ? `+${alongside.id}` : ''}#${round}`;
  expect(roundPlan(ids('escrow-releases-1', 'bare-update-1', 'escrow-releases', 'bare-update'), 2, oneClient).map(label)).toEqual([
    'escrow-releases-1+bare-update-1#1',
    'escrow-releases-1+bare-update-1#2',
    'escrow-releases#1',
    'bare-update#1',
    'escrow-releases#2',
    'bare-update#2',
  ]);
  // Without rounds too, and a 1-client scenario without its twin runs alone.
  expect(roundPlan(ids('escrow-releases-1', 'bare-update-1', 'customers-list-1'), 1, oneClient).map(label)).toEqual([
    'escrow-releases-1+bare-update-1#1',
    'customers-list-1#1',
  ]);
});

function report(id: string, round: number, throughput: number, p50 = 10): ScenarioReport {
  return {
    id,
    round,
    throughput,
    title: id,
    target: null,
    unit: 'requests',
    verdict: null,
    cpuMsPerCall: null,
    requests: 100,
    ok: 100,
    measuredSeconds: 10,
    benchProcessCpu: 0.1,
    failures: {},
    failureSamples: {},
    warmup: { requests: 0, failures: 0 },
    rateLimit: null,
    latencyMs: { count: 100, mean: p50, p50, p90: p50, p99: 2 * p50, max: 3 * p50 },
  };
}

test('the ratio is the median round, judged against the target; each round is listed in run order', () => {
  const reports = [
    report('escrow-releases', 1, 60),
    report('bare-update', 1, 100), // 0.60
    report('escrow-releases', 2, 95),
    report('bare-update', 2, 100), // 0.95
    report('escrow-releases', 3, 72),
    report('bare-update', 3, 100), // 0.72
  ];
  const [release] = computeRatios(reports, 20).ratios;
  expect(release.rounds.map((r) => Number(r.toFixed(2)))).toEqual([0.6, 0.95, 0.72]);
  expect(release.ratio).toBeCloseTo(0.72);
  expect(release.serviceValue).toBe(72); // the median round's own figures
  expect(release.pass).toBe(false); // 0.72 < 0.9
  const better = reports.map((r) => (r.id === 'escrow-releases' && r.round === 3 ? report('escrow-releases', 3, 92) : r));
  expect(computeRatios(better, 20).ratios[0]).toMatchObject({ serviceValue: 92, pass: true });
});

test('each round compares with its own twin, at 1 client too, and a round missing a side is left out', () => {
  const reports = [
    report('escrow-releases-1', 1, 1, 20),
    report('bare-update-1', 1, 1, 10), // 0.50
    report('escrow-releases-1', 2, 1, 10),
    report('bare-update-1', 2, 1, 20), // 2.00 (not 1.00: its own twin)
    report('escrow-releases-1', 3, 1, 5), // no twin in round 3
  ];
  const [atOne] = computeRatios(reports, 20).ratios;
  expect(atOne.rounds).toEqual([0.5, 2]);
  expect(atOne.ratio).toBe(0.5); // the lower of two: a tie never flatters
  expect(atOne.pass).toBe(false);
});

test('a thin read twin (BENCH_BARE_READ=thin) is listed, not judged; the money pairs still are', () => {
  const reports = [
    report('customers-list', 1, 300),
    report('bare-read', 1, 500), // 0.60
    report('escrow-releases', 1, 60),
    report('bare-update', 1, 100), // 0.60
  ];
  const thinRead = { bareRead: 'thin', bareWrite: 'ledger' } as const;
  const [release, read] = computeRatios(reports, 20, thinRead).ratios;
  expect(read).toMatchObject({ shape: 'customers read (bare: thin twin)', ratio: 0.6, target: null, pass: null });
  expect(release).toMatchObject({ shape: 'escrow release', target: 0.9, pass: false });
  expect(formatRatios(computeRatios(reports, 20, thinRead))).toMatch(/customers read \(bare: thin twin\).* 0\.60 +- +info/);
  // The twin doing the service's own page is judged, by default.
  expect(computeRatios(reports, 20).ratios[1]).toMatchObject({ shape: 'customers read', target: 0.9, pass: false });
});

test('thin write twins (BENCH_BARE_WRITE=rows) make the money rows information; the read is still judged', () => {
  const reports = [
    report('escrow-lifecycle', 1, 50),
    report('bare-lifecycle', 1, 100),
    report('wallet-credits', 1, 80),
    report('bare-create', 1, 100),
    report('escrow-releases', 1, 90),
    report('bare-update', 1, 100),
    report('customers-list', 1, 450),
    report('bare-read', 1, 500),
  ];
  const [lifecycle, credit, release, read] = computeRatios(reports, 20, { bareRead: 'page', bareWrite: 'rows' }).ratios;
  expect(lifecycle).toMatchObject({ shape: 'escrow lifecycle (bare: thin twin)', ratio: 0.5, target: null, pass: null });
  expect(credit).toMatchObject({ shape: 'wallet credit (bare: thin twin)', ratio: 0.8, target: null, pass: null });
  expect(release).toMatchObject({ shape: 'escrow release (bare: thin twin)', ratio: 0.9, target: null, pass: null });
  expect(read).toMatchObject({ shape: 'customers read', target: 0.9, pass: true });
});

test("the judged targets: 0.9 of the twin at the run's concurrency, 0.8 at 1 client", () => {
  const reports = [
    report('escrow-releases', 1, 89),
    report('bare-update', 1, 100), // 0.89: just under
    report('escrow-releases-1', 1, 1, 10),
    report('bare-update-1', 1, 1, 8), // 0.80: just on
  ];
  const [atRun, atOne] = computeRatios(reports, 20).ratios;
  expect(atRun).toMatchObject({ target: 0.9, pass: false });
  expect(atOne).toMatchObject({ target: 0.8, pass: true });
});

test('tails are per row and name the round', () => {
  const { tails } = computeRatios([report('escrow-releases', 1, 60), report('escrow-releases', 2, 60)], 20);
  expect(tails.map((t) => t.id)).toEqual(['escrow-releases', 'escrow-releases [round 2]']);
});
