import { collectionFees, createSession, ok } from '../support/checkout';
import { createEscrow, escrowBody } from '../support/escrows';
import { createCustomer } from '../support/fixtures';
import { ApiClient } from '../support/http';
import { eventually } from '../support/eventually';
import { LIVE_TEST_DELAY_MS, liveMerchant, liveStackForFile } from '../support/live';
import { systemAccountBalances } from '../support/ledger';
import { providerReferenceOf } from '../../src/payments/references';

// Live guest refunds end to end against the fake Paystack: POST /refund for the payment's
// transaction (our refund's reference in merchant_note), the outcome by refund.processed / refund.failed.

const { stack, fake } = liveStackForFile();

/** A guest's live escrow, funded through a Paystack checkout paid at the fake. */
async function fundedGuestEscrow(api: ApiClient, amount: number): Promise<{ escrowId: string; checkoutId: string }> {
  const payee = await createCustomer(api);
  const escrow = await createEscrow(api, escrowBody({ email: 'guest@example.com', name: 'Ada Guest' }, payee.customerId, { amount }));
  const session = await createSession(api, { escrowId: escrow.escrowId });
  await fake.pay(providerReferenceOf(session.checkoutId));
  await eventually(
    () => api.get(`/escrows/${escrow.escrowId}`).then((r) => r.body.data.status),
    (s) => s === 'held',
  );
  return { escrowId: escrow.escrowId, checkoutId: session.checkoutId };
}

const refundRows = (escrowId: string) =>
  stack.sql`select id, amount, status, provider_reference, failure_reason from refunds where escrow_id = ${escrowId} order by created_at`;

const escrowOf = (api: ApiClient, escrowId: string) => api.get(`/escrows/${escrowId}`).then((r) => r.body.data);

test('a guest refund asks Paystack for the net hold and refund.processed completes it', async () => {
  const { api, merchantId } = await liveMerchant(stack);
  const { escrowId, checkoutId } = await fundedGuestEscrow(api, 2_000);
  const answer = ok(await api.post(`/escrows/${escrowId}/refund`, { reason: 'item not delivered' }), 201);
  expect(answer).toMatchObject({ status: 'held', pendingProviderRefund: true });
  const refunded = await eventually(
    () => escrowOf(api, escrowId),
    (e) => e.status === 'refunded',
  );
  expect(refunded).toMatchObject({ refundedAmount: 2_000, pendingProviderRefund: false });

  const transaction = providerReferenceOf(checkoutId);
  const [call] = fake.calls('POST', '/refund').filter((c) => c.body.transaction === transaction);
  const [row] = await refundRows(escrowId);
  expect(call.body).toEqual({
    transaction,
    amount: '200000',
    currency: 'NGN',
    merchant_note: providerReferenceOf(row.id),
    customer_note: 'item not delivered',
  });
  expect(row).toMatchObject({ amount: 200_000n, status: 'processed', provider_reference: providerReferenceOf(row.id) });
  expect(fake.state.refunds.filter((r) => r.transaction.reference === transaction).map((r) => r.merchant_note)).toEqual([
    providerReferenceOf(row.id),
  ]);
  const fees = collectionFees(2_000);
  expect(await systemAccountBalances(stack.sql, merchantId, ['provider_clearing', 'guest_holds'], 'live')).toEqual({
    provider_clearing: -fees.chargedAmount + 2_000,
    guest_holds: 0,
  });
});

test("refund.failed: the refund fails with Paystack's outcome and the money stays held", async () => {
  const { api } = await liveMerchant(stack);
  const { escrowId } = await fundedGuestEscrow(api, 1_500);
  fake.state.refundOutcomes.push('failed');
  ok(await api.post(`/escrows/${escrowId}/refund`, {}), 201);
  const [row] = await eventually(
    () => refundRows(escrowId),
    (rows) => rows[0]?.status !== 'pending',
  );
  expect(row.status).toBe('failed');
  expect(await escrowOf(api, escrowId)).toMatchObject({ status: 'held', pendingProviderRefund: false, remainingAmount: 1_500 });
});

test('Paystack down then back, and an answer lost to a timeout: one refund at Paystack, booked once', async () => {
  const { api } = await liveMerchant(stack);
  const { escrowId, checkoutId } = await fundedGuestEscrow(api, 1_000);
  fake.failNext(500, { path: '/refund', method: 'POST' });
  fake.failNext(429, { path: '/refund', method: 'GET' });
  fake.delayNext(LIVE_TEST_DELAY_MS, { path: '/refund', method: 'POST' }); // past the adapter's timeout; the refund is made all the same
  ok(await api.post(`/escrows/${escrowId}/refund`, {}), 201);
  await eventually(
    () => escrowOf(api, escrowId),
    (e) => e.status === 'refunded',
    60_000,
  );
  expect(fake.state.refunds.filter((r) => r.transaction.reference === providerReferenceOf(checkoutId))).toHaveLength(1);
  expect((await refundRows(escrowId)).map((r) => r.status)).toEqual(['processed']);
});
