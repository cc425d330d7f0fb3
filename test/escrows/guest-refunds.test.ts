import { signProviderEvent } from '../../src/payments/signature';
import { collectionFees, createSession, ok, paySession } from '../support/checkout';
import { createEscrow, escrowBody } from '../support/escrows';
import { eventually } from '../support/eventually';
import { expectError } from '../support/expect';
import { createCustomer } from '../support/fixtures';
import { ApiClient } from '../support/http';
import { postProviderEvent } from '../support/provider-events';
import { systemAccountBalances } from '../support/ledger';
import { expectLedgerConsistent, stackForFile } from '../support/stack';

// Guest refunds end to end: the provider's outcome completes the refund (ledger, final-status
// rule, escrow.refunded) or fails it (funds stay held). The sandbox refunds at once, through
// the provider-event handler, and the refund answers once that outcome is booked: a release
// right after it is booked. Else (sandbox reason "sandbox_pending", or live keys) the refund
// answers pending and POST /provider/events settles it. Sandbox magic refund reasons:
// "sandbox_fail" → refund.failed; "sandbox_pending" → no event.

const stack = stackForFile({ config: { rateLimitMultiplier: 100 } });

const freshMerchant = () => stack.newMerchantClient();

const systemBalances = (merchantId: string) => systemAccountBalances(stack.sql, merchantId, ['provider_clearing', 'guest_holds']);

/** A guest's escrow funded by a sandbox checkout payment (fees on top: the hold is `amount`). */
async function fundedGuestEscrow(api: ApiClient, amount: number): Promise<{ escrowId: string; payment: any }> {
  const payee = await createCustomer(api);
  const escrow = await createEscrow(api, escrowBody({ email: 'guest@example.com', name: 'Ada Guest' }, payee.customerId, { amount }));
  const session = await createSession(api, { escrowId: escrow.escrowId });
  const payment = await paySession(api, session.checkoutId);
  expect(payment).toMatchObject({ escrowId: escrow.escrowId, bookedAs: 'escrow_funding' });
  return { escrowId: escrow.escrowId, payment };
}

/** Webhooks of one type about one escrow, once `count` of them arrived. */
async function waitForEvents(escrowId: string, type: string, count = 1) {
  const mine = () => stack.receiver.received.filter((r) => r.body.type === type && r.body.data?.escrowId === escrowId);
  await stack.receiver.waitFor(() => mine().length >= count);
  return mine();
}

/** Event types recorded for the escrow (the outbox), in emission order. */
async function recordedTypes(escrowId: string): Promise<string[]> {
  const rows = await stack.sql`select type from events where data->>'escrowId' = ${escrowId} order by seq`;
  return rows.map((r) => r.type as string);
}

async function refundRows(escrowId: string) {
  return stack.sql`select amount, status, reason, provider_reference, failure_reason, completed_at
    from refunds where escrow_id = ${escrowId} order by created_at`;
}

const providerEvent = (body: unknown, signature?: string) => postProviderEvent(stack, body, signature);

test('full guest refund: (sandbox) refunded through the provider path before the refund answers', async () => {
  const { api, merchantId } = await freshMerchant();
  const { escrowId, payment } = await fundedGuestEscrow(api, 2_000);
  expect(await systemBalances(merchantId)).toEqual({ provider_clearing: -2_037.5, guest_holds: 2_000 });

  const answer = ok(await api.post(`/escrows/${escrowId}/refund`, { reason: 'item not delivered' }), 201);
  expect(answer).toMatchObject({
    status: 'refunded',
    pendingProviderRefund: false,
    refundedAmount: 2_000,
    remainingAmount: 0,
    refundedAt: expect.any(String),
  });

  const [refunded] = await waitForEvents(escrowId, 'escrow.refunded');
  expect(refunded.body.data).toEqual(answer);
  expect(refunded.body.meta).toEqual({ movementAmount: 2_000 });
  expect(refunded.body.data).toMatchObject({
    status: 'refunded',
    pendingProviderRefund: false,
    refundedAmount: 2_000,
    remainingAmount: 0,
    releasedAmount: 0,
    refundedAt: expect.any(String),
  });
  expect(ok(await api.get(`/escrows/${escrowId}`))).toEqual(refunded.body.data);
  // Only the net hold goes back; the fees stay where funding put them.
  expect(await systemBalances(merchantId)).toEqual({ provider_clearing: -37.5, guest_holds: 0 });
  expect(await refundRows(escrowId)).toEqual([
    {
      amount: 200_000n,
      status: 'processed',
      reason: 'item not delivered',
      provider_reference: expect.stringMatching(/^sbx_rfd_/),
      failure_reason: null,
      completed_at: expect.any(Date),
    },
  ]);
  expect(await recordedTypes(escrowId)).toEqual([
    'escrow.created',
    'payment.pending',
    'payment.succeeded',
    'escrow.funded',
    'escrow.refunded',
  ]);
  expect(payment.fees.totalFees).toBe(37.5);
  // Terminal: nothing more.
  expectError(await api.post(`/escrows/${escrowId}/refund`, {}), 409, 'ESCROW_INVALID_STATE');
  await expectLedgerConsistent(stack.sql);
});

test('while a guest refund is pending: refund, release and dispute are 409 GUEST_REFUND_PENDING; a signed event completes it', async () => {
  const { api, merchantId } = await freshMerchant();
  const { escrowId } = await fundedGuestEscrow(api, 3_000);
  const answer = ok(await api.post(`/escrows/${escrowId}/refund`, { amount: 1_000, reason: 'sandbox_pending' }), 201);
  expect(answer).toMatchObject({ status: 'held', pendingProviderRefund: true, refundedAmount: 0 });

  expectError(await api.post(`/escrows/${escrowId}/refund`, { amount: 500 }), 409, 'GUEST_REFUND_PENDING');
  expectError(await api.post(`/escrows/${escrowId}/release`, {}), 409, 'GUEST_REFUND_PENDING');
  expectError(
    await api.post(`/escrows/${escrowId}/disputes`, { openedBy: 'payer', reasonCode: 'not_received', description: 'Never came' }),
    409,
    'GUEST_REFUND_PENDING',
  );

  // The provider accepted it (its reference is recorded) and sends nothing in this mode.
  const [pending] = await eventually(
    () => refundRows(escrowId),
    (rows) => rows.length > 0 && rows[0].provider_reference != null,
    { what: "the provider's refund reference", timeoutMs: 15_000 },
  );
  expect(pending).toMatchObject({ status: 'pending', amount: 100_000n });
  const event = { event: 'refund.processed', data: { reference: pending.provider_reference, amount: 100_000, status: 'processed' } };

  expectError(await providerEvent(event, 'ab'.repeat(64)), 401, 'UNAUTHORIZED');
  expectError(await providerEvent(event, signProviderEvent(JSON.stringify(event), 'not-the-secret')), 401, 'UNAUTHORIZED');
  expect(ok(await api.get(`/escrows/${escrowId}`))).toMatchObject({ pendingProviderRefund: true, refundedAmount: 0 });

  const accepted = await providerEvent(event);
  expect(accepted.status).toBe(200);
  expect(accepted.body.data).toEqual({ received: true, handled: true });
  const [refunded] = await waitForEvents(escrowId, 'escrow.refunded');
  // A partial refund with nothing released keeps `held`.
  expect(refunded.body.data).toMatchObject({ status: 'held', pendingProviderRefund: false, refundedAmount: 1_000, remainingAmount: 2_000 });
  expect(refunded.body.meta).toEqual({ movementAmount: 1_000 });
  expect(await systemBalances(merchantId)).toEqual({ provider_clearing: -collectionFees(3_000).chargedAmount + 1_000, guest_holds: 2_000 });

  // The provider retries its event: acknowledged, nothing booked twice.
  const repeated = await providerEvent(event);
  expect(repeated.status).toBe(200);
  expect(repeated.body.data).toMatchObject({ received: true, handled: false });
  // No longer pending: the hold moves again.
  ok(await api.post(`/escrows/${escrowId}/release`, {}));
  expect(ok(await api.get(`/escrows/${escrowId}`))).toMatchObject({ status: 'released', releasedAmount: 2_000, refundedAmount: 1_000 });
  expect(await recordedTypes(escrowId)).toEqual([
    'escrow.created',
    'payment.pending',
    'payment.succeeded',
    'escrow.funded',
    'escrow.refunded',
    'escrow.released',
  ]);
  expect(await systemBalances(merchantId)).toEqual({ provider_clearing: -collectionFees(3_000).chargedAmount + 1_000, guest_holds: 0 });
  await expectLedgerConsistent(stack.sql);
});

test('refund.failed (sandbox reason "sandbox_fail"): pending cleared, funds still held, status unchanged, no event', async () => {
  const { api, merchantId } = await freshMerchant();
  const { escrowId } = await fundedGuestEscrow(api, 2_000);
  // The sandbox's refund.failed is booked before the answer: nothing refunded, nothing pending.
  const answer = ok(await api.post(`/escrows/${escrowId}/refund`, { reason: 'sandbox_fail' }), 201);
  expect(answer).toMatchObject({
    status: 'held',
    pendingProviderRefund: false,
    refundedAmount: 0,
    remainingAmount: 2_000,
    refundedAt: null,
  });
  expect(ok(await api.get(`/escrows/${escrowId}`))).toEqual(answer);
  expect(await systemBalances(merchantId)).toEqual({ provider_clearing: -2_037.5, guest_holds: 2_000 });
  expect(await refundRows(escrowId)).toEqual([
    expect.objectContaining({ status: 'failed', failure_reason: expect.stringContaining('sandbox_fail'), completed_at: expect.any(Date) }),
  ]);
  expect(await recordedTypes(escrowId)).toEqual(['escrow.created', 'payment.pending', 'payment.succeeded', 'escrow.funded']);

  // The hold is usable again: a new refund goes through.
  ok(await api.post(`/escrows/${escrowId}/refund`, {}), 201);
  const [refunded] = await waitForEvents(escrowId, 'escrow.refunded');
  expect(refunded.body.data).toMatchObject({ status: 'refunded', refundedAmount: 2_000 });
  expect(await systemBalances(merchantId)).toEqual({ provider_clearing: -37.5, guest_holds: 0 });
  await expectLedgerConsistent(stack.sql);
});

test('guest refunds after a partial release follow the final-status rule', async () => {
  const { api, merchantId } = await freshMerchant();
  const { escrowId } = await fundedGuestEscrow(api, 4_000);
  // Right after the payment: the workflow's cached state knows the hold is funded.
  expect(ok(await api.post(`/escrows/${escrowId}/release`, { amount: 1_500 }))).toMatchObject({ status: 'partially_released' });

  expect(ok(await api.post(`/escrows/${escrowId}/refund`, { amount: 1_000 }), 201)).toMatchObject({
    status: 'partially_released',
    pendingProviderRefund: false,
    refundedAmount: 1_000,
  });
  const [first] = await waitForEvents(escrowId, 'escrow.refunded');
  expect(first.body.data).toMatchObject({
    status: 'partially_released',
    releasedAmount: 1_500,
    refundedAmount: 1_000,
    remainingAmount: 1_500,
    pendingProviderRefund: false,
  });
  expect(first.body.meta).toEqual({ movementAmount: 1_000 });

  expectError(await api.post(`/escrows/${escrowId}/refund`, { amount: 1_501 }), 400, 'INVALID_REFUND');
  ok(await api.post(`/escrows/${escrowId}/refund`, {}), 201);
  const events = await waitForEvents(escrowId, 'escrow.refunded', 2);
  const last = events.find((e) => e.body.data.refundedAmount === 2_500)!;
  // Something went to the payee, so remaining 0 is `released`.
  expect(last.body.data).toMatchObject({ status: 'released', remainingAmount: 0, pendingProviderRefund: false });
  expect(last.body.meta).toEqual({ movementAmount: 1_500 });
  expect(ok(await api.get(`/escrows/${escrowId}`))).toMatchObject({ status: 'released', releasedAmount: 1_500, refundedAmount: 2_500 });
  expect(await systemBalances(merchantId)).toEqual({ provider_clearing: -collectionFees(4_000).chargedAmount + 2_500, guest_holds: 0 });
  await expectLedgerConsistent(stack.sql);
});

test("a release right after a guest's partial refund is booked (the sandbox refund is settled when it answers)", async () => {
  const { api, merchantId } = await freshMerchant();
  for (let i = 0; i < 3; i++) {
    const { escrowId } = await fundedGuestEscrow(api, 3_000);
    expect(ok(await api.post(`/escrows/${escrowId}/refund`, { amount: 1_000, reason: 'one item missing' }), 201)).toMatchObject({
      status: 'held',
      pendingProviderRefund: false,
      refundedAmount: 1_000,
      remainingAmount: 2_000,
    });
    expect(ok(await api.post(`/escrows/${escrowId}/release`, {}))).toMatchObject({
      status: 'released',
      releasedAmount: 2_000,
      refundedAmount: 1_000,
    });
    expect(await recordedTypes(escrowId)).toEqual([
      'escrow.created',
      'payment.pending',
      'payment.succeeded',
      'escrow.funded',
      'escrow.refunded',
      'escrow.released',
    ]);
  }
  expect((await systemBalances(merchantId)).guest_holds).toBe(0);
  await expectLedgerConsistent(stack.sql);
});

test('a dispute resolved with refund for a guest payer refunds through the provider', async () => {
  const { api, merchantId } = await freshMerchant();
  const { escrowId } = await fundedGuestEscrow(api, 2_000);
  const dispute = ok(
    await api.post(`/escrows/${escrowId}/disputes`, { openedBy: 'payer', reasonCode: 'not_received', description: 'Never came' }),
    201,
  );
  const resolved = ok(
    await api.post(`/escrows/${escrowId}/disputes/${dispute.disputeId}/resolve`, {
      action: 'split',
      releaseAmount: 500,
      refundAmount: 1_500,
    }),
  );
  expect(resolved).toMatchObject({ status: 'resolved', resolution: 'split' });
  // Answered once the sandbox's outcome is booked.
  expect(ok(await api.get(`/escrows/${escrowId}`))).toMatchObject({
    status: 'released',
    refundedAmount: 1_500,
    pendingProviderRefund: false,
  });

  const [refunded] = await waitForEvents(escrowId, 'escrow.refunded');
  expect(refunded.body.data).toMatchObject({
    status: 'released',
    releasedAmount: 500,
    refundedAmount: 1_500,
    pendingProviderRefund: false,
  });
  expect(refunded.body.meta).toEqual({ movementAmount: 1_500 });
  expect(await recordedTypes(escrowId)).toEqual([
    'escrow.created',
    'payment.pending',
    'payment.succeeded',
    'escrow.funded',
    'dispute.opened',
    'dispute.resolved',
    'escrow.partially_released',
    'escrow.refunded',
  ]);
  expect(await systemBalances(merchantId)).toEqual({ provider_clearing: -2_037.5 + 1_500, guest_holds: 0 });
  await expectLedgerConsistent(stack.sql);
});

test('POST /provider/events: unknown reference and unsupported events are acknowledged and ignored; bad signature 401', async () => {
  const unknown = await providerEvent({ event: 'refund.processed', data: { reference: 'sbx_rfd_does_not_exist' } });
  expect(unknown.status).toBe(200);
  expect(unknown.body).toEqual({
    success: true,
    data: { received: true, handled: false, reason: expect.stringContaining('sbx_rfd_does_not_exist') },
    meta: { requestId: expect.any(String) },
  });
  const other = await providerEvent({ event: 'charge.success', data: { reference: 'x' } });
  expect(other.status).toBe(200);
  expect(other.body.data).toMatchObject({ handled: false });
  const unsigned = await new ApiClient(stack.baseUrl, '').post('/provider/events', undefined, {
    key: null,
    idempotencyKey: null,
    rawBody: JSON.stringify({ event: 'refund.processed', data: { reference: 'x' } }),
  });
  expectError(unsigned, 401, 'UNAUTHORIZED');
});

test('a pending guest refund survives a worker restart and is settled by the provider event afterwards', async () => {
  const { api, merchantId } = await freshMerchant();
  const { escrowId, payment } = await fundedGuestEscrow(api, 2_000);
  ok(await api.post(`/escrows/${escrowId}/refund`, { reason: 'sandbox_pending' }), 201);
  await eventually(
    () => refundRows(escrowId),
    (rows) => rows.length > 0 && rows[0].provider_reference != null,
    { what: "the provider's refund reference", timeoutMs: 15_000 },
  );

  await stack.restartWorker();
  // An event that overtook our record of the refund's reference (forgotten here on purpose):
  // it is found as the pending refund of the payment it names.
  await stack.sql`update refunds set provider_reference = null where escrow_id = ${escrowId}`;
  const event = { event: 'refund.processed', data: { reference: 'sbx_rfd_other', transaction_reference: payment.providerReference } };
  expect((await providerEvent(event)).body.data).toEqual({ received: true, handled: true });

  const [refunded] = await waitForEvents(escrowId, 'escrow.refunded');
  expect(refunded.body.data).toMatchObject({ status: 'refunded', refundedAmount: 2_000, pendingProviderRefund: false });
  expect(await refundRows(escrowId)).toEqual([expect.objectContaining({ status: 'processed', provider_reference: 'sbx_rfd_other' })]);
  expect(await systemBalances(merchantId)).toEqual({ provider_clearing: -37.5, guest_holds: 0 });
  await expectLedgerConsistent(stack.sql);
});
