// What the service needs from a payment provider: checkout starts and guest refunds. The sandbox
// implementation (sandbox.ts) serves test keys; a live adapter of the provider's HTTP API
// (decisions.md "Live plane") plugs in behind the same interface.

export type ProviderRefundRequest = {
  /** Our payment (the checkout payment that funded the hold, or the one owed back). */
  paymentId: string;
  /** The provider's reference of that payment (what the provider refunds). */
  providerReference: string;
  /**
   * Kobo, as a decimal string: a guest refund's net held amount (fees are not refunded), or
   * the whole charged amount of a payment booked as refund_due.
   */
  amount: string;
  /** Our refund id: the provider call is idempotent by it. */
  refundId: string;
  /** Our reference of the refund at the provider (src/payments/references.ts). */
  refundReference: string;
  /** When the refund was recorded: no refund of ours at the provider is older (a retry looks from here). */
  requestedAt: Date;
  /** The merchant's refund reason, if any. */
  reason?: string;
};

/** Starting a checkout (Paystack: "initialize transaction"): what the payer will be charged. */
export type ProviderCheckoutRequest = {
  /** Our session id. */
  checkoutId: string;
  /** Our reference of the session at the provider (src/payments/references.ts): the call is idempotent by it. */
  reference: string;
  /** Kobo, as a decimal string: the charged amount (amount + the payer's fees). */
  amount: string;
  currency: string;
  /** The session's payment methods. */
  channels: string[];
  /** Where the payer returns after paying (the session's callbackUrl), if any. */
  callbackUrl: string | null;
  /** The payer's email, when known. */
  email?: string;
};

export interface PaymentProvider {
  readonly name: string;
  /**
   * Starts a checkout; returns the provider's reference and the page the payer pays on (null:
   * our hosted page). Throws ProviderRefusedError when the provider will not start it.
   */
  initializeCheckout(request: ProviderCheckoutRequest): Promise<{ providerReference: string; authorizationUrl: string | null }>;
  /**
   * Asks the provider to refund; returns the provider's refund reference. The outcome comes
   * later as a signed `refund.processed` / `refund.failed` event (POST /provider/events).
   * Throws ProviderRefusedError when the provider will never accept this refund.
   */
  startRefund(request: ProviderRefundRequest): Promise<{ providerReference: string }>;
}

/** The provider refused the request for good (not a transient failure): the refund fails. */
export class ProviderRefusedError extends Error {
  /** The provider's HTTP status when it answered one (a 4xx), e.g. 404 for an unknown reference. */
  constructor(
    message: string,
    readonly httpStatus?: number,
  ) {
    super(message);
  }
}
