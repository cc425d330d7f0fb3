import {
  allHandlersFinished,
  ApplicationFailure,
  condition,
  continueAsNew,
  getExternalWorkflowHandle,
  ParentClosePolicy,
  proxyLocalActivities,
  setHandler,
  startChild,
  workflowInfo,
} from '@temporalio/workflow';
import { WorkflowExecutionAlreadyStartedError, WorkflowIdReusePolicy } from '@temporalio/common';
import type { Activities } from '../activities';
import type { BookPaymentResult } from '../src/checkout/booking';
import {
  CHECKOUT_ALREADY_PAID,
  CheckoutWorkflowInput,
  completeCheckoutUpdate,
  PaymentReport,
  providerPaymentSucceededSignal,
} from './checkout-messages';
import { escrowWorkflowId, FundedSignal, fundedSignal } from './escrow-messages';
import { webhookDeliveryWorkflow } from './webhook-delivery';

const { bookCheckoutPayment, markCheckoutFailed } = proxyLocalActivities<Activities>({
  // One short transaction each. A payment that succeeded must be booked however long the
  // database takes to come back, so retries never stop (the booking is idempotent).
  startToCloseTimeout: '15 seconds',
  retry: { initialInterval: '200 milliseconds', maximumInterval: '10 seconds', nonRetryableErrorTypes: ['UnknownCheckoutError'] },
});

const alreadyPaid = () =>
  ApplicationFailure.create({ type: CHECKOUT_ALREADY_PAID, message: 'This checkout session is already paid', nonRetryable: true });

/**
 * checkout-{checkoutId}: waits, without a deadline, for the session's payment and books it
 * once (funds the hold, or credits a wallet). A Decline marks the session failed and keeps
 * waiting: a later successful payment is still booked. Ends after the booking, once its
 * webhooks are handed to a delivery child.
 */
export async function checkoutWorkflow(input: CheckoutWorkflowInput): Promise<void> {
  let booked: BookPaymentResult | undefined;
  const deliveries: string[][] = input.pendingEventIds.length > 0 ? [input.pendingEventIds] : [];

  // A promise chain as a mutex: a double-clicked Pay books once, the second sees the first.
  let tail: Promise<unknown> = Promise.resolve();
  function serialized<T>(fn: () => Promise<T>): Promise<T> {
    const run = tail.then(fn);
    tail = run.catch(() => undefined);
    return run;
  }

  async function book(report: PaymentReport): Promise<BookPaymentResult> {
    if (booked) return booked;
    const result = await bookCheckoutPayment({ checkoutId: input.checkoutId, ...report });
    deliveries.push(result.eventIds);
    // Tell the escrow's workflow before answering, so its cached state is fresh for the
    // merchant's next call (e.g. a release right after the payment).
    if (result.funded) await tellEscrowFunded(result.funded.escrowId, { paymentId: result.payment.paymentId, state: result.funded.state });
    booked = result;
    return result;
  }

  setHandler(
    completeCheckoutUpdate,
    (request) =>
      serialized(async () => {
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
    void serialized(() => book(report));
  });

  for (;;) {
    await condition(() => deliveries.length > 0 || booked !== undefined || workflowInfo().continueAsNewSuggested);
    while (deliveries.length > 0) await startDeliveries(deliveries.shift()!, input);
    if (booked) {
      await condition(allHandlersFinished);
      if (deliveries.length === 0) return;
    } else if (workflowInfo().continueAsNewSuggested) {
      // Many declines on one session: start a fresh history (payment.pending went out already).
      await condition(allHandlersFinished);
      if (deliveries.length === 0 && !booked) await continueAsNew<typeof checkoutWorkflow>({ ...input, pendingEventIds: [] });
    }
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

/** One child per booking delivers its events in order; it outlives this workflow. */
async function startDeliveries(eventIds: string[], input: CheckoutWorkflowInput): Promise<void> {
  try {
    await startChild(webhookDeliveryWorkflow, {
      workflowId: `webhooks-${eventIds[0]}`,
      args: [eventIds, input.webhooks],
      parentClosePolicy: ParentClosePolicy.ABANDON,
      // A later run of this workflow (a repeated completion) must not deliver the events again.
      workflowIdReusePolicy: WorkflowIdReusePolicy.REJECT_DUPLICATE,
    });
  } catch (err) {
    if (!(err instanceof WorkflowExecutionAlreadyStartedError)) throw err;
  }
}
