import { ApplicationFailure } from '@temporalio/activity';
import type { Sql } from '../src/db';
import { bookCheckoutPayment, BookPaymentInput, markCheckoutFailed, UnknownCheckoutError } from '../src/checkout/booking';
import {
  CheckoutStart,
  findSessionById,
  markCheckoutStartFailed,
  recordCheckoutStarted,
  settledStart,
} from '../src/checkout/sessions';
import { SANDBOX_PROVIDER_SECRET } from '../src/config';
import { quoteFees } from '../src/fees';
import { ProviderRefusedError } from '../src/payments/provider';
import { createSandboxPaymentProvider } from '../src/payments/sandbox';

async function knownCheckout<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof UnknownCheckoutError) throw ApplicationFailure.nonRetryable(err.message, 'UnknownCheckoutError');
    throw err;
  }
}

export type StartCheckoutInput = { checkoutId: string; publicBaseUrl: string };

/** Checkout writes: each is one database transaction (src/checkout/booking.ts, sessions.ts). */
export function checkoutActivities(deps: { sql: Sql; providerSecretKey?: string }) {
  // Starting a checkout sends no provider event, so the sandbox's event sink is never used here.
  const sandbox = createSandboxPaymentProvider({
    secret: deps.providerSecretKey ?? SANDBOX_PROVIDER_SECRET,
    deliver: () => Promise.reject(new Error('checkout start sends no provider event')),
  });

  /**
   * The provider's checkout for a new session (idempotent by session id): started →
   * payment.pending recorded; refused → the session fails. A transient error is thrown
   * (retried; the workflow fails the start when retries run out).
   */
  async function startCheckout(input: StartCheckoutInput): Promise<CheckoutStart> {
    const row = await findSessionById(deps.sql, input.checkoutId);
    if (!row) throw new UnknownCheckoutError(`checkout ${input.checkoutId} not found`);
    const settled = settledStart(row);
    if (settled) return settled;
    // Live keys have no provider adapter yet (decisions.md "Live plane"): the session starts
    // without a provider call, as before this step existed.
    if (row.plane === 'test') {
      try {
        await sandbox.initializeCheckout({
          checkoutId: row.id,
          amount: quoteFees('collection', row.amount, { merchantFee: row.merchant_fee }).chargedAmount.toString(),
          currency: row.currency,
          channels: row.payment_methods,
          callbackUrl: row.callback_url,
        });
      } catch (err) {
        if (err instanceof ProviderRefusedError) return markCheckoutStartFailed(deps.sql, row.id);
        throw err;
      }
    }
    return recordCheckoutStarted(deps.sql, row.id, input.publicBaseUrl);
  }

  return {
    startCheckout: (input: StartCheckoutInput) => knownCheckout(() => startCheckout(input)),
    failCheckoutStart: (checkoutId: string) =>
      knownCheckout(async () => {
        if (!(await findSessionById(deps.sql, checkoutId))) throw new UnknownCheckoutError(`checkout ${checkoutId} not found`);
        return markCheckoutStartFailed(deps.sql, checkoutId);
      }),
    bookCheckoutPayment: (input: BookPaymentInput) => knownCheckout(() => bookCheckoutPayment(deps.sql, input)),
    markCheckoutFailed: (checkoutId: string) => knownCheckout(() => markCheckoutFailed(deps.sql, checkoutId)),
  };
}
