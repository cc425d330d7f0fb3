// What the service needs from a payment provider for guest refunds. The sandbox
// implementation (sandbox.ts) serves test keys; a live adapter of the provider's HTTP API
// (decisions.md "Live plane") plugs in behind the same interface.

export type ProviderRefundRequest = {
  /** Our payment (the checkout payment that funded the hold). */
  paymentId: string;
  /** The provider's reference of that payment (what the provider refunds). */
  providerReference: string;
  /** Kobo, as a decimal string: the net held amount to give back (fees are not refunded). */
  amount: string;
  /** Our refund id: the provider call is idempotent by it. */
  refundId: string;
  /** The merchant's refund reason, if any. */
  reason?: string;
};

export interface PaymentProvider {
  readonly name: string;
  /**
   * Asks the provider to refund; returns the provider's refund reference. The outcome comes
   * later as a signed `refund.processed` / `refund.failed` event (POST /provider/events).
   * Throws ProviderRefusedError when the provider will never accept this refund.
   */
  startRefund(request: ProviderRefundRequest): Promise<{ providerReference: string }>;
}

/** The provider refused the request for good (not a transient failure): the refund fails. */
export class ProviderRefusedError extends Error {}

/** Activity failure type of a refused provider call (workflow-safe constant). */
export const PROVIDER_REFUSED = 'PROVIDER_REFUSED';
