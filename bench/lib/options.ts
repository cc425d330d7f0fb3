import path from 'node:path';

// Benchmark options, all from the environment so `npm run bench` needs no arguments.
type TemporalStorage = 'file' | 'memory';
/**
 * What the bare read twin answers: `page` (the default, judged), the service's own page
 * (listCustomers) with nothing around it, so the ratio shows what the API's plumbing costs;
 * `thin`, one indexed page query, whose ratio is information only.
 */
export type BareRead = 'thin' | 'page';
/**
 * What the bare Temporal twins write: `ledger` (the default, judged), the service's own
 * transactions on money of the twins' own (seeded through the API as the service's scenarios
 * seed theirs): a release of 1 naira, a credit, an escrow created with debitPayer and released
 * in two steps, so the ratio shows the rest of each call apart from its ledger work; `rows`, a
 * 2-row transaction, whose ratio is information only.
 */
export type BareWriteMode = 'rows' | 'ledger';

export type BenchOptions = {
  concurrency: number;
  warmupSeconds: number;
  /** Measured phase length per scenario; ignored when `requests` is set. */
  durationSeconds: number;
  /** A fixed number of measured requests per scenario instead of a duration (lifecycle scenarios: calls of all steps). */
  requests: number | undefined;
  /**
   * BENCH_ROUNDS: how many times each service scenario and its bare twin run, alternating; the
   * ratio is the median of the rounds' ratios (lib/rounds.ts, lib/ratios.ts).
   */
  rounds: number;
  /** BENCH_BARE_READ: what `bare-read` answers (BareRead). */
  bareRead: BareRead;
  /** BENCH_BARE_WRITE: what the bare Temporal twins write (BareWriteMode). */
  bareWrite: BareWriteMode;
  /** Scenario ids to run, in the order given; undefined runs all of them. */
  scenarios: string[] | undefined;
  /** Customers seeded before the list scenario, so the read has a realistic table behind it. */
  seedCustomers: number;
  /**
   * BENCH_PENDING_DEADLINES: unfunded holds with a funding deadline days ahead (each a running
   * workflow with a timer) created through the API before the scenarios (lib/pending-deadlines.ts).
   */
  pendingDeadlines: number;
  /** Seconds to wait at the end for webhooks still being delivered. */
  webhookDrainSeconds: number;
  /** `file` (a temp --db-filename, like `npm start`) or `memory` (start-dev's default). */
  temporalStorage: TemporalStorage;
  /** BENCH_TEMPORAL_EXTRA_ARGS: more `temporal server start-dev` flags, to measure a server setting. */
  temporalExtraArgs: string[];
  databaseBaseUrl: string;
  /**
   * BENCH_DATABASE_SOCKET_DIR: the directory of PostgreSQL's Unix socket (e.g.
   * /var/run/postgresql), which every process of the stack then connects through instead of
   * TCP. Unset: TCP, as `npm start`'s default DATABASE_URL (a socket may ask for peer
   * authentication where TCP is trusted).
   */
  databaseSocketDir: string | undefined;
  /** Keep the bench database afterwards, to look at its data or query plans. */
  keepDatabase: boolean;
  /**
   * BENCH_STATE_DIR: keep the stack's data (Temporal SQLite file, database, merchant) in this
   * folder and reuse it on the next run with the same folder (lib/kept-stack.ts), e.g. to seed
   * BENCH_PENDING_DEADLINES once for several passes.
   */
  stateDir: string | undefined;
  /** RATE_LIMIT_MULTIPLIER for the API the bench starts (the sandbox quota is only 100/min). */
  rateLimitMultiplier: number;
  /** Name prefix of the fresh database (`bench` unless another tool reuses the stack, e.g. `fuzz`). */
  databasePrefix?: string;
  /** BENCH_RESULTS_DIR: where latest.json (and an own stack's logs) go; default bench/results. */
  resultsDir?: string;
  /**
   * BENCH_CPU_PROFILE_DIR: the worker and the API run under V8's CPU profiler (node
   * --cpu-prof), each writing its profiles into its own folder here when it stops.
   */
  cpuProfileDir?: string;
  /** Target an already running service instead of starting one. */
  external: { apiUrl: string; apiKey: string } | undefined;
};

/**
 * BENCH_API_URL as given: the service's origin, or its API base as `npm start`'s banner prints
 * it (`http://localhost:3000/api/v1`); the bench adds /api/v1 itself, so a trailing one goes.
 */
export function serviceOrigin(apiUrl: string): string {
  return apiUrl
    .trim()
    .replace(/\/+$/, '')
    .replace(/\/api\/v1$/, '');
}

function positiveNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, { integer = true, allowZero = false } = {}): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  const ok = Number.isFinite(value) && (allowZero ? value >= 0 : value > 0) && (!integer || Number.isInteger(value));
  if (!ok) throw new Error(`${name} must be a ${integer ? 'whole ' : ''}number ${allowZero ? '>= 0' : '> 0'}, got "${raw}"`);
  return value;
}

export function loadBenchOptions(env: NodeJS.ProcessEnv = process.env): BenchOptions {
  const storage = (env.BENCH_TEMPORAL_STORAGE ?? 'file').trim();
  if (storage !== 'file' && storage !== 'memory') throw new Error(`BENCH_TEMPORAL_STORAGE must be file or memory, got "${storage}"`);
  const apiUrl = env.BENCH_API_URL?.trim();
  const apiKey = env.BENCH_API_KEY?.trim();
  if (apiUrl && !apiKey) throw new Error('BENCH_API_URL needs BENCH_API_KEY (a sk_test_ key of the merchant to load)');
  const bareRead = (env.BENCH_BARE_READ ?? 'page').trim();
  if (bareRead !== 'thin' && bareRead !== 'page') throw new Error(`BENCH_BARE_READ must be thin or page, got "${bareRead}"`);
  const bareWrite = (env.BENCH_BARE_WRITE ?? 'ledger').trim();
  if (bareWrite !== 'rows' && bareWrite !== 'ledger') throw new Error(`BENCH_BARE_WRITE must be rows or ledger, got "${bareWrite}"`);
  // A kept stack's holds live in its Temporal file: an in-memory server would lose them.
  if (env.BENCH_STATE_DIR?.trim() && storage === 'memory')
    throw new Error('BENCH_STATE_DIR needs BENCH_TEMPORAL_STORAGE=file (an in-memory Temporal server keeps nothing for the next run)');
  const scenarios = env.BENCH_SCENARIOS?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return {
    concurrency: positiveNumber(env, 'BENCH_CONCURRENCY', 20),
    warmupSeconds: positiveNumber(env, 'BENCH_WARMUP_SECONDS', 3, { integer: false, allowZero: true }),
    durationSeconds: positiveNumber(env, 'BENCH_DURATION_SECONDS', 15, { integer: false }),
    requests: env.BENCH_REQUESTS ? positiveNumber(env, 'BENCH_REQUESTS', 0) : undefined,
    rounds: positiveNumber(env, 'BENCH_ROUNDS', 1),
    bareRead,
    bareWrite,
    scenarios: scenarios && scenarios.length > 0 ? scenarios : undefined,
    seedCustomers: positiveNumber(env, 'BENCH_SEED_CUSTOMERS', 1000, { allowZero: true }),
    pendingDeadlines: positiveNumber(env, 'BENCH_PENDING_DEADLINES', 0, { allowZero: true }),
    webhookDrainSeconds: positiveNumber(env, 'BENCH_WEBHOOK_DRAIN_SECONDS', 30, { integer: false, allowZero: true }),
    temporalStorage: storage,
    temporalExtraArgs: (env.BENCH_TEMPORAL_EXTRA_ARGS ?? '').split(/\s+/).filter(Boolean),
    rateLimitMultiplier: positiveNumber(env, 'BENCH_RATE_LIMIT_MULTIPLIER', 100_000, { integer: false }),
    keepDatabase: env.BENCH_KEEP_DATABASE === 'true',
    stateDir: env.BENCH_STATE_DIR?.trim() ? path.resolve(env.BENCH_STATE_DIR.trim()) : undefined,
    databaseBaseUrl: (env.BENCH_DATABASE_BASE_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/+$/, ''),
    databaseSocketDir: env.BENCH_DATABASE_SOCKET_DIR?.trim() || undefined,
    resultsDir: env.BENCH_RESULTS_DIR?.trim() || undefined,
    cpuProfileDir: env.BENCH_CPU_PROFILE_DIR?.trim() ? path.resolve(env.BENCH_CPU_PROFILE_DIR.trim()) : undefined,
    external: apiUrl ? { apiUrl: serviceOrigin(apiUrl), apiKey: apiKey! } : undefined,
  };
}
