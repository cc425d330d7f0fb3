import { defineSearchAttributeKey, SearchAttributeType } from '@temporalio/common';

// Custom search attributes so an operator can find any workflow in Temporal UI, e.g.
// `MerchantId = "mch_..." AND WalletId = "wal_..."`. Registered when the dev server starts, each
// under its type's name in the CLI's spelling (registrationType).
export const MerchantIdKey = defineSearchAttributeKey('MerchantId', SearchAttributeType.KEYWORD);
export const PlaneKey = defineSearchAttributeKey('Plane', SearchAttributeType.KEYWORD);
export const WalletIdKey = defineSearchAttributeKey('WalletId', SearchAttributeType.KEYWORD);

export const EscrowIdKey = defineSearchAttributeKey('EscrowId', SearchAttributeType.KEYWORD);
export const EscrowReferenceKey = defineSearchAttributeKey('EscrowReference', SearchAttributeType.KEYWORD);
/** Upserted by the escrow workflow on every status change. */
export const EscrowStatusKey = defineSearchAttributeKey('EscrowStatus', SearchAttributeType.KEYWORD);
/**
 * When the hold's next automatic release or cancel fires (real time: its deadline less its
 * sandbox clock's offset); removed when none is pending. Kept by workflows/escrow-deadlines.ts,
 * e.g. `EscrowDeadline < "2026-12-01T00:00:00Z"`.
 */
export const EscrowDeadlineKey = defineSearchAttributeKey('EscrowDeadline', SearchAttributeType.DATETIME);

/** Set on checkout-{checkoutId} workflows (with EscrowId when the session funds a hold). */
export const CheckoutIdKey = defineSearchAttributeKey('CheckoutId', SearchAttributeType.KEYWORD);

/** Set on withdrawal-{withdrawalId} workflows; the status is upserted on every change (not_created: refused). */
export const WithdrawalIdKey = defineSearchAttributeKey('WithdrawalId', SearchAttributeType.KEYWORD);
export const WithdrawalReferenceKey = defineSearchAttributeKey('WithdrawalReference', SearchAttributeType.KEYWORD);
export const WithdrawalStatusKey = defineSearchAttributeKey('WithdrawalStatus', SearchAttributeType.KEYWORD);

/**
 * Set on reconciliation-{plane}-{day} workflows, with Plane: the provider day they reconcile, as
 * that date's midnight UTC (`ReconciliationDay = "2026-11-27T00:00:00Z"`). A Datetime: the dev
 * server's SQLite visibility holds at most 10 Keyword attributes, all taken.
 */
export const ReconciliationDayKey = defineSearchAttributeKey('ReconciliationDay', SearchAttributeType.DATETIME);

/** The value of ReconciliationDay for a day written YYYY-MM-DD. */
export const reconciliationDayValue = (day: string): Date => new Date(`${day}T00:00:00Z`);

export const SEARCH_ATTRIBUTE_KEYS = [
  MerchantIdKey,
  PlaneKey,
  WalletIdKey,
  EscrowIdKey,
  EscrowReferenceKey,
  EscrowStatusKey,
  EscrowDeadlineKey,
  CheckoutIdKey,
  WithdrawalIdKey,
  WithdrawalReferenceKey,
  WithdrawalStatusKey,
  ReconciliationDayKey,
];

/** The type as `temporal server start-dev --search-attribute Name=Type` and the compose files spell it. */
export function registrationType(key: (typeof SEARCH_ATTRIBUTE_KEYS)[number]): 'Keyword' | 'Datetime' {
  return key.type === SearchAttributeType.DATETIME ? 'Datetime' : 'Keyword';
}
