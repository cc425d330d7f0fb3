import { WorkflowHandle, WorkflowUpdateFailedError } from '@temporalio/client';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { randomUUID } from 'node:crypto';
import type { escrowWorkflow } from '../../workflows/escrow';
import type { DisputeView } from '../../src/escrows/disputes';
import type { Owner } from '../../src/owner';
import {
  checkoutPaidSignal,
  CreateEscrowRequest,
  createEscrowUpdate,
  escrowCommandUpdate,
  escrowWorkflowId,
  providerRefundFailedSignal,
  providerRefundProcessedSignal,
} from '../../workflows/escrow-messages';
import { EscrowStatusKey } from '../../workflows/search-attributes';
import { eventually } from '../support/eventually';
import { startTimeSkippingServer } from '../support/time-skipping';
import { InMemoryEscrow, InMemoryEscrowOptions } from './in-memory-escrow';
import { CallLog, deliverNothing, withStubWorker } from './stub-worker';

// Every escrow command, funding path and provider outcome through the escrow workflow's own
// logic: the real workflow code on a test server, its activities replaced by an in-memory
// escrow row (in-memory-escrow.ts) that applies the real rules. Each test pins what the
// entity decides: which write runs under which operation id, what its validators refuse
// before any activity, what its cache then says, and when the workflow ends.
// test/escrows/*.test.ts cover the same commands through the API and PostgreSQL.

let env: TestWorkflowEnvironment;
beforeAll(async () => {
  env = await startTimeSkippingServer();
}, 60_000);
afterAll(() => env?.teardown());

const OWNER = { merchantId: 'mch_logic', plane: 'test' as const };

function createRequest(options: { debitPayer?: boolean; guest?: boolean; amount?: string } = {}): CreateEscrowRequest {
  return {
    reference: `ref-${randomUUID()}`,
    amount: options.amount ?? '10000',
    currency: 'NGN',
    merchantFee: '0',
    debitPayer: options.debitPayer ?? false,
    parties: [
      options.guest ? { role: 'payer', guest: { email: 'guest@example.ng' } } : { role: 'payer', customerId: 'cus_payer' },
      { role: 'payee', customerId: 'cus_payee' },
    ],
  };
}

/** A fresh escrow id, its in-memory row and a call log. */
function escrowFixture(options: InMemoryEscrowOptions = {}) {
  const escrowId = `esc_logic${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const log = new CallLog();
  const row = new InMemoryEscrow(escrowId, log, options);
  return { escrowId, log, row, stubs: { ...deliverNothing, ...row.stubs() } };
}

/** Starts the escrow's workflow and sends its create, as the API's update-with-start does. */
async function create(taskQueue: string, escrowId: string, request: CreateEscrowRequest, owner: Owner = OWNER) {
  const handle = await env.client.workflow.start<typeof escrowWorkflow>('escrowWorkflow', {
    taskQueue,
    workflowId: escrowWorkflowId(escrowId),
    args: [{ merchantId: owner.merchantId, plane: owner.plane, escrowId }],
  });
  const escrow = await handle.executeUpdate(createEscrowUpdate, { args: [request], updateId: 'create' });
  return { handle, escrow };
}

/** The update's refusal (its failure's cause: type = error code). */
async function refusalOf(update: Promise<unknown>) {
  const err = await update.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(WorkflowUpdateFailedError);
  return (err as WorkflowUpdateFailedError).cause;
}

/** Waits until `done` holds (polling), for what the workflow does in the background. */
async function until(done: () => boolean | Promise<boolean>, what: string): Promise<void> {
  await eventually(done, (holds) => holds, { what, timeoutMs: 10_000, intervalMs: 20 });
}

/** Waits until the history holds `count` completed activities, or local activities (their results applied). */
async function completedCalls(handle: WorkflowHandle, kind: 'local' | 'activity', count: number): Promise<void> {
  await until(async () => {
    const events = (await handle.fetchHistory()).events ?? [];
    const done = events.filter((e) =>
      kind === 'local' ? e.markerRecordedEventAttributes?.markerName === 'core_local_activity' : e.activityTaskCompletedEventAttributes,
    );
    return done.length >= count;
  }, `${count} completed ${kind} activities`);
}

const operationIds = (log: CallLog, name: string) => log.inputsOf(name).map((input) => (input as { operationId: string }).operationId);

test("a registered payer's hold: release, refund, open and resolve a dispute; each books once under its update's operation id", async () => {
  const { escrowId, log, row, stubs } = escrowFixture();
  await withStubWorker(env, stubs, async (taskQueue) => {
    const { handle, escrow } = await create(taskQueue, escrowId, createRequest({ debitPayer: true }));
    expect(escrow).toMatchObject({ escrowId, status: 'held' });

    const released = await handle.executeUpdate(escrowCommandUpdate, {
      args: [{ kind: 'release', amount: '2000' }, OWNER],
      updateId: 'release-1',
    });
    expect(released).toMatchObject({ status: 'partially_released', releasedAmount: 20 });
    // The same update id again (a client's retry): answered from the first, not booked again.
    expect(
      await handle.executeUpdate(escrowCommandUpdate, { args: [{ kind: 'release', amount: '2000' }, OWNER], updateId: 'release-1' }),
    ).toEqual(released);
    const refunded = await handle.executeUpdate(escrowCommandUpdate, {
      args: [{ kind: 'refund', amount: '1000', reason: 'returned' }, OWNER],
      updateId: 'refund-1',
    });
    expect(refunded).toMatchObject({ status: 'partially_released', refundedAmount: 10, remainingAmount: 70 });

    const dispute = await handle.executeUpdate(escrowCommandUpdate, {
      args: [{ kind: 'openDispute', openedBy: 'payer', reasonCode: 'not_received', description: 'Nothing came' }, OWNER],
      updateId: 'dispute-1',
    });
    expect(dispute).toMatchObject({ disputeId: 'dsp_1', status: 'open' });
    expect(row.state).toMatchObject({ status: 'disputed', openDisputeId: 'dsp_1' });

    // Refused from the cached state, before any activity: a second dispute, a release while
    // disputed, a split that does not add up to what is held.
    const writesBefore = log.calls.length;
    expect(
      await refusalOf(
        handle.executeUpdate(escrowCommandUpdate, {
          args: [{ kind: 'openDispute', openedBy: 'payee', reasonCode: 'other', description: 'Again' }, OWNER],
          updateId: 'dispute-2',
        }),
      ),
    ).toMatchObject({ type: 'DISPUTE_EXISTS' });
    expect(
      await refusalOf(handle.executeUpdate(escrowCommandUpdate, { args: [{ kind: 'release' }, OWNER], updateId: 'release-disputed' })),
    ).toMatchObject({ type: 'ESCROW_INVALID_STATE' });
    expect(
      await refusalOf(
        handle.executeUpdate(escrowCommandUpdate, {
          args: [{ kind: 'resolveDispute', disputeId: 'dsp_1', action: 'split', releaseAmount: '3000', refundAmount: '3000' }, OWNER],
          updateId: 'resolve-short',
        }),
      ),
    ).toMatchObject({ type: 'INVALID_DISPUTE' });
    expect(log.calls.length).toBe(writesBefore);

    const resolved = await handle.executeUpdate(escrowCommandUpdate, {
      args: [{ kind: 'resolveDispute', disputeId: 'dsp_1', action: 'split', releaseAmount: '3000', refundAmount: '4000' }, OWNER],
      updateId: 'resolve-1',
    });
    expect(resolved).toMatchObject({ disputeId: 'dsp_1', status: 'resolved', resolution: 'split' });
    // Nothing is left in the hold: the workflow ends, its indexed status the final one.
    await handle.result();
    expect(row.state).toMatchObject({ status: 'released', releasedAmount: '5000', refundedAmount: '5000' });
    expect((await handle.describe()).typedSearchAttributes.get(EscrowStatusKey)).toBe('released');

    const op = (updateId: string) => `escrow:${escrowId}:${updateId}`;
    expect(log.names()).toEqual(['createEscrow', 'releaseEscrow', 'refundEscrow', 'openDispute', 'resolveDispute']);
    expect(operationIds(log, 'createEscrow')).toEqual([op('create')]);
    expect(operationIds(log, 'releaseEscrow')).toEqual([op('release-1')]);
    expect(operationIds(log, 'refundEscrow')).toEqual([op('refund-1')]);
    expect(operationIds(log, 'openDispute')).toEqual([op('dispute-1')]);
    expect(operationIds(log, 'resolveDispute')).toEqual([op('resolve-1')]);
  });
});

test("an unfunded hold is cancelled under its update's operation id, and its workflow ends", async () => {
  const { escrowId, log, row, stubs } = escrowFixture();
  await withStubWorker(env, stubs, async (taskQueue) => {
    const { handle, escrow } = await create(taskQueue, escrowId, createRequest());
    expect(escrow).toMatchObject({ status: 'awaiting_funding' });
    expect(
      await handle.executeUpdate(escrowCommandUpdate, { args: [{ kind: 'cancel', reason: 'buyer left' }, OWNER], updateId: 'cancel' }),
    ).toMatchObject({ status: 'cancelled' });
    await handle.result();
    expect(row.state?.status).toBe('cancelled');
    expect(log.inputsOf('cancelEscrow')).toEqual([
      expect.objectContaining({ operationId: `escrow:${escrowId}:cancel`, reason: 'buyer left' }),
    ]);
    expect((await handle.describe()).typedSearchAttributes.get(EscrowStatusKey)).toBe('cancelled');
  });
});

/** A checkout session of the hold hands its payment over, as the checkout workflow does. */
const checkoutPaid = (handle: WorkflowHandle, checkoutId: string) =>
  handle.signal(checkoutPaidSignal, { checkoutId, channel: 'card', provider: 'sandbox' });

test('a checkout payment is booked by the escrow itself: it funds the hold once, and the next write is checked against the funded hold', async () => {
  const { escrowId, log, row, stubs } = escrowFixture();
  await withStubWorker(env, stubs, async (taskQueue) => {
    const { handle } = await create(taskQueue, escrowId, createRequest());
    await checkoutPaid(handle, 'chk_1');
    await checkoutPaid(handle, 'chk_1'); // the session's workflow asking again after a restart
    await completedCalls(handle, 'local', 3); // the create and both bookings
    expect(log.inputsOf('bookCheckoutPayment')).toContainEqual({
      checkoutId: 'chk_1',
      channel: 'card',
      provider: 'sandbox',
      fundHold: true,
    });
    expect(row.state).toMatchObject({ status: 'held', fundingPaymentId: 'pay_chk_1' });
    // Too large for the funded hold: refused by the validator, so the cache is the funded one.
    expect(
      await refusalOf(
        handle.executeUpdate(escrowCommandUpdate, { args: [{ kind: 'release', amount: '10001' }, OWNER], updateId: 'too-much' }),
      ),
    ).toMatchObject({ type: 'INVALID_RELEASE' });
    expect(log.count('releaseEscrow')).toBe(0);
    expect(await handle.executeUpdate(escrowCommandUpdate, { args: [{ kind: 'release' }, OWNER], updateId: 'all' })).toMatchObject({
      status: 'released',
    });
    await handle.result();
    expect((await handle.describe()).typedSearchAttributes.get(EscrowStatusKey)).toBe('released');
  });
});

test("a second session's payment finds the hold funded: booked to the payer, the hold unchanged", async () => {
  const { escrowId, log, row, stubs } = escrowFixture();
  await withStubWorker(env, stubs, async (taskQueue) => {
    const { handle } = await create(taskQueue, escrowId, createRequest());
    await checkoutPaid(handle, 'chk_first');
    await checkoutPaid(handle, 'chk_second');
    await until(() => log.count('bookCheckoutPayment') === 2, 'both payments booked');
    expect(row.state).toMatchObject({ status: 'held', fundingPaymentId: 'pay_chk_first' });
    expect(await handle.executeUpdate(escrowCommandUpdate, { args: [{ kind: 'release' }, OWNER], updateId: 'all' })).toMatchObject({
      status: 'released',
      releasedAmount: 100,
    });
    await handle.result();
  });
});

test('a write sent while a payment is being booked waits behind it and is decided on the funded hold', async () => {
  let openGate!: () => void;
  const gate = new Promise<void>((resolve) => (openGate = resolve));
  const { escrowId, log, row, stubs } = escrowFixture({ duringBooking: () => gate });
  await withStubWorker(env, stubs, async (taskQueue) => {
    const { handle } = await create(taskQueue, escrowId, createRequest());
    await checkoutPaid(handle, 'chk_1');
    await until(() => log.count('bookCheckoutPayment') === 1, 'the booking under way');
    // The cache still says awaiting_funding, but a write is under way: the validator leaves
    // the rule to the release's own transaction, which runs after the booking.
    const release = handle.executeUpdate(escrowCommandUpdate, { args: [{ kind: 'release', amount: '3000' }, OWNER], updateId: 'early' });
    await until(
      async () => ((await handle.fetchHistory()).events ?? []).some((e) => e.workflowExecutionUpdateAcceptedEventAttributes),
      'the release accepted',
    );
    openGate();
    expect(await release).toMatchObject({ status: 'partially_released', releasedAmount: 30 });
    // Nothing under way now: a cancel is refused by the validator, before any activity.
    expect(
      await refusalOf(handle.executeUpdate(escrowCommandUpdate, { args: [{ kind: 'cancel' }, OWNER], updateId: 'cancel' })),
    ).toMatchObject({ type: 'ESCROW_NOT_CANCELLABLE' });
    expect(log.count('cancelEscrow')).toBe(0);
    await handle.executeUpdate(escrowCommandUpdate, { args: [{ kind: 'release' }, OWNER], updateId: 'rest' });
    await handle.result();
    expect(row.state).toMatchObject({ status: 'released', releasedAmount: '10000' });
  });
});

test('an unfunded hold refuses a release before any activity: no write is under way, so its cache is the row', async () => {
  const { escrowId, log, stubs } = escrowFixture();
  await withStubWorker(env, stubs, async (taskQueue) => {
    const { handle } = await create(taskQueue, escrowId, createRequest());
    expect(
      await refusalOf(handle.executeUpdate(escrowCommandUpdate, { args: [{ kind: 'release' }, OWNER], updateId: 'release' })),
    ).toMatchObject({ type: 'ESCROW_INVALID_STATE' });
    expect(log.count('releaseEscrow')).toBe(0);
    await handle.executeUpdate(escrowCommandUpdate, { args: [{ kind: 'cancel' }, OWNER], updateId: 'cancel' });
    await handle.result();
  });
});

/** A guest's hold, funded through its checkout. */
async function fundedGuestHold(taskQueue: string, escrowId: string, row: InMemoryEscrow, owner: Owner = OWNER) {
  const { handle } = await create(taskQueue, escrowId, createRequest({ guest: true }), owner);
  await checkoutPaid(handle, 'chk_guest');
  await until(() => row.state?.status === 'held', 'the guest hold funded');
  return handle;
}

test('a guest refund answers pending, asks the provider once; the workflow waits for the outcome and books it once', async () => {
  const { escrowId, log, row, stubs } = escrowFixture();
  await withStubWorker(env, stubs, async (taskQueue) => {
    const handle = await fundedGuestHold(taskQueue, escrowId, row);
    const pending = await handle.executeUpdate(escrowCommandUpdate, { args: [{ kind: 'refund' }, OWNER], updateId: 'refund' });
    expect(pending).toMatchObject({ status: 'held', pendingProviderRefund: true });
    const [refundId] = [...row.refunds.keys()];
    await completedCalls(handle, 'activity', 1); // the provider call
    expect(log.inputsOf('startProviderRefund')).toEqual([{ refundId }]);

    // While the provider has not answered: nothing else moves, and the workflow keeps running.
    expect(
      await refusalOf(handle.executeUpdate(escrowCommandUpdate, { args: [{ kind: 'release' }, OWNER], updateId: 'release' })),
    ).toMatchObject({ type: 'GUEST_REFUND_PENDING' });
    expect((await handle.describe()).status.name).toBe('RUNNING');

    await handle.signal(providerRefundProcessedSignal, { refundId, providerReference: 'prv_ref' });
    await handle.signal(providerRefundProcessedSignal, { refundId, providerReference: 'prv_ref' }); // the provider's retry
    await handle.result();
    expect(row.state).toMatchObject({ status: 'refunded', refundedAmount: '10000', pendingProviderRefund: false });
    // Booked under one operation id, however often it ran: the workflow may end in the task
    // of this write, and the provider's retry arriving meanwhile makes that task run again.
    expect(new Set(operationIds(log, 'completeGuestRefund'))).toEqual(new Set([`escrow:${escrowId}:settle-refund:${refundId}`]));
    expect(log.count('releaseEscrow')).toBe(0);
  });
});

test('a guest refund the provider reports failed leaves the funds held and the escrow writable', async () => {
  const { escrowId, log, row, stubs } = escrowFixture();
  await withStubWorker(env, stubs, async (taskQueue) => {
    const handle = await fundedGuestHold(taskQueue, escrowId, row);
    await handle.executeUpdate(escrowCommandUpdate, { args: [{ kind: 'refund', amount: '4000' }, OWNER], updateId: 'refund' });
    const [refundId] = [...row.refunds.keys()];
    await completedCalls(handle, 'activity', 1);
    await handle.signal(providerRefundFailedSignal, { refundId, reason: 'Card closed' });
    // A processed outcome after the failure is about a settled refund: ignored.
    await handle.signal(providerRefundProcessedSignal, { refundId });
    await until(() => row.state?.pendingProviderRefund === false, 'the failure booked');
    expect(await handle.executeUpdate(escrowCommandUpdate, { args: [{ kind: 'release' }, OWNER], updateId: 'release' })).toMatchObject({
      status: 'released',
      releasedAmount: 100,
      refundedAmount: 0,
    });
    await handle.result();
    expect(log.inputsOf('failGuestRefund')).toEqual([expect.objectContaining({ refundId, reason: 'Card closed' })]);
    expect(log.count('completeGuestRefund')).toBe(0);
  });
});

test('a provider that refuses a guest refund for good fails it at once, with no event needed', async () => {
  const { escrowId, log, row, stubs } = escrowFixture({ provider: 'refuses' });
  await withStubWorker(env, stubs, async (taskQueue) => {
    const handle = await fundedGuestHold(taskQueue, escrowId, row);
    await handle.executeUpdate(escrowCommandUpdate, { args: [{ kind: 'refund' }, OWNER], updateId: 'refund' });
    const [refundId] = [...row.refunds.keys()];
    await until(() => log.count('failGuestRefund') === 1, 'the refusal booked');
    expect(log.inputsOf('failGuestRefund')).toEqual([
      expect.objectContaining({
        refundId,
        operationId: `escrow:${escrowId}:settle-refund:${refundId}`,
        reason: 'The provider refused this refund',
      }),
    ]);
    expect(log.count('startProviderRefund')).toBe(1); // refused for good: not asked again
    await until(() => row.state?.pendingProviderRefund === false, 'the refund failed');
    await handle.executeUpdate(escrowCommandUpdate, { args: [{ kind: 'release' }, OWNER], updateId: 'release' });
    await handle.result();
    expect(row.state).toMatchObject({ status: 'released', refundedAmount: '0' });
  });
});

test("test keys: the sandbox's outcome, signalled while the provider call is still running, is booked before the refund answers", async () => {
  let handle: WorkflowHandle | undefined;
  let refundId = '';
  const { escrowId, log, row, stubs } = escrowFixture({
    // As the sandbox does: its event reaches the workflow before the call has answered. The
    // call answers only once the outcome is booked: the lock is not held across the call.
    duringProviderCall: async () => {
      refundId = [...row.refunds.keys()][0];
      await handle!.signal(providerRefundProcessedSignal, { refundId });
      await until(() => log.count('completeGuestRefund') === 1, 'the outcome booked during the call');
    },
  });
  await withStubWorker(env, stubs, async (taskQueue) => {
    handle = await fundedGuestHold(taskQueue, escrowId, row);
    const answer = await handle.executeUpdate(escrowCommandUpdate, { args: [{ kind: 'refund' }, OWNER], updateId: 'refund' });
    // The answer is the escrow as refunded: nothing is pending for the merchant's next write.
    expect(answer).toMatchObject({ status: 'refunded', refundedAmount: 100, pendingProviderRefund: false });
    await handle.result();
    expect(log.names().slice(-2)).toEqual(['startProviderRefund', 'completeGuestRefund']);
    expect(log.inputsOf('completeGuestRefund')).toEqual([expect.objectContaining({ refundId })]);
    expect(row.state).toMatchObject({ status: 'refunded', pendingProviderRefund: false });
  });
});

test('test keys: a partial guest refund answers settled, so a release right after it is booked', async () => {
  let handle: WorkflowHandle | undefined;
  const { escrowId, log, row, stubs } = escrowFixture({
    duringProviderCall: async () => {
      const [refundId] = [...row.refunds.keys()];
      await handle!.signal(providerRefundProcessedSignal, { refundId });
    },
  });
  await withStubWorker(env, stubs, async (taskQueue) => {
    handle = await fundedGuestHold(taskQueue, escrowId, row);
    const answer = await handle.executeUpdate(escrowCommandUpdate, {
      args: [{ kind: 'refund', amount: '4000' }, OWNER],
      updateId: 'refund',
    });
    expect(answer).toMatchObject({ status: 'held', refundedAmount: 40, remainingAmount: 60, pendingProviderRefund: false });
    expect(await handle.executeUpdate(escrowCommandUpdate, { args: [{ kind: 'release' }, OWNER], updateId: 'release' })).toMatchObject({
      status: 'released',
      releasedAmount: 60,
      refundedAmount: 40,
    });
    await handle.result();
    expect(log.count('completeGuestRefund')).toBe(1);
  });
});

test('live keys: a guest refund answers pending before the provider is asked; the run loop asks it', async () => {
  const LIVE = { merchantId: 'mch_logic', plane: 'live' as const };
  let openGate!: () => void;
  const gate = new Promise<void>((resolve) => (openGate = resolve));
  const { escrowId, log, row, stubs } = escrowFixture({ duringProviderCall: () => gate });
  await withStubWorker(env, stubs, async (taskQueue) => {
    const handle = await fundedGuestHold(taskQueue, escrowId, row, LIVE);
    const answer = await handle.executeUpdate(escrowCommandUpdate, { args: [{ kind: 'refund' }, LIVE], updateId: 'refund' });
    expect(answer).toMatchObject({ status: 'held', pendingProviderRefund: true });
    await until(() => log.count('startProviderRefund') === 1, 'the provider asked');
    openGate();
    const [refundId] = [...row.refunds.keys()];
    await handle.signal(providerRefundProcessedSignal, { refundId });
    await handle.result();
    expect(row.state).toMatchObject({ status: 'refunded', pendingProviderRefund: false });
  });
});

test("a second guest refund recorded while the first one's provider call is still running is asked of the provider too", async () => {
  let handle: WorkflowHandle | undefined;
  let calls = 0;
  const { escrowId, log, row, stubs } = escrowFixture({
    // The first call: its outcome is booked, and a second refund recorded, before it answers.
    duringProviderCall: async () => {
      if (++calls > 1) return;
      const [first] = [...row.refunds.keys()];
      await handle!.signal(providerRefundProcessedSignal, { refundId: first });
      await until(() => log.count('completeGuestRefund') === 1, 'the first outcome booked');
      await handle!.executeUpdate(escrowCommandUpdate, { args: [{ kind: 'refund' }, OWNER], updateId: 'refund-rest' });
    },
  });
  await withStubWorker(env, stubs, async (taskQueue) => {
    handle = await fundedGuestHold(taskQueue, escrowId, row);
    await handle.executeUpdate(escrowCommandUpdate, { args: [{ kind: 'refund', amount: '4000' }, OWNER], updateId: 'refund' });
    await until(() => log.count('startProviderRefund') === 2, 'the second refund asked of the provider');
    const [first, second] = [...row.refunds.keys()];
    expect(log.inputsOf('startProviderRefund')).toEqual([{ refundId: first }, { refundId: second }]);
    await handle.signal(providerRefundProcessedSignal, { refundId: second });
    await handle.result();
    expect(row.state).toMatchObject({ status: 'refunded', refundedAmount: '10000', pendingProviderRefund: false });
  });
});

test('a dispute resolved with a refund to a guest: the release books at once, the refund goes to the provider', async () => {
  const { escrowId, log, row, stubs } = escrowFixture();
  await withStubWorker(env, stubs, async (taskQueue) => {
    const handle = await fundedGuestHold(taskQueue, escrowId, row);
    const { disputeId } = (await handle.executeUpdate(escrowCommandUpdate, {
      args: [{ kind: 'openDispute', openedBy: 'payer', reasonCode: 'damaged', description: 'Broken' }, OWNER],
      updateId: 'dispute',
    })) as DisputeView;
    await handle.executeUpdate(escrowCommandUpdate, {
      args: [{ kind: 'resolveDispute', disputeId, action: 'split', releaseAmount: '6000', refundAmount: '4000' }, OWNER],
      updateId: 'resolve',
    });
    const [refundId] = [...row.refunds.keys()];
    await completedCalls(handle, 'activity', 1);
    expect(log.inputsOf('startProviderRefund')).toEqual([{ refundId }]);
    expect(row.state).toMatchObject({ status: 'partially_released', pendingProviderRefund: true });
    await handle.signal(providerRefundProcessedSignal, { refundId });
    await handle.result();
    expect(row.state).toMatchObject({ status: 'released', releasedAmount: '6000', refundedAmount: '4000' });
  });
});
