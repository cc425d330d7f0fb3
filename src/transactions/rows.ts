import type { Db } from '../db';
import type { StatementDirection, StatementType } from '../ledger/journal';
import { koboToNaira } from '../money';

// One statement row (statement_lines) as stored and as the API shows it.
export type StatementRow = {
  id: bigint;
  journal_id: string;
  customer_id: string;
  type: StatementType;
  direction: StatementDirection;
  status: string;
  amount: bigint;
  currency: string;
  related_id: string | null;
  created_at: Date;
};

export type TransactionView = {
  transactionId: string;
  customerId: string;
  type: StatementType;
  direction: StatementDirection;
  status: string;
  amount: number;
  currency: string;
  relatedId: string | null;
  createdAt: string;
};

/** The columns of a StatementRow from statement_lines `l`. */
export function statementColumns(db: Db) {
  return db`l.id, l.journal_id, l.customer_id, l.type, l.direction, l.status, l.amount, l.currency, l.related_id, l.created_at`;
}

export function toTransactionView(row: StatementRow): TransactionView {
  return {
    transactionId: row.journal_id,
    customerId: row.customer_id,
    type: row.type,
    direction: row.direction,
    status: row.status,
    amount: koboToNaira(row.amount),
    currency: row.currency,
    relatedId: row.related_id,
    createdAt: row.created_at.toISOString(),
  };
}
