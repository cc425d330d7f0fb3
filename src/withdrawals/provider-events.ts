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
