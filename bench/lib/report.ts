import fs from 'node:fs';
import path from 'node:path';
import type { LoadResult } from './load';
import type { Target } from './scenario';
import type { WebhookReport } from './stack';

export type ScenarioReport = {
  id: string;
  title: string;
  target: Target | null;
  /** PASS/MISS against the target; null when the scenario has none. */
  verdict: { pass: boolean; throughputOk: boolean; p99Ok: boolean; noFailures: boolean } | null;
} & LoadResult;

/**
 * A run passes its target only with enough 2xx per second, a low enough p99 of the 2xx
 * latencies, and no non-2xx at all (a fast error must not look like a fast success).
 */
export function judge(result: LoadResult, target: Target | undefined): ScenarioReport['verdict'] {
  if (!target) return null;
  const throughputOk = result.throughput >= target.minThroughput;
  const p99Ok = result.latencyMs.count > 0 && result.latencyMs.p99 < target.maxP99Ms;
  const noFailures = result.requests - result.ok === 0;
  return { pass: throughputOk && p99Ok && noFailures, throughputOk, p99Ok, noFailures };
}

export const ms = (v: number) => (Number.isFinite(v) ? v.toFixed(1) : '-');

export function formatTable(reports: ScenarioReport[]): string {
  const header = ['scenario', '2xx', 'non-2xx', '2xx/s', 'p50 ms', 'p90 ms', 'p99 ms', 'max ms', 'target', 'result'];
  const rows = reports.map((r) => [
    r.title,
    String(r.ok),
    String(r.requests - r.ok),
    r.throughput.toFixed(1),
    ms(r.latencyMs.p50),
    ms(r.latencyMs.p90),
    ms(r.latencyMs.p99),
    ms(r.latencyMs.max),
    r.target ? `>= ${r.target.minThroughput}/s, p99 < ${r.target.maxP99Ms} ms` : '(none)',
    verdictText(r),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 || i >= 8 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ').trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

function verdictText(r: ScenarioReport): string {
  if (!r.verdict) return r.requests > r.ok ? 'non-2xx!' : '-';
  if (r.verdict.pass) return 'PASS';
  const why = [
    !r.verdict.throughputOk && 'throughput',
    !r.verdict.p99Ok && 'p99',
    !r.verdict.noFailures && 'non-2xx',
  ].filter(Boolean);
  return `MISS (${why.join(', ')})`;
}

/** Everything that is not a clean 2xx, said explicitly, plus what the rate limiter reported. */
export function formatDetails(reports: ScenarioReport[]): string {
  const out: string[] = [];
  const failed = reports.reduce((n, r) => n + r.requests - r.ok, 0);
  if (failed > 0) out.push(`WARNING: ${failed} measured requests were not 2xx; they count in no throughput or latency figure.`);
  for (const r of reports) {
    out.push(`${r.title}: ${r.requests} measured requests in ${r.measuredSeconds.toFixed(2)} s; mean ${ms(r.latencyMs.mean)} ms; load generator used ${(r.benchProcessCpu * 100).toFixed(0)}% of a core`);
    const failures = Object.entries(r.failures);
    if (failures.length === 0) out.push('  non-2xx: none');
    for (const [status, count] of failures) out.push(`  non-2xx: ${status} x${count} - ${r.failureSamples[status].replace(/\s+/g, ' ')}`);
    if (r.warmup.failures > 0) out.push(`  warm-up: ${r.warmup.failures} of ${r.warmup.requests} requests were non-2xx (not counted above)`);
    out.push(
      r.rateLimit
        ? `  x-ratelimit-limit ${r.rateLimit.limit}/min, lowest x-ratelimit-remaining ${r.rateLimit.minRemaining}`
        : '  no x-ratelimit-* headers seen',
    );
  }
  return out.join('\n');
}

export function formatWebhooks(report: WebhookReport | null): string {
  if (!report) return 'webhooks: not observed in this mode';
  const types = Object.entries(report.byType).map(([t, n]) => `${t} x${n}`).join(', ') || 'none';
  const outbox = Object.entries(report.outbox).map(([s, n]) => `${s} ${n}`).join(', ') || 'empty';
  return `webhooks: ${report.received} arrived at the receiver by the end (${types}); outbox events by status: ${outbox}; waited ${report.waitedSeconds.toFixed(1)} s after the last scenario`;
}

export function writeJson(file: string, data: unknown): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(data, (_k, v) => (typeof v === 'number' && !Number.isFinite(v) ? null : v), 2)}\n`);
}
