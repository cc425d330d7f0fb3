import { defineSignal, defineUpdate } from '@temporalio/workflow';
import type { BookPaymentResult } from '../src/checkout/booking';
import type { PaymentView } from '../src/checkout/payments';
import type { CheckoutStart } from '../src/checkout/session-start';
import { outboxStream } from '../src/events/streams';
import type { Plane } from '../src/keys';
import type { PaymentReport } from '../src/payments/outcomes';

// Messages of the checkout workflow (checkout-{checkoutId}), shared by the API and the workflow.

export type CheckoutWorkflowInput = {
  merchantId: string;
  plane: Plane;
  checkoutId: string;
  /** The hold this session funds: its workflow books the session's payment. */
  escrowId?: string;
  /** Origin of checkoutUrl in payment.pending (PUBLIC_BASE_URL). */
  publicBaseUrl: string;
  /** A continued run: the provider's checkout was started (and payment.pending sent) already. */
  started?: boolean;
};

export type { PaymentReport };

export type CompleteCheckoutRequest = PaymentReport & { outcome: 'success' | 'failure' };
export type CompleteCheckoutResult = { outcome: 'success'; payment: PaymentView } | { outcome: 'failure' };

/**
 * Answers once the provider's checkout is started (or could not be): the API creates a
 * session through update-with-start and answers 502 PROVIDER_ERROR on `failed`.
 */
export const startCheckoutUpdate = defineUpdate<CheckoutStart, []>('startCheckout');

/**
 * The sandbox Pay / Decline on a session: answers only after the payment is booked (or the
 * session marked failed); a Pay sent again answers the payment booked first.
 */
export const completeCheckoutUpdate = defineUpdate<CompleteCheckoutResult, [CompleteCheckoutRequest]>('completeCheckout');

/** A provider's payment-succeeded event (charge.success). Live sessions take it as a request to verify with the provider, then book. */
export const providerPaymentSucceededSignal = defineSignal<[PaymentReport]>('providerPaymentSucceeded');

/** The escrow's workflow booked this session's payment (escrow-messages.ts checkoutPaidSignal). */
export const paymentBookedSignal = defineSignal<[BookPaymentResult]>('paymentBooked');

/** The workflow's id is its session's outbox stream. */
export const checkoutWorkflowId = (checkoutId: string) => outboxStream('checkout', checkoutId);
