import { Client, Connection, WorkflowClientInterceptor } from '@temporalio/client';
import type { Duration } from '@temporalio/common';
import { NativeConnection, Worker } from '@temporalio/worker';
import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { createApp } from '../../api/app';
import { Config, liveProviderSettings, loadConfig } from '../../src/config';
import { createSql, ensureDatabase, Sql } from '../../src/db';
import { migrate } from '../../src/db/migrate';
import { identityProvidersByPlane } from '../../src/identity/sandbox';
import { parseMasterKey } from '../../src/keys';
import { checkLedgerInvariants } from '../../src/ledger/invariants';
import { createMerchant, CreatedMerchant, updateMerchant } from '../../src/merchants/merchants';
import type { ActivityDeps } from '../../activities';
import { createWorker } from '../../worker/create-worker';
import { ApiClient } from './http';
import { quietRuntime } from './runtime';
import { WebhookReceiver } from './webhook-receiver';
import { testWorkflowBundlePath } from './workflow-bundle';
import { workflowTaskTimeout } from './workflow-task-timeout';

export { quietRuntime };

export type Stack = {
  config: Config;
  sql: Sql;
  temporal: Client;
  masterKey: Buffer;
  baseUrl: string;
  /** The workflow bundle its workers load (the short-timeouts one when the stack asked for it). */
  workflowBundlePath: string;
  /** Client with the default merchant's test secret key. */
  api: ApiClient;
  merchant: CreatedMerchant;
  receiver: WebhookReceiver;
  /** The in-process worker (throws with `worker: false` until restartWorker started one). */
  worker: Worker;
  /** Stops the worker (in-flight work is abandoned as in a crash) and starts a fresh one on the same task queue. */
  restartWorker(): Promise<void>;
  /** Stops the worker and leaves the task queue without one: workflow tasks wait on the server until startWorker. */
  stopWorker(): Promise<void>;
  /** Starts a fresh worker on the task queue (after stopWorker). */
  startWorker(): Promise<void>;
  newMerchant(options?: {
    webhookUrl?: string | null;
    verified?: boolean;
    liveMode?: boolean;
    suspended?: boolean;
  }): Promise<CreatedMerchant>;
  /** A merchant of its own (so system account balances are one test's) and a client with its test key. */
  newMerchantClient(): Promise<{ api: ApiClient; merchantId: string }>;
  stop(): Promise<void>;
};

export type StackOptions = {
  config?: Partial<Config>;
  /** More interceptors on the API's Temporal client (e.g. one that slows a call down). */
  clientInterceptors?: WorkflowClientInterceptor[];
  /** Run workflows on this server (e.g. a time-skipping environment) instead of the shared dev server. */
  temporal?: { client: Client; nativeConnection: NativeConnection };
  /** false: no in-process worker; the test runs its own (e.g. a worker process it can kill). */
  worker?: boolean;
  /** Replaces parts of the worker's outside world, e.g. the payout provider. */
  activities?: Pick<ActivityDeps, 'transferProvider' | 'providerRecords'>;
  /** Receives every line the API logs, at debug level (else the API logs nothing unless TEST_LOG_LEVEL says so). */
  logSink?: (line: string) => void;
  /**
   * A database of its own, created and migrated for this stack and dropped at its stop. For
   * tests that kill workers: every worker's outbox sweep reads the whole database, so on the
   * shared one a sweep of another file's stack may hand a stream of this one to retries on its
   * own task queue, which no worker polls once that file is done.
   */
  ownDatabase?: boolean;
  /**
   * Workflows cut every activity's start-to-close timeout to a few seconds (the run's second
   * bundle: workflow-bundle.ts), here and in the stack's worker processes. For tests that
   * stall an activity until it times out and its retry starts: they wait seconds, not the
   * policies' 10 to 30 s.
   */
  shortActivityTimeouts?: boolean;
  /**
   * The workflow task timeout of the workflows this stack's API starts (Temporal's default:
   * 10 s; not with `temporal`, whose client is the caller's). For tests that kill a worker
   * mid-task and wait for the task to time out.
   */
  workflowTaskTimeout?: Duration;
};

/**
 * The API's wait on Temporal for the tests that show the worker's own recovery (a worker
 * killed or restarted mid-write, a transaction that outlives its activity's timeout): the
 * request waits through it, and the test reads the recovered write's answer. Under the default
 * wait (WORKFLOW_WAIT_MS, 10 s) such a request is 503 and the client's retry with the same key
 * finds the write (test/api/workflow-task-failures.test.ts).
 */
export const WAIT_THROUGH_RECOVERY: Partial<Config> = { workflowWaitMs: 120_000 };

/** A fresh, migrated database beside the run's shared one; `drop` removes it. */
async function ownDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const shared = new URL(process.env.TEST_DATABASE_URL!);
  const name = `${shared.pathname.slice(1)}_own_${randomBytes(3).toString('hex')}`;
  const url = new URL(shared);
  url.pathname = `/${name}`;
  await ensureDatabase(url.toString());
  const sql = createSql(url.toString(), { max: 1 });
  await migrate(sql);
  await sql.end();
  return {
    url: url.toString(),
    drop: async () => {
      const admin = createSql(shared.toString(), { max: 1 });
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

/** The whole service for one test file: real PostgreSQL, real Temporal worker, Koa on a real port. */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  quietRuntime();
  const taskQueue = `test-${randomBytes(4).toString('hex')}`;
  const workflowBundlePath = testWorkflowBundlePath({ shortActivityTimeouts: options.shortActivityTimeouts });
  const database = options.ownDatabase ? await ownDatabase() : undefined;
  const config: Config = {
    ...loadConfig({ ...process.env, DATABASE_URL: database?.url ?? process.env.TEST_DATABASE_URL }),
    temporalAddress: process.env.TEST_TEMPORAL_ADDRESS!,
    taskQueue,
    webhookAllowPrivateTargets: true,
    logLevel: 'silent',
    ...options.config,
  };
  const masterKey = parseMasterKey(process.env.MASTER_KEY!);
  // The same pool settings as api/main.ts.
  const sql = createSql(config.databaseUrl, { max: 10 });
  const bookkeepingSql = createSql(config.databaseUrl, { max: 4, asyncCommit: true, genericPlans: true });

  const ownConnections = !options.temporal;
  const nativeConnection = options.temporal?.nativeConnection ?? (await NativeConnection.connect({ address: config.temporalAddress }));
  const temporal =
    options.temporal?.client ??
    new Client({
      connection: await Connection.connect({ address: config.temporalAddress }),
      namespace: config.temporalNamespace,
      interceptors: {
        workflow: [
          ...(options.workflowTaskTimeout ? [workflowTaskTimeout(options.workflowTaskTimeout)] : []),
          ...(options.clientInterceptors ?? []),
        ],
      },
    });

  const startWorker = async () => {
    const w = await createWorker({
      connection: nativeConnection,
      namespace: config.temporalNamespace,
      taskQueue,
      temporal,
      webhookRetryIntervalSeconds: config.webhookRetryIntervalSeconds,
      workflowBundle: { codePath: workflowBundlePath },
      deps: {
        sql,
        delivery: { masterKey, allowPrivateTargets: config.webhookAllowPrivateTargets, timeoutMs: config.webhookTimeoutMs },
        sandboxTransferEventDelayMs: config.sandboxTransferEventDelayMs,
        // As worker/main.ts: the live plane's provider when a live secret is configured.
        providerSecretKey: config.providerSecretIsSandbox ? undefined : config.providerSecretKey,
        live: liveProviderSettings(config),
        ...options.activities,
      },
    });
    return { worker: w.worker, shutdown: w.shutdown, run: w.run() };
  };
  let current = options.worker === false ? undefined : await startWorker();
  const stopWorker = async () => {
    if (!current) return;
    current.shutdown();
    await current.run;
    current = undefined;
  };

  const app = createApp({
    config,
    sql,
    bookkeepingSql,
    temporal,
    logger: options.logSink
      ? pino({ level: 'debug' }, { write: (line: string) => options.logSink!(line) })
      : pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
    identity: identityProvidersByPlane(liveProviderSettings(config)),
    masterKey,
    validateResponses: true,
  });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const receiver = new WebhookReceiver();
  await receiver.start();

  const newMerchant: Stack['newMerchant'] = async (o = {}) => {
    const created = await createMerchant(sql, masterKey, {
      name: `Test Merchant ${randomBytes(2).toString('hex')}`,
      webhookUrl: o.webhookUrl === undefined ? receiver.url : o.webhookUrl,
    });
    await updateMerchant(sql, created.merchantId, { verified: o.verified, liveMode: o.liveMode, suspended: o.suspended });
    return created;
  };
  const merchant = await newMerchant();

  return {
    config,
    sql,
    temporal,
    masterKey,
    baseUrl,
    workflowBundlePath,
    api: new ApiClient(`${baseUrl}/api/v1`, merchant.testSecretKey),
    merchant,
    receiver,
    get worker() {
      if (!current) throw new Error('this stack runs no in-process worker');
      return current.worker;
    },
    async restartWorker() {
      await stopWorker();
      current = await startWorker();
    },
    stopWorker,
    async startWorker() {
      if (current) throw new Error('a worker is already running');
      current = await startWorker();
    },
    newMerchant,
    async newMerchantClient() {
      const created = await newMerchant();
      return { api: new ApiClient(`${baseUrl}/api/v1`, created.testSecretKey), merchantId: created.merchantId };
    },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await stopWorker();
      await receiver.stop();
      if (ownConnections) {
        await temporal.connection.close();
        await nativeConnection.close();
      }
      await Promise.all([sql.end({ timeout: 5 }), bookkeepingSql.end({ timeout: 5 })]);
      await database?.drop();
    },
  };
}

/** The ledger invariant check every money test ends with. */
export async function expectLedgerConsistent(sql: Sql): Promise<void> {
  expect(await checkLedgerInvariants(sql)).toEqual([]);
}

/** When a test file checks the ledger invariants: after all its tests, after each, or never (no money moves). */
export type LedgerCheck = 'after-all' | 'after-each' | 'none';

/**
 * The whole service for the test file that calls this at its top level: started before its
 * tests, stopped after them, with the ledger invariant check `ledgerCheck` says. Returns a
 * stand-in that forwards to the running stack, usable inside tests and hooks.
 */
export function stackForFile(options: StackOptions = {}, ledgerCheck: LedgerCheck = 'after-all'): Stack {
  let current: Stack | undefined;
  beforeAll(async () => {
    current = await startStack(options);
  });
  if (ledgerCheck === 'after-each') afterEach(async () => expectLedgerConsistent(current!.sql));
  afterAll(async () => {
    if (!current) return; // the start failed, and said so
    if (ledgerCheck === 'after-all') await expectLedgerConsistent(current.sql);
    await current.stop();
  });
  return standIn(() => current, 'the stack');
}

/** An object that forwards to what `current` returns once a hook has started it (`what` names it in the error before). */
export function standIn<T extends object>(current: () => T | undefined, what: string): T {
  return new Proxy({} as T, {
    get(_target, key) {
      const started = current();
      if (!started) throw new Error(`${what} is not started yet: use it inside tests and hooks`);
      return Reflect.get(started, key);
    },
  });
}
