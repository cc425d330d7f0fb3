import { createEscrow, escrowBody } from './escrows';
import { createCustomer } from './fixtures';
import { ApiClient, ApiResponse } from './http';
import type { ReceivedWebhook, WebhookReceiver } from './webhook-receiver';

// Checkout sessions and sandbox payments made through the API, for the checkout tests.

export function ok(res: ApiResponse, status = 200) {
  expect({ status: res.status, body: res.body }).toMatchObject({ status, body: { success: true } });
  return res.body.data;
}

/** Creates a session (201 asserted) and returns it. */
export async function createSession(api: ApiClient, body: Record<string, unknown>): Promise<any> {
  return ok(await api.post('/checkout/sessions', body), 201);
}

/** The sandbox Pay (200 asserted); returns the payment. */
export async function paySession(api: ApiClient, checkoutId: string, channel?: string): Promise<any> {
  return ok(await api.post(`/sandbox/checkouts/${checkoutId}/complete`, { outcome: 'success', ...(channel ? { channel } : {}) }));
}

/** A guest's hold, cancelled (with `reason`) before its pending session is paid. */
export async function latePaymentOnCancelledHold(api: ApiClient, amount: number, reason?: string) {
  const payee = await createCustomer(api);
  const escrow = await createEscrow(api, escrowBody({ email: 'late.guest@example.com' }, payee.customerId, { amount }));
  const session = await createSession(api, { escrowId: escrow.escrowId });
  ok(await api.post(`/escrows/${escrow.escrowId}/cancel`, reason ? { reason } : {}));
  const payment = await paySession(api, session.checkoutId);
  return { escrow, session, payment };
}

/** Webhooks whose data is about this checkout session or its payment. */
export function checkoutEvents(receiver: WebhookReceiver, checkoutId: string): ReceivedWebhook[] {
  return receiver.received.filter((r) => r.body.data?.checkoutId === checkoutId);
}

/**
 * Collection fees of the spec on `amount` naira: 1.5% (+100 from 2500), capped at 2000;
 * platform a quarter of that; every component rounded to kobo.
 */
export function collectionFees(amount: number, merchantFee = 0) {
  const kobo = amount * 100;
  const provider = Math.min(Math.round((kobo * 15) / 1000) + (amount >= 2500 ? 10_000 : 0), 200_000);
  const platform = Math.round(provider / 4);
  const total = provider + platform + merchantFee * 100;
  return {
    providerFee: provider / 100,
    platformFee: platform / 100,
    merchantFee,
    totalFees: total / 100,
    chargedAmount: (kobo + total) / 100,
    netAmount: amount,
  };
}
