import type { Db } from './db';
import type { Owner } from './owner';

/** Lists whose exact pagination total triggers keep in `list_counts` (migrations 004, 010). */
export type CountedList = 'transactions' | 'customers';

/**
 * The owner's whole-list total as a scalar subquery: the sum of its counter shards, a few
 * rows however long the list, and exact (the triggers count in the writing transaction).
 */
export function countedTotal(db: Db, owner: Owner, list: CountedList) {
  return db`select coalesce(sum(n), 0)::int from list_counts
    where merchant_id = ${owner.merchantId} and plane = ${owner.plane} and list = ${list}`;
}
