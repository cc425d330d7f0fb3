import {
  ActivityFailure,
  allHandlersFinished,
  ApplicationFailure,
  condition,
  continueAsNew,
  getExternalWorkflowHandle,
  patched,
  proxyActivities,
  proxyLocalActivities,
  setHandler,
  workflowInfo,
} from '@temporalio/workflow';
import { Mutex } from 'async-mutex';
import type { Activities } from '../activities';
import type { BookPaymentResult } from '../src/checkout/booking';
import type { CheckoutStart } from '../src/checkout/sessions';
import {
  CHECKOUT_ALREADY_PAID,
  CHECKOUT_NOT_STARTED,
  CheckoutWorkflowInput,
  completeCheckoutUpdate,
  PaymentReport,
  providerPaymentSucceededSignal,
  startCheckoutUpdate,
} from './checkout-messages';
import { escrowWorkflowId, FundedSignal, fundedSignal } from './escrow-messages';
import { WriteTaskGuard } from './write-task';

const { bookCheckoutPayment, markCheckoutFailed } = proxyLocalActivities<Activities>({
  // One short transaction each. A payment that succeeded must be booked however long the
  // database takes to come back, so retries never stop (the booking is idempotent).
  startToCloseTimeout: '15 seconds',
  retry: { initialInterval: '200 milliseconds', maximumInterval: '10 seconds', nonRetryableErrorTypes: ['UnknownCheckoutError'] },
});

const provider = proxyActivities<Activities>({
  // The provider refund of a payment booked as refund_due: a call over the network, retried
  // until it answers (idempotent by the refund id derived from the payment).
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '1 second', maximumInterval: '1 minute' },
});

// The provider call that starts the checkout: the merchant's create waits for it, so a
// provider that keeps failing fails the session after a few tries (failCheckoutStart).
const { startCheckout } = proxyActivities<Activities>({
  startToCloseTimeout: '20 seconds',
  retry: { initialInterval: '200 milliseconds', maximumAttempts: 4, nonRetryableErrorTypes: ['UnknownCheckoutError'] },
});
const { failCheckoutStart } = proxyLocalActivities<Activities>({
  startToCloseTimeout: '15 seconds',
  retry: { initialInterval: '200 milliseconds', maximumInterval: '10 seconds', nonRetryableErrorTypes: ['UnknownCheckoutError'] },
});

// A live session's payment at the provider (GET /transaction/verify): retried until the
// provider answers, however long it is down (a read; the booking after it is idempotent).
const { checkLivePayment } = proxyActivities<Activities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '1 second', maximumInterval: '1 minute', nonRetryableErrorTypes: ['UnknownCheckoutError'] },
});

/**
 * When no charge.success comes for a live session, the workflow asks the provider itself:
 * after 1 min, then less and less often. After the last one only an event wakes it (a payer
 * who has not paid in two days has abandoned the page).
 */
export const LIVE_PAYMENT_CHECK_DELAYS_MS = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000, 6 * 60 * 60_000, 42 * 60 * 60_000];

/** Patch id (docs/workflow-changes.md): live sessions verify their payment with the provider. */
export const LIVE_CHECKOUT_VERIFY_PATCH = 'live-checkout-verify-payment';

const notStarted = () =>
  ApplicationFailure.create({ type: CHECKOUT_NOT_STARTED, message: 'The provider could not start this checkout', nonRetryable: true });

const alreadyPaid = () =>
  ApplicationFailure.create({ type: CHECKOUT_ALREADY_PAID, message: 'This checkout session is already paid', nonRetryable: true });

/**
 * checkout-{checkoutId}: first starts the provider's checkout (the API's create awaits it
 * through startCheckoutUpdate); a session the provider could not start is failed and the
 * workflow ends at once. Otherwise it waits, without a deadline, for the session's payment and books it
 * once (funds the hold, or credits a wallet, or starts the provider refund of a payment
 * nothing can take any more). A Decline marks the session failed and keeps
 * waiting: a later successful payment is still booked. Ends after the booking, once the
 * escrow's workflow was told.
 */
export async function checkoutWorkflow(input: CheckoutWorkflowInput): Promise<void> {
  let booked: BookPaymentResult | undefined;
  let refundStarted = false;
  /** The funded signal to the escrow's workflow, sent without waiting; the run ends only once it is out. */
  let tellingEscrow: Promise<void> = Promise.resolve();
  // Live sessions (this patch on): a provider event only asks for a check; the check books.
  const verifyLive = input.plane === 'live' && patched(LIVE_CHECKOUT_VERIFY_PATCH);
  let checkRequested = false;
  const starting: Promise<CheckoutStart> = input.started
    ? Promise.resolve({ status: 'started', pendingEventId: null })
    : startProviderCheckout(input.checkoutId, input.publicBaseUrl);
  setHandler(startCheckoutUpdate, () => starting);

  // One lock: a double-clicked Pay books once, the second sees the first.
  const lock = new Mutex();
  const writeTask = new WriteTaskGuard();

  async function book(report: PaymentReport): Promise<BookPaymentResult> {
    if (booked) return booked;
    let result: BookPaymentResult;
    try {
      result = await bookCheckoutPayment({ checkoutId: input.checkoutId, ...report });
    } finally {
      writeTask.mark();
    }
    // Tell the escrow's workflow, without waiting for the server to confirm the signal (that
    // would cost a workflow task before the answer). Until the signal lands, the escrow's
    // validators leave an unfunded-looking hold to the write's own check on the row.
    if (result.funded) tellingEscrow = tellEscrowFunded(result.funded.escrowId, { paymentId: result.payment.paymentId, state: result.funded.state });
    booked = result;
    return result;
  }

  setHandler(
    completeCheckoutUpdate,
    (request) =>
      lock.runExclusive(async () => {
        if ((await starting).status === 'failed') throw notStarted();
        const report: PaymentReport = { channel: request.channel, provider: request.provider, providerReference: request.providerReference };
        if (request.outcome === 'success') return { outcome: 'success' as const, payment: (await book(report)).payment };
        if (booked) throw alreadyPaid();
        const { status } = await markCheckoutFailed(input.checkoutId);
        if (status === 'completed') throw alreadyPaid();
        return { outcome: 'failure' as const };
      }),
    {
      validator: (request) => {
        if (request.outcome === 'failure' && booked) throw alreadyPaid();
      },
    },
  );

  setHandler(providerPaymentSucceededSignal, (report) => {
    if (verifyLive) {
      checkRequested = true;
      return;
    }
    void lock.runExclusive(() => book(report));
  });

  const start = await starting;
  if (start.status === 'failed') {
    await condition(allHandlersFinished);
    return;
  }
  if (verifyLive) await awaitLivePayment();

  for (;;) {
    await condition(() => booked !== undefined || workflowInfo().continueAsNewSuggested);
    if (booked) {
      // Money that could not be booked where it was meant to go goes back whole through the
      // provider; its refund.processed settles it without this workflow (src/checkout/refund-due.ts).
      if (booked.payment.bookedAs === 'refund_due' && !refundStarted) {
        await provider.startRefundDue({ paymentId: booked.payment.paymentId });
        refundStarted = true;
      }
      await condition(allHandlersFinished);
      await tellingEscrow;
      // A Pay pressed again during the booking's task would make ending there run it twice.
      await writeTask.leaveWriteTask();
      return;
    } else if (workflowInfo().continueAsNewSuggested) {
      // Many declines on one session: start a fresh history (started).
      await condition(allHandlersFinished);
      if (!booked) await continueAsNew<typeof checkoutWorkflow>({ ...input, started: true });
    }
  }

  /**
   * A live session: asks the provider after each charge.success and on the timers of
   * LIVE_PAYMENT_CHECK_DELAYS_MS, and books the first confirmed success.
   */
  async function awaitLivePayment(): Promise<void> {
    let timerChecks = 0;
    while (!booked) {
      const delay = LIVE_PAYMENT_CHECK_DELAYS_MS[timerChecks];
      const wake = () => booked !== undefined || checkRequested;
      const woken = delay === undefined ? (await condition(wake), true) : await condition(wake, delay);
      if (booked) return;
      if (!woken) timerChecks++; // an event's check does not use up a timer
      checkRequested = false;
      const result = await checkLivePayment({ checkoutId: input.checkoutId });
      if (result.status === 'success') {
        await lock.runExclusive(() => book({ channel: result.channel, provider: result.provider, providerReference: result.providerReference }));
      }
    }
  }
}

/** The provider's checkout, or the session failed when the provider kept failing. */
async function startProviderCheckout(checkoutId: string, publicBaseUrl: string): Promise<CheckoutStart> {
  try {
    return await startCheckout({ checkoutId, publicBaseUrl });
  } catch (err) {
    if (!(err instanceof ActivityFailure)) throw err;
    return failCheckoutStart(checkoutId);
  }
}

/**
 * The escrow workflow caches its escrow's state for its validators; the booking changed the
 * row under it. A finished escrow workflow has nothing to refresh.
 */
async function tellEscrowFunded(escrowId: string, signal: FundedSignal): Promise<void> {
  try {
    await getExternalWorkflowHandle(escrowWorkflowId(escrowId)).signal(fundedSignal, signal);
  } catch {
    // Not running (ended or never started): the database row stays the truth.
  }
}
