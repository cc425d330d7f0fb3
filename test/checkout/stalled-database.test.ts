import { createSession as createSessionRow } from '../../src/checkout/session-create';
import { checkoutWorkflowId } from '../../workflows/checkout-messages';
import { collectionFees, createSession, latePaymentOnCancelledHold, ok, paySession } from '../support/checkout';
import { balancesOf } from '../support/escrows';
import { eventually } from '../support/eventually';
import { createCustomer, provisionWallet } from '../support/fixtures';
import { stackForFile, WAIT_THROUGH_RECOVERY } from '../support/stack';
import { holdRowLock, holdTableLock, waitForRetry } from '../support/stalled-transaction';

// A checkout payment's booking whose transaction commits after its activity timed out (a
// database that stalled mid-transaction): the retried attempt queued behind it on the
// session's lock and must find the payment the first attempt booked, answering it, booked once.
// The session's other writes (its start, a decline, the refund of a payment owed back) meet
// the same case.

// The stack's workflows time every activity out after 3 s (shortActivityTimeouts): each stall
// lasts seconds instead of the policies' 10 to 30 s.
const stack = stackForFile({ ownDatabase: true, shortActivityTimeouts: true, config: WAIT_THROUGH_RECOVERY });

test('a top-up booking commits after its activity timed out: the retry answers the payment, credited once', async () => {
  const { api, merchantId } = await stack.newMerchantClient();
  const customer = await createCustomer(api);
  await provisionWallet(api, customer.customerId);
  const session = await createSession(api, { customerId: customer.customerId, amount: 5_000 });

  // The first attempt locks the session and books up to the platform-revenue account, where it
  // waits past its timeout; the retry waits for the session.
  const lock = await holdRowLock(
    stack.sql,
    (tx) => tx`select 1 from ledger_accounts where id = ${`${merchantId}:test:platform_revenue`} for update`,
  );
  const paying = paySession(api, session.checkoutId);
  await lock.waitForWaiters(2, 'the retried booking to queue behind the first attempt');
  await lock.release();

  const payment = await paying;
  expect(payment).toMatchObject({
    checkoutId: session.checkoutId,
    status: 'succeeded',
    bookedAs: 'wallet_credit',
    walletId: customer.walletId,
  });
  expect(await stack.sql`select id from payments where checkout_id = ${session.checkoutId}`).toEqual([{ id: payment.paymentId }]);
  const journals = await stack.sql`select movement_id from ledger_journals where movement_id = ${`checkout:${session.checkoutId}`}`;
  expect(journals).toHaveLength(1);
  const events =
    await stack.sql`select type from events where merchant_id = ${merchantId} and type in ('payment.succeeded', 'wallet.credited') order by seq`;
  expect(events.map((e) => e.type)).toEqual(['payment.succeeded', 'wallet.credited']);
  expect(await balancesOf(api, customer.customerId)).toEqual({ available: collectionFees(5_000).netAmount, held: 0 });
}, 90_000);

test("a create whose transaction commits while the same key's retry waits: both answer the one session", async () => {
  const { api, merchantId } = await stack.newMerchantClient();
  const customer = await createCustomer(api);
  const owner = { merchantId, plane: 'test' as const };
  const input = {
    idempotencyKey: 'session-commits-late',
    target: { customerId: customer.customerId },
    amount: 500_000n,
    merchant: { paymentMethods: ['card' as const], callbackUrl: null },
    publicBaseUrl: 'http://127.0.0.1',
  };

  // Both transactions find no session of the key, then wait on the customer; released, one
  // inserts the session and the other meets it on the session's key.
  const lock = await holdRowLock(stack.sql, (tx) => tx`select 1 from customers where id = ${customer.customerId} for update`);
  const creates = [createSessionRow(stack.sql, owner, input), createSessionRow(stack.sql, owner, input)];
  await lock.waitForWaiters(2, 'both creates to wait on the customer');
  await lock.release();

  const [first, second] = await Promise.all(creates);
  expect(second.row.id).toBe(first.row.id);
  expect([first.created, second.created]).toEqual([true, true]);
  expect(await stack.sql`select id from checkout_sessions where customer_id = ${customer.customerId}`).toEqual([{ id: first.row.id }]);
});

/** The checkout workflow of a session, once it is done. */
async function workflowEnded(checkoutId: string) {
  await stack.temporal.workflow.getHandle(checkoutWorkflowId(checkoutId)).result();
}

test("a session's start records payment.pending after its activity timed out: the retry answers it, recorded once", async () => {
  const { api, merchantId } = await stack.newMerchantClient();
  const customer = await createCustomer(api);
  await provisionWallet(api, customer.customerId);

  // The start locks the session and waits to insert payment.pending past its timeout;
  // the retry asks the provider again (the same checkout) and waits for the session.
  const events = await holdTableLock(stack.sql, 'events');
  const creating = api.post('/checkout/sessions', { customerId: customer.customerId, amount: 5_000 });
  const [{ id: checkoutId }] = await eventually(
    () => stack.sql<Array<{ id: string }>>`select id from checkout_sessions where customer_id = ${customer.customerId}`,
    (rows) => rows.length > 0,
    { what: 'the session to be stored', timeoutMs: 10_000 },
  );
  await waitForRetry(stack.temporal.workflow.getHandle(checkoutWorkflowId(checkoutId)), 'startCheckout');
  await events.waitForWaiters(2, 'the retried start to queue behind the first attempt');
  await events.release();

  const session = ok(await creating, 201);
  expect(session).toMatchObject({ checkoutId, status: 'pending' });
  const pending = await stack.sql`select id from events where merchant_id = ${merchantId} and type = 'payment.pending'`;
  expect(pending).toHaveLength(1);
  expect(await stack.sql`select pending_event_id from checkout_sessions where id = ${checkoutId}`).toEqual([
    { pending_event_id: pending[0].id },
  ]);

  expect(await paySession(api, checkoutId)).toMatchObject({ status: 'succeeded', bookedAs: 'wallet_credit' });
  await workflowEnded(checkoutId);
  expect(await balancesOf(api, customer.customerId)).toEqual({ available: collectionFees(5_000).netAmount, held: 0 });
}, 90_000);

test('a decline commits after its activity timed out: the retry answers it, and the session is paid after', async () => {
  const { api, merchantId } = await stack.newMerchantClient();
  const customer = await createCustomer(api);
  await provisionWallet(api, customer.customerId);
  const session = await createSession(api, { customerId: customer.customerId, amount: 5_000 });

  // Both attempts wait for the session's lock, the first past its timeout.
  const lock = await holdRowLock(stack.sql, (tx) => tx`select 1 from checkout_sessions where id = ${session.checkoutId} for update`);
  const declining = api.post(`/sandbox/checkouts/${session.checkoutId}/complete`, { outcome: 'failure' });
  await lock.waitForWaiters(2, 'the retried decline to queue behind the first attempt');
  await lock.release();

  expect(ok(await declining)).toMatchObject({ checkoutId: session.checkoutId, status: 'failed' });
  expect(await stack.sql`select status from checkout_sessions where id = ${session.checkoutId}`).toEqual([{ status: 'failed' }]);

  const payment = await paySession(api, session.checkoutId);
  expect(payment).toMatchObject({ status: 'succeeded', bookedAs: 'wallet_credit' });
  await workflowEnded(session.checkoutId);
  expect(await stack.sql`select id from payments where checkout_id = ${session.checkoutId}`).toEqual([{ id: payment.paymentId }]);
  const stored = await stack.sql`select type from events where merchant_id = ${merchantId} and type like 'payment.%' order by seq`;
  expect(stored.map((e) => e.type)).toEqual(['payment.pending', 'payment.succeeded']);
}, 90_000);

test('the refund of a payment owed back is recorded after its activity timed out: one refund, refunded once', async () => {
  const { api, merchantId } = await stack.newMerchantClient();

  // The booking goes through; the refund's start waits to insert the refund past its
  // timeout, and the retry waits beside it.
  const refunds = await holdTableLock(stack.sql, 'refunds');
  const { session, payment } = await latePaymentOnCancelledHold(api, 1_000);
  expect(payment).toMatchObject({ bookedAs: 'refund_due' });
  await waitForRetry(stack.temporal.workflow.getHandle(checkoutWorkflowId(session.checkoutId)), 'startRefundDue');
  await refunds.waitForWaiters(2, 'the retried refund start to wait beside the first attempt');
  await refunds.release();

  await workflowEnded(session.checkoutId);
  const rows = await stack.sql`select status, amount from refunds where payment_id = ${payment.paymentId}`;
  expect(rows).toEqual([{ status: 'processed', amount: 101_875n }]);
  const journals = await stack.sql`select event_type from ledger_journals where merchant_id = ${merchantId} order by created_at`;
  expect(journals.map((j) => j.event_type)).toEqual(['refund_due', 'refund_due_refunded']);
  const [owed] = await stack.sql`select balance from ledger_accounts where id = ${`${merchantId}:test:refunds_due`}`;
  expect(owed.balance).toBe(0n);
}, 120_000);
