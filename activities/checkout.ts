import { Context } from '@temporalio/activity';
import type { Sql } from '../src/db';
import { bookCheckoutPayment, BookPaymentInput, markCheckoutFailed } from '../src/checkout/booking';
import {
  CheckoutStart,
  markCheckoutStartFailed,
  payerEmailOf,
  recordCheckoutStarted,
  recordProviderCheckoutUrl,
  settledStart,
} from '../src/checkout/session-start';
import { checkoutReferenceOf, CheckoutRow, findSessionById } from '../src/checkout/session-store';
import { LiveProviderSettings, SANDBOX_PROVIDER_SECRET } from '../src/config';
import { refuse } from '../src/errors';
import { quoteFees } from '../src/fees';
import { paystackProviders } from '../src/payments/paystack';
import { PAYSTACK_PROVIDER_NAME } from '../src/payments/paystack/payment-provider';
import { ProviderCheckoutRequest, ProviderRefusedError } from '../src/payments/provider';
import { createSandboxPaymentProvider } from '../src/payments/sandbox';
import { UnknownCheckoutError } from '../src/unknown-entities';
import { refusalsAsFailures } from './refusals';

export type StartCheckoutInput = { checkoutId: string; publicBaseUrl: string };

/** A live session's payment at the provider (the workflow books `success` once). */
export type CheckoutPaymentCheck =
  | { status: 'success'; channel: string; provider: string; providerReference: string }
  | { status: 'pending' }
  | { status: 'failed'; reason: string };

/** Checkout writes: each is one database transaction (src/checkout/booking.ts, session-start.ts). */
export function checkoutActivities(deps: { sql: Sql; providerSecretKey?: string; live?: LiveProviderSettings | null }) {
  // The live plane's checkouts: Paystack transactions under the session's reference.
  const live = deps.live ? paystackProviders(deps.live).payments : null;

  // Starting a checkout sends no provider event, so the sandbox's event sink is never used here.
  const sandbox = createSandboxPaymentProvider({
    secret: deps.providerSecretKey ?? SANDBOX_PROVIDER_SECRET,
    deliver: () => Promise.reject(new Error('checkout start sends no provider event')),
    books: deps.sql,
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
    const request: ProviderCheckoutRequest = {
      checkoutId: row.id,
      reference: checkoutReferenceOf(row),
      amount: quoteFees('collection', row.amount, { merchantFee: row.merchant_fee }).chargedAmount.toString(),
      currency: row.currency,
      channels: row.payment_methods,
      callbackUrl: row.callback_url,
    };
    try {
      if (row.plane === 'test') {
        await sandbox.initializeCheckout(request);
      } else {
        await startLiveCheckout(row, request);
      }
    } catch (err) {
      if (err instanceof ProviderRefusedError) return markCheckoutStartFailed(deps.sql, row.id);
      throw err;
    }
    return recordCheckoutStarted(deps.sql, row.id, input.publicBaseUrl);
  }

  /** Paystack's transaction for the session; its authorization_url becomes the session's checkoutUrl. */
  async function startLiveCheckout(row: CheckoutRow, request: ProviderCheckoutRequest): Promise<void> {
    // The API refuses live sessions without a provider first; this covers a config change in between.
    if (!live) throw new ProviderRefusedError(refuse.liveProviderNotConfigured().message);
    const { authorizationUrl } = await live.initializeCheckout({ ...request, email: await payerEmailOf(deps.sql, row) });
    if (authorizationUrl) await recordProviderCheckoutUrl(deps.sql, row.id, authorizationUrl);
  }

  /**
   * A live session's payment at the provider (GET /transaction/verify/:reference): the
   * checkout workflow asks after a charge.success event and on its timers. A success whose
   * amount or currency is not the session's is not booked (logged for the operator).
   */
  async function checkLivePayment(checkoutId: string): Promise<CheckoutPaymentCheck> {
    const row = await findSessionById(deps.sql, checkoutId);
    if (!row) throw new UnknownCheckoutError(`checkout ${checkoutId} not found`);
    // A plain error, so it is retried: the money may be there, and the config will come back.
    if (!live) throw new Error(refuse.liveProviderNotConfigured().message);
    const outcome = await live.verifyCheckout(checkoutReferenceOf(row));
    if (outcome.status !== 'success') return outcome;
    const charged = quoteFees('collection', row.amount, { merchantFee: row.merchant_fee }).chargedAmount;
    if (outcome.amount !== charged || outcome.currency !== row.currency) {
      Context.current().log.error('live payment does not match its session: not booked', {
        checkoutId,
        expected: charged.toString(),
        paid: outcome.amount.toString(),
        currency: outcome.currency,
      });
      return { status: 'pending' };
    }
    return { status: 'success', channel: outcome.channel, provider: PAYSTACK_PROVIDER_NAME, providerReference: outcome.providerReference };
  }

  return {
    startCheckout: (input: StartCheckoutInput) => refusalsAsFailures(() => startCheckout(input)),
    failCheckoutStart: (checkoutId: string) =>
      refusalsAsFailures(async () => {
        if (!(await findSessionById(deps.sql, checkoutId))) throw new UnknownCheckoutError(`checkout ${checkoutId} not found`);
        return markCheckoutStartFailed(deps.sql, checkoutId);
      }),
    checkLivePayment: (input: { checkoutId: string }) => refusalsAsFailures(() => checkLivePayment(input.checkoutId)),
    bookCheckoutPayment: (input: BookPaymentInput) => refusalsAsFailures(() => bookCheckoutPayment(deps.sql, input)),
    markCheckoutFailed: (checkoutId: string) => refusalsAsFailures(() => markCheckoutFailed(deps.sql, checkoutId)),
  };
}
