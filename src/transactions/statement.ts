import type { Db } from '../db';
import { refuse } from '../errors';
import { isId } from '../ids';
import { countedTotal, facetTotal, rangeTotal } from '../list-counts';
import type { StatementDirection, StatementType } from '../ledger/journal';
import { koboToNaira } from '../money';
import type { Owner } from '../owner';
import { checkPageMode, Page, Pagination, readPage, seekAfter, walkOrder } from '../pagination';
import { isUnfiltered, statementCondition, StatementFilters } from './filters';
import { StatementRow, statementColumns, toTransactionView, TransactionView } from './rows';

// Statement reads: GET /transactions (a row per involved customer of a ledger journal) and
// GET /transactions/{transactionId} (the journal with one entry per involved customer).

export async function listTransactions(
  db: Db,
  owner: Owner,
  filters: StatementFilters,
  page: Page,
): Promise<{ transactions: TransactionView[]; pagination: Pagination }> {
  checkPageMode(page);
  const where = statementCondition(db, owner, filters);
  const cursorKeys = statementCursorKeys(db, owner, page.startingAfter ?? '');
  // The page's ids from a walk of the filter's index (index-only, however deep the offset),
  // its rows read by id after.
  const ids = (known: number | undefined) =>
    db`select l.id from statement_lines l where ${where} ${seekAfter(db, page, db`(l.created_at, l.id)`, cursorKeys)}
      ${walkOrder(db, page, db`l.created_at`, db`l.id`, known)}`;
  const { items, pagination } = await readPage<StatementRow>(db, page, {
    total: statementTotal(db, owner, filters),
    rows: (known) => db`select ${statementColumns(db)} from statement_lines l where l.id = any(array(${ids(known)}))`,
    order: db`p.created_at desc, p.id desc`,
    key: 'id',
    cursorOf: (row) => `${row.journal_id}:${row.customer_id}`,
    cursorKeys,
    what: 'transaction',
  });
  return { transactions: items.map(toTransactionView), pagination };
}

/**
 * A statement row's place in the list from its cursor: `transactionId:customerId` names the
 * row (a journal has one per involved customer); a bare transactionId stands after the
 * journal's last row in the list.
 */
function statementCursorKeys(db: Db, owner: Owner, cursor: string) {
  const [journalId, customerId, ...rest] = cursor.split(':');
  if (rest.length > 0) return db`select null::timestamptz as k1, null::bigint as k2 where false`;
  return db`select created_at as k1, id as k2 from statement_lines
    where journal_id = ${journalId} and merchant_id = ${owner.merchantId} and plane = ${owner.plane}
      ${customerId !== undefined ? db`and customer_id = ${customerId}` : db``}
    order by created_at, id limit 1`;
}

/**
 * The exact total of the filters (docs/decisions.md "List totals"). Trigger-kept counters
 * (migrations 010, 013) answer the whole statement, one customer, type or direction, and a
 * date range alone or with a type or a direction (its whole days from day buckets, its two
 * partial days counted). Other combinations, and relatedId (a few rows), count the matching
 * rows through the narrowest filter's index.
 */
function statementTotal(db: Db, owner: Owner, f: StatementFilters) {
  const countRows = (filters: StatementFilters) =>
    db`select count(*)::int from statement_lines l where ${statementCondition(db, owner, filters)}`;
  if (isUnfiltered(f)) return countedTotal(db, owner, 'transactions');
  const dimensions = [f.customerId, f.type, f.direction].filter((v) => v !== undefined).length;
  const ranged = f.startDate !== undefined || f.endDate !== undefined;
  if (f.relatedId !== undefined || dimensions > 1) return countRows(f);
  if (!ranged) {
    if (f.customerId !== undefined) return facetTotal(db, owner, 'transactions', `customer:${f.customerId}`);
    if (f.type !== undefined) return facetTotal(db, owner, 'transactions', `type:${f.type}`);
    return facetTotal(db, owner, 'transactions', `direction:${f.direction}`);
  }
  if (f.customerId !== undefined) return countRows(f);
  const facet = f.type !== undefined ? `type:${f.type}` : f.direction !== undefined ? `direction:${f.direction}` : '';
  return rangeTotal(db, owner, 'transactions', facet, { from: f.startDate?.at, to: f.endDate?.at }, (piece) =>
    countRows({
      type: f.type,
      direction: f.direction,
      startDate: piece.from && { text: '', at: piece.from },
      endDate: piece.to && { text: '', at: piece.to },
    }),
  );
}

export type TransactionDetail = {
  transactionId: string;
  eventType: string;
  relatedId: string | null;
  currency: string;
  createdAt: string;
  entries: Array<{ customerId: string; type: StatementType; direction: StatementDirection; status: string; amount: number }>;
};

/**
 * One ledger event as the merchant sees it. A journal no customer of the merchant is part of
 * (fees, a guest's payment) has no statement rows and is not a transaction of the statement.
 */
export async function getTransaction(db: Db, owner: Owner, transactionId: string): Promise<TransactionDetail> {
  if (!isId('transaction', transactionId)) throw refuse.notFound('Transaction');
  const rows = await db<Array<StatementRow & { event_type: string }>>`
    select j.event_type, ${statementColumns(db)}
    from ledger_journals j join statement_lines l on l.journal_id = j.id
    where j.id = ${transactionId} and j.merchant_id = ${owner.merchantId} and j.plane = ${owner.plane}
    order by l.id`;
  if (rows.length === 0) throw refuse.notFound('Transaction');
  const [first] = rows;
  return {
    transactionId: first.journal_id,
    eventType: first.event_type,
    // Every line of a journal points at the same escrow, withdrawal or checkout (or none).
    relatedId: first.related_id,
    currency: first.currency,
    createdAt: first.created_at.toISOString(),
    entries: rows.map((row) => ({
      customerId: row.customer_id,
      type: row.type,
      direction: row.direction,
      status: row.status,
      amount: koboToNaira(row.amount),
    })),
  };
}

/** Rows in one export at most (decisions.md): the newest ones when more match. */
export const EXPORT_ROW_LIMIT = 5000;

/**
 * The rows of an export, newest first, and whether older matching rows were left out. At
 * most 5000 rows, read in one query so the connection is free before the file is streamed
 * to a client that may download slowly.
 */
export async function exportRows(db: Db, owner: Owner, filters: StatementFilters): Promise<{ rows: StatementRow[]; truncated: boolean }> {
  const rows = await db<StatementRow[]>`
    select ${statementColumns(db)} from statement_lines l where ${statementCondition(db, owner, filters)}
    order by l.created_at desc, l.id desc limit ${EXPORT_ROW_LIMIT + 1}`;
  const truncated = rows.length > EXPORT_ROW_LIMIT;
  return { rows: truncated ? rows.slice(0, EXPORT_ROW_LIMIT) : [...rows], truncated };
}
