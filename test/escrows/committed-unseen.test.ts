import type { WorkflowClientInterceptor } from '@temporalio/client';
import { updateIdFor } from '../../api/escrow-calls';
import type { Owner } from '../../src/owner';
import { bookEscrowCommand } from '../../src/escrows/command-dispatch';
import { escrowOperationId } from '../../src/escrows/commands';
import { escrowRowChangedSignal, escrowWorkflowId } from '../../workflows/escrow-messages';
import { EscrowStatusKey } from '../../workflows/search-attributes';
import { createSession, paySession } from '../support/checkout';
import { balancesOf, createCommittedUnseen, createEscrow, customerWithBalance, escrowBody } from '../support/escrows';
import { expectError } from '../support/expect';
import { createCustomer } from '../support/fixtures';
import { eventsOf, signalNames } from '../support/history';
import { journalTypes } from '../support/ledger';
import { stackForFile } from '../support/stack';

// A write that committed in a workflow task the escrow's run never completed (its worker lost
// with the task), answered by the API from the write's record once the request's wait ran out:
// the API tells the workflow (escrowRowChanged), which reads its row again and catches up, so
// a hold closed that way ends its run instead of waiting for ever on a stale state, and a
// guest refund recorded that way goes to the provider instead of staying pending for ever.

// Each request waits on Temporal 2 s instead of 10: the release below waits for a worker that is
// not there. Every signal the API sends arrives half a second late, so an answer that did not
// wait for its signal would go out before the signal is in the history.
const SIGNAL_DELAY_MS = 500;
/** Set by a test: the API's signals fail with it, as when Temporal is away. */
let signalsFailWith: Error | undefined;
const slowSignals: WorkflowClientInterceptor = {
  signal: async (input, next) => {
    await new Promise((resolve) => setTimeout(resolve, SIGNAL_DELAY_MS));
    if (signalsFailWith) throw signalsFailWith;
    return next(input);
  },
};
const stack = stackForFile({ config: { workflowWaitMs: 2_000 }, clientInterceptors: [slowSignals] });

/** The escrow's workflow, and whether it has been told of a committed write (its signal in the history). */
function escrowWorkflowOf(escrowId: string) {
  const handle = stack.temporal.workflow.getHandle(escrowWorkflowId(escrowId));
  const signalled = async () => signalNames(await eventsOf(handle)).includes(escrowRowChangedSignal.name);
  return { handle, signalled };
}

/** A new merchant's hold of 5,000 naira, debited from its payer's wallet. */
async function heldEscrow() {
  const { api, merchantId } = await stack.newMerchantClient();
  const payer = await customerWithBalance(api, 10_000);
  const payee = await createCustomer(api);
  const { escrowId } = await createEscrow(api, escrowBody(payer.customerId, payee.customerId, { amount: 5_000, debitPayer: true }));
  return { api, payee, escrowId, owner: { merchantId, plane: 'test' as const } };
}

/** Runs `lostTask` with the worker stopped, as while a lost task's write is committed and answered from its record; starts it again after. */
async function whileWorkerStopped<T>(lostTask: () => Promise<T>): Promise<T> {
  await stack.stopWorker();
  try {
    return await lostTask();
  } finally {
    await stack.startWorker();
  }
}

/** A release's transaction as a lost task's local activity committed it: its Update never completed. */
function bookReleaseUnseen(escrowId: string, owner: Owner, idempotencyKey: string) {
  const operationId = escrowOperationId(escrowId, updateIdFor('release', owner, idempotencyKey));
  return bookEscrowCommand(stack.sql, { ...owner, escrowId, operationId, command: { kind: 'release' } });
}

test('a release committed in a lost task is answered from its record, and the workflow is told, catches up and ends', async () => {
  const { api, payee, escrowId, owner } = await heldEscrow();
  const idempotencyKey = 'release-committed-unseen';
  const { handle, signalled } = escrowWorkflowOf(escrowId);

  await whileWorkerStopped(async () => {
    await bookReleaseUnseen(escrowId, owner, idempotencyKey);
    expect(await signalled()).toBe(false);

    const res = await api.post(`/escrows/${escrowId}/release`, {}, { idempotencyKey });
    expect({ status: res.status, body: res.body }).toMatchObject({
      status: 200,
      body: { data: { escrowId, status: 'released', releasedAmount: 5_000 } },
    });
    // Told before the answer went out: the merchant's next command finds the workflow reading its row first.
    expect(await signalled()).toBe(true);
  });

  await handle.result();
  expect((await handle.describe()).typedSearchAttributes.get(EscrowStatusKey)).toBe('released');
  expect(await balancesOf(api, payee.customerId)).toEqual({ available: 5_000, held: 0 });
  expect(await journalTypes(stack.sql, escrowId)).toEqual(['escrow_funded', 'escrow_released']);
});

test('a dispute opened in a lost task is answered from its record, the workflow told first, and its resolution sent at once is accepted', async () => {
  const { api, payee, escrowId, owner } = await heldEscrow();
  const idempotencyKey = 'dispute-committed-unseen';
  const { handle, signalled } = escrowWorkflowOf(escrowId);
  const dispute = { openedBy: 'payer', reasonCode: 'not_as_described', description: 'never arrived' };

  const disputeId: string = await whileWorkerStopped(async () => {
    // The dispute's transaction, as the lost task's local activity committed it.
    const operationId = escrowOperationId(escrowId, updateIdFor('openDispute', owner, idempotencyKey));
    await bookEscrowCommand(stack.sql, { ...owner, escrowId, operationId, command: { kind: 'openDispute', ...dispute } });
    const res = await api.post(`/escrows/${escrowId}/disputes`, dispute, { idempotencyKey });
    expect({ status: res.status, body: res.body }).toMatchObject({ status: 201, body: { data: { escrowId, status: 'open' } } });
    expect(await signalled()).toBe(true);
    return res.body.data.disputeId;
  });

  // Its run still holds the state before the dispute; the signal ahead of the command has it read the row first.
  const resolved = await api.post(`/escrows/${escrowId}/disputes/${disputeId}/resolve`, { action: 'release' });
  expect({ status: resolved.status, body: resolved.body }).toMatchObject({
    status: 200,
    body: { data: { disputeId, status: 'resolved' } },
  });
  await handle.result();
  expect(await balancesOf(api, payee.customerId)).toEqual({ available: 5_000, held: 0 });
});

test('a write answered from its record whose workflow cannot be told is a 503; the retry with the same key answers and tells it', async () => {
  const { api, payee, escrowId, owner } = await heldEscrow();
  const idempotencyKey = 'release-untold';
  const { handle, signalled } = escrowWorkflowOf(escrowId);

  await whileWorkerStopped(async () => {
    try {
      await bookReleaseUnseen(escrowId, owner, idempotencyKey);
      signalsFailWith = new Error('Temporal away for this signal');
      expectError(await api.post(`/escrows/${escrowId}/release`, {}, { idempotencyKey }), 503, 'SERVICE_UNAVAILABLE');
      expect(await signalled()).toBe(false);
      signalsFailWith = undefined;
      const retried = await api.post(`/escrows/${escrowId}/release`, {}, { idempotencyKey });
      expect({ status: retried.status, body: retried.body }).toMatchObject({
        status: 200,
        body: { data: { escrowId, status: 'released' } },
      });
      expect(await signalled()).toBe(true);
    } finally {
      signalsFailWith = undefined;
    }
  });
  await handle.result();
  expect(await balancesOf(api, payee.customerId)).toEqual({ available: 5_000, held: 0 });
  expect(await journalTypes(stack.sql, escrowId)).toEqual(['escrow_funded', 'escrow_released']);
});

test('told of a guest refund committed in a task it never completed, the workflow asks the provider, and the refund completes', async () => {
  const { api, merchantId } = await stack.newMerchantClient();
  const payee = await createCustomer(api);
  const { escrowId } = await createEscrow(
    api,
    escrowBody({ email: 'guest@example.com', name: 'Ada Guest' }, payee.customerId, { amount: 2_000 }),
  );
  await paySession(api, (await createSession(api, { escrowId })).checkoutId);
  const owner = { merchantId, plane: 'test' as const };
  const { handle } = escrowWorkflowOf(escrowId);
  const refunds = () => stack.sql`select status from refunds where escrow_id = ${escrowId}`;

  // The refund's transaction as a lost task's local activity committed it, its Update never
  // run by the workflow (the test above shows the API answering it from this record): a
  // pending refund that nothing has asked the provider for, since that call follows the
  // command's answer in the workflow.
  const operationId = escrowOperationId(escrowId, updateIdFor('refund', owner, 'refund-committed-unseen'));
  await bookEscrowCommand(stack.sql, { ...owner, escrowId, operationId, command: { kind: 'refund', reason: 'item not delivered' } });
  expect(await refunds()).toEqual([{ status: 'pending' }]);

  // The API's signal: the sandbox, asked, refunds at once; its outcome is booked and the run ends.
  await handle.signal(escrowRowChangedSignal);
  await handle.result();
  expect(await refunds()).toEqual([{ status: 'processed' }]);
  expect(await api.get(`/escrows/${escrowId}`)).toMatchObject({
    status: 200,
    body: { data: { status: 'refunded', pendingProviderRefund: false, refundedAmount: 2_000 } },
  });
  expect((await handle.describe()).typedSearchAttributes.get(EscrowStatusKey)).toBe('refunded');
  expect(await journalTypes(stack.sql, escrowId)).toEqual(['escrow_funded', 'escrow_refunded']);
});

test('a create committed in a lost task is answered from its record; the workflow, told, carries the hold on', async () => {
  const { api, merchantId } = await stack.newMerchantClient();
  const payer = await customerWithBalance(api, 10_000);
  const payee = await createCustomer(api);
  const owner = { merchantId, plane: 'test' as const };
  const idempotencyKey = 'create-committed-unseen';
  const body = escrowBody(payer.customerId, payee.customerId, { amount: 5_000, debitPayer: true });

  const escrowId = await whileWorkerStopped(async () => {
    const committed = await createCommittedUnseen(stack.sql, owner, idempotencyKey, body);
    const res = await api.post('/escrows', body, { idempotencyKey });
    expect({ status: res.status, body: res.body }).toMatchObject({
      status: 201,
      body: { data: { escrowId: committed, status: 'held', amount: 5_000, reference: body.reference } },
    });
    const { signalled } = escrowWorkflowOf(committed);
    expect(await signalled()).toBe(true);
    return committed;
  });

  // Charged once; the run holds the escrow and takes its release.
  expect(await balancesOf(api, payer.customerId)).toEqual({ available: 9_900 - 5_000, held: 5_000 });
  const released = await api.post(`/escrows/${escrowId}/release`, {});
  expect({ status: released.status, body: released.body }).toMatchObject({ status: 200, body: { data: { status: 'released' } } });
  const { handle } = escrowWorkflowOf(escrowId);
  await handle.result();
  expect(await balancesOf(api, payee.customerId)).toEqual({ available: 5_000, held: 0 });
  expect(await journalTypes(stack.sql, escrowId)).toEqual(['escrow_funded', 'escrow_released']);
});
