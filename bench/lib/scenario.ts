import type { Client } from '@temporalio/client';
import type { Sql } from '../../src/db';
import type { HttpClient } from './http-client';
import type { Lifecycle } from './lifecycle-load';
import type { BareRead, BareWriteMode } from './options';
import type { Work } from './work';
import type { EscrowClient } from '../../client/src';

/**
 * A pass/fail target from an issue's "Done when", printed next to the measured figures.
 * Only the bounds given are judged (a row may have a p50 bound and no throughput bound).
 */
export type Target = { minThroughput?: number; maxP50Ms?: number; maxP99Ms?: number; source: string };

export type ScenarioContext = {
  /** Keep-alive client with the bench merchant's secret key; `call` for seeding, `send` for load. */
  api: HttpClient;
  /** The merchant's typed client (client/), for seeding the way an integrator would. */
  merchant: EscrowClient;
  /** The run's client count (BENCH_CONCURRENCY): how many calls seeding may have in flight. */
  concurrency: number;
  /** The clients this scenario runs with (its own load.concurrency, else the run's): how much to prepare. */
  clients: number;
  /** Unique per bench run, for emails and idempotency keys that must not collide. */
  runId: string;
  seedCustomers: number;
  /** The bench's own database and merchant (local stack only), for seeding in bulk with SQL. */
  database?: BenchDatabase;
  /** The bare twins (bench/bare/) on the same Temporal server and database (local stack only). */
  bare?: BareContext;
  log(line: string): void;
};

/**
 * A client of the bench's Temporal server, a keep-alive client of the bare read server, what
 * the read twin answers (BENCH_BARE_READ) and what the Temporal twins write (BENCH_BARE_WRITE).
 */
export type BareContext = { temporal: Client; read: HttpClient; readAnswers: BareRead; twinWrites: BareWriteMode };

export type BenchDatabase = { sql: Sql; merchantId: string };

/** A scenario's own load shape where the run-wide one does not fit (e.g. one client, ten runs). */
type LoadOverride = { concurrency?: number; requests?: number; warmupSeconds?: number };

type ScenarioBase = {
  /** Used in BENCH_SCENARIOS, e.g. `customers-list`. */
  id: string;
  /** What is measured, e.g. `GET /customers?limit=20`. */
  title: string;
  target?: Target;
  load?: LoadOverride;
  /** Seeds with SQL through ctx.database: skipped against an external service (BENCH_API_URL). */
  needsDatabase?: boolean;
  /** Drives a bare twin through ctx.bare: skipped against an external service too. */
  needsBare?: boolean;
};

/** Every client sends one kind of request (or function call) back to back: one row in the report. */
export type RequestScenario = ScenarioBase & {
  kind?: undefined;
  /** Seeds what the scenario needs, then returns the request (or function call) each client sends next. */
  prepare(ctx: ScenarioContext): Promise<(client: number, seq: number) => Work>;
  /** The server its HTTP requests go to: the service's API (ctx.api) unless given. */
  http?(ctx: ScenarioContext): HttpClient;
};

/**
 * Every client runs a sequence of dependent calls back to back (e.g. create, then release
 * what was created): a row per step plus a row for whole lifecycles (`target` judges that one).
 */
export type LifecycleScenario = ScenarioBase & {
  kind: 'lifecycle';
  steps: Array<{ id: string; title: string; target?: Target }>;
  /** Seeds what the scenario needs, then returns one client's lifecycle. */
  prepare(ctx: ScenarioContext): Promise<Lifecycle>;
};

export type Scenario = RequestScenario | LifecycleScenario;

/** Runs `fn` for 0..count-1 with at most `concurrency` in flight (seeding through the API). */
export async function inParallel<T>(count: number, concurrency: number, fn: (i: number) => Promise<T>): Promise<T[]> {
  const results = new Array<T>(count);
  let next = 0;
  const workers = Array.from({ length: Math.min(concurrency, count) }, async () => {
    while (next < count) {
      const i = next++;
      results[i] = await fn(i);
    }
  });
  await Promise.all(workers);
  return results;
}

/** A valid customer body; `tag` makes the e-mail unique. */
export function customerBody(tag: string) {
  return { firstName: 'Bench', lastName: `Customer ${tag}`.slice(0, 100), email: `bench-${tag}@example.com`, phone: '+2348012345678' };
}
