import { LatencyHistogram } from './histogram';
import type { HttpOutcome } from './http-client';
import type { LoadResult } from './load';

/**
 * What one row of the report counts: 2xx latencies, non-2xx by label with a first sample,
 * warm-up outcomes apart, and the lowest rate-limit headroom seen. Shared by the
 * single-request loop (load.ts) and the lifecycle loop (lifecycle-load.ts).
 */
export class Tally {
  private readonly histogram = new LatencyHistogram();
  private ok = 0;
  private readonly failures: Record<string, number> = {};
  private readonly failureSamples: Record<string, string> = {};
  private readonly warmup = { requests: 0, failures: 0 };
  private rateLimit: LoadResult['rateLimit'] = null;

  warmupOutcome(success: boolean): void {
    this.warmup.requests++;
    if (!success) this.warmup.failures++;
  }

  rateLimitSeen(seen: HttpOutcome['rateLimit']): void {
    if (!seen) return;
    this.rateLimit = { limit: seen.limit, minRemaining: Math.min(this.rateLimit?.minRemaining ?? Infinity, seen.remaining) };
  }

  succeeded(latencyMs: number): void {
    this.ok++;
    this.histogram.record(latencyMs);
  }

  failed(label: string, sample: string): void {
    this.failures[label] = (this.failures[label] ?? 0) + 1;
    this.failureSamples[label] ??= sample.slice(0, 300);
  }

  result(measuredSeconds: number, benchProcessCpu: number): LoadResult {
    const requests = this.ok + Object.values(this.failures).reduce((a, b) => a + b, 0);
    return {
      measuredSeconds,
      requests,
      ok: this.ok,
      failures: { ...this.failures },
      failureSamples: { ...this.failureSamples },
      throughput: this.ok / measuredSeconds,
      latencyMs: this.histogram.summary(),
      warmup: { ...this.warmup },
      rateLimit: this.rateLimit,
      benchProcessCpu,
    };
  }
}
