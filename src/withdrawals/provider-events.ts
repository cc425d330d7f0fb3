import type { ProviderActionContext, ProviderActionOf, ProviderEventResult } from '../payments/events';
import { handled, ignoredBecause } from '../payments/events';
import { findWithdrawalByTransferReference } from './store';

/** A transfer's outcome, for the workflow of the withdrawal it pays out (found by our reference). */
export async function onTransferSettled(
  ctx: ProviderActionContext,
  action: ProviderActionOf<'transfer.settled'>,
): Promise<ProviderEventResult> {
  const withdrawal = await findWithdrawalByTransferReference(ctx.sql, action.reference);
  if (!withdrawal) return ignoredBecause(`no withdrawal with reference ${action.reference}`);
  if (withdrawal.plane === 'live' && ctx.secretIsSandbox) return ignoredBecause('live withdrawal with the sandbox secret');
  if (withdrawal.status !== 'processing') return ignoredBecause(`withdrawal ${withdrawal.id} already ${withdrawal.status}`);
  const delivered = await ctx.signal.transfer(withdrawal.id, action.outcome);
  if (!delivered) return ignoredBecause(`withdrawal ${withdrawal.id} no longer running`);
  ctx.logger?.info({ withdrawalId: withdrawal.id, outcome: action.outcome.status }, 'provider transfer event forwarded');
  return handled();
}

/**
 * The bank sent a withdrawal's transfer back (transfer.reversed, or the daily reconciliation's
 * heal of one): handed to the withdrawal's own workflow, which fails a payout still processing
 * and books the return of a completed one, once however often it is told. A withdrawal already
 * failed has its money back: nothing more to do.
 */
export async function onTransferReversed(
  ctx: ProviderActionContext,
  action: ProviderActionOf<'transfer.reversed'>,
): Promise<ProviderEventResult> {
  const withdrawal = await findWithdrawalByTransferReference(ctx.sql, action.reference);
  if (!withdrawal) return ignoredBecause(`no withdrawal with reference ${action.reference}`);
  if (withdrawal.plane === 'live' && ctx.secretIsSandbox) return ignoredBecause('live withdrawal with the sandbox secret');
  if (withdrawal.status === 'failed') return ignoredBecause(`withdrawal ${withdrawal.id} already failed`);
  // Thrown, not ignored: the provider (or the reconciliation) tries again from a process that can book it.
  if (!ctx.signal.reversal) throw new Error(`withdrawal ${withdrawal.id}: this process cannot book a transfer reversal`);
  await ctx.signal.reversal(
    {
      withdrawalId: withdrawal.id,
      merchantId: withdrawal.merchant_id,
      plane: withdrawal.plane,
      reference: withdrawal.reference,
      status: withdrawal.status,
    },
    { reason: action.reason },
  );
  ctx.logger?.info({ withdrawalId: withdrawal.id, status: withdrawal.status }, 'provider transfer reversal forwarded');
  return handled();
}
