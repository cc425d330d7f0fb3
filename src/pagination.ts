import type { Db, Fragment } from './db';
import { refuse, ServiceError } from './errors';
import type { Owner } from './owner';

// Pagination of the lists. Offset pages as the spec has them: hasMore is true exactly when
// offset + limit < total. Beyond the spec, a cursor page (Stripe's model): `startingAfter`
// names a row of the list and the page is the rows after it in the list's order, found by
// seeking the list's index to that row's keys, so it costs the same at any depth and rows
// inserted meanwhile never shift it. Its `offset` is null (counting the rows before it would
// cost what the cursor saves) and `nextCursor` names the page's last row while more follow.

export type Page = { limit: number; offset: number; startingAfter?: string };
export type Pagination = { total: number; limit: number; offset: number | null; hasMore: boolean; nextCursor?: string | null };

/** An offset page's pagination object. */
function pagination(page: Page, total: number): Pagination {
  return { total, limit: page.limit, offset: page.offset, hasMore: page.offset + page.limit < total };
}

/**
 * The page's rows and pagination object from rows read through `pageWindow` (a cursor page
 * reads one row more than it shows: whether it came says whether more follow).
 */
function paged<T>(page: Page, rows: T[], total: number, cursorOf: (row: T) => string): { items: T[]; pagination: Pagination } {
  if (page.startingAfter === undefined) return { items: rows, pagination: pagination(page, total) };
  const items = rows.slice(0, page.limit);
  const hasMore = rows.length > page.limit;
  return {
    items,
    pagination: { total, limit: page.limit, offset: null, hasMore, nextCursor: hasMore ? cursorOf(items[items.length - 1]) : null },
  };
}

/**
 * The limit of the page's walk: `limit … offset …`, or on a cursor page one row more than
 * the page (the rows after the cursor come from `seekAfter`).
 */
export function pageWindow(db: Db, page: Page) {
  return page.startingAfter === undefined ? db`limit ${page.limit} offset ${page.offset}` : db`limit ${page.limit + 1}`;
}

/**
 * The condition of a cursor page: the list's sort keys (newest first) below those of the
 * cursor row, written as a row comparison of plain values so the list's index seeks to it.
 * `keys` is the list's key columns, e.g. db`(l.created_at, l.id)`; `cursorKeys` is the
 * cursor row's keys as a subquery with columns k1, k2 (no row: no rows, see cursorFound).
 */
export function seekAfter(db: Db, page: Page, keys: Fragment, cursorKeys: Fragment) {
  if (page.startingAfter === undefined) return db``;
  return db`and ${keys} < ((select k1 from (${cursorKeys}) c), (select k2 from (${cursorKeys}) c))`;
}

/** A cursor that names no row of the list for this merchant and plane: 400, naming the field. */
function unknownCursor(what: string): ServiceError {
  return refuse.invalidRequest(`Invalid query: startingAfter: names no ${what} of this list`, {
    fields: ['startingAfter'],
    issues: [{ field: 'startingAfter', message: `names no ${what} of this list` }],
  });
}

/** Refuses `offset` together with `startingAfter` (a page is one or the other). */
export function checkPageMode(page: Page): void {
  if (page.startingAfter !== undefined && page.offset !== 0) {
    throw refuse.invalidRequest('Invalid query: offset: cannot be combined with startingAfter', {
      fields: ['offset', 'startingAfter'],
      issues: [{ field: 'offset', message: 'cannot be combined with startingAfter' }],
    });
  }
}

/**
 * The cursor row's keys for a list ordered by (created_at desc, id desc) over `table`: the
 * row of that id of this merchant and plane (whatever the filters: a cursor row whose status
 * changed since still marks the same place).
 */
export function cursorKeysById(db: Db, table: string, owner: Owner, page: Page) {
  return db`select created_at as k1, id as k2 from ${db(table)}
    where id = ${page.startingAfter ?? ''} and merchant_id = ${owner.merchantId} and plane = ${owner.plane}`;
}

/**
 * The ids of one page of a list ordered by (created_at desc, id desc) over `table` as `t`,
 * scoped to the owner and narrowed by `filters` (`and …` on t): a walk of the index that
 * begins with merchant and plane, index-only where the filter's index covers it, which stops
 * after the page. The rows themselves are read for these ids only.
 */
export function pageIds(db: Db, table: string, owner: Owner, filters: Fragment, page: Page, total?: number) {
  const seek = seekAfter(db, page, db`(t.created_at, t.id)`, cursorKeysById(db, table, owner, page));
  return db`select t.id from ${db(table)} t
    where t.merchant_id = ${owner.merchantId} and t.plane = ${owner.plane} ${filters} ${seek}
    ${walkOrder(db, page, db`t.created_at`, db`t.id`, total)}`;
}

/** What a list reads for one page (see readPage). */
export type PageRead<T> = {
  /** The list's exact total: a scalar subquery. */
  total: Fragment;
  /**
   * The page's rows: a select of the rows whose ids the list's index walk found; `known` is
   * the total when a deep offset page read it first (walkOrder).
   */
  rows: (known: number | undefined) => Fragment;
  /** The rows' order over `p`, newest first, e.g. db`p.created_at desc, p.id desc`. */
  order: Fragment;
  /** The column that names a row (null only in the row that carries the total of an empty page). */
  key: keyof T & string;
  /** The cursor that continues after `row`: its key unless given. */
  cursorOf?: (row: T) => string;
  /** The cursor row's keys (seekAfter), to tell an empty cursor page from an unknown cursor. */
  cursorKeys: Fragment;
  /** The row's name in the 400 for a cursor that names none. */
  what: string;
  /** False where the rows never walk from the oldest end (a merged walk): no total read first. */
  mayWalkFromOldest?: boolean;
};

/**
 * One page of a list in one round trip (two for a deep offset page): the list's total beside
 * the page's rows, the left join keeping the total when the page is empty. A cursor page that
 * comes back empty first makes sure its cursor names a row of the list, else 400.
 */
export async function readPage<T extends object>(db: Db, page: Page, read: PageRead<T>): Promise<{ items: T[]; pagination: Pagination }> {
  const known = read.mayWalkFromOldest === false ? undefined : await totalBeforeDeepWalk(db, page, read.total);
  const rows = await db<Array<Partial<T> & { total: number }>>`
    select (${read.total}) as total, p.*
    from (select 1) one left join (${read.rows(known)}) p on true
    order by ${read.order}`;
  const found = rows.filter((row) => row[read.key] != null) as unknown as T[];
  if (found.length === 0 && page.startingAfter !== undefined && (await db`${read.cursorKeys}`).length === 0) {
    throw unknownCursor(read.what);
  }
  return paged(page, found, rows[0].total, read.cursorOf ?? ((row) => String(row[read.key])));
}

/** From this offset on, an offset page first reads the list's total to choose the end it walks from. */
const DEEP_OFFSET = 10_000;

/** Whether an offset page is deep enough to read the total first (see walkOrder). */
function isDeep(page: Page): boolean {
  return page.startingAfter === undefined && page.offset >= DEEP_OFFSET;
}

/**
 * The order, limit and offset of the page's index walk over the list's keys (a, b), newest
 * first. An offset page past the middle of a list whose exact total is known walks from the
 * oldest end instead (the same index, backwards), so the last pages cost what the first ones
 * do and no offset walks more than half the list. Rows are numbered from the newest: the page
 * is rows [offset, offset + limit), which from the oldest end are [total - end, total - offset).
 */
export function walkOrder(db: Db, page: Page, a: Fragment, b: Fragment, total?: number) {
  if (total !== undefined && page.startingAfter === undefined && page.offset * 2 + page.limit > total) {
    const end = Math.min(total, page.offset + page.limit);
    if (end <= page.offset) return db`order by ${a} desc, ${b} desc limit 0`;
    return db`order by ${a}, ${b} limit ${end - page.offset} offset ${total - end}`;
  }
  return db`order by ${a} desc, ${b} desc ${pageWindow(db, page)}`;
}

/** The list's exact total before a deep offset page's walk (undefined for other pages). */
async function totalBeforeDeepWalk(db: Db, page: Page, total: Fragment): Promise<number | undefined> {
  if (!isDeep(page)) return undefined;
  const [{ n }] = await db<Array<{ n: number }>>`select (${total}) as n`;
  return n;
}
