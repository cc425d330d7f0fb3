import { randomBytes } from 'node:crypto';
import { checkoutWorkflowId } from '../../workflows/checkout-messages';
import { collectionFees, createSession, ok } from '../support/checkout';
import { balancesOf, createEscrow, escrowBody } from '../support/escrows';
import { expectError } from '../support/expect';
import { createCustomer } from '../support/fixtures';
import { ApiClient } from '../support/http';
import { eventually } from '../support/eventually';
import { liveMerchant, liveStackForFile, withoutLiveSecret } from '../support/live';
import { postProviderEvent } from '../support/provider-events';
import { providerReferenceOf } from '../../src/payments/references';
import type { ReceivedWebhook } from '../support/webhook-receiver';

// Live checkout end to end against the fake Paystack: the session starts a Paystack
// transaction (its authorization_url is the checkoutUrl); the payer pays there; the signed
// charge.success wakes the session's workflow, which confirms it with GET /transaction/verify
// and books it exactly as a sandbox completion does.

const { stack, fake } = liveStackForFile();

const paymentsOf = (checkoutId: string) =>
  stack.sql`select provider, provider_reference, channel, charged_amount, booked_as from payments where checkout_id = ${checkoutId}`;

/**
 * Waits for the workflow task that took a payment check's answer (activity completed, then a
 * workflow task completed): a booking would have run in that task (a local activity).
 */
async function checkTaken(checkoutId: string): Promise<void> {
  const handle = stack.temporal.workflow.getHandle(checkoutWorkflowId(checkoutId));
  const trail = async () => {
    const checks = new Set<string>();
    const marks: string[] = [];
    for (const e of (await handle.fetchHistory()).events ?? []) {
      if (e.activityTaskScheduledEventAttributes?.activityType?.name === 'checkLivePayment') checks.add(String(e.eventId));
      if (checks.has(String(e.activityTaskCompletedEventAttributes?.scheduledEventId))) marks.push('checked');
      if (e.workflowTaskCompletedEventAttributes) marks.push('task');
    }
    return marks.join(',');
  };
  await eventually(trail, (marks) => /checked,task/.test(marks));
}

async function paidSession(api: ApiClient, checkoutId: string) {
  return eventually(
    () => api.get(`/checkout/sessions/${checkoutId}`).then((r) => r.body.data),
    (s) => s.status === 'completed',
  );
}

test('checkout to funded escrow: authorization_url is the checkoutUrl, charge.success is verified and funds the hold once', async () => {
  const { api } = await liveMerchant(stack);
  const payee = await createCustomer(api);
  const escrow = await createEscrow(
    api,
    escrowBody({ email: 'guest.payer@example.com', name: 'Ada Guest' }, payee.customerId, { amount: 2_000 }),
  );
  const session = await createSession(api, { escrowId: escrow.escrowId });
  expect(session.checkoutUrl).toMatch(new RegExp(`^${fake.url}/checkout/`));
  expect(ok(await api.get(`/checkout/sessions/${session.checkoutId}`)).checkoutUrl).toBe(session.checkoutUrl);
  const [init] = fake.calls('POST', '/transaction/initialize').filter((c) => c.body.reference === providerReferenceOf(session.checkoutId));
  expect(init.body).toMatchObject({
    email: 'guest.payer@example.com',
    amount: String(collectionFees(2_000).chargedAmount * 100),
    currency: 'NGN',
    channels: session.paymentMethods,
  });

  await fake.pay(providerReferenceOf(session.checkoutId), { channel: 'card' });
  const paid = await paidSession(api, session.checkoutId);
  expect(ok(await api.get(`/escrows/${escrow.escrowId}`))).toMatchObject({ status: 'held', feeAmount: collectionFees(2_000).totalFees });
  expect(await paymentsOf(session.checkoutId)).toEqual([
    {
      provider: 'paystack',
      provider_reference: providerReferenceOf(session.checkoutId),
      channel: 'card',
      charged_amount: BigInt(collectionFees(2_000).chargedAmount * 100),
      booked_as: 'escrow_funding',
    },
  ]);
  expect(paid.paymentId).toEqual(expect.any(String));
  // Our own hosted page of a live session has no sandbox buttons, and its forms are refused.
  const html = await (await fetch(`${stack.baseUrl}/checkout/${session.checkoutId}`)).text();
  expect(html).not.toContain('/pay"');
  expect(html).not.toContain('Decline');
  expect(fake.calls('GET', `/transaction/verify/${providerReferenceOf(session.checkoutId)}`).length).toBeGreaterThanOrEqual(1);
  await stack.temporal.workflow.getHandle(checkoutWorkflowId(session.checkoutId)).result();
  // The outbox relay sends the checkout stream's webhooks after the workflow's writes, not
  // before it completes: wait for escrow.funded, which follows payment.succeeded on that stream.
  const mine = (received: ReceivedWebhook[]) =>
    received
      .filter((r) => r.body.data?.checkoutId === session.checkoutId || r.body.data?.escrowId === escrow.escrowId)
      .map((r) => r.body.type);
  const types = mine(await stack.receiver.waitFor((received) => mine(received).includes('escrow.funded')));
  expect(types.filter((t) => t === 'payment.succeeded')).toHaveLength(1);
  expect(types).toContain('escrow.funded');
  // providerReference in the events is the derived reference.
  const funded = stack.receiver.received.find((r) => r.body.type === 'escrow.funded' && r.body.data?.escrowId === escrow.escrowId)!;
  const succeeded = stack.receiver.received.find(
    (r) => r.body.type === 'payment.succeeded' && r.body.data?.checkoutId === session.checkoutId,
  )!;
  expect([funded.body.meta.providerReference, succeeded.body.data.providerReference]).toEqual([
    providerReferenceOf(session.checkoutId),
    providerReferenceOf(session.checkoutId),
  ]);
});

test('an event naming a session by its raw id, not its reference, finds nothing', async () => {
  const { api } = await liveMerchant(stack);
  const customer = await createCustomer(api);
  const session = await createSession(api, { customerId: customer.customerId, amount: 1_500 });
  await eventually(
    async () => fake.state.transactions.get(providerReferenceOf(session.checkoutId)),
    (t) => t !== undefined,
  );
  const stray = await postProviderEvent(stack, {
    event: 'charge.success',
    data: { reference: session.checkoutId, status: 'success', channel: 'card' },
  });
  expect(ok(stray)).toEqual({ received: true, handled: false, reason: expect.stringContaining('no checkout session') });
});

test("POST /escrows with checkout: the new hold's checkoutUrl is Paystack's page", async () => {
  const { api } = await liveMerchant(stack);
  const payee = await createCustomer(api);
  const escrow = await createEscrow(api, {
    ...escrowBody({ email: 'guest.two@example.com' }, payee.customerId, { amount: 1_000 }),
    checkout: true,
  });
  expect(escrow.checkout.checkoutUrl).toMatch(new RegExp(`^${fake.url}/checkout/`));
  await fake.pay(providerReferenceOf(escrow.checkout.checkoutId));
  await eventually(
    () => api.get(`/escrows/${escrow.escrowId}`).then((r) => r.body.data.status),
    (s) => s === 'held',
  );
});

test('a guest pays a hold cancelled meanwhile: booked refund_due and refunded whole through Paystack', async () => {
  const { api } = await liveMerchant(stack);
  const payee = await createCustomer(api);
  const escrow = await createEscrow(api, escrowBody({ email: 'late.guest@example.com' }, payee.customerId, { amount: 1_000 }));
  const session = await createSession(api, { escrowId: escrow.escrowId });
  ok(await api.post(`/escrows/${escrow.escrowId}/cancel`, { reason: 'out of stock' }));
  await fake.pay(providerReferenceOf(session.checkoutId));
  const [payment] = await eventually(
    () => stack.sql`select id, booked_as from payments where checkout_id = ${session.checkoutId}`,
    (rows) => rows.length === 1,
  );
  expect(payment.booked_as).toBe('refund_due');
  const [refund] = await eventually(
    () => stack.sql`select amount, status, provider_reference from refunds where payment_id = ${payment.id}`,
    (rows) => rows[0]?.status === 'processed',
  );
  expect(refund.amount).toBe(BigInt(collectionFees(1_000).chargedAmount * 100));
  const [call] = fake.calls('POST', '/refund').filter((c) => c.body.transaction === providerReferenceOf(session.checkoutId));
  expect([call.body.amount, call.body.merchant_note]).toEqual([String(refund.amount), refund.provider_reference]);
  expect(refund.provider_reference).toMatch(/^rfd-[0-9a-z]{24}$/);
});

test('wallet top-up with duplicated events: booked once, available credited the amount', async () => {
  const { api } = await liveMerchant(stack);
  const customer = await createCustomer(api);
  const session = await createSession(api, { customerId: customer.customerId, amount: 5_000 });
  fake.duplicateEvents(true);
  try {
    await fake.pay(providerReferenceOf(session.checkoutId), { channel: 'bank_transfer' });
  } finally {
    fake.duplicateEvents(false);
  }
  await paidSession(api, session.checkoutId);
  await stack.temporal.workflow.getHandle(checkoutWorkflowId(session.checkoutId)).result();
  // The second delivery (and any later one) is acknowledged and changes nothing.
  const again = await postProviderEvent(stack, {
    event: 'charge.success',
    data: { reference: providerReferenceOf(session.checkoutId), status: 'success', channel: 'bank_transfer' },
  });
  expect(again.body.data).toMatchObject({ received: true, handled: false });
  expect(await paymentsOf(session.checkoutId)).toHaveLength(1);
  expect(await balancesOf(api, customer.customerId)).toEqual({ available: 5_000, held: 0 });
});

test('a forged charge.success books nothing: 401 for a bad signature; a signed one for an unpaid session is only a check', async () => {
  const { api } = await liveMerchant(stack);
  const customer = await createCustomer(api);
  const session = await createSession(api, { customerId: customer.customerId, amount: 1_000 });
  const body = {
    event: 'charge.success',
    data: { reference: providerReferenceOf(session.checkoutId), status: 'success', channel: 'card', amount: 101_500 },
  };
  expectError(await postProviderEvent(stack, body, 'ab'.repeat(64)), 401, 'UNAUTHORIZED');
  const verifies = () => fake.calls('GET', `/transaction/verify/${providerReferenceOf(session.checkoutId)}`).length;
  expect(ok(await postProviderEvent(stack, body))).toMatchObject({ received: true, handled: true });
  // The workflow asked Paystack, which has no payment: nothing is booked.
  await checkTaken(session.checkoutId);
  expect(verifies()).toBe(1);
  expect(ok(await api.get(`/checkout/sessions/${session.checkoutId}`)).status).toBe('pending');
  expect(await paymentsOf(session.checkoutId)).toHaveLength(0);
  // Paid for real afterwards: booked.
  await fake.pay(providerReferenceOf(session.checkoutId));
  await paidSession(api, session.checkoutId);
  expect(await paymentsOf(session.checkoutId)).toHaveLength(1);
});

test('unknown events and unknown references are acknowledged and ignored', async () => {
  expect(ok(await postProviderEvent(stack, { event: 'subscription.create', data: {} }))).toMatchObject({ received: true, handled: false });
  expect(
    ok(await postProviderEvent(stack, { event: 'charge.success', data: { reference: `ref-${randomBytes(4).toString('hex')}` } })),
  ).toMatchObject({
    received: true,
    handled: false,
  });
});

test('a 4xx from Paystack at initialize: the create answers 502 PROVIDER_ERROR and the session is failed', async () => {
  const { api, merchantId } = await liveMerchant(stack);
  const customer = await createCustomer(api);
  fake.failNext(400, { path: '/transaction/initialize' });
  expectError(await api.post('/checkout/sessions', { customerId: customer.customerId, amount: 1_000 }), 502, 'PROVIDER_ERROR');
  expect(await stack.sql`select status from checkout_sessions where merchant_id = ${merchantId}`).toEqual([{ status: 'failed' }]);
});

test('Paystack answering 500 then back: the start is retried and succeeds', async () => {
  const { api } = await liveMerchant(stack);
  const customer = await createCustomer(api);
  fake.failNext(500, { path: '/transaction/initialize', count: 2 });
  const session = await createSession(api, { customerId: customer.customerId, amount: 1_000 });
  expect(session.checkoutUrl).toMatch(new RegExp(`^${fake.url}/checkout/`));
  expect(
    fake
      .calls('POST', '/transaction/initialize')
      .filter((c) => c.body.reference === providerReferenceOf(session.checkoutId))
      .map((c) => c.answered),
  ).toEqual([500, 500, 200]);
});

test('without a live provider secret a live checkout is 502 PROVIDER_ERROR saying so; test keys are unaffected', async () => {
  await withoutLiveSecret(stack, async (created, { unconfigured, stackApi }) => {
    const live = unconfigured(created.liveSecretKey);
    // Customers are made through the stack's API (no provider involved); the session through the unconfigured one.
    const customer = await createCustomer(stackApi(created.liveSecretKey));
    const res = await live.post('/checkout/sessions', { customerId: customer.customerId, amount: 1_000 });
    expectError(res, 502, 'PROVIDER_ERROR');
    expect(res.body.error.message).toContain('not configured');
    expect(await stack.sql`select id from checkout_sessions where merchant_id = ${created.merchantId}`).toHaveLength(0);
    const payee = await createCustomer(stackApi(created.liveSecretKey));
    const withCheckout = await live.post('/escrows', { ...escrowBody({ email: 'g@example.com' }, payee.customerId), checkout: true });
    expectError(withCheckout, 502, 'PROVIDER_ERROR');
    expect(await stack.sql`select id from escrows where merchant_id = ${created.merchantId}`).toHaveLength(0);
    const testCustomer = await createCustomer(stackApi(created.testSecretKey));
    const testRes = await unconfigured(created.testSecretKey).post('/checkout/sessions', {
      customerId: testCustomer.customerId,
      amount: 1_000,
    });
    expect({ status: testRes.status, body: testRes.body }).toMatchObject({ status: 201 });
  });
});

test('Paystack down when charge.success arrives: the verify is retried until it answers, then booked once', async () => {
  const { api } = await liveMerchant(stack);
  const customer = await createCustomer(api);
  const session = await createSession(api, { customerId: customer.customerId, amount: 2_500 });
  fake.failNext(503, { path: `/transaction/verify/${providerReferenceOf(session.checkoutId)}`, count: 2 });
  await fake.pay(providerReferenceOf(session.checkoutId));
  await paidSession(api, session.checkoutId);
  expect(fake.calls('GET', `/transaction/verify/${providerReferenceOf(session.checkoutId)}`).map((c) => c.answered)).toEqual([
    503, 503, 200,
  ]);
  expect(await paymentsOf(session.checkoutId)).toHaveLength(1);
  expect(await balancesOf(api, customer.customerId)).toEqual({ available: 2_500, held: 0 });
});

test('a success for another amount than the session charges is not booked', async () => {
  const { api } = await liveMerchant(stack);
  const customer = await createCustomer(api);
  const session = await createSession(api, { customerId: customer.customerId, amount: 1_000 });
  fake.state.transactions.get(providerReferenceOf(session.checkoutId))!.amount = 100; // ₦1 paid instead of the charged amount
  await fake.pay(providerReferenceOf(session.checkoutId));
  await checkTaken(session.checkoutId);
  expect(ok(await api.get(`/checkout/sessions/${session.checkoutId}`)).status).toBe('pending');
  expect(await paymentsOf(session.checkoutId)).toHaveLength(0);
});
