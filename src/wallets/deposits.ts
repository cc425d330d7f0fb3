import { createHash } from 'node:crypto';
import type { Db } from '../db';

// A deposit to a live wallet's dedicated account (Paystack charge.success, channel
// dedicated_nuban): which wallet got it, and the ids that make it book at most once.

export type DepositTarget = { walletId: string; merchantId: string };

/** The live wallet whose dedicated account number is `accountNumber` (unique per plane and bank). */
export async function findLiveWalletByAccount(db: Db, accountNumber: string): Promise<DepositTarget | null> {
  const rows = await db<{ id: string; merchant_id: string }[]>`
    select id, merchant_id from wallets where plane = 'live' and account_number = ${accountNumber} limit 2`;
  // Two banks giving one number is possible in principle: then we cannot tell, and book nothing.
  if (rows.length !== 1) return null;
  return { walletId: rows[0].id, merchantId: rows[0].merchant_id };
}

/** The movement key of a deposit: derived from Paystack's transaction reference alone, so a duplicate event books nothing. */
export function depositMovementKey(providerReference: string): string {
  return createHash('sha256').update(`paystack-deposit\u0000${providerReference}`).digest('hex').slice(0, 20);
}
