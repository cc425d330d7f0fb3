import type { Db, Sql } from '../db';
import type { VirtualAccount } from '../identity/provider';
import type { AccountStatus } from './view';

// A live wallet's inbound account while Paystack provisions it (workflows/wallet-account.ts):
// the customer it belongs to at Paystack, then pending, then active with the account or failed
// with Paystack's reason. Every write is a single idempotent update: a retried step changes
// nothing more, and an account once stored is never replaced.

/**
 * What the API sends to start provisioning (workflows/wallet-account-messages.ts): the
 * customer's own bank account and BVN, which Paystack's validation checks. The BVN and the
 * account number travel only encrypted (AES-256-GCM under the master key): neither appears in
 * a workflow history.
 */
export type StartWalletAccountRequest = { bankCode: string; bvnCiphertext: string; accountNumberCiphertext: string };

/** The wallet's owner as Paystack's customer needs them (read in the activity: no PII in a workflow history). */
export type WalletHolder = { customerId: string; email: string; firstName: string; lastName: string; phone: string };

export async function walletHolder(db: Db, walletId: string): Promise<WalletHolder | null> {
  const [row] = await db<{ id: string; email: string; first_name: string; last_name: string; phone: string }[]>`
    select c.id, c.email, c.first_name, c.last_name, c.phone from wallets w join customers c on c.id = w.customer_id
    where w.id = ${walletId} and c.deleted_at is null`;
  return row ? { customerId: row.id, email: row.email, firstName: row.first_name, lastName: row.last_name, phone: row.phone } : null;
}

/** Stores Paystack's customer code (before its validation is asked for, so its events find the wallet). */
export async function recordProviderCustomer(sql: Sql, walletId: string, customerCode: string): Promise<void> {
  await sql`update wallets set provider_customer_code = ${customerCode} where id = ${walletId}`;
}

/** Paystack is validating: pending (a wallet that has its account stays active). */
export async function markAccountPending(sql: Sql, walletId: string): Promise<void> {
  await sql`update wallets set account_status = 'pending', account_failure_reason = null
    where id = ${walletId} and account_number is null`;
}

/**
 * The wallet's inbound account (live: Paystack's dedicated account; sandbox: ours), stored once:
 * a wallet that has one keeps it. True when this call stored it.
 */
export async function activateAccount(sql: Sql, walletId: string, account: VirtualAccount): Promise<boolean> {
  const stored = await sql`update wallets set account_number = ${account.accountNumber}, account_name = ${account.accountName},
      bank_name = ${account.bankName}, bank_code = ${account.bankCode}, account_status = 'active', account_failure_reason = null
    where id = ${walletId} and account_number is null returning id`;
  return stored.length > 0;
}

/** Paystack's validation (or its account) failed: a later POST /wallets starts again. */
export async function failAccount(sql: Sql, walletId: string, reason: string): Promise<void> {
  await sql`update wallets set account_status = 'failed', account_failure_reason = ${reason}
    where id = ${walletId} and account_number is null`;
}

export type ProvisionedWallet = { walletId: string; merchantId: string; accountStatus: AccountStatus };

/**
 * The live wallets of a Paystack customer (its events name the customer by code). Usually one;
 * more when customers of several merchants share an e-mail (one Paystack customer).
 */
export async function findLiveWalletsByCustomerCode(db: Db, customerCode: string): Promise<ProvisionedWallet[]> {
  const rows = await db<{ id: string; merchant_id: string; account_status: AccountStatus }[]>`
    select id, merchant_id, account_status from wallets where plane = 'live' and provider_customer_code = ${customerCode}
    order by id`;
  return rows.map((row) => ({ walletId: row.id, merchantId: row.merchant_id, accountStatus: row.account_status }));
}
