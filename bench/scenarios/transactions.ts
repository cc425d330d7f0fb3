import { customerBody, inParallel, RequestScenario, ScenarioContext } from '../lib/scenario';
import { seedStatementRows } from '../lib/statement-seed';
import { vacuumAnalyze } from '../lib/vacuum';

// Statement reads over a big table: 100,000 statement rows of the bench merchant (balanced
// journals seeded with SQL, lib/statement-seed.ts), then GET /transactions at the run's
// concurrency and with one client, and the 5000-row export as CSV and as PDF (one client,
// a few runs: p50 and max).

const SEED_ROWS = 100_000;
const SEED_CUSTOMERS = 100;
const listTarget = { maxP99Ms: 20, source: 'goal: GET /transactions p99 < 20 ms with 100,000 rows' };

let seeded: Promise<void> | undefined;

/** Seeds once per bench run, whichever of these scenarios runs first. */
function seedOnce(ctx: ScenarioContext): Promise<void> {
  seeded ??= (async () => {
    const db = ctx.database!;
    const customers = await inParallel(SEED_CUSTOMERS, ctx.concurrency, (i) =>
      ctx.api.call<{ customerId: string; walletId: string }>({
        method: 'POST',
        path: '/customers',
        body: customerBody(`${ctx.runId}-statement-${i}`),
      }),
    );
    const started = performance.now();
    await seedStatementRows(db.sql, {
      merchantId: db.merchantId,
      plane: 'test',
      count: SEED_ROWS,
      tag: `bench-${ctx.runId}`,
      spacingSeconds: 30,
      wallets: customers,
    });
    const seededMs = performance.now() - started;
    // Index-only counts need the visibility map.
    await vacuumAnalyze(db.sql, ['statement_lines', 'ledger_journals']);
    const [{ n }] = await db.sql`select count(*)::int as n from statement_lines where merchant_id = ${db.merchantId} and plane = 'test'`;
    ctx.log(
      `seeded ${SEED_ROWS} statement rows (balanced journals, ${SEED_CUSTOMERS} customers) with SQL in ${(seededMs / 1000).toFixed(1)} s; the merchant has ${n} rows`,
    );
  })();
  return seeded;
}

function listScenario(id: string, clients: 'run' | 1): RequestScenario {
  return {
    id,
    title: `GET /transactions?limit=20 (100,000 rows${clients === 1 ? ', 1 client' : ''})`,
    target: listTarget,
    needsDatabase: true,
    load: clients === 1 ? { concurrency: 1 } : undefined,
    async prepare(ctx) {
      await seedOnce(ctx);
      return () => ({ method: 'GET', path: '/transactions?limit=20' });
    },
  };
}

export const transactionsList = listScenario('transactions-list', 'run');
export const transactionsListOneClient = listScenario('transactions-list-1', 1);

function exportScenario(format: 'csv' | 'pdf', runs: number, maxP50Ms: number): RequestScenario {
  return {
    id: `transactions-export-${format}`,
    title: `GET /transactions/export?format=${format} (5000 rows, 1 client, ${runs} runs)`,
    target: { maxP50Ms, source: `goal: ${format.toUpperCase()} export of 5000 rows < ${maxP50Ms} ms` },
    needsDatabase: true,
    load: { concurrency: 1, requests: runs, warmupSeconds: 2 },
    async prepare(ctx) {
      await seedOnce(ctx);
      // The file really has 5000 rows (the newest of 100,000): checked once before measuring.
      const probe = await ctx.api.send({ method: 'GET', path: `/transactions/export?format=${format}` });
      if (probe.status !== 200) throw new Error(`export answered ${probe.status}: ${probe.body.slice(0, 300)}`);
      if (format === 'csv' && probe.body.trimEnd().split('\n').length !== 5001) throw new Error('the CSV export does not have 5000 rows');
      if (format === 'pdf' && !probe.body.startsWith('%PDF-')) throw new Error('the PDF export is not a PDF');
      ctx.log(`${format} export probe (cold): ${probe.latencyMs.toFixed(0)} ms`);
      return () => ({ method: 'GET', path: `/transactions/export?format=${format}` });
    },
  };
}

export const transactionsExportCsv = exportScenario('csv', 10, 300);
export const transactionsExportPdf = exportScenario('pdf', 5, 2000);
