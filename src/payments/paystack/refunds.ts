import { refuse } from '../../errors';
import { PaystackClient } from './client';

// Refunds (Paystack "Refund" API). POST /refund takes no reference of ours, so our refund's
// reference travels in merchant_note. A retry after a lost answer first looks for a refund
// carrying it (never two). Paystack documents no filter of GET /refund but its date window
// (`from`, `to`) and paging, so the lookup pages the refunds made since ours was recorded,
// matching the refunded transaction and our note, within a bounded number of pages.

export type PaystackRefund = {
  id: number;
  /** The refunded transaction: its id (list) or the whole transaction (create). */
  transaction: number | { id: number; reference: string };
  /** The refunded transaction's reference (list). */
  transaction_reference?: string;
  amount: number;
  currency: string;
  status: 'pending' | 'processing' | 'processed' | 'failed' | 'needs-attention';
  merchant_note: string | null;
  customer_note: string | null;
};

export type CreateRefund = {
  /** The transaction's reference (the checkout's reference at Paystack). */
  transaction: string;
  /** Kobo. */
  amount: bigint;
  currency: string;
  /** Our reference of the refund; kept in merchant_note. */
  refundReference: string;
  customerNote?: string;
};

export const REFUND_LOOKUP_PAGE_SIZE = 100;
/** At most this many pages of the window are read: a lookup never walks the whole history. */
export const REFUND_LOOKUP_MAX_PAGES = 10;
/** The window opens this long before the refund was recorded (our clock and Paystack's differ). */
const REFUND_LOOKUP_MARGIN_MS = 60 * 60 * 1000;

export type RefundLookup = {
  /** The refunded transaction's reference. */
  transactionReference: string;
  /** Our reference of the refund: the merchant_note that names it. */
  refundReference: string;
  /** When our refund was recorded: Paystack cannot have it from before. */
  since: Date;
};

/**
 * Our refund at Paystack, or null when it has none. Reading more than the bounded pages
 * without an answer is refuse.providerUnavailable (retried): refunding without knowing
 * could refund twice, and the refund's event settles it meanwhile if it was made.
 */
export async function findRefund(client: PaystackClient, lookup: RefundLookup): Promise<PaystackRefund | null> {
  const from = new Date(lookup.since.getTime() - REFUND_LOOKUP_MARGIN_MS).toISOString();
  for (let page = 1; page <= REFUND_LOOKUP_MAX_PAGES; page++) {
    const { data, meta } = await client.call<PaystackRefund[]>('GET', '/refund', {
      query: { from, perPage: REFUND_LOOKUP_PAGE_SIZE, page },
    });
    const refunds = data ?? [];
    const found = refunds.find((r) => refundsTransaction(r, lookup.transactionReference) && r.merchant_note === lookup.refundReference);
    if (found) return found;
    const pageCount = (meta as { pageCount?: unknown } | undefined)?.pageCount;
    const last = typeof pageCount === 'number' ? page >= pageCount : refunds.length < REFUND_LOOKUP_PAGE_SIZE;
    if (last) return null;
  }
  throw refuse.providerUnavailable(
    `GET /refund: more than ${REFUND_LOOKUP_MAX_PAGES * REFUND_LOOKUP_PAGE_SIZE} refunds since ${from}; whether refund ${lookup.refundReference} was made is unknown, so it is not asked again yet`,
  );
}

/** The list names the transaction by reference (transaction_reference) or, in a create's answer, as an object. */
function refundsTransaction(refund: PaystackRefund, transactionReference: string): boolean {
  if (refund.transaction_reference !== undefined) return refund.transaction_reference === transactionReference;
  if (typeof refund.transaction === 'object' && refund.transaction !== null) return refund.transaction.reference === transactionReference;
  return true; // named by id only: our note alone identifies it
}

export async function createRefund(client: PaystackClient, request: CreateRefund): Promise<PaystackRefund> {
  const { data } = await client.post('/refund', {
    transaction: request.transaction,
    amount: request.amount.toString(),
    currency: request.currency,
    merchant_note: request.refundReference,
    ...(request.customerNote ? { customer_note: request.customerNote } : {}),
  });
  return data as PaystackRefund;
}
