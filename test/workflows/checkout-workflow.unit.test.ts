import { WorkflowUpdateFailedError } from '@temporalio/client';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { randomUUID } from 'node:crypto';
import type { PaymentView } from '../../src/checkout/payments';
import type { checkoutWorkflow } from '../../workflows/checkout';
import {
  checkoutWorkflowId,
  completeCheckoutUpdate,
  CompleteCheckoutRequest,
  startCheckoutUpdate,
} from '../../workflows/checkout-messages';
import { refusalIn } from '../../src/failures';
import type { escrowWorkflow } from '../../workflows/escrow';
import { createEscrowUpdate, escrowCommandUpdate, escrowWorkflowId } from '../../workflows/escrow-messages';
import { startTimeSkippingServer } from '../support/time-skipping';
import { InMemoryEscrow } from './in-memory-escrow';
import { CallLog, deliverNothing, StubActivities, withStubWorker } from './stub-worker';
import { eventsOf, signalNames } from '../support/history';

// The checkout workflow's own decisions with stubbed activities: a provider that cannot start
// the checkout fails the session and ends the workflow; a payment is booked once however many
// times Pay is pressed; a Decline before payment leaves the session payable; a Decline after
// it is refused; money that can only go back starts its provider refund once; a hold's
// session has the escrow's workflow book its payment, unless that workflow has ended.

let env: TestWorkflowEnvironment;
beforeAll(async () => {
  env = await startTimeSkippingServer();
}, 60_000);
afterAll(() => env?.teardown());

const pay: CompleteCheckoutRequest = { outcome: 'success', channel: 'card', provider: 'sandbox' };
const decline: CompleteCheckoutRequest = { outcome: 'failure', channel: 'card', provider: 'sandbox' };

/** A provider that starts the checkout, and a booking that takes a transaction's worth of time. */
function session(log: CallLog, bookedAs: PaymentView['bookedAs'] = 'wallet_credit'): StubActivities {
  return {
    ...deliverNothing,
    startCheckout: async (input) => (log.record('startCheckout', input), { status: 'started', pendingEventId: 'evt_pending' }),
    failCheckoutStart: async (checkoutId) => (log.record('failCheckoutStart', checkoutId), { status: 'failed' }),
    bookCheckoutPayment: async (input) => {
      log.record('bookCheckoutPayment', input);
      await new Promise((r) => setTimeout(r, 50));
      return { payment: { paymentId: `pay_${input.checkoutId}`, bookedAs } as PaymentView, eventIds: [], funded: null };
    },
    markCheckoutFailed: async (checkoutId) => (
      log.record('markCheckoutFailed', checkoutId),
      { status: 'failed', merchantId: 'mch_logic', plane: 'test' }
    ),
    startRefundDue: async (input) => (log.record('startRefundDue', input), { refundId: 'ref_1', status: 'pending' }),
  };
}

/** Starts a session's workflow and waits for the provider's start, as the API's create does. */
async function start(taskQueue: string, escrowId?: string) {
  const checkoutId = `chk_logic${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const handle = await env.client.workflow.start<typeof checkoutWorkflow>('checkoutWorkflow', {
    taskQueue,
    workflowId: checkoutWorkflowId(checkoutId),
    args: [
      {
        merchantId: 'mch_logic',
        plane: 'test',
        checkoutId,
        ...(escrowId ? { escrowId } : {}),
        publicBaseUrl: 'https://pay.example.ng',
      },
    ],
  });
  const started = await handle.executeUpdate(startCheckoutUpdate, { updateId: 'start' });
  return { checkoutId, handle, started };
}

test('a provider that keeps failing: four tries, then the session is failed and the workflow ends', async () => {
  const log = new CallLog();
  const stubs: StubActivities = {
    ...session(log),
    startCheckout: async (input) => {
      log.record('startCheckout', input);
      throw new Error('provider unreachable');
    },
  };
  await withStubWorker(env, stubs, async (taskQueue) => {
    const { checkoutId, handle, started } = await start(taskQueue);
    expect(started).toEqual({ status: 'failed' });
    await handle.result();
    expect(log.count('startCheckout')).toBe(4);
    expect(log.inputsOf('failCheckoutStart')).toEqual([checkoutId]);
    expect(log.count('bookCheckoutPayment')).toBe(0);
  });
});

test('Pay pressed three times at once books the payment once; every press answers the same payment', async () => {
  const log = new CallLog();
  await withStubWorker(env, session(log), async (taskQueue) => {
    const { checkoutId, handle, started } = await start(taskQueue);
    expect(started).toEqual({ status: 'started', pendingEventId: 'evt_pending' });
    const answers = await Promise.all(
      [1, 2, 3].map((i) => handle.executeUpdate(completeCheckoutUpdate, { args: [pay], updateId: `pay-${i}` })),
    );
    for (const answer of answers) expect(answer).toMatchObject({ outcome: 'success', payment: { paymentId: `pay_${checkoutId}` } });
    await handle.result();
    expect(log.count('bookCheckoutPayment')).toBe(1);
    expect(log.count('startRefundDue')).toBe(0);
  });
});

test('a Decline leaves the session payable: a later Pay is still booked', async () => {
  const log = new CallLog();
  await withStubWorker(env, session(log), async (taskQueue) => {
    const { handle } = await start(taskQueue);
    expect(await handle.executeUpdate(completeCheckoutUpdate, { args: [decline], updateId: 'decline' })).toEqual({ outcome: 'failure' });
    expect(await handle.executeUpdate(completeCheckoutUpdate, { args: [pay], updateId: 'pay' })).toMatchObject({ outcome: 'success' });
    await handle.result();
    expect(log.names().filter((n) => n !== 'startCheckout')).toEqual(['markCheckoutFailed', 'bookCheckoutPayment']);
  });
});

test('a Decline after the payment is refused by the validator, before any activity', async () => {
  const log = new CallLog();
  // The provider refund of a payment booked as refund_due waits for the gate, so the workflow
  // is still running after the booking.
  let openGate!: () => void;
  const gate = new Promise<void>((resolve) => (openGate = resolve));
  const base = session(log, 'refund_due');
  const stubs: StubActivities = { ...base, startRefundDue: async (input) => (await gate, base.startRefundDue!(input)) };
  await withStubWorker(env, stubs, async (taskQueue) => {
    const { handle } = await start(taskQueue);
    await handle.executeUpdate(completeCheckoutUpdate, { args: [pay], updateId: 'pay' });
    const refusal = await handle.executeUpdate(completeCheckoutUpdate, { args: [decline], updateId: 'late-decline' }).catch((e) => e);
    expect(refusal).toBeInstanceOf(WorkflowUpdateFailedError);
    expect(refusal.cause).toMatchObject({ type: 'INVALID_REQUEST', nonRetryable: true });
    expect(refusalIn(refusal)).toMatchObject({
      code: 'INVALID_REQUEST',
      status: 409,
      message: 'This checkout session is already paid; it cannot be declined',
    });
    expect(log.count('markCheckoutFailed')).toBe(0);
    openGate();
    await handle.result();
  });
});

test('a payment booked as refund_due starts its provider refund once, then the workflow ends', async () => {
  const log = new CallLog();
  await withStubWorker(env, session(log, 'refund_due'), async (taskQueue) => {
    const { checkoutId, handle } = await start(taskQueue);
    await handle.executeUpdate(completeCheckoutUpdate, { args: [pay], updateId: 'pay' });
    await handle.result();
    expect(log.inputsOf('startRefundDue')).toEqual([{ paymentId: `pay_${checkoutId}` }]);
  });
});

/** An unfunded hold in memory, with its escrow workflow running (created as the API does). */
async function unfundedHold(taskQueue: string, row: InMemoryEscrow) {
  const handle = await env.client.workflow.start<typeof escrowWorkflow>('escrowWorkflow', {
    taskQueue,
    workflowId: escrowWorkflowId(row.escrowId),
    args: [{ merchantId: 'mch_logic', plane: 'test', escrowId: row.escrowId }],
  });
  await handle.executeUpdate(createEscrowUpdate, {
    updateId: 'create',
    args: [
      {
        reference: `ref-${randomUUID()}`,
        amount: '10000',
        currency: 'NGN',
        merchantFee: '0',
        debitPayer: false,
        parties: [
          { role: 'payer', customerId: 'cus_payer' },
          { role: 'payee', customerId: 'cus_payee' },
        ],
      },
    ],
  });
  return handle;
}

const holdFixture = () => {
  const log = new CallLog();
  const row = new InMemoryEscrow(`esc_logic${randomUUID().replace(/-/g, '').slice(0, 16)}`, log);
  return { log, row, stubs: { ...session(log), ...row.stubs() } };
};

test("a hold's session hands its payment to the escrow's workflow, which books it (funding the hold) and answers the Pay", async () => {
  const { log, row, stubs } = holdFixture();
  await withStubWorker(env, stubs, async (taskQueue) => {
    const escrow = await unfundedHold(taskQueue, row);
    const { checkoutId, handle } = await start(taskQueue, row.escrowId);
    const answers = await Promise.all(
      [1, 2].map((i) => handle.executeUpdate(completeCheckoutUpdate, { args: [pay], updateId: `pay-${i}` })),
    );
    for (const answer of answers)
      expect(answer).toMatchObject({ outcome: 'success', payment: { paymentId: `pay_${checkoutId}`, bookedAs: 'escrow_funding' } });
    // Booked once, by the escrow's workflow (the only one allowed to fund the hold).
    expect(log.inputsOf('bookCheckoutPayment')).toEqual([{ checkoutId, channel: 'card', provider: 'sandbox', fundHold: true }]);
    expect(row.state).toMatchObject({ status: 'held', fundingPaymentId: `pay_${checkoutId}` });
    expect(signalNames(await eventsOf(escrow))).toEqual(['checkoutPaid']);
    // The escrow's workflow ends first: waiting on a result lets the test server skip time,
    // which an idle escrow workflow would not survive.
    await escrow.executeUpdate(escrowCommandUpdate, {
      args: [{ kind: 'release' }, { merchantId: 'mch_logic', plane: 'test' }],
      updateId: 'release',
    });
    await escrow.result();
    await handle.result();
  });
});

test('a hold whose workflow has ended cannot be funded: the session books the payment itself, to the payer', async () => {
  const { log, row, stubs } = holdFixture();
  await withStubWorker(env, stubs, async (taskQueue) => {
    const escrow = await unfundedHold(taskQueue, row);
    await escrow.executeUpdate(escrowCommandUpdate, {
      args: [{ kind: 'cancel' }, { merchantId: 'mch_logic', plane: 'test' }],
      updateId: 'cancel',
    });
    await escrow.result();
    const { checkoutId, handle } = await start(taskQueue, row.escrowId);
    expect(await handle.executeUpdate(completeCheckoutUpdate, { args: [pay], updateId: 'pay' })).toMatchObject({
      outcome: 'success',
      payment: { bookedAs: 'wallet_credit' },
    });
    await handle.result();
    expect(log.inputsOf('bookCheckoutPayment')).toEqual([{ checkoutId, channel: 'card', provider: 'sandbox' }]);
    expect(row.state).toMatchObject({ status: 'cancelled' });
  });
});
