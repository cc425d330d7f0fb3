import { z } from 'zod';
import { WITHDRAWAL_STATUSES } from '../../../src/withdrawals/store';
import { merchantFee, nairaAmount, nairaValue, NAIRA_IN, paginationQuery, paginationSchema, tenDigits, trimmedText } from '../../schemas';

export const withdrawalIdParams = z.object({ withdrawalId: z.string() });

export const createWithdrawalBody = z.strictObject({
  customerId: z.string().min(1),
  accountNumber: tenDigits,
  bankCode: z.string().regex(/^\d{3,6}$/, 'must be a bank code from GET /identity/banks'),
  amount: nairaAmount.describe(`What the bank account receives; the customer's available is debited this plus fees. ${NAIRA_IN}`),
  reference: trimmedText(100),
  // Payouts are local NGN only.
  currency: z.literal('NGN', { error: 'must be NGN' }).default('NGN'),
  merchantFee: merchantFee.optional(),
});

export const listWithdrawalsQuery = z.strictObject({
  ...paginationQuery,
  status: z.enum(WITHDRAWAL_STATUSES).optional().describe('Only withdrawals in this status.'),
  customerId: z.string().optional().describe("Only this customer's withdrawals."),
});

export const withdrawalSchema = z.object({
  withdrawalId: z.string(),
  customerId: z.string(),
  walletId: z.string(),
  reference: z.string(),
  status: z
    .enum(WITHDRAWAL_STATUSES)
    .describe('processing until the bank answers; then completed, or failed (the money is back in available).'),
  amount: nairaValue('What the bank account receives.'),
  currency: z.string(),
  fees: z.object({ providerFee: z.number(), platformFee: z.number(), merchantFee: z.number(), totalFees: z.number() }),
  chargedAmount: z.number(),
  bankCode: z.string(),
  bankName: z.string().nullable(),
  last4: z.string(),
  accountName: z.string(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  failedAt: z.string().nullable(),
});

export const withdrawalListSchema = z.object({ withdrawals: z.array(withdrawalSchema), pagination: paginationSchema });
