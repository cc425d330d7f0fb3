import { spawn } from 'node:child_process';
import { cpuPerCall, cpuSnapshot } from '../../bench/lib/cpu-meter';

// The bench's CPU meter (bench/lib/cpu-meter.ts) reads /proc: a process group it is told of
// is counted under its name, PostgreSQL's backends under `postgres`, this process under `bench`.

const linux = process.platform === 'linux';

(linux ? test : test.skip)('counts a busy process group, PostgreSQL and the bench itself by name', async () => {
  // A child in a group of its own that burns CPU for 400 ms, then waits to be read.
  const child = spawn(process.execPath, ['-e', 'const end = Date.now() + 400; while (Date.now() < end); setTimeout(() => {}, 10_000);'], { detached: true, stdio: 'ignore' });
  try {
    const groups = [{ name: 'busy', pgid: child.pid! }];
    const before = cpuSnapshot(groups);
    await new Promise((resolve) => setTimeout(resolve, 600));
    const after = cpuSnapshot(groups);
    expect(Object.keys(after).sort()).toEqual(['bench', 'busy', 'postgres']);
    expect(after.busy - before.busy).toBeGreaterThan(0.2); // seconds
    expect(after.busy - before.busy).toBeLessThan(0.8);
    expect(after.bench).toBeGreaterThan(0);
    expect(after.postgres).toBeGreaterThan(0); // the test database's server has run queries
  } finally {
    child.kill('SIGKILL');
  }
});

test('CPU per call is the difference in milliseconds divided by the calls, and nothing without calls', () => {
  const before = { api: 1.5, postgres: 2 };
  const after = { api: 2.5, postgres: 2.25 };
  expect(cpuPerCall(before, after, 100)).toEqual({ api: 10, postgres: 2.5 });
  expect(cpuPerCall(before, after, 0)).toEqual({});
});
