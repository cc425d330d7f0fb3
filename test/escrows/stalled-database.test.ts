import { idForIdempotencyKey } from '../../api/derived-ids';
import { walletAccountId } from '../../src/ledger/accounts';
import { SANDBOX_REFUND_FAIL_REASON } from '../../src/payments/sandbox';
import { EscrowStatusKey } from '../../workflows/search-attributes';
import { escrowWorkflowId } from '../../workflows/escrow-messages';
import { createSession, paySession } from '../support/checkout';
import { balancesOf, createEscrow, customerWithBalance, escrowBody } from '../support/escrows';
import { createCustomer } from '../support/fixtures';
import { stackForFile, WAIT_THROUGH_RECOVERY } from '../support/stack';
import type { ApiClient, ApiResponse } from '../support/http';
import { journalTypes } from '../support/ledger';
import { HeldLock, holdRowLock, holdTableLock, waitForRetry } from '../support/stalled-transaction';

// An escrow write whose transaction commits after its activity timed out (a database that
// stalled mid-transaction): the retried attempt queued behind the first one and must carry on
// with what it wrote (same operation id), answering the merchant with the escrow, booked once.
// Every escrow write ends with its operation's record: a stall there leaves the first attempt
// holding the escrow's lock with all else written, and the retry queued behind it.
// Also: a write whose update failed without an answer while its transaction was stalled,
// committing as the API answers it from the database: answered with the write, not refused.

jest.setTimeout(90_000);

// The stack's workflows time every activity out after 3 s (shortActivityTimeouts): each stall
// lasts seconds instead of the policies' 10 to 30 s.
const stack = stackForFile({ ownDatabase: true, shortActivityTimeouts: true, config: WAIT_THROUGH_RECOVERY });

/** The journals and stored events about one escrow, in booking order. */
async function bookedFor(merchantId: string, escrowId: string) {
  const journals = await journalTypes(stack.sql, escrowId);
  const events =
    await stack.sql`select type from events where merchant_id = ${merchantId} and data->>'escrowId' = ${escrowId} order by seq`;
  return { journals, events: events.map((e) => e.type) };
}

test('create with debitPayer commits after its activity timed out: the retry answers the held escrow, not 409', async () => {
  const { api, merchantId } = await stack.newMerchantClient();
  const payer = await customerWithBalance(api, 10_000);
  const payee = await createCustomer(api);
  const idempotencyKey = 'debit-payer-commits-late';
  const escrowId = idForIdempotencyKey('escrow', { merchantId, plane: 'test' }, idempotencyKey);
  const body = escrowBody(payer.customerId, payee.customerId, { amount: 5_000, debitPayer: true });

  // The first attempt inserts the escrow, then waits on the payer's balance past its
  // timeout; the retry's insert of the same escrow queues behind it.
  const lock = await holdRowLock(
    stack.sql,
    (tx) => tx`select 1 from ledger_accounts where id = ${walletAccountId(payer.walletId, 'available')} for update`,
  );
  const created = api.post('/escrows', body, { idempotencyKey });
  await lock.waitForWaiters(2, 'the retried create to queue behind the first attempt');
  await lock.release();

  const res = await created;
  expect({ status: res.status, body: res.body }).toMatchObject({
    status: 201,
    body: { data: { escrowId, reference: body.reference, status: 'held' } },
  });
  expect(await stack.sql`select status from escrows where reference = ${body.reference}`).toEqual([{ status: 'held' }]);
  expect(await bookedFor(merchantId, escrowId)).toEqual({ journals: ['escrow_funded'], events: ['escrow.created', 'escrow.funded'] });
  expect(await balancesOf(api, payer.customerId)).toEqual({ available: 9_900 - 5_000, held: 5_000 });

  // The workflow holds the escrow: a release is booked through it.
  const released = await api.post(`/escrows/${escrowId}/release`, {});
  expect({ status: released.status, body: released.body }).toMatchObject({ status: 200, body: { data: { status: 'released' } } });
  const description = await stack.temporal.workflow.getHandle(escrowWorkflowId(escrowId)).describe();
  expect(description.typedSearchAttributes.get(EscrowStatusKey)).toBe('released');
});

test('a release commits after its activity timed out: the retry answers it, released once', async () => {
  const { api, merchantId } = await stack.newMerchantClient();
  const payer = await customerWithBalance(api, 10_000);
  const payee = await createCustomer(api);
  const escrow = await createEscrow(api, escrowBody(payer.customerId, payee.customerId, { amount: 5_000, debitPayer: true }));

  // The first attempt takes the escrow's lock and books the release up to the payee's balance,
  // where it waits; the retry waits for the escrow's lock.
  const lock = await holdRowLock(
    stack.sql,
    (tx) => tx`select 1 from ledger_accounts where id = ${walletAccountId(payee.walletId, 'available')} for update`,
  );
  const releasing = api.post(`/escrows/${escrow.escrowId}/release`, {});
  await lock.waitForWaiters(2, 'the retried release to queue behind the first attempt');
  await lock.release();

  const res = await releasing;
  expect({ status: res.status, body: res.body }).toMatchObject({
    status: 200,
    body: { data: { escrowId: escrow.escrowId, status: 'released', releasedAmount: 5_000 } },
  });
  expect(await bookedFor(merchantId, escrow.escrowId)).toEqual({
    journals: ['escrow_funded', 'escrow_released'],
    events: ['escrow.created', 'escrow.funded', 'escrow.released'],
  });
  expect(await stack.sql`select count(*)::int as count from escrow_operations where escrow_id = ${escrow.escrowId}`).toEqual([
    { count: 2 },
  ]);
  expect(await balancesOf(api, payee.customerId)).toEqual({ available: 5_000, held: 0 });
});

test('create without debitPayer commits after its activity timed out: the retry answers the escrow, not 409', async () => {
  const { api, merchantId } = await stack.newMerchantClient();
  const payer = await createCustomer(api);
  const payee = await createCustomer(api);
  const idempotencyKey = 'create-commits-late';
  const escrowId = idForIdempotencyKey('escrow', { merchantId, plane: 'test' }, idempotencyKey);
  const body = escrowBody(payer.customerId, payee.customerId, { amount: 5_000 });

  // Both attempts wait to share-lock the payer past the first one's timeout; released,
  // one inserts the escrow and the other's insert meets it.
  const lock = await holdRowLock(stack.sql, (tx) => tx`select 1 from customers where id = ${payer.customerId} for update`);
  const created = api.post('/escrows', body, { idempotencyKey });
  await lock.waitForWaiters(2, 'the retried create to queue beside the first attempt');
  await lock.release();

  const res = await created;
  expect({ status: res.status, body: res.body }).toMatchObject({ status: 201, body: { data: { escrowId, status: 'awaiting_funding' } } });
  expect(await stack.sql`select id from escrows where reference = ${body.reference}`).toEqual([{ id: escrowId }]);
  expect(await bookedFor(merchantId, escrowId)).toEqual({ journals: [], events: ['escrow.created'] });
});

test("a guest refund's outcome commits after its activity timed out: the retry answers it, refunded once", async () => {
  const { api, merchantId } = await stack.newMerchantClient();
  const payee = await createCustomer(api);
  const escrow = await createEscrow(api, escrowBody({ email: 'guest@example.com' }, payee.customerId, { amount: 2_000 }));
  const session = await createSession(api, { escrowId: escrow.escrowId });
  expect(await paySession(api, session.checkoutId)).toMatchObject({ bookedAs: 'escrow_funding' });

  // The sandbox sends its outcome at once; its booking takes the escrow's lock and waits on
  // provider clearing past its timeout; the retry waits for the escrow's lock. The refund
  // answers once the outcome is booked.
  const lock = await holdRowLock(
    stack.sql,
    (tx) => tx`select 1 from ledger_accounts where id = ${`${merchantId}:test:provider_clearing`} for update`,
  );
  const refunding = api.post(`/escrows/${escrow.escrowId}/refund`, {});
  await lock.waitForWaiters(2, 'the retried refund booking to queue behind the first attempt');
  await lock.release();
  const refund = await refunding;
  expect({ status: refund.status, body: refund.body }).toMatchObject({
    status: 201,
    body: { data: { status: 'refunded', refundedAmount: 2_000, pendingProviderRefund: false } },
  });

  await stack.temporal.workflow.getHandle(escrowWorkflowId(escrow.escrowId)).result();
  expect(await stack.sql`select status from refunds where escrow_id = ${escrow.escrowId}`).toEqual([{ status: 'processed' }]);
  expect(await bookedFor(merchantId, escrow.escrowId)).toEqual({
    journals: ['escrow_funded', 'escrow_refunded'],
    events: ['escrow.created', 'payment.pending', 'payment.succeeded', 'escrow.funded', 'escrow.refunded'],
  });
  expect(await stack.sql`select status, refunded_amount from escrows where id = ${escrow.escrowId}`).toEqual([
    { status: 'refunded', refunded_amount: 200_000n },
  ]);
});

/**
 * Sends an escrow command whose booking stalls at its operation's record (every other
 * statement written, the escrow locked) past its timeout, until the retry queues behind
 * it on the escrow's lock; then lets the first attempt commit. Answers the request.
 */
async function stalledAtItsRecord(send: () => Promise<ApiResponse>): Promise<ApiResponse> {
  const records = await holdTableLock(stack.sql, 'escrow_operations');
  const answer = send();
  await records.waitForWaiters(2, 'the retried write to queue behind the first attempt');
  await records.release();
  return answer;
}

/** A debitPayer escrow of 5,000 held from a payer who had 9,900. */
async function heldFromWallet(api: ApiClient) {
  const payer = await customerWithBalance(api, 10_000);
  const payee = await createCustomer(api);
  const escrow = await createEscrow(api, escrowBody(payer.customerId, payee.customerId, { amount: 5_000, debitPayer: true }));
  return { payer, payee, escrowId: escrow.escrowId as string };
}

/** A guest's escrow of 2,000, funded through its checkout session. */
async function heldFromGuest(api: ApiClient) {
  const payee = await createCustomer(api);
  const escrow = await createEscrow(api, escrowBody({ email: 'guest@example.com' }, payee.customerId, { amount: 2_000 }));
  const session = await createSession(api, { escrowId: escrow.escrowId });
  expect(await paySession(api, session.checkoutId)).toMatchObject({ bookedAs: 'escrow_funding' });
  return { payee, escrowId: escrow.escrowId as string };
}

/** The escrow's workflow ends with the escrow's final status. */
async function expectWorkflowEnded(escrowId: string, status: string) {
  const handle = stack.temporal.workflow.getHandle(escrowWorkflowId(escrowId));
  await handle.result();
  expect((await handle.describe()).typedSearchAttributes.get(EscrowStatusKey)).toBe(status);
}

/** Released to the payee once: the funding and release journals, `events`, the payee's balance, the workflow ended. */
async function expectReleasedOnce(api: ApiClient, merchantId: string, escrowId: string, payeeId: string, amount: number, events: string[]) {
  expect(await bookedFor(merchantId, escrowId)).toEqual({ journals: ['escrow_funded', 'escrow_released'], events });
  expect(await balancesOf(api, payeeId)).toEqual({ available: amount, held: 0 });
  await expectWorkflowEnded(escrowId, 'released');
}

test("a refund to the payer's wallet commits after its activity timed out: the retry answers it, refunded once", async () => {
  const { api, merchantId } = await stack.newMerchantClient();
  const { payer, escrowId } = await heldFromWallet(api);

  const res = await stalledAtItsRecord(() => api.post(`/escrows/${escrowId}/refund`, {}));
  expect({ status: res.status, body: res.body }).toMatchObject({
    status: 201,
    body: { data: { escrowId, status: 'refunded', refundedAmount: 5_000 } },
  });
  expect(await bookedFor(merchantId, escrowId)).toEqual({
    journals: ['escrow_funded', 'escrow_refunded'],
    events: ['escrow.created', 'escrow.funded', 'escrow.refunded'],
  });
  expect(await stack.sql`select count(*)::int as count from escrow_operations where escrow_id = ${escrowId}`).toEqual([{ count: 2 }]);
  expect(await balancesOf(api, payer.customerId)).toEqual({ available: 9_900, held: 0 });
  await expectWorkflowEnded(escrowId, 'refunded');
});

test("a guest refund's start commits after its activity timed out: one pending refund, asked of the provider and refunded once", async () => {
  const { api, merchantId } = await stack.newMerchantClient();
  const { escrowId } = await heldFromGuest(api);

  const res = await stalledAtItsRecord(() => api.post(`/escrows/${escrowId}/refund`, {}));
  expect({ status: res.status, body: res.body }).toMatchObject({
    status: 201,
    body: { data: { escrowId, status: 'refunded', pendingProviderRefund: false } },
  });
  await expectWorkflowEnded(escrowId, 'refunded');
  expect(await stack.sql`select status from refunds where escrow_id = ${escrowId}`).toEqual([{ status: 'processed' }]);
  expect(await bookedFor(merchantId, escrowId)).toEqual({
    journals: ['escrow_funded', 'escrow_refunded'],
    events: ['escrow.created', 'payment.pending', 'payment.succeeded', 'escrow.funded', 'escrow.refunded'],
  });
});

/**
 * Sends a command and holds `table` for the step after it: the lock is asked for while the
 * command's booking waits at its record, so it is granted as that booking commits, before
 * any later write. Answers the held lock and the command's answer to come (a sandbox refund
 * answers once its outcome is booked: after that step).
 */
async function holdAfterCommand(
  send: () => Promise<ApiResponse>,
  table: string,
): Promise<{ answer: Promise<ApiResponse>; held: HeldLock }> {
  const records = await holdTableLock(stack.sql, 'escrow_operations');
  const answer = send();
  await records.waitForWaiters(1, 'the command to wait at its record');
  const next = holdTableLock(stack.sql, table);
  await records.waitForWaiters(2, `the lock of ${table} to queue behind the command`);
  await records.release();
  return { held: await next, answer };
}

test("a guest refund's provider call records its reference after the activity timed out: refunded once", async () => {
  const { api, merchantId } = await stack.newMerchantClient();
  const { escrowId } = await heldFromGuest(api);

  // The provider call's update of the refund (its reference) waits past its timeout.
  const { answer: answered, held } = await holdAfterCommand(() => api.post(`/escrows/${escrowId}/refund`, {}), 'refunds');
  await waitForRetry(stack.temporal.workflow.getHandle(escrowWorkflowId(escrowId)), 'startProviderRefund');
  await held.release();
  const answer = await answered;
  expect({ status: answer.status, body: answer.body }).toMatchObject({
    status: 201,
    body: { data: { status: 'refunded', pendingProviderRefund: false } },
  });

  await expectWorkflowEnded(escrowId, 'refunded');
  const [row] = await stack.sql`select status, provider_reference from refunds where escrow_id = ${escrowId}`;
  expect(row).toEqual({ status: 'processed', provider_reference: expect.stringMatching(/^sbx_rfd_/) });
  expect(await bookedFor(merchantId, escrowId)).toEqual({
    journals: ['escrow_funded', 'escrow_refunded'],
    events: ['escrow.created', 'payment.pending', 'payment.succeeded', 'escrow.funded', 'escrow.refunded'],
  });
}, 120_000);

test("a guest refund's failure commits after its activity timed out: the hold stays whole, and is released after", async () => {
  const { api, merchantId } = await stack.newMerchantClient();
  const { escrowId, payee } = await heldFromGuest(api);

  // The provider fails the refund at once; its outcome's booking waits at its record past its
  // timeout, and the retry queues behind it on the escrow's lock.
  const { answer: answered, held } = await holdAfterCommand(
    () => api.post(`/escrows/${escrowId}/refund`, { reason: SANDBOX_REFUND_FAIL_REASON }),
    'escrow_operations',
  );
  await held.waitForWaiters(2, 'the retried failure to queue behind the first attempt');
  await held.release();
  // Answered once the failure is booked: nothing pending, nothing refunded.
  const answer = await answered;
  expect({ status: answer.status, body: answer.body }).toMatchObject({
    status: 201,
    body: { data: { status: 'held', refundedAmount: 0, pendingProviderRefund: false } },
  });
  expect((await api.get(`/escrows/${escrowId}`)).body.data).toMatchObject({
    status: 'held',
    refundedAmount: 0,
    pendingProviderRefund: false,
  });
  expect(await stack.sql`select status from refunds where escrow_id = ${escrowId}`).toEqual([{ status: 'failed' }]);
  const released = await api.post(`/escrows/${escrowId}/release`, {});
  expect({ status: released.status, body: released.body }).toMatchObject({
    status: 200,
    body: { data: { status: 'released', releasedAmount: 2_000 } },
  });
  await expectReleasedOnce(api, merchantId, escrowId, payee.customerId, 2_000, [
    'escrow.created',
    'payment.pending',
    'payment.succeeded',
    'escrow.funded',
    'escrow.released',
  ]);
});

test("a dispute's resolution commits after its activity timed out: the retry answers it, released once", async () => {
  const { api, merchantId } = await stack.newMerchantClient();
  const { payee, escrowId } = await heldFromWallet(api);
  const opened = await api.post(`/escrows/${escrowId}/disputes`, {
    openedBy: 'payer',
    reasonCode: 'item_not_received',
    description: 'Never arrived',
  });
  expect(opened.status).toBe(201);
  const disputeId = opened.body.data.disputeId as string;

  const res = await stalledAtItsRecord(() => api.post(`/escrows/${escrowId}/disputes/${disputeId}/resolve`, { action: 'release' }));
  expect({ status: res.status, body: res.body }).toMatchObject({
    status: 200,
    body: { data: { disputeId, status: 'resolved', releasedAmount: 5_000 } },
  });
  await expectReleasedOnce(api, merchantId, escrowId, payee.customerId, 5_000, [
    'escrow.created',
    'escrow.funded',
    'dispute.opened',
    'dispute.resolved',
    'escrow.released',
  ]);
});

test('a cancel commits after its activity timed out: the retry answers it, cancelled once', async () => {
  const { api, merchantId } = await stack.newMerchantClient();
  const payer = await createCustomer(api);
  const payee = await createCustomer(api);
  const escrow = await createEscrow(api, escrowBody(payer.customerId, payee.customerId, { amount: 5_000 }));

  const res = await stalledAtItsRecord(() => api.post(`/escrows/${escrow.escrowId}/cancel`, { reason: 'out of stock' }));
  expect({ status: res.status, body: res.body }).toMatchObject({
    status: 200,
    body: { data: { escrowId: escrow.escrowId, status: 'cancelled' } },
  });
  expect(await bookedFor(merchantId, escrow.escrowId)).toEqual({ journals: [], events: ['escrow.created', 'escrow.cancelled'] });
  expect(await stack.sql`select count(*)::int as count from escrow_operations where escrow_id = ${escrow.escrowId}`).toEqual([
    { count: 2 },
  ]);
  await expectWorkflowEnded(escrow.escrowId, 'cancelled');
});

test('a dispute opened after its activity timed out: the retry answers the one dispute, which resolves', async () => {
  const { api, merchantId } = await stack.newMerchantClient();
  const { payee, escrowId } = await heldFromWallet(api);

  const res = await stalledAtItsRecord(() =>
    api.post(`/escrows/${escrowId}/disputes`, { openedBy: 'payer', reasonCode: 'item_not_received', description: 'Never arrived' }),
  );
  expect({ status: res.status, body: res.body }).toMatchObject({ status: 201, body: { data: { escrowId, status: 'open' } } });
  const disputes = await stack.sql`select id from disputes where escrow_id = ${escrowId}`;
  expect(disputes).toEqual([{ id: res.body.data.disputeId }]);

  const resolved = await api.post(`/escrows/${escrowId}/disputes/${res.body.data.disputeId}/resolve`, { action: 'release' });
  expect({ status: resolved.status, body: resolved.body }).toMatchObject({
    status: 200,
    body: { data: { status: 'resolved', releasedAmount: 5_000 } },
  });
  await expectReleasedOnce(api, merchantId, escrowId, payee.customerId, 5_000, [
    'escrow.created',
    'escrow.funded',
    'dispute.opened',
    'dispute.resolved',
    'escrow.released',
  ]);
});

/**
 * Sends a write whose booking takes the escrow's lock, moves the hold and then waits on the
 * payee's balance; its update then fails without an answer (its workflow ended), and the
 * booking commits after the API looked for the write's record and before it reads the escrow
 * row. Answers the request.
 */
async function commitsWhileAnswered(payeeWalletId: string, escrowId: string, send: () => Promise<ApiResponse>): Promise<ApiResponse> {
  const payeeAccount = await holdRowLock(
    stack.sql,
    (tx) => tx`select 1 from ledger_accounts where id = ${walletAccountId(payeeWalletId, 'available')} for update`,
  );
  const answer = send();
  await payeeAccount.waitForWaiters(1, 'the booking to wait on the payee balance');

  // Reads of the escrow row queue behind an exclusive lock that itself waits for the booking,
  // so whatever the API reads of the row after this, it reads once the booking has committed.
  let openRowReads!: () => void;
  const rowReadsGate = new Promise<void>((resolve) => (openRowReads = resolve));
  const rowReadsHeld = stack.sql.begin(async (tx) => {
    await tx`lock table escrows in access exclusive mode`;
    await rowReadsGate;
  });
  await payeeAccount.waitForWaiters(2, 'the exclusive lock to queue behind the booking');

  await stack.temporal.workflow.getHandle(escrowWorkflowId(escrowId)).terminate('the update is left without an answer');
  await payeeAccount.waitForWaiters(3, "the API's read of the escrow row to queue");
  await payeeAccount.release();
  openRowReads();
  await rowReadsHeld;
  return answer;
}

test("a resolve's booking commits while its failed update is answered from the database: the resolution, not 409; the same key answers the same", async () => {
  const { api, merchantId } = await stack.newMerchantClient();
  const payer = await customerWithBalance(api, 10_000);
  const payee = await createCustomer(api);
  const escrow = await createEscrow(api, escrowBody(payer.customerId, payee.customerId, { amount: 5_000, debitPayer: true }));
  const opened = await api.post(`/escrows/${escrow.escrowId}/disputes`, {
    openedBy: 'payer',
    reasonCode: 'item_not_received',
    description: 'Never arrived',
  });
  expect(opened.status).toBe(201);
  const disputeId = opened.body.data.disputeId as string;
  const resolvePath = `/escrows/${escrow.escrowId}/disputes/${disputeId}/resolve`;
  const idempotencyKey = 'resolve-commits-while-answered';

  const res = await commitsWhileAnswered(payee.walletId, escrow.escrowId, () =>
    api.post(resolvePath, { action: 'release' }, { idempotencyKey }),
  );
  expect({ status: res.status, body: res.body }).toMatchObject({
    status: 200,
    body: { data: { disputeId, status: 'resolved', resolution: 'release', releasedAmount: 5_000 } },
  });
  expect(await bookedFor(merchantId, escrow.escrowId)).toEqual({
    journals: ['escrow_funded', 'escrow_released'],
    events: ['escrow.created', 'escrow.funded', 'dispute.opened', 'dispute.resolved', 'escrow.released'],
  });
  expect(await balancesOf(api, payee.customerId)).toEqual({ available: 5_000, held: 0 });

  const retried = await api.post(resolvePath, { action: 'release' }, { idempotencyKey });
  expect({ status: retried.status, body: retried.body }).toEqual({ status: res.status, body: res.body });
  const another = await api.post(resolvePath, { action: 'release' });
  expect({ status: another.status, code: another.body.error?.code }).toEqual({ status: 409, code: 'INVALID_DISPUTE' });
});

test("a release's booking commits while its failed update is answered from the database: the released escrow, not 409", async () => {
  const { api, merchantId } = await stack.newMerchantClient();
  const payer = await customerWithBalance(api, 10_000);
  const payee = await createCustomer(api);
  const escrow = await createEscrow(api, escrowBody(payer.customerId, payee.customerId, { amount: 5_000, debitPayer: true }));
  const idempotencyKey = 'release-commits-while-answered';

  const res = await commitsWhileAnswered(payee.walletId, escrow.escrowId, () =>
    api.post(`/escrows/${escrow.escrowId}/release`, {}, { idempotencyKey }),
  );
  expect({ status: res.status, body: res.body }).toMatchObject({
    status: 200,
    body: { data: { escrowId: escrow.escrowId, status: 'released', releasedAmount: 5_000 } },
  });
  expect(await bookedFor(merchantId, escrow.escrowId)).toEqual({
    journals: ['escrow_funded', 'escrow_released'],
    events: ['escrow.created', 'escrow.funded', 'escrow.released'],
  });

  const retried = await api.post(`/escrows/${escrow.escrowId}/release`, {}, { idempotencyKey });
  expect({ status: retried.status, body: retried.body }).toEqual({ status: res.status, body: res.body });
  const another = await api.post(`/escrows/${escrow.escrowId}/release`, {});
  expect(another.status).toBe(409);
});
