import { PaystackClient } from './client';

// Refunds (Paystack "Refund" API). POST /refund takes no reference of ours, so our refund id
// travels in merchant_note, and a retry first looks for a refund carrying it (never two).

export type PaystackRefund = {
  id: number;
  /** The refunded transaction: its id (list) or the whole transaction (create). */
  transaction: number | { id: number; reference: string };
  amount: number;
  currency: string;
  status: 'pending' | 'processing' | 'processed' | 'failed' | 'needs-attention';
  merchant_note: string | null;
  customer_note: string | null;
};

export type CreateRefund = {
  /** The transaction's reference (our checkout id). */
  transaction: string;
  /** Kobo. */
  amount: bigint;
  currency: string;
  /** Ours; kept in merchant_note. */
  refundId: string;
  customerNote?: string;
};

/** What merchant_note carries: our refund id, findable on a retry. */
export const refundNote = (refundId: string) => `refund:${refundId}`;

export async function listRefundsOf(client: PaystackClient, transactionReference: string): Promise<PaystackRefund[]> {
  const { data } = await client.get('/refund', { reference: transactionReference, perPage: 100 });
  return (data ?? []) as PaystackRefund[];
}

export async function createRefund(client: PaystackClient, request: CreateRefund): Promise<PaystackRefund> {
  const { data } = await client.post('/refund', {
    transaction: request.transaction,
    amount: request.amount.toString(),
    currency: request.currency,
    merchant_note: refundNote(request.refundId),
    ...(request.customerNote ? { customer_note: request.customerNote } : {}),
  });
  return data as PaystackRefund;
}
