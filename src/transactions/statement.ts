import type { Db } from '../db';
import { refuse } from '../errors';
import { isId } from '../ids';
import { countedTotal } from '../list-counts';
import type { StatementDirection, StatementType } from '../ledger/journal';
import { koboToNaira } from '../money';
import type { Owner } from '../owner';
import { Page, pagination, Pagination } from '../pagination';
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
  const where = statementCondition(db, owner, filters);
  // The whole statement's total comes from the trigger-kept counters (src/list-counts.ts); a
  // filtered total counts the matching rows through the filter's index.
  const total = isUnfiltered(filters)
    ? countedTotal(db, owner, 'transactions')
    : db`select count(*)::int from statement_lines l where ${where}`;
  // One round trip: the total and the page. The left join keeps the total when the page is empty.
  const rows = await db<Array<Partial<StatementRow> & { total: number }>>`
    select (${total}) as total, p.*
    from (select 1) one left join (
      select ${statementColumns(db)} from statement_lines l where ${where}
      order by l.created_at desc, l.id desc limit ${page.limit} offset ${page.offset}
    ) p on true
    order by p.created_at desc, p.id desc`;
  const transactions = rows.filter((row) => row.id !== null).map((row) => toTransactionView(row as StatementRow));
  return { transactions, pagination: pagination(page, rows[0].total) };
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
