import type { HttpClient, RequestSpec } from './http-client';

/** A pass/fail target from an issue's "Done when", printed next to the measured figures. */
export type Target = { minThroughput: number; maxP99Ms: number; source: string };

export type ScenarioContext = {
  /** Keep-alive client with the bench merchant's secret key; `call` for seeding, `send` for load. */
  api: HttpClient;
  concurrency: number;
  /** Unique per bench run, for emails and idempotency keys that must not collide. */
  runId: string;
  seedCustomers: number;
  log(line: string): void;
};

export type Scenario = {
  /** Used in BENCH_SCENARIOS, e.g. `customers-list`. */
  id: string;
  /** What is measured, e.g. `GET /customers?limit=20`. */
  title: string;
  target?: Target;
  /** Seeds what the scenario needs, then returns the request each client sends next. */
  prepare(ctx: ScenarioContext): Promise<(client: number, seq: number) => RequestSpec>;
};

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
