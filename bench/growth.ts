import fs from 'node:fs';
import path from 'node:path';
import { createSql, Sql } from '../src/db';
import { listEvents } from '../src/events/queries';
import { listCustomers } from '../src/customers/customers';
import { listEscrows } from '../src/escrows/store';
import { listSessions } from '../src/checkout/session-store';
import { parseMasterKey } from '../src/keys';
import { createMerchant } from '../src/merchants/merchants';
import type { Owner } from '../src/owner';
import { listTransactions } from '../src/transactions/statement';
import { listWallets } from '../src/wallets/wallets';
import { listWithdrawals } from '../src/withdrawals/store';
import { DashboardSession, dashboardSession, timePage } from './lib/dashboard-pages';
import { growByCloning, GrowthSource } from './lib/growth-seed';
import { LatencyHistogram } from './lib/histogram';
import { HttpClient, isSuccess, RequestSpec } from './lib/http-client';
import { loadBenchOptions } from './lib/options';
import { startLocalStack, Teardown } from './lib/stack';
import { seedStatementRows } from './lib/statement-seed';
import { vacuumAnalyze } from './lib/vacuum';

// `npm run bench:growth`: how the list endpoints' latency grows with a merchant. Brings up the
// whole service, seeds one merchant through the API (customers, credits, escrows funded,
// released, refunded and cancelled, withdrawals, checkout sessions), grows it with SQL to a
// small size and then to a large one (lib/growth-seed.ts: copies of those rows, every
// invariant and trigger kept, a tenth of the statement rows on one customer), with a second
// tenant of the large size beside it, and measures each list endpoint at both sizes (one
// client, p50), with what must stay flat beside them: reads by id, the 5,000-row exports and two
// money writes (an escrow funded from the payer's wallet, a release). Prints the table with the
// factor, the targets at the large size (met or missed), EXPLAIN (ANALYZE) of every list
// statement that grew, and writes bench/results/growth-latest.json.
//
// BENCH_GROWTH_SMALL_ROWS (10000) and BENCH_GROWTH_LARGE_ROWS (1000000): statement rows of the
// merchant at each size; BENCH_GROWTH_SAMPLES (25): requests per endpoint and size;
// BENCH_GROWTH_RESULTS_FILE: where the JSON goes instead of bench/results/growth-latest.json.

const RESULTS_DIR = path.join(__dirname, 'results');
const log = (line: string) => console.log(`[growth] ${line}`);
const DAY_SECONDS = 86_400;

function sizeFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number, got "${raw}"`);
  return value;
}

type Party = { customerId: string; walletId: string };
type Context = {
  heavyCustomerId: string;
  heavyEscrowCustomerId: string;
  payer: Party;
  payee: Party;
  api: HttpClient;
  sql: Sql;
  owner: Owner;
  /** The merchant owner's dashboard session, made afresh before each measurement. */
  dashboard?: DashboardSession;
};

/**
 * A measured call. A list: its request at a size, and the same list read directly (for
 * EXPLAIN). A probe (a read by id, an export, a money write): `prepare` makes what `count`
 * requests need and gives the i-th request.
 */
type Endpoint = {
  name: string;
  kind: 'list' | 'read' | 'export' | 'write' | 'page';
  path?: (ctx: Context) => Promise<string>;
  direct?: (db: Sql, ctx: Context, path: string) => Promise<unknown>;
  prepare?: (ctx: Context, count: number) => Promise<(i: number) => RequestSpec>;
  /** Fewer requests for a slow call (the PDF). */
  samples?: (samples: number) => number;
};

const query = (pathWithQuery: string) => new URL(pathWithQuery, 'http://x').searchParams;
const page = (q: URLSearchParams) => ({
  limit: Number(q.get('limit') ?? 20),
  offset: Number(q.get('offset') ?? 0),
  startingAfter: q.get('startingAfter') ?? undefined,
});

/** The list's total, read once through the API. */
async function totalOf(ctx: Context, listPath: string): Promise<number> {
  return (await ctx.api.call<{ pagination: { total: number } }>({ method: 'GET', path: listPath })).pagination.total;
}

/** A cursor page as deep as the last offset page: the cursor is the row just before it. */
async function lastPageCursor(ctx: Context, listPath: string, key: string, cursorOf: (row: any) => string): Promise<string> {
  const total = await totalOf(ctx, listPath);
  const sep = listPath.includes('?') ? '&' : '?';
  const data = await ctx.api.call<any>({ method: 'GET', path: `${listPath}${sep}limit=1&offset=${Math.max(0, total - 21)}` });
  return `${listPath}${sep}limit=20&startingAfter=${encodeURIComponent(cursorOf(data[key][0]))}`;
}

const lastOffset = async (ctx: Context, listPath: string) => {
  const sep = listPath.includes('?') ? '&' : '?';
  return `${listPath}${sep}limit=20&offset=${Math.max(0, (await totalOf(ctx, listPath)) - 20)}`;
};

function monthAgo(): string {
  const end = new Date(Date.now() - 30 * DAY_SECONDS * 1000);
  const start = new Date(end.getTime() - 30 * DAY_SECONDS * 1000);
  return `startDate=${start.toISOString().slice(0, 10)}&endDate=${end.toISOString().slice(0, 10)}`;
}

const transactions = (db: Sql, ctx: Context, p: string) => {
  const q = query(p);
  const filters = Object.fromEntries(['customerId', 'type', 'direction'].filter((k) => q.has(k)).map((k) => [k, q.get(k)!]));
  const at = (name: 'startDate' | 'endDate', days: number) =>
    q.has(name) ? { text: q.get(name)!, at: new Date(Date.parse(q.get(name)!) + days * DAY_SECONDS * 1000) } : undefined;
  return listTransactions(db, ctx.owner, { ...filters, startDate: at('startDate', 0), endDate: at('endDate', 1) }, page(q));
};

const ENDPOINTS: Endpoint[] = [
  { name: 'GET /transactions', kind: 'list', path: async () => '/transactions', direct: transactions },
  {
    name: 'GET /transactions?customerId= (the big customer)',
    kind: 'list',
    path: async (c) => `/transactions?customerId=${c.heavyCustomerId}`,
    direct: transactions,
  },
  {
    name: 'GET /transactions?type=escrow_funded',
    kind: 'list',
    path: async () => '/transactions?type=escrow_funded',
    direct: transactions,
  },
  { name: 'GET /transactions?direction=in', kind: 'list', path: async () => '/transactions?direction=in', direct: transactions },
  { name: 'GET /transactions one month', kind: 'list', path: async () => `/transactions?${monthAgo()}`, direct: transactions },
  { name: 'GET /transactions offset 10,000', kind: 'list', path: async () => '/transactions?limit=20&offset=10000', direct: transactions },
  { name: 'GET /transactions last page (offset)', kind: 'list', path: (c) => lastOffset(c, '/transactions'), direct: transactions },
  {
    name: 'GET /transactions last page (cursor)',
    kind: 'list',
    path: (c) => lastPageCursor(c, '/transactions', 'transactions', (r) => `${r.transactionId}:${r.customerId}`),
    direct: transactions,
  },
  {
    name: 'GET /customers',
    kind: 'list',
    path: async () => '/customers',
    direct: (db, c, p) => listCustomers(db, c.owner, page(query(p))),
  },
  {
    name: 'GET /customers last page (offset)',
    kind: 'list',
    path: (c) => lastOffset(c, '/customers'),
    direct: (db, c, p) => listCustomers(db, c.owner, page(query(p))),
  },
  {
    name: 'GET /customers last page (cursor)',
    kind: 'list',
    path: (c) => lastPageCursor(c, '/customers', 'customers', (r) => r.customerId),
    direct: (db, c, p) => listCustomers(db, c.owner, page(query(p))),
  },
  { name: 'GET /wallets', kind: 'list', path: async () => '/wallets', direct: (db, c, p) => listWallets(db, c.owner, {}, page(query(p))) },
  { name: 'GET /escrows', kind: 'list', path: async () => '/escrows', direct: (db, c, p) => listEscrows(db, c.owner, {}, page(query(p))) },
  {
    name: 'GET /escrows?status=held',
    kind: 'list',
    path: async () => '/escrows?status=held',
    direct: (db, c, p) => listEscrows(db, c.owner, { status: 'held' }, page(query(p))),
  },
  {
    name: 'GET /escrows?customerId= (the big customer)',
    kind: 'list',
    path: async (c) => `/escrows?customerId=${c.heavyEscrowCustomerId}`,
    direct: (db, c, p) => listEscrows(db, c.owner, { customerId: c.heavyEscrowCustomerId }, page(query(p))),
  },
  {
    name: 'GET /withdrawals',
    kind: 'list',
    path: async () => '/withdrawals',
    direct: (db, c, p) => listWithdrawals(db, c.owner, {}, page(query(p))),
  },
  {
    name: 'GET /checkout/sessions',
    kind: 'list',
    path: async () => '/checkout/sessions',
    direct: (db, c, p) => listSessions(db, c.owner, {}, page(query(p)), 'http://localhost'),
  },
  { name: 'GET /events', kind: 'list', path: async () => '/events', direct: (db, c, p) => listEvents(db, c.owner, {}, page(query(p))) },
  {
    name: 'GET /events?type=escrow.created',
    kind: 'list',
    path: async () => '/events?type=escrow.created',
    direct: (db, c, p) => listEvents(db, c.owner, { type: 'escrow.created' }, page(query(p))),
  },
  {
    name: 'GET /events offset 10,000',
    kind: 'list',
    path: async () => '/events?limit=20&offset=10000',
    direct: (db, c, p) => listEvents(db, c.owner, {}, page(query(p))),
  },
  {
    name: 'GET /events last page (cursor)',
    kind: 'list',
    path: (c) => lastPageCursor(c, '/events', 'events', (r) => r.id),
    direct: (db, c, p) => listEvents(db, c.owner, {}, page(query(p))),
  },
  ...probes(),
  ...dashboardPages(),
];

/** The dashboard's pages (server-rendered over the same lists), each timed whole. */
function dashboardPages(): Endpoint[] {
  const pageAt = (name: string, pagePath: (ctx: Context) => Promise<string>): Endpoint => ({ name, kind: 'page', path: pagePath });
  const item = (listPath: string, key: string, idOf: (row: any) => string, to: (id: string) => string) => async (ctx: Context) =>
    to(await firstId(ctx, listPath, key, idOf));
  return [
    pageAt('page /dashboard/test (overview)', async () => '/dashboard/test'),
    pageAt('page search by name', async () => '/dashboard/test/search?q=ada'),
    pageAt(
      'page search by e-mail',
      item(
        '/customers',
        'customers',
        (r) => r.email,
        (email) => `/dashboard/test/search?q=${encodeURIComponent(email)}`,
      ),
    ),
    pageAt(
      'page search by reference',
      item(
        '/escrows',
        'escrows',
        (r) => r.reference,
        (ref) => `/dashboard/test/search?q=${encodeURIComponent(ref)}`,
      ),
    ),
    pageAt('page customers', async () => '/dashboard/test/customers'),
    pageAt(
      'page customer',
      item(
        '/customers',
        'customers',
        (r) => r.customerId,
        (id) => `/dashboard/test/customers/${id}`,
      ),
    ),
    pageAt('page escrows', async () => '/dashboard/test/escrows'),
    pageAt(
      'page escrow (timeline, actions)',
      item(
        '/escrows',
        'escrows',
        (r) => r.escrowId,
        (id) => `/dashboard/test/escrows/${id}`,
      ),
    ),
    pageAt('page checkout sessions', async () => '/dashboard/test/checkouts'),
    pageAt('page withdrawals', async () => '/dashboard/test/withdrawals'),
    pageAt('page statement', async () => '/dashboard/test/statement'),
    pageAt('page statement (the big customer)', async (c) => `/dashboard/test/statement?customerId=${c.heavyCustomerId}`),
    pageAt('page events', async () => '/dashboard/test/events'),
    pageAt(
      'page event',
      item(
        '/events',
        'events',
        (r) => r.id,
        (id) => `/dashboard/test/events/${id}`,
      ),
    ),
    pageAt('page developers', async () => '/dashboard/test/developers'),
    pageAt('page audit log', async () => '/dashboard/audit'),
  ];
}

/** The id of the first row of a list's first page. */
async function firstId(ctx: Context, listPath: string, key: string, idOf: (row: any) => string): Promise<string> {
  const data = await ctx.api.call<any>({ method: 'GET', path: `${listPath}?limit=1` });
  return idOf(data[key][0]);
}

const get = (path: string): RequestSpec => ({ method: 'GET', path });

/** Escrows the payer funds from its wallet: the rows a release needs. */
async function heldEscrows(ctx: Context, count: number, amount: number): Promise<string[]> {
  await creditPayer(ctx, count * amount);
  const ids: string[] = [];
  for (let i = 0; i < count; i++) ids.push((await ctx.api.call<{ escrowId: string }>(escrowCreate(ctx, amount))).escrowId);
  return ids;
}

/** Enough for `amount` naira of holds: twice it, so the credit's fee never leaves it short. */
const creditPayer = (ctx: Context, amount: number) =>
  ctx.api.call({ method: 'POST', path: `/wallets/${ctx.payer.walletId}/credits`, body: { amount: 2 * amount } });

const escrowCreate = (ctx: Context, amount: number): RequestSpec => ({
  method: 'POST',
  path: '/escrows',
  body: {
    reference: `growth-probe-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`,
    amount,
    currency: 'NGN',
    debitPayer: true,
    parties: [
      { role: 'payer', customerId: ctx.payer.customerId },
      { role: 'payee', customerId: ctx.payee.customerId },
    ],
  },
});

/** Reads by id, the exports and the money writes: what must stay flat while the lists grow. */
function probes(): Endpoint[] {
  const read = (name: string, listPath: string, key: string, idOf: (row: any) => string, itemPath: (id: string) => string): Endpoint => ({
    name,
    kind: 'read',
    prepare: async (ctx) => {
      const requestPath = itemPath(await firstId(ctx, listPath, key, idOf));
      return () => get(requestPath);
    },
  });
  return [
    read(
      'GET /transactions/:id',
      '/transactions',
      'transactions',
      (r) => r.transactionId,
      (id) => `/transactions/${id}`,
    ),
    read(
      'GET /customers/:id',
      '/customers',
      'customers',
      (r) => r.customerId,
      (id) => `/customers/${id}`,
    ),
    read(
      'GET /escrows/:id',
      '/escrows',
      'escrows',
      (r) => r.escrowId,
      (id) => `/escrows/${id}`,
    ),
    read(
      'GET /events/:id',
      '/events',
      'events',
      (r) => r.id,
      (id) => `/events/${id}`,
    ),
    {
      name: 'GET /transactions/export CSV (5,000 rows)',
      kind: 'export',
      prepare: async () => () => get('/transactions/export?format=csv'),
    },
    {
      name: 'GET /transactions/export PDF (5,000 rows)',
      kind: 'export',
      samples: (n) => Math.min(n, 5),
      prepare: async () => () => get('/transactions/export?format=pdf'),
    },
    {
      name: 'POST /escrows (debitPayer)',
      kind: 'write',
      prepare: async (ctx, count) => {
        await creditPayer(ctx, count * 1_000);
        return () => escrowCreate(ctx, 1_000);
      },
    },
    {
      name: 'POST /escrows/:id/release',
      kind: 'write',
      prepare: async (ctx, count) => {
        const ids = await heldEscrows(ctx, count, 1_000);
        return (i) => ({ method: 'POST', path: `/escrows/${ids[i]}/release`, body: {} });
      },
    },
  ];
}

type Measured = { name: string; path: string; p50: number; samples: number };

async function measure(ctx: Context, samples: number): Promise<Measured[]> {
  const results: Measured[] = [];
  const warmup = 3;
  for (const endpoint of ENDPOINTS) {
    const count = (endpoint.samples?.(samples) ?? samples) + warmup;
    const requestFor = endpoint.prepare ? await endpoint.prepare(ctx, count) : await constant(endpoint, ctx);
    const histogram = new LatencyHistogram();
    for (let i = 0; i < count; i++) {
      const request = requestFor(i);
      const outcome = endpoint.kind === 'page' ? await timePage(ctx.dashboard!, request.path) : await ctx.api.send(request);
      if (!isSuccess(outcome.status))
        throw new Error(`${request.method} ${request.path} answered ${outcome.status}: ${outcome.body.slice(0, 300)}`);
      if (i >= warmup) histogram.record(outcome.latencyMs);
    }
    results.push({ name: endpoint.name, path: requestFor(0).path, p50: histogram.summary().p50, samples: count - warmup });
  }
  return results;
}

async function constant(endpoint: Endpoint, ctx: Context): Promise<(i: number) => RequestSpec> {
  const requestPath = await endpoint.path!(ctx);
  return () => get(requestPath);
}

type Row = { name: string; kind: Endpoint['kind']; small: number; large: number; factor: number; path: string };

/** The targets at the large size (docs/performance.md "Lists at any size"), each with what it compares and whether it holds. */
function targets(rows: Row[]): Array<{ target: string; figures: string; met: boolean }> {
  const at = (name: string) => rows.find((r) => r.name === name)!;
  const out: Array<{ target: string; figures: string; met: boolean }> = [];
  const deep = /offset|cursor/;
  for (const r of rows.filter((row) => row.kind === 'list' && !deep.test(row.name))) {
    out.push({
      target: `${r.name}: large within 2x of small`,
      figures: `${fmt(r.small)} -> ${fmt(r.large)} ms (${r.factor.toFixed(1)}x)`,
      met: r.large <= 2 * r.small,
    });
  }
  for (const [deepName, firstName] of [
    ['GET /transactions offset 10,000', 'GET /transactions'],
    ['GET /events offset 10,000', 'GET /events'],
    ['GET /transactions last page (cursor)', 'GET /transactions'],
    ['GET /customers last page (cursor)', 'GET /customers'],
    ['GET /events last page (cursor)', 'GET /events'],
  ]) {
    const [d, f] = [at(deepName), at(firstName)];
    out.push({
      target: `${deepName}: within 2x of the first page`,
      figures: `${fmt(d.large)} vs ${fmt(f.large)} ms`,
      met: d.large <= 2 * f.large,
    });
  }
  for (const name of ['GET /transactions last page (offset)', 'GET /customers last page (offset)']) {
    out.push({ target: `${name}: at most 60 ms`, figures: `${fmt(at(name).large)} ms`, met: at(name).large <= 60 });
  }
  for (const r of rows.filter((row) => row.kind === 'page')) {
    out.push({ target: `${r.name}: at most 50 ms`, figures: `${fmt(r.large)} ms`, met: r.large <= 50 });
  }
  for (const r of rows.filter((row) => row.kind !== 'list' && row.kind !== 'page')) {
    out.push({
      target: `${r.name}: flat (large within 1.5x of small)`,
      figures: `${fmt(r.small)} -> ${fmt(r.large)} ms`,
      met: r.large <= 1.5 * r.small,
    });
  }
  return out;
}

/** A customer made through the API, with its wallet; `tag` keeps its email unique in the run. */
const createCustomer = (api: HttpClient, firstName: string, lastName: string, tag: string) =>
  api.call<Party>({
    method: 'POST',
    path: '/customers',
    body: { firstName, lastName, email: `${tag}.${Date.now()}@example.com`, phone: '+2348012345678' },
  });

/** The base: one merchant's rows made through the API. */
async function seedThroughApi(api: HttpClient): Promise<{ customers: Party[] }> {
  const customers: Party[] = [];
  for (let i = 0; i < 6; i++) customers.push(await createCustomer(api, 'Growth', `Customer${i}`, `growth.${i}`));
  for (const [i, c] of customers.entries()) {
    await api.call({ method: 'POST', path: `/wallets/${c.walletId}/credits`, body: { amount: 50_000 } });
    if (i % 2 === 0) await api.call({ method: 'POST', path: `/wallets/${c.walletId}/credits`, body: { amount: 20_000 } });
  }
  const escrow = (payer: number, payee: number, extra: Record<string, unknown>) =>
    api.call<{ escrowId: string }>({
      method: 'POST',
      path: '/escrows',
      body: {
        reference: `growth-${Date.now()}-${payer}-${payee}-${Math.random().toString(36).slice(2, 8)}`,
        amount: 5_000,
        currency: 'NGN',
        parties: [
          { role: 'payer', customerId: customers[payer].customerId },
          { role: 'payee', customerId: customers[payee].customerId },
        ],
        ...extra,
      },
    });
  for (let i = 0; i < 6; i++) {
    const { escrowId } = await escrow(i, (i + 1) % 6, { debitPayer: true });
    if (i % 3 === 0) await api.call({ method: 'POST', path: `/escrows/${escrowId}/release`, body: {} });
    if (i % 3 === 1) {
      await api.call({ method: 'POST', path: `/escrows/${escrowId}/release`, body: { amount: 2_000 } });
      await api.call({ method: 'POST', path: `/escrows/${escrowId}/refund`, body: {} });
    }
  }
  for (let i = 0; i < 4; i++) {
    const { escrowId } = await escrow(i, (i + 2) % 6, {});
    if (i % 2 === 0) await api.call({ method: 'POST', path: `/escrows/${escrowId}/cancel`, body: {} });
    else await api.call({ method: 'POST', path: '/checkout/sessions', body: { escrowId } });
  }
  await api.call({ method: 'POST', path: '/checkout/sessions', body: { customerId: customers[5].customerId, amount: 3_000 } });
  const withdrawals: string[] = [];
  for (const c of customers.slice(0, 2)) {
    withdrawals.push(
      (
        await api.call<{ withdrawalId: string }>({
          method: 'POST',
          path: '/withdrawals',
          body: {
            customerId: c.customerId,
            accountNumber: '0123456789',
            bankCode: '058',
            amount: 1_000,
            reference: `growth-out-${Date.now()}-${c.customerId}`,
          },
        })
      ).withdrawalId,
    );
  }
  // Withdrawals settle through their workflow: copies should be of settled rows.
  for (const id of withdrawals) {
    for (let tries = 0; ; tries++) {
      const w = await api.call<{ status: string }>({ method: 'GET', path: `/withdrawals/${id}` });
      if (w.status !== 'processing') break;
      if (tries > 200) throw new Error(`withdrawal ${id} still processing`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return { customers };
}

function vacuum(sql: Sql) {
  return vacuumAnalyze(sql, [
    'customers',
    'wallets',
    'ledger_accounts',
    'ledger_journals',
    'ledger_entries',
    'escrows',
    'checkout_sessions',
    'withdrawals',
    'statement_lines',
    'events',
    'list_counts',
    'list_facet_counts',
  ]);
}

/** EXPLAIN (ANALYZE, BUFFERS) of the statements one list read sends (its main statement first). */
async function explain(databaseUrl: string, ctx: Context, endpoint: Endpoint, requestPath: string): Promise<string> {
  const sent: Array<{ query: string; parameters: unknown[] }> = [];
  const db = createSql(databaseUrl, { max: 1, onQuery: (q, parameters) => sent.push({ query: q, parameters }) });
  try {
    await endpoint.direct!(db, ctx, requestPath);
    const statements = sent.filter((s) => /^\s*select/i.test(s.query) && !s.query.includes('pg_type'));
    const out: string[] = [];
    for (const s of statements.slice(0, 1)) {
      const rows = await db.unsafe(`explain (analyze, buffers) ${s.query}`, s.parameters as never[]);
      out.push(rows.map((r) => r['QUERY PLAN']).join('\n'));
    }
    return out.join('\n\n');
  } finally {
    await db.end();
  }
}

const fmt = (n: number) => (n < 10 ? n.toFixed(2) : n.toFixed(1));

async function main() {
  const small = sizeFromEnv('BENCH_GROWTH_SMALL_ROWS', 10_000);
  const large = sizeFromEnv('BENCH_GROWTH_LARGE_ROWS', 1_000_000);
  const samples = sizeFromEnv('BENCH_GROWTH_SAMPLES', 25);
  if (large < small) throw new Error('BENCH_GROWTH_LARGE_ROWS must be at least BENCH_GROWTH_SMALL_ROWS');
  const options = loadBenchOptions();
  let teardown: Teardown | undefined;
  const stop = () => teardown?.stop();
  process.on('SIGINT', () => void Promise.resolve(stop()).then(() => process.exit(130)));
  const runId = new Date().toISOString().replace(/[:.]/g, '-');
  const target = await startLocalStack(options, log, path.join(RESULTS_DIR, `growth-${runId}-logs`), (t) => (teardown = t));
  try {
    const sql = target.database!.sql;
    const merchantId = target.database!.merchantId;
    const databaseUrl = `${options.databaseBaseUrl}/${target.settings.database as string}${options.databaseSocketDir ? `?host=${options.databaseSocketDir}` : ''}`;
    const api = new HttpClient(target.apiBaseUrl, target.apiKey, 1);
    const baseSince = new Date(Date.now() - 1000);
    const { customers } = await seedThroughApi(api);
    // The base ends here: the measurements' own writes (below) are never copied.
    const [{ baseUntil }] = await sql`select clock_timestamp() as "baseUntil"`;
    const source: GrowthSource = { merchantId, baseSince, baseUntil };
    // The money-write probes' payer and payee, outside the base (their wallets move between sizes).
    const [payer, payee] = await Promise.all(
      ['Payer', 'Payee'].map((role) => createCustomer(api, 'Probe', role, `probe.${role.toLowerCase()}`)),
    );
    const [{ n: baseRows }] = await sql`select count(*)::int as n from statement_lines where merchant_id = ${merchantId}`;
    log(`seeded through the API: ${customers.length} customers, ${baseRows} statement rows`);

    // A tenth of the rows on one customer (its own inbound transfers), the rest copies of the base.
    const copiesFor = (rows: number) => Math.max(1, Math.ceil((rows * 0.9 - baseRows) / baseRows));
    const largeCopies = copiesFor(large);
    const secondsPerCopy = (365 * DAY_SECONDS) / largeCopies;
    const heavy = customers[0];
    const heavySpacing = (365 * DAY_SECONDS) / Math.max(1, Math.floor(large / 10));
    let heavyRows = 0;
    let copies = 0;
    const growTo = async (rows: number, label: string) => {
      const started = performance.now();
      const upTo = copiesFor(rows);
      await growByCloning(
        sql,
        {
          source,
          targetMerchantId: merchantId,
          first: copies + 1,
          last: upTo,
          batch: 200,
          secondsPerCopy,
          heavyCustomerId: heavy.customerId,
          salt: 'own',
        },
        (done) => done % 2000 === 0 && log(`  ${label}: ${copies + done} of ${upTo} copies`),
      );
      copies = upTo;
      const heavyWanted = Math.floor(rows / 10);
      for (let done = heavyRows; done < heavyWanted; done += 50_000) {
        const count = Math.min(50_000, heavyWanted - done);
        await seedStatementRows(sql, {
          merchantId,
          plane: 'test',
          wallets: [heavy],
          count,
          tag: `growth-heavy-${done}`,
          newest: new Date(baseSince.getTime() - 1000 - done * heavySpacing * 1000),
          spacingSeconds: heavySpacing,
        });
      }
      heavyRows = heavyWanted;
      const [{ n }] = await sql`select count(*)::int as n from statement_lines where merchant_id = ${merchantId}`;
      log(`${label}: ${n} statement rows (${copies} copies of the base) in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    };

    const ctx: Context = {
      heavyCustomerId: heavy.customerId,
      heavyEscrowCustomerId: heavy.customerId,
      payer,
      payee,
      api,
      sql,
      owner: { merchantId, plane: 'test' },
    };
    const sizes: Record<string, unknown> = {};
    const counts = async () =>
      Object.fromEntries(
        await Promise.all(
          ['statement_lines', 'customers', 'escrows', 'events', 'withdrawals', 'checkout_sessions'].map(async (table) => [
            table,
            (await sql.unsafe(`select count(*)::int as n from ${table} where merchant_id = $1`, [merchantId]))[0].n as number,
          ]),
        ),
      );

    await growTo(small, 'small');
    await vacuum(sql);
    sizes.small = await counts();
    log(`measuring at the small size: ${JSON.stringify(sizes.small)}`);
    ctx.dashboard = await dashboardSession(sql, new URL(target.apiBaseUrl).origin, merchantId);
    const atSmall = await measure(ctx, samples);

    await growTo(large, 'large');
    // The neighbour: another merchant of the same size in the same tables.
    const neighbour = await createMerchant(sql, parseMasterKey('00'.repeat(32)), { name: 'Growth Neighbour' });
    const started = performance.now();
    await growByCloning(
      sql,
      {
        source,
        targetMerchantId: neighbour.merchantId,
        first: 1,
        last: largeCopies,
        batch: 200,
        secondsPerCopy,
        heavyCustomerId: null,
        salt: 'neighbour',
      },
      (done) => done % 2000 === 0 && log(`  neighbour: ${done} of ${largeCopies} copies`),
    );
    log(`neighbour tenant grown in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    await vacuum(sql);
    sizes.large = await counts();
    log(`measuring at the large size: ${JSON.stringify(sizes.large)}`);
    ctx.dashboard = await dashboardSession(sql, new URL(target.apiBaseUrl).origin, merchantId);
    const atLarge = await measure(ctx, samples);

    const rows: Row[] = atSmall.map((s, i) => ({
      name: s.name,
      kind: ENDPOINTS[i].kind,
      small: s.p50,
      large: atLarge[i].p50,
      factor: atLarge[i].p50 / s.p50,
      path: atLarge[i].path,
    }));
    const width = Math.max(...rows.map((r) => r.name.length));
    console.log('');
    console.log(
      `p50 ms, 1 client, ${samples} requests each: statement rows ${JSON.stringify((sizes.small as any).statement_lines)} -> ${JSON.stringify((sizes.large as any).statement_lines)}`,
    );
    console.log(`${'endpoint'.padEnd(width)} | small | large | factor`);
    for (const r of rows)
      console.log(`${r.name.padEnd(width)} | ${fmt(r.small).padStart(5)} | ${fmt(r.large).padStart(5)} | ${r.factor.toFixed(1)}x`);

    const checks = targets(rows);
    console.log('\ntargets at the large size:');
    for (const c of checks) console.log(`${c.met ? 'met   ' : 'missed'} ${c.target}: ${c.figures}`);

    const grew = rows.filter((r) => r.kind === 'list' && r.factor > 1.5 && r.large - r.small > 1);
    const plans: Record<string, string> = {};
    for (const r of grew) {
      const endpoint = ENDPOINTS.find((e) => e.name === r.name)!;
      plans[r.name] = await explain(databaseUrl, ctx, endpoint, r.path);
      console.log(`\nEXPLAIN ${r.name} (${r.path}), grew ${r.factor.toFixed(1)}x:\n${plans[r.name]}`);
    }
    if (grew.length === 0) console.log('\nno list statement grew (factor above 1.5 and more than 1 ms)');

    const resultsFile = process.env.BENCH_GROWTH_RESULTS_FILE || path.join(RESULTS_DIR, 'growth-latest.json');
    fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
    const result = { startedAt: runId, small, large, samples, sizes, rows, targets: checks, plans };
    fs.writeFileSync(resultsFile, `${JSON.stringify(result, null, 2)}\n`);
    log(`results written to ${resultsFile}`);
    api.close();
  } finally {
    await stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
