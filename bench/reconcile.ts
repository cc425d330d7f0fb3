import { Client } from '@temporalio/client';
import { NativeConnection, Runtime } from '@temporalio/worker';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createSql, ensureDatabase, Sql } from '../src/db';
import { migrate } from '../src/db/migrate';
import { parseMasterKey } from '../src/keys';
import { createMerchant } from '../src/merchants/merchants';
import type { PageCursor, ProviderDay, ProviderRecords, ProviderTransactionRecord, RecordPage } from '../src/payments/records';
import { lagosDayOf, providerDay } from '../src/reconciliation/days';
import { depositMovementId } from '../src/reconciliation/ledger';
import { readReport } from '../src/reconciliation/report';
import { temporalCliPath } from '../src/temporal-binaries';
import { headlessDevServerArgs } from '../scripts/start/dev-server-flags';
import { createWorker } from '../worker/create-worker';
import { runReconciliation } from '../temporal/reconciliation-runs';
import { freePort, waitForTemporal } from './lib/readiness';

// `npm run bench:reconcile`: one reconciliation of a provider day of RECONCILE_RECORDS deposits
// (default 100,000), the ledger seeded with a booking for each but every
// RECONCILE_DIFFERENCE_EVERY-th (default 1,000: those are missed deposits, healed through the
// wallet-credit workflow as their webhook would have been), read from a
// synthetic provider that makes each page on demand (so the provider side holds one page at a
// time, as a paged HTTP API does). It runs the real workflow, activities and SQL on a worker in
// this process against a fresh database on RECONCILE_DATABASE_BASE_URL (default the machine's
// PostgreSQL, postgres://postgres@127.0.0.1:5432; dropped at the end) and a Temporal dev server
// of its own (in memory). It prints the time, the report's counts, this process's peak RSS
// (worker and bench), the dev server's peak RSS and the database's growth. docs/performance.md
// "Reconciling a day" has the figures.

const RECORDS = Number(process.env.RECONCILE_RECORDS ?? 100_000);
const DIFFERENCE_EVERY = Number(process.env.RECONCILE_DIFFERENCE_EVERY ?? 1_000);
const PER_PAGE = Number(process.env.RECONCILE_PER_PAGE ?? 100);
const BATCH = Number(process.env.RECONCILE_BATCH ?? 500);
const BASE_URL = process.env.RECONCILE_DATABASE_BASE_URL ?? 'postgres://postgres@127.0.0.1:5432';
const SEED_BATCH = 10_000;

const DAY = lagosDayOf(new Date(Date.now() - 24 * 60 * 60 * 1000));
const ACCOUNT = '9900000001';
const reference = (i: number) => `T_bench_${String(i).padStart(9, '0')}`;

let interrupt: () => void = () => {};
const interrupted = new Promise<never>((_, reject) => (interrupt = () => reject(new Error('interrupted'))));
interrupted.catch(() => {});
const orInterrupted = <T>(work: Promise<T>) => Promise.race([work, interrupted]);

/** A provider whose day is RECORDS deposits to one account, made page by page when asked. */
class SyntheticRecords implements ProviderRecords {
  readonly name = 'paystack';
  private readonly paidAt: string;
  constructor(day: ProviderDay) {
    this.paidAt = new Date(day.from.getTime() + 60_000).toISOString();
  }
  async transactions(_day: ProviderDay, cursor: PageCursor): Promise<RecordPage<ProviderTransactionRecord>> {
    const start = (cursor.page - 1) * cursor.perPage;
    const end = Math.min(start + cursor.perPage, RECORDS);
    const records: ProviderTransactionRecord[] = [];
    for (let i = start; i < end; i++) {
      const ref = reference(i);
      records.push({
        reference: ref,
        status: 'success',
        amount: 500_000n,
        fee: 5_000n,
        currency: 'NGN',
        channel: 'dedicated_nuban',
        receiverAccountNumber: ACCOUNT,
        paidAt: this.paidAt,
        raw: {
          reference: ref,
          amount: 500_000,
          fees: 5_000,
          currency: 'NGN',
          channel: 'dedicated_nuban',
          status: 'success',
          paid_at: this.paidAt,
        },
      });
    }
    return { records, next: end < RECORDS ? { page: cursor.page + 1, perPage: cursor.perPage } : null };
  }
  async transfers(): Promise<RecordPage<never>> {
    return { records: [], next: null };
  }
  async refunds(): Promise<RecordPage<never>> {
    return { records: [], next: null };
  }
  async settlements(): Promise<RecordPage<never>> {
    return { records: [], next: null };
  }
  async settlementTransactions(): Promise<RecordPage<never>> {
    return { records: [], next: null };
  }
}

/** The ledger's side: a live wallet with the account, and a deposit journal for each record the ledger has. */
async function seed(sql: Sql, masterKey: Buffer): Promise<{ merchantId: string; seeded: number }> {
  const merchant = await createMerchant(sql, masterKey, { name: 'Bench Reconcile', webhookUrl: null });
  const merchantId = merchant.merchantId;
  const customerId = `cus_bench${randomBytes(8).toString('hex')}`.slice(0, 28);
  const walletId = `wal_bench${randomBytes(8).toString('hex')}`.slice(0, 28);
  await sql`insert into customers (id, merchant_id, plane, first_name, last_name, email, phone) values (${customerId}, ${merchantId}, 'live', 'Ada', 'Bench', 'ada@bench.example', '+2348000000000')`;
  await sql`insert into wallets (id, merchant_id, plane, customer_id, account_number, bank_code, account_status) values (${walletId}, ${merchantId}, 'live', ${customerId}, ${ACCOUNT}, '035', 'active')`;
  await sql`insert into ledger_accounts (id, merchant_id, plane, wallet_id, kind, non_negative) values
    (${`${walletId}:available`}, ${merchantId}, 'live', ${walletId}, 'available', false)`;
  const clearing = `${merchantId}:live:provider_clearing`;
  const fees = `${merchantId}:live:provider_fees`;
  const available = `${walletId}:available`;
  // Booked through the day, 40 ms apart (a million fill 11 hours), a few seconds after each record.
  const firstBooking = providerDay(DAY).from.getTime() + 120_000;
  let seeded = 0;
  for (let start = 0; start < RECORDS; start += SEED_BATCH) {
    const rows: Array<{ id: string; movement_id: string; at: string }> = [];
    for (let i = start; i < Math.min(start + SEED_BATCH, RECORDS); i++) {
      if (DIFFERENCE_EVERY > 0 && i % DIFFERENCE_EVERY === DIFFERENCE_EVERY - 1) continue; // provider-only
      rows.push({
        id: `txn_bench${String(i).padStart(15, '0')}`,
        movement_id: depositMovementId(reference(i)),
        at: new Date(firstBooking + i * 40).toISOString(),
      });
    }
    seeded += rows.length;
    // Seeding only: the balance trigger is skipped (each journal below balances by construction).
    await sql.begin(async (tx) => {
      await tx`set local session_replication_role = replica`;
      await tx`insert into ledger_journals (id, merchant_id, plane, movement_id, event_type, related_id, created_at)
        select x.id, ${merchantId}, 'live', x.movement_id, 'wallet_credit', ${walletId}, x.at
        from jsonb_to_recordset(${tx.json(rows)}) as x(id text, movement_id text, at timestamptz)`;
      await tx`insert into ledger_entries (journal_id, account_id, amount)
        select x.id, a.account, a.amount from jsonb_to_recordset(${tx.json(rows)}) as x(id text)
        cross join (values (${clearing}, -500000::bigint), (${fees}, 5000::bigint), (${available}, 495000::bigint)) as a(account, amount)`;
    });
    process.stdout.write(`\rseeded ${Math.min(start + SEED_BATCH, RECORDS)} / ${RECORDS}`);
  }
  process.stdout.write('\n');
  await sql`analyze`;
  return { merchantId, seeded };
}

/** Peak resident memory (VmHWM) of a process, in MiB; null where /proc is not there. */
function peakRssMiB(pid: number): number | null {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Math.round(Number(match[1]) / 1024) : null;
  } catch {
    return null;
  }
}

async function main(): Promise<void> {
  const name = `bench_reconcile_${Date.now()}`;
  const url = `${BASE_URL.replace(/\/+$/, '')}/${name}`;
  await ensureDatabase(url);
  const sql = createSql(url, { max: 10 });
  const port = await freePort();
  const server = spawn(temporalCliPath(), headlessDevServerArgs(port, [], 'error'), { stdio: 'ignore' });
  const address = `127.0.0.1:${port}`;
  let sampler: NodeJS.Timeout | undefined;
  try {
    await migrate(sql);
    const masterKey = parseMasterKey(randomBytes(32).toString('hex'));
    const seedStart = Date.now();
    const { seeded } = await orInterrupted(seed(sql, masterKey));
    console.log(`seeded ${seeded} deposit journals in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`);
    const sizeBefore = Number((await sql`select pg_database_size(current_database()) as size`)[0].size);

    Runtime.install({ logger: new (await import('@temporalio/worker')).DefaultLogger('ERROR') });
    const connection = await waitForTemporal(address);
    const client = new Client({ connection });
    const nativeConnection = await NativeConnection.connect({ address });
    const taskQueue = 'bench-reconcile';
    const records = new SyntheticRecords(providerDay(DAY));
    const worker = await createWorker({
      connection: nativeConnection,
      namespace: 'default',
      taskQueue,
      temporal: client,
      webhookRetryIntervalSeconds: 15,
      deps: {
        sql,
        delivery: { masterKey, allowPrivateTargets: true, timeoutMs: 5000 },
        providerRecords: (plane) => (plane === 'live' ? records : null),
      },
    });
    const running = worker.run();
    let heapPeak = 0;
    sampler = setInterval(() => (heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed)), 250);
    const started = Date.now();
    const outcome = await orInterrupted(
      runReconciliation(client, { plane: 'live', day: DAY, taskQueue, perPage: PER_PAGE, batchSize: BATCH }),
    );
    const seconds = (Date.now() - started) / 1000;
    clearInterval(sampler);
    if (outcome.status !== 'completed') throw new Error(`the run failed: ${outcome.failure}`);
    const report = await readReport(sql, 'live', DAY);
    const sizeAfter = Number((await sql`select pg_database_size(current_database()) as size`)[0].size);
    const staged = (await sql`select pg_total_relation_size('reconciliation_provider_records') as size`)[0].size;
    const summary = report.summary!;
    console.log(
      JSON.stringify(
        {
          records: RECORDS,
          perPage: PER_PAGE,
          batch: BATCH,
          seconds: Math.round(seconds * 10) / 10,
          recordsPerSecond: Math.round(RECORDS / seconds),
          matched: summary.classes.matched.count,
          missingInLedgerHealed: summary.classes.missing_in_ledger.count,
          unrecognised: summary.classes.unrecognised.count,
          missingAtProvider: summary.classes.missing_at_provider.count,
          differences: report.differences.length,
          benchProcessPeakRssMiB: peakRssMiB(process.pid),
          benchProcessPeakHeapMiB: Math.round(heapPeak / 1024 / 1024),
          temporalServerPeakRssMiB: server.pid ? peakRssMiB(server.pid) : null,
          databaseGrowthMiB: Math.round((sizeAfter - sizeBefore) / 1024 / 1024),
          stagedRecordsMiB: Math.round(Number(staged) / 1024 / 1024),
          cpus: (await import('node:os')).cpus().length,
          loadAverage: (await import('node:os')).loadavg().map((l) => Math.round(l * 100) / 100),
        },
        null,
        1,
      ),
    );
    worker.shutdown();
    await running;
    await nativeConnection.close();
    await connection.close();
  } finally {
    if (sampler) clearInterval(sampler);
    await sql.end({ timeout: 5 });
    server.kill('SIGTERM');
    const admin = createSql(`${BASE_URL.replace(/\/+$/, '')}/postgres`, { max: 1 });
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

// Ctrl-C or a kill ends the wait, so main's `finally` still drops the database and stops the dev server.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => interrupt());

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
