import { newId } from '../../src/ids';
import type { AnyRoute } from '../../api/route-executor';
import { createCheckoutSessionRoute } from '../../api/routes/checkout/routes';
import { createWalletRoute } from '../../api/routes/wallets/routes';
import { expectError } from '../support/expect';
import { createCustomer, provisionWallet } from '../support/fixtures';
import { ApiClient } from '../support/http';
import { operationOf } from '../support/openapi';
import { stackForFile } from '../support/stack';

// POST /wallets (virtual account after a BVN name check), list and get. Credits are tested elsewhere.
const stack = stackForFile({}, 'none');

/** A merchant of its own per test: exact list totals, and its own rate-limit bucket. */
async function freshApi(): Promise<ApiClient> {
  const merchant = await stack.newMerchant();
  return stack.api.withKey(merchant.testSecretKey);
}

async function accountRowsFor(walletId: string) {
  return stack.sql`select account_number, account_name, bank_name, bank_code from wallets where id = ${walletId}`;
}

describe('POST /wallets', () => {
  test('the OpenAPI document lists both successes, 201 (account given) and 200 (the existing one)', async () => {
    const doc = (await (await fetch(`${stack.baseUrl}/api/v1/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { responses: object }>>;
    };
    // The successes; the error statuses follow them (openapi-contract.unit.test.ts).
    const successes = (route: AnyRoute) =>
      Object.keys(operationOf<{ responses: object }>(doc, route).responses)
        .filter((status) => status.startsWith('2'))
        .sort();
    expect(successes(createWalletRoute)).toEqual(['200', '201']);
    expect(successes(createCheckoutSessionRoute)).toEqual(['200', '201']);
  });

  test("the OpenAPI document has the live plane's bankCode and accountNumber, and accountStatus on the wallet", async () => {
    const doc = (await (await fetch(`${stack.baseUrl}/api/v1/openapi.json`)).json()) as { paths: Record<string, Record<string, any>> };
    const create = operationOf(doc, createWalletRoute);
    const body = create.requestBody.content['application/json'].schema;
    expect(Object.keys(body.properties).sort()).toEqual(['accountNumber', 'bankCode', 'bvn', 'customerId']);
    expect(body.required.sort()).toEqual(['bvn', 'customerId']);
    expect(create.description).toMatch(/Live keys: `bankCode` and `accountNumber`/);
    const wallet = create.responses['201'].content['application/json'].schema.properties.data;
    expect(wallet.properties.accountStatus.enum).toEqual(['none', 'pending', 'active', 'failed']);
    expect(wallet.required).toEqual(expect.arrayContaining(['accountStatus', 'accountFailureReason']));
  });

  test('a BVN that matches gives the wallet a sandbox virtual account (201); a repeat returns it (200)', async () => {
    const api = await freshApi();
    const customer = await createCustomer(api, { firstName: 'Funmilayo', lastName: 'Adeyemi' });

    const res = await api.post('/wallets', { customerId: customer.customerId, bvn: '12345678901' });
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    const wallet = res.body.data;
    expect(wallet).toEqual({
      walletId: customer.walletId,
      customerId: customer.customerId,
      currency: 'NGN',
      balances: { available: 0, held: 0 },
      account: {
        accountNumber: expect.stringMatching(/^\d{10}$/),
        accountName: 'Funmilayo Adeyemi',
        bankName: 'Sandbox Bank',
        bankCode: '000',
        currency: 'NGN',
      },
      accountStatus: 'active',
      accountFailureReason: null,
      createdAt: expect.any(String),
    });
    // The sandbox never hands out its own magic account numbers.
    expect(['0000000000', '9999999999']).not.toContain(wallet.account.accountNumber);

    // The customer and the wallet reads show the same account.
    expect((await api.get(`/customers/${customer.customerId}`)).body.data.account).toEqual(wallet.account);
    expect((await api.get(`/wallets/${customer.walletId}`)).body.data).toEqual(wallet);

    // A repeat (new Idempotency-Key, even another BVN) returns the existing wallet unchanged.
    const again = await api.post('/wallets', { customerId: customer.customerId, bvn: '98765432109' });
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(wallet);
    // Even the mismatch BVN: the account already exists, so there is nothing to check.
    const magic = await api.post('/wallets', { customerId: customer.customerId, bvn: '00000000000' });
    expect(magic.status).toBe(200);
    expect(magic.body.data).toEqual(wallet);
  });

  test("test keys accept bankCode and accountNumber (the live plane's fields) and ignore them", async () => {
    const api = await freshApi();
    const customer = await createCustomer(api, { firstName: 'Ngozi', lastName: 'Okafor' });
    const res = await api.post('/wallets', {
      customerId: customer.customerId,
      bvn: '12345678901',
      bankCode: '058',
      accountNumber: '0123456789',
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      accountStatus: 'active',
      account: { bankCode: '000', bankName: 'Sandbox Bank', accountName: 'Ngozi Okafor' },
    });
    expect(res.body.data.account.accountNumber).not.toBe('0123456789');
    expect(await stack.sql`select provider_customer_code from wallets where id = ${customer.walletId}`).toEqual([
      { provider_customer_code: null },
    ]);
  });

  test('a replay with the same Idempotency-Key returns the first response (201) exactly', async () => {
    const api = await freshApi();
    const customer = await createCustomer(api);
    const body = { customerId: customer.customerId, bvn: '12345678901' };
    const first = await api.post('/wallets', body, { idempotencyKey: 'wallet-once' });
    const replay = await api.post('/wallets', body, { idempotencyKey: 'wallet-once' });
    expect(first.status).toBe(201);
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body.data).toEqual(first.body.data);
  });

  test('different customers get different account numbers', async () => {
    const api = await freshApi();
    const numbers = new Set<string>();
    for (const name of ['Emeka', 'Ngozi', 'Kelechi']) {
      const customer = await createCustomer(api, { firstName: name, lastName: 'Eze' });
      const res = await api.post('/wallets', { customerId: customer.customerId, bvn: '12345678901' });
      expect(res.status).toBe(201);
      expect(res.body.data.account.accountName).toBe(`${name} Eze`);
      numbers.add(res.body.data.account.accountNumber);
    }
    expect(numbers.size).toBe(3);
  });

  test('BVN 00000000000 is 400 BVN_NAME_MISMATCH and provisions nothing', async () => {
    const api = await freshApi();
    const customer = await createCustomer(api);
    expectError(await api.post('/wallets', { customerId: customer.customerId, bvn: '00000000000' }), 400, 'BVN_NAME_MISMATCH');

    expect((await api.get(`/customers/${customer.customerId}`)).body.data.account).toBeNull();
    expect((await api.get(`/wallets/${customer.walletId}`)).body.data).toMatchObject({
      account: null,
      accountStatus: 'none',
      accountFailureReason: null,
    });
    expect(await accountRowsFor(customer.walletId)).toEqual([
      { account_number: null, account_name: null, bank_name: null, bank_code: null },
    ]);

    // A matching BVN afterwards still works.
    const retry = await api.post('/wallets', { customerId: customer.customerId, bvn: '12345678901' });
    expect(retry.status).toBe(201);
  });

  test.each([
    ['10-digit bvn', { bvn: '1234567890' }, ['bvn']],
    ['12-digit bvn', { bvn: '123456789012' }, ['bvn']],
    ['bvn with letters', { bvn: '1234567890O' }, ['bvn']],
    ['bvn as a number', { bvn: 12345678901 }, ['bvn']],
    ['missing bvn', { bvn: undefined }, ['bvn']],
    ['missing customerId', { customerId: undefined }, ['customerId']],
    ['unknown field', { nin: '12345678901' }, ['nin']],
    ['9-digit accountNumber', { bankCode: '058', accountNumber: '012345678' }, ['accountNumber']],
    ['empty bankCode', { bankCode: '', accountNumber: '0123456789' }, ['bankCode']],
  ])('%s → 400 INVALID_REQUEST, nothing provisioned', async (_case, overrides, fields) => {
    const api = await freshApi();
    const customer = await createCustomer(api);
    const body: Record<string, unknown> = { customerId: customer.customerId, bvn: '12345678901', ...overrides };
    for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
    expectError(await api.post('/wallets', body), 400, 'INVALID_REQUEST', fields);
    expect((await accountRowsFor(customer.walletId))[0].account_number).toBeNull();
  });

  test.each([newId('customer'), 'cus_nope', 'not-an-id'])('unknown customer %p → 404 NOT_FOUND', async (customerId) => {
    expectError(await stack.api.post('/wallets', { customerId, bvn: '12345678901' }), 404, 'NOT_FOUND');
  });

  test("another merchant's customer → 404 NOT_FOUND, nothing provisioned", async () => {
    const owner = await freshApi();
    const intruder = await freshApi();
    const customer = await createCustomer(owner);
    expectError(await intruder.post('/wallets', { customerId: customer.customerId, bvn: '12345678901' }), 404, 'NOT_FOUND');
    expect((await accountRowsFor(customer.walletId))[0].account_number).toBeNull();
  });

  test('without an Idempotency-Key → 400 INVALID_REQUEST', async () => {
    const api = await freshApi();
    const customer = await createCustomer(api);
    const res = await api.post('/wallets', { customerId: customer.customerId, bvn: '12345678901' }, { idempotencyKey: null });
    expectError(res, 400, 'INVALID_REQUEST');
    expect((await accountRowsFor(customer.walletId))[0].account_number).toBeNull();
  });
});

describe('GET /wallets', () => {
  test('lists wallets newest first, filters by customerId, paginates', async () => {
    const api = await freshApi();
    const customers: Array<{ customerId: string; walletId: string }> = [];
    for (let i = 0; i < 4; i++) customers.push(await createCustomer(api, { firstName: `Wallet${i}` }));
    await provisionWallet(api, customers[1].customerId);
    const newestFirst = customers.map((c) => c.walletId).reverse();

    const all = await api.get('/wallets');
    expect(all.status).toBe(200);
    expect(all.body.data.wallets.map((w: any) => w.walletId)).toEqual(newestFirst);
    expect(all.body.data.pagination).toEqual({ total: 4, limit: 20, offset: 0, hasMore: false });
    const provisioned = all.body.data.wallets.find((w: any) => w.walletId === customers[1].walletId);
    expect(provisioned.account).toMatchObject({ bankCode: '000', accountName: 'Wallet1 Obi' });
    expect(all.body.data.wallets.filter((w: any) => w.account === null)).toHaveLength(3);

    const page1 = await api.get('/wallets?limit=3');
    expect(page1.body.data.wallets.map((w: any) => w.walletId)).toEqual(newestFirst.slice(0, 3));
    expect(page1.body.data.pagination).toEqual({ total: 4, limit: 3, offset: 0, hasMore: true });
    const page2 = await api.get('/wallets?limit=3&offset=3');
    expect(page2.body.data.wallets.map((w: any) => w.walletId)).toEqual(newestFirst.slice(3));
    expect(page2.body.data.pagination).toEqual({ total: 4, limit: 3, offset: 3, hasMore: false });
    const beyond = await api.get('/wallets?limit=3&offset=9');
    expect(beyond.body.data.wallets).toEqual([]);
    expect(beyond.body.data.pagination).toEqual({ total: 4, limit: 3, offset: 9, hasMore: false });

    const one = await api.get(`/wallets?customerId=${customers[2].customerId}`);
    expect(one.body.data.wallets.map((w: any) => w.walletId)).toEqual([customers[2].walletId]);
    expect(one.body.data.pagination).toEqual({ total: 1, limit: 20, offset: 0, hasMore: false });

    const none = await api.get(`/wallets?customerId=${newId('customer')}`);
    expect(none.body.data).toEqual({ wallets: [], pagination: { total: 0, limit: 20, offset: 0, hasMore: false } });
  });

  test("lists only this merchant's wallets, even when filtering by another merchant's customer", async () => {
    const mine = await freshApi();
    const theirs = await freshApi();
    const own = await createCustomer(mine);
    const foreign = await createCustomer(theirs);
    expect((await mine.get('/wallets')).body.data.wallets.map((w: any) => w.walletId)).toEqual([own.walletId]);
    expect((await mine.get(`/wallets?customerId=${foreign.customerId}`)).body.data.wallets).toEqual([]);
  });

  test.each([
    ['limit=0', ['limit']],
    ['limit=101', ['limit']],
    ['offset=x', ['offset']],
    ['status=active', ['status']],
  ])('list with %s → 400 INVALID_REQUEST', async (query, fields) => {
    expectError(await stack.api.get(`/wallets?${query}`), 400, 'INVALID_REQUEST', fields);
  });

  test('gets one wallet', async () => {
    const api = await freshApi();
    const customer = await createCustomer(api);
    const res = await api.get(`/wallets/${customer.walletId}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      walletId: customer.walletId,
      customerId: customer.customerId,
      currency: 'NGN',
      balances: { available: 0, held: 0 },
      account: null,
      accountStatus: 'none',
      accountFailureReason: null,
      createdAt: expect.any(String),
    });
  });

  test("another merchant's wallet is 404 NOT_FOUND", async () => {
    const owner = await freshApi();
    const intruder = await freshApi();
    const customer = await createCustomer(owner);
    expectError(await intruder.get(`/wallets/${customer.walletId}`), 404, 'NOT_FOUND');
  });

  test.each([newId('wallet'), newId('customer'), 'wal_short', 'nonsense'])('unknown wallet %p → 404 NOT_FOUND', async (walletId) => {
    expectError(await stack.api.get(`/wallets/${walletId}`), 404, 'NOT_FOUND');
  });
});
