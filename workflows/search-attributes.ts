import { defineSearchAttributeKey, SearchAttributeType } from '@temporalio/common';

// Custom search attributes so an operator can find any workflow in Temporal UI, e.g.
// `MerchantId = "mch_..." AND WalletId = "wal_..."`. Registered when the dev server starts.
export const MerchantIdKey = defineSearchAttributeKey('MerchantId', SearchAttributeType.KEYWORD);
export const PlaneKey = defineSearchAttributeKey('Plane', SearchAttributeType.KEYWORD);
export const WalletIdKey = defineSearchAttributeKey('WalletId', SearchAttributeType.KEYWORD);

export const EscrowIdKey = defineSearchAttributeKey('EscrowId', SearchAttributeType.KEYWORD);
export const EscrowReferenceKey = defineSearchAttributeKey('EscrowReference', SearchAttributeType.KEYWORD);
/** Upserted by the escrow workflow on every status change. */
export const EscrowStatusKey = defineSearchAttributeKey('EscrowStatus', SearchAttributeType.KEYWORD);

/** Set on checkout-{checkoutId} workflows (with EscrowId when the session funds a hold). */
export const CheckoutIdKey = defineSearchAttributeKey('CheckoutId', SearchAttributeType.KEYWORD);

/** Set on withdrawal-{withdrawalId} workflows; the status is upserted on every change (not_created: refused). */
export const WithdrawalIdKey = defineSearchAttributeKey('WithdrawalId', SearchAttributeType.KEYWORD);
export const WithdrawalReferenceKey = defineSearchAttributeKey('WithdrawalReference', SearchAttributeType.KEYWORD);
export const WithdrawalStatusKey = defineSearchAttributeKey('WithdrawalStatus', SearchAttributeType.KEYWORD);

export const SEARCH_ATTRIBUTE_KEYS = [
  MerchantIdKey,
  PlaneKey,
  WalletIdKey,
  EscrowIdKey,
  EscrowReferenceKey,
  EscrowStatusKey,
  CheckoutIdKey,
  WithdrawalIdKey,
  WithdrawalReferenceKey,
  WithdrawalStatusKey,
];
