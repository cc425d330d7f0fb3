import Router from '@koa/router';
import Koa from 'koa';
import postgres from 'postgres';
import { listCustomers } from '../../src/customers/customers';
import { createSql, postgresTarget } from '../../src/db';

// The bare twin of GET /customers: a Koa server (own process) answering with one indexed
// page query, the page of the service's list query (src/customers/customers.ts, walking the
// customers_list index) without auth, rate limiting, the total, wallets or balances. The
// pool is the API's: 10 connections, generic plans.
//
// GET /customers/page (BENCH_BARE_READ=page) answers the service's own page instead (its
// listCustomers: each customer's wallet and balances, the exact total) with nothing around
// it: what the spec's page costs on its own, apart from the API's plumbing.
const env = (name: string) =>
  process.env[name] ??
  (() => {
    throw new Error(`${name} is not set`);
  })();
const target = postgresTarget(env('DATABASE_URL')); // the service's own reading of the URL (a Unix socket or TCP)
const sql = postgres(target.url, { path: target.path, max: 10, onnotice: () => {}, connection: { plan_cache_mode: 'force_generic_plan' } });
const merchantId = env('BARE_MERCHANT_ID');
// The page route's pool is the API's own (kobo as bigint); postgres.js connects on first use.
const servicePool = createSql(env('DATABASE_URL'), { max: 10 });

const router = new Router();
router.get('/health', (ctx) => {
  ctx.body = { ok: true };
});
/** `?limit=`, kept within 1–100; 20 when absent. */
const limitOf = (ctx: Koa.Context) => Math.min(100, Math.max(1, Number(ctx.query.limit) || 20));

router.get('/customers', async (ctx) => {
  const limit = limitOf(ctx);
  const rows = await sql`select id, first_name, last_name, email, phone, created_at from customers
    where merchant_id = ${merchantId} and plane = 'test' and deleted_at is null
    order by created_at desc, id desc limit ${limit}`;
  ctx.body = { data: rows };
});
router.get('/customers/page', async (ctx) => {
  const { customers, pagination } = await listCustomers(servicePool, { merchantId, plane: 'test' }, { limit: limitOf(ctx), offset: 0 });
  ctx.body = { success: true, data: customers, pagination };
});

const app = new Koa();
app.use(router.routes());
const server = app.listen(Number(env('PORT'))); // like api/main.ts

const stop = () => {
  server.close(() => void Promise.all([sql.end({ timeout: 5 }), servicePool.end({ timeout: 5 })]).then(() => process.exit(0)));
  setTimeout(() => process.exit(0), 10_000).unref(); // keep-alive sockets may hold close() open
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
