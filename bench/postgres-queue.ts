import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Checkpoint, ChildRequest, ChildResult } from './lib/postgres-queue-child';
import { preparePostgresCopies, QueueVariant } from './lib/postgres-queue-copies';
import { shapeByName, SHAPES } from './lib/postgres-queue-shapes';

// `npm run bench:postgres-queue`: what patches/postgres+<version>.patch (postgres.js's pool
// queues) buys. Runs one postgres.js pool under each load shape (lib/postgres-queue-shapes.ts)
// for BENCH_PGQ_STATEMENTS statements, once with the installed, patched postgres.js and once
// with the same release unpatched (lib/postgres-queue-copies.ts), each in a fresh process,
// alternating patched / unpatched BENCH_PGQ_ROUNDS times. Reports per run: the heap used after
// a full collection, before and after (bytes per statement), the length of the busy and open
// queues' arrays against the connections in them at each tenth, and the wall and CPU time per
// statement of this process (the pool's side only). Needs only a PostgreSQL (no schema):
// BENCH_DATABASE_BASE_URL (postgres://postgres@127.0.0.1:5432), database `postgres`.
//
// BENCH_PGQ_STATEMENTS (1000000), BENCH_PGQ_ROUNDS (1), BENCH_PGQ_SHAPES (all, comma-separated),
// BENCH_PGQ_VARIANTS (patched,unpatched). Heap and array sizes do not depend on the machine's
// load; the times do, so the load average is printed beside them. Writes
// bench/results/postgres-queue-latest.json.

const RESULTS_DIR = path.join(__dirname, 'results');
const log = (line: string) => console.log(`[postgres-queue] ${line}`);

function countFromEnv(name: string, fallback: number, min: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be a whole number of at least ${min}, got "${raw}"`);
  return value;
}

function listFromEnv<T extends string>(name: string, all: readonly T[]): T[] {
  const raw = process.env[name]?.trim();
  if (!raw) return [...all];
  const picked = raw.split(',').map((s) => s.trim()) as T[];
  const unknown = picked.filter((p) => !all.includes(p));
  if (unknown.length) throw new Error(`${name}: unknown ${unknown.join(', ')}; one of ${all.join(', ')}`);
  return picked;
}

function measureIn(request: ChildRequest): Promise<ChildResult> {
  const child = fork(path.join(__dirname, 'lib', 'postgres-queue-child.ts'), [], {
    execArgv: ['--expose-gc', '--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (m: { result?: ChildResult; error?: string }) => (m.result ? resolve(m.result) : reject(new Error(m.error))));
    child.once('exit', (code) => reject(new Error(`measurement exited (code ${code}) before answering`)));
    child.send(request);
  });
}

type Run = { shape: string; variant: QueueVariant; round: number; load: number[]; result: ChildResult };

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const us = (ms: number, statements: number) => ((ms * 1000) / statements).toFixed(2);

/** CPU µs per statement between two checkpoints. */
function cpuBetween(a: Checkpoint, b: Checkpoint): string {
  return us(b.cpuMs - a.cpuMs, b.statements - a.statements);
}

function describe(run: Run): string[] {
  const { result: r } = run;
  const [first, second] = r.checkpoints;
  const [beforeLast, last] = r.checkpoints.slice(-2);
  const grown = (r.heapAfter - r.heapBefore) / r.statements;
  const slots = (name: keyof Checkpoint['queues']) =>
    r.checkpoints.map((c) => `${c.queues[name].slots} (${c.queues[name].live})`).join(', ');
  return [
    `${run.shape} ${run.variant} (round ${run.round + 1}, load ${run.load.map((l) => l.toFixed(2)).join(' ')}): ` +
      `heap ${mb(r.heapBefore)} → ${mb(r.heapAfter)} MB (${grown.toFixed(2)} B/statement); ` +
      `wall ${us(r.wallMs, r.statements)} µs, CPU ${us(r.cpuMs, r.statements)} µs per statement ` +
      `(first tenth ${cpuBetween(first, second)}, last tenth ${cpuBetween(beforeLast, last)}; ${r.statements} statements, ${(r.wallMs / 1000).toFixed(1)} s)`,
    `    busy array slots (connections in it) at each tenth: ${slots('busy')}`,
    `    open array slots (connections in it) at each tenth: ${slots('open')}`,
    `    largest connection's sent array slots (queries in it) at each tenth: ${slots('sent')}`,
    `    other queues' slots at the end: ${Object.entries(last.queues)
      .filter(([n]) => !['busy', 'open', 'sent'].includes(n))
      .map(([n, q]) => `${n} ${q.slots}`)
      .join(', ')}`,
  ];
}

async function main(): Promise<void> {
  const statements = countFromEnv('BENCH_PGQ_STATEMENTS', 1_000_000, 100);
  const rounds = countFromEnv('BENCH_PGQ_ROUNDS', 1, 1);
  const shapes = listFromEnv(
    'BENCH_PGQ_SHAPES',
    SHAPES.map((s) => s.name),
  );
  const variants = listFromEnv<QueueVariant>('BENCH_PGQ_VARIANTS', ['patched', 'unpatched']);
  const url = `${(process.env.BENCH_DATABASE_BASE_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/+$/, '')}/postgres`;
  const { base, packages: copies } = preparePostgresCopies();
  const removeCopies = () => fs.rmSync(base, { recursive: true, force: true });
  process.once('SIGINT', () => {
    removeCopies();
    process.exit(130);
  });
  try {
    await measureAll(copies, { statements, rounds, shapes, variants, url });
  } finally {
    removeCopies();
  }
}

type Plan = { statements: number; rounds: number; shapes: string[]; variants: QueueVariant[]; url: string };

async function measureAll(copies: Record<QueueVariant, string>, { statements, rounds, shapes, variants, url }: Plan): Promise<void> {
  log(
    `${os.cpus().length} CPUs, load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}; ${statements} statements per run, ${rounds} round(s)`,
  );
  const runs: Run[] = [];
  for (const shape of shapes) {
    log(`${shape}: ${shapeByName(shape).description}`);
    for (let round = 0; round < rounds; round++) {
      // Alternating which goes first, so a change in the machine's load falls on both.
      const order = round % 2 === 0 ? variants : [...variants].reverse();
      for (const variant of order) {
        const result = await measureIn({ packageDir: copies[variant], url, shape, statements });
        const run = { shape, variant, round, load: os.loadavg(), result };
        runs.push(run);
        for (const line of describe(run)) log(line);
      }
    }
  }
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, 'postgres-queue-latest.json');
  fs.writeFileSync(file, JSON.stringify({ at: new Date().toISOString(), cpus: os.cpus().length, statements, runs }, null, 2));
  log(`wrote ${path.relative(process.cwd(), file)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
