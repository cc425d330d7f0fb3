import type { Db } from '../db';
import { systemAccountId } from '../ledger/accounts';
import type { Owner } from '../owner';

/** The merchantFee the merchant has earned on the plane (kobo): its merchant_settlement account. */
export async function settlementBalance(db: Db, owner: Owner): Promise<bigint> {
  const [row] = await db<{ balance: bigint }[]>`
    select balance from ledger_accounts where id = ${systemAccountId(owner.merchantId, owner.plane, 'merchant_settlement')}`;
  return row?.balance ?? 0n;
}
