import { spawn } from 'node:child_process';
import { cpuSnapshot } from '../../bench/lib/cpu-meter';

// The bench's CPU meter (bench/lib/cpu-meter.ts) reads /proc: a process group it is told of
// is counted under its name, PostgreSQL's backends under `postgres` (the integration run's
// server), this process under `bench`.

const linux = process.platform === 'linux';

(linux ? test : test.skip)('counts a busy process group, PostgreSQL and the bench itself by name', async () => {
  // A child in a group of its own that burns 400 ms of CPU (however long that takes on a busy
  // machine), says so, then waits to be read.
  const burn =
    'const u = () => { const c = process.cpuUsage(); return (c.user + c.system) / 1000; }; const start = u(); while (u() - start < 400); process.stdout.write("done"); setTimeout(() => {}, 30_000);';
  const child = spawn(process.execPath, ['-e', burn], { detached: true, stdio: ['ignore', 'pipe', 'ignore'] });
  try {
    const groups = [{ name: 'busy', pgid: child.pid! }];
    const before = cpuSnapshot(groups);
    await new Promise((resolve) => child.stdout.once('data', resolve));
    const after = cpuSnapshot(groups);
    expect(Object.keys(after).sort()).toEqual(['bench', 'busy', 'postgres']);
    expect(after.busy - before.busy).toBeGreaterThan(0.35); // seconds
    expect(after.busy - before.busy).toBeLessThan(0.8);
    expect(after.bench).toBeGreaterThan(0);
    expect(after.postgres).toBeGreaterThan(0); // the test database's server has run queries
  } finally {
    child.kill('SIGKILL');
  }
});
