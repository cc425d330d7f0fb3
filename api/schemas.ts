import { z } from 'zod';
import { MAX_REQUEST_NAIRA } from '../src/money';

// Schema pieces shared by every resource's schema.ts.

/** A request amount: a positive whole number of naira, at most 100,000,000. */
export const nairaAmount = z.number().int().positive().max(MAX_REQUEST_NAIRA);

/** The same rule for query strings ("2500" → 2500). */
export const nairaAmountQuery = z
  .string()
  .regex(/^\d+$/, 'must be a positive whole number of naira')
  .transform(Number)
  .pipe(nairaAmount);

/** merchantFee: a fixed whole-naira surcharge, zero allowed. */
export const merchantFee = z.number().int().min(0).max(MAX_REQUEST_NAIRA);

export const paginationQuery = {
  limit: z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(1).max(100))
    .default(20),
  offset: z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(0).max(1_000_000_000))
    .default(0),
};

export const paginationSchema = z.object({
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  hasMore: z.boolean(),
});

export const tenDigits = z.string().regex(/^\d{10}$/, 'must be exactly 10 digits');
export const elevenDigits = z.string().regex(/^\d{11}$/, 'must be exactly 11 digits');

export const balancesSchema = z.object({ available: z.number(), held: z.number() });

export const virtualAccountSchema = z.object({
  accountNumber: z.string(),
  accountName: z.string(),
  bankName: z.string(),
  bankCode: z.string(),
  currency: z.string(),
});

export const walletSchema = z.object({
  walletId: z.string(),
  customerId: z.string(),
  currency: z.string(),
  balances: balancesSchema,
  account: virtualAccountSchema.nullable(),
  createdAt: z.string(),
});

/** The fee parts of a quote, in naira (GET /fees, checkout sessions). */
export const feeQuoteShape = {
  providerFee: z.number(),
  platformFee: z.number(),
  merchantFee: z.number(),
  totalFees: z.number(),
  chargedAmount: z.number(),
  netAmount: z.number(),
};
