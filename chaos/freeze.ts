import { spawn } from 'node:child_process';
import fs from 'node:fs';
import type { Child } from '../bench/lib/processes';
import { sleep } from '../bench/lib/readiness';

// Freezes: a process and everything it forked stopped (SIGSTOP) and continued (SIGCONT)
// later, as a host that stalls: its sockets stay open and nothing answers on them.

/** Processes SIGSTOPped by a freeze and not yet continued. */
const frozen = new Set<number>();

type ProcStat = { pid: number; state: string; ppid: number; pgrp: number };

function readStat(pid: number): ProcStat | undefined {
  try {
    // "pid (comm) state ppid pgrp ...": comm may hold spaces and parentheses, so read after its last ')'.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const [state, ppid, pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { pid, state, ppid: Number(ppid), pgrp: Number(pgrp) };
  } catch {
    return undefined; // gone meanwhile
  }
}

function allProcesses(): ProcStat[] {
  return fs
    .readdirSync('/proc')
    .filter((e) => /^\d+$/.test(e))
    .flatMap((e) => readStat(Number(e)) ?? []);
}

/**
 * A process, its process group and all their descendants. PostgreSQL's backends and
 * background processes each call setsid(), so its cluster is the postmaster's process tree,
 * not its group.
 */
export function processTree(root: number): number[] {
  const all = allProcesses();
  const tree = new Set([root, ...all.filter((p) => p.pgrp === root).map((p) => p.pid)]);
  for (let grew = true; grew;) {
    grew = false;
    for (const p of all) {
      if (!tree.has(p.pid) && tree.has(p.ppid)) {
        tree.add(p.pid);
        grew = true;
      }
    }
  }
  return [...tree];
}

function send(pid: number, sig: NodeJS.Signals): void {
  try {
    process.kill(pid, sig);
  } catch {
    // gone meanwhile
  }
}

/** Waits until a SIGSTOPped process shows as stopped, so it can fork nothing more. */
async function stopped(pid: number): Promise<void> {
  for (let i = 0; i < 50; i++) {
    const stat = readStat(pid);
    if (!stat || stat.state === 'T') return;
    await sleep(10);
  }
}

/**
 * SIGSTOPs a child and every process of its tree: the root first (so it starts nothing new),
 * then what it has running, again until a pass finds nothing new. Keeps them stopped `ms`,
 * then SIGCONTs them all.
 */
export async function freezeTree(child: Child, ms: number): Promise<{ processes: number; frozenMs: number }> {
  const root = child.process.pid!;
  const started = Date.now();
  const mine = new Set<number>();
  let backstop: ReturnType<typeof spawn> | undefined;
  const stop = (pid: number) => {
    mine.add(pid);
    frozen.add(pid);
    send(pid, 'SIGSTOP');
  };
  try {
    stop(root);
    await stopped(root);
    for (;;) {
      const fresh = processTree(root).filter((pid) => !mine.has(pid));
      if (fresh.length === 0) break;
      fresh.forEach(stop);
      await Promise.all(fresh.map(stopped));
    }
    const left = Math.max(0, ms - (Date.now() - started));
    backstop = thawLater([...mine], left + 5000);
    await sleep(left);
  } finally {
    // Children first, then the root, so the root finds them running again when it wakes.
    for (const pid of [...mine].reverse()) thaw(pid);
    if (backstop?.pid !== undefined) send(-backstop.pid, 'SIGKILL'); // the shell and its sleep
  }
  return { processes: mine.size, frozenMs: Date.now() - started };
}

/**
 * A detached shell that SIGCONTs the frozen processes after `ms` even if this run dies
 * meanwhile: PostgreSQL's backends are not in the group the guardian kills, and a stopped
 * backend would never notice that its postmaster is gone. Killed once the freeze ends.
 */
function thawLater(pids: number[], ms: number): ReturnType<typeof spawn> {
  const child = spawn('sh', ['-c', `sleep ${Math.ceil(ms / 1000)}; kill -CONT ${pids.join(' ')} 2>/dev/null`], {
    detached: true,
    stdio: 'ignore',
  });
  child.unref();
  return child;
}

function thaw(pid: number): void {
  frozen.delete(pid);
  send(pid, 'SIGCONT');
}

/** Continues every frozen process (before a teardown: a stopped process does not act on SIGTERM). */
export function thawAll(): void {
  for (const pid of [...frozen]) thaw(pid);
}
