import { z } from 'zod';
import { STATEMENT_DIRECTIONS, STATEMENT_TYPES } from '../../../src/transactions/filters';
import { periodInOrder, periodShape } from '../../period-query';
import { nairaValue, paginationQuery, paginationSchema } from '../../schemas';

const STATEMENT_TYPE_MEANING =
  "wallet_credit: money in from a transfer or checkout (available); wallet_funded: a release received (the payee's available); " +
  "escrow_funded: the payer's hold locked (held); escrow_released: the payer's hold released to the payee, unlocked from held and " +
  "gone, not returned; escrow_refunded: the payer's hold refunded, back from held into available; withdrawal / " +
  "withdrawal_reversed: a payout out of available, and a failed one's money back.";

const id = z.string().min(1).max(100);

/** The filters of GET /transactions and of its export (decisions.md: ISO 8601 on createdAt). */
const filterShape = {
  customerId: id.optional(),
  type: z.enum(STATEMENT_TYPES).optional().describe('Only rows of this type.'),
  direction: z.enum(STATEMENT_DIRECTIONS).optional().describe('Only rows in this direction.'),
  relatedId: id.optional().describe('Only rows about this escrow, withdrawal, checkout session or wallet.'),
  ...periodShape,
};

export const listTransactionsQuery = z.strictObject({ ...paginationQuery, ...filterShape }).superRefine(periodInOrder);

export const exportTransactionsQuery = z
  .strictObject({ ...filterShape, format: z.enum(['csv', 'pdf']).default('csv') })
  .superRefine(periodInOrder);

export const transactionIdParams = z.object({ transactionId: z.string() });

const transactionSchema = z.object({
  transactionId: z.string(),
  customerId: z.string(),
  type: z.enum(STATEMENT_TYPES).describe(STATEMENT_TYPE_MEANING),
  direction: z.enum(STATEMENT_DIRECTIONS),
  status: z.string().describe("completed; a withdrawal row shows its withdrawal's status (processing, completed or failed)."),
  amount: nairaValue('What moved for this customer (always positive; direction says which way).'),
  currency: z.string(),
  relatedId: z.string().nullable(),
  createdAt: z.string(),
});

export const transactionListSchema = z.object({ transactions: z.array(transactionSchema), pagination: paginationSchema });

export const transactionDetailSchema = z.object({
  transactionId: z.string(),
  eventType: z.string(),
  relatedId: z.string().nullable(),
  currency: z.string(),
  createdAt: z.string(),
  entries: z.array(
    z.object({
      customerId: z.string(),
      type: z.enum(STATEMENT_TYPES).describe(STATEMENT_TYPE_MEANING),
      direction: z.enum(STATEMENT_DIRECTIONS),
      status: z.string().describe("completed; a withdrawal row shows its withdrawal's status (processing, completed or failed)."),
      amount: nairaValue('What moved for this customer (always positive; direction says which way).'),
    }),
  ),
});
