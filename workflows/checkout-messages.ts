import { defineSignal, defineUpdate } from '@temporalio/workflow';
import type { PaymentView } from '../src/checkout/payments';
import type { Plane } from '../src/keys';
import type { WebhookSettings } from './messages';

// Messages of the checkout workflow (checkout-{checkoutId}), shared by the API and the workflow.

export type CheckoutWorkflowInput = {
  merchantId: string;
  plane: Plane;
  checkoutId: string;
  webhooks: WebhookSettings;
  /** payment.pending of the session, delivered when the workflow starts. */
  pendingEventIds: string[];
};

export type PaymentReport = {
  channel: string;
  /** Name of the payment provider ('sandbox' for test keys). */
  provider: string;
  providerReference?: string;
};

export type CompleteCheckoutRequest = PaymentReport & { outcome: 'success' | 'failure' };
export type CompleteCheckoutResult = { outcome: 'success'; payment: PaymentView } | { outcome: 'failure' };

/** The sandbox Pay / Decline: answers only after the payment is booked (or the session failed). */
export const completeCheckoutUpdate = defineUpdate<CompleteCheckoutResult, [CompleteCheckoutRequest]>('completeCheckout');

/** A provider's payment-succeeded event (live adapter, later): booked like a sandbox Pay. */
export const providerPaymentSucceededSignal = defineSignal<[PaymentReport]>('providerPaymentSucceeded');

/** Refusal type of a Decline after the payment was booked. */
export const CHECKOUT_ALREADY_PAID = 'CHECKOUT_ALREADY_PAID';

export function checkoutWorkflowId(checkoutId: string): string {
  return `checkout-${checkoutId}`;
}
