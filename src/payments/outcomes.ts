// What the payment provider reports, as the workflows waiting for it receive it: the payloads
// of their signals. Defined here, with the provider events that produce them
// (src/payments/events.ts); each workflow's messages file (workflows/*-messages.ts) declares
// its signal with them.

/** A payment the provider (or the sandbox's Pay) reports for a checkout session. */
export type PaymentReport = {
  channel: string;
  /** Name of the payment provider ('sandbox' for test keys). */
  provider: string;
  providerReference?: string;
};

/** The outcome of a guest refund at the provider (refund.processed / refund.failed). */
export type ProviderRefundSignal = { refundId: string; providerReference?: string; reason?: string };

/** The provider's transfer outcome (POST /provider/events, or the sandbox through the same handler). */
export type TransferOutcomeSignal =
  { status: 'success'; transferCode?: string } | { status: 'failed'; transferCode?: string; reason: string };

/** The bank sent a transfer back (transfer.reversed), before or after it was reported successful. */
export type TransferReversedSignal = { reason: string };

/** Paystack's validation outcome (customeridentification.success / .failed at POST /provider/events). */
export type ValidationOutcomeSignal = { status: 'success' } | { status: 'failed'; reason: string };
