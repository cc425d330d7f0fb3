import { ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { localDatabaseUrl, LocalDatabaseState } from '../../src/db/local-database';
import { verifyWebhook } from '../../client/src';
import { RunningCli, startCli } from '../support/cli';
import { closedPort } from '../support/ports';
import { WebhookReceiver } from '../support/webhook-receiver';

// `npm start` with DATABASE_URL unset, in a copy of the project (its own .data/): the service
// runs on the embedded PostgreSQL, whose cluster is inside the project and outlives a restart,
// the operator CLI finds it with no settings, and Ctrl-C stops it with the rest. Temporal is
// the test run's server (TEMPORAL_ADDRESS), which `npm start` uses as it is.

const ROOT = path.resolve(__dirname, '..', '..');
const PROJECT_ENTRIES = [
  'activities',
  'api',
  'cli',
  'client',
  'scripts',
  'src',
  'temporal',
  'worker',
  'workflows',
  'package.json',
  'tsconfig.json',
];

let project: string;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  project = fs.mkdtempSync(path.join(os.tmpdir(), 'escrow-start-'));
  fs.chmodSync(project, 0o755); // as a checkout is: when root, PostgreSQL's own user must reach .data/ inside
  for (const entry of PROJECT_ENTRIES) fs.cpSync(path.join(ROOT, entry), path.join(project, entry), { recursive: true });
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(project, 'node_modules'));
  env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    PORT: String(await closedPort()),
    TEMPORAL_ADDRESS: process.env.TEST_TEMPORAL_ADDRESS,
    TEMPORAL_TASK_QUEUE: `start-${randomBytes(4).toString('hex')}`,
    WORKER_METRICS_ADDRESS: '',
    WORKFLOW_BUNDLE_PATH: process.env.TEST_WORKFLOW_BUNDLE, // the run's bundle: no webpack build here
    LOG_LEVEL: 'warn',
  };
});

afterAll(() => {
  if (project) fs.rmSync(project, { recursive: true, force: true });
});

type Started = { proc: ChildProcess; output: () => string; exited: Promise<number | null> };

async function npmStart(): Promise<Started> {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], { cwd: project, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  proc.stdout.on('data', (d) => (output += d));
  proc.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));
  const deadline = Date.now() + 90_000;
  while (!output.includes('Escrow service is running')) {
    if (proc.exitCode !== null || Date.now() > deadline) throw new Error(`npm start did not come up:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { proc, output: () => output, exited };
}

/** Ctrl-C, as a terminal sends it; resolves with the exit code. */
async function stop(started: Started): Promise<number | null> {
  started.proc.kill('SIGINT');
  return started.exited;
}

/** The CLI in the project, without PORT: it learns the API's address from the running npm start. */
function cliHere(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return npmRun(['run', '--silent', 'cli', '--', ...args]);
}

/** npm in the project, without PORT. */
function npmRun(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', args, { cwd: project, env: cliEnv() });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

function cliEnv(): NodeJS.ProcessEnv {
  const { PORT: _port, ...rest } = env;
  return rest;
}

const state = (): LocalDatabaseState => JSON.parse(fs.readFileSync(path.join(project, '.data', 'postgres.json'), 'utf8'));

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

test('with DATABASE_URL unset, npm start serves the API on the embedded PostgreSQL kept in .data/, which the CLI finds and Ctrl-C stops', async () => {
  const first = await npmStart();
  let firstStopped = false;
  const local = new WebhookReceiver();
  let listening: RunningCli | undefined;
  try {
    expect(first.output()).toMatch(
      /Database {7}postgres:\/\/postgres:\*\*\*@127\.0\.0\.1:\d+\/escrow \(embedded, data in \.data\/postgres\/data\)/,
    );
    // A normal start says nothing that reads like a crash (no "FATAL: the database system is starting up").
    expect(first.output()).not.toMatch(/FATAL|PANIC|ERROR:/);
    const running = state();
    expect(running.pid).toEqual(expect.any(Number));
    expect(isAlive(running.pid!)).toBe(true);

    // The server is the embedded one (not the machine's), its cluster inside the project, migrated.
    const sql = postgres(localDatabaseUrl(running), { max: 1, onnotice: () => {} });
    try {
      const [row] = await sql`select version() as version, current_setting('data_directory') as dir, current_setting('port') as port,
        to_regclass('escrows') is not null as migrated`;
      expect(row.version).toMatch(/^PostgreSQL 18\./);
      expect(fs.realpathSync(row.dir)).toBe(fs.realpathSync(path.join(project, '.data', 'postgres', 'data')));
      expect(Number(row.port)).toBe(running.port);
      expect(row.migrated).toBe(true);
    } finally {
      await sql.end();
    }

    // Where everything listens, recorded for the CLI (which runs here without PORT).
    const addressesFile = path.join(project, '.data', 'addresses.json');
    expect(JSON.parse(fs.readFileSync(addressesFile, 'utf8'))).toEqual({
      pid: first.proc.pid,
      api: `http://localhost:${env.PORT}`,
      temporal: env.TEMPORAL_ADDRESS,
      temporalUi: null, // TEMPORAL_ADDRESS given: no dev server, no UI of its own
      postgres: `127.0.0.1:${running.port}`,
    });

    // The sandbox merchant's key works against the API.
    const sandbox = JSON.parse(fs.readFileSync(path.join(project, '.data', 'sandbox-merchant.json'), 'utf8'));
    const res = await fetch(`http://127.0.0.1:${env.PORT}/api/v1/customers`, {
      headers: { authorization: `Bearer ${sandbox.testSecretKey}` },
    });
    expect(res.status).toBe(200);

    // The operator CLI, with no DATABASE_URL and no MASTER_KEY, acts on the same database.
    const created = await cliHere(['merchant', 'create', '--name', 'Embedded Foods']);
    expect({ code: created.code, stderr: created.stderr }).toEqual({ code: 0, stderr: '' });
    const merchantId = JSON.parse(created.stdout).merchantId;
    const login = await fetch(`http://127.0.0.1:${env.PORT}/api/v1/customers`, {
      headers: { authorization: `Bearer ${JSON.parse(created.stdout).testSecretKey}` },
    });
    expect(login.status).toBe(200);

    // The sandbox merchant's wallet.credited reaches a receiver on localhost through `cli listen`,
    // signed with its key, with no WEBHOOK_ALLOW_PRIVATE_TARGETS and no --key or --api-url.
    // The listener keeps running across the restart below, on another port.
    await local.start();
    listening = startCli(['listen', '--forward-to', local.url], cliEnv(), project);
    await listening.waitForStderr(/Ready: forwarding test events/);
    const triggered = await cliHere(['trigger', 'wallet.credited']);
    expect({ code: triggered.code, stderr: triggered.stderr }).toEqual({ code: 0, stderr: '' });
    const [forwarded] = await local.waitFor((r) => r.length >= 1);
    expect(verifyWebhook(forwarded.rawBody, forwarded.headers['x-service-signature'], sandbox.testSecretKey)).toMatchObject({
      type: 'wallet.credited',
      data: { walletId: JSON.parse(triggered.stdout).created.walletId },
    });

    expect(await stop(first)).toBe(0);
    firstStopped = true;
    expect(first.output()).toMatch(/\[start\] postgres stopped \(exit code 0\)/);
    expect(isAlive(running.pid!)).toBe(false);
    expect(state().pid).toBeNull();
    expect(fs.existsSync(path.join(project, '.data', 'addresses.json'))).toBe(false);
    const refused = await cliHere(['merchant', 'verify', '--id', merchantId]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/embedded PostgreSQL of `npm start` .* is not running: start it with `npm start`, or set DATABASE_URL/);

    // Started again, on another port: the same cluster and its data (the sandbox merchant, the
    // CLI's merchant), and the listener started before follows the API to its new address.
    const firstPort = env.PORT;
    env = { ...env, PORT: String(await closedPort()) };
    const second = await npmStart();
    try {
      expect(env.PORT).not.toBe(firstPort);
      expect(second.output()).toMatch(/Sandbox merchant \(reused;/);
      const again = await cliHere(['trigger', 'wallet.credited']);
      expect({ code: again.code, stderr: again.stderr }).toEqual({ code: 0, stderr: '' });
      const afterRestart = await local.waitFor((r) => r.some((w) => w.body.data.walletId === JSON.parse(again.stdout).created.walletId));
      expect(afterRestart.length).toBeGreaterThanOrEqual(2);
      expect(listening.stderr()).toContain(`The API is now at http://localhost:${env.PORT}`);
      expect(second.output()).not.toMatch(/created a PostgreSQL cluster/);
      expect(second.output()).not.toMatch(/FATAL|PANIC|ERROR:/);
      const verified = await cliHere(['merchant', 'verify', '--id', merchantId]);
      expect({ code: verified.code, stderr: verified.stderr }).toEqual({ code: 0, stderr: '' });
      expect(JSON.parse(verified.stdout)).toMatchObject({ merchantId, name: 'Embedded Foods', verified: true });
      // npm run reset refuses while npm start runs, deleting nothing.
      const refusedReset = await npmRun(['run', '--silent', 'reset']);
      expect(refusedReset.code).toBe(1);
      expect(refusedReset.stderr).toMatch(/npm start is running \(pid \d+\): stop it \(Ctrl-C\) first/);
      expect(fs.existsSync(path.join(project, '.data', 'postgres.json'))).toBe(true);
    } finally {
      expect(await stop(second)).toBe(0);
    }
    // Stopped: npm run reset deletes .data/, and the next start would begin afresh.
    const reset = await npmRun(['run', '--silent', 'reset']);
    expect({ code: reset.code, stderr: reset.stderr }).toEqual({ code: 0, stderr: '' });
    expect(reset.stdout).toMatch(/^removed \.data$/m);
    expect(fs.existsSync(path.join(project, '.data'))).toBe(false);
  } finally {
    await listening?.stop();
    await local.stop();
    if (!firstStopped) await stop(first);
  }
}, 240_000);
