import { z } from 'zod';
import { FEE_TYPES } from '../../../src/fees';
import { feeQuoteShape, nairaAmountQuery, nairaValue, queryInteger } from '../../schemas';

export const feeQuoteQuery = z.strictObject({
  amount: nairaAmountQuery,
  type: z
    .enum(FEE_TYPES)
    .describe('collection: a checkout payment; transfer: a withdrawal; deposit: an inbound transfer to a virtual account.'),
  merchantFee: queryInteger(0, 100_000_000, 'must be a whole number of naira').optional(),
});

export const feeQuoteSchema = z.object({
  type: z.enum(FEE_TYPES).describe('The kind of money movement quoted.'),
  amount: nairaValue('The amount quoted, before fees.'),
  currency: z.literal('NGN'),
  ...feeQuoteShape,
});
