import { Db } from '../db';
import type { Plane } from '../keys';
import { koboToNaira } from '../money';

// Wallet reads: a wallet row joined with its two ledger balances.
export type WalletRow = {
  wallet_id: string;
  customer_id: string;
  currency: string;
  account_number: string | null;
  account_name: string | null;
  bank_name: string | null;
  bank_code: string | null;
  account_status: AccountStatus;
  account_failure_reason: string | null;
  available: bigint;
  held: bigint;
  wallet_created_at: Date;
};

/** Where the wallet's inbound account stands (live: Paystack's validation; sandbox: none or active). */
export type AccountStatus = 'none' | 'pending' | 'active' | 'failed';

export type WalletView = {
  walletId: string;
  customerId: string;
  currency: string;
  balances: { available: number; held: number };
  account: null | { accountNumber: string; accountName: string; bankName: string; bankCode: string; currency: string };
  accountStatus: AccountStatus;
  /** The provider's reason when its validation failed (accountStatus `failed`), else null. */
  accountFailureReason: string | null;
  createdAt: string;
};

/** The part of a wallet a customer's view shows (walletId, balances, account): a list reads these only. */
export type CustomerWalletRow = Pick<
  WalletRow,
  'wallet_id' | 'currency' | 'account_number' | 'account_name' | 'bank_name' | 'bank_code' | 'available' | 'held'
>;

/** Columns of CustomerWalletRow; expects `w` = wallets joined as below. */
export function customerWalletColumns(db: Db) {
  return db`w.id as wallet_id, w.currency, w.account_number, w.account_name, w.bank_name, w.bank_code,
    av.balance as available, hd.balance as held`;
}

/** Columns of a wallet read (WalletRow): the customer's part and the rest; expects `w` = wallets joined as below. */
export function walletColumns(db: Db) {
  return db`${customerWalletColumns(db)}, w.customer_id, w.account_status, w.account_failure_reason, w.created_at as wallet_created_at`;
}

export function walletJoins(db: Db) {
  return db`join ledger_accounts av on av.id = w.id || ':available'
    join ledger_accounts hd on hd.id = w.id || ':held'`;
}

export function toWalletView(row: WalletRow): WalletView {
  return {
    walletId: row.wallet_id,
    customerId: row.customer_id,
    currency: row.currency,
    balances: walletBalances(row),
    account: walletAccount(row),
    // An account is active however it got there; the column says the rest.
    accountStatus: row.account_number ? 'active' : row.account_status,
    accountFailureReason: row.account_number ? null : row.account_failure_reason,
    createdAt: row.wallet_created_at.toISOString(),
  };
}

/** The wallet's balances in naira (a customer's view shows them without the rest of the wallet). */
export function walletBalances(row: Pick<WalletRow, 'available' | 'held'>): WalletView['balances'] {
  return { available: koboToNaira(row.available), held: koboToNaira(row.held) };
}

/** The wallet's inbound account, once it has one. */
export function walletAccount(row: CustomerWalletRow): WalletView['account'] {
  if (!row.account_number) return null;
  return {
    accountNumber: row.account_number,
    accountName: row.account_name!,
    bankName: row.bank_name!,
    bankCode: row.bank_code!,
    currency: row.currency,
  };
}

export async function findWallet(db: Db, merchantId: string, plane: Plane, walletId: string): Promise<WalletView | null> {
  const row = await findWalletRow(db, merchantId, plane, walletId);
  return row ? toWalletView(row) : null;
}

/**
 * A wallet with its balances; `lockAvailable` takes its available balance's row lock (a
 * booking onto it then knows the balance it leaves). Not an async function: the statement is
 * sent in the order of the call among statements sent together (an `await` inside would
 * send it after a query `.execute()`d later in the same tick).
 */
export function findWalletRow(
  db: Db,
  merchantId: string,
  plane: Plane,
  walletId: string,
  lockAvailable = false,
): Promise<WalletRow | null> {
  return db<WalletRow[]>`
    select ${walletColumns(db)} from wallets w ${walletJoins(db)}
      join customers c on c.id = w.customer_id and c.deleted_at is null -- a deleted customer's wallet is gone too
    where w.id = ${walletId} and w.merchant_id = ${merchantId} and w.plane = ${plane}
    ${lockAvailable ? db`for update of av` : db``}`.then(([row]) => row ?? null);
}
