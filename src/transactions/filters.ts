import type { Db } from '../db';
import type { StatementDirection, StatementType } from '../ledger/journal';
import type { Owner } from '../owner';
import type { DateBound } from './period';

// The filters GET /transactions and its export share, as one SQL condition on
// statement_lines `l`, always scoped to the caller's merchant and plane.

export const STATEMENT_TYPES = [
  'wallet_credit',
  'wallet_funded',
  'escrow_funded',
  'escrow_released',
  'escrow_refunded',
  'withdrawal',
  'withdrawal_reversed',
] as const satisfies readonly StatementType[];

export const STATEMENT_DIRECTIONS = ['in', 'out', 'locked', 'unlocked'] as const satisfies readonly StatementDirection[];

export type StatementFilters = {
  customerId?: string;
  type?: StatementType;
  direction?: StatementDirection;
  relatedId?: string;
  startDate?: DateBound;
  endDate?: DateBound;
};

export function statementCondition(db: Db, owner: Owner, f: StatementFilters) {
  const none = db``;
  return db`l.merchant_id = ${owner.merchantId} and l.plane = ${owner.plane}
    ${f.customerId !== undefined ? db`and l.customer_id = ${f.customerId}` : none}
    ${f.type !== undefined ? db`and l.type = ${f.type}` : none}
    ${f.direction !== undefined ? db`and l.direction = ${f.direction}` : none}
    ${f.relatedId !== undefined ? db`and l.related_id = ${f.relatedId}` : none}
    ${f.startDate ? db`and l.created_at >= ${f.startDate.at}` : none}
    ${f.endDate ? db`and l.created_at < ${f.endDate.at}` : none}`;
}

/** True when no filter narrows the statement (the whole merchant plane). */
export function isUnfiltered(f: StatementFilters): boolean {
  return Object.values(f).every((v) => v === undefined);
}
