import { z } from 'zod';
import { elevenDigits, nairaAmount, NAIRA_IN, tenDigits, paginationQuery, paginationSchema, walletSchema } from '../../schemas';

export const walletIdParams = z.object({ walletId: z.string() });

export const createWalletBody = z.strictObject({
  customerId: z.string().min(1),
  bvn: elevenDigits,
  // The customer's own bank account, which Paystack's validation checks with the BVN:
  // required with live keys, accepted and ignored with test keys.
  bankCode: z.string().min(1).optional(),
  accountNumber: tenDigits.optional(),
});

export const listWalletsQuery = z.strictObject({
  ...paginationQuery,
  customerId: z.string().optional(),
});

/** Sandbox inbound transfer: the gross amount in naira; deposit fees apply. */
export const creditWalletBody = z.strictObject({
  amount: nairaAmount.describe(`The gross amount of the simulated transfer; available grows by it minus the deposit fee. ${NAIRA_IN}`),
});

export { walletSchema };
export const walletListSchema = z.object({ wallets: z.array(walletSchema), pagination: paginationSchema });
