import { refundDueIdFor } from '../../src/refunds/refund-due';
import { systemAccountId } from '../../src/ledger/accounts';
import { signProviderEvent } from '../../src/payments/signature';
import { createSession, latePaymentOnCancelledHold, ok, paySession } from '../support/checkout';
import { createEscrow, escrowBody } from '../support/escrows';
import { createCustomer } from '../support/fixtures';
import { ApiClient } from '../support/http';
import { expectLedgerConsistent, startStack, Stack } from '../support/stack';

// A successful payment nothing can take any more (a guest's hold cancelled or already funded,
// a top-up whose customer was deleted) is booked as refund_due: provider_clearing −charged,
// refunds_due +charged. The checkout workflow then refunds the whole charged amount through
// the provider; refund.processed (sandbox: at once, through the provider-event handler; else
// POST /provider/events) moves it back to provider clearing, refund.failed leaves it owed.
// No merchant webhook is sent for the refund (none exists in the spec's catalog).

let stack: Stack;
let provider: ApiClient;
beforeAll(async () => {
  stack = await startStack({ config: { rateLimitMultiplier: 100 } });
  provider = new ApiClient(stack.baseUrl, '');
});
afterAll(async () => {
  await expectLedgerConsistent(stack.sql);
  await stack.stop();
});

const freshMerchant = () => stack.newMerchantClient();

async function balance(merchantId: string, kind: 'provider_clearing' | 'refunds_due' | 'guest_holds'): Promise<number> {
  const [row] = await stack.sql`select balance from ledger_accounts where id = ${systemAccountId(merchantId, 'test', kind)}`;
  return Number(row.balance) / 100;
}

/** Net of the payment's journals (booking and refund) on provider clearing, in naira. */
async function clearingNetOf(merchantId: string, checkoutId: string, refundId: string): Promise<number> {
  const [row] = await stack.sql`select coalesce(sum(e.amount), 0)::bigint as net
    from ledger_journals j join ledger_entries e on e.journal_id = j.id
    where j.merchant_id = ${merchantId} and j.movement_id in (${`checkout:${checkoutId}`}, ${`refund:${refundId}`})
      and e.account_id = ${systemAccountId(merchantId, 'test', 'provider_clearing')}`;
  return Number(row.net) / 100;
}

async function refundOf(paymentId: string) {
  const [row] = await stack.sql`select * from refunds where payment_id = ${paymentId}`;
  return row;
}

async function eventTypes(merchantId: string): Promise<string[]> {
  const rows = await stack.sql`select type from events where merchant_id = ${merchantId} order by seq`;
  return rows.map((r) => r.type as string);
}

/** The checkout workflow ends once the provider refund is started (the sandbox settles it inside). */
async function checkoutWorkflowEnded(checkoutId: string): Promise<void> {
  await stack.temporal.workflow.getHandle(`checkout-${checkoutId}`).result();
}

function providerEvent(body: unknown) {
  const raw = JSON.stringify(body);
  return provider.post('/provider/events', undefined, {
    key: null,
    idempotencyKey: null,
    rawBody: raw,
    headers: { 'x-paystack-signature': signProviderEvent(raw, stack.config.providerSecretKey) },
  });
}

test('a guest paying a cancelled hold: booked to refunds_due, refunded whole through the provider, nothing left owed', async () => {
  const { api, merchantId } = await freshMerchant();
  const { escrow, session, payment } = await latePaymentOnCancelledHold(api, 1_000);
  expect(payment).toMatchObject({ bookedAs: 'refund_due', walletId: null, escrowId: escrow.escrowId, chargedAmount: 1_018.75 });
  await checkoutWorkflowEnded(session.checkoutId);

  const refund = await refundOf(payment.paymentId);
  expect(refund).toMatchObject({
    id: refundDueIdFor(payment.paymentId),
    escrow_id: null,
    payment_id: payment.paymentId,
    amount: 101_875n, // the whole charged amount: fees are not kept
    status: 'processed',
    failure_reason: null,
  });
  expect(refund.provider_reference).toMatch(/^sbx_rfd_/);
  expect(refund.completed_at).not.toBeNull();
  expect(await balance(merchantId, 'refunds_due')).toBe(0);
  expect(await balance(merchantId, 'guest_holds')).toBe(0);
  expect(await clearingNetOf(merchantId, session.checkoutId, refund.id)).toBe(0);
  // Both movements exist (the money did arrive, and did go back).
  const journals = await stack.sql`select movement_id from ledger_journals where merchant_id = ${merchantId} order by created_at`;
  expect(journals.map((j) => j.movement_id)).toEqual([`checkout:${session.checkoutId}`, `refund:${refund.id}`]);
  // The hold stays cancelled; no webhook event for the refund.
  expect(ok(await api.get(`/escrows/${escrow.escrowId}`)).status).toBe('cancelled');
  expect(await eventTypes(merchantId)).toEqual(['escrow.created', 'payment.pending', 'escrow.cancelled', 'payment.succeeded']);
  await expectLedgerConsistent(stack.sql);
});

test('a guest paying a hold another session already funded: the second payment is refunded whole', async () => {
  const { api, merchantId } = await freshMerchant();
  const payee = await createCustomer(api);
  const escrow = await createEscrow(api, escrowBody({ email: 'twice@example.com' }, payee.customerId, { amount: 2_000 }));
  const first = await createSession(api, { escrowId: escrow.escrowId });
  ok(await api.post(`/sandbox/checkouts/${first.checkoutId}/complete`, { outcome: 'failure' }));
  const second = await createSession(api, { escrowId: escrow.escrowId });
  expect(second.checkoutId).not.toBe(first.checkoutId);
  expect(await paySession(api, second.checkoutId)).toMatchObject({ bookedAs: 'escrow_funding' });
  // The declined session is paid after all: the hold is held already.
  const late = await paySession(api, first.checkoutId);
  expect(late).toMatchObject({ bookedAs: 'refund_due', escrowId: escrow.escrowId });
  await checkoutWorkflowEnded(first.checkoutId);

  const refund = await refundOf(late.paymentId);
  expect(refund).toMatchObject({ status: 'processed', amount: BigInt(Math.round(late.chargedAmount * 100)) });
  expect(await balance(merchantId, 'refunds_due')).toBe(0);
  expect(await clearingNetOf(merchantId, first.checkoutId, refund.id)).toBe(0);
  expect(await balance(merchantId, 'guest_holds')).toBe(2_000); // the funded hold is untouched
  expect(ok(await api.get(`/escrows/${escrow.escrowId}`))).toMatchObject({ status: 'held', pendingProviderRefund: false });
  await expectLedgerConsistent(stack.sql);
});

test('a top-up whose customer was deleted before paying is refunded whole', async () => {
  const { api, merchantId } = await freshMerchant();
  const customer = await createCustomer(api);
  const session = await createSession(api, { customerId: customer.customerId, amount: 3_000 });
  ok(await api.delete(`/customers/${customer.customerId}`));
  const payment = await paySession(api, session.checkoutId);
  expect(payment).toMatchObject({ bookedAs: 'refund_due', walletId: null, escrowId: null });
  await checkoutWorkflowEnded(session.checkoutId);
  const refund = await refundOf(payment.paymentId);
  expect(refund).toMatchObject({ status: 'processed', escrow_id: null });
  expect(await balance(merchantId, 'refunds_due')).toBe(0);
  expect(await clearingNetOf(merchantId, session.checkoutId, refund.id)).toBe(0);
  await expectLedgerConsistent(stack.sql);
});

test('sandbox refund.failed (cancel reason "sandbox_fail"): the row fails with the reason, the money stays owed in refunds_due', async () => {
  const { api, merchantId } = await freshMerchant();
  const { session, payment } = await latePaymentOnCancelledHold(api, 1_000, 'sandbox_fail');
  await checkoutWorkflowEnded(session.checkoutId);
  const refund = await refundOf(payment.paymentId);
  expect(refund).toMatchObject({ status: 'failed', reason: 'sandbox_fail' });
  expect(refund.failure_reason).toMatch(/declined/);
  expect(await balance(merchantId, 'refunds_due')).toBe(1_018.75);
  expect(await balance(merchantId, 'provider_clearing')).toBe(-1_018.75);

  // A late refund.processed for a failed refund changes nothing.
  const late = ok(await providerEvent({ event: 'refund.processed', data: { reference: refund.provider_reference } }));
  expect(late).toMatchObject({ received: true, handled: false });
  expect((await refundOf(payment.paymentId)).status).toBe('failed');
  expect(await balance(merchantId, 'refunds_due')).toBe(1_018.75);
  await expectLedgerConsistent(stack.sql);
});

test('a refund the provider has not answered yet (cancel reason "sandbox_pending") is settled by a signed POST /provider/events', async () => {
  const { api, merchantId } = await freshMerchant();
  const { session, payment } = await latePaymentOnCancelledHold(api, 1_000, 'sandbox_pending');
  await checkoutWorkflowEnded(session.checkoutId);
  const pending = await refundOf(payment.paymentId);
  expect(pending).toMatchObject({ status: 'pending' });
  expect(pending.provider_reference).toMatch(/^sbx_rfd_/);
  expect(await balance(merchantId, 'refunds_due')).toBe(1_018.75);

  const first = ok(await providerEvent({ event: 'refund.processed', data: { reference: pending.provider_reference } }));
  expect(first).toMatchObject({ received: true, handled: true });
  const repeated = ok(await providerEvent({ event: 'refund.processed', data: { reference: pending.provider_reference } }));
  expect(repeated).toMatchObject({ received: true, handled: false });
  expect((await refundOf(payment.paymentId)).status).toBe('processed');
  expect(await balance(merchantId, 'refunds_due')).toBe(0);
  expect(await clearingNetOf(merchantId, session.checkoutId, pending.id)).toBe(0);
  await expectLedgerConsistent(stack.sql);
});
