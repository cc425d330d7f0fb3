import { PROBE_GLOBAL, QueueProbe, QueueProbeHook } from './postgres-queue-copies';
import { LoadShape, shapeByName, TRANSACTION_STATEMENTS } from './postgres-queue-shapes';

// One measurement of bench/postgres-queue.ts, in a process of its own (a fresh heap and module
// cache for each copy of postgres.js): forked with --expose-gc, it loads the copy given, runs
// the shape's load for the statements given against the database given, and sends back what
// it saw. Nothing of the service is loaded, only postgres.js.

/** Queue() calls in index.js's Postgres(), in order: the pool's own queues. */
const POOL_QUEUES = ['queries', 'connecting', 'reserved', 'closed', 'ended', 'open', 'busy', 'full'] as const;

type Size = { slots: number; live: number };
/** The pool's queues, and `sent`: the largest of its connections' queues of pipelined queries. */
export type QueueSizes = Record<(typeof POOL_QUEUES)[number] | 'sent', Size>;
/** At each tenth of the run: statements done, heap after a full collection, queue sizes, and the time so far (collections excluded). */
export type Checkpoint = { statements: number; heapUsed: number; queues: QueueSizes; wallMs: number; cpuMs: number };
export type ChildResult = {
  statements: number;
  wallMs: number;
  cpuMs: number;
  heapBefore: number;
  heapAfter: number;
  checkpoints: Checkpoint[];
};
export type ChildRequest = { packageDir: string; url: string; shape: string; statements: number };

const gc = () => (globalThis as { gc?: () => void }).gc!();
const heapUsed = () => (gc(), process.memoryUsage().heapUsed);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function measure({ packageDir, url, shape: shapeName, statements: target }: ChildRequest): Promise<ChildResult> {
  const shape: LoadShape = shapeByName(shapeName);
  const postgres = require(`${packageDir}/cjs/src/index.js`);
  // postgres() first makes the (idle) pool of sql.subscribe, of one connection, then its own:
  // the pool's queues are the last eight made in index.js, its connections' the last `max`.
  const poolProbes: QueueProbe[] = [];
  const connectionProbes: QueueProbe[] = [];
  const hook: QueueProbeHook = (probe, createdAt) => {
    const caller = createdAt.split('\n')[2] ?? '';
    if (caller.includes('index.js')) poolProbes.push(probe);
    else if (caller.includes('connection.js')) connectionProbes.push(probe);
  };
  const g = globalThis as Record<string, unknown>;
  g[PROBE_GLOBAL] = hook;
  const sql = postgres(url, { max: shape.max, onnotice: () => {}, ...shape.pool });
  delete g[PROBE_GLOBAL];
  const pool = poolProbes.slice(-POOL_QUEUES.length);
  const connections = connectionProbes.slice(-shape.max);
  if (pool.length !== POOL_QUEUES.length || connections.length !== shape.max) {
    throw new Error(
      `expected ${POOL_QUEUES.length} pool queues and ${shape.max} connection queues, saw ${poolProbes.length} and ${connectionProbes.length}`,
    );
  }
  const size = (probe: QueueProbe): Size => {
    const { slots, index } = probe();
    return { slots, live: slots - index };
  };
  const queues = (): QueueSizes => ({
    ...(Object.fromEntries(POOL_QUEUES.map((name, i) => [name, size(pool[i])])) as Record<(typeof POOL_QUEUES)[number], Size>),
    sent: connections.map(size).reduce((a, b) => (b.slots > a.slots ? b : a)),
  });

  // One operation of one client; returns the statements it sent.
  const operation = async (n: number): Promise<number> => {
    if (shape.transactionEvery && n % shape.transactionEvery === 0) {
      await sql.begin(async (tx: any) => {
        await tx`select 1`;
        await tx`select 1`;
      });
      return TRANSACTION_STATEMENTS;
    }
    await sql`select 1`;
    return 1;
  };
  // The clients run until `statements` are sent; `onTenth` is called (synchronously, from the
  // client whose operation crossed it) at each tenth, while the others' statements are in flight.
  const run = async (statements: number, onTenth: (sent: number) => void = () => {}, clients = shape.clients) => {
    let sent = 0;
    let tenths = 0;
    await Promise.all(
      Array.from({ length: clients }, async () => {
        for (let n = 1; sent < statements; n++) {
          const count = await operation(n); // not `sent += await`: that adds to the value read before the wait
          sent += count;
          if (sent >= ((tenths + 1) * statements) / 10) {
            tenths++;
            onTenth(sent);
          }
        }
      }),
    );
    return sent;
  };

  await run(2000, undefined, shape.warmupClients); // connections open, statements prepared, code warm
  const heapBefore = heapUsed();
  const wall = performance.now();
  const cpu = process.cpuUsage();
  // What the checkpoints' collections (and a draining shape's pauses) cost is taken back out.
  let excludedMs = 0;
  let excludedCpu = 0;
  const elapsed = () => {
    const used = process.cpuUsage(cpu);
    return { wallMs: performance.now() - wall - excludedMs, cpuMs: (used.user + used.system) / 1000 - excludedCpu };
  };
  const leaveOut = () => {
    const start = performance.now();
    const startCpu = process.cpuUsage();
    return () => {
      const used = process.cpuUsage(startCpu);
      excludedMs += performance.now() - start;
      excludedCpu += (used.user + used.system) / 1000;
    };
  };
  const checkpoints: Checkpoint[] = [{ statements: 0, heapUsed: heapBefore, queues: queues(), wallMs: 0, cpuMs: 0 }];
  // Synchronous, so it runs while the other clients' statements are in flight.
  const sample = (statements: number) => {
    const time = elapsed();
    const sampled = leaveOut();
    checkpoints.push({ statements, heapUsed: heapUsed(), queues: queues(), ...time });
    sampled();
  };
  if (shape.drains) {
    // Every client stops at each tenth and the pool stays idle for a while.
    let done = 0;
    for (let step = 0; step < 10; step++) {
      done += await run(Math.ceil(target / 10));
      const paused = leaveOut();
      await sleep(200);
      paused();
      sample(done);
    }
  } else {
    await run(target, sample);
  }
  await sql.end({ timeout: 5 });
  const last = checkpoints.at(-1)!;
  return { statements: last.statements, wallMs: last.wallMs, cpuMs: last.cpuMs, heapBefore, heapAfter: last.heapUsed, checkpoints };
}

process.once('message', (request: ChildRequest) => {
  measure(request).then(
    (result) => process.send!({ result }, () => process.exit(0)),
    (error: Error) => process.send!({ error: error.stack ?? String(error) }, () => process.exit(1)),
  );
});
