import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// `npm run bench:growth` at a tiny size: it seeds through the API, grows by SQL to both sizes
// (a neighbour tenant too), measures every list endpoint and prints the table with the factor.
// It also measures reads by id, the exports and the money writes at both sizes, and prints the
// targets at the large size. Only that it runs and reports is checked here; its figures are the
// benchmark's business.
const ROOT = path.resolve(__dirname, '..', '..');

test('bench:growth runs at a tiny size and prints every endpoint with both sizes and the factor', async () => {
  const resultsFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'growth-')), 'growth.json');
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['bench/growth.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        BENCH_GROWTH_SMALL_ROWS: '200',
        BENCH_GROWTH_LARGE_ROWS: '600',
        BENCH_GROWTH_SAMPLES: '2',
        BENCH_GROWTH_RESULTS_FILE: resultsFile,
        BENCH_TEMPORAL_STORAGE: 'memory',
        // The bench's worker loads the run's workflow bundle instead of bundling its own.
        WORKFLOW_BUNDLE_PATH: process.env.TEST_WORKFLOW_BUNDLE,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let text = '';
    child.stdout.on('data', (chunk) => (text += chunk));
    child.stderr.on('data', (chunk) => (text += chunk));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`bench:growth exited ${code}:\n${text}`))));
  });
  expect(output).toMatch(/^endpoint +\| small \| large \| factor$/m);
  const rows = output.split('\n').filter((line) => /^(GET \/|POST \/|page ).*\| +[\d.]+ \| +[\d.]+ \| [\d.]+x$/.test(line));
  const names = rows.map((line) => line.split('|')[0].trim());
  for (const list of ['/transactions', '/customers', '/wallets', '/escrows', '/withdrawals', '/checkout/sessions', '/events']) {
    expect(names).toContain(`GET ${list}`);
  }
  expect(names).toEqual(expect.arrayContaining(['GET /transactions last page (cursor)', 'GET /transactions last page (offset)']));
  // What must stay flat beside the lists: reads by id, the exports and the money writes.
  expect(names).toEqual(
    expect.arrayContaining([
      'GET /escrows/:id',
      'GET /transactions/export CSV (5,000 rows)',
      'GET /transactions/export PDF (5,000 rows)',
      'POST /escrows (debitPayer)',
      'POST /escrows/:id/release',
    ]),
  );
  // The dashboard's pages, each with its target at the large size.
  const pages = names.filter((name) => name.startsWith('page '));
  expect(pages).toEqual(
    expect.arrayContaining(['page /dashboard/test (overview)', 'page escrow (timeline, actions)', 'page statement', 'page developers']),
  );
  expect(output).toMatch(/^targets at the large size:$/m);
  for (const name of pages) {
    expect(output).toContain(`${name}: at most 50 ms: `);
  }
  expect(output).toMatch(/^(met {3}|missed) GET \/transactions last page \(offset\): at most 60 ms: [\d.]+ ms$/m);
  const result = JSON.parse(fs.readFileSync(resultsFile, 'utf8'));
  expect(result.rows.map((r: { name: string }) => r.name)).toEqual(names);
  // The large size is larger: the neighbour tenant is not counted, the merchant's own rows are.
  expect(result.sizes.large.statement_lines).toBeGreaterThan(result.sizes.small.statement_lines);
  expect(result.sizes.small.statement_lines).toBeGreaterThanOrEqual(200);
  expect(result.sizes.large.statement_lines).toBeGreaterThanOrEqual(600);
  // Near the size asked for: the small size's measured writes were not copied with the base.
  expect(result.sizes.large.statement_lines).toBeLessThan(900);
}, 600_000);
