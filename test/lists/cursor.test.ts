import type { AnyRoute } from '../../api/route-executor';
import { listCheckoutSessionsRoute } from '../../api/routes/checkout/routes';
import { listCustomersRoute } from '../../api/routes/customers/routes';
import { listEscrowsRoute } from '../../api/routes/escrows/routes';
import { listEventsRoute } from '../../api/routes/events/routes';
import { listTransactionsRoute } from '../../api/routes/transactions/routes';
import { listWalletsRoute } from '../../api/routes/wallets/routes';
import { listWithdrawalsRoute } from '../../api/routes/withdrawals/routes';
import { ok } from '../support/checkout';
import { customerWithBalance } from '../support/escrows';
import { expectError } from '../support/expect';
import { createCustomer } from '../support/fixtures';
import { ApiClient } from '../support/http';
import { operationOf } from '../support/openapi';
import { stackForFile } from '../support/stack';
import { waitForWithdrawalStatus, withdrawalBody } from '../support/withdrawals';
import { makeMovements, Movements } from '../transactions/movements';

// Cursor pages (startingAfter → nextCursor) on every list: walking a list by cursor gives the
// rows offset pages give, in the same order; a cursor page does not shift when rows are
// created meanwhile; a cursor that names no row of the list is a 400 in the envelope.
const stack = stackForFile({ config: { rateLimitMultiplier: 100 } });

let api: ApiClient;
let m: Movements;

beforeAll(async () => {
  ({ api } = await stack.newMerchantClient());
  m = await makeMovements(api);
  const rich = await customerWithBalance(api, 10_000);
  const withdrawals = [];
  for (let i = 0; i < 3; i++)
    withdrawals.push(ok(await api.post('/withdrawals', withdrawalBody(rich.customerId, { amount: 500 + i })), 201));
  // Settled, so no list (events above all) grows while the tests walk it.
  for (const w of withdrawals) expect((await waitForWithdrawalStatus(api, w.withdrawalId)).status).toBe('completed');
  await eventsSettled();
});

/**
 * Until no event is added and none is still being delivered: an event's row shows its
 * delivery, which the worker's relay changes in the background after each write.
 */
async function eventsSettled(): Promise<void> {
  let total = -1;
  for (;;) {
    const page = ok(await api.get('/events?limit=100'));
    const delivering = page.events.some((event: { delivery: { status: string } }) => event.delivery.status === 'pending');
    if (page.pagination.total === total && !delivering) return;
    total = page.pagination.total;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

type List = { route: AnyRoute; path: string; key: string; cursorOf: (row: any) => string };

const lists: List[] = (
  [
    { route: listCustomersRoute, key: 'customers', cursorOf: (r) => r.customerId },
    { route: listWalletsRoute, key: 'wallets', cursorOf: (r) => r.walletId },
    { route: listEscrowsRoute, key: 'escrows', cursorOf: (r) => r.escrowId },
    { route: listWithdrawalsRoute, key: 'withdrawals', cursorOf: (r) => r.withdrawalId },
    { route: listCheckoutSessionsRoute, key: 'checkouts', cursorOf: (r) => r.checkoutId },
    { route: listEventsRoute, key: 'events', cursorOf: (r) => r.id },
    { route: listTransactionsRoute, key: 'transactions', cursorOf: (r) => `${r.transactionId}:${r.customerId}` },
  ] as Array<Omit<List, 'path'>>
).map((list) => ({ ...list, path: list.route.path }));

const withQuery = (path: string, query: string) => `${path}${path.includes('?') ? '&' : '?'}${query}`;

/** Every row of a list by cursor pages of `limit`, checking each page's pagination object. */
async function walkByCursor(path: string, key: string, limit: number): Promise<any[]> {
  const rows: any[] = [];
  let cursor: string | undefined;
  const first = ok(await api.get(withQuery(path, `limit=${limit}`)));
  rows.push(...first[key]);
  if (!first.pagination.hasMore) return rows;
  cursor = lists.find((l) => l.key === key)!.cursorOf(first[key][limit - 1]);
  for (;;) {
    const page = ok(await api.get(withQuery(path, `limit=${limit}&startingAfter=${encodeURIComponent(cursor!)}`)));
    expect(page.pagination).toEqual({
      total: first.pagination.total,
      limit,
      offset: null,
      hasMore: page.pagination.hasMore,
      nextCursor: page.pagination.hasMore ? expect.any(String) : null,
    });
    rows.push(...page[key]);
    if (!page.pagination.hasMore) return rows;
    expect(page[key]).toHaveLength(limit);
    cursor = page.pagination.nextCursor;
  }
}

describe.each(lists)('$path', ({ path, key }) => {
  test("paging through every row by cursor gives the offset pages' rows, in order", async () => {
    const all = ok(await api.get(withQuery(path, 'limit=100')));
    expect(all[key].length).toBeGreaterThanOrEqual(2);
    expect(all[key].length).toBe(all.pagination.total);
    expect(await walkByCursor(path, key, 1)).toEqual(all[key]);
  });

  test('a cursor that names no row of this list is a 400 naming startingAfter; so is one with an offset', async () => {
    const other = await stack.newMerchantClient();
    const foreign = ok(await other.api.get(path));
    expect(foreign.pagination.total).toBe(0);
    for (const cursor of ['nope', 'cus_000000000000000000000000', 'evt_000000000000000000000000', 'a:b:c']) {
      expectError(await api.get(withQuery(path, `startingAfter=${cursor}`)), 400, 'INVALID_REQUEST', ['startingAfter']);
    }
    const [first] = ok(await api.get(path))[key];
    const cursor = lists.find((l) => l.key === key)!.cursorOf(first);
    // Another merchant's row is no row of its list.
    expectError(await other.api.get(withQuery(path, `startingAfter=${encodeURIComponent(cursor)}`)), 400, 'INVALID_REQUEST', [
      'startingAfter',
    ]);
    expectError(await api.get(withQuery(path, `offset=2&startingAfter=${encodeURIComponent(cursor)}`)), 400, 'INVALID_REQUEST', [
      'offset',
      'startingAfter',
    ]);
    expectError(await api.get(withQuery(path, 'startingAfter=')), 400, 'INVALID_REQUEST', ['startingAfter']);
  });
});

test('filters apply to cursor pages as to offset pages', async () => {
  for (const path of [
    `/transactions?customerId=${m.payer.customerId}`,
    '/transactions?type=wallet_credit',
    '/transactions?direction=unlocked',
    `/escrows?customerId=${m.payee.customerId}`,
    '/escrows?status=released',
    '/withdrawals?status=processing',
    '/events?type=escrow.created',
    `/checkout/sessions?customerId=${m.other.customerId}`,
  ]) {
    const key = lists.find((l) => path.startsWith(l.path))!.key;
    const all = ok(await api.get(withQuery(path, 'limit=100')));
    expect({ path, rows: await walkByCursor(path, key, 1) }).toEqual({ path, rows: all[key] });
  }
});

test('a cursor page does not shift when rows are created meanwhile; an offset page does', async () => {
  const { api: own } = await stack.newMerchantClient();
  for (let i = 0; i < 4; i++) await createCustomer(own);
  const first = ok(await own.get('/customers?limit=2'));
  const cursor = first.customers[1].customerId;
  const before = ok(await own.get(`/customers?limit=2&startingAfter=${cursor}`));
  await createCustomer(own);
  await createCustomer(own);
  const after = ok(await own.get(`/customers?limit=2&startingAfter=${cursor}`));
  expect(after.customers).toEqual(before.customers);
  expect(after.pagination).toEqual({ ...before.pagination, total: before.pagination.total + 2 });
  // The offset page that was the second one now shows the first page's rows.
  expect(ok(await own.get('/customers?limit=2&offset=2')).customers).toEqual(first.customers);
});

test("a transactionId alone stands after all of that journal's rows", async () => {
  const all = ok(await api.get('/transactions?limit=100')).transactions;
  // A journal with two rows (a release: payer and payee), the first of them in the list.
  const index = all.findIndex((row: any, i: number) => all[i + 1]?.transactionId === row.transactionId);
  expect(index).toBeGreaterThanOrEqual(0);
  const page = ok(await api.get(`/transactions?limit=100&startingAfter=${all[index].transactionId}`));
  expect(page.transactions).toEqual(all.slice(index + 2));
  const byRow = ok(await api.get(`/transactions?limit=100&startingAfter=${all[index].transactionId}:${all[index].customerId}`));
  expect(byRow.transactions).toEqual(all.slice(index + 1));
});

test('the OpenAPI document describes startingAfter on every list, and offset and nextCursor in the pagination object', async () => {
  const doc: any = await (await fetch(`${stack.baseUrl}/api/v1/openapi.json`)).json();
  for (const { route, key } of lists) {
    const params = operationOf(doc, route).parameters.map((p: any) => p.name);
    expect(params).toEqual(expect.arrayContaining(['limit', 'offset', 'startingAfter']));
    const pagination = operationOf(doc, route).responses['200'].content['application/json'].schema.properties.data.properties.pagination;
    expect(pagination.required).toEqual(['total', 'limit', 'offset', 'hasMore']);
    expect(Object.keys(pagination.properties)).toEqual(['total', 'limit', 'offset', 'hasMore', 'nextCursor']);
    expect(pagination.properties.offset.description).toMatch(/startingAfter/);
    expect(operationOf(doc, route).responses['200'].content['application/json'].schema.properties.data.properties[key]).toBeDefined();
  }
});
