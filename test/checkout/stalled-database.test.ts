import { createSession as createSessionRow } from '../../src/checkout/sessions';
import { collectionFees, createSession, paySession } from '../support/checkout';
import { balancesOf } from '../support/escrows';
import { createCustomer, provisionWallet } from '../support/fixtures';
import { stackForFile } from '../support/stack';
import { holdRowLock } from '../support/stalled-transaction';

// A checkout payment's booking whose transaction commits after its activity timed out (a
// database that stalled mid-transaction): the retried attempt queued behind it on the
// session's lock and must find the payment the first attempt booked, answering it, booked once.

const stack = stackForFile({ ownDatabase: true });

test('a top-up booking commits after its activity timed out: the retry answers the payment, credited once', async () => {
  const { api, merchantId } = await stack.newMerchantClient();
  const customer = await createCustomer(api);
  await provisionWallet(api, customer.customerId);
  const session = await createSession(api, { customerId: customer.customerId, amount: 5_000 });

  // The first attempt locks the session and books up to the platform-revenue account, where it
  // waits past its 15 s timeout; the retry waits for the session.
  const lock = await holdRowLock(stack.sql, (tx) => tx`select 1 from ledger_accounts where id = ${`${merchantId}:test:platform_revenue`} for update`);
  const paying = paySession(api, session.checkoutId);
  await lock.waitForWaiters(2, 'the retried booking to queue behind the first attempt');
  await lock.release();

  const payment = await paying;
  expect(payment).toMatchObject({ checkoutId: session.checkoutId, status: 'succeeded', bookedAs: 'wallet_credit', walletId: customer.walletId });
  expect(await stack.sql`select id from payments where checkout_id = ${session.checkoutId}`).toEqual([{ id: payment.paymentId }]);
  const journals = await stack.sql`select movement_id from ledger_journals where movement_id = ${`checkout:${session.checkoutId}`}`;
  expect(journals).toHaveLength(1);
  const events = await stack.sql`select type from events where merchant_id = ${merchantId} and type in ('payment.succeeded', 'wallet.credited') order by seq`;
  expect(events.map((e) => e.type)).toEqual(['payment.succeeded', 'wallet.credited']);
  expect(await balancesOf(api, customer.customerId)).toEqual({ available: collectionFees(5_000).netAmount, held: 0 });
}, 90_000);

test('a create whose transaction commits while the same key\'s retry waits: both answer the one session', async () => {
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
