import { randomUUID } from 'node:crypto';
import { updateMerchant } from '../../src/merchants/merchants';
import { collectionFees, createSession, ok } from '../support/checkout';
import { createEscrow, customerWithBalance, escrowBody } from '../support/escrows';
import { expectError } from '../support/expect';
import { createCustomer } from '../support/fixtures';
import { ApiClient } from '../support/http';
import { stackForFile } from '../support/stack';

// POST /checkout/sessions (customer top-up and escrow), its reuse, amount, state, channel and
// return-address rules, payment.pending, and GET /checkout/sessions with filters.

const stack = stackForFile({ config: { rateLimitMultiplier: 100 } });

const freshMerchant = () => stack.newMerchantClient();

async function pendingEventsOf(checkoutId: string): Promise<number> {
  const [{ n }] = await stack.sql`select count(*)::int as n from events
    where type = 'payment.pending' and data->>'checkoutId' = ${checkoutId}`;
  return n as number;
}

async function unfundedEscrow(api: ApiClient, overrides: Record<string, unknown> = {}) {
  const payer = await createCustomer(api);
  const payee = await createCustomer(api);
  return createEscrow(api, escrowBody(payer.customerId, payee.customerId, overrides));
}

describe('wallet top-up sessions', () => {
  test('201 with every field; channels from the merchant (card by default); payment.pending delivered with the session', async () => {
    const customer = await createCustomer(stack.api);
    const res = await stack.api.post('/checkout/sessions', { customerId: customer.customerId, amount: 5_000, currency: 'NGN' });
    const session = ok(res, 201);
    expect(session).toEqual({
      checkoutId: expect.stringMatching(/^chk_[0-9A-Za-z]{24}$/),
      checkoutUrl: `${stack.config.publicBaseUrl}/checkout/${session.checkoutId}`,
      status: 'pending',
      escrowId: null,
      customerId: customer.customerId,
      amount: 5_000,
      currency: 'NGN',
      fees: collectionFees(5_000),
      paymentMethods: ['card'],
      callbackUrl: null,
      paymentId: null,
      createdAt: expect.any(String),
      completedAt: null,
    });
    expect(session.fees).toEqual({
      providerFee: 175,
      platformFee: 43.75,
      merchantFee: 0,
      totalFees: 218.75,
      chargedAmount: 5_218.75,
      netAmount: 5_000,
    });
    const [hook] = await stack.receiver.waitFor((r) => r.some((h) => h.body.data?.checkoutId === session.checkoutId));
    const pending = stack.receiver.received.filter((h) => h.body.data?.checkoutId === session.checkoutId);
    expect(pending.map((h) => h.body.type)).toEqual(['payment.pending']);
    expect(pending[0].body.data).toEqual(session);
    expect(pending[0].body.meta).toEqual({});
    expect(hook).toBeDefined();
    expect(ok(await stack.api.get(`/checkout/sessions/${session.checkoutId}`))).toEqual(session);
  });

  test("currency defaults to the wallet's (NGN); amount is required; another currency is AMOUNT_MISMATCH", async () => {
    const customer = await createCustomer(stack.api);
    const session = await createSession(stack.api, { customerId: customer.customerId, amount: 1_000 });
    expect(session.currency).toBe('NGN');
    expect(session.fees).toEqual(collectionFees(1_000));
    expectError(await stack.api.post('/checkout/sessions', { customerId: customer.customerId }), 400, 'INVALID_REQUEST', ['amount']);
    expectError(
      await stack.api.post('/checkout/sessions', { customerId: customer.customerId, amount: 1_000, currency: 'USD' }),
      400,
      'AMOUNT_MISMATCH',
    );
    expectError(await stack.api.post('/checkout/sessions', { customerId: customer.customerId, amount: 0 }), 400, 'INVALID_REQUEST', [
      'amount',
    ]);
  });

  test('a top-up may have several open sessions', async () => {
    const customer = await createCustomer(stack.api);
    const a = await createSession(stack.api, { customerId: customer.customerId, amount: 1_000 });
    const b = await createSession(stack.api, { customerId: customer.customerId, amount: 1_000 });
    expect(a.checkoutId).not.toBe(b.checkoutId);
    expect([a.status, b.status]).toEqual(['pending', 'pending']);
  });

  test('exactly one of escrowId or customerId; unknown ids are 404', async () => {
    const customer = await createCustomer(stack.api);
    const escrow = await unfundedEscrow(stack.api);
    expectError(await stack.api.post('/checkout/sessions', { amount: 1_000 }), 400, 'INVALID_REQUEST', ['escrowId', 'customerId']);
    expectError(
      await stack.api.post('/checkout/sessions', { customerId: customer.customerId, escrowId: escrow.escrowId, amount: 1_000 }),
      400,
      'INVALID_REQUEST',
      ['escrowId', 'customerId'],
    );
    expectError(await stack.api.post('/checkout/sessions', { customerId: 'cus_unknown', amount: 1_000 }), 404, 'NOT_FOUND');
    expectError(await stack.api.post('/checkout/sessions', { escrowId: 'esc_000000000000000000000000' }), 404, 'NOT_FOUND');
    expectError(
      await stack.api.post('/checkout/sessions', { customerId: customer.customerId, amount: 1_000, tip: 1 }),
      400,
      'INVALID_REQUEST',
      ['tip'],
    );
    expectError(
      await stack.api.post('/checkout/sessions', { customerId: customer.customerId, amount: 1_000 }, { idempotencyKey: null }),
      400,
      'INVALID_REQUEST',
    );
    // Another merchant's customer or escrow does not exist for this one.
    const other = await freshMerchant();
    expectError(await other.api.post('/checkout/sessions', { customerId: customer.customerId, amount: 1_000 }), 404, 'NOT_FOUND');
    expectError(await other.api.post('/checkout/sessions', { escrowId: escrow.escrowId }), 404, 'NOT_FOUND');
    expectError(await stack.api.get('/checkout/sessions/chk_unknown'), 404, 'NOT_FOUND');
  });
});

describe('escrow sessions', () => {
  test("amount may be omitted (the hold's amount); fees include the escrow's merchantFee", async () => {
    const escrow = await unfundedEscrow(stack.api, { amount: 10_000, merchantFee: 200 });
    const session = await createSession(stack.api, { escrowId: escrow.escrowId });
    expect(session).toMatchObject({ escrowId: escrow.escrowId, customerId: null, amount: 10_000, currency: 'NGN', status: 'pending' });
    expect(session.fees).toEqual({
      providerFee: 250,
      platformFee: 62.5,
      merchantFee: 200,
      totalFees: 512.5,
      chargedAmount: 10_512.5,
      netAmount: 10_000,
    });
  });

  test('the pending session is reused: other key → 200 same session; same key and body → replay; same key other body → 409; payment.pending once', async () => {
    const escrow = await unfundedEscrow(stack.api, { amount: 10_000 });
    const key = randomUUID();
    const first = await stack.api.post(
      '/checkout/sessions',
      { escrowId: escrow.escrowId, amount: 10_000, currency: 'NGN' },
      { idempotencyKey: key },
    );
    const session = ok(first, 201);

    const again = await stack.api.post('/checkout/sessions', { escrowId: escrow.escrowId });
    expect(ok(again, 200)).toEqual(session);

    const replay = await stack.api.post(
      '/checkout/sessions',
      { escrowId: escrow.escrowId, amount: 10_000, currency: 'NGN' },
      { idempotencyKey: key },
    );
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.text).toBe(first.text);

    const reused = await stack.api.post('/checkout/sessions', { escrowId: escrow.escrowId }, { idempotencyKey: key });
    expectError(reused, 409, 'IDEMPOTENCY_KEY_REUSED');

    await stack.receiver.waitFor((r) => r.some((h) => h.body.type === 'payment.pending' && h.body.data.checkoutId === session.checkoutId));
    expect(await pendingEventsOf(session.checkoutId)).toBe(1);
    const list = ok(await stack.api.get(`/checkout/sessions?escrowId=${escrow.escrowId}`));
    expect(list.checkouts.map((c: any) => c.checkoutId)).toEqual([session.checkoutId]);
  });

  test("amount or currency other than the hold's is 400 AMOUNT_MISMATCH", async () => {
    const escrow = await unfundedEscrow(stack.api, { amount: 10_000 });
    expectError(await stack.api.post('/checkout/sessions', { escrowId: escrow.escrowId, amount: 9_999 }), 400, 'AMOUNT_MISMATCH');
    expectError(
      await stack.api.post('/checkout/sessions', { escrowId: escrow.escrowId, amount: 10_000, currency: 'USD' }),
      400,
      'AMOUNT_MISMATCH',
    );
    expect(ok(await stack.api.get(`/checkout/sessions?escrowId=${escrow.escrowId}`)).checkouts).toEqual([]);
  });

  test('a hold not awaiting_funding is 409 ESCROW_NOT_PAYABLE (cancelled, funded by debitPayer)', async () => {
    const cancelled = await unfundedEscrow(stack.api);
    ok(await stack.api.post(`/escrows/${cancelled.escrowId}/cancel`, { reason: 'changed mind' }));
    expectError(await stack.api.post('/checkout/sessions', { escrowId: cancelled.escrowId }), 409, 'ESCROW_NOT_PAYABLE');

    const payer = await customerWithBalance(stack.api, 20_000);
    const payee = await createCustomer(stack.api);
    const held = await createEscrow(stack.api, escrowBody(payer.customerId, payee.customerId, { amount: 5_000, debitPayer: true }));
    expect(held.status).toBe('held');
    expectError(await stack.api.post('/checkout/sessions', { escrowId: held.escrowId }), 409, 'ESCROW_NOT_PAYABLE');
  });
});

describe('channels and return address', () => {
  test("paymentMethods applies to that session only; otherwise the merchant's enabled channels", async () => {
    const { api, merchantId } = await freshMerchant();
    await updateMerchant(stack.sql, merchantId, { paymentMethods: ['bank_transfer', 'ussd'] });
    const customer = await createCustomer(api);
    const own = await createSession(api, { customerId: customer.customerId, amount: 1_000, paymentMethods: ['card', 'ussd', 'card'] });
    expect(own.paymentMethods).toEqual(['card', 'ussd']);
    const byDefault = await createSession(api, { customerId: customer.customerId, amount: 1_000 });
    expect(byDefault.paymentMethods).toEqual(['bank_transfer', 'ussd']);
    expectError(
      await api.post('/checkout/sessions', { customerId: customer.customerId, amount: 1_000, paymentMethods: ['cash'] }),
      400,
      'INVALID_REQUEST',
      ['paymentMethods.0'],
    );
    expectError(
      await api.post('/checkout/sessions', { customerId: customer.customerId, amount: 1_000, paymentMethods: [] }),
      400,
      'INVALID_REQUEST',
      ['paymentMethods'],
    );
  });

  test("callbackUrl: request, then the escrow's, then the merchant default, else none", async () => {
    const { api, merchantId } = await freshMerchant();
    const customer = await createCustomer(api);
    expect((await createSession(api, { customerId: customer.customerId, amount: 1_000 })).callbackUrl).toBeNull();
    await updateMerchant(stack.sql, merchantId, { callbackUrl: 'https://shop.example.com/return' });
    expect((await createSession(api, { customerId: customer.customerId, amount: 1_000 })).callbackUrl).toBe(
      'https://shop.example.com/return',
    );
    const own = await createSession(api, {
      customerId: customer.customerId,
      amount: 1_000,
      callbackUrl: 'https://shop.example.com/thanks?order=7',
    });
    expect(own.callbackUrl).toBe('https://shop.example.com/thanks?order=7');
    const escrow = await unfundedEscrow(api, { callbackUrl: 'https://shop.example.com/escrow-return' });
    expect((await createSession(api, { escrowId: escrow.escrowId })).callbackUrl).toBe('https://shop.example.com/escrow-return');
  });

  test.each([
    ['plain http', 'http://shop.example.com/return'],
    ['localhost', 'https://localhost/return'],
    ['an IPv4 address', 'https://203.0.113.7/return'],
    ['an IPv6 address', 'https://[2001:db8::1]/return'],
    ['a bare host', 'https://intranet/return'],
    ['not a URL', 'shop.example.com/return'],
  ])('callbackUrl on %s is 400 (even with private webhook targets allowed)', async (_label, url) => {
    expect(stack.config.webhookAllowPrivateTargets).toBe(true);
    const customer = await createCustomer(stack.api);
    expectError(
      await stack.api.post('/checkout/sessions', { customerId: customer.customerId, amount: 1_000, callbackUrl: url }),
      400,
      'INVALID_REQUEST',
      ['callbackUrl'],
    );
  });
});

describe('GET /checkout/sessions', () => {
  test('newest first, filtered by status, escrowId and customerId, paginated', async () => {
    const { api } = await freshMerchant();
    const alice = await createCustomer(api);
    const bob = await createCustomer(api);
    const a1 = await createSession(api, { customerId: alice.customerId, amount: 1_000 });
    const a2 = await createSession(api, { customerId: alice.customerId, amount: 2_000 });
    const b1 = await createSession(api, { customerId: bob.customerId, amount: 3_000 });
    const escrow = await unfundedEscrow(api);
    const e1 = await createSession(api, { escrowId: escrow.escrowId });
    ok(await api.post(`/sandbox/checkouts/${a1.checkoutId}/complete`, { outcome: 'failure' }));

    const ids = (data: any) => data.checkouts.map((c: any) => c.checkoutId);
    const all = ok(await api.get('/checkout/sessions'));
    expect(ids(all)).toEqual([e1.checkoutId, b1.checkoutId, a2.checkoutId, a1.checkoutId]);
    expect(all.pagination).toEqual({ total: 4, limit: 20, offset: 0, hasMore: false });
    expect(ids(ok(await api.get(`/checkout/sessions?customerId=${alice.customerId}`)))).toEqual([a2.checkoutId, a1.checkoutId]);
    expect(ids(ok(await api.get(`/checkout/sessions?escrowId=${escrow.escrowId}`)))).toEqual([e1.checkoutId]);
    expect(ids(ok(await api.get('/checkout/sessions?status=failed')))).toEqual([a1.checkoutId]);
    expect(ids(ok(await api.get('/checkout/sessions?status=pending')))).toEqual([e1.checkoutId, b1.checkoutId, a2.checkoutId]);
    const page = ok(await api.get('/checkout/sessions?limit=2&offset=1'));
    expect(ids(page)).toEqual([b1.checkoutId, a2.checkoutId]);
    expect(page.pagination).toEqual({ total: 4, limit: 2, offset: 1, hasMore: true });
    expectError(await api.get('/checkout/sessions?status=paid'), 400, 'INVALID_REQUEST', ['status']);
    expectError(await api.get('/checkout/sessions?limit=0'), 400, 'INVALID_REQUEST', ['limit']);
    // Sessions of another merchant are not listed.
    expect(ok(await stack.api.get(`/checkout/sessions?customerId=${alice.customerId}`)).checkouts).toEqual([]);
  });
});
