import fc from 'fast-check';
import path from 'node:path';

// postgres.js keeps its pool's connections (idle, busy, ...) in these queues. As published
// (3.4.9), shift() leaves a hole at the front and only a shift that empties the queue drops
// them, so a queue that is never emptied by shift() grew by one hole per query for the life of
// the process, and every move of a connection searched them all: the idle connections of a
// pool under a light load after a burst (one slot a query), the busy ones of a loaded pool
// (0.74 a query). patches/postgres+3.4.9.patch (applied by `npm install`) drops them as it
// goes; patches/README.md, docs/decisions.md "Patched dependencies".
type Queue<T> = { readonly length: number; push(x: T): T; shift(): T | undefined; remove(x: T): T | null };
const queueModule = path.join(path.dirname(require.resolve('postgres')), 'queue.js'); // the build the service loads (cjs)

const Queue = require(queueModule) as <T>(initial?: T[]) => Queue<T>;

/** An array that records the longest any array of its kind (slices included) has been. */
class TrackedArray<T> extends Array<T> {
  static longest = 0;
  override push(...items: T[]): number {
    const length = super.push(...items);
    TrackedArray.longest = Math.max(TrackedArray.longest, length);
    return length;
  }
}

describe('the PostgreSQL pool queue (postgres.js, patched)', () => {
  it('does not grow while it is never empty (a busy pool taking connections in turn)', () => {
    // The queue copies `initial` with slice(), which keeps the array's class: its storage is a TrackedArray.
    TrackedArray.longest = 0;
    const queue = Queue(TrackedArray.from<string>(['a', 'b']));
    for (let i = 0; i < 10_000; i++) queue.push(queue.shift()!);
    expect(queue.length).toBe(2);
    expect(TrackedArray.longest).toBeLessThan(100); // unpatched: 10,002
  });

  it('does not grow as the pool moves idle connections out and back (shift, remove, push)', () => {
    // handler() takes the oldest idle connection (shift), move() removes it from the queue it
    // was in (already gone: null) and, once its query is answered, pushes it back.
    TrackedArray.longest = 0;
    const open = Queue(TrackedArray.from<string>(['c1', 'c2', 'c3']));
    let found = 0;
    for (let i = 0; i < 10_000; i++) {
      const connection = open.shift()!;
      if (open.remove(connection) !== null) found++;
      open.push(connection);
    }
    expect(found).toBe(0);
    expect(open.length).toBe(3);
    expect(TrackedArray.longest).toBeLessThan(100); // unpatched: 10,003
  });

  it('keeps its order, length and removals as a plain list would', () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant('push' as const), value: fc.integer({ min: 0, max: 20 }) }),
      fc.record({ kind: fc.constant('shift' as const) }),
      fc.record({ kind: fc.constant('remove' as const), value: fc.integer({ min: 0, max: 20 }) }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 400 }), (ops) => {
        const queue = Queue<{ n: number }>();
        const model: Array<{ n: number }> = [];
        const made = new Map<number, { n: number }>(); // the pool removes the very objects it pushed
        for (const step of ops) {
          if (step.kind === 'push') {
            const item = { n: step.value };
            made.set(step.value, item);
            queue.push(item);
            model.push(item);
          } else if (step.kind === 'shift') {
            if (model.length === 0) continue; // the pool shifts only when length says so
            expect(queue.shift()).toBe(model.shift());
          } else {
            const item = made.get(step.value);
            if (!item) continue;
            const at = model.indexOf(item);
            if (at >= 0) model.splice(at, 1);
            expect(queue.remove(item)).toBe(at >= 0 ? item : null);
          }
          expect(queue.length).toBe(model.length);
        }
        while (model.length > 0) expect(queue.shift()).toBe(model.shift());
        expect(queue.length).toBe(0);
      }),
      { numRuns: 300 },
    );
  });
});
