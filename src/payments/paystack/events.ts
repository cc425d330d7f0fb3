// Paystack's inbound events, read into what the service acts on. Only the fields we use are
// read; everything else in `data` is Paystack's and ignored.

const text = (v: unknown) => (typeof v === 'string' && v.length > 0 ? v : undefined);

/** A charge.success: a checkout paid (reference = our session's reference), or a deposit to a dedicated account. */
export type ChargeEvent = {
  reference: string;
  channel: string;
  amount: number | undefined;
  currency: string | undefined;
  /** Paystack's fee in kobo (`fees`), when reported. */
  fees: number | undefined;
  /** A deposit's receiving dedicated account (`metadata.receiver_account_number`, else the authorization's). */
  receiverAccountNumber: string | undefined;
};

/** Paystack's channel of a deposit to a dedicated virtual account (a wallet's inbound account). */
export const DEDICATED_ACCOUNT_CHANNEL = 'dedicated_nuban';

export function readChargeEvent(data: Record<string, unknown> | undefined): ChargeEvent | null {
  const reference = text(data?.reference);
  if (!reference) return null;
  return {
    reference,
    channel: text(data?.channel) ?? 'card',
    amount: typeof data?.amount === 'number' ? data.amount : undefined,
    currency: text(data?.currency),
    fees: Number.isSafeInteger(data?.fees) && (data!.fees as number) >= 0 ? (data!.fees as number) : undefined,
    receiverAccountNumber: receiverAccountOf(data),
  };
}

function receiverAccountOf(data: Record<string, unknown> | undefined): string | undefined {
  const metadata = data?.metadata as Record<string, unknown> | undefined;
  const authorization = data?.authorization as Record<string, unknown> | undefined;
  return text(metadata?.receiver_account_number) ?? text(authorization?.receiver_bank_account_number);
}

/**
 * A refund event's reference of the refund itself: the sandbox's `reference`, Paystack's
 * `refund_reference` when set, else its numeric refund `id` (what POST /refund answered).
 * Our own reference of it is in `merchant_note` when Paystack includes it.
 */
export function refundReferenceOf(data: Record<string, unknown> | undefined): string | undefined {
  if (!data) return undefined;
  return text(data.reference) ?? text(data.refund_reference) ?? (typeof data.id === 'number' ? String(data.id) : undefined);
}

/** customeridentification.success / .failed: the outcome of a customer's validation (a live wallet's). */
export type CustomerIdentificationEvent = { customerCode: string; reason: string | undefined };

export const CUSTOMER_IDENTIFICATION_OUTCOMES = new Map<unknown, 'success' | 'failed'>([
  ['customeridentification.success', 'success'],
  ['customeridentification.failed', 'failed'],
]);

export function readCustomerIdentificationEvent(data: Record<string, unknown> | undefined): CustomerIdentificationEvent | null {
  const customerCode = text(data?.customer_code);
  if (!customerCode) return null;
  return { customerCode, reason: text(data?.reason) };
}

/** A failed transfer's reason when Paystack gives none. */
export const TRANSFER_FAILED_WITHOUT_REASON = 'The bank transfer failed; the provider gave no reason';
export const TRANSFER_REVERSED_WITHOUT_REASON = 'The bank reversed the transfer; the provider gave no reason';

/**
 * Why a transfer did not arrive (a transfer.failed / transfer.reversed event's data, or the
 * transfer read back): Paystack's `gateway_response`. Never its `reason`: that is the
 * narration we sent, echoed back. Without one, a clear generic text.
 */
export function transferFailureReason(data: { status?: unknown; gateway_response?: unknown } | undefined, reversed = data?.status === 'reversed'): string {
  return text(data?.gateway_response) ?? (reversed ? TRANSFER_REVERSED_WITHOUT_REASON : TRANSFER_FAILED_WITHOUT_REASON);
}
