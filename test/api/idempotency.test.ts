import { randomUUID } from 'node:crypto';
import { updateMerchant } from '../../src/merchants/merchants';
import { expectError } from '../support/expect';
import { createCustomer } from '../support/fixtures';
import { ApiClient } from '../support/http';
import { expectLedgerConsistent, startStack, Stack } from '../support/stack';

// Idempotency-Key (decisions.md "Requests and responses", spec "Authentication" 7) on the IK
// routes that exist now: POST /wallets and POST /wallets/{walletId}/credits.

let stack: Stack;
beforeAll(async () => {
  // Quotas are rate-limit.test.ts's business; here they must not interfere with the counts.
  stack = await startStack({ config: { rateLimitMultiplier: 100 } });
});
afterAll(async () => stack.stop());

async function walletJournals(walletId: string): Promise<number> {
  const [{ n }] = await stack.sql`select count(distinct e.journal_id)::int as n from ledger_entries e
    where e.account_id = ${`${walletId}:available`}`;
  return n as number;
}

async function creditedEvents(walletId: string): Promise<number> {
  const [{ n }] = await stack.sql`select count(*)::int as n from events
    where type = 'wallet.credited' and data->>'walletId' = ${walletId}`;
  return n as number;
}

async function available(walletId: string, api: ApiClient = stack.api): Promise<number> {
  return (await api.get(`/wallets/${walletId}`)).body.data.balances.available;
}

describe('the Idempotency-Key header', () => {
  test('is required on IK routes: without it 400 INVALID_REQUEST and nothing happens', async () => {
    const { customerId, walletId } = await createCustomer(stack.api);
    for (const headerValue of [null, '', '   ', 'k'.repeat(256)]) {
      const options =
        headerValue === null ? { idempotencyKey: null } : { idempotencyKey: null, headers: { 'idempotency-key': headerValue } };
      const credit = await stack.api.post(`/wallets/${walletId}/credits`, { amount: 10000 }, options);
      expectError(credit, 400, 'INVALID_REQUEST');
      expect(credit.body.error.details.fields).toEqual(['Idempotency-Key']);
      const provision = await stack.api.post('/wallets', { customerId, bvn: '12345678901' }, options);
      expectError(provision, 400, 'INVALID_REQUEST');
    }
    const wallet = (await stack.api.get(`/wallets/${walletId}`)).body.data;
    expect(wallet.account).toBeNull();
    expect(wallet.balances.available).toBe(0);
    expect(await walletJournals(walletId)).toBe(0);
  });
});

describe('replays', () => {
  test('same key and body: the first status and body exactly, marked idempotent-replayed, nothing done twice', async () => {
    const { customerId, walletId } = await createCustomer(stack.api);
    const key = randomUUID();
    const first = await stack.api.post('/wallets', { customerId, bvn: '12345678901' }, { idempotencyKey: key });
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();

    // Same body with its fields in another order is the same request.
    const replay = await stack.api.post('/wallets', { bvn: '12345678901', customerId }, { idempotencyKey: key });
    expect(replay.status).toBe(201); // a second execution would answer 200 (existing wallet)
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
    expect(replay.text).toBe(first.text);
    expect(replay.headers.get('x-request-id')).toBe(first.body.meta.requestId);

    // Without the key's memory the same call is a new request: 200 with the existing wallet.
    const fresh = await stack.api.post('/wallets', { customerId, bvn: '12345678901' });
    expect(fresh.status).toBe(200);
    expect(fresh.body.data.account).toEqual(first.body.data.account);

    const credit = { amount: 10000 };
    const creditKey = randomUUID();
    const c1 = await stack.api.post(`/wallets/${walletId}/credits`, credit, { idempotencyKey: creditKey });
    expect(c1.status).toBe(200);
    expect(c1.body.data.balances.available).toBe(9900); // 1% deposit fee
    const c2 = await stack.api.post(`/wallets/${walletId}/credits`, credit, { idempotencyKey: creditKey });
    expect(c2.status).toBe(200);
    expect(c2.headers.get('idempotent-replayed')).toBe('true');
    expect(c2.body).toEqual(c1.body);
    expect(c2.text).toBe(c1.text);

    expect(await available(walletId)).toBe(9900);
    expect(await walletJournals(walletId)).toBe(1);
    expect(await creditedEvents(walletId)).toBe(1);
    const [{ n }] = await stack.sql`select count(*)::int as n from wallets where customer_id = ${customerId}`;
    expect(n).toBe(1);
    await expectLedgerConsistent(stack.sql);
  });

  test('same key with a different body is 409 IDEMPOTENCY_KEY_REUSED and executes nothing', async () => {
    const { walletId } = await createCustomer(stack.api);
    const key = randomUUID();
    expect((await stack.api.post(`/wallets/${walletId}/credits`, { amount: 10000 }, { idempotencyKey: key })).status).toBe(200);
    const reused = await stack.api.post(`/wallets/${walletId}/credits`, { amount: 20000 }, { idempotencyKey: key });
    expectError(reused, 409, 'IDEMPOTENCY_KEY_REUSED');
    expect(reused.headers.get('idempotent-replayed')).toBeNull();
    expect(await available(walletId)).toBe(9900);
    expect(await walletJournals(walletId)).toBe(1);
    await expectLedgerConsistent(stack.sql);
  });

  test('same key on a different path is 409 IDEMPOTENCY_KEY_REUSED', async () => {
    const a = await createCustomer(stack.api);
    const b = await createCustomer(stack.api);
    const key = randomUUID();
    expect((await stack.api.post(`/wallets/${a.walletId}/credits`, { amount: 5000 }, { idempotencyKey: key })).status).toBe(200);
    expectError(
      await stack.api.post(`/wallets/${b.walletId}/credits`, { amount: 5000 }, { idempotencyKey: key }),
      409,
      'IDEMPOTENCY_KEY_REUSED',
    );
    expectError(
      await stack.api.post('/wallets', { customerId: b.customerId, bvn: '12345678901' }, { idempotencyKey: key }),
      409,
      'IDEMPOTENCY_KEY_REUSED',
    );
    expect(await available(b.walletId)).toBe(0);
    expect((await stack.api.get(`/wallets/${b.walletId}`)).body.data.account).toBeNull();
    await expectLedgerConsistent(stack.sql);
  });
});

describe('scope', () => {
  test('keys are per merchant: another merchant may use the same key and never sees our response', async () => {
    const mine = await createCustomer(stack.api);
    const key = `shared-${randomUUID()}`;
    const a = await stack.api.post(`/wallets/${mine.walletId}/credits`, { amount: 10000 }, { idempotencyKey: key });
    expect(a.status).toBe(200);

    // Same key, same method, path and body from another merchant: its own execution (the
    // wallet is not theirs: 404), never a replay of our 200 with our wallet in it.
    const snoop = stack.api.withKey((await stack.newMerchant()).testSecretKey);
    const b = await snoop.post(`/wallets/${mine.walletId}/credits`, { amount: 10000 }, { idempotencyKey: key });
    expectError(b, 404, 'NOT_FOUND');
    expect(b.headers.get('idempotent-replayed')).toBeNull();

    // Same key, different path and body from a third merchant: within one merchant this
    // would be 409 IDEMPOTENCY_KEY_REUSED; here it simply executes.
    const otherApi = stack.api.withKey((await stack.newMerchant()).testSecretKey);
    const theirs = await createCustomer(otherApi);
    const c = await otherApi.post(`/wallets/${theirs.walletId}/credits`, { amount: 30000 }, { idempotencyKey: key });
    expect(c.status).toBe(200);
    expect(c.headers.get('idempotent-replayed')).toBeNull();
    expect(c.body.data).toMatchObject({ walletId: theirs.walletId, balances: { available: 29700 } });
    expect(await available(mine.walletId)).toBe(9900);
    await expectLedgerConsistent(stack.sql);
  });

  test("keys are per environment: a live request with a test request's key is not a reuse", async () => {
    const merchant = await stack.newMerchant({ verified: true, liveMode: true });
    const testApi = stack.api.withKey(merchant.testSecretKey);
    const liveApi = stack.api.withKey(merchant.liveSecretKey);
    const sandboxCustomer = await createCustomer(testApi);
    const liveCustomer = await createCustomer(liveApi);
    const key = randomUUID();

    expect(
      (await testApi.post('/wallets', { customerId: sandboxCustomer.customerId, bvn: '12345678901' }, { idempotencyKey: key })).status,
    ).toBe(201);
    const live = await liveApi.post('/wallets', { customerId: liveCustomer.customerId, bvn: '12345678901' }, { idempotencyKey: key });
    // Live keys need bankCode and accountNumber (400), but the key was not seen as reused.
    expect(live.body.error?.code).not.toBe('IDEMPOTENCY_KEY_REUSED');
    expect(live.headers.get('idempotent-replayed')).toBeNull();
    expect(live.body.data?.walletId).not.toBe(sandboxCustomer.walletId);
  });
});

describe('what is stored', () => {
  test('a 400 validation failure is not stored: the corrected request with the same key executes', async () => {
    const { customerId, walletId } = await createCustomer(stack.api);
    const key = randomUUID();
    const invalid = await stack.api.post(`/wallets/${walletId}/credits`, { amount: 0 }, { idempotencyKey: key });
    expectError(invalid, 400, 'INVALID_REQUEST');
    const unknownField = await stack.api.post(`/wallets/${walletId}/credits`, { amount: 10000, currency: 'NGN' }, { idempotencyKey: key });
    expectError(unknownField, 400, 'INVALID_REQUEST');
    const fixed = await stack.api.post(`/wallets/${walletId}/credits`, { amount: 10000 }, { idempotencyKey: key });
    expect(fixed.status).toBe(200);
    expect(fixed.headers.get('idempotent-replayed')).toBeNull();
    expect(fixed.body.data.balances.available).toBe(9900);

    const walletKey = randomUUID();
    expectError(await stack.api.post('/wallets', { customerId, bvn: '123' }, { idempotencyKey: walletKey }), 400, 'INVALID_REQUEST');
    const provisioned = await stack.api.post('/wallets', { customerId, bvn: '12345678901' }, { idempotencyKey: walletKey });
    expect(provisioned.status).toBe(201);
    expect(provisioned.body.data.account).not.toBeNull();
    await expectLedgerConsistent(stack.sql);
  });

  test('a 404 is stored and replayed, not executed again', async () => {
    const missing = `wal_${'Z'.repeat(24)}`;
    const key = randomUUID();
    const first = await stack.api.post(`/wallets/${missing}/credits`, { amount: 10000 }, { idempotencyKey: key });
    expectError(first, 404, 'NOT_FOUND');
    expect(first.headers.get('idempotent-replayed')).toBeNull();

    const replay = await stack.api.post(`/wallets/${missing}/credits`, { amount: 10000 }, { idempotencyKey: key });
    expect(replay.status).toBe(404);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(first.body); // including the first request's requestId
    expect(replay.headers.get('x-request-id')).toBe(first.body.meta.requestId);
    // It is remembered: the same key with another body is a reuse, not a fresh 404.
    expectError(
      await stack.api.post(`/wallets/${missing}/credits`, { amount: 20000 }, { idempotencyKey: key }),
      409,
      'IDEMPOTENCY_KEY_REUSED',
    );
  });

  test('a business-rule 400 (BVN_NAME_MISMATCH) is stored, unlike a validation 400', async () => {
    const { customerId } = await createCustomer(stack.api);
    const key = randomUUID();
    const first = await stack.api.post('/wallets', { customerId, bvn: '00000000000' }, { idempotencyKey: key });
    expectError(first, 400, 'BVN_NAME_MISMATCH');
    const replay = await stack.api.post('/wallets', { customerId, bvn: '00000000000' }, { idempotencyKey: key });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
    expectError(
      await stack.api.post('/wallets', { customerId, bvn: '12345678901' }, { idempotencyKey: key }),
      409,
      'IDEMPOTENCY_KEY_REUSED',
    );
  });
});

describe('a known key: the claim goes out with the admission (its lookahead, api/middleware/admission.ts)', () => {
  async function keysNamed(merchantId: string, key: string): Promise<number> {
    const [{ n }] = await stack.sql`select count(*)::int as n from idempotency_keys where merchant_id = ${merchantId} and key = ${key}`;
    return n as number;
  }

  test('a write the admission refuses (suspended) answers 403 before its own 400 and 409, and leaves its key unclaimed', async () => {
    const merchant = await stack.newMerchant();
    const api = stack.api.withKey(merchant.testSecretKey);
    const { walletId } = await createCustomer(api); // the key is known to the API from here on
    const taken = randomUUID();
    expect((await api.post(`/wallets/${walletId}/credits`, { amount: 10000 }, { idempotencyKey: taken })).status).toBe(200);
    await updateMerchant(stack.sql, merchant.merchantId, { suspended: true });

    const key = randomUUID();
    expectError(await api.post(`/wallets/${walletId}/credits`, { amount: 10000 }, { idempotencyKey: key }), 403, 'FORBIDDEN');
    expectError(await api.post(`/wallets/${walletId}/credits`, { amount: 'ten' }, { idempotencyKey: key }), 403, 'FORBIDDEN');
    expectError(await api.post(`/wallets/${walletId}/credits`, { amount: 20000 }, { idempotencyKey: taken }), 403, 'FORBIDDEN');
    expect(await keysNamed(merchant.merchantId, key)).toBe(0);

    // Let back in, the same key executes (not 409 in progress, not a replay of the 403).
    await updateMerchant(stack.sql, merchant.merchantId, { suspended: false });
    const credited = await api.post(`/wallets/${walletId}/credits`, { amount: 10000 }, { idempotencyKey: key });
    expect(credited.status).toBe(200);
    expect(credited.headers.get('idempotent-replayed')).toBeNull();
    expect(credited.body.data.balances.available).toBe(2 * 9900);
    expect(await walletJournals(walletId)).toBe(2);
    await expectLedgerConsistent(stack.sql);
  });

  test('a live key on a sandbox control answers 403 and claims nothing', async () => {
    const merchant = await stack.newMerchant({ verified: true, liveMode: true });
    const live = stack.api.withKey(merchant.liveSecretKey);
    expect((await live.get('/customers')).status).toBe(200); // the live key is known from here on
    const key = randomUUID();
    const refused = await live.post('/wallets/wal_unknown/credits', { amount: 10000 }, { idempotencyKey: key });
    expectError(refused, 403, 'FORBIDDEN');
    expect(refused.body.error.message).toContain('sandbox');
    expect(await keysNamed(merchant.merchantId, key)).toBe(0);
  });

  test('a merchant changed since its cached admission: the early claim is given back and the write runs once for the fresh one', async () => {
    const merchant = await stack.newMerchant();
    const api = stack.api.withKey(merchant.testSecretKey);
    const { walletId } = await createCustomer(api); // the key is known to the API from here on
    await updateMerchant(stack.sql, merchant.merchantId, { webhookUrl: 'https://changed.example.com/hooks' });
    const key = randomUUID();
    // Were the claim made for the cached merchant kept, the claim for the fresh one would find it taken (409).
    const credited = await api.post(`/wallets/${walletId}/credits`, { amount: 10000 }, { idempotencyKey: key });
    expect(credited.status).toBe(200);
    expect(credited.headers.get('idempotent-replayed')).toBeNull();
    expect(await keysNamed(merchant.merchantId, key)).toBe(1);
    expect(await walletJournals(walletId)).toBe(1);
    const replay = await api.post(`/wallets/${walletId}/credits`, { amount: 10000 }, { idempotencyKey: key });
    expect([replay.headers.get('idempotent-replayed'), replay.body]).toEqual(['true', credited.body]);
  });

  test("the request's own 400 comes before the claim's 409, and nothing is claimed for it", async () => {
    const { walletId } = await createCustomer(stack.api);
    const key = randomUUID();
    expect((await stack.api.post(`/wallets/${walletId}/credits`, { amount: 10000 }, { idempotencyKey: key })).status).toBe(200);
    expectError(await stack.api.post(`/wallets/${walletId}/credits`, { amount: 'ten' }, { idempotencyKey: key }), 400, 'INVALID_REQUEST');
    const fresh = randomUUID();
    expectError(await stack.api.post(`/wallets/${walletId}/credits`, { amount: -1 }, { idempotencyKey: fresh }), 400, 'INVALID_REQUEST');
    expect(await keysNamed(stack.merchant.merchantId, fresh)).toBe(0);
    expect(await available(walletId)).toBe(9900);
  });
});

describe('concurrent requests with one key', () => {
  test('10 parallel credits: exactly one executes, the others are in-progress or replays; credited once', async () => {
    const { walletId } = await createCustomer(stack.api);
    const key = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => stack.api.post(`/wallets/${walletId}/credits`, { amount: 10000 }, { idempotencyKey: key })),
    );

    const executed = results.filter((r) => r.status === 200 && r.headers.get('idempotent-replayed') === null);
    expect(executed).toHaveLength(1);
    for (const r of results) {
      if (r === executed[0]) continue;
      if (r.status === 409) {
        expectError(r, 409, 'IDEMPOTENCY_IN_PROGRESS');
      } else {
        expect(r.status).toBe(200);
        expect(r.headers.get('idempotent-replayed')).toBe('true');
        expect(r.body).toEqual(executed[0].body);
      }
    }
    expect(executed[0].body.data.balances.available).toBe(9900);

    // Once finished, the key replays the single execution.
    const after = await stack.api.post(`/wallets/${walletId}/credits`, { amount: 10000 }, { idempotencyKey: key });
    expect(after.headers.get('idempotent-replayed')).toBe('true');
    expect(after.body).toEqual(executed[0].body);

    expect(await available(walletId)).toBe(9900);
    expect(await walletJournals(walletId)).toBe(1);
    expect(await creditedEvents(walletId)).toBe(1);
    await expectLedgerConsistent(stack.sql);
  });

  test('10 parallel wallet creations: exactly one executes (201), no other is a fresh execution', async () => {
    const { customerId } = await createCustomer(stack.api);
    const key = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => stack.api.post('/wallets', { customerId, bvn: '12345678901' }, { idempotencyKey: key })),
    );
    const executed = results.filter((r) => r.headers.get('idempotent-replayed') === null && r.status !== 409);
    expect(executed).toHaveLength(1);
    expect(executed[0].status).toBe(201);
    for (const r of results) {
      if (r === executed[0]) continue;
      if (r.status === 409) expectError(r, 409, 'IDEMPOTENCY_IN_PROGRESS');
      else expect(r.body).toEqual(executed[0].body);
    }
  });
});
