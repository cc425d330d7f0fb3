// The soak's arithmetic, kept free of I/O so a unit test can check it: which processes make up
// a role, what one role's memory is, and how much it grew over the last half of the run.

import { median } from '../bench/lib/stats';

/** One process as /proc shows it: its parent, CPU time so far, resident and proportional set sizes. */
export type ProcEntry = { pid: number; ppid: number; rssKb: number; cpuSeconds: number; pssKb?: number };

/** A role's figure is either its largest process's RSS (a Node service) or the sum of its processes' PSS (PostgreSQL's backends share memory, so RSS would count it many times). */
export type Measure = 'largest-rss' | 'pss-sum';

/** One reading of every role, `at` seconds after the workload started. */
export type Sample = {
  at: number;
  ops: number;
  mb: Record<string, number | undefined>;
  cpuSeconds: Record<string, number | undefined>;
  worker?: WorkerGauges;
};

/** The worker's own view (its metrics endpoint), in MB and workflows. */
export type WorkerGauges = {
  stickyCacheSize?: number;
  /** Workflow tasks so far that found their workflow cached, and that had to replay it (counters). */
  cacheHits?: number;
  cacheMisses?: number;
  heapUsedMb?: number;
  heapTotalMb?: number;
  externalMb?: number;
  rssMb?: number;
};

/**
 * Parses /proc/<pid>/stat: the parent, CPU time (user + system, in clock ticks) and resident
 * pages. The command name is in parentheses and may itself hold spaces and parentheses.
 */
export function parseStat(text: string, pageKb = 4, ticksPerSecond = 100): { ppid: number; rssKb: number; cpuSeconds: number } | undefined {
  const close = text.lastIndexOf(')');
  if (close < 0) return undefined;
  const fields = text
    .slice(close + 2)
    .trim()
    .split(/\s+/); // fields[0] is the state (field 3)
  const ppid = Number(fields[1]);
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  const rssPages = Number(fields[21]);
  if (![ppid, utime, stime, rssPages].every(Number.isFinite)) return undefined;
  return { ppid, rssKb: rssPages * pageKb, cpuSeconds: (utime + stime) / ticksPerSecond };
}

/** Parses /proc/<pid>/smaps_rollup's Pss line (kB). */
export function parsePssKb(text: string): number | undefined {
  const pss = /^Pss:\s+(\d+)\s+kB/m.exec(text);
  return pss ? Number(pss[1]) : undefined;
}

/** The root and every process below it. */
export function processTree(root: number, entries: ProcEntry[]): ProcEntry[] {
  const byParent = new Map<number, ProcEntry[]>();
  for (const e of entries) byParent.set(e.ppid, [...(byParent.get(e.ppid) ?? []), e]);
  const self = entries.find((e) => e.pid === root);
  if (!self) return [];
  const out: ProcEntry[] = [];
  const queue = [self];
  while (queue.length > 0) {
    const next = queue.shift()!;
    out.push(next);
    queue.push(...(byParent.get(next.pid) ?? []));
  }
  return out;
}

/** A role's memory in MB by its measure; undefined when none of its processes is running. */
export function roleMb(tree: ProcEntry[], measure: Measure): number | undefined {
  if (tree.length === 0) return undefined;
  const kb = measure === 'largest-rss' ? Math.max(...tree.map((e) => e.rssKb)) : tree.reduce((sum, e) => sum + (e.pssKb ?? e.rssKb), 0);
  return kb / 1024;
}

/** Reads one series from a Prometheus text exposition (first match of the name and label). */
export function promValue(text: string, name: string, label?: string): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(name)) continue;
    const rest = line.slice(name.length);
    if (rest[0] !== ' ' && rest[0] !== '{') continue;
    if (label && !rest.includes(label)) continue;
    const value = Number(line.trim().split(/\s+/).pop());
    if (Number.isFinite(value)) return value;
  }
  return undefined;
}

/** The sum of every series of a name (a counter split by workflow type, say); undefined when none. */
export function promSum(text: string, name: string): number | undefined {
  let sum: number | undefined;
  for (const line of text.split('\n')) {
    if (!line.startsWith(name)) continue;
    const rest = line.slice(name.length);
    if (rest[0] !== ' ' && rest[0] !== '{') continue;
    const value = Number(line.trim().split(/\s+/).pop());
    if (Number.isFinite(value)) sum = (sum ?? 0) + value;
  }
  return sum;
}

/** The share of workflow tasks between two samples that replayed their workflow (cache misses), in %. */
export function missPct(from: WorkerGauges | undefined, to: WorkerGauges | undefined): number | undefined {
  const hits = (to?.cacheHits ?? 0) - (from?.cacheHits ?? 0);
  const misses = (to?.cacheMisses ?? 0) - (from?.cacheMisses ?? 0);
  if (to?.cacheHits === undefined || hits + misses <= 0) return undefined;
  return (misses / (hits + misses)) * 100;
}

/** The sample nearest to `at` (ties: the earlier). */
export function nearest(samples: Sample[], at: number): Sample | undefined {
  let best: Sample | undefined;
  for (const s of samples) if (!best || Math.abs(s.at - at) < Math.abs(best.at - at)) best = s;
  return best;
}

/**
 * A role's memory around a moment: the median over the samples within `halfWidth` seconds of it
 * (a garbage collector's saw-tooth moves single readings by tens of MB), else the nearest one.
 */
export function mbAround(samples: Sample[], role: string, at: number, halfWidth: number): number | undefined {
  const values = samples.filter((s) => Math.abs(s.at - at) <= halfWidth && s.mb[role] !== undefined).map((s) => s.mb[role]!);
  if (values.length > 0) return median(values);
  return nearest(
    samples.filter((s) => s.mb[role] !== undefined),
    at,
  )?.mb[role];
}

/** Least-squares slope of a role's memory over samples, in MB per minute. */
export function slopeMbPerMinute(samples: Sample[], role: string): number | undefined {
  const points = samples.filter((s) => s.mb[role] !== undefined).map((s) => [s.at / 60, s.mb[role]!] as const);
  if (points.length < 2) return undefined;
  const mx = points.reduce((a, [x]) => a + x, 0) / points.length;
  const my = points.reduce((a, [, y]) => a + y, 0) / points.length;
  const sxx = points.reduce((a, [x]) => a + (x - mx) ** 2, 0);
  if (sxx === 0) return undefined;
  return points.reduce((a, [x, y]) => a + (x - mx) * (y - my), 0) / sxx;
}

export type RoleVerdict = {
  role: string;
  start?: number;
  warmupEnd?: number;
  half?: number;
  end?: number;
  /** (end − half) / half, in %: the growth over the last half of the run. */
  growthPct?: number;
  /** Over the last half, MB per minute. */
  slopeMbPerMinute?: number;
  flat: boolean;
};

/**
 * Each role's memory at the start, the end of warm-up, half-way and the end, and whether it
 * stayed within `limitPct` over the last half. The figures at warm-up end, half and end are
 * medians over a window of 5% of the run (at least one sample interval) around each moment.
 */
export function verdicts(
  samples: Sample[],
  roles: string[],
  options: { durationSeconds: number; warmupSeconds: number; sampleSeconds: number; limitPct: number },
): RoleVerdict[] {
  const { durationSeconds, warmupSeconds, sampleSeconds, limitPct } = options;
  const halfWidth = Math.max(sampleSeconds, durationSeconds * 0.05) / 2;
  const lastAt = samples.length > 0 ? samples[samples.length - 1].at : 0;
  const halfAt = lastAt / 2;
  return roles.map((role) => {
    const start = samples.find((s) => s.mb[role] !== undefined)?.mb[role];
    const warmupEnd = mbAround(samples, role, Math.min(warmupSeconds, halfAt), halfWidth);
    const half = mbAround(samples, role, halfAt, halfWidth);
    // The end window only reaches back: there is nothing after the last sample.
    const end = mbAround(samples, role, lastAt, halfWidth * 2);
    const growthPct = half !== undefined && end !== undefined && half > 0 ? ((end - half) / half) * 100 : undefined;
    const slope = slopeMbPerMinute(
      samples.filter((s) => s.at >= halfAt),
      role,
    );
    return {
      role,
      start,
      warmupEnd,
      half,
      end,
      growthPct,
      slopeMbPerMinute: slope,
      flat: growthPct !== undefined && growthPct <= limitPct,
    };
  });
}

/** CPU seconds a role spent between two samples, per money operation done in between. */
export function cpuMsPerOperation(from: Sample, to: Sample, role: string): number | undefined {
  const a = from.cpuSeconds[role];
  const b = to.cpuSeconds[role];
  const ops = to.ops - from.ops;
  if (a === undefined || b === undefined || ops <= 0 || b < a) return undefined;
  return ((b - a) * 1000) / ops;
}
