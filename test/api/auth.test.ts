import { generateApiKey } from '../../src/keys';
import { updateMerchant } from '../../src/merchants/merchants';
import { expectError } from '../support/expect';
import { createCustomer, customerBody } from '../support/fixtures';
import { ApiClient, ApiResponse } from '../support/http';
import { startStack, Stack } from '../support/stack';

// Authentication (spec "Authentication" 1-4, decisions "Errors left open"): secret keys by
// plane; live keys only for verified merchants in live mode; suspended merchants refused;
// every row belongs to one merchant and one plane.

let stack: Stack;
beforeAll(async () => {
  // Quotas are rate-limit.test.ts's business; here they must not interfere.
  stack = await startStack({ config: { rateLimitMultiplier: 100 } });
});
afterAll(async () => stack.stop());

describe('401 UNAUTHORIZED', () => {
  test('without an Authorization header', async () => {
    expectError(await stack.api.get('/customers', { key: null }), 401, 'UNAUTHORIZED');
    expectError(await stack.api.post('/customers', customerBody(), { key: null }), 401, 'UNAUTHORIZED');
  });

  test('with a malformed Authorization value', async () => {
    const key = stack.merchant.testSecretKey;
    const malformed = [
      key, // no scheme
      `Basic ${Buffer.from(`${key}:`).toString('base64')}`,
      `Token ${key}`,
      'Bearer',
      'Bearer ',
      `Bearer ${key} extra`,
      `Bearer ${key}x`,
      `Bearer ${key.slice(0, -1)}`,
      `Bearer ${key.replace('sk_test_', 'sk_prod_')}`,
      'Bearer sk_test_',
      'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig', // a JWT is no credential here
    ];
    for (const authorization of malformed) {
      const res = await stack.api.get('/customers', { key: null, headers: { authorization } });
      expectError(res, 401, 'UNAUTHORIZED');
    }
    // The same key, properly presented, works (case-insensitive scheme as in RFC 7235).
    expect((await stack.api.get('/customers', { key: null, headers: { authorization: `bearer ${key}` } })).status).toBe(200);
  });

  test('with a well-formed secret key nobody was issued', async () => {
    expectError(await stack.api.get('/customers', { key: generateApiKey('secret', 'test') }), 401, 'UNAUTHORIZED');
    expectError(await stack.api.get('/customers', { key: generateApiKey('secret', 'live') }), 401, 'UNAUTHORIZED');
  });

  test('with a real key presented as the other plane', async () => {
    // The plane is part of the key: swapping the prefix of a real key gives an unknown key.
    const swapped = stack.merchant.testSecretKey.replace('sk_test_', 'sk_live_');
    expectError(await stack.api.get('/customers', { key: swapped }), 401, 'UNAUTHORIZED');
  });

  test('with a publishable key as Bearer, test or live', async () => {
    const merchant = await stack.newMerchant({ verified: true, liveMode: true });
    expectError(await stack.api.get('/customers', { key: merchant.testPublishableKey }), 401, 'UNAUTHORIZED');
    expectError(await stack.api.get('/customers', { key: merchant.livePublishableKey }), 401, 'UNAUTHORIZED');
    // ...while the same merchant's secret keys work.
    expect((await stack.api.get('/customers', { key: merchant.testSecretKey })).status).toBe(200);
    expect((await stack.api.get('/customers', { key: merchant.liveSecretKey })).status).toBe(200);
  });
});

describe('live keys', () => {
  test('of an unverified merchant are 403 FORBIDDEN (even in live mode)', async () => {
    const unverified = await stack.newMerchant();
    expectError(await stack.api.get('/customers', { key: unverified.liveSecretKey }), 403, 'FORBIDDEN');
    const liveModeOnly = await stack.newMerchant({ liveMode: true });
    expectError(await stack.api.get('/customers', { key: liveModeOnly.liveSecretKey }), 403, 'FORBIDDEN');
    // The test key of the same merchant works: the sandbox needs no verification.
    expect((await stack.api.get('/customers', { key: unverified.testSecretKey })).status).toBe(200);
  });

  test('of a verified merchant not in live mode are 403 FORBIDDEN, and work once it switches', async () => {
    const merchant = await stack.newMerchant({ verified: true });
    expectError(await stack.api.get('/customers', { key: merchant.liveSecretKey }), 403, 'FORBIDDEN');
    expectError(await stack.api.post('/customers', customerBody(), { key: merchant.liveSecretKey }), 403, 'FORBIDDEN');

    await updateMerchant(stack.sql, merchant.merchantId, { liveMode: true });
    const res = await stack.api.get('/customers', { key: merchant.liveSecretKey });
    expect(res.status).toBe(200);
    expect(res.body.data.customers).toEqual([]);
  });
});

describe('suspended merchants', () => {
  test('get 403 FORBIDDEN with test and live keys, and are let back in when unsuspended', async () => {
    const merchant = await stack.newMerchant({ verified: true, liveMode: true });
    expect((await stack.api.get('/customers', { key: merchant.testSecretKey })).status).toBe(200);
    await updateMerchant(stack.sql, merchant.merchantId, { suspended: true });

    expectError(await stack.api.get('/customers', { key: merchant.testSecretKey }), 403, 'FORBIDDEN');
    expectError(await stack.api.get('/customers', { key: merchant.liveSecretKey }), 403, 'FORBIDDEN');
    expectError(await stack.api.post('/customers', customerBody(), { key: merchant.testSecretKey }), 403, 'FORBIDDEN');
    expectError(await stack.api.get('/identity/banks', { key: merchant.testSecretKey }), 403, 'FORBIDDEN');
    // Suspension does not reveal more than a wrong key would: a publishable key is still 401.
    expectError(await stack.api.get('/customers', { key: merchant.testPublishableKey }), 401, 'UNAUTHORIZED');

    await updateMerchant(stack.sql, merchant.merchantId, { suspended: false });
    expect((await stack.api.get('/customers', { key: merchant.testSecretKey })).status).toBe(200);
    expect((await stack.api.get('/customers', { key: merchant.liveSecretKey })).status).toBe(200);
  });
});

describe('data separation', () => {
  test('test and live data never mix', async () => {
    const merchant = await stack.newMerchant({ verified: true, liveMode: true });
    const testApi = stack.api.withKey(merchant.testSecretKey);
    const liveApi = stack.api.withKey(merchant.liveSecretKey);

    const live = await createCustomer(liveApi, { firstName: 'Tunde' });
    const sandbox = await createCustomer(testApi);
    expect(live.customerId).toMatch(/^cus_/);
    expect(sandbox.customerId).toMatch(/^cus_/);

    // Each plane sees its own customer, and only its own.
    expect((await liveApi.get(`/customers/${live.customerId}`)).status).toBe(200);
    expect((await testApi.get(`/customers/${sandbox.customerId}`)).status).toBe(200);
    expectError(await testApi.get(`/customers/${live.customerId}`), 404, 'NOT_FOUND');
    expectError(await liveApi.get(`/customers/${sandbox.customerId}`), 404, 'NOT_FOUND');
    expectError(await testApi.get(`/wallets/${live.walletId}`), 404, 'NOT_FOUND');
    expectError(await liveApi.get(`/wallets/${sandbox.walletId}`), 404, 'NOT_FOUND');

    const ids = (res: ApiResponse, key: 'customers' | 'wallets') => res.body.data[key].map((c: { customerId: string }) => c.customerId);
    expect(ids(await testApi.get('/customers'), 'customers')).toEqual([sandbox.customerId]);
    expect(ids(await liveApi.get('/customers'), 'customers')).toEqual([live.customerId]);
    expect(ids(await testApi.get('/wallets'), 'wallets')).toEqual([sandbox.customerId]);
    expect(ids(await liveApi.get('/wallets'), 'wallets')).toEqual([live.customerId]);

    // Nor can one plane change or delete the other's rows.
    expectError(await testApi.patch(`/customers/${live.customerId}`, { firstName: 'Hijack' }), 404, 'NOT_FOUND');
    expectError(await testApi.delete(`/customers/${live.customerId}`), 404, 'NOT_FOUND');
    expectError(await testApi.post(`/wallets/${live.walletId}/credits`, { amount: 5000 }), 404, 'NOT_FOUND');
    expect((await liveApi.get(`/customers/${live.customerId}`)).body.data).toMatchObject({
      firstName: 'Tunde',
      balances: { available: 0, held: 0 },
    });

    // An e-mail used on one plane is still free on the other.
    const shared = customerBody();
    expect((await liveApi.post('/customers', shared)).status).toBe(201);
    expect((await testApi.post('/customers', shared)).status).toBe(201);
  });

  test("another merchant's customers and wallets are 404 and never listed", async () => {
    const other = await stack.newMerchant();
    const otherApi = stack.api.withKey(other.testSecretKey);
    const theirs = await createCustomer(otherApi, { firstName: 'Tunde' });

    expectError(await stack.api.get(`/customers/${theirs.customerId}`), 404, 'NOT_FOUND');
    expectError(await stack.api.patch(`/customers/${theirs.customerId}`, { firstName: 'Hijack' }), 404, 'NOT_FOUND');
    expectError(await stack.api.delete(`/customers/${theirs.customerId}`), 404, 'NOT_FOUND');
    expectError(await stack.api.get(`/wallets/${theirs.walletId}`), 404, 'NOT_FOUND');
    expectError(await stack.api.post(`/wallets/${theirs.walletId}/credits`, { amount: 5000 }), 404, 'NOT_FOUND');
    expectError(await stack.api.post('/wallets', { customerId: theirs.customerId, bvn: '12345678901' }), 404, 'NOT_FOUND');

    const mine = await stack.api.get('/customers?limit=100');
    expect(mine.body.data.customers.map((c: { customerId: string }) => c.customerId)).not.toContain(theirs.customerId);
    const after = await otherApi.get(`/customers/${theirs.customerId}`);
    expect(after.body.data).toMatchObject({ firstName: 'Tunde', account: null, balances: { available: 0, held: 0 } });
  });
});

describe('sandbox-only routes', () => {
  test('POST /wallets/{walletId}/credits with a live key is 403 FORBIDDEN and credits nothing', async () => {
    const merchant = await stack.newMerchant({ verified: true, liveMode: true });
    const liveApi: ApiClient = stack.api.withKey(merchant.liveSecretKey);
    const customer = await createCustomer(liveApi);

    expectError(await liveApi.post(`/wallets/${customer.walletId}/credits`, { amount: 5000 }), 403, 'FORBIDDEN');
    expect((await liveApi.get(`/wallets/${customer.walletId}`)).body.data.balances).toEqual({ available: 0, held: 0 });
    const [{ n }] = await stack.sql`select count(*)::int as n from ledger_journals where merchant_id = ${merchant.merchantId}`;
    expect(n).toBe(0);
  });
});
