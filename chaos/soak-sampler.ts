import fs from 'node:fs';
import { Measure, parsePssKb, parseStat, ProcEntry, processTree, promSum, promValue, roleMb, WorkerGauges } from './soak-memory';

// The soak's readings: every process from /proc (Linux only), each role's tree under its root
// pid, and the worker's own gauges from its metrics endpoint.

/** The roles a soak follows and how each one's memory is measured. */
export const ROLE_MEASURES: Record<string, Measure> = {
  worker: 'largest-rss',
  api: 'largest-rss',
  temporal: 'largest-rss',
  postgres: 'pss-sum',
};

function readProcesses(): ProcEntry[] {
  const out: ProcEntry[] = [];
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = parseStat(fs.readFileSync(`/proc/${name}/stat`, 'utf8'));
      if (stat) out.push({ pid: Number(name), ...stat });
    } catch {
      // gone since the listing
    }
  }
  return out;
}

function withPss(entry: ProcEntry): ProcEntry {
  try {
    return { ...entry, pssKb: parsePssKb(fs.readFileSync(`/proc/${entry.pid}/smaps_rollup`, 'utf8')) };
  } catch {
    return entry;
  }
}

/** Each role's memory (MB) and CPU seconds so far, from its root pid's process tree. */
export function sampleRoles(roots: Record<string, number | undefined>): {
  mb: Record<string, number | undefined>;
  cpuSeconds: Record<string, number | undefined>;
} {
  const all = readProcesses();
  const mb: Record<string, number | undefined> = {};
  const cpuSeconds: Record<string, number | undefined> = {};
  for (const [role, measure] of Object.entries(ROLE_MEASURES)) {
    const root = roots[role];
    let tree = root === undefined ? [] : processTree(root, all);
    if (measure === 'pss-sum') tree = tree.map(withPss);
    mb[role] = roleMb(tree, measure);
    cpuSeconds[role] = tree.length > 0 ? tree.reduce((sum, e) => sum + e.cpuSeconds, 0) : undefined;
  }
  return { mb, cpuSeconds };
}

const MB = 1024 * 1024;

/** The worker's gauges (worker/memory-gauges.ts) and the SDK's cache size; undefined when unreachable. */
export async function sampleWorkerGauges(metricsAddress: string): Promise<WorkerGauges | undefined> {
  try {
    const response = await fetch(`http://${metricsAddress}/metrics`, { signal: AbortSignal.timeout(3_000) });
    const text = await response.text();
    const area = (name: string) => {
      const v = promValue(text, 'escrow_worker_memory_bytes', `area="${name}"`);
      return v === undefined ? undefined : v / MB;
    };
    return {
      stickyCacheSize: promValue(text, 'temporal_sticky_cache_size'),
      // The SDK's counters appear once counted: none yet is 0.
      cacheHits: promSum(text, 'temporal_sticky_cache_hit') ?? 0,
      cacheMisses: promSum(text, 'temporal_sticky_cache_miss') ?? 0,
      rssMb: area('rss'),
      heapUsedMb: area('heap_used'),
      heapTotalMb: area('heap_total'),
      externalMb: area('external'),
    };
  } catch {
    return undefined;
  }
}
