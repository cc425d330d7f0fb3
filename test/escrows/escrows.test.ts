import { newId } from '../../src/ids';
import { expectError } from '../support/expect';
import { balancesOf, createEscrow, customerWithBalance, escrowBody, uniqueReference, waitForEscrowEvents } from '../support/escrows';
import { createCustomer } from '../support/fixtures';
import { ApiResponse } from '../support/http';
import { stackForFile } from '../support/stack';

// POST /escrows rules and errors, GET /escrows (filters, pagination), GET /escrows/{id},
// and the CUSTOMER_HAS_ESCROW rule of customer deletion.

const stack = stackForFile({ config: { rateLimitMultiplier: 100 } });

const START = 99_700; // 100,000 credited, minus the 300 deposit fee

function ok(res: ApiResponse, status = 200) {
  expect({ status: res.status, body: res.body }).toMatchObject({ status, body: { success: true } });
  return res.body.data;
}

const freshMerchant = () => stack.newMerchantClient();

async function eventTypes(merchantId: string): Promise<string[]> {
  const rows = await stack.sql`select type from events where merchant_id = ${merchantId} order by seq`;
  return rows.map((r) => r.type as string);
}

describe('POST /escrows', () => {
  test('creates an unfunded hold: 201 with every field of the escrow resource', async () => {
    const payer = await createCustomer(stack.api);
    const payee = await createCustomer(stack.api);
    const body = escrowBody(payer.customerId, payee.customerId, { amount: 25_000, description: 'Laptop', merchantFee: 200 });
    const res = await stack.api.post('/escrows', body);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, data: expect.any(Object), meta: { requestId: expect.any(String) } });
    expect(res.body.data).toEqual({
      escrowId: expect.stringMatching(/^esc_[0-9A-Za-z]{24}$/),
      reference: body.reference,
      status: 'awaiting_funding',
      amount: 25_000,
      currency: 'NGN',
      releasedAmount: 0,
      refundedAmount: 0,
      remainingAmount: 25_000,
      feeAmount: 0,
      merchantFee: 200,
      parties: [
        { role: 'payer', customerId: payer.customerId },
        { role: 'payee', customerId: payee.customerId },
      ],
      description: 'Laptop',
      cancelledReason: null,
      fundedAt: null,
      releasedAt: null,
      refundedAt: null,
      pendingProviderRefund: false,
      createdAt: expect.any(String),
      inspectionPeriod: null,
      releaseAt: null,
      fundingDeadline: null,
      testClockOffset: 0,
    });
    expect(ok(await stack.api.get(`/escrows/${res.body.data.escrowId}`))).toEqual(res.body.data);
  });

  test('guest payer: stored as {role: payer, customerId: null, guest}; parties keep request order and extra roles', async () => {
    const payee = await createCustomer(stack.api);
    const agent = await createCustomer(stack.api);
    const escrow = await createEscrow(stack.api, {
      ...escrowBody({ email: 'guest@example.com', name: 'Bola Ade', phone: '+2348000000000' }, payee.customerId),
      parties: [
        { role: 'payee', customerId: payee.customerId },
        { role: 'agent', customerId: agent.customerId },
        { role: 'payer', guest: { email: 'guest@example.com', name: 'Bola Ade', phone: '+2348000000000' } },
      ],
    });
    expect(escrow.parties).toEqual([
      { role: 'payee', customerId: payee.customerId },
      { role: 'agent', customerId: agent.customerId },
      { role: 'payer', customerId: null, guest: { email: 'guest@example.com', name: 'Bola Ade', phone: '+2348000000000' } },
    ]);
    expect(escrow.status).toBe('awaiting_funding');
  });

  test('parties rules: one payer and one payee, payee by customerId, payer by customerId xor guest', async () => {
    const a = await createCustomer(stack.api);
    const b = await createCustomer(stack.api);
    const guest = { email: 'g@example.com' };
    const cases: unknown[][] = [
      [{ role: 'payer', customerId: a.customerId }],
      [
        { role: 'payer', customerId: a.customerId },
        { role: 'payer', customerId: b.customerId },
      ],
      [
        { role: 'payee', customerId: a.customerId },
        { role: 'payee', customerId: b.customerId },
      ],
      [
        { role: 'payer', customerId: a.customerId },
        { role: 'payee', guest },
      ],
      [
        { role: 'payer', customerId: a.customerId, guest },
        { role: 'payee', customerId: b.customerId },
      ],
      [{ role: 'payer' }, { role: 'payee', customerId: b.customerId }],
      [
        { role: 'payer', customerId: a.customerId },
        { role: 'payee', customerId: a.customerId },
      ],
      [
        { role: 'payer', customerId: a.customerId },
        { role: 'payee', customerId: b.customerId },
        { role: 'agent', guest },
      ],
    ];
    for (const parties of cases) {
      const res = await stack.api.post('/escrows', { ...escrowBody(a.customerId, b.customerId), parties });
      expectError(res, 400, 'INVALID_REQUEST', ['parties']);
    }
    expectError(
      await stack.api.post('/escrows', {
        ...escrowBody(a.customerId, b.customerId),
        parties: [
          { role: 'payer', customerId: a.customerId },
          { role: 'payee', customerId: b.customerId, extra: 1 },
        ],
      }),
      400,
      'INVALID_REQUEST',
      ['parties.1.extra'],
    );
    expectError(
      await stack.api.post('/escrows', {
        ...escrowBody(a.customerId, b.customerId),
        parties: [
          { role: 'payer', guest: { name: 'x' } },
          { role: 'payee', customerId: b.customerId },
        ],
      }),
      400,
      'INVALID_REQUEST',
      ['parties.0.guest.email'],
    );
    // A role that is not payer: the refusal names the values it got.
    const buyer = await stack.api.post('/escrows', {
      ...escrowBody(a.customerId, b.customerId),
      parties: [
        { role: 'buyer', customerId: a.customerId },
        { role: 'payee', customerId: b.customerId },
      ],
    });
    expectError(buyer, 400, 'INVALID_REQUEST', ['parties']);
    expect(buyer.body.error.message).toBe(
      'Invalid body: parties: exactly one payer and one payee are required (role "payer" and role "payee"; other roles are kept beside them); got parties[0].role "buyer", parties[1].role "payee"',
    );
  });

  test("a guest payer's e-mail follows the customers' rule: invalid domain labels are 400 naming the field", async () => {
    const b = await createCustomer(stack.api);
    const withGuest = (email: string) => ({
      ...escrowBody(b.customerId, b.customerId),
      parties: [
        { role: 'payer', guest: { email } },
        { role: 'payee', customerId: b.customerId },
      ],
    });
    for (const email of ['a@-x.com', 'a@x-.com', 'a@x..com', 'a@x_y.com', `a@${'a'.repeat(64)}.com`, 'a@x.123', 'a@localhost']) {
      expectError(await stack.api.post('/escrows', withGuest(email)), 400, 'INVALID_REQUEST', ['parties.0.guest.email']);
    }
    expect((await stack.api.post('/escrows', withGuest(`guest@${'a'.repeat(63)}.x-1.ng`))).status).toBe(201);
  });

  test('unknown customers in parties: 404 NOT_FOUND naming the party', async () => {
    const a = await createCustomer(stack.api);
    const unknownPayee = newId('customer');
    const res = await stack.api.post('/escrows', escrowBody(a.customerId, unknownPayee));
    expectError(res, 404, 'NOT_FOUND');
    const payeeIndex = escrowBody(a.customerId, unknownPayee).parties.findIndex((p: { role: string }) => p.role === 'payee');
    expect(res.body.error.message).toBe(`Customer ${unknownPayee} (parties[${payeeIndex}].customerId, the payee) not found`);
    expect(res.body.error.details).toMatchObject({ customerId: unknownPayee, field: `parties[${payeeIndex}].customerId`, role: 'payee' });
    expectError(await stack.api.post('/escrows', escrowBody(newId('customer'), a.customerId)), 404, 'NOT_FOUND');
    const other = await freshMerchant();
    const theirs = await createCustomer(other.api);
    expectError(await stack.api.post('/escrows', escrowBody(theirs.customerId, a.customerId)), 404, 'NOT_FOUND');
    const gone = await createCustomer(stack.api);
    expect((await stack.api.delete(`/customers/${gone.customerId}`)).status).toBeLessThan(300);
    expectError(await stack.api.post('/escrows', escrowBody(a.customerId, gone.customerId)), 404, 'NOT_FOUND');
    expectError(await stack.api.post('/escrows', escrowBody(`${a.customerId}x`, a.customerId)), 404, 'NOT_FOUND');
  });

  test('debitPayer with a guest payer, or with checkout: 422 INVALID_REQUEST, nothing created', async () => {
    const { api, merchantId } = await freshMerchant();
    const payer = await createCustomer(api);
    const payee = await createCustomer(api);
    const guest = await api.post('/escrows', escrowBody({ email: 'g@example.com' }, payee.customerId, { debitPayer: true }));
    expectError(guest, 422, 'INVALID_REQUEST');
    const both = await api.post('/escrows', escrowBody(payer.customerId, payee.customerId, { debitPayer: true, checkout: true }));
    expectError(both, 422, 'INVALID_REQUEST');
    expect(ok(await api.get('/escrows')).pagination.total).toBe(0);
    expect(await eventTypes(merchantId)).toEqual([]);
  });

  test('debitPayer without enough available: 422 INSUFFICIENT_BALANCE and no escrow, no event, no debit', async () => {
    const { api, merchantId } = await freshMerchant();
    const payer = await customerWithBalance(api, 100_000);
    const payee = await createCustomer(api);
    const reference = uniqueReference();
    const tooMuch = await api.post(
      '/escrows',
      escrowBody(payer.customerId, payee.customerId, { reference, amount: START + 1, debitPayer: true }),
    );
    expectError(tooMuch, 422, 'INSUFFICIENT_BALANCE');
    expect(tooMuch.body.error.details).toEqual({ available: START, requested: START + 1 });
    // The amount alone fits, amount + merchantFee does not.
    const withFee = await api.post(
      '/escrows',
      escrowBody(payer.customerId, payee.customerId, { reference, amount: START, merchantFee: 1, debitPayer: true }),
    );
    expectError(withFee, 422, 'INSUFFICIENT_BALANCE');

    expect(ok(await api.get('/escrows'))).toEqual({ escrows: [], pagination: { total: 0, limit: 20, offset: 0, hasMore: false } });
    expect(await balancesOf(api, payer.customerId)).toEqual({ available: START, held: 0 });
    expect(await eventTypes(merchantId)).toEqual(['wallet.credited']);
    // The reference was not taken: the same reference now succeeds with an amount that fits.
    const fits = await createEscrow(api, escrowBody(payer.customerId, payee.customerId, { reference, amount: START, debitPayer: true }));
    expect(fits.status).toBe('held');
    expect(await balancesOf(api, payer.customerId)).toEqual({ available: 0, held: START });
  });

  test('a reused reference: 409 DUPLICATE_REFERENCE, the payer is debited once', async () => {
    const { api, merchantId } = await freshMerchant();
    const payer = await customerWithBalance(api, 100_000);
    const payee = await createCustomer(api);
    const body = escrowBody(payer.customerId, payee.customerId, { debitPayer: true });
    const first = await createEscrow(api, body);
    const again = await api.post('/escrows', body); // a new Idempotency-Key
    expectError(again, 409, 'DUPLICATE_REFERENCE');
    expect(ok(await api.get('/escrows')).escrows.map((e: any) => e.escrowId)).toEqual([first.escrowId]);
    expect(await balancesOf(api, payer.customerId)).toEqual({ available: START - 10_000, held: 10_000 });
    await waitForEscrowEvents(stack.receiver, first.escrowId, 2);
    expect(await eventTypes(merchantId)).toEqual(['wallet.credited', 'escrow.created', 'escrow.funded']);
    // References are per merchant: another merchant may use the same one.
    const other = await freshMerchant();
    const p2 = await createCustomer(other.api);
    const q2 = await createCustomer(other.api);
    await createEscrow(other.api, escrowBody(p2.customerId, q2.customerId, { reference: body.reference }));
  });

  test('the same Idempotency-Key and body replays the first answer; the hold is made once', async () => {
    const payer = await customerWithBalance(stack.api, 100_000);
    const payee = await createCustomer(stack.api);
    const body = escrowBody(payer.customerId, payee.customerId, { debitPayer: true });
    const first = await stack.api.post('/escrows', body, { idempotencyKey: `create-${body.reference}` });
    const second = await stack.api.post('/escrows', body, { idempotencyKey: `create-${body.reference}` });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(second.body).toEqual(first.body);
    expect(await balancesOf(stack.api, payer.customerId)).toEqual({ available: START - 10_000, held: 10_000 });
    const changed = await stack.api.post('/escrows', { ...body, amount: 1 }, { idempotencyKey: `create-${body.reference}` });
    expectError(changed, 409, 'IDEMPOTENCY_KEY_REUSED');
    expectError(await stack.api.post('/escrows', body, { idempotencyKey: null }), 400, 'INVALID_REQUEST');
  });

  test('amount, merchantFee, currency, callbackUrl and unknown fields are validated: 400 INVALID_REQUEST', async () => {
    const a = await createCustomer(stack.api);
    const b = await createCustomer(stack.api);
    const post = (overrides: Record<string, unknown>) => stack.api.post('/escrows', escrowBody(a.customerId, b.customerId, overrides));
    for (const amount of [0, -5, 10.5, '100', 100_000_001, null]) {
      expectError(await post({ amount }), 400, 'INVALID_REQUEST', ['amount']);
    }
    expectError(await post({ amount: undefined }), 400, 'INVALID_REQUEST', ['amount']);
    for (const merchantFee of [-1, 1.5, '10']) {
      expectError(await post({ merchantFee }), 400, 'INVALID_REQUEST', ['merchantFee']);
    }
    expectError(await post({ currency: 'USD' }), 400, 'INVALID_REQUEST', ['currency']);
    expectError(await post({ reference: '' }), 400, 'INVALID_REQUEST', ['reference']);
    expectError(await post({ debitPayer: 'yes' }), 400, 'INVALID_REQUEST', ['debitPayer']);
    for (const callbackUrl of ['http://shop.example.com/done', 'https://localhost/done', 'https://10.0.0.1/done', 'not a url']) {
      expectError(await post({ callbackUrl }), 400, 'INVALID_REQUEST', ['callbackUrl']);
    }
    expectError(await post({ colour: 'red' }), 400, 'INVALID_REQUEST', ['colour']);
    // A good callbackUrl is accepted.
    ok(await post({ callbackUrl: 'https://shop.example.com/orders/1' }), 201);
  });
});

describe('GET /escrows', () => {
  test('lists newest first with pagination; filters by status and by customerId (payer or payee)', async () => {
    const { api } = await freshMerchant();
    const alice = await customerWithBalance(api, 100_000);
    const bob = await createCustomer(api);
    const carol = await createCustomer(api);
    const e1 = await createEscrow(api, escrowBody(alice.customerId, bob.customerId));
    const e2 = await createEscrow(api, escrowBody(alice.customerId, carol.customerId, { debitPayer: true }));
    const e3 = await createEscrow(api, escrowBody(bob.customerId, carol.customerId));
    ok(await api.post(`/escrows/${e3.escrowId}/cancel`, {}));

    const all = ok(await api.get('/escrows'));
    expect(all.escrows.map((e: any) => e.escrowId)).toEqual([e3.escrowId, e2.escrowId, e1.escrowId]);
    expect(all.pagination).toEqual({ total: 3, limit: 20, offset: 0, hasMore: false });
    expect(all.escrows[0]).toEqual(ok(await api.get(`/escrows/${e3.escrowId}`)));

    const page1 = ok(await api.get('/escrows?limit=2'));
    expect(page1.escrows.map((e: any) => e.escrowId)).toEqual([e3.escrowId, e2.escrowId]);
    expect(page1.pagination).toEqual({ total: 3, limit: 2, offset: 0, hasMore: true });
    const page2 = ok(await api.get('/escrows?limit=2&offset=2'));
    expect(page2.escrows.map((e: any) => e.escrowId)).toEqual([e1.escrowId]);
    expect(page2.pagination).toEqual({ total: 3, limit: 2, offset: 2, hasMore: false });
    expect(ok(await api.get('/escrows?offset=10'))).toEqual({
      escrows: [],
      pagination: { total: 3, limit: 20, offset: 10, hasMore: false },
    });

    const byStatus = (s: string) => api.get(`/escrows?status=${s}`).then((r) => ok(r).escrows.map((e: any) => e.escrowId));
    expect(await byStatus('awaiting_funding')).toEqual([e1.escrowId]);
    expect(await byStatus('held')).toEqual([e2.escrowId]);
    expect(await byStatus('cancelled')).toEqual([e3.escrowId]);
    expect(await byStatus('released')).toEqual([]);

    const byCustomer = (c: string, extra = '') => api.get(`/escrows?customerId=${c}${extra}`).then((r) => ok(r));
    expect((await byCustomer(alice.customerId)).escrows.map((e: any) => e.escrowId)).toEqual([e2.escrowId, e1.escrowId]);
    expect((await byCustomer(bob.customerId)).escrows.map((e: any) => e.escrowId)).toEqual([e3.escrowId, e1.escrowId]);
    const carolHeld = await byCustomer(carol.customerId, '&status=held');
    expect(carolHeld.escrows.map((e: any) => e.escrowId)).toEqual([e2.escrowId]);
    expect(carolHeld.pagination.total).toBe(1);
    expect((await byCustomer(newId('customer'))).pagination.total).toBe(0);
  });

  test('bad queries: 400 INVALID_REQUEST naming the field', async () => {
    expectError(await stack.api.get('/escrows?status=paid'), 400, 'INVALID_REQUEST', ['status']);
    expectError(await stack.api.get('/escrows?limit=0'), 400, 'INVALID_REQUEST', ['limit']);
    expectError(await stack.api.get('/escrows?limit=101'), 400, 'INVALID_REQUEST', ['limit']);
    expectError(await stack.api.get('/escrows?offset=-1'), 400, 'INVALID_REQUEST', ['offset']);
    expectError(await stack.api.get('/escrows?payer=x'), 400, 'INVALID_REQUEST', ['payer']);
  });
});

describe('GET /escrows/{escrowId}', () => {
  test("unknown, malformed and other merchants' escrows are 404 NOT_FOUND", async () => {
    expectError(await stack.api.get(`/escrows/${newId('escrow')}`), 404, 'NOT_FOUND');
    expectError(await stack.api.get('/escrows/esc_short'), 404, 'NOT_FOUND');
    expectError(await stack.api.get(`/escrows/${newId('customer')}`), 404, 'NOT_FOUND');
    const a = await createCustomer(stack.api);
    const b = await createCustomer(stack.api);
    const escrow = await createEscrow(stack.api, escrowBody(a.customerId, b.customerId));
    const other = await freshMerchant();
    expectError(await other.api.get(`/escrows/${escrow.escrowId}`), 404, 'NOT_FOUND');
    expectError(await other.api.post(`/escrows/${escrow.escrowId}/cancel`, {}), 404, 'NOT_FOUND');
    // The escrow's workflow refuses another merchant's write itself (no row is read first).
    const refused = await other.api.post(`/escrows/${escrow.escrowId}/release`, {});
    expectError(refused, 404, 'NOT_FOUND');
    expect(refused.body.error).toEqual({ code: 'NOT_FOUND', message: 'Escrow not found' });
    expectError(await stack.api.post(`/escrows/${newId('escrow')}/release`, {}), 404, 'NOT_FOUND');
    expect(ok(await stack.api.get(`/escrows/${escrow.escrowId}`)).status).toBe('awaiting_funding');
  });
});

describe('DELETE /customers/{customerId} with escrows', () => {
  test('a payer, a payee or an extra party of any escrow cannot be deleted: 409 CUSTOMER_HAS_ESCROW', async () => {
    const payer = await createCustomer(stack.api);
    const payee = await createCustomer(stack.api);
    const agent = await createCustomer(stack.api);
    const bystander = await createCustomer(stack.api);
    const escrow = await createEscrow(stack.api, {
      ...escrowBody(payer.customerId, payee.customerId),
      parties: [
        { role: 'payer', customerId: payer.customerId },
        { role: 'payee', customerId: payee.customerId },
        { role: 'agent', customerId: agent.customerId },
      ],
    });
    // Even once the hold is cancelled the role remains.
    ok(await stack.api.post(`/escrows/${escrow.escrowId}/cancel`, {}));
    for (const c of [payer, payee, agent]) {
      expectError(await stack.api.delete(`/customers/${c.customerId}`), 409, 'CUSTOMER_HAS_ESCROW');
      expect((await stack.api.get(`/customers/${c.customerId}`)).status).toBe(200);
    }
    expect(ok(await stack.api.delete(`/customers/${bystander.customerId}`))).toEqual({ customerId: bystander.customerId, deleted: true });
  });
});
