import { createHash } from 'node:crypto';
import type { Db } from '../db';
import { PaymentProvider, ProviderCheckoutRequest, ProviderRefundRequest, ProviderRefusedError } from './provider';
import { recordSandboxRefund, recordSandboxTransaction } from './sandbox-records';
import { signProviderEvent } from './signature';

// The sandbox payment provider (test keys). A refund completes at once, still through the
// provider path: startRefund makes the signed event a real provider would send and hands it
// to the same handler POST /provider/events uses (in-process, no HTTP to ourselves).
// Magic refund reasons (README "Sandbox controls"):
export const SANDBOX_REFUND_FAIL_REASON = 'sandbox_fail'; // → refund.failed
const SANDBOX_REFUND_PENDING_REASON = 'sandbox_pending'; // → no event: stays pending

// Magic callbackUrl host (README "Sandbox controls"): a session returning the payer to this
// host cannot be started (→ failed, 502 PROVIDER_ERROR). A host, not an amount, so that an
// escrow (whose amount is fixed) can hit it too, and no ordinary test or merchant does by chance.
export const SANDBOX_CHECKOUT_START_FAIL_HOST = 'checkout-start-fails.sandbox.example.com';

const SANDBOX_REFUND_FAILURE = 'Sandbox refund declined (reason "sandbox_fail")';

/** Receives a signed provider event, like POST /provider/events. */
export type ProviderEventSink = (rawBody: string, signature: string) => Promise<unknown>;

/**
 * `books`: where the sandbox keeps its own records (sandbox-records.ts): a started checkout
 * (abandoned until paid) and each refund, written before the sandbox says anything.
 */
export function createSandboxPaymentProvider(options: { secret: string; deliver: ProviderEventSink; books: Db }): PaymentProvider {
  return {
    name: 'sandbox',
    async initializeCheckout(request: ProviderCheckoutRequest) {
      if (request.callbackUrl !== null && new URL(request.callbackUrl).hostname === SANDBOX_CHECKOUT_START_FAIL_HOST) {
        throw new ProviderRefusedError(`Sandbox checkout start declined (callbackUrl host ${SANDBOX_CHECKOUT_START_FAIL_HOST})`);
      }
      await recordSandboxTransaction(options.books, {
        reference: request.reference,
        status: 'abandoned',
        amount: BigInt(request.amount),
        currency: request.currency,
      });
      // Deterministic per session: starting twice is the same checkout. The payer pays on our hosted page.
      return {
        providerReference: `sbx_chk_${createHash('sha256').update(request.checkoutId).digest('hex').slice(0, 24)}`,
        authorizationUrl: null,
      };
    },
    async startRefund(request: ProviderRefundRequest) {
      // Deterministic per refund id: asking twice is the same refund.
      const providerReference = `sbx_rfd_${createHash('sha256').update(request.refundId).digest('hex').slice(0, 24)}`;
      const failed = request.reason === SANDBOX_REFUND_FAIL_REASON;
      const pending = request.reason === SANDBOX_REFUND_PENDING_REASON;
      await recordSandboxRefund(options.books, {
        reference: providerReference,
        transactionReference: request.providerReference,
        status: pending ? 'pending' : failed ? 'failed' : 'processed',
        amount: BigInt(request.amount),
        reason: failed ? SANDBOX_REFUND_FAILURE : null,
      });
      if (pending) return { providerReference };
      // Shaped like Paystack's refund events (amounts in kobo).
      const rawBody = JSON.stringify({
        event: failed ? 'refund.failed' : 'refund.processed',
        data: {
          reference: providerReference,
          transaction_reference: request.providerReference,
          amount: Number(request.amount),
          currency: 'NGN',
          status: failed ? 'failed' : 'processed',
          ...(failed ? { reason: SANDBOX_REFUND_FAILURE } : {}),
        },
      });
      await options.deliver(rawBody, signProviderEvent(rawBody, options.secret));
      return { providerReference };
    },
  };
}
