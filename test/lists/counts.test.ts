import type { Tx } from '../../src/db';
import { seedStatementRows } from '../../bench/lib/statement-seed';
import { ok } from '../support/checkout';
import { customerWithBalance } from '../support/escrows';
import { ApiClient } from '../support/http';
import { stackForFile } from '../support/stack';
import { FAILING_ACCOUNT, waitForWithdrawalStatus, withdrawalBody } from '../support/withdrawals';
import { makeMovements, Movements } from '../transactions/movements';
import { listCounterDrift } from './support';

// The trigger-kept list totals (migrations 010, 013) stay exact: after rows made through the
// API, concurrent writes (some rolled back), status changes and deletes, every counter key
// (whole list, filter value, day bucket) equals a real count of its rows; and every total the
// API answers, counter-backed or counted, equals a real count.
const stack = stackForFile();

let api: ApiClient;
let merchantId: string;
let m: Movements;
const rolledBack = new Error('rolled back on purpose');

beforeAll(async () => {
  ({ api, merchantId } = await stack.newMerchantClient());
  m = await makeMovements(api);
  const rich = await customerWithBalance(api, 20_000);
  const paid = ok(await api.post('/withdrawals', withdrawalBody(rich.customerId)), 201);
  const failing = ok(await api.post('/withdrawals', withdrawalBody(rich.customerId, { accountNumber: FAILING_ACCOUNT })), 201);
  await waitForWithdrawalStatus(api, paid.withdrawalId);
  expect((await waitForWithdrawalStatus(api, failing.withdrawalId)).status).toBe('failed');
});

/** Copies of this merchant's rows that move no money, written in one transaction. */
async function copyRows(tx: Tx, round: number) {
  const tag = `copy-${round}-${Math.random()}`;
  // Escrows awaiting funding (a third with the payee as payer too), then some cancelled.
  await tx`insert into escrows (id, merchant_id, plane, reference, status, amount, currency, payer_customer_id, payer_guest,
      payee_customer_id, parties, created_at)
    select 'esc_' || left(md5(${tag} || g), 24), e.merchant_id, e.plane, ${tag} || g, 'awaiting_funding', e.amount, e.currency,
      case when g % 3 = 0 then e.payee_customer_id else e.payer_customer_id end,
      case when g % 3 = 0 then null else e.payer_guest end,
      e.payee_customer_id, e.parties, now() - make_interval(days => g)
    from escrows e, generate_series(1, 3) g where e.id = ${m.escrowId}`;
  await tx`update escrows set status = 'cancelled' where reference = ${tag + '1'} or reference = ${tag + '2'}`;
  // Events spread over days (no delivery: no endpoint), and failed checkout sessions.
  await tx`insert into events (id, merchant_id, plane, type, data, meta, stream, delivery_status, created_at)
    select 'evt_' || left(md5(${tag} || g || e.id), 24), e.merchant_id, e.plane, e.type, e.data, e.meta, e.stream, 'no_endpoint',
      e.created_at - make_interval(days => g, secs => g)
    from events e, generate_series(1, 2) g where e.merchant_id = ${merchantId}`;
  await tx`insert into checkout_sessions (id, merchant_id, plane, customer_id, status, amount, currency, payment_methods, created_at, provider_reference)
    select 'chk_' || left(md5(${tag} || g), 24), s.merchant_id, s.plane, s.customer_id, 'failed', s.amount, s.currency, s.payment_methods, now(),
      'chk-' || left(md5(${tag} || g), 24)
    from checkout_sessions s, generate_series(1, 2) g where s.id = ${m.topUpCheckoutId}`;
  await tx`update checkout_sessions set status = 'expired' where id = 'chk_' || left(md5(${tag} || 1), 24)`;
}

test('every counter equals a real count after concurrent writes, rollbacks, status changes and deletes', async () => {
  expect(await listCounterDrift(stack.sql)).toEqual([]);

  // Concurrent transactions: every other one rolls back after writing all its rows.
  const rounds = Array.from({ length: 8 }, (_, round) =>
    stack.sql
      .begin(async (tx) => {
        await copyRows(tx, round);
        // Statement rows written and then rolled back with the rest.
        if (round % 2 === 1) {
          await tx`insert into statement_lines (journal_id, merchant_id, plane, customer_id, type, direction, status, amount, currency, related_id, created_at)
          select journal_id, merchant_id, plane, customer_id, type, direction, status, amount, currency, related_id, created_at - interval '3 days'
          from statement_lines where merchant_id = ${merchantId}`;
          throw rolledBack;
        }
      })
      .catch((err) => {
        if (err !== rolledBack) throw err;
      }),
  );
  // Real journals with their statement rows, beside them (spread over several days).
  const wallets = [m.payer, m.payee, m.other].map((c) => ({ walletId: c.walletId, customerId: c.customerId }));
  const seeds = [0, 1, 2].map((i) =>
    seedStatementRows(stack.sql, {
      merchantId,
      plane: 'test',
      wallets,
      count: 40,
      tag: `counts-${i}-${Date.now()}`,
      spacingSeconds: 3600 * (i + 1),
    }),
  );
  await Promise.all([...rounds, ...seeds]);
  expect(await listCounterDrift(stack.sql)).toEqual([]);

  // Deletes (an operator's hand): some copies of each kind, in one transaction and alone.
  await stack.sql.begin(async (tx) => {
    await tx`delete from escrows where merchant_id = ${merchantId} and reference like 'copy-0-%'`;
    await tx`delete from events where id in (select id from events where merchant_id = ${merchantId} and delivery_status = 'no_endpoint' limit 5)`;
  });
  await stack.sql`delete from checkout_sessions where merchant_id = ${merchantId} and status = 'expired'`;
  await stack.sql`update escrows set status = 'cancelled' where merchant_id = ${merchantId} and status = 'awaiting_funding' and reference like 'copy-%'`;
  // Rows moved in time or to another customer (never by the service) move between counters.
  await stack.sql`update events set created_at = created_at - interval '40 days' where id in (
    select id from events where merchant_id = ${merchantId} and delivery_status = 'no_endpoint' limit 3)`;
  await stack.sql`update statement_lines set created_at = created_at - interval '9 days', customer_id = ${m.other.customerId}
    where id in (select id from statement_lines where merchant_id = ${merchantId} order by id limit 4)`;
  expect(await listCounterDrift(stack.sql)).toEqual([]);
});

/** A real count of the merchant's rows in `table` under `condition`. */
async function realCount(table: string, condition: string, ...params: unknown[]): Promise<number> {
  const [{ n }] = await stack.sql.unsafe(
    `select count(*)::int as n from ${table} where merchant_id = $1 and plane = 'test' and (${condition})`,
    [merchantId, ...params] as never[],
  );
  return n;
}

async function total(path: string): Promise<number> {
  const res = await api.get(path);
  expect({ path, status: res.status }).toEqual({ path, status: 200 });
  return res.body.data.pagination.total;
}

test('every list total the API answers equals a real count, counter-backed or counted', async () => {
  const payer = m.payer.customerId;
  const payee = m.payee.customerId;
  expect(await total('/escrows')).toBe(await realCount('escrows', 'true'));
  expect(await total('/escrows?status=cancelled')).toBe(await realCount('escrows', `status = 'cancelled'`));
  expect(await total(`/escrows?customerId=${payee}`)).toBe(
    await realCount('escrows', 'payer_customer_id = $2 or payee_customer_id = $2', payee),
  );
  expect(await total(`/escrows?customerId=${payee}&status=cancelled`)).toBe(
    await realCount('escrows', `(payer_customer_id = $2 or payee_customer_id = $2) and status = 'cancelled'`, payee),
  );

  expect(await total('/withdrawals')).toBe(await realCount('withdrawals', 'true'));
  expect(await total('/withdrawals?status=failed')).toBe(1);
  expect(await total('/checkout/sessions')).toBe(await realCount('checkout_sessions', 'true'));
  expect(await total('/checkout/sessions?status=failed')).toBe(await realCount('checkout_sessions', `status = 'failed'`));
  expect(await total(`/checkout/sessions?customerId=${m.other.customerId}`)).toBe(
    await realCount('checkout_sessions', 'customer_id = $2', m.other.customerId),
  );
  expect(await total(`/checkout/sessions?escrowId=${m.guestEscrowId}`)).toBe(1);
  expect(await total('/wallets')).toBe(await realCount('customers', 'deleted_at is null'));
  expect(await total(`/wallets?customerId=${payer}`)).toBe(1);

  const statement = (condition: string, ...params: unknown[]) => realCount('statement_lines', condition, ...params);
  expect(await total('/transactions')).toBe(await statement('true'));
  expect(await total('/transactions?type=wallet_credit')).toBe(await statement(`type = 'wallet_credit'`));
  expect(await total('/transactions?direction=unlocked')).toBe(await statement(`direction = 'unlocked'`));
  expect(await total(`/transactions?customerId=${payer}`)).toBe(await statement('customer_id = $2', payer));
  expect(await total(`/transactions?customerId=${payer}&type=wallet_credit`)).toBe(
    await statement(`customer_id = $2 and type = 'wallet_credit'`, payer),
  );

  // Date ranges: whole days from buckets, partial days counted; every shape of bound.
  const [{ oldest, newest }] = await stack.sql`select min(created_at) as oldest, max(created_at) as newest
    from statement_lines where merchant_id = ${merchantId}`;
  const mid = new Date((oldest.getTime() + newest.getTime()) / 2);
  const ranges: Array<[string, Date | undefined, Date | undefined]> = [
    [`startDate=${mid.toISOString()}`, mid, undefined],
    [`endDate=${mid.toISOString()}`, undefined, new Date(mid.getTime() + 1)],
    [
      `startDate=${oldest.toISOString().slice(0, 10)}&endDate=${mid.toISOString().slice(0, 10)}`,
      new Date(oldest.toISOString().slice(0, 10)),
      new Date(Date.parse(mid.toISOString().slice(0, 10)) + 86_400_000),
    ],
    [
      `startDate=${new Date(oldest.getTime() + 3_600_000).toISOString()}&endDate=${new Date(newest.getTime() - 3_600_000).toISOString()}`,
      new Date(oldest.getTime() + 3_600_000),
      new Date(newest.getTime() - 3_600_000 + 1),
    ],
    [`startDate=${mid.toISOString()}&endDate=${new Date(mid.getTime() + 60_000).toISOString()}`, mid, new Date(mid.getTime() + 60_001)],
  ];
  for (const [query, from, to] of ranges) {
    const within = `created_at >= coalesce($2::timestamptz, '-infinity') and created_at < coalesce($3::timestamptz, 'infinity')`;
    expect({ query, total: await total(`/transactions?${query}`) }).toEqual({
      query,
      total: await statement(within, from ?? null, to ?? null),
    });
    expect({ query, total: await total(`/transactions?${query}&type=wallet_credit`) }).toEqual({
      query,
      total: await statement(`${within} and type = 'wallet_credit'`, from ?? null, to ?? null),
    });
    expect({ query, total: await total(`/transactions?${query}&direction=in`) }).toEqual({
      query,
      total: await statement(`${within} and direction = 'in'`, from ?? null, to ?? null),
    });
    expect({ query, total: await total(`/transactions?${query}&customerId=${payer}`) }).toEqual({
      query,
      total: await statement(`${within} and customer_id = $4`, from ?? null, to ?? null, payer),
    });
    expect({ query, total: await total(`/events?${query}`) }).toEqual({
      query,
      total: await realCount('events', within, from ?? null, to ?? null),
    });
    expect({ query, total: await total(`/events?${query}&type=escrow.created`) }).toEqual({
      query,
      total: await realCount('events', `${within} and type = 'escrow.created'`, from ?? null, to ?? null),
    });
  }
  expect(await total('/events')).toBe(await realCount('events', 'true'));
  expect(await total('/events?type=escrow.created')).toBe(await realCount('events', `type = 'escrow.created'`));
  expect(await total(`/events?objectId=${m.escrowId}`)).toBe(await realCount('events', 'object_ids @> array[$2]::text[]', m.escrowId));
});
