import { Plane } from '../keys';

// Account ids are derived from their owner, so posting a journal needs no lookup.
export const SYSTEM_ACCOUNT_KINDS = [
  'provider_clearing', // money held for us at the payment provider (an asset: runs negative)
  'provider_fees', // fees the provider keeps
  'platform_revenue', // our platform fee
  'merchant_settlement', // merchantFee surcharges owed to the merchant
  'guest_holds', // escrow holds of guest payers (never negative)
  'refunds_due', // checkout payments owed back through the provider (bookedAs refund_due; never negative)
  'withdrawals_in_flight', // withdrawals reserved from available, not yet paid out or reversed (never negative)
] as const;
export type SystemAccountKind = (typeof SYSTEM_ACCOUNT_KINDS)[number];
export type WalletAccountKind = 'available' | 'held';

export function walletAccountId(walletId: string, kind: WalletAccountKind): string {
  return `${walletId}:${kind}`;
}

/** System accounts that, like wallets, may never go below zero. */
export const NON_NEGATIVE_SYSTEM_KINDS: ReadonlySet<SystemAccountKind> = new Set(['guest_holds', 'refunds_due', 'withdrawals_in_flight']);

export function systemAccountId(merchantId: string, plane: Plane, kind: SystemAccountKind): string {
  return `${merchantId}:${plane}:${kind}`;
}
