import { defaultPayloadConverter } from '@temporalio/common';
import { systemAccountId } from '../../src/ledger/accounts';
import { CheckoutIdKey } from '../../workflows/search-attributes';
import { checkoutEvents, collectionFees, createSession, ok, paySession } from '../support/checkout';
import { balancesOf, createEscrow, escrowBody } from '../support/escrows';
import { expectError } from '../support/expect';
import { createCustomer, provisionWallet } from '../support/fixtures';
import { ApiClient } from '../support/http';
import { systemAccountBalances } from '../support/ledger';
import { expectLedgerConsistent, stackForFile } from '../support/stack';

// The sandbox completion endpoint and what a successful payment books: a wallet top-up, the
// funding of a hold, a late payment on a cancelled or already funded hold; declines;
// repeated completions; events in the spec's order.

const stack = stackForFile({ config: { rateLimitMultiplier: 100 } });

const freshMerchant = () => stack.newMerchantClient();

const systemBalances = (merchantId: string) =>
  systemAccountBalances(stack.sql, merchantId, [
    'provider_clearing',
    'provider_fees',
    'platform_revenue',
    'merchant_settlement',
    'guest_holds',
  ]);

/** Event types of the merchant in emission order (from the outbox). */
async function eventTypes(merchantId: string): Promise<string[]> {
  const rows = await stack.sql`select type from events where merchant_id = ${merchantId} order by seq`;
  return rows.map((r) => r.type as string);
}

async function unfundedEscrow(api: ApiClient, payer: string | { email: string }, overrides: Record<string, unknown> = {}) {
  const payee = await createCustomer(api);
  return createEscrow(api, escrowBody(payer, payee.customerId, overrides));
}

describe('wallet top-up', () => {
  test('credits the amount to available; fees to the system accounts; payment.succeeded then wallet.credited', async () => {
    const { api, merchantId } = await freshMerchant();
    const customer = await createCustomer(api);
    const wallet = await provisionWallet(api, customer.customerId);
    const session = await createSession(api, { customerId: customer.customerId, amount: 5_000, paymentMethods: ['card', 'ussd'] });

    const payment = await paySession(api, session.checkoutId, 'ussd');
    expect(payment).toEqual({
      paymentId: expect.stringMatching(/^pay_[0-9A-Za-z]{24}$/),
      checkoutId: session.checkoutId,
      status: 'succeeded',
      amount: 5_000,
      chargedAmount: 5_218.75,
      netAmount: 5_000,
      currency: 'NGN',
      escrowId: null,
      walletId: customer.walletId,
      bookedAs: 'wallet_credit',
      provider: 'sandbox',
      providerReference: expect.any(String),
      channel: 'ussd',
      paidAt: expect.any(String),
      fees: { providerFee: 175, platformFee: 43.75, merchantFee: 0, totalFees: 218.75 },
    });
    expect(await balancesOf(api, customer.customerId)).toEqual({ available: 5_000, held: 0 });
    expect(await systemBalances(merchantId)).toEqual({
      provider_clearing: -5_218.75,
      provider_fees: 175,
      platform_revenue: 43.75,
      merchant_settlement: 0,
      guest_holds: 0,
    });
    expect(ok(await api.get(`/checkout/sessions/${session.checkoutId}`))).toMatchObject({
      status: 'completed',
      paymentId: payment.paymentId,
      completedAt: expect.any(String),
    });
    const [line] = await stack.sql`select type, direction, amount from statement_lines where customer_id = ${customer.customerId}`;
    expect(line).toEqual({ type: 'wallet_credit', direction: 'in', amount: 500_000n });

    expect(await eventTypes(merchantId)).toEqual(['payment.pending', 'payment.succeeded', 'wallet.credited']);
    await stack.receiver.waitFor((r) => r.some((h) => h.body.type === 'wallet.credited' && h.body.data.walletId === customer.walletId));
    const [succeeded] = checkoutEvents(stack.receiver, session.checkoutId).filter((h) => h.body.type === 'payment.succeeded');
    expect(succeeded.body.data).toEqual(payment);
    expect(succeeded.body.meta).toEqual({});
    const credited = stack.receiver.received.find((h) => h.body.type === 'wallet.credited' && h.body.data.walletId === customer.walletId)!;
    expect(credited.body.data).toEqual({
      walletId: customer.walletId,
      customerId: customer.customerId,
      balances: { available: 5_000, held: 0 },
      account: wallet.account,
    });
    expect(credited.body.meta).toEqual({
      amount: 5_000,
      currency: 'NGN',
      source: 'checkout',
      channel: 'ussd',
      accountNumber: wallet.account!.accountNumber,
    });
    await expectLedgerConsistent(stack.sql);
  });

  test('repeated and concurrent completions book once and answer the same payment', async () => {
    const { api, merchantId } = await freshMerchant();
    const customer = await createCustomer(api);
    const session = await createSession(api, { customerId: customer.customerId, amount: 1_000 });
    const answers = await Promise.all(
      [1, 2, 3].map(() => api.post(`/sandbox/checkouts/${session.checkoutId}/complete`, { outcome: 'success' })),
    );
    const ids = answers.map((res) => ok(res).paymentId);
    expect(new Set(ids).size).toBe(1);
    const again = await paySession(api, session.checkoutId);
    expect(again.paymentId).toBe(ids[0]);
    expect(again.channel).toBe('card');
    expect(await balancesOf(api, customer.customerId)).toEqual({ available: 1_000, held: 0 });
    expect(await eventTypes(merchantId)).toEqual(['payment.pending', 'payment.succeeded', 'wallet.credited']);
    const [{ n }] = await stack.sql`select count(*)::int as n from payments where checkout_id = ${session.checkoutId}`;
    expect(n).toBe(1);
    // Declining a paid session is refused.
    expectError(await api.post(`/sandbox/checkouts/${session.checkoutId}/complete`, { outcome: 'failure' }), 409, 'INVALID_REQUEST');
  });
});

describe('escrow funding', () => {
  test('a hold awaiting funding becomes held: feeAmount = totalFees, merchantFee to settlement; payment.succeeded then escrow.funded', async () => {
    const { api, merchantId } = await freshMerchant();
    const payer = await createCustomer(api);
    const escrow = await unfundedEscrow(api, payer.customerId, { amount: 10_000, merchantFee: 200 });
    const session = await createSession(api, { escrowId: escrow.escrowId });

    const payment = await paySession(api, session.checkoutId);
    const fees = collectionFees(10_000, 200);
    expect(payment).toMatchObject({
      escrowId: escrow.escrowId,
      walletId: null,
      bookedAs: 'escrow_funding',
      amount: 10_000,
      chargedAmount: 10_512.5,
      netAmount: 10_000,
      fees: { providerFee: 250, platformFee: 62.5, merchantFee: 200, totalFees: 512.5 },
    });
    expect(fees.chargedAmount).toBe(10_512.5);

    const funded = ok(await api.get(`/escrows/${escrow.escrowId}`));
    expect(funded).toMatchObject({
      status: 'held',
      amount: 10_000,
      feeAmount: 512.5,
      merchantFee: 200,
      remainingAmount: 10_000,
      fundedAt: expect.any(String),
    });
    expect(await balancesOf(api, payer.customerId)).toEqual({ available: 0, held: 10_000 });
    expect(await systemBalances(merchantId)).toEqual({
      provider_clearing: -10_512.5,
      provider_fees: 250,
      platform_revenue: 62.5,
      merchant_settlement: 200,
      guest_holds: 0,
    });
    const [line] = await stack.sql`select type, direction, amount from statement_lines where customer_id = ${payer.customerId}`;
    expect(line).toEqual({ type: 'escrow_funded', direction: 'locked', amount: 1_000_000n });

    expect(await eventTypes(merchantId)).toEqual(['escrow.created', 'payment.pending', 'payment.succeeded', 'escrow.funded']);
    await stack.receiver.waitFor((r) => r.some((h) => h.body.type === 'escrow.funded' && h.body.data.escrowId === escrow.escrowId));
    const hook = stack.receiver.received.find((h) => h.body.type === 'escrow.funded' && h.body.data.escrowId === escrow.escrowId)!;
    expect(hook.body.data).toEqual(funded);
    expect(hook.body.meta).toEqual({
      source: 'checkout',
      paymentId: payment.paymentId,
      providerReference: payment.providerReference,
      chargedAmount: 10_512.5,
      netAmount: 10_000,
      fees: { providerFee: 250, platformFee: 62.5, merchantFee: 200, totalFees: 512.5 },
    });
    // The hold is paid: no new session for it.
    expectError(await api.post('/checkout/sessions', { escrowId: escrow.escrowId }), 409, 'ESCROW_NOT_PAYABLE');
    await expectLedgerConsistent(stack.sql);
  });

  test('right after the completion answers, the escrow workflow knows the hold is held: cancel refused, release works', async () => {
    const payer = await createCustomer(stack.api);
    const payee = await createCustomer(stack.api);
    const escrow = await createEscrow(stack.api, escrowBody(payer.customerId, payee.customerId, { amount: 6_000 }));
    const session = await createSession(stack.api, { escrowId: escrow.escrowId });
    await paySession(stack.api, session.checkoutId);
    expectError(await stack.api.post(`/escrows/${escrow.escrowId}/cancel`, {}), 409, 'ESCROW_NOT_CANCELLABLE');
    const partial = ok(await stack.api.post(`/escrows/${escrow.escrowId}/release`, { amount: 1_000 }));
    expect(partial).toMatchObject({ status: 'partially_released', remainingAmount: 5_000 });
    expect(await balancesOf(stack.api, payee.customerId)).toEqual({ available: 1_000, held: 0 });
    expect(await balancesOf(stack.api, payer.customerId)).toEqual({ available: 0, held: 5_000 });
    await expectLedgerConsistent(stack.sql);
  });

  test("a guest payer's hold is funded into the guest holds account", async () => {
    const { api, merchantId } = await freshMerchant();
    const escrow = await unfundedEscrow(api, { email: 'guest@example.com' }, { amount: 2_000 });
    const session = await createSession(api, { escrowId: escrow.escrowId, amount: 2_000, currency: 'NGN' });
    const payment = await paySession(api, session.checkoutId);
    expect(payment).toMatchObject({ bookedAs: 'escrow_funding', chargedAmount: 2_037.5 });
    expect(ok(await api.get(`/escrows/${escrow.escrowId}`))).toMatchObject({ status: 'held', feeAmount: 37.5 });
    expect(await systemBalances(merchantId)).toEqual({
      provider_clearing: -2_037.5,
      provider_fees: 30,
      platform_revenue: 7.5,
      merchant_settlement: 0,
      guest_holds: 2_000,
    });
    await expectLedgerConsistent(stack.sql);
  });

  test("late payment on a cancelled hold: stays cancelled, the payer's available is credited (wallet.credited)", async () => {
    const { api, merchantId } = await freshMerchant();
    const payer = await createCustomer(api);
    const escrow = await unfundedEscrow(api, payer.customerId, { amount: 3_000 });
    const session = await createSession(api, { escrowId: escrow.escrowId });
    ok(await api.post(`/escrows/${escrow.escrowId}/cancel`, { reason: 'out of stock' }));

    const payment = await paySession(api, session.checkoutId, 'card');
    expect(payment).toMatchObject({ escrowId: escrow.escrowId, walletId: payer.walletId, bookedAs: 'wallet_credit', netAmount: 3_000 });
    expect(ok(await api.get(`/escrows/${escrow.escrowId}`))).toMatchObject({ status: 'cancelled', feeAmount: 0, fundedAt: null });
    expect(await balancesOf(api, payer.customerId)).toEqual({ available: 3_000, held: 0 });
    expect(await eventTypes(merchantId)).toEqual([
      'escrow.created',
      'payment.pending',
      'escrow.cancelled',
      'payment.succeeded',
      'wallet.credited',
    ]);
    await stack.receiver.waitFor((r) => r.some((h) => h.body.type === 'wallet.credited' && h.body.data.customerId === payer.customerId));
    const credited = stack.receiver.received.find((h) => h.body.type === 'wallet.credited' && h.body.data.customerId === payer.customerId)!;
    expect(credited.body.meta).toEqual({ amount: 3_000, currency: 'NGN', source: 'checkout', channel: 'card', accountNumber: null });
    await expectLedgerConsistent(stack.sql);
  });

  test('a declined session may still be paid later; once the hold is held by another session, that payment credits the payer', async () => {
    const { api } = await freshMerchant();
    const payer = await createCustomer(api);
    const escrow = await unfundedEscrow(api, payer.customerId, { amount: 4_000 });
    const first = await createSession(api, { escrowId: escrow.escrowId });
    const declined = ok(await api.post(`/sandbox/checkouts/${first.checkoutId}/complete`, { outcome: 'failure' }));
    expect(declined).toMatchObject({ checkoutId: first.checkoutId, status: 'failed', paymentId: null, completedAt: null });
    // Declining again answers the same failed session.
    expect(ok(await api.post(`/sandbox/checkouts/${first.checkoutId}/complete`, { outcome: 'failure' })).status).toBe('failed');

    // The failed session is not reused: a new create makes a new pending session.
    const second = await createSession(api, { escrowId: escrow.escrowId });
    expect(second.checkoutId).not.toBe(first.checkoutId);
    const funding = await paySession(api, second.checkoutId);
    expect(funding.bookedAs).toBe('escrow_funding');

    const late = await paySession(api, first.checkoutId);
    expect(late).toMatchObject({ bookedAs: 'wallet_credit', walletId: payer.walletId });
    expect(ok(await api.get(`/escrows/${escrow.escrowId}`))).toMatchObject({ status: 'held', remainingAmount: 4_000 });
    expect(await balancesOf(api, payer.customerId)).toEqual({ available: 4_000, held: 4_000 });
    expect(ok(await api.get(`/checkout/sessions/${first.checkoutId}`)).status).toBe('completed');
    await expectLedgerConsistent(stack.sql);
  });

  test('payment racing a cancel: either the hold is funded (cancel refused) or it is cancelled and the payer credited; never lost', async () => {
    const { api } = await freshMerchant();
    for (let i = 0; i < 4; i++) {
      const payer = await createCustomer(api);
      const escrow = await unfundedEscrow(api, payer.customerId, { amount: 1_000 });
      const session = await createSession(api, { escrowId: escrow.escrowId });
      const [pay, cancel] = await Promise.all([
        api.post(`/sandbox/checkouts/${session.checkoutId}/complete`, { outcome: 'success' }),
        api.post(`/escrows/${escrow.escrowId}/cancel`, {}),
      ]);
      const payment = ok(pay);
      const after = ok(await api.get(`/escrows/${escrow.escrowId}`));
      if (cancel.status === 200) {
        expect(after.status).toBe('cancelled');
        expect(payment.bookedAs).toBe('wallet_credit');
        expect(await balancesOf(api, payer.customerId)).toEqual({ available: 1_000, held: 0 });
      } else {
        expectError(cancel, 409, 'ESCROW_NOT_CANCELLABLE');
        expect(after.status).toBe('held');
        expect(payment.bookedAs).toBe('escrow_funding');
        expect(await balancesOf(api, payer.customerId)).toEqual({ available: 0, held: 1_000 });
      }
    }
    await expectLedgerConsistent(stack.sql);
  });

  test("a guest's payment its hold cannot take is owed back whole and refunded through the provider (no fees), never lost", async () => {
    const { api, merchantId } = await freshMerchant();
    const escrow = await unfundedEscrow(api, { email: 'late.guest@example.com' }, { amount: 1_000 });
    const session = await createSession(api, { escrowId: escrow.escrowId });
    ok(await api.post(`/escrows/${escrow.escrowId}/cancel`, {}));
    const payment = await paySession(api, session.checkoutId);
    expect(payment).toMatchObject({ bookedAs: 'refund_due', walletId: null, escrowId: escrow.escrowId, chargedAmount: 1_018.75 });
    // The workflow ends once the sandbox refund (settled at once) is started; details in test/refunds/refund-due.test.ts.
    await stack.temporal.workflow.getHandle(`checkout-${session.checkoutId}`).result();
    expect(await systemBalances(merchantId)).toEqual({
      provider_clearing: 0,
      provider_fees: 0,
      platform_revenue: 0,
      merchant_settlement: 0,
      guest_holds: 0,
    });
    const [due] = await stack.sql`select balance from ledger_accounts where id = ${systemAccountId(merchantId, 'test', 'refunds_due')}`;
    expect(due.balance).toBe(0n);
    expect(await eventTypes(merchantId)).toEqual(['escrow.created', 'payment.pending', 'escrow.cancelled', 'payment.succeeded']);
  });
});

describe('the checkout workflow', () => {
  test('checkout-{checkoutId} waits without a deadline, hands the payment to the escrow workflow, which books it, and ends', async () => {
    const payer = await createCustomer(stack.api);
    const escrow = await unfundedEscrow(stack.api, payer.customerId, { amount: 1_000 });
    const session = await createSession(stack.api, { escrowId: escrow.escrowId });
    const handle = stack.temporal.workflow.getHandle(`checkout-${session.checkoutId}`);
    const running = await handle.describe();
    expect(running.status.name).toBe('RUNNING');
    const config = running.raw.executionConfig!;
    expect(Number(config.workflowExecutionTimeout?.seconds ?? 0)).toBe(0); // no deadline
    expect(Number(config.workflowRunTimeout?.seconds ?? 0)).toBe(0);
    expect(running.typedSearchAttributes.get(CheckoutIdKey)).toBe(session.checkoutId);
    expect(running.priority?.fairnessKey).toBe(stack.merchant.merchantId);

    const payment = await paySession(stack.api, session.checkoutId);
    await handle.result();
    expect((await handle.describe()).status.name).toBe('COMPLETED');

    const signalsTo = async (workflowId: string, name: string) =>
      ((await stack.temporal.workflow.getHandle(workflowId).fetchHistory()).events ?? [])
        .map((e) => e.workflowExecutionSignaledEventAttributes)
        .filter((a) => a?.signalName === name)
        .map((a) => defaultPayloadConverter.fromPayload(a!.input!.payloads![0]));
    // The escrow's workflow, the hold's only writer, booked it and answered the session.
    expect(await signalsTo(`escrow-${escrow.escrowId}`, 'checkoutPaid')).toEqual([
      expect.objectContaining({ checkoutId: session.checkoutId }),
    ]);
    expect(await signalsTo(`checkout-${session.checkoutId}`, 'paymentBooked')).toEqual([
      expect.objectContaining({
        payment: expect.objectContaining({ paymentId: payment.paymentId, bookedAs: 'escrow_funding' }),
        funded: { escrowId: escrow.escrowId, state: expect.objectContaining({ status: 'held', fundingPaymentId: payment.paymentId }) },
      }),
    ]);
    const escrowHistory = await stack.temporal.workflow.getHandle(`escrow-${escrow.escrowId}`).fetchHistory();
    const statusUpserts = (escrowHistory.events ?? []).filter((e) => e.upsertWorkflowSearchAttributesEventAttributes).length;
    expect(statusUpserts).toBeGreaterThanOrEqual(1); // EscrowStatus moved to held by the escrow's own write
  });

  test('a session whose workflow is gone (terminated) is still paid: completion starts a new run', async () => {
    const customer = await createCustomer(stack.api);
    const session = await createSession(stack.api, { customerId: customer.customerId, amount: 1_500 });
    const handle = stack.temporal.workflow.getHandle(`checkout-${session.checkoutId}`);
    await handle.terminate('operator mistake');
    const payment = await paySession(stack.api, session.checkoutId);
    expect(payment).toMatchObject({ bookedAs: 'wallet_credit', netAmount: 1_500 });
    expect(await balancesOf(stack.api, customer.customerId)).toEqual({ available: 1_500, held: 0 });
    await stack.temporal.workflow.getHandle(`checkout-${session.checkoutId}`).result();
    // payment.pending was delivered once, by the first run.
    await stack.receiver.waitFor(() => checkoutEvents(stack.receiver, session.checkoutId).length >= 2);
    await stack.receiver.waitFor((r) => r.some((h) => h.body.type === 'wallet.credited' && h.body.data.customerId === customer.customerId));
    expect(
      checkoutEvents(stack.receiver, session.checkoutId)
        .map((h) => h.body.type)
        .sort(),
    ).toEqual(['payment.pending', 'payment.succeeded']);
  });
});

describe('the completion endpoint', () => {
  test('channel must be one the session allows; test keys only; unknown session is 404', async () => {
    const customer = await createCustomer(stack.api);
    const session = await createSession(stack.api, { customerId: customer.customerId, amount: 1_000, paymentMethods: ['bank_transfer'] });
    expectError(
      await stack.api.post(`/sandbox/checkouts/${session.checkoutId}/complete`, { outcome: 'success', channel: 'card' }),
      400,
      'INVALID_REQUEST',
      ['channel'],
    );
    expectError(await stack.api.post(`/sandbox/checkouts/${session.checkoutId}/complete`, { outcome: 'maybe' }), 400, 'INVALID_REQUEST', [
      'outcome',
    ]);
    const live = await stack.newMerchant({ verified: true, liveMode: true });
    expectError(
      await stack.api.withKey(live.liveSecretKey).post(`/sandbox/checkouts/${session.checkoutId}/complete`, { outcome: 'success' }),
      403,
      'FORBIDDEN',
    );
    expectError(await stack.api.post('/sandbox/checkouts/chk_000000000000000000000000/complete', { outcome: 'success' }), 404, 'NOT_FOUND');
    // Without a channel the session's only channel is used.
    expect((await paySession(stack.api, session.checkoutId)).channel).toBe('bank_transfer');
  });
});
