import { settleRefundDue } from './refund-due';
import type { ProviderActionContext, ProviderActionOf, ProviderEventResult } from '../payments/events';
import { handled, ignoredBecause } from '../payments/events';
import { findRefundOfProviderEvent } from './store';

/**
 * A refund's outcome at the provider, for the escrow's workflow that waits for it. The refund
 * of a payment booked as refund_due has no escrow: it is settled here directly
 * (refund-due.ts), as no workflow state depends on it.
 */
export async function onRefundSettled(
  ctx: ProviderActionContext,
  action: ProviderActionOf<'refund.settled'>,
): Promise<ProviderEventResult> {
  const { outcome, reason } = action;
  const { reference } = action.refund;
  const refund = await findRefundOfProviderEvent(ctx.sql, {
    ours: action.refund.ours,
    reference,
    transactionReference: action.refund.paymentReference,
  });
  if (!refund) return ignoredBecause(`no refund with reference ${reference}`);
  if (refund.plane === 'live' && ctx.secretIsSandbox) return ignoredBecause('live refund with the sandbox secret');
  if (refund.status !== 'pending') return ignoredBecause(`refund ${refund.id} already ${refund.status}`);
  const providerReference = refund.provider_reference ?? reference;
  if (refund.escrow_id === null) {
    const settled = await settleRefundDue(ctx.sql, { refundId: refund.id, outcome, providerReference, reason });
    if (!settled) return ignoredBecause(`refund ${refund.id} already settled`);
    ctx.logger?.info({ refundId: refund.id, paymentId: refund.payment_id, outcome }, 'provider refund of a payment settled');
    return handled();
  }
  const delivered = await ctx.signal.refund(refund.escrow_id, outcome, { refundId: refund.id, providerReference, reason });
  if (!delivered) return ignoredBecause(`escrow ${refund.escrow_id} no longer running`);
  ctx.logger?.info({ refundId: refund.id, escrowId: refund.escrow_id, outcome }, 'provider refund event forwarded');
  return handled();
}
