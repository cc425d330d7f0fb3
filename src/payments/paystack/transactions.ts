import { PaystackClient } from './client';

// Transactions (Paystack "Transaction" API): starting a checkout and confirming its outcome.

export type InitializeTransaction = {
  email: string;
  /** Kobo. */
  amount: bigint;
  currency: string;
  /** Ours: the checkout session's reference (src/payments/references.ts). */
  reference: string;
  callbackUrl: string | null;
  channels: string[];
  metadata?: Record<string, unknown>;
};

export type InitializedTransaction = { authorization_url: string; access_code: string; reference: string };

/** The fields of a transaction we read (GET /transaction/verify/:reference, charge.success's data). */
export type PaystackTransaction = {
  id: number;
  status: 'success' | 'failed' | 'abandoned' | 'ongoing' | 'pending' | 'processing' | 'queued' | 'reversed';
  reference: string;
  /** Kobo. */
  amount: number;
  currency: string;
  channel: string;
  /** Paystack's fee, kobo (may be null before success). */
  fees: number | null;
  gateway_response: string | null;
  paid_at: string | null;
};

export async function initializeTransaction(client: PaystackClient, request: InitializeTransaction): Promise<InitializedTransaction> {
  const { data } = await client.post('/transaction/initialize', {
    email: request.email,
    amount: request.amount.toString(),
    currency: request.currency,
    reference: request.reference,
    ...(request.callbackUrl ? { callback_url: request.callbackUrl } : {}),
    channels: request.channels,
    ...(request.metadata ? { metadata: request.metadata } : {}),
  });
  return data as InitializedTransaction;
}

/** The transaction by our reference; null when Paystack never got it. */
export function verifyTransaction(client: PaystackClient, reference: string): Promise<PaystackTransaction | null> {
  return client.getOrNull<PaystackTransaction>(`/transaction/verify/${encodeURIComponent(reference)}`);
}
