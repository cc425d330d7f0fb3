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

/** The dev server's dynamic-config key that bypasses its search-attribute cache. */
export const SEARCH_ATTRIBUTE_CACHE_SETTING = 'system.forceSearchAttributesCacheRefreshOnRead';

/**
 * `temporal server start-dev` flags that keep the search attributes cached. The dev server
 * reads them from its database on every use unless told otherwise (the CLI sets this key to
 * true, so an attribute created at runtime shows at once): about 26 reads of its cluster
 * metadata and namespace per escrow lifecycle (issue 8, docs/performance.md). Ours are all
 * registered by `--search-attribute` flags before the server serves, so the cache never
 * misses one; one created by hand at runtime shows after the cache's next refresh.
 */
export const searchAttributeCacheFlags: readonly string[] = ['--dynamic-config-value', `${SEARCH_ATTRIBUTE_CACHE_SETTING}=false`];

/** `temporal server start-dev` flags that register the search attributes (the tests' server takes SEARCH_ATTRIBUTE_KEYS instead). */
export function searchAttributeRegistrationFlags(): string[] {
  return SEARCH_ATTRIBUTE_KEYS.flatMap((key) => ['--search-attribute', `${key.name}=Keyword`]);
}
