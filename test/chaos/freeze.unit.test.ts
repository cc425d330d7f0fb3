import { spawn } from 'node:child_process';
import fs from 'node:fs';
import type { Child } from '../../bench/lib/processes';
import { freezeTree, processTree } from '../../chaos/freeze';
import { eventually } from '../support/eventually';

// A freeze stops a process and everything it forked, including children that left its
// process group with setsid() as PostgreSQL's backends do, and continues them all after.

function state(pid: number): string {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0];
}

/** The process groups of these processes. */
function groupsOf(pids: number[]): Set<string> {
  return new Set(pids.map((pid) => fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[2]));
}

test('every process of the tree is stopped during the freeze and running after it', async () => {
  // A shell with one child in its group and one that made its own session.
  const shell = spawn('sh', ['-c', 'sleep 30 & setsid sleep 30 & wait'], { detached: true, stdio: 'ignore' });
  const child: Child = { name: 'tree', process: shell, logFile: '/dev/null', exited: new Promise((r) => shell.once('exit', r)) };
  try {
    // The setsid child is forked into the shell's group and leaves it a moment later.
    await eventually(
      () => processTree(shell.pid!),
      (pids) => pids.length === 3 && groupsOf(pids).size === 2,
      { what: 'the setsid child in a group of its own', timeoutMs: 20_000, intervalMs: 20 },
    );
    const tree = processTree(shell.pid!);
    expect(tree).toHaveLength(3);
    expect(groupsOf(tree).size).toBe(2); // the setsid child is in a group of its own

    let thawed = false;
    const freeze = freezeTree(child, 1500).then((result) => {
      thawed = true;
      return result;
    });
    // All stopped at some point before the freeze ended (else this stops waiting when it ends).
    await eventually(
      () => thawed || tree.every((pid) => state(pid) === 'T'),
      (done) => done,
      { what: 'all stopped or the freeze over', timeoutMs: 20_000, intervalMs: 20 },
    );
    const during = tree.map(state);
    const stoppedBeforeThaw = !thawed;
    const { processes } = await freeze;

    expect(stoppedBeforeThaw).toBe(true);
    expect(processes).toBe(3);
    expect(during).toEqual(['T', 'T', 'T']);
    expect(tree.map(state).filter((s) => s === 'T')).toEqual([]);
  } finally {
    for (const pid of processTree(shell.pid!)) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // gone
      }
    }
  }
});
