import { stringify } from 'csv-stringify';
import { Readable } from 'node:stream';
import { nairaText } from './format';
import type { StatementRow } from './rows';

// The CSV export (decisions.md, "Export"): these columns in this order, a header row, one
// record per statement row. amount is naira with two decimals; relatedId is empty when none.
const CSV_COLUMNS = ['transactionId', 'createdAt', 'customerId', 'type', 'direction', 'status', 'amount', 'currency', 'relatedId'] as const;

export function statementCsv(rows: StatementRow[]): Readable {
  const records = rows.map((row) => ({
    transactionId: row.journal_id,
    createdAt: row.created_at.toISOString(),
    customerId: row.customer_id,
    type: row.type,
    direction: row.direction,
    status: row.status,
    amount: nairaText(row.amount),
    currency: row.currency,
    relatedId: row.related_id ?? '',
  }));
  // pipe() respects backpressure: records are stringified as fast as the client reads.
  return Readable.from(records).pipe(stringify({ header: true, columns: [...CSV_COLUMNS] }));
}
