import { parseCompareOptions, sittingOrder } from '../../bench/lib/compare-options';
import { BenchResult, CompareRun, compareRuns, formatComparison } from '../../bench/lib/compare-report';
import type { RatioRow } from '../../bench/lib/ratios';
import type { ScenarioReport } from '../../bench/lib/report';
import { median } from '../../bench/lib/stats';

// `npm run bench:compare`: the sitting's order, its options, and what it flags
// (bench/lib/compare-options.ts, bench/lib/compare-report.ts).

test('pairings alternate which tree goes first: A B, B A, A B', () => {
  expect(sittingOrder(1).map((r) => `${r.tree}${r.pairing}`)).toEqual(['a1', 'b1']);
  expect(sittingOrder(3).map((r) => `${r.tree}${r.pairing}`)).toEqual(['a1', 'b1', 'b2', 'a2', 'a3', 'b3']);
});

test('options: two refs, pairings from the flag or BENCH_COMPARE_PAIRINGS (2 by default), --fail-on-flag', () => {
  expect(parseCompareOptions(['main', 'HEAD'], {})).toEqual({
    refA: 'main',
    refB: 'HEAD',
    pairings: 2,
    failOnFlag: false,
    treesDir: undefined,
    benchFrom: undefined,
  });
  expect(parseCompareOptions(['a', 'b', '--pairings', '3', '--fail-on-flag', '--bench-from', 'b'], {})).toMatchObject({
    pairings: 3,
    failOnFlag: true,
    benchFrom: 'b',
  });
  expect(parseCompareOptions(['a', 'b'], { BENCH_COMPARE_PAIRINGS: '1', BENCH_COMPARE_TREES_DIR: '/tmp/trees' })).toMatchObject({
    pairings: 1,
    treesDir: '/tmp/trees',
  });
  expect(() => parseCompareOptions(['a'], {})).toThrow(/two refs/);
  expect(() => parseCompareOptions(['a', 'b', '--pairings', '0'], {})).toThrow(/pairings/);
  expect(() => parseCompareOptions(['a', 'b', '--pairings', '1.5'], {})).toThrow(/pairings/);
});

// A run of the release pair at 20 clients and at 1 client, as `npm run bench` writes it.
const releaseAtMany = 'calls/s at 20 clients (service/bare)';
function ratioRow(measure: string, rounds: number[], failures = false): RatioRow {
  const oneClient = measure.startsWith('p50');
  return {
    shape: 'escrow release',
    measure,
    service: oneClient ? 'escrow-releases-1' : 'escrow-releases',
    bare: oneClient ? 'bare-update-1' : 'bare-update',
    serviceValue: 1,
    bareValue: 1,
    ratio: median(rounds),
    target: oneClient ? 0.8 : 0.9,
    pass: null,
    rounds,
    failures,
  };
}
function scenario(id: string, round: number, cpu: Record<string, number> | null): ScenarioReport {
  return { id, round, cpuMsPerCall: cpu } as ScenarioReport;
}
/** One run: its ratio rounds at 20 and 1 client, and the service's CPU per call per round (temporal, worker, api, postgres). */
function run(tree: 'a' | 'b', pairing: number, many: number[], one: number[], cpu: Array<[number, number, number, number]>): CompareRun {
  const result: BenchResult = {
    ratios: [ratioRow(releaseAtMany, many), ratioRow('p50 at 1 client (bare/service)', one)],
    scenarios: [
      ...cpu.map(([temporal, worker, api, postgres], i) =>
        scenario('escrow-releases', i + 1, { temporal, worker, api, postgres, 'bare-worker': 0.1, 'bare-read': 0, bench: 2 }),
      ),
      ...cpu.map((_, i) =>
        scenario('bare-update', i + 1, { temporal: 4, worker: 0, api: 0, postgres: 3, 'bare-worker': 5, 'bare-read': 0, bench: 2 }),
      ),
      scenario('escrow-releases-1', 1, null),
    ],
  };
  return { tree, pairing, result };
}

test('a shape whose service CPU per call rose by more than 3% in every pairing is flagged, with each tree and the difference', () => {
  const runs = [
    run(
      'a',
      1,
      [0.85, 0.87],
      [0.78],
      [
        [6, 5, 1, 3],
        [6, 5, 1, 3],
      ],
    ), // 15 ms
    run(
      'b',
      1,
      [0.86, 0.85],
      [0.77],
      [
        [6.3, 5.2, 1, 3.1],
        [6.3, 5.2, 1, 3.1],
      ],
    ), // 15.6 ms: +4%
    run(
      'b',
      2,
      [0.84, 0.88],
      [0.79],
      [
        [6, 5.5, 1, 3],
        [6, 5.5, 1, 3],
      ],
    ), // 15.5 ms
    run(
      'a',
      2,
      [0.86, 0.86],
      [0.78],
      [
        [6, 5, 1, 3],
        [6, 5, 1, 3],
      ],
    ), // 15 ms: +3.3%
  ];
  const [many, one] = compareRuns(runs);
  expect(many).toMatchObject({ shape: 'escrow release', clients: 'many', load: '20 clients', failures: false });
  expect(many.ratio.a.runs).toEqual([
    [0.85, 0.87],
    [0.86, 0.86],
  ]); // in run order: A#1, then A#2
  expect(many.ratio.difference).toBeCloseTo(0.855 - 0.86);
  expect(many.cpu!.a.total).toBeCloseTo(15);
  expect(many.cpu!.b.byProcess).toEqual({ temporal: 6.15, worker: 5.35, api: 1, postgres: 3.05 });
  expect(many.cpu!.b.twin).toBeCloseTo(12); // temporal + bare worker + postgres of the twin's rows
  expect(many.cpu!.pairings.map((p) => Number(p.change.toFixed(3)))).toEqual([0.04, 0.033]);
  expect(many.flags).toEqual([expect.stringMatching(/CPU per call rose by more than 3% in every pairing/)]);
  // At 1 client the bench meters no CPU, so only the ratio is compared.
  expect(one).toMatchObject({ clients: 'one', cpu: null, flags: [] });

  const text = formatComparison([many, one], { a: { ref: '0b8d56d', commit: '0b8d56d25ede' }, b: { ref: 'HEAD', commit: 'c213fbf0aaaa' } });
  expect(text).toContain('escrow release, 20 clients');
  expect(text).toMatch(/A\s+0\.85 0\.87 \| 0\.86 0\.86\s+0\.86/);
  expect(text).toMatch(/B − A\s+\+0\.15 \(\+2\.5%\)\s+\+0\.35 \(\+7\.0%\)/); // temporal 6 → 6.15, the worker 5 → 5.35
  expect(text).toContain('#1 +4.0%, #2 +3.3%');
  expect(text).toContain('FLAG: CPU per call rose');
  expect(text).toContain('CPU per call: not metered at 1 client');
  expect(text).toContain('FLAGGED: escrow release at 20 clients');
});

test('a rise in only some pairings is the machine, not the code: not flagged', () => {
  const runs = [
    run('a', 1, [0.85], [0.78], [[6, 5, 1, 3]]),
    run('b', 1, [0.85], [0.78], [[7, 5, 1, 3]]), // +6.7%
    run('b', 2, [0.85], [0.78], [[6, 5, 1, 3]]),
    run('a', 2, [0.85], [0.78], [[6, 5, 1, 3]]), // 0%
  ];
  const [many] = compareRuns(runs);
  expect(many.cpu!.pairings.map((p) => Number(p.change.toFixed(3)))).toEqual([0.067, 0]);
  expect(many.flags).toEqual([]);
  expect(formatComparison(compareRuns(runs), { a: { ref: 'x', commit: 'x' }, b: { ref: 'y', commit: 'y' } })).toContain('no shape flagged');
});

test('a ratio falling by more than 0.05 is flagged; by 0.05 or less it is not', () => {
  const fell = compareRuns([run('a', 1, [0.9, 0.8], [0.8, 0.8], [[6, 5, 1, 3]]), run('b', 1, [0.8, 0.79], [0.76, 0.74], [[6, 5, 1, 3]])]);
  expect(fell[0].ratio.difference).toBeCloseTo(0.795 - 0.85);
  expect(fell[0].flags).toEqual(['ratio fell by 0.055 (more than 0.05)']);
  expect(fell[1].flags).toEqual([]); // 0.80 → 0.75: exactly 0.05, not more
  const rose = compareRuns([run('a', 1, [0.7], [0.7], [[6, 5, 1, 3]]), run('b', 1, [0.9], [0.9], [[6, 5, 1, 3]])]);
  expect(rose.flatMap((c) => c.flags)).toEqual([]);
});

test('non-2xx in a round is said; a shape only one tree ran is left out', () => {
  const a = run('a', 1, [0.85], [0.78], [[6, 5, 1, 3]]);
  const b = run('b', 1, [0.85], [0.78], [[6, 5, 1, 3]]);
  b.result.ratios[0] = { ...b.result.ratios[0], failures: true };
  a.result.ratios.push({ ...ratioRow(releaseAtMany, [0.9]), shape: 'customers read' });
  const comparisons = compareRuns([a, b]);
  expect(comparisons.map((c) => `${c.shape}/${c.clients}`)).toEqual(['escrow release/many', 'escrow release/one']);
  expect(comparisons[0].failures).toBe(true);
  expect(formatComparison(comparisons, { a: { ref: 'x', commit: 'x' }, b: { ref: 'y', commit: 'y' } })).toContain('(non-2xx in a round!)');
});
