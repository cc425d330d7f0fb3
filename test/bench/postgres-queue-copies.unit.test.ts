import fs from 'node:fs';
import path from 'node:path';
import { PROBE_GLOBAL, preparePostgresCopies, QueueProbe, QueueProbeHook } from '../../bench/lib/postgres-queue-copies';

// bench:postgres-queue compares the installed postgres.js with the same release with the patch
// taken back out, reading each queue's array through one added line. Both copies must be what
// they claim: the unpatched one grows as the release does, the patched one does not.
type Queue = { push(x: string): string; shift(): string | undefined };

describe('the postgres.js copies bench:postgres-queue measures', () => {
  const { base, packages } = preparePostgresCopies();
  afterAll(() => fs.rmSync(base, { recursive: true, force: true }));

  /** The array's slots after a queue of two took 1,000 items in turn, read through the probe. */
  function slotsAfterUse(packageDir: string): number {
    const probes: QueueProbe[] = [];
    const hook: QueueProbeHook = (probe) => probes.push(probe);
    const g = globalThis as Record<string, unknown>;
    g[PROBE_GLOBAL] = hook;
    try {
      const Queue = require(path.join(packageDir, 'cjs', 'src', 'queue.js')) as (initial?: string[]) => Queue;
      const queue = Queue(['a', 'b']);
      for (let i = 0; i < 1000; i++) queue.push(queue.shift()!);
    } finally {
      delete g[PROBE_GLOBAL];
    }
    expect(probes).toHaveLength(1);
    return probes[0]().slots;
  }

  it('unpatched: the release, which keeps every slot taken', () => {
    expect(slotsAfterUse(packages.unpatched)).toBe(1002);
  });

  it('patched: the installed copy, which drops them', () => {
    expect(slotsAfterUse(packages.patched)).toBeLessThan(100);
  });
});
