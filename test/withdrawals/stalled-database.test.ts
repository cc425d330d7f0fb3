import { idForIdempotencyKey } from '../../api/derived-ids';
import { walletAccountId } from '../../src/ledger/accounts';
import { providerReferenceOf } from '../../src/payments/references';
import { WithdrawalStatusKey } from '../../workflows/search-attributes';
import { withdrawalWorkflowId } from '../../workflows/withdrawal-messages';
import { balancesOf, customerWithBalance } from '../support/escrows';
import type { ApiClient } from '../support/http';
import { journalTypes } from '../support/ledger';
import { stackForFile, WAIT_THROUGH_RECOVERY } from '../support/stack';
import { HeldLock, holdRowLock, holdTableLock, waitForRetry } from '../support/stalled-transaction';
import { FAILING_ACCOUNT, waitForWithdrawalSettled, withdrawalBody } from '../support/withdrawals';

// The create's transaction commits after its activity timed out (a database that stalled
// mid-transaction): the retried attempt looked for the withdrawal before the first attempt
// committed, then queued behind it on the wallet's lock. It must carry on with the first
// attempt's withdrawal, not refuse it as a reused reference. The steps after it (the transfer's
// record, the completion, the reversal) meet the same case on the withdrawal's row lock.

// The stack's workflows time every activity out after 3 s (shortActivityTimeouts): each stall
// lasts seconds instead of the policies' 10 to 30 s.
const stack = stackForFile({ ownDatabase: true, shortActivityTimeouts: true, config: WAIT_THROUGH_RECOVERY });

test('the create commits after its activity timed out: the retry carries on with it, paid out once', async () => {
  const { api, merchantId } = await stack.newMerchantClient();
  const customer = await customerWithBalance(api, 10_000);
  const idempotencyKey = 'create-commits-late';
  const withdrawalId = idForIdempotencyKey('withdrawal', { merchantId, plane: 'test' }, idempotencyKey);
  const body = withdrawalBody(customer.customerId, { amount: 4_000 });

  const lock = await holdRowLock(
    stack.sql,
    (tx) => tx`select 1 from ledger_accounts where id = ${walletAccountId(customer.walletId, 'available')} for update`,
  );
  const created = api.post('/withdrawals', body, { idempotencyKey });
  // The first attempt waits on the lock past its timeout; the retry queues behind it.
  await lock.waitForWaiters(2, 'the retried create to queue behind the first attempt');
  await lock.release();

  const res = await created;
  expect({ status: res.status, body: res.body }).toMatchObject({
    status: 201,
    body: { data: { withdrawalId, reference: body.reference, status: 'processing' } },
  });
  const received = await waitForWithdrawalSettled(stack.receiver, withdrawalId, 40_000);
  const events = [...new Map(received.map((e) => [e.body.id, e.body.type])).values()];
  expect(events).toEqual(['withdrawal.created', 'withdrawal.processing', 'withdrawal.completed']);

  const rows = await stack.sql`select status from withdrawals where reference = ${body.reference}`;
  expect(rows).toEqual([{ status: 'completed' }]);
  await expectPaidOutOnce(merchantId, withdrawalId);
  expect(await balancesOf(api, customer.customerId)).toEqual({ available: 9_900 - 4_012.5, held: 0 });

  const handle = stack.temporal.workflow.getHandle(withdrawalWorkflowId(withdrawalId));
  await handle.result();
  const described = await handle.describe();
  expect(described.typedSearchAttributes.get(WithdrawalStatusKey)).toBe('completed');
}, 90_000);

test('the completion commits after its activity timed out: the retry answers it, completed once', async () => {
  const { api, merchantId } = await stack.newMerchantClient();
  const customer = await customerWithBalance(api, 10_000);

  // The create and the send take none of this lock; the completion's journal waits on it
  // past its timeout (the withdrawal's row locked), and the retry waits for that row.
  const lock = await holdRowLock(
    stack.sql,
    (tx) => tx`select 1 from ledger_accounts where id = ${`${merchantId}:test:platform_revenue`} for update`,
  );
  const res = await api.post('/withdrawals', withdrawalBody(customer.customerId, { amount: 4_000 }));
  expect(res.status).toBe(201);
  const { withdrawalId } = res.body.data;
  await lock.waitForWaiters(2, 'the retried completion to queue behind the first attempt');
  await lock.release();

  await stack.temporal.workflow.getHandle(withdrawalWorkflowId(withdrawalId)).result();
  const received = await waitForWithdrawalSettled(stack.receiver, withdrawalId, 40_000);
  expect([...new Map(received.map((e) => [e.body.id, e.body.type])).values()]).toEqual([
    'withdrawal.created',
    'withdrawal.processing',
    'withdrawal.completed',
  ]);
  expect(await stack.sql`select status from withdrawals where id = ${withdrawalId}`).toEqual([{ status: 'completed' }]);
  await expectPaidOutOnce(merchantId, withdrawalId);
}, 90_000);

/**
 * Creates a withdrawal whose transfer waits at the sandbox until `next` holds its lock (taken
 * after the create committed), so the steps after the send meet that lock.
 */
async function createThenHold(api: ApiClient, body: Record<string, unknown>, next: (withdrawalId: string) => Promise<HeldLock>) {
  const sends = await holdTableLock(stack.sql, 'sandbox_transfers');
  const res = await api.post('/withdrawals', body);
  expect(res.status).toBe(201);
  const withdrawalId = res.body.data.withdrawalId as string;
  await sends.waitForWaiters(1, 'the transfer to wait at the sandbox');
  const held = await next(withdrawalId);
  await sends.release();
  return { withdrawalId, held };
}

test("the transfer's record commits after its activity timed out: the retry sends the same transfer and answers the record", async () => {
  const { api, merchantId } = await stack.newMerchantClient();
  const customer = await customerWithBalance(api, 10_000);

  // The record locks the withdrawal, stores the provider's reference and waits to insert
  // withdrawal.processing past the send's timeout; the retry sends again and waits for the row.
  const { withdrawalId, held } = await createThenHold(api, withdrawalBody(customer.customerId, { amount: 4_000 }), () =>
    holdTableLock(stack.sql, 'events'),
  );
  const handle = stack.temporal.workflow.getHandle(withdrawalWorkflowId(withdrawalId));
  await waitForRetry(handle, 'sendTransfer');
  await held.waitForWaiters(2, 'the retried record to queue behind the first attempt');
  await held.release();

  await handle.result();
  expect(await stack.sql`select status from withdrawals where id = ${withdrawalId}`).toEqual([{ status: 'completed' }]);
  await expectPaidOutOnce(merchantId, withdrawalId);
  expect(await stack.sql`select requests from sandbox_transfers where reference = ${providerReferenceOf(withdrawalId)}`).toEqual([
    { requests: 2 },
  ]);
  expect(await balancesOf(api, customer.customerId)).toEqual({ available: 9_900 - 4_012.5, held: 0 });
}, 90_000);

test('the reversal of a failed transfer commits after its activity timed out: the retry answers it, reversed once', async () => {
  const { api, merchantId } = await stack.newMerchantClient();
  const customer = await customerWithBalance(api, 10_000);

  // The reversal locks the withdrawal and books up to the wallet's balance, where it waits
  // past its timeout; the retry waits for the withdrawal's row.
  const body = withdrawalBody(customer.customerId, { amount: 4_000, accountNumber: FAILING_ACCOUNT });
  const { withdrawalId, held } = await createThenHold(api, body, () =>
    holdRowLock(
      stack.sql,
      (tx) => tx`select 1 from ledger_accounts where id = ${walletAccountId(customer.walletId, 'available')} for update`,
    ),
  );
  await held.waitForWaiters(2, 'the retried reversal to queue behind the first attempt');
  await held.release();

  await stack.temporal.workflow.getHandle(withdrawalWorkflowId(withdrawalId)).result();
  expect(await stack.sql`select status from withdrawals where id = ${withdrawalId}`).toEqual([{ status: 'failed' }]);
  expect(await journalTypes(stack.sql, withdrawalId)).toEqual(['withdrawal', 'withdrawal_reversed']);
  const stored =
    await stack.sql`select type from events where merchant_id = ${merchantId} and type like 'withdrawal.%' order by created_at`;
  expect(stored.map((e) => e.type)).toEqual(['withdrawal.created', 'withdrawal.processing', 'withdrawal.failed']);
  expect(await balancesOf(api, customer.customerId)).toEqual({ available: 9_900, held: 0 });
}, 90_000);

/** One reserve and one completion journal, the three events once each, nothing left in flight. */
async function expectPaidOutOnce(merchantId: string, withdrawalId: string) {
  expect(await journalTypes(stack.sql, withdrawalId)).toEqual(['withdrawal', 'withdrawal_completed']);
  const stored =
    await stack.sql`select type from events where merchant_id = ${merchantId} and type like 'withdrawal.%' order by created_at`;
  expect(stored.map((e) => e.type)).toEqual(['withdrawal.created', 'withdrawal.processing', 'withdrawal.completed']);
  const [inFlight] = await stack.sql`select balance from ledger_accounts where id = ${`${merchantId}:test:withdrawals_in_flight`}`;
  expect(inFlight.balance).toBe(0n);
}
