import { refuse } from '../../errors';
import type { ProviderAction, ProviderEventReader, RefundOutcome } from '../events';
import type { TransferOutcomeSignal, ValidationOutcomeSignal } from '../outcomes';
import { providerSignatureValid } from '../signature';
import { PAYSTACK_PROVIDER_NAME } from './payment-provider';

// Paystack's inbound events (and the sandbox's, which are shaped like them), read into the
// provider-neutral actions of src/payments/events.ts. Only the fields we act on are read;
// everything else in `data` is Paystack's and ignored. What an action then does is its
// domain's (src/provider-actions/router.ts).

type EventData = Record<string, unknown>;

const text = (v: unknown) => (typeof v === 'string' && v.length > 0 ? v : undefined);

const unsupported = (reason: string): ProviderAction => ({ kind: 'unsupported', reason });

/** Paystack's channel of a deposit to a dedicated virtual account (a wallet's inbound account). */
const DEDICATED_ACCOUNT_CHANNEL = 'dedicated_nuban';

const REFUND_OUTCOMES = new Map<unknown, RefundOutcome>([
  ['refund.processed', 'processed'],
  ['refund.failed', 'failed'],
]);

const TRANSFER_EVENTS = new Set<unknown>(['transfer.success', 'transfer.failed', 'transfer.reversed']);

const CUSTOMER_IDENTIFICATION_OUTCOMES = new Map<unknown, ValidationOutcomeSignal['status']>([
  ['customeridentification.success', 'success'],
  ['customeridentification.failed', 'failed'],
]);

/**
 * Checks the `x-paystack-signature` (hex HMAC-SHA512 of the raw body with the secret; 401
 * when wrong) and reads the event into an action. A verified event that is malformed or not
 * one we act on is `unsupported`, with why.
 */
export const readPaystackEvent: ProviderEventReader = (rawBody, signature, secret) => {
  if (!providerSignatureValid(rawBody, signature, secret)) throw refuse.unauthorized('Invalid provider event signature');
  let body: { event?: unknown; data?: unknown };
  try {
    body = JSON.parse(rawBody.toString()) as { event?: unknown; data?: unknown };
  } catch {
    return unsupported('body is not JSON');
  }
  if (body === null || typeof body !== 'object') return unsupported('body is not a JSON object');
  if (body.data !== undefined && (body.data === null || typeof body.data !== 'object')) return unsupported('data is not an object');
  const data = (body.data ?? {}) as EventData;
  const { event } = body;
  if (event === 'charge.success') return chargeAction(data);
  if (TRANSFER_EVENTS.has(event)) return transferAction(String(event), data);
  const refundOutcome = REFUND_OUTCOMES.get(event);
  if (refundOutcome) return refundAction(String(event), refundOutcome, data);
  const validation = CUSTOMER_IDENTIFICATION_OUTCOMES.get(event);
  if (validation) return customerIdentificationAction(validation, data);
  return unsupported(`unsupported event ${String(event)}`);
};

/** A charge.success: a checkout paid (reference = our session's reference), or a deposit to a dedicated account. */
function chargeAction(data: EventData): ProviderAction {
  const reference = text(data.reference);
  if (!reference) return unsupported('charge.success without a reference');
  const channel = text(data.channel) ?? 'card';
  if (channel !== DEDICATED_ACCOUNT_CHANNEL) return { kind: 'payment.succeeded', reference, channel, provider: PAYSTACK_PROVIDER_NAME };
  const accountNumber = receiverAccountOf(data);
  if (!accountNumber) return unsupported(`deposit ${reference} without a receiving account`);
  const amount = data.amount;
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0)
    return unsupported(`deposit ${reference} without a positive amount`);
  const currency = text(data.currency);
  if (currency !== undefined && currency !== 'NGN') return unsupported(`deposit ${reference} in ${currency}`);
  // Paystack's fee in kobo (`fees`), when reported; never more than the deposit.
  const fees = data.fees;
  const fee = typeof fees === 'number' && Number.isSafeInteger(fees) && fees >= 0 ? Math.min(fees, amount) : undefined;
  return { kind: 'account.credited', reference, accountNumber, amount, ...(fee === undefined ? {} : { fee }) };
}

/** A deposit's receiving dedicated account (`metadata.receiver_account_number`, else the authorization's). */
function receiverAccountOf(data: EventData): string | undefined {
  const metadata = data.metadata as EventData | undefined;
  const authorization = data.authorization as EventData | undefined;
  return text(metadata?.receiver_account_number) ?? text(authorization?.receiver_bank_account_number);
}

/**
 * A transfer's outcome. A reversed transfer is money back at Paystack, whenever the bank sends
 * it back: its own action, which fails a payout still processing and books the return of one
 * already completed (src/withdrawals/provider-events.ts).
 */
function transferAction(event: string, data: EventData): ProviderAction {
  const reference = text(data.reference);
  if (!reference) return unsupported(`${event} without a reference`);
  if (event === 'transfer.reversed') return { kind: 'transfer.reversed', reference, reason: transferFailureReason(data, true) };
  const transferCode = text(data.transfer_code);
  const outcome: TransferOutcomeSignal =
    event === 'transfer.success'
      ? { status: 'success', transferCode }
      : { status: 'failed', transferCode, reason: transferFailureReason(data, false) };
  return { kind: 'transfer.settled', reference, outcome };
}

/**
 * A refund's outcome. The refund's own reference is the sandbox's `reference`, Paystack's
 * `refund_reference` when set, else its numeric refund `id` (what POST /refund answered); our
 * reference of it is in `merchant_note` when Paystack includes it; `transaction_reference`
 * names the refunded payment (for an event that overtook our record of the reference).
 */
function refundAction(event: string, outcome: RefundOutcome, data: EventData): ProviderAction {
  const refund = {
    ours: text(data.merchant_note),
    reference: text(data.reference) ?? text(data.refund_reference) ?? (typeof data.id === 'number' ? String(data.id) : undefined),
    paymentReference: text(data.transaction_reference),
  };
  if (!refund.ours && !refund.reference && !refund.paymentReference) return unsupported(`${event} without a reference`);
  return { kind: 'refund.settled', outcome, refund, reason: text(data.reason) ?? text(data.gateway_response) };
}

/** customeridentification.success / .failed: the outcome of a customer's validation (a live wallet's). */
function customerIdentificationAction(status: ValidationOutcomeSignal['status'], data: EventData): ProviderAction {
  const customerCode = text(data.customer_code);
  if (!customerCode) return unsupported('customer validation event without a customer_code');
  const outcome: ValidationOutcomeSignal =
    status === 'success' ? { status } : { status, reason: text(data.reason) ?? 'Paystack could not validate the customer' };
  return { kind: 'customer.identified', customerCode, outcome };
}

/** A failed transfer's reason when Paystack gives none. */
export const TRANSFER_FAILED_WITHOUT_REASON = 'The bank transfer failed; the provider gave no reason';
export const TRANSFER_REVERSED_WITHOUT_REASON = 'The bank reversed the transfer; the provider gave no reason';

/**
 * Why a transfer did not arrive (a transfer.failed / transfer.reversed event's data, or the
 * transfer read back): Paystack's `gateway_response`. Never its `reason`: that is the
 * narration we sent, echoed back. Without one, a clear generic text.
 */
export function transferFailureReason(
  data: { status?: unknown; gateway_response?: unknown } | undefined,
  reversed = data?.status === 'reversed',
): string {
  return text(data?.gateway_response) ?? (reversed ? TRANSFER_REVERSED_WITHOUT_REASON : TRANSFER_FAILED_WITHOUT_REASON);
}
