import type { Db, Fragment } from './db';
import type { Owner } from './owner';

/** Lists whose exact whole-list total triggers keep in `list_counts` (migrations 004, 010, 013). */
export type CountedList = 'transactions' | 'customers' | 'escrows' | 'withdrawals' | 'checkouts' | 'events';

/** Lists whose filter values triggers count in `list_facet_counts` (migration 013). */
export type FacetedList = Exclude<CountedList, 'customers'>;

/** A counted filter value: `status:held`, `type:escrow_funded`, `customer:cus_…`; '' is the whole list (day buckets). */
export type Facet = string;

/**
 * The owner's whole-list total as a scalar subquery: the sum of its counter shards, a few
 * rows however long the list, and exact (the triggers count in the writing transaction).
 */
export function countedTotal(db: Db, owner: Owner, list: CountedList) {
  return db`select coalesce(sum(n), 0)::int from list_counts
    where merchant_id = ${owner.merchantId} and plane = ${owner.plane} and list = ${list}`;
}

/** The rows of one filter value across every day, as a scalar subquery (a facet's shards). */
export function facetTotal(db: Db, owner: Owner, list: FacetedList, facet: Facet) {
  return db`select coalesce(sum(n), 0)::int from list_facet_counts
    where merchant_id = ${owner.merchantId} and plane = ${owner.plane} and list = ${list}
      and facet = ${facet} and day = '-infinity'`;
}

const DAY_MS = 86_400_000;

/** A half-open time range [from, to); an absent bound is open. */
export type TimeRange = { from?: Date; to?: Date };

/**
 * How a date range splits over the per-day buckets: the whole UTC days it covers (`days`,
 * first inclusive, last exclusive, as YYYY-MM-DD; absent bounds open) and the at most two
 * pieces of a day at its edges, which the caller counts exactly. A range inside one day is
 * one piece and no days.
 */
export function splitByDays(range: TimeRange): { days: { first?: string; end?: string } | null; pieces: TimeRange[] } {
  const floor = (at: Date) => Math.floor(at.getTime() / DAY_MS) * DAY_MS;
  const ceil = (at: Date) => Math.ceil(at.getTime() / DAY_MS) * DAY_MS;
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const firstWhole = range.from ? ceil(range.from) : undefined;
  const endWhole = range.to ? floor(range.to) : undefined;
  if (firstWhole !== undefined && endWhole !== undefined && firstWhole >= endWhole) {
    // No whole day inside: the range is at most two pieces of adjacent days; count it all.
    return range.from! < range.to! ? { days: null, pieces: [range] } : { days: null, pieces: [] };
  }
  const pieces: TimeRange[] = [];
  if (range.from && firstWhole! > range.from.getTime()) pieces.push({ from: range.from, to: new Date(firstWhole!) });
  if (range.to && endWhole! < range.to.getTime()) pieces.push({ from: new Date(endWhole!), to: range.to });
  return {
    days: { first: firstWhole === undefined ? undefined : day(firstWhole), end: endWhole === undefined ? undefined : day(endWhole) },
    pieces,
  };
}

/**
 * The rows of one filter value ('' = the whole list) created in a time range, as a scalar
 * subquery: the day buckets of the whole days it spans plus an exact count of each partial
 * day at its edges (`countPiece`, which walks the list's created_at index for that piece).
 */
export function rangeTotal(
  db: Db,
  owner: Owner,
  list: 'transactions' | 'events',
  facet: Facet,
  range: TimeRange,
  countPiece: (piece: TimeRange) => Fragment,
) {
  const { days, pieces } = splitByDays(range);
  const parts = pieces.map((piece) => db`(${countPiece(piece)})`);
  if (days) {
    parts.push(db`(select coalesce(sum(n), 0)::int from list_facet_counts
      where merchant_id = ${owner.merchantId} and plane = ${owner.plane} and list = ${list} and facet = ${facet}
        and day > '-infinity'
        ${days.first ? db`and day >= ${days.first}::date` : db``}
        ${days.end ? db`and day < ${days.end}::date` : db``})`);
  }
  if (parts.length === 0) return db`select 0`;
  return db`select ${parts.reduce((sum, part) => db`${sum} + ${part}`)}`;
}
