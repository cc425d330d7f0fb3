import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { checkoutWorkflowId, providerPaymentSucceededSignal } from '../../workflows/checkout-messages';
import { collectionFees, createSession, ok, paySession } from '../support/checkout';
import { balancesOf, createEscrow, escrowBody } from '../support/escrows';
import { eventually } from '../support/eventually';
import { createCustomer } from '../support/fixtures';
import { expectLedgerConsistent, startStack, Stack } from '../support/stack';
import { startTimeSkippingServer } from '../support/time-skipping';

// "A successful payment is never rejected or lost, however late": the whole service (API,
// worker, database) on the time-skipping test server, so a checkout session waits 90 days
// in workflow time. Time is skipped only while nothing is in flight (no Update, no webhook
// delivery: deliveries are awaited in the database first).
//
// Each test gets its own server: time skipped for one test's workflows must not run out
// another's timers.

const DAY_MS = 24 * 60 * 60 * 1000;

let env: TestWorkflowEnvironment;
let stack: Stack;
beforeEach(async () => {
  env = await startTimeSkippingServer();
  stack = await startStack({
    config: { rateLimitMultiplier: 100 },
    temporal: { client: env.client, nativeConnection: env.nativeConnection },
  });
});
afterEach(async () => {
  if (stack) {
    await expectLedgerConsistent(stack.sql);
    await stack.stop();
  }
  await env?.teardown();
});

const freshMerchant = () => stack.newMerchantClient();

async function eventTypes(merchantId: string): Promise<string[]> {
  const rows = await stack.sql`select type from events where merchant_id = ${merchantId} order by seq`;
  return rows.map((r) => r.type as string);
}

/** Until every event of the merchant is delivered (so no delivery activity is in flight). */
async function settled(merchantId: string): Promise<void> {
  for (;;) {
    const [{ n }] =
      await stack.sql`select count(*)::int as n from events where merchant_id = ${merchantId} and delivery_status <> 'delivered'`;
    if (n === 0) return;
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Skips `days` of workflow time; the session's workflow is still waiting afterwards, on no timer. */
async function waitDays(checkoutId: string, days: number): Promise<void> {
  const handle = env.client.workflow.getHandle(checkoutWorkflowId(checkoutId));
  const before = await env.currentTimeMs();
  await env.sleep(days * DAY_MS);
  expect((await env.currentTimeMs()) - before).toBeGreaterThanOrEqual(days * DAY_MS);
  const described = await handle.describe();
  expect(described.status.name).toBe('RUNNING');
  const events = (await handle.fetchHistory()).events ?? [];
  expect(events.filter((e) => e.timerStartedEventAttributes)).toEqual([]);
}

/** The provider's payment-succeeded event, as the live adapter delivers it: a signal. */
async function providerReportsPayment(checkoutId: string, providerReference: string): Promise<void> {
  const handle = env.client.workflow.getHandle(checkoutWorkflowId(checkoutId));
  await handle.signal(providerPaymentSucceededSignal, { channel: 'card', provider: 'sandbox', providerReference });
  // The workflow ends once the payment is booked and its events delivered. Polled, not
  // handle.result(): awaiting a result lets the server skip time whenever nothing is in
  // flight, and the next deadline it would skip to is the other workflows' ten-year run timeout.
  await eventually(
    async () => (await handle.describe()).status.name,
    (status) => status === 'COMPLETED',
    { what: 'the checkout workflow to end', timeoutMs: 20_000, intervalMs: 25 },
  );
}

test("a hold's session waits 90 days without a deadline; the provider's payment then funds the hold", async () => {
  const { api, merchantId } = await freshMerchant();
  const payer = await createCustomer(api);
  const payee = await createCustomer(api);
  const escrow = await createEscrow(api, escrowBody(payer.customerId, payee.customerId, { amount: 10_000, merchantFee: 100 }));
  const session = await createSession(api, { escrowId: escrow.escrowId });
  await settled(merchantId);

  const started = (await env.client.workflow.getHandle(checkoutWorkflowId(session.checkoutId)).describe()).startTime.getTime();
  await waitDays(session.checkoutId, 90);
  expect((await env.currentTimeMs()) - started).toBeGreaterThanOrEqual(90 * DAY_MS);
  expect(ok(await api.get(`/checkout/sessions/${session.checkoutId}`))).toMatchObject({ status: 'pending', paymentId: null });
  expect(ok(await api.get(`/escrows/${escrow.escrowId}`)).status).toBe('awaiting_funding');

  await providerReportsPayment(session.checkoutId, 'late-ref-funding');

  const fees = collectionFees(10_000, 100);
  const funded = ok(await api.get(`/escrows/${escrow.escrowId}`));
  expect(funded).toMatchObject({ status: 'held', remainingAmount: 10_000, feeAmount: fees.totalFees, fundedAt: expect.any(String) });
  const completed = ok(await api.get(`/checkout/sessions/${session.checkoutId}`));
  expect(completed).toMatchObject({ status: 'completed', paymentId: expect.stringMatching(/^pay_/), completedAt: expect.any(String) });
  // A later Pay answers the booked payment (nothing booked twice).
  const payment = await paySession(api, session.checkoutId);
  expect(payment).toMatchObject({
    paymentId: completed.paymentId,
    bookedAs: 'escrow_funding',
    escrowId: escrow.escrowId,
    providerReference: 'late-ref-funding',
    netAmount: 10_000,
    chargedAmount: fees.chargedAmount,
  });
  const [{ n }] = await stack.sql`select count(*)::int as n from payments where checkout_id = ${session.checkoutId}`;
  expect(n).toBe(1);
  expect(await balancesOf(api, payer.customerId)).toEqual({ available: 0, held: 10_000 });

  expect(await eventTypes(merchantId)).toEqual(['escrow.created', 'payment.pending', 'payment.succeeded', 'escrow.funded']);
  await stack.receiver.waitFor((r) => r.some((h) => h.body.type === 'escrow.funded' && h.body.data.escrowId === escrow.escrowId));
  const hook = stack.receiver.received.find((h) => h.body.type === 'escrow.funded' && h.body.data.escrowId === escrow.escrowId)!;
  expect(hook.body.meta).toMatchObject({ source: 'checkout', paymentId: payment.paymentId, providerReference: 'late-ref-funding' });

  // The escrow's workflow, also idle for 90 days, learned of the funding: a release works at once.
  expect(ok(await api.post(`/escrows/${escrow.escrowId}/release`, { amount: 4_000 }))).toMatchObject({
    status: 'partially_released',
    remainingAmount: 6_000,
  });
  expect(await balancesOf(api, payee.customerId)).toEqual({ available: 4_000, held: 0 });
  await expectLedgerConsistent(stack.sql);
});

test("a hold cancelled while its session waited 90 days: the late payment credits the payer's available (wallet.credited); the hold stays cancelled", async () => {
  const { api, merchantId } = await freshMerchant();
  const payer = await createCustomer(api);
  const payee = await createCustomer(api);
  const escrow = await createEscrow(api, escrowBody(payer.customerId, payee.customerId, { amount: 3_000 }));
  const session = await createSession(api, { escrowId: escrow.escrowId });
  await settled(merchantId);

  // The cancel ends the escrow's workflow, so it comes after the skip (see the top).
  await waitDays(session.checkoutId, 90);
  const cancelled = ok(await api.post(`/escrows/${escrow.escrowId}/cancel`, { reason: 'buyer never paid' }));
  expect(cancelled.status).toBe('cancelled');
  expect(ok(await api.get(`/checkout/sessions/${session.checkoutId}`)).status).toBe('pending');

  await providerReportsPayment(session.checkoutId, 'late-ref-cancelled');

  expect(ok(await api.get(`/escrows/${escrow.escrowId}`))).toEqual(cancelled);
  const payment = await paySession(api, session.checkoutId);
  expect(payment).toMatchObject({
    bookedAs: 'wallet_credit',
    escrowId: escrow.escrowId,
    walletId: payer.walletId,
    netAmount: 3_000,
    providerReference: 'late-ref-cancelled',
  });
  expect(ok(await api.get(`/checkout/sessions/${session.checkoutId}`))).toMatchObject({
    status: 'completed',
    paymentId: payment.paymentId,
  });
  expect(await balancesOf(api, payer.customerId)).toEqual({ available: 3_000, held: 0 });
  const lines = await stack.sql`select type, direction, amount, related_id from statement_lines where customer_id = ${payer.customerId}`;
  expect(lines).toEqual([{ type: 'wallet_credit', direction: 'in', amount: 300_000n, related_id: session.checkoutId }]);

  expect(await eventTypes(merchantId)).toEqual([
    'escrow.created',
    'payment.pending',
    'escrow.cancelled',
    'payment.succeeded',
    'wallet.credited',
  ]);
  await stack.receiver.waitFor((r) => r.some((h) => h.body.type === 'wallet.credited' && h.body.data.customerId === payer.customerId));
  const hook = stack.receiver.received.find((h) => h.body.type === 'wallet.credited' && h.body.data.customerId === payer.customerId)!;
  expect(hook.body.meta).toEqual({ amount: 3_000, currency: 'NGN', source: 'checkout', channel: 'card', accountNumber: null });
  expect(hook.body.data.balances).toEqual({ available: 3_000, held: 0 });
  await expectLedgerConsistent(stack.sql);
});

test('a wallet top-up session paid (sandbox Pay) 90 days after it was created credits the customer', async () => {
  const { api, merchantId } = await freshMerchant();
  const customer = await createCustomer(api);
  const session = await createSession(api, { customerId: customer.customerId, amount: 2_000 });
  await settled(merchantId);

  await waitDays(session.checkoutId, 90);
  const payment = await paySession(api, session.checkoutId);
  expect(payment).toMatchObject({ bookedAs: 'wallet_credit', walletId: customer.walletId, netAmount: 2_000 });
  expect(await balancesOf(api, customer.customerId)).toEqual({ available: 2_000, held: 0 });
  expect(await eventTypes(merchantId)).toEqual(['payment.pending', 'payment.succeeded', 'wallet.credited']);
  await env.client.workflow.getHandle(checkoutWorkflowId(session.checkoutId)).result();
  await expectLedgerConsistent(stack.sql);
});
