import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { loadConfig } from '../src/config';
import { createCustomer, listCustomers } from '../src/customers/customers';
import { createSql, ensureDatabase } from '../src/db';
import { migrate } from '../src/db/migrate';
import { parseMasterKey } from '../src/keys';
import { createMerchant } from '../src/merchants/merchants';
import { asyncContextOff, BenchApp, buildApp, createPools, PIPELINE_VARIANTS, PipelineVariant } from './lib/pipeline-apps';
import { median } from './lib/stats';
import { vacuumAnalyze } from './lib/vacuum';

/*
 * `npm run bench:pipeline`: what each piece of the API's request pipeline costs a read, in CPU
 * microseconds per request. Each variant is an app built in this process (bench/lib/pipeline-apps.ts:
 * the API as api/main.ts builds it, or the same with one piece taken out); all of them answer
 * GET /api/v1/customers?limit=20 from one fresh database of BENCH_DATABASE_BASE_URL, one
 * request at a time. The variants take turns of PIPELINE_BLOCK requests, in a rotating order,
 * so whatever else the machine runs falls on all of them alike; the main thread's CPU
 * time over each turn is that variant's. A round is PIPELINE_REQUESTS requests
 * of each variant; the report gives each variant's median over the rounds and its difference
 * to `full` in each round.
 */
const env = process.env;
const number = (name: string, fallback: number) => (env[name] ? Number(env[name]) : fallback);
const REQUESTS = number('PIPELINE_REQUESTS', 2000);
const WARMUP = number('PIPELINE_WARMUP', 3000);
const ROUNDS = number('PIPELINE_ROUNDS', 9);
const BLOCK = number('PIPELINE_BLOCK', 100);
const VARIANTS = (env.PIPELINE_VARIANTS?.split(',').map((v) => v.trim()) ?? Object.keys(PIPELINE_VARIANTS)) as PipelineVariant[];
// Another checkout of the project (its own bench/lib/pipeline-apps.ts and node_modules): its
// `full` runs beside this tree's as `full@base`, in the same turns, for a before/after.
const BASE_VARIANT = 'full@base';
const BASE_TREE = env.PIPELINE_BASE_TREE ? path.resolve(env.PIPELINE_BASE_TREE) : undefined;
const BASE_URL = (env.BENCH_DATABASE_BASE_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/+$/, '');

async function main() {
  for (const v of VARIANTS)
    if (!(v in PIPELINE_VARIANTS)) throw new Error(`unknown variant ${v}; known: ${Object.keys(PIPELINE_VARIANTS).join(', ')}`);
  const databaseName = `pipeline_${Date.now()}`;
  const databaseUrl = `${BASE_URL}/${databaseName}`;
  await ensureDatabase(databaseUrl);
  const sql = createSql(databaseUrl, { max: 2 });
  const pools = createPools(databaseUrl);
  try {
    await migrate(sql);
    const masterKey = randomBytes(32);
    const merchant = await createMerchant(sql, masterKey, { name: 'Pipeline Merchant' });
    const owner = { merchantId: merchant.merchantId, plane: 'test' as const };
    for (let i = 0; i < 40; i++) {
      await createCustomer(sql, owner, { firstName: 'Ada', lastName: `Obi ${i}`, email: `c${i}@example.com`, phone: '+2348030000000' });
    }
    await vacuumAnalyze(sql, ['customers', 'wallets', 'ledger_accounts']);
    const config = {
      ...loadConfig({ ...env, DATABASE_URL: databaseUrl, MASTER_KEY: masterKey.toString('hex') }),
      rateLimitMultiplier: 100_000,
    };
    const setup = {
      config,
      databaseUrl,
      merchantId: merchant.merchantId,
      apiKey: merchant.testSecretKey,
      masterKey: parseMasterKey(masterKey.toString('hex')),
    };
    const page = await listCustomers(pools.sql, owner, { limit: 20, offset: 0 });
    const apps: BenchApp[] = VARIANTS.map((v) => buildApp(v, setup, pools, page));
    if (BASE_TREE) {
      const base = require(path.join(BASE_TREE, 'bench', 'lib', 'pipeline-apps')) as typeof import('./lib/pipeline-apps');
      const basePools = base.createPools(databaseUrl);
      apps.push({ ...base.buildApp('full', setup, basePools, page), variant: BASE_VARIANT as PipelineVariant });
    }
    console.log(
      `database ${databaseName}; ${VARIANTS.length} variants; rounds of ${REQUESTS} requests each in turns of ${BLOCK}, after ${WARMUP} of warm-up; ${ROUNDS} rounds`,
    );

    for (const app of apps) await turn(app, WARMUP);
    const names = apps.map((a) => a.variant);
    const results = new Map<PipelineVariant, number[]>(names.map((v) => [v, []]));
    for (let round = 0; round < ROUNDS; round++) {
      const micros = new Map(names.map((v) => [v, 0]));
      for (let t = 0; t * BLOCK < REQUESTS; t++) {
        for (const app of apps.map((_, i) => apps[(i + t + round) % apps.length])) {
          micros.set(app.variant, micros.get(app.variant)! + (await turn(app, BLOCK)));
        }
      }
      for (const [v, total] of micros) results.get(v)!.push(total / REQUESTS);
      console.log(`round ${round + 1}: ${names.map((v) => `${v} ${results.get(v)!.at(-1)!.toFixed(1)}`).join(', ')}`);
    }
    report(results);
    await statementTimes(sql, databaseName);
  } finally {
    await Promise.all([sql.end({ timeout: 5 }), pools.sql.end({ timeout: 5 }), pools.bookkeepingSql.end({ timeout: 5 })]);
    const admin = postgres(`${BASE_URL}/postgres`, { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database if exists "${databaseName}" with (force)`);
    await admin.end();
  }
}

/** `n` requests through one app; the main thread's CPU microseconds they took. */
async function turn(app: BenchApp, n: number): Promise<number> {
  if (app.noAsyncContext) asyncContextOff(); // the next app's workflowWait turns it on again
  const before = mainThreadMicros();
  for (let i = 0; i < n; i++) await app.call();
  return mainThreadMicros() - before;
}

const SCHEDSTAT = `/proc/self/task/${process.pid}/schedstat`;

/**
 * CPU time of this process's main thread, where the requests run: Linux's schedstat counts it
 * in nanoseconds, without V8's helper threads (concurrent marking, compilation), whose share
 * moves from turn to turn. Elsewhere the whole process's (process.cpuUsage).
 */
function mainThreadMicros(): number {
  try {
    return Number(fs.readFileSync(SCHEDSTAT, 'utf8').split(' ')[0]) / 1000;
  } catch {
    const { user, system } = process.cpuUsage();
    return user + system;
  }
}

function report(results: Map<PipelineVariant, number[]>): void {
  const full = results.get('full');
  console.log('\nCPU µs per GET /customers?limit=20: median of the rounds (each round in brackets)');
  console.log('variant | µs | − full, paired by round | what');
  for (const [v, xs] of results) {
    const paired = full && v !== 'full' ? xs.map((x, i) => x - full[i]) : undefined;
    const diff = paired ? `${median(paired).toFixed(1)} (${paired.map((x) => x.toFixed(1)).join(' ')})` : '';
    const what = (v as string) === BASE_VARIANT ? `full, as ${BASE_TREE} builds it` : PIPELINE_VARIANTS[v];
    console.log(`${v} | ${median(xs).toFixed(1)} (${xs.map((x) => x.toFixed(1)).join(' ')}) | ${diff} | ${what}`);
  }
  const out = path.join(__dirname, 'results', 'pipeline-latest.json');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(
    out,
    JSON.stringify({ requests: REQUESTS, rounds: ROUNDS, block: BLOCK, microsPerRequest: Object.fromEntries(results) }, null, 2),
  );
  console.log(`\nresults written to ${path.relative(process.cwd(), out)}`);
}

/**
 * Where the server preloads pg_stat_statements: the mean execution time in PostgreSQL of the
 * two statements a read sends (the admission statement, the page query), over this run.
 */
async function statementTimes(sql: ReturnType<typeof createSql>, database: string): Promise<void> {
  try {
    await sql`create extension if not exists pg_stat_statements`;
    const rows = await sql<Array<{ calls: number; mean: number; query: string }>>`
      select s.calls::int, s.mean_exec_time as mean, left(regexp_replace(s.query, '[[:space:]]+', ' ', 'g'), 70) as query
      from pg_stat_statements s join pg_database d on d.oid = s.dbid
      where d.datname = ${database} and s.calls >= 1000 order by s.calls desc limit 4`;
    if (rows.length === 0) return;
    console.log('\nPostgreSQL execution per statement (pg_stat_statements, this run):');
    for (const r of rows) console.log(`  ${(r.mean * 1000).toFixed(0)} µs mean over ${r.calls} calls: ${r.query}`);
  } catch {
    // not preloaded: nothing to report
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
