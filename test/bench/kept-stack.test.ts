import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { readKeptStack, temporalFileIn } from '../../bench/lib/kept-stack';
import { loadBenchOptions } from '../../bench/lib/options';

// BENCH_STATE_DIR: the first run seeds pending-deadline holds into a stack it keeps; the next
// run with the same folder reopens that Temporal file, database and merchant, creates no holds
// again, and its scenario runs beside them.
const ROOT = path.resolve(__dirname, '..', '..');
const BASE_URL = 'postgres://postgres@127.0.0.1:5432';

type Run = { code: number | null; output: string; result: { stack: Record<string, unknown>; pendingDeadlines: { holds: number } | null } };

function bench(stateDir: string, resultsDir: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['bench/run.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        BENCH_STATE_DIR: stateDir,
        BENCH_RESULTS_DIR: resultsDir,
        BENCH_PENDING_DEADLINES: '3',
        BENCH_SCENARIOS: 'customers-list',
        BENCH_SEED_CUSTOMERS: '2',
        BENCH_CONCURRENCY: '2',
        BENCH_WARMUP_SECONDS: '0',
        BENCH_REQUESTS: '4',
        BENCH_WEBHOOK_DRAIN_SECONDS: '0',
        // The bench's worker loads the run's workflow bundle instead of bundling its own.
        WORKFLOW_BUNDLE_PATH: process.env.TEST_WORKFLOW_BUNDLE,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      const file = path.join(resultsDir, 'latest.json');
      const result = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
      resolve({ code, output, result });
    });
  });
}

test('a kept stack is seeded once and reopened by the next run with the same folder', async () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'kept-stack-'));
  const stateDir = path.join(work, 'state');
  const admin = postgres(`${BASE_URL}/postgres`, { max: 1, onnotice: () => {} });
  try {
    const first = await bench(stateDir, path.join(work, 'first'));
    expect(first.code).toBe(0);
    expect(first.output).toMatch(/pending deadlines: 3 holds created/);
    expect(first.result.pendingDeadlines?.holds).toBe(3);
    // Where the server runs no autovacuum, the bench does its work (bench/lib/autovacuum-stand-in.ts).
    const [{ autovacuum }] = await admin`show autovacuum`;
    expect(first.result.stack.autovacuum).toBe(autovacuum === 'on' ? 'server' : 'bench stand-in');
    if (autovacuum !== 'on') expect(first.output).toMatch(/autovacuum: OFF on this PostgreSQL server, so the bench vacuums and analyses/);
    const kept = readKeptStack(stateDir)!;
    expect(kept.pendingDeadlines).toBe(3);
    expect(fs.existsSync(temporalFileIn(stateDir))).toBe(true);

    const second = await bench(stateDir, path.join(work, 'second'));
    expect(second.code).toBe(0);
    expect(second.output).toContain('pending deadlines: 3 holds already in the kept stack');
    expect(second.output).not.toMatch(/holds created/);
    expect(second.result.pendingDeadlines).toBeNull();
    expect(second.result.stack).toMatchObject({ database: kept.databaseName, keptFromEarlierRun: true });
    expect(second.output).toMatch(/customers-list: 4 x 2xx, 0 failed/);

    // The same database, merchant and holds: the first run's three are still there, awaiting funding.
    const sql = postgres(`${BASE_URL}/${kept.databaseName}`, { max: 1, onnotice: () => {} });
    try {
      const [row] =
        await sql`select count(*)::int as n from escrows where merchant_id = ${kept.merchantId} and funding_deadline is not null and status = 'awaiting_funding'`;
      expect(row.n).toBe(3);
    } finally {
      await sql.end();
    }
  } finally {
    const kept = readKeptStack(stateDir);
    if (kept) await admin.unsafe(`drop database if exists "${kept.databaseName}" with (force)`);
    await admin.end();
    fs.rmSync(work, { recursive: true, force: true });
  }
}, 300_000);

test('a kept stack needs a Temporal server that persists to its file', () => {
  expect(() => loadBenchOptions({ BENCH_STATE_DIR: '/tmp/kept', BENCH_TEMPORAL_STORAGE: 'memory' })).toThrow(
    /BENCH_STATE_DIR needs BENCH_TEMPORAL_STORAGE=file/,
  );
  expect(loadBenchOptions({ BENCH_STATE_DIR: 'kept' }).stateDir).toBe(path.resolve('kept'));
});
