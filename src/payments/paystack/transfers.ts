import { PaystackClient } from './client';

// Transfers (Paystack "Transfer Recipient" and "Transfer" APIs): a nuban recipient per
// payout, then the transfer under our withdrawal's reference.

export type PaystackTransfer = {
  id: number;
  reference: string;
  transfer_code: string;
  amount: number;
  currency: string;
  status: 'pending' | 'success' | 'failed' | 'reversed' | 'otp' | 'abandoned' | 'blocked' | 'rejected' | 'received';
  /** The narration we sent (Paystack echoes it back), not why a transfer failed. */
  reason: string | null;
  /** Paystack's word on the outcome: why a failed or reversed transfer did not arrive. */
  gateway_response?: string | null;
  failures?: unknown;
};

export async function createNubanRecipient(
  client: PaystackClient,
  account: { name: string; accountNumber: string; bankCode: string; currency: string },
): Promise<{ recipient_code: string }> {
  const { data } = await client.post('/transferrecipient', {
    type: 'nuban',
    name: account.name,
    account_number: account.accountNumber,
    bank_code: account.bankCode,
    currency: account.currency,
  });
  return data as { recipient_code: string };
}

export async function initiateTransfer(
  client: PaystackClient,
  transfer: { reference: string; amount: bigint; currency: string; recipientCode: string; reason: string },
): Promise<PaystackTransfer> {
  const { data } = await client.post('/transfer', {
    source: 'balance',
    amount: transfer.amount.toString(),
    currency: transfer.currency,
    recipient: transfer.recipientCode,
    reference: transfer.reference,
    reason: transfer.reason,
  });
  return data as PaystackTransfer;
}

/** The transfer by our reference; null when Paystack never got it. */
export function verifyTransfer(client: PaystackClient, reference: string): Promise<PaystackTransfer | null> {
  return client.getOrNull<PaystackTransfer>(`/transfer/verify/${encodeURIComponent(reference)}`);
}
