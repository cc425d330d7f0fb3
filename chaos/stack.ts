import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Guardian } from '../bench/lib/guardian-client';
import { Child, ProcessGroup } from '../bench/lib/processes';
import { freePort, sleep, waitForHealth, waitForTemporal } from '../bench/lib/readiness';
import { createSql, ensureDatabase, Sql } from '../src/db';
import { migrate } from '../src/db/migrate';
import { parseMasterKey } from '../src/keys';
import { createMerchant } from '../src/merchants/merchants';
import { temporalCliPath } from '../src/temporal-binaries';
import { headlessDevServerArgs, persistedStateFlags } from '../scripts/start/dev-server-flags';
import { freezeTree, thawAll } from './freeze';
import { PostgresCluster } from './postgres-cluster';
import type { ChaosReceiver } from './receiver';

const PROJECT_ROOT = path.resolve(__dirname, '..');
export const NAMESPACE = 'default';
export const TASK_QUEUE = 'escrow';
/** The service's webhook timeout in the run (its default), which the receiver's late answers exceed. */
export const WEBHOOK_TIMEOUT_MS = 5000;

export type ProcessEvents = { workerStarts: number; workerKills: number; workerCrashes: number; apiCrashes: number };

/**
 * Everything the chaos run needs, its own and on loopback: a throwaway PostgreSQL cluster, a
 * Temporal dev server persisted to a SQLite file, the worker and the API as separate
 * processes (node with tsx's loader). The worker is supervised (restarted when it dies), and
 * the faults are methods.
 */
export class ChaosStack {
  readonly processes: ProcessGroup;
  readonly pg: PostgresCluster;
  readonly events: ProcessEvents = { workerStarts: 0, workerKills: 0, workerCrashes: 0, apiCrashes: 0 };
  sql!: Sql;
  apiBaseUrl = '';
  apiKey = '';
  merchantId = '';
  temporalAddress = '';
  databaseUrl = '';

  private temporal?: Child;
  private temporalArgs: string[] = [];
  private worker?: Child;
  private workerReady = false;
  private api?: Child;
  private apiArgs?: { env: NodeJS.ProcessEnv };
  private serviceEnv: NodeJS.ProcessEnv = {};
  private stopping = false;
  private killing = false;

  private constructor(
    readonly dir: string,
    private readonly guardian: Guardian,
    pgPort: number,
    private readonly log: (line: string) => void,
  ) {
    this.processes = new ProcessGroup(path.join(dir, 'logs'), (pgid) => guardian.tell({ type: 'group', pgid }));
    this.pg = new PostgresCluster(dir, pgPort, this.processes);
  }

  static async create(dir: string, log: (line: string) => void): Promise<ChaosStack> {
    fs.mkdirSync(path.join(dir, 'logs'), { recursive: true });
    const guardian = await Guardian.start(path.join(dir, 'logs', 'guardian.log'));
    guardian.tell({ type: 'file', path: dir }); // removed by the guardian if the run dies
    return new ChaosStack(dir, guardian, await freePort(), log);
  }

  async start(receiver: ChaosReceiver): Promise<void> {
    await this.pg.init();
    await this.pg.start();
    this.log(`postgres: throwaway cluster ${this.pg.dataDir} on 127.0.0.1:${this.pg.port}`);

    const temporalPort = await freePort();
    this.temporalAddress = `127.0.0.1:${temporalPort}`;
    const dbFile = path.join(this.dir, 'temporal.sqlite');
    this.temporalArgs = headlessDevServerArgs(temporalPort, persistedStateFlags(dbFile));
    await this.startTemporal();
    this.log(`temporal: dev server at ${this.temporalAddress}, SQLite file ${dbFile}`);

    this.databaseUrl = this.pg.urlOf('escrow_chaos');
    await ensureDatabase(this.databaseUrl);
    this.sql = createSql(this.databaseUrl, { max: 3 });
    await migrate(this.sql);
    const masterKeyHex = randomBytes(32).toString('hex');
    const merchant = await createMerchant(this.sql, parseMasterKey(masterKeyHex), { name: 'Chaos Merchant', webhookUrl: receiver.url });
    this.merchantId = merchant.merchantId;
    this.apiKey = merchant.testSecretKey;

    const apiPort = await freePort();
    this.apiBaseUrl = `http://127.0.0.1:${apiPort}/api/v1`;
    this.serviceEnv = {
      ...process.env,
      DATABASE_URL: this.databaseUrl,
      TEMPORAL_ADDRESS: this.temporalAddress,
      TEMPORAL_NAMESPACE: NAMESPACE,
      TEMPORAL_TASK_QUEUE: TASK_QUEUE,
      PORT: String(apiPort),
      MASTER_KEY: masterKeyHex,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MULTIPLIER: '1000',
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      WEBHOOK_RETRY_INTERVAL_SECONDS: '1',
      WEBHOOK_TIMEOUT_MS: String(WEBHOOK_TIMEOUT_MS),
      SANDBOX_TRANSFER_EVENT_DELAY_MS: '200',
    };
    this.startWorker();
    this.apiArgs = { env: this.serviceEnv };
    this.startApi();
    await Promise.all([this.waitWorkerReady(240_000), waitForHealth(`http://127.0.0.1:${apiPort}/health`)]);
    this.log(`worker and API up (API ${this.apiBaseUrl}); logs in ${path.join(this.dir, 'logs')}`);
  }

  // ---- Temporal ----

  private async startTemporal(): Promise<void> {
    this.temporal = this.processes.start(`temporal-${Date.now()}`, temporalCliPath(), this.temporalArgs, process.env, PROJECT_ROOT);
    const connection = await waitForTemporal(this.temporalAddress);
    await connection.close();
  }

  /** Stops the dev server (SIGTERM, SIGKILL after 10 s), waits `pauseMs`, starts it again on the same port and file. */
  async restartTemporal(pauseMs = 0): Promise<{ downMs: number }> {
    const started = Date.now();
    const old = this.temporal!;
    signal(old, 'SIGTERM');
    const timeout = sleep(10_000).then(() => 'timeout' as const);
    if ((await Promise.race([old.exited, timeout])) === 'timeout') {
      signal(old, 'SIGKILL');
      await old.exited;
    }
    await sleep(pauseMs);
    await this.startTemporal();
    return { downMs: Date.now() - started };
  }

  /** SIGSTOPs the dev server for `ms`, then SIGCONTs it (its port stays open; nothing answers). */
  async freezeTemporal(ms: number): Promise<{ processes: number; frozenMs: number }> {
    return freezeTree(this.temporal!, ms);
  }

  // ---- worker ----

  private startWorker(): void {
    const n = ++this.events.workerStarts;
    this.workerReady = false;
    const env = { ...this.serviceEnv, LOG_LEVEL: 'info' }; // "worker started" marks readiness
    const child = this.processes.startScript(`worker-${n}`, 'worker/main.ts', env, PROJECT_ROOT);
    this.worker = child;
    void child.exited.then(async () => {
      if (this.stopping || this.worker !== child) return;
      if (this.killing) return; // killWorker restarts it
      this.events.workerCrashes++;
      this.log(`worker-${n} exited on its own (see ${child.logFile}); restarting`);
      await sleep(1000);
      if (!this.stopping && this.worker === child) this.startWorker();
    });
  }

  /** SIGKILLs the worker's whole process group and starts a new worker at once. */
  async killWorker(): Promise<void> {
    const child = this.worker!;
    this.killing = true;
    signal(child, 'SIGKILL');
    await child.exited;
    this.killing = false;
    this.events.workerKills++;
    if (!this.stopping) this.startWorker();
  }

  isWorkerReady(): boolean {
    if (this.workerReady) return true;
    try {
      this.workerReady = fs.readFileSync(this.worker!.logFile, 'utf8').includes('"worker started"');
    } catch {
      this.workerReady = false;
    }
    return this.workerReady;
  }

  async waitWorkerReady(timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (!this.isWorkerReady()) {
      if (Date.now() > deadline || this.stopping) return false;
      await sleep(250);
    }
    return true;
  }

  // ---- API ----

  private startApi(): void {
    const child = this.processes.startScript(`api-${Date.now()}`, 'api/main.ts', this.apiArgs!.env, PROJECT_ROOT);
    this.api = child;
    void child.exited.then(async () => {
      if (this.stopping || this.api !== child) return;
      this.events.apiCrashes++;
      this.log(`API exited on its own (see ${child.logFile}); restarting`);
      await sleep(1000);
      if (!this.stopping) this.startApi();
    });
  }

  /** The process each role runs as now (for PostgreSQL its postmaster), for memory sampling. */
  roots(): { worker?: number; api?: number; temporal?: number; postgres?: number } {
    return {
      worker: this.worker?.process.pid,
      api: this.api?.process.pid,
      temporal: this.temporal?.process.pid,
      postgres: this.pg.serverPid,
    };
  }

  /** The error the API logged for a request it answered 500: its type, message and first stack frame. */
  loggedError(requestId: string): string | undefined {
    const logs = path.join(this.dir, 'logs');
    for (const name of fs.readdirSync(logs).filter((n) => n.startsWith('api-'))) {
      const line = fs
        .readFileSync(path.join(logs, name), 'utf8')
        .split('\n')
        .find((l) => l.includes(requestId) && l.includes('"unhandled error"'));
      if (!line) continue;
      const { err } = JSON.parse(line) as { err?: { type?: string; message?: string; stack?: string } };
      const frame = err?.stack?.split('\n').find((l) => l.trim().startsWith('at '));
      return `${err?.type}: ${err?.message}${frame ? ` (${frame.trim()})` : ''}`;
    }
    return undefined;
  }

  // ---- teardown ----

  /** Stops everything this run started and removes its temp dir (logs kept when asked). */
  async stop(keepDir: boolean): Promise<void> {
    this.stopping = true;
    thawAll(); // a frozen process would not act on SIGTERM
    await this.sql?.end({ timeout: 5 }).catch(() => {});
    for (const child of [this.api, this.worker, this.temporal]) {
      if (!child || child.process.exitCode !== null || child.process.signalCode !== null) continue;
      signal(child, 'SIGTERM');
      const timeout = sleep(10_000).then(() => 'timeout' as const);
      if ((await Promise.race([child.exited, timeout])) === 'timeout') signal(child, 'SIGKILL');
    }
    await this.pg.stop().catch(() => {});
    await this.processes.stopAll(5_000);
    if (!keepDir) fs.rmSync(this.dir, { recursive: true, force: true });
    await this.guardian.release();
  }

  killNow(): void {
    this.stopping = true;
    thawAll();
    this.processes.killAllNow();
  }
}

function signal(child: Child, sig: NodeJS.Signals): void {
  if (child.process.pid === undefined) return;
  try {
    process.kill(-child.process.pid, sig);
  } catch {
    try {
      child.process.kill(sig);
    } catch {
      // already gone
    }
  }
}
