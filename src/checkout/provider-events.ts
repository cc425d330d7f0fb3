import type { ProviderActionContext, ProviderActionOf, ProviderEventResult } from '../payments/events';
import { handled, ignoredBecause } from '../payments/events';
import { findSessionByProviderReference } from './session-store';

/**
 * A live checkout paid: its workflow confirms the payment with the provider before it books,
 * so the event alone never books money.
 */
export async function onPaymentSucceeded(
  ctx: ProviderActionContext,
  action: ProviderActionOf<'payment.succeeded'>,
): Promise<ProviderEventResult> {
  const session = await findSessionByProviderReference(ctx.sql, action.reference);
  if (!session) return ignoredBecause(`no checkout session with reference ${action.reference}`);
  if (session.plane !== 'live') return ignoredBecause(`charge.success for test-plane session ${session.id}`);
  if (ctx.secretIsSandbox) return ignoredBecause('live charge with the sandbox secret');
  if (session.status === 'completed') return ignoredBecause(`checkout ${session.id} already paid`);
  if (!ctx.signal.payment) return ignoredBecause('no checkout signaller here');
  const delivered = await ctx.signal.payment(session.id, {
    channel: action.channel,
    provider: action.provider,
    providerReference: action.reference,
  });
  if (!delivered) return ignoredBecause(`checkout ${session.id} no longer running`);
  ctx.logger?.info({ checkoutId: session.id }, 'provider charge event forwarded');
  return handled();
}
