import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serviceOrigin } from '../../bench/lib/options';
import { stackForFile } from '../support/stack';

// `npm run bench` against a service already running (BENCH_API_URL), given the URL as
// `npm start`'s banner prints it: a short read scenario runs through; a target whose rate
// limit runs out while seeding stops the bench with one line that says what to change.

const stack = stackForFile();
const ROOT = path.resolve(__dirname, '../..');

type Run = { code: number | null; stdout: string; stderr: string };

function bench(apiKey: string, env: Record<string, string>): Promise<Run> {
  const resultsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-results-'));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/run.ts'], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        BENCH_API_URL: `${stack.baseUrl}/api/v1`, // the banner's "API" line
        BENCH_API_KEY: apiKey,
        BENCH_RESULTS_DIR: resultsDir,
        BENCH_SCENARIOS: 'customers-list',
        BENCH_CONCURRENCY: '2',
        BENCH_WARMUP_SECONDS: '0',
        BENCH_REQUESTS: '10',
        BENCH_WEBHOOK_DRAIN_SECONDS: '0',
        ...env,
      },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => {
      fs.rmSync(resultsDir, { recursive: true, force: true });
      resolve({ code, stdout, stderr });
    });
  });
}

test('BENCH_API_URL may be the origin or the API base the banner prints', () => {
  expect(serviceOrigin('http://localhost:3000/api/v1')).toBe('http://localhost:3000');
  expect(serviceOrigin('http://localhost:3000/api/v1/')).toBe('http://localhost:3000');
  expect(serviceOrigin('http://localhost:3000/')).toBe('http://localhost:3000');
});

test('the banner URL works: the list scenario seeds and measures against the running service', async () => {
  const { api } = await stack.newMerchantClient();
  const run = await bench(api.key, { BENCH_SEED_CUSTOMERS: '5' });
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  expect(run.stdout).toContain('seeded 5 customers through POST /customers');
  expect(run.stdout).toMatch(/customers-list: 10 x 2xx, 0 failed/);
  expect(run.stdout).not.toContain('/api/v1/api/v1');
});

test('a 429 while seeding ends the bench with one clear line, no stack trace', async () => {
  const { api } = await stack.newMerchantClient();
  // Over twice the test plane's 100 a minute: the quota's windows are clock minutes, so seeding
  // that straddles a minute's end still overflows one of them.
  const run = await bench(api.key, { BENCH_SEED_CUSTOMERS: '250' });
  expect(run.code).toBe(1);
  const lines = run.stderr.trim().split('\n');
  expect(lines).toEqual([
    expect.stringMatching(/^\[bench\] failed: the service answered 429 RATE_LIMITED to POST \/customers: .*RATE_LIMIT_MULTIPLIER/),
  ]);
});
