import { findPaymentOfCheckout, PaymentView, toPaymentView } from '../src/checkout/payments';
import { createSession, CreateSessionInput } from '../src/checkout/session-create';
import type { CheckoutStart } from '../src/checkout/session-start';
import {
  checkoutReferenceOf,
  CheckoutRow,
  CheckoutView,
  findSessionById,
  startFailed,
  toCheckoutView,
} from '../src/checkout/session-store';
import { liveProviderSettings } from '../src/config';
import { refuse } from '../src/errors';
import { getMerchant, Merchant, PaymentMethod } from '../src/merchants/merchants';
import { nairaToKobo } from '../src/money';
import { collectionProviderFee, quoteFees } from '../src/fees';
import { recordSandboxTransaction } from '../src/payments/sandbox-records';
import type { Owner } from '../src/owner';
import { CheckoutIdKey, EscrowIdKey } from '../workflows/search-attributes';
import { CheckoutWorkflowInput, completeCheckoutUpdate, checkoutWorkflowId, startCheckoutUpdate } from '../workflows/checkout-messages';
import { startOperation, StartOptions } from '../temporal/workflow-starts';
import { rethrowRefusal } from '../src/failures';
import type { AppDeps } from './deps';
import { checkCallbackUrl } from './validation';
import { merchantRun } from '../temporal/merchant-runs';

// The API side of checkout: sessions are created in one transaction, then their workflow
// (checkout-{checkoutId}) starts the provider's checkout (an activity: provider calls never
// happen in the API) and the create answers once it has; payments are completed through
// that workflow.

export type SessionRequest = {
  target: { escrowId: string } | { customerId: string };
  amountNaira?: number;
  currency?: string;
  paymentMethods?: PaymentMethod[];
  callbackUrl?: string;
};

/**
 * POST /checkout/sessions. `created` is false for the reused pending session of an unfunded
 * hold (200); a new session (201) gets its workflow, which starts the provider's checkout and
 * delivers payment.pending. A checkout the provider could not start is 502 PROVIDER_ERROR
 * (the session stays `failed`; creating again makes a new one).
 */
export async function createCheckoutSession(
  deps: AppDeps,
  owner: Owner,
  merchant: Merchant,
  idempotencyKey: string,
  request: SessionRequest,
): Promise<{ session: CheckoutView; created: boolean }> {
  checkCallbackUrl(request.callbackUrl);
  requireLiveProvider(deps, owner.plane);
  const input: CreateSessionInput = {
    idempotencyKey,
    target: request.target,
    amount: request.amountNaira === undefined ? undefined : nairaToKobo(request.amountNaira),
    currency: request.currency,
    paymentMethods: request.paymentMethods ? [...new Set(request.paymentMethods)] : undefined,
    callbackUrl: request.callbackUrl,
    merchant: { paymentMethods: merchant.paymentMethods, callbackUrl: merchant.callbackUrl },
    publicBaseUrl: deps.config.publicBaseUrl,
  };
  const { row, created } = await createSession(deps.sql, owner, input);
  // A retried create whose session was paid or declined since is answered as it is now.
  if (row.status !== 'pending') return { session: toCheckoutView(row, deps.config.publicBaseUrl), created };
  // Also for a reused session: its first create may still be waiting for the provider.
  const start = await startSessionCheckout(deps, row);
  if (start.status === 'failed') {
    throw refuse.providerError('Checkout start failed: the payment provider could not start this checkout; create the session again');
  }
  return { session: toCheckoutView((await findSessionById(deps.sql, row.id))!, deps.config.publicBaseUrl), created };
}

/** A live session needs the live provider to take the money: 502 saying so, before anything is written. */
export function requireLiveProvider(deps: AppDeps, plane: Owner['plane']): void {
  if (plane === 'live' && !liveProviderSettings(deps.config)) throw refuse.liveProviderNotConfigured();
}

function workflowInput(deps: AppDeps, row: CheckoutRow): CheckoutWorkflowInput {
  return {
    merchantId: row.merchant_id,
    plane: row.plane,
    checkoutId: row.id,
    ...(row.escrow_id ? { escrowId: row.escrow_id } : {}),
    publicBaseUrl: deps.config.publicBaseUrl,
  };
}

function startOptions(deps: AppDeps, row: CheckoutRow): StartOptions<'checkoutWorkflow'> {
  return {
    workflowId: checkoutWorkflowId(row.id),
    taskQueue: deps.config.taskQueue,
    args: [workflowInput(deps, row)],
    ...merchantRun(
      { merchantId: row.merchant_id, plane: row.plane },
      { key: CheckoutIdKey, value: row.id },
      ...(row.escrow_id ? [{ key: EscrowIdKey, value: row.escrow_id }] : []),
    ),
  };
}

/**
 * Starts (or joins) the session's workflow and answers once its first step, the provider's
 * checkout start, is done. Only for a pending session, whose workflow is running or was never
 * started (a crash between the insert and this call).
 */
async function startSessionCheckout(deps: AppDeps, row: CheckoutRow): Promise<CheckoutStart> {
  const start = startOperation('checkoutWorkflow', { ...startOptions(deps, row), workflowIdConflictPolicy: 'USE_EXISTING' });
  return deps.temporal.workflow.executeUpdateWithStart(startCheckoutUpdate, { args: [], startWorkflowOperation: start });
}

export type Completion = { outcome: 'success'; payment: PaymentView } | { outcome: 'failure'; session: CheckoutView };

/** The payment channel of a completion: one the session allows (card by default when allowed). */
function channelFor(row: CheckoutRow, requested: string | undefined): PaymentMethod {
  const allowed = row.payment_methods;
  if (requested === undefined) return allowed.includes('card') ? 'card' : allowed[0];
  if (!allowed.includes(requested as PaymentMethod)) {
    throw refuse.invalidRequest(`Invalid body: channel: this session accepts ${allowed.join(', ')}`, { fields: ['channel'] });
  }
  return requested as PaymentMethod;
}

/**
 * The sandbox Pay / Decline (API endpoint and hosted page). Answers after the payment is
 * booked. Through update-with-start, so a session whose workflow never started still works.
 */
export async function completeCheckout(
  deps: AppDeps,
  row: CheckoutRow,
  request: { outcome: 'success' | 'failure'; channel?: string },
): Promise<Completion> {
  const channel = channelFor(row, request.channel);
  if (startFailed(row)) throw refuse.checkoutNotStarted();
  if (row.status === 'completed') {
    // Paid already (its workflow may have ended): a repeated Pay answers the same payment.
    if (request.outcome === 'failure') throw refuse.checkoutAlreadyPaid();
    return { outcome: 'success', payment: toPaymentView((await findPaymentOfCheckout(deps.sql, row.id))!) };
  }
  // The sandbox "provider" takes (or declines) the payment first and keeps its record of it,
  // as Paystack would before telling us: a crash before the booking below looks like a missed event.
  const reference = checkoutReferenceOf(row);
  if (row.plane === 'test') await recordSandboxCheckoutOutcome(deps, row, reference, request.outcome, channel);
  const start = startOperation('checkoutWorkflow', { ...startOptions(deps, row), workflowIdConflictPolicy: 'USE_EXISTING' });
  let result;
  try {
    result = await deps.temporal.workflow.executeUpdateWithStart(completeCheckoutUpdate, {
      // The payment is known by the session's reference at the provider, as a live one is.
      args: [{ outcome: request.outcome, channel, provider: 'sandbox', providerReference: reference }],
      startWorkflowOperation: start,
    });
  } catch (err) {
    rethrowRefusal(err); // paid already, or never started
  }
  if (result.outcome === 'success') return result;
  const failed = (await findSessionById(deps.sql, row.id))!;
  return { outcome: 'failure', session: toCheckoutView(failed, deps.config.publicBaseUrl) };
}

/**
 * The sandbox's record of the charge (src/payments/sandbox-records.ts): paid with its fee, or
 * declined. Its fee is priced as Paystack prices a charge: on the amount charged.
 */
function recordSandboxCheckoutOutcome(
  deps: AppDeps,
  row: CheckoutRow,
  reference: string,
  outcome: 'success' | 'failure',
  channel: string,
): Promise<void> {
  const fees = quoteFees('collection', row.amount, { merchantFee: row.merchant_fee });
  return recordSandboxTransaction(deps.sql, {
    reference,
    status: outcome === 'success' ? 'success' : 'failed',
    amount: fees.chargedAmount,
    currency: row.currency,
    fee: outcome === 'success' ? collectionProviderFee(fees.chargedAmount) : null,
    channel,
  });
}

/**
 * POST /escrows with `checkout: true`: the new hold's session (the escrow's callbackUrl, the
 * merchant's channels). Its id derives from the escrow's Idempotency-Key, so a retried
 * create answers the same session.
 */
export async function checkoutForNewEscrow(
  deps: AppDeps,
  owner: Owner,
  idempotencyKey: string,
  escrowId: string,
): Promise<{ checkoutId: string; checkoutUrl: string }> {
  const merchant = (await getMerchant(deps.sql, owner.merchantId))!;
  const { session } = await createCheckoutSession(deps, owner, merchant, `escrow-checkout\u0000${idempotencyKey}`, {
    target: { escrowId },
  });
  return { checkoutId: session.checkoutId, checkoutUrl: session.checkoutUrl };
}
