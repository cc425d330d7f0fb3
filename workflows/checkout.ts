import {
  ActivityFailure,
  allHandlersFinished,
  condition,
  continueAsNew,
  getExternalWorkflowHandle,
  proxyActivities,
  proxyLocalActivities,
  setHandler,
} from '@temporalio/workflow';
import type { Activities } from '../activities';
import type { BookPaymentResult } from '../src/checkout/booking';
import type { CheckoutStart } from '../src/checkout/session-start';
import { refuse } from '../src/errors';
import { DATABASE_WRITE, MERCHANT_WAITING, PROVIDER_CALL } from './activity-policies';
import {
  CheckoutWorkflowInput,
  completeCheckoutUpdate,
  CompleteCheckoutRequest,
  CompleteCheckoutResult,
  PaymentReport,
  paymentBookedSignal,
  providerPaymentSucceededSignal,
  startCheckoutUpdate,
} from './checkout-messages';
import { CheckoutPaidSignal, checkoutPaidSignal, escrowWorkflowId } from './escrow-messages';
import { refusalFailure } from './refusals';
import { WorkflowEntity } from './entity';

const { bookCheckoutPayment, markCheckoutFailed, failCheckoutStart } = proxyLocalActivities<Activities>(DATABASE_WRITE);
// The refund of a payment booked as refund_due, and a live session's payment at the provider
// (GET /transaction/verify, a read: the booking after it is idempotent).
const provider = proxyActivities<Activities>(PROVIDER_CALL);
// The merchant's create waits for the provider's checkout: a provider that keeps failing
// fails the session after a few tries (failCheckoutStart).
const { startCheckout } = proxyActivities<Activities>(MERCHANT_WAITING);

/**
 * When no charge.success comes for a live session, the workflow asks the provider itself:
 * after 1 min, then less and less often. After the last one only an event wakes it (a payer
 * who has not paid in two days has abandoned the page).
 */
export const LIVE_PAYMENT_CHECK_DELAYS_MS = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000, 6 * 60 * 60_000, 42 * 60 * 60_000];

const notStarted = () => refusalFailure(refuse.checkoutNotStarted());

const alreadyPaid = () => refusalFailure(refuse.checkoutAlreadyPaid());

/**
 * One checkout session, as the workflow's entity (entity.ts): what it knows (the provider's
 * start, the booked payment, a live check asked for) and one lock, so a double-clicked Pay
 * books once and the second press sees the first; checkoutWorkflow wires its messages. A session of a hold
 * hands its payment to the escrow's workflow, the hold's only writer, which books it and
 * answers (paymentBookedSignal).
 */
class CheckoutEntity extends WorkflowEntity {
  booked: BookPaymentResult | undefined;
  refundStarted = false;
  /** Live sessions: a provider event only asks for a check; the check books. */
  readonly verifyLive: boolean;
  checkRequested = false;
  /** The provider's checkout: started by this run, or by the run this one continues. */
  readonly starting: Promise<CheckoutStart>;

  constructor(readonly input: CheckoutWorkflowInput) {
    super();
    this.verifyLive = input.plane === 'live';
    this.starting = input.started
      ? Promise.resolve({ status: 'started', pendingEventId: null })
      : startProviderCheckout(input.checkoutId, input.publicBaseUrl);
  }

  /**
   * Books the session's payment once (the caller holds the lock); a repeat answers the first
   * booking. A hold's session has the escrow's workflow book it, and waits for its answer; a
   * hold whose workflow has ended can take no payment, so the session books it itself (to
   * the payer's wallet, or owed back).
   */
  async book(report: PaymentReport): Promise<BookPaymentResult> {
    if (this.booked) return this.booked;
    const { checkoutId, escrowId } = this.input;
    if (escrowId && (await handToEscrow(escrowId, { checkoutId, ...report }))) {
      await condition(() => this.booked !== undefined);
    } else {
      this.booked = await this.written(bookCheckoutPayment({ checkoutId, ...report }));
    }
    return this.booked!;
  }

  /** The escrow's workflow booked the payment this session handed it. */
  onPaymentBooked(booked: BookPaymentResult): void {
    if (booked.payment.checkoutId !== this.input.checkoutId) return;
    this.booked ??= booked;
    this.writeTask.mark();
  }

  /** The sandbox Pay or Decline: answers once the payment is booked, or the session marked failed. */
  complete(request: CompleteCheckoutRequest): Promise<CompleteCheckoutResult> {
    return this.exclusive(async () => {
      if ((await this.starting).status === 'failed') throw notStarted();
      const report: PaymentReport = { channel: request.channel, provider: request.provider, providerReference: request.providerReference };
      if (request.outcome === 'success') return { outcome: 'success' as const, payment: (await this.book(report)).payment };
      if (this.booked) throw alreadyPaid();
      const { status } = await markCheckoutFailed(this.input.checkoutId);
      if (status === 'completed') throw alreadyPaid();
      return { outcome: 'failure' as const };
    });
  }

  /** The validator: a Decline of a paid session is refused before it is recorded. */
  validateComplete(request: CompleteCheckoutRequest): void {
    if (request.outcome === 'failure' && this.booked) throw alreadyPaid();
  }

  /** The provider's charge.success: booked at once, or (live, verifying) a check asked for. */
  onPaymentSucceeded(report: PaymentReport): void {
    if (this.verifyLive) {
      this.checkRequested = true;
      return;
    }
    void this.exclusive(() => this.book(report));
  }

  /**
   * Until the payment is booked and its refund_due refund started; ends at once when the
   * provider could not start the checkout. Continues as new when due.
   */
  async run(): Promise<void> {
    const start = await this.starting;
    if (start.status === 'failed') {
      await condition(allHandlersFinished);
      return;
    }
    if (this.verifyLive) await this.awaitLivePayment();

    for (;;) {
      await condition(() => this.booked !== undefined || this.rollingOver);
      if (this.booked) {
        // Money that could not be booked where it was meant to go goes back whole through the
        // provider; its refund.processed settles it without this workflow (src/refunds/refund-due.ts).
        if (this.booked.payment.bookedAs === 'refund_due' && !this.refundStarted) {
          await provider.startRefundDue({ paymentId: this.booked.payment.paymentId });
          this.refundStarted = true;
        }
        await condition(allHandlersFinished);
        // A Pay pressed again during the booking's task would make ending there run it twice.
        await this.writeTask.leaveWriteTask();
        return;
      } else if (this.rollingOver) {
        // Many declines on one session: start a fresh history (started).
        await condition(allHandlersFinished);
        if (!this.booked) await continueAsNew<typeof checkoutWorkflow>({ ...this.input, started: true });
      }
    }
  }

  /**
   * A live session: asks the provider after each charge.success and on the timers of
   * LIVE_PAYMENT_CHECK_DELAYS_MS, and books the first confirmed success.
   */
  async awaitLivePayment(): Promise<void> {
    let timerChecks = 0;
    while (!this.booked) {
      const delay = LIVE_PAYMENT_CHECK_DELAYS_MS[timerChecks];
      const wake = () => this.booked !== undefined || this.checkRequested;
      const woken = delay === undefined ? (await condition(wake), true) : await condition(wake, delay);
      if (this.booked) return;
      if (!woken) timerChecks++; // an event's check does not use up a timer
      this.checkRequested = false;
      const result = await provider.checkLivePayment({ checkoutId: this.input.checkoutId });
      if (result.status === 'success') {
        await this.exclusive(() =>
          this.book({ channel: result.channel, provider: result.provider, providerReference: result.providerReference }),
        );
      }
    }
  }
}

/**
 * checkout-{checkoutId}: first starts the provider's checkout (the API's create awaits it
 * through startCheckoutUpdate); a session the provider could not start is failed and the
 * workflow ends at once. Otherwise it waits, without a deadline, for the session's payment and books it
 * once (funds the hold, or credits a wallet, or starts the provider refund of a payment
 * nothing can take any more). A Decline marks the session failed and keeps
 * waiting: a later successful payment is still booked. A hold's session has the escrow's
 * workflow book its payment. Ends after the booking.
 */
export async function checkoutWorkflow(input: CheckoutWorkflowInput): Promise<void> {
  const checkout = new CheckoutEntity(input);
  setHandler(startCheckoutUpdate, () => checkout.starting);
  setHandler(completeCheckoutUpdate, (request) => checkout.complete(request), {
    validator: (request: CompleteCheckoutRequest) => checkout.validateComplete(request),
  });
  setHandler(providerPaymentSucceededSignal, (report) => checkout.onPaymentSucceeded(report));
  setHandler(paymentBookedSignal, (booked) => checkout.onPaymentBooked(booked));
  await checkout.run();
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

/** Hands the payment to the hold's workflow; false when that workflow has ended (the hold is settled). */
async function handToEscrow(escrowId: string, signal: CheckoutPaidSignal): Promise<boolean> {
  try {
    await getExternalWorkflowHandle(escrowWorkflowId(escrowId)).signal(checkoutPaidSignal, signal);
    return true;
  } catch {
    return false;
  }
}
