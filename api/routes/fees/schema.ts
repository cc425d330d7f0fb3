import { z } from 'zod';
import { FEE_TYPES } from '../../../src/fees';
import { feeQuoteShape, nairaAmountQuery, queryInteger } from '../../schemas';

export const feeQuoteQuery = z.strictObject({
  amount: nairaAmountQuery,
  type: z.enum(FEE_TYPES),
  merchantFee: queryInteger(0, 100_000_000, 'must be a whole number of naira').optional(),
});

export const feeQuoteSchema = z.object({
  type: z.enum(FEE_TYPES),
  amount: z.number(),
  currency: z.literal('NGN'),
  ...feeQuoteShape,
});
