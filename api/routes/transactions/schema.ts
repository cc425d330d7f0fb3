import { z } from 'zod';
import { STATEMENT_DIRECTIONS, STATEMENT_TYPES } from '../../../src/transactions/filters';
import { periodInOrder, periodShape } from '../../period-query';
import { paginationQuery, paginationSchema } from '../../schemas';

const id = z.string().min(1).max(100);

/** The filters of GET /transactions and of its export (decisions.md: ISO 8601 on createdAt). */
const filterShape = {
  customerId: id.optional(),
  type: z.enum(STATEMENT_TYPES).optional(),
  direction: z.enum(STATEMENT_DIRECTIONS).optional(),
  relatedId: id.optional(),
  ...periodShape,
};

export const listTransactionsQuery = z.strictObject({ ...paginationQuery, ...filterShape }).superRefine(periodInOrder);

export const exportTransactionsQuery = z
  .strictObject({ ...filterShape, format: z.enum(['csv', 'pdf']).default('csv') })
  .superRefine(periodInOrder);

export const transactionIdParams = z.object({ transactionId: z.string() });

export const transactionSchema = z.object({
  transactionId: z.string(),
  customerId: z.string(),
  type: z.enum(STATEMENT_TYPES),
  direction: z.enum(STATEMENT_DIRECTIONS),
  status: z.string(),
  amount: z.number(),
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
      type: z.enum(STATEMENT_TYPES),
      direction: z.enum(STATEMENT_DIRECTIONS),
      status: z.string(),
      amount: z.number(),
    }),
  ),
});
