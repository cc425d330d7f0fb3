import type { ProviderActionContext, ProviderActionOf, ProviderEventResult } from '../payments/events';
import { handled, ignoredBecause } from '../payments/events';
import { depositMovementKey, findLiveWalletByAccount } from './deposits';
import { findLiveWalletsByCustomerCode } from './live-accounts';

/**
 * A deposit to a live wallet's dedicated account: credited through walletCreditWorkflow with
 * the provider's amount and fee. The workflow id and the movement id derive from the
 * provider's reference, so a duplicate event joins or finds the first booking and books nothing.
 */
export async function onAccountCredited(
  ctx: ProviderActionContext,
  action: ProviderActionOf<'account.credited'>,
): Promise<ProviderEventResult> {
  if (ctx.secretIsSandbox) return ignoredBecause('deposit with the sandbox secret');
  const wallet = await findLiveWalletByAccount(ctx.sql, action.accountNumber);
  if (!wallet) return ignoredBecause(`deposit ${action.reference} to unknown account ${action.accountNumber}`);
  if (!ctx.signal.deposit) return ignoredBecause('no deposit starter here');
  const started = await ctx.signal.deposit({
    ...wallet,
    movementKey: depositMovementKey(action.reference),
    grossAmount: String(action.amount),
    // Absent, our deposit fee schedule computes one.
    providerFee: action.fee === undefined ? undefined : String(action.fee),
  });
  if (!started) return ignoredBecause(`deposit ${action.reference} already booked`);
  ctx.logger?.info({ walletId: wallet.walletId, providerReference: action.reference }, 'deposit to a dedicated account forwarded');
  return handled();
}

/**
 * A live wallet's validation outcome, for the provisioning workflow of each wallet of that
 * provider customer (one, unless several merchants' customers share its e-mail). The event
 * alone writes nothing: the workflow stores the outcome (and asks for the account).
 */
export async function onCustomerIdentified(
  ctx: ProviderActionContext,
  action: ProviderActionOf<'customer.identified'>,
): Promise<ProviderEventResult> {
  if (ctx.secretIsSandbox) return ignoredBecause('customer validation with the sandbox secret');
  const wallets = await findLiveWalletsByCustomerCode(ctx.sql, action.customerCode);
  if (wallets.length === 0) return ignoredBecause(`no live wallet of customer ${action.customerCode}`);
  if (!ctx.signal.validation) return ignoredBecause('no validation signaller here');
  let delivered = 0;
  for (const wallet of wallets) {
    if (wallet.accountStatus === 'active') continue; // provisioned already: a duplicate or a late event
    if (await ctx.signal.validation(wallet.walletId, action.outcome)) delivered++;
  }
  if (delivered === 0) return ignoredBecause(`no wallet of customer ${action.customerCode} is being provisioned`);
  ctx.logger?.info(
    { customerCode: action.customerCode, outcome: action.outcome.status, wallets: delivered },
    'provider validation event forwarded',
  );
  return handled();
}
