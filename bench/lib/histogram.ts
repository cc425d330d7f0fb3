// Latency samples in milliseconds. A run holds at most a few hundred thousand samples, so
// keeping them all and sorting once gives exact percentiles with no bucket error.
export type LatencySummary = { count: number; mean: number; p50: number; p90: number; p99: number; max: number };

export class LatencyHistogram {
  private samples: number[] = [];

  record(ms: number): void {
    this.samples.push(ms);
  }

  get count(): number {
    return this.samples.length;
  }

  summary(): LatencySummary {
    const sorted = Float64Array.from(this.samples).sort();
    const n = sorted.length;
    if (n === 0) return { count: 0, mean: NaN, p50: NaN, p90: NaN, p99: NaN, max: NaN };
    // Nearest-rank percentile: the smallest sample with at least q of all samples at or below it.
    const at = (q: number) => sorted[Math.min(n - 1, Math.max(0, Math.ceil(q * n) - 1))];
    const sum = sorted.reduce((a, b) => a + b, 0);
    return { count: n, mean: sum / n, p50: at(0.5), p90: at(0.9), p99: at(0.99), max: sorted[n - 1] };
  }
}
