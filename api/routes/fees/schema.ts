import { z } from 'zod';
import { FEE_TYPES } from '../../../src/fees';
import { feeQuoteShape, nairaAmountQuery } from '../../schemas';

export const feeQuoteQuery = z.strictObject({
  amount: nairaAmountQuery,
  type: z.enum(FEE_TYPES),
  merchantFee: z
    .string()
    .regex(/^\d+$/, 'must be a whole number of naira')
    .transform(Number)
    .pipe(z.number().int().min(0).max(100_000_000))
    .optional(),
});

export const feeQuoteSchema = z.object({
  type: z.enum(FEE_TYPES),
  amount: z.number(),
  currency: z.literal('NGN'),
  ...feeQuoteShape,
});
