import { createHash } from 'node:crypto';
import type { ProviderAction } from '../payments/events';
import type { Plane } from '../keys';

// What a reconciliation says of each provider record and ledger booking (docs/operations.md
// "Reconciliation" has the runbook of each class).

export const RECONCILIATION_CLASSES = [
  /** Both sides agree (amount, status; a record that moved no money on either side too). */
  'matched',
  /** The provider succeeded, the ledger has nothing: a missed event, healed through the webhook's path. */
  'missing_in_ledger',
  /** The ledger booked it, the provider has no such success: flagged, never unbooked. */
  'missing_at_provider',
  /** Both sides have it with different amounts: flagged with both sides. */
  'amount_mismatch',
  /** Both sides have it in different states: booked where a rule defines the movement, else flagged. */
  'status_mismatch',
  /** The provider's fee is not the fee the service expected. */
  'fee_mismatch',
  /** A settlement is not the sum of the records it settles. */
  'settlement_mismatch',
  /** A record the service cannot take: unknown reference, a currency other than NGN, a negative amount. */
  'unrecognised',
] as const;

export type ReconciliationClass = (typeof RECONCILIATION_CLASSES)[number];
export type DifferenceClass = Exclude<ReconciliationClass, 'matched'>;

export const DIFFERENCE_CLASSES = RECONCILIATION_CLASSES.filter((c): c is DifferenceClass => c !== 'matched');

export type RecordSource = 'transaction' | 'transfer' | 'refund' | 'settlement';

/** A provider action a heal hands to the router (the webhook's path): JSON, amounts in kobo as numbers. */
export type HealAction = Exclude<ProviderAction, { kind: 'unsupported' }>;

/** One difference as the classification finds it, before it is stored. */
export type DifferenceDraft = {
  source: RecordSource;
  class: DifferenceClass;
  /** The provider's reference (or id) of the record; a ledger-only booking's own reference. */
  reference: string;
  merchantId: string | null;
  providerAmount: bigint | null;
  ledgerAmount: bigint | null;
  providerFee: bigint | null;
  expectedFee: bigint | null;
  /** Why, in a sentence the operator reads. */
  detail: string;
  /** The provider's record as it came (null: the provider has none). */
  provider: unknown;
  /** What the ledger has (null: nothing). */
  ledger: Record<string, unknown> | null;
  /** The movement the rules define for it, booked through the webhook's path. */
  heal: HealAction | null;
  /** Healed by an earlier run: how (no new heal is tried). */
  healedBefore?: string;
};

/**
 * A difference's id: the same plane, day, source, class and reference give the same id, so a
 * re-run of the day finds the same differences under the same ids (and their explanations).
 */
export function differenceId(plane: Plane, day: string, source: RecordSource, klass: DifferenceClass, reference: string): string {
  const hash = createHash('sha256').update([plane, day, source, klass, reference].join('\u0000')).digest('base64url');
  return `rdf_${hash.replace(/[-_]/g, '').slice(0, 24).padEnd(24, '0')}`;
}

/** Bigints as decimal strings, so a side can be stored as JSON. */
export function jsonSide(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, typeof v === 'bigint' ? v.toString() : v instanceof Date ? v.toISOString() : v]),
  );
}
