import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { createSql, ensureDatabase, Sql } from '../../src/db';
import { migrate } from '../../src/db/migrate';
import { parseMasterKey } from '../../src/keys';
import { createMerchant } from '../../src/merchants/merchants';
import { temporalCliPath } from '../../src/temporal-binaries';
import { headlessDevServerArgs, persistedStateFlags, sqliteFiles } from '../../scripts/start/dev-server-flags';
import { createBareTables } from '../bare/schema';
import { BARE_TASK_QUEUE } from '../bare/messages';
import { BareTarget, startBareProcesses } from '../bare/start';
import { CpuSnapshot, cpuSnapshot, MeteredGroup } from './cpu-meter';
import { Guardian } from './guardian-client';
import type { BenchOptions } from './options';
import type { BenchDatabase } from './scenario';
import { ProcessGroup } from './processes';
import { freePort, race, sleep, waitForHealth, waitForPollers, waitForTemporal } from './readiness';
import { WebhookSink } from './webhook-sink';
import { startAutovacuumStandIn } from './autovacuum-stand-in';
import { KeptStack, readKeptStack, temporalFileIn, writeKeptStack } from './kept-stack';

const PROJECT_ROOT = path.resolve(__dirname, '..', '..');
const NAMESPACE = 'default';
const TASK_QUEUE = 'escrow';

export type WebhookReport = {
  received: number;
  byType: Record<string, number>;
  /** Events in the outbox by delivery status (own stack only). */
  outbox: Record<string, number>;
  waitedSeconds: number;
};

/** What the scenarios run against: the service's API plus a way to ask how webhooks did. */
export type BenchTarget = {
  apiBaseUrl: string;
  apiKey: string;
  /** Lines for the report header: what was started and how. */
  description: string[];
  settings: Record<string, unknown>;
  /** The bench's database and merchant, when the bench started the stack itself. */
  database?: BenchDatabase;
  /** The Temporal frontend the service uses, when the bench started it (to read workflow histories). */
  temporalAddress?: string;
  /** The bare twins (bench/bare/), when the bench started them. */
  bare?: BareTarget;
  /** Pending-deadline holds this stack already has, and a way to record more (BENCH_STATE_DIR). */
  pendingDeadlines?: { seeded: number; record(count: number): void };
  /** Waits (bounded) for outstanding webhooks, then reports; null when the bench cannot see them. */
  webhooks(drainSeconds: number): Promise<WebhookReport | null>;
  /** CPU seconds so far per process of the stack, PostgreSQL and the bench (own stack only). */
  cpu?: () => CpuSnapshot;
  /** The stack's processes by name and process group (own stack only). */
  processGroups?: () => MeteredGroup[];
  /** Rejects if a service process dies while the bench runs. */
  failure: Promise<never>;
  stop(): Promise<void>;
  /** Synchronous last resort for process exit. */
  killNow(): void;
};

export function externalTarget(external: NonNullable<BenchOptions['external']>): BenchTarget {
  return {
    apiBaseUrl: `${external.apiUrl}/api/v1`,
    apiKey: external.apiKey,
    description: [
      `target: already running service at ${external.apiUrl} (BENCH_API_URL); nothing started by the bench`,
      'rate limits: whatever that service is configured with (the bench did NOT raise them; 429s are reported below)',
      "webhooks: not observed (the merchant's webhookUrl is not the bench's)",
    ],
    settings: { mode: 'external', apiUrl: external.apiUrl },
    webhooks: async () => null,
    failure: new Promise<never>(() => {}),
    stop: async () => {},
    killNow: () => {},
  };
}

export type Teardown = Pick<BenchTarget, 'stop' | 'killNow'>;

/**
 * The worker or the API, run by node with tsx's loader as `npm run worker` / `npm run api` and
 * the Dockerfile do; with a profile folder, under V8's CPU profiler, so the process writes its
 * profiles (one per thread) into `profileDir/name` when it stops.
 */
function startService(
  processes: ProcessGroup,
  name: 'worker' | 'api',
  entry: string,
  env: NodeJS.ProcessEnv,
  profileDir: string | undefined,
): void {
  const nodeArgs: string[] = [];
  if (profileDir) {
    const dir = path.join(profileDir, name);
    fs.mkdirSync(dir, { recursive: true });
    nodeArgs.push('--cpu-prof', `--cpu-prof-dir=${dir}`);
  }
  processes.startScript(name, entry, env, PROJECT_ROOT, nodeArgs);
}

/**
 * The whole service on this machine, as separate processes like production: a Temporal dev
 * server, a fresh database, the worker and the API. Everything is torn down by stop().
 */
export async function startLocalStack(
  options: BenchOptions,
  log: (line: string) => void,
  logDir: string,
  /** Receives the teardown before anything starts, so a Ctrl-C during start-up cleans up too. */
  onTeardown: (teardown: Teardown) => void,
  /** Also start the bare twins' worker and read server (bench/bare/), when a bare scenario runs. */
  withBare = false,
  /** Where the service's processes reach the Temporal server instead of its own address (bench:anatomy's counting relay). */
  relayTemporal?: (address: { hostname: string; port: number }) => Promise<string>,
): Promise<BenchTarget> {
  fs.mkdirSync(logDir, { recursive: true });
  const guardian = await Guardian.start(path.join(logDir, 'guardian.log'));
  const processes = new ProcessGroup(logDir, (pgid) => guardian.tell({ type: 'group', pgid }));
  const cleanups: Array<() => Promise<void>> = [];
  let sql: Sql | undefined;
  const sink = new WebhookSink();
  // BENCH_STATE_DIR: the previous run's database, Temporal file and merchant (lib/kept-stack.ts).
  if (options.stateDir) fs.mkdirSync(options.stateDir, { recursive: true, mode: 0o700 });
  const kept = options.stateDir ? readKeptStack(options.stateDir) : undefined;
  const keepData = options.stateDir !== undefined;
  const databaseName = kept?.databaseName ?? `${options.databasePrefix ?? 'bench'}_${Date.now()}`;
  // The service, the bare twins and the bench's own pool reach the database alike: through
  // options.databaseSocketDir when set (a Unix socket), else TCP.
  const databaseUrl = `${options.databaseBaseUrl}/${databaseName}${options.databaseSocketDir ? `?host=${options.databaseSocketDir}` : ''}`;
  const temporalDbFile = options.stateDir ? temporalFileIn(options.stateDir) : path.join(os.tmpdir(), `${databaseName}-temporal.sqlite`);

  let stopped: Promise<void> | undefined;
  const stop = () =>
    (stopped ??= (async () => {
      await processes.stopAll();
      await sink.stop();
      let clean = true;
      for (const cleanup of cleanups.reverse()) {
        await cleanup().catch((err) => {
          clean = false;
          log(`cleanup failed: ${err}`);
        });
      }
      // Left unreleased, the guardian retries whatever failed once the bench has exited.
      if (clean) await guardian.release();
    })());
  const killNow = () => processes.killAllNow();
  onTeardown({ stop, killNow });

  try {
    // Temporal dev server.
    const temporalPort = await freePort();
    const temporalAddress = `127.0.0.1:${temporalPort}`;
    const storageArgs = options.temporalStorage === 'file' ? persistedStateFlags(temporalDbFile) : [];
    if (options.temporalStorage === 'file' && !keepData) {
      for (const file of sqliteFiles(temporalDbFile)) guardian.tell({ type: 'file', path: file });
      cleanups.push(async () => sqliteFiles(temporalDbFile).forEach((file) => fs.rmSync(file, { force: true })));
    }
    processes.start(
      'temporal',
      temporalCliPath(),
      [...headlessDevServerArgs(temporalPort, storageArgs), ...options.temporalExtraArgs],
      process.env,
      PROJECT_ROOT,
    );
    const earlyExit = processes.watchForEarlyExit();
    earlyExit.catch(() => {}); // observed through `failure` and the races below
    const temporal = await race(earlyExit, waitForTemporal(temporalAddress));
    cleanups.push(() => temporal.close());
    log(
      `temporal dev server up at ${temporalAddress} (${options.temporalStorage === 'file' ? `SQLite file ${temporalDbFile}` : 'in-memory'})`,
    );

    // A fresh database (or the kept stack's), migrated; dropped at the end unless kept.
    const dropAtEnd = !options.keepDatabase && !keepData;
    if (dropAtEnd) guardian.tell({ type: 'database', adminUrl: `${options.databaseBaseUrl}/postgres`, name: databaseName });
    await ensureDatabase(databaseUrl);
    if (dropAtEnd) cleanups.push(() => dropDatabase(options.databaseBaseUrl, databaseName));
    sql = createSql(databaseUrl, { max: 2 });
    const openSql = sql;
    cleanups.push(() => openSql.end({ timeout: 5 }));
    await migrate(sql);
    log(`database ${databaseName} ${kept ? 'reopened' : 'created'} and migrated`);
    const standIn = await startAutovacuumStandIn(databaseUrl, log);
    if (standIn) {
      log(standIn.description);
      cleanups.push(async () => {
        const { vacuums, analyzes } = await standIn.stop();
        log(`autovacuum stand-in: ${vacuums} table vacuums, ${analyzes} table analyses`);
      });
    }

    // The merchant under load, with its webhooks pointed at the bench's receiver.
    await sink.start();
    const masterKeyHex = kept?.masterKeyHex ?? randomBytes(32).toString('hex');
    const merchant = kept
      ? { merchantId: kept.merchantId, testSecretKey: kept.apiKey }
      : await createMerchant(sql, parseMasterKey(masterKeyHex), { name: 'Bench Merchant', webhookUrl: sink.url });
    if (kept) await sql`update merchants set webhook_url = ${sink.url} where id = ${kept.merchantId}`;
    let state: KeptStack | undefined = options.stateDir
      ? (kept ?? { databaseName, masterKeyHex, merchantId: merchant.merchantId, apiKey: merchant.testSecretKey, pendingDeadlines: 0 })
      : undefined;
    if (options.stateDir && state && !kept) writeKeptStack(options.stateDir, state);

    const apiPort = await freePort();
    const serviceEnv: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: databaseUrl,
      TEMPORAL_ADDRESS: relayTemporal ? await relayTemporal({ hostname: '127.0.0.1', port: temporalPort }) : temporalAddress,
      TEMPORAL_NAMESPACE: NAMESPACE,
      TEMPORAL_TASK_QUEUE: TASK_QUEUE,
      PORT: String(apiPort),
      MASTER_KEY: masterKeyHex,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MULTIPLIER: String(options.rateLimitMultiplier),
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
    };
    startService(processes, 'worker', 'worker/main.ts', serviceEnv, options.cpuProfileDir);
    startService(processes, 'api', 'api/main.ts', serviceEnv, options.cpuProfileDir);
    if (withBare) await createBareTables(sql);
    const bareStart = withBare
      ? await startBareProcesses({ processes, env: serviceEnv, temporal, namespace: NAMESPACE, merchantId: merchant.merchantId })
      : undefined;
    const failure = processes.watchForEarlyExit();
    failure.catch(() => {});
    await race(
      failure,
      Promise.all([waitForPollers(temporal, NAMESPACE, TASK_QUEUE, 'worker'), waitForHealth(`http://127.0.0.1:${apiPort}/health`)]),
    );
    log(`worker polling task queue "${TASK_QUEUE}"; API healthy on port ${apiPort}`);
    const bare = bareStart && (await race(failure, bareStart.ready));
    if (bare) log(`bare worker polling task queue "${BARE_TASK_QUEUE}"; bare read server healthy at ${bare.readBaseUrl}`);

    const benchSql = sql;
    return {
      temporalAddress,
      apiBaseUrl: `http://127.0.0.1:${apiPort}/api/v1`,
      apiKey: merchant.testSecretKey,
      description: [
        `temporal: dev server started by the bench (${options.temporalStorage === 'file' ? 'persisted to a temp SQLite --db-filename, like npm start' : 'in-memory store'}), headless, ${temporalAddress}`,
        keepData
          ? `database: ${databaseName} and Temporal file ${temporalDbFile}, ${kept ? 'as a previous run left them' : 'new'}, KEPT afterwards (BENCH_STATE_DIR=${options.stateDir})`
          : `database: fresh ${databaseName} (${options.keepDatabase ? 'KEPT afterwards: BENCH_KEEP_DATABASE=true' : 'dropped at the end'})`,
        `processes: \`node ${options.cpuProfileDir ? '--cpu-prof ' : ''}--import tsx worker/main.ts\` and \`… api/main.ts\`, LOG_LEVEL=warn, WEBHOOK_ALLOW_PRIVATE_TARGETS=true`,
        ...(bare
          ? [
              `bare twins: \`node --import tsx bench/bare/worker.ts\` (task queue "${BARE_TASK_QUEUE}", same Temporal server and database) and \`… bench/bare/read-server.ts\``,
            ]
          : []),
        // The sandbox quota (100/min per family) would otherwise be all the bench measures.
        options.rateLimitMultiplier === 1
          ? 'rate limits: the normal sandbox quota of 100/min per family (BENCH_RATE_LIMIT_MULTIPLIER=1)'
          : `rate limits: RAISED by the bench, RATE_LIMIT_MULTIPLIER=${options.rateLimitMultiplier} (sandbox quota 100/min -> ${Math.floor(100 * options.rateLimitMultiplier)}/min per family)`,
        `webhooks: merchant webhookUrl -> receiver inside the bench process (${sink.url}), answers 200`,
        `logs: ${logDir}`,
        ...(options.cpuProfileDir
          ? [
              `CPU profiles (BENCH_CPU_PROFILE_DIR): ${options.cpuProfileDir}/worker and …/api, one per thread that ends by itself (not the workflow thread, which the SDK terminates), written when the processes stop`,
            ]
          : []),
      ],
      database: { sql: benchSql, merchantId: merchant.merchantId },
      bare,
      pendingDeadlines:
        state && options.stateDir
          ? {
              seeded: state.pendingDeadlines,
              record: (count) => {
                state = { ...state!, pendingDeadlines: count };
                writeKeptStack(options.stateDir!, state);
              },
            }
          : undefined,
      settings: {
        mode: 'local',
        temporalStorage: options.temporalStorage,
        database: databaseName,
        stateDir: options.stateDir ?? null,
        keptFromEarlierRun: kept !== undefined,
        rateLimitMultiplier: options.rateLimitMultiplier,
        logLevel: 'warn',
        autovacuum: standIn ? 'bench stand-in' : 'server',
        cpuProfileDir: options.cpuProfileDir ?? null,
      },
      webhooks: async (drainSeconds) => {
        const started = Date.now();
        const pending = async () => Number((await benchSql`select count(*)::int as n from events where delivery_status = 'pending'`)[0].n);
        while ((await pending()) > 0 && Date.now() - started < drainSeconds * 1000) await sleep(250);
        const rows = await benchSql`select delivery_status, count(*)::int as n from events group by delivery_status`;
        return {
          received: sink.received,
          byType: { ...sink.byType },
          outbox: Object.fromEntries(rows.map((r) => [r.delivery_status as string, Number(r.n)])),
          waitedSeconds: (Date.now() - started) / 1000,
        };
      },
      cpu: () => cpuSnapshot(processes.metered()),
      processGroups: () => processes.metered(),
      failure,
      stop,
      killNow,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}

async function dropDatabase(baseUrl: string, name: string): Promise<void> {
  const admin = postgres(`${baseUrl}/postgres`, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
  } finally {
    await admin.end();
  }
}
