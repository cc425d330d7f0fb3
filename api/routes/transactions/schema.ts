import { z } from 'zod';
import { STATEMENT_DIRECTIONS, STATEMENT_TYPES } from '../../../src/transactions/filters';
import { DateBound, parseEndDate, parseStartDate, PERIOD_FORMAT_HINT, PERIOD_PATTERN } from '../../../src/transactions/period';
import { openApiOverrides, paginationQuery, paginationSchema } from '../../schemas';

const id = z.string().min(1).max(100);

function dateBound(parse: (text: string) => DateBound | null) {
  const schema = z.string().transform((text, ctx) => {
    const bound = parse(text);
    if (!bound) {
      ctx.addIssue({ code: 'custom', message: PERIOD_FORMAT_HINT });
      return z.NEVER;
    }
    return bound;
  });
  // Documented by its shape (zod alone would say any string, "" included).
  openApiOverrides.add(schema, { type: 'string', pattern: PERIOD_PATTERN, description: `${PERIOD_FORMAT_HINT}; a real calendar date` });
  return schema;
}

/** The filters of GET /transactions and of its export (decisions.md: ISO 8601 on createdAt). */
const filterShape = {
  customerId: id.optional(),
  type: z.enum(STATEMENT_TYPES).optional(),
  direction: z.enum(STATEMENT_DIRECTIONS).optional(),
  relatedId: id.optional(),
  startDate: dateBound(parseStartDate).optional(),
  endDate: dateBound(parseEndDate).optional(),
};

/** An empty period is a mistake worth saying: startDate after endDate names both fields. */
function periodInOrder(value: { startDate?: DateBound; endDate?: DateBound }, ctx: z.RefinementCtx): void {
  if (value.startDate && value.endDate && value.startDate.at >= value.endDate.at) {
    for (const field of ['startDate', 'endDate']) {
      ctx.addIssue({ code: 'custom', path: [field], message: 'startDate must not be after endDate' });
    }
  }
}

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
