import fs from 'node:fs';
import path from 'node:path';
import type { LoadResult } from './load';
import type { Target } from './scenario';
import type { WebhookReport } from './stack';

export type ScenarioReport = {
  id: string;
  title: string;
  target: Target | null;
  /** What `requests`/`ok` count: single calls, or whole lifecycles of a lifecycle scenario. */
  unit: 'requests' | 'lifecycles';
  /** PASS/MISS against the target; null when the scenario has none. */
  verdict: { pass: boolean; throughputOk: boolean; p50Ok: boolean; p99Ok: boolean; noFailures: boolean } | null;
  /** CPU milliseconds per 2xx call (or lifecycle) by part of the stack, measured phase; null when not metered. */
  cpuMsPerCall: Record<string, number> | null;
  /** Which run of the scenario this is (BENCH_ROUNDS, lib/rounds.ts); 1 without rounds. */
  round: number;
} & LoadResult;

/** How a row is named in the tables: its id or title, with its round from the second on. */
export function roundLabel(r: Pick<ScenarioReport, 'id' | 'round'>, name: string = r.id): string {
  return r.round > 1 ? `${name} [round ${r.round}]` : name;
}

/**
 * A run passes its target only with enough 2xx per second, low enough p50/p99 of the 2xx
 * latencies (each where the target sets a bound), and no non-2xx at all (a fast error must
 * not look like a fast success).
 */
export function judge(result: LoadResult, target: Target | undefined): ScenarioReport['verdict'] {
  if (!target) return null;
  const below = (value: number, bound: number | undefined) => bound === undefined || (result.latencyMs.count > 0 && value < bound);
  const throughputOk = target.minThroughput === undefined || result.throughput >= target.minThroughput;
  const p50Ok = below(result.latencyMs.p50, target.maxP50Ms);
  const p99Ok = below(result.latencyMs.p99, target.maxP99Ms);
  const noFailures = result.requests - result.ok === 0;
  return { pass: throughputOk && p50Ok && p99Ok && noFailures, throughputOk, p50Ok, p99Ok, noFailures };
}

function targetText(target: Target | null): string {
  if (!target) return '(none)';
  const bounds = [
    target.minThroughput !== undefined && `>= ${target.minThroughput}/s`,
    target.maxP50Ms !== undefined && `p50 < ${target.maxP50Ms} ms`,
    target.maxP99Ms !== undefined && `p99 < ${target.maxP99Ms} ms`,
  ];
  return bounds.filter(Boolean).join(', ');
}

export const ms = (v: number) => (Number.isFinite(v) ? v.toFixed(1) : '-');

export function formatTable(reports: ScenarioReport[]): string {
  const header = ['scenario', '2xx', 'non-2xx', '2xx/s', 'p50 ms', 'p90 ms', 'p99 ms', 'max ms', 'target', 'result'];
  const rows = reports.map((r) => [
    roundLabel(r, r.title),
    String(r.ok),
    String(r.requests - r.ok),
    r.throughput.toFixed(1),
    ms(r.latencyMs.p50),
    ms(r.latencyMs.p90),
    ms(r.latencyMs.p99),
    ms(r.latencyMs.max),
    targetText(r.target),
    verdictText(r),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 0 || i >= 8 ? c.padEnd(widths[i]) : c.padStart(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

function verdictText(r: ScenarioReport): string {
  if (!r.verdict) return r.requests > r.ok ? 'non-2xx!' : '-';
  if (r.verdict.pass) return 'PASS';
  const why = [
    !r.verdict.throughputOk && 'throughput',
    !r.verdict.p50Ok && 'p50',
    !r.verdict.p99Ok && 'p99',
    !r.verdict.noFailures && 'non-2xx',
  ].filter(Boolean);
  return `MISS (${why.join(', ')})`;
}

/** Everything that is not a clean 2xx, said explicitly, plus what the rate limiter reported. */
export function formatDetails(reports: ScenarioReport[]): string {
  const out: string[] = [];
  const failed = reports.filter((r) => r.unit === 'requests').reduce((n, r) => n + r.requests - r.ok, 0);
  if (failed > 0)
    out.push(
      `WARNING: ${failed} measured requests were not 2xx (or not the expected answer); they count in no throughput or latency figure.`,
    );
  for (const r of reports) {
    if (r.unit === 'lifecycles') {
      out.push(
        `${roundLabel(r, r.title)}: ${r.requests} measured lifecycles in ${r.measuredSeconds.toFixed(2)} s, ${r.ok} completed = ${r.throughput.toFixed(1)} lifecycles/s; lifecycle p50 ${ms(r.latencyMs.p50)} ms, p99 ${ms(r.latencyMs.p99)} ms; load generator used ${(r.benchProcessCpu * 100).toFixed(0)}% of a core`,
      );
    } else {
      out.push(
        `${roundLabel(r, r.title)}: ${r.requests} measured requests in ${r.measuredSeconds.toFixed(2)} s; mean ${ms(r.latencyMs.mean)} ms; load generator used ${(r.benchProcessCpu * 100).toFixed(0)}% of a core`,
      );
    }
    const failures = Object.entries(r.failures);
    const what = r.unit === 'lifecycles' ? 'failed lifecycles (the call that ended them)' : 'non-2xx';
    if (failures.length === 0) out.push(`  ${what}: none`);
    for (const [status, count] of failures) out.push(`  ${what}: ${status} x${count} - ${r.failureSamples[status].replace(/\s+/g, ' ')}`);
    if (r.warmup.failures > 0) out.push(`  warm-up: ${r.warmup.failures} of ${r.warmup.requests} ${r.unit} failed (not counted above)`);
    if (r.unit === 'lifecycles') continue; // its calls' rate-limit headers are on the step rows
    out.push(
      r.rateLimit
        ? `  x-ratelimit-limit ${r.rateLimit.limit}/min, lowest x-ratelimit-remaining ${r.rateLimit.minRemaining}`
        : '  no x-ratelimit-* headers seen',
    );
  }
  return out.join('\n');
}

/**
 * CPU milliseconds per call (per lifecycle for lifecycle rows) by process: where a call's
 * work lands. On a CPU-bound box the throughput ratio of a scenario to its twin is about
 * the inverse ratio of these totals.
 */
export function formatCpu(reports: ScenarioReport[]): string {
  const metered = reports.filter((r) => r.cpuMsPerCall !== null && Object.keys(r.cpuMsPerCall).length > 0);
  if (metered.length === 0) return 'CPU per call: not metered in this mode';
  const parts = [...new Set(metered.flatMap((r) => Object.keys(r.cpuMsPerCall!)))];
  const header = ['CPU ms per call', ...parts, 'total'];
  const rows = metered.map((r) => {
    const cpu = r.cpuMsPerCall!;
    const total = Object.values(cpu).reduce((a, b) => a + b, 0);
    return [roundLabel(r), ...parts.map((p) => (cpu[p] ?? 0).toFixed(2)), total.toFixed(2)];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export function formatWebhooks(report: WebhookReport | null): string {
  if (!report) return 'webhooks: not observed in this mode';
  const types =
    Object.entries(report.byType)
      .map(([t, n]) => `${t} x${n}`)
      .join(', ') || 'none';
  const outbox =
    Object.entries(report.outbox)
      .map(([s, n]) => `${s} ${n}`)
      .join(', ') || 'empty';
  return `webhooks: ${report.received} arrived at the receiver by the end (${types}); outbox events by status: ${outbox}; waited ${report.waitedSeconds.toFixed(1)} s after the last scenario`;
}

export function writeJson(file: string, data: unknown): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(data, (_k, v) => (typeof v === 'number' && !Number.isFinite(v) ? null : v), 2)}\n`);
}
