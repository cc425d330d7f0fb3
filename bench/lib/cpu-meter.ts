import fs from 'node:fs';

/** CPU seconds used so far, per named part of the stack (user + system, children included once they exit). */
export type CpuSnapshot = Record<string, number>;

/** A process group the bench started (the leader's pid is the group id), by name. */
export type MeteredGroup = { name: string; pgid: number };

// Linux counts CPU time in clock ticks; 100 per second on every kernel config we run on
// (`getconf CLK_TCK`).
const TICKS_PER_SECOND = 100;

/**
 * Reads /proc once: CPU seconds of every process in each of `groups` (a group is the
 * process and what it spawned), of every PostgreSQL backend
 * ("postgres", all databases: the machine is assumed quiet) and of this bench process (the load
 * generator and the webhook receiver). Linux only; elsewhere an empty snapshot.
 */
export function cpuSnapshot(groups: MeteredGroup[]): CpuSnapshot {
  const byPgid = new Map(groups.map((g) => [g.pgid, g.name]));
  const totals: CpuSnapshot = Object.fromEntries([...groups.map((g) => [g.name, 0]), ['postgres', 0], ['bench', 0]]);
  let entries: string[];
  try {
    entries = fs.readdirSync('/proc').filter((e) => /^\d+$/.test(e));
  } catch {
    return {};
  }
  for (const pid of entries) {
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // exited between the listing and the read
    }
    const close = stat.lastIndexOf(')');
    const comm = stat.slice(stat.indexOf('(') + 1, close);
    const fields = stat.slice(close + 2).split(' '); // fields[0] is the state (field 3 of proc(5))
    const pgid = Number(fields[2]);
    const seconds = (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND; // utime, stime
    const name = Number(pid) === process.pid ? 'bench' : (byPgid.get(pgid) ?? (comm === 'postgres' ? 'postgres' : undefined));
    if (name) totals[name] += seconds;
  }
  return totals;
}

/** Milliseconds of CPU per completed call, per part, between two snapshots. */
export function cpuPerCall(before: CpuSnapshot, after: CpuSnapshot, calls: number): Record<string, number> {
  if (calls === 0) return {};
  return Object.fromEntries(Object.keys(after).map((name) => [name, ((after[name] - (before[name] ?? 0)) * 1000) / calls]));
}
