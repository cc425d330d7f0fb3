import type { PaymentProvider, ProviderCheckoutRequest, ProviderRefundRequest } from '../provider';
import { ProviderRefusedError } from '../provider';
import { PaystackClient } from './client';
import { createRefund, findRefund } from './refunds';
import { initializeTransaction, PaystackTransaction, verifyTransaction } from './transactions';

// The live plane's PaymentProvider over Paystack: checkouts are transactions under our
// session's reference; refunds carry our refund's reference in merchant_note (both derived
// from our ids by src/payments/references.ts, the callers' choice).

/** A checkout's state at Paystack, as the checkout workflow needs it. */
type CheckoutVerification =
  | { status: 'success'; providerReference: string; channel: string; amount: bigint; currency: string; fee: bigint | null }
  | { status: 'pending' }
  | { status: 'failed'; reason: string };

export type PaystackPaymentProvider = PaymentProvider & {
  /** GET /transaction/verify/:reference (the session's reference), read as an outcome; `pending` when Paystack has no outcome (or no transaction). */
  verifyCheckout(reference: string): Promise<CheckoutVerification>;
};

export const PAYSTACK_PROVIDER_NAME = 'paystack';

export function createPaystackPaymentProvider(client: PaystackClient): PaystackPaymentProvider {
  return {
    name: PAYSTACK_PROVIDER_NAME,
    async initializeCheckout(request: ProviderCheckoutRequest) {
      if (!request.email)
        throw new ProviderRefusedError("Paystack needs the payer's e-mail to start a checkout, and this session has none");
      const started = await initializeTransaction(client, {
        email: request.email,
        amount: BigInt(request.amount),
        currency: request.currency,
        reference: request.reference,
        callbackUrl: request.callbackUrl,
        channels: request.channels,
        metadata: { checkoutId: request.checkoutId },
      });
      return { providerReference: started.reference, authorizationUrl: started.authorization_url };
    },
    async startRefund(request: ProviderRefundRequest) {
      // A retry after a lost answer finds the refund it made (our reference in merchant_note).
      const earlier = await findRefund(client, {
        transactionReference: request.providerReference,
        refundReference: request.refundReference,
        since: request.requestedAt,
      });
      if (!earlier) {
        await createRefund(client, {
          transaction: request.providerReference,
          amount: BigInt(request.amount),
          currency: 'NGN',
          refundReference: request.refundReference,
          customerNote: request.reason,
        });
      }
      return { providerReference: request.refundReference };
    },
    async verifyCheckout(reference: string) {
      return verificationOf(await verifyTransaction(client, reference));
    },
  };
}

function verificationOf(tx: PaystackTransaction | null): CheckoutVerification {
  if (!tx) return { status: 'pending' };
  if (tx.status === 'success') {
    return {
      status: 'success',
      providerReference: tx.reference,
      channel: tx.channel,
      amount: BigInt(tx.amount),
      currency: tx.currency,
      fee: tx.fees === null || tx.fees === undefined ? null : BigInt(tx.fees),
    };
  }
  if (tx.status === 'failed' || tx.status === 'reversed')
    return { status: 'failed', reason: tx.gateway_response ?? `transaction ${tx.status}` };
  // abandoned (the payer has not paid yet: the page is still open to them), ongoing, pending...
  return { status: 'pending' };
}
