import {
  cpuMsPerOperation,
  mbAround,
  missPct,
  parsePssKb,
  parseStat,
  processTree,
  promSum,
  promValue,
  roleMb,
  Sample,
  slopeMbPerMinute,
  verdicts,
} from '../../chaos/soak-memory';

const sample = (at: number, worker: number | undefined, extra: Partial<Sample> = {}): Sample => ({
  at,
  ops: at * 10,
  mb: { worker },
  cpuSeconds: {},
  ...extra,
});

describe('soak: reading /proc', () => {
  it('takes the parent, CPU ticks and resident pages from a stat line whose command holds spaces and parentheses', () => {
    const line =
      '4242 (node (worker) x) S 4200 4200 13710 0 -1 4194304 101 0 0 0 250 50 0 0 20 0 11 0 36265 3133440 25600 18446744073709551615 0 0';
    expect(parseStat(line)).toEqual({ ppid: 4200, cpuSeconds: 3, rssKb: 102_400 });
  });

  it('reads the Pss line of smaps_rollup and nothing else', () => {
    const rollup =
      '55d0-7ffd ---p 00000000 00:00 0 [rollup]\nRss:              204800 kB\nPss:               51200 kB\nPss_Anon:          1000 kB\n';
    expect(parsePssKb(rollup)).toBe(51_200);
    expect(parsePssKb('Rss: 1 kB\n')).toBeUndefined();
  });

  it('gathers a root and every process below it, and no other', () => {
    const entries = [
      { pid: 1, ppid: 0, rssKb: 1, cpuSeconds: 0 },
      { pid: 10, ppid: 1, rssKb: 50 * 1024, cpuSeconds: 1 }, // tsx launcher
      { pid: 11, ppid: 10, rssKb: 400 * 1024, cpuSeconds: 9 }, // the worker itself
      { pid: 12, ppid: 11, rssKb: 5 * 1024, cpuSeconds: 0 },
      { pid: 20, ppid: 1, rssKb: 900 * 1024, cpuSeconds: 0 }, // someone else's
    ];
    expect(
      processTree(10, entries)
        .map((e) => e.pid)
        .sort(),
    ).toEqual([10, 11, 12]);
    expect(processTree(99, entries)).toEqual([]);
    expect(roleMb(processTree(10, entries), 'largest-rss')).toBe(400);
  });

  it('sums PSS for a role measured so, falling back to RSS where PSS was unreadable', () => {
    const tree = [
      { pid: 1, ppid: 0, rssKb: 100 * 1024, pssKb: 30 * 1024, cpuSeconds: 0 },
      { pid: 2, ppid: 1, rssKb: 10 * 1024, cpuSeconds: 0 },
    ];
    expect(roleMb(tree, 'pss-sum')).toBe(40);
    expect(roleMb([], 'pss-sum')).toBeUndefined();
  });

  it('reads a labelled series from a Prometheus exposition, not a longer name that starts the same', () => {
    const text = [
      '# TYPE temporal_sticky_cache_size gauge',
      'temporal_sticky_cache_size_total 9',
      'temporal_sticky_cache_size{namespace="default"} 417',
      'escrow_worker_memory_bytes{area="heap_used",task_queue="escrow"} 104857600',
      'escrow_worker_memory_bytes{area="rss",task_queue="escrow"} 524288000',
    ].join('\n');
    expect(promValue(text, 'temporal_sticky_cache_size')).toBe(417);
    expect(promValue(text, 'escrow_worker_memory_bytes', 'area="rss"')).toBe(524_288_000);
    expect(promValue(text, 'escrow_worker_memory_bytes', 'area="external"')).toBeUndefined();
  });
});

describe('soak: the verdict', () => {
  it('takes the median around a moment, so one garbage-collection dip or peak does not decide', () => {
    const samples = [sample(0, 100), sample(10, 300), sample(20, 110), sample(30, 105), sample(40, 10)];
    expect(mbAround(samples, 'worker', 20, 20)).toBe(105);
    // No sample within the window: the nearest one.
    expect(mbAround(samples, 'worker', 100, 5)).toBe(10);
  });

  it('fits the slope in MB per minute', () => {
    const samples = [0, 60, 120, 180].map((at) => sample(at, 400 + (at / 60) * 25));
    expect(slopeMbPerMinute(samples, 'worker')).toBeCloseTo(25, 10);
    expect(slopeMbPerMinute([sample(0, 1)], 'worker')).toBeUndefined();
  });

  it('calls a role growing by 25 MB a minute GROWING, and one that levels after warm-up flat', () => {
    const minutes = Array.from({ length: 61 }, (_, i) => i); // an hour, a sample a minute
    const growing = minutes.map((m) => sample(m * 60, 415 + 25 * m));
    const levelled = minutes.map((m) => sample(m * 60, m < 10 ? 400 + 20 * m : 600 + (m % 2 === 0 ? 8 : -8)));
    const opts = { durationSeconds: 3600, warmupSeconds: 600, sampleSeconds: 60, limitPct: 10 };

    const [g] = verdicts(growing, ['worker'], opts);
    expect(g.start).toBe(415);
    expect(g.half).toBe(415 + 25 * 30);
    expect(g.flat).toBe(false);
    expect(g.growthPct!).toBeGreaterThan(30);
    expect(g.slopeMbPerMinute!).toBeCloseTo(25, 5);

    const [l] = verdicts(levelled, ['worker'], opts);
    expect(l.warmupEnd).toBe(592); // the median of minutes 9-11: 580, 608, 592
    expect(l.flat).toBe(true);
    expect(Math.abs(l.growthPct!)).toBeLessThan(3);
  });

  it('has no verdict for a role never seen running', () => {
    const [v] = verdicts([sample(0, undefined), sample(60, undefined)], ['worker'], {
      durationSeconds: 60,
      warmupSeconds: 10,
      sampleSeconds: 10,
      limitPct: 10,
    });
    expect(v.growthPct).toBeUndefined();
    expect(v.flat).toBe(false);
  });

  it('divides CPU time between two samples by the operations done between them', () => {
    const from: Sample = { at: 0, ops: 1000, mb: {}, cpuSeconds: { worker: 10 } };
    const to: Sample = { at: 60, ops: 3000, mb: {}, cpuSeconds: { worker: 50 } };
    expect(cpuMsPerOperation(from, to, 'worker')).toBe(20);
    // A restarted process's counter starts again: no figure rather than a negative one.
    expect(cpuMsPerOperation(from, { ...to, cpuSeconds: { worker: 5 } }, 'worker')).toBeUndefined();
  });
});

describe('soak: the worker cache', () => {
  it('sums a counter over its series and tells the share of tasks that replayed', () => {
    const text = [
      'temporal_sticky_cache_hit{workflow_type="escrowWorkflow"} 300',
      'temporal_sticky_cache_hit{workflow_type="checkoutWorkflow"} 100',
      'temporal_sticky_cache_hit_rate 0.5',
      'temporal_sticky_cache_miss{workflow_type="escrowWorkflow"} 100',
    ].join('\n');
    expect(promSum(text, 'temporal_sticky_cache_hit')).toBe(400);
    expect(promSum(text, 'temporal_sticky_cache_total_forced_eviction')).toBeUndefined();
    expect(missPct({ cacheHits: 100, cacheMisses: 0 }, { cacheHits: 400, cacheMisses: 100 })).toBe(25);
    expect(missPct({ cacheHits: 5, cacheMisses: 0 }, { cacheHits: 5, cacheMisses: 0 })).toBeUndefined();
  });
});
