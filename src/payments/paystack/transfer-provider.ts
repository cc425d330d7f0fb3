import type { TransferProvider, TransferRequest, TransferStatus } from '../transfers';
import { ProviderRefusedError } from '../provider';
import { PaystackClient } from './client';
import { transferFailureReason } from './events';
import { createNubanRecipient, initiateTransfer, PaystackTransfer, verifyTransfer } from './transfers';

// The live plane's TransferProvider over Paystack. Our withdrawal's reference is the
// transfer's: a send first asks Paystack whether that reference exists (a retry after a lost
// answer finds its transfer), so a payout is never sent twice.

export function createPaystackTransferProvider(client: PaystackClient): TransferProvider {
  return {
    name: 'paystack',
    async initiateTransfer(request: TransferRequest) {
      const existing = await verifyTransfer(client, request.reference);
      if (existing) return { transferCode: sent(existing) };
      const { recipient_code } = await createNubanRecipient(client, {
        name: request.accountName,
        accountNumber: request.accountNumber,
        bankCode: request.bankCode,
        currency: request.currency,
      });
      let transfer;
      try {
        transfer = await initiateTransfer(client, {
          reference: request.reference,
          amount: BigInt(request.amount),
          currency: request.currency,
          recipientCode: recipient_code,
          reason: `Withdrawal ${request.reference}`,
        });
      } catch (err) {
        // A send whose first answer was lost may be refused as a duplicate reference: the
        // transfer exists, and is ours. Only a reference Paystack does not know is a refusal.
        if (!(err instanceof ProviderRefusedError)) throw err;
        const made = await verifyTransfer(client, request.reference);
        if (!made) throw err;
        transfer = made;
      }
      return { transferCode: sent(transfer) };
    },
    async fetchTransfer(reference: string): Promise<TransferStatus | null> {
      const transfer = await verifyTransfer(client, reference);
      if (!transfer) return null;
      return statusOf(transfer);
    },
  };
}

/** A transfer waiting for an OTP never leaves without someone typing it: refused (the integration must disable transfer OTPs). */
function sent(transfer: PaystackTransfer): string {
  if (transfer.status === 'otp') {
    throw new ProviderRefusedError('Paystack holds the transfer for an OTP: disable OTP for transfers on the Paystack integration');
  }
  return transfer.transfer_code;
}

function statusOf(transfer: PaystackTransfer): TransferStatus {
  if (transfer.status === 'success') return { status: 'success', transferCode: transfer.transfer_code };
  if (['failed', 'reversed', 'abandoned', 'blocked', 'rejected'].includes(transfer.status)) {
    return { status: 'failed', transferCode: transfer.transfer_code, reason: transferFailureReason(transfer) };
  }
  return { status: 'pending', transferCode: transfer.transfer_code };
}
