import { fileStamp } from '../../../src/transactions/format';
import { statementCsv } from '../../../src/transactions/csv';
import { exportRows, getTransaction, listTransactions } from '../../../src/transactions/statement';
import { defineRoute, fileResponse } from '../../route';
import {
  exportTransactionsQuery,
  listTransactionsQuery,
  transactionDetailSchema,
  transactionIdParams,
  transactionListSchema,
} from './schema';

const tag = 'Transactions';

export const listTransactionsRoute = defineRoute({
  method: 'get',
  path: '/transactions',
  readOnly: true,
  tag,
  summary: 'List statement rows (one per involved customer of a ledger event), newest first',
  operationId: 'listTransactions',
  clientMethod: 'transactions.list',
  query: listTransactionsQuery,
  response: transactionListSchema,
  rateLimit: 'standard',
  description:
    'Statement rows: one per customer involved in a ledger event. direction says which balance moved: in / out the available ' +
    'balance, locked / unlocked the held one. A release gives the payer an escrow_released / unlocked row (the hold left the payer ' +
    'for the payee: not money returned) and the payee a wallet_funded / in row; a refund gives the payer escrow_refunded / ' +
    'unlocked (back into available). Filter by customer, type, direction, relatedId and a period on createdAt.',
  handler: async ({ query, owner, deps }) => {
    const { limit, offset, startingAfter, ...filters } = query;
    return { data: await listTransactions(deps.sql, owner, filters, { limit, offset, startingAfter }) };
  },
});

// Listed before /transactions/:transactionId, which would otherwise take "export" for an id.
export const exportTransactionsRoute = defineRoute({
  method: 'get',
  path: '/transactions/export',
  tag,
  operationId: 'exportTransactions',
  clientMethod: 'transactions.export',
  summary: 'Export statement rows as CSV (default) or a PDF statement; the newest 5000 matching rows at most',
  query: exportTransactionsQuery,
  rateLimit: 'standard',
  response: fileResponse(['text/csv', 'application/pdf'], 'The statement file (format=csv: text/csv; format=pdf: application/pdf)', {
    'x-export-truncated': '"true" when more than 5000 rows matched and only the newest 5000 are in the file',
  }),
  description:
    'The same rows as GET /transactions (same filters, no paging) as a CSV file or a PDF statement; the newest 5000 at most ' +
    '(x-export-truncated says when there were more).',
  handler: async ({ query, owner, auth, deps }) => {
    const { format, ...filters } = query;
    const generatedAt = new Date();
    const { rows, truncated } = await exportRows(deps.sql, owner, filters);
    const headers: Record<string, string> = truncated ? { 'x-export-truncated': 'true' } : {};
    const filename = `transactions-${fileStamp(generatedAt)}.${format}`;
    if (format === 'csv') {
      return { file: { contentType: 'text/csv; charset=utf-8', filename, headers, body: statementCsv(rows) } };
    }
    // PDFKit and its fonts are 2 MB of code: loaded by the first PDF, not by every API start.
    const { statementPdf } = await import('../../../src/transactions/pdf');
    const body = statementPdf({
      merchantName: auth.merchant.name,
      merchantId: owner.merchantId,
      plane: owner.plane,
      generatedAt,
      filters,
      rows,
      truncated,
    });
    return { file: { contentType: 'application/pdf', filename, headers, body } };
  },
});

export const getTransactionRoute = defineRoute({
  method: 'get',
  path: '/transactions/:transactionId',
  readOnly: true,
  tag,
  summary: 'Get a ledger event with one entry per involved customer',
  operationId: 'getTransaction',
  clientMethod: 'transactions.get',
  params: transactionIdParams,
  response: transactionDetailSchema,
  rateLimit: 'standard',
  description: 'One ledger event with one entry per customer it involved.',
  handler: async ({ params, owner, deps }) => ({ data: await getTransaction(deps.sql, owner, params.transactionId) }),
});

export const transactionRoutes = [listTransactionsRoute, exportTransactionsRoute, getTransactionRoute];
