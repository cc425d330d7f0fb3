import { Db, Sql } from '../db';
import { refuse } from '../errors';
import { isId } from '../ids';
import { countedTotal } from '../list-counts';
import { activateAccount } from './live-accounts';
import type { IdentityProvider } from '../identity/provider';
import { checkPageMode, cursorKeysById, Page, pageIds, Pagination, readPage } from '../pagination';
import { getCustomer } from '../customers/customers';
import type { Owner } from '../owner';
import { findWallet, toWalletView, walletColumns, walletJoins, WalletRow, WalletView } from './view';

export async function getWallet(db: Db, owner: Owner, walletId: string): Promise<WalletView> {
  const wallet = isId('wallet', walletId) ? await findWallet(db, owner.merchantId, owner.plane, walletId) : null;
  if (!wallet) throw refuse.notFound('Wallet');
  return wallet;
}

export async function listWallets(
  db: Db,
  owner: Owner,
  filter: { customerId?: string },
  page: Page,
): Promise<{ wallets: WalletView[]; pagination: Pagination }> {
  checkPageMode(page);
  // A deleted customer's wallet is gone too.
  const live = db`and exists (select 1 from customers c where c.id = t.customer_id and c.deleted_at is null)`;
  const filters = db`${live} ${filter.customerId ? db`and t.customer_id = ${filter.customerId}` : db``}`;
  // Every customer has exactly one wallet, so the whole list's total is the customers'
  // trigger-kept counter (src/list-counts.ts); a customer's own wallet is counted (0 or 1).
  const total = filter.customerId
    ? db`select count(*)::int from wallets t where t.merchant_id = ${owner.merchantId} and t.plane = ${owner.plane} ${filters}`
    : countedTotal(db, owner, 'customers');
  // The rows and balances of the ids the index walk found.
  const { items, pagination } = await readPage<WalletRow>(db, page, {
    total,
    rows: (known) => db`
      select ${walletColumns(db)} from wallets w ${walletJoins(db)}
      where w.id = any(array(${pageIds(db, 'wallets', owner, filters, page, known)}))`,
    order: db`p.wallet_created_at desc, p.wallet_id desc`,
    key: 'wallet_id',
    cursorKeys: cursorKeysById(db, 'wallets', owner, page),
    what: 'wallet',
  });
  return { wallets: items.map(toWalletView), pagination };
}

/**
 * POST /wallets: gives the customer's wallet a dedicated virtual account once the BVN's name
 * matches the customer. A wallet that already has one is returned as it is (created: false).
 */
export async function provisionWallet(
  sql: Sql,
  owner: Owner,
  identity: IdentityProvider,
  input: { customerId: string; bvn: string },
): Promise<{ wallet: WalletView; created: boolean }> {
  const customer = await getCustomer(sql, owner, input.customerId);
  const existing = await getWallet(sql, owner, customer.walletId);
  if (existing.account) return { wallet: existing, created: false };

  const matches = await identity.bvnMatchesName(input.bvn, customer);
  if (!matches) {
    throw refuse.bvnNameMismatch();
  }
  const account = await identity.provisionVirtualAccount({
    walletId: customer.walletId,
    accountName: `${customer.firstName} ${customer.lastName}`,
  });
  const created = await activateAccount(sql, customer.walletId, account);
  return { wallet: await getWallet(sql, owner, customer.walletId), created };
}

export type LiveWalletInput = { customerId: string; bvn: string; bankCode?: string; accountNumber?: string };

/** What a live POST /wallets hands to the provisioning workflow's start (api/wallet-account-calls.ts). */
export type LiveWalletRequest = { walletId: string; bvn: string; bankCode: string; accountNumber: string };

/**
 * POST /wallets with live keys, before anything starts: the customer's own bank account is
 * required (Paystack validates it with the BVN). A wallet whose account is active or pending
 * is the answer as it is (200); a new or failed one starts provisioning (`start`, 201).
 */
export async function provisionLiveWallet(
  sql: Sql,
  owner: Owner,
  input: LiveWalletInput,
  start: (request: LiveWalletRequest) => Promise<WalletView>,
): Promise<{ wallet: WalletView; created: boolean }> {
  const missing = (['bankCode', 'accountNumber'] as const).filter((field) => !input[field]);
  if (missing.length > 0) {
    throw refuse.invalidRequest(
      `${missing.join(' and ')} required with live keys: Paystack validates the customer's own bank account with the BVN`,
      {
        fields: [...missing],
      },
    );
  }
  const customer = await getCustomer(sql, owner, input.customerId);
  const existing = await getWallet(sql, owner, customer.walletId);
  if (existing.accountStatus === 'active' || existing.accountStatus === 'pending') return { wallet: existing, created: false };
  const wallet = await start({
    walletId: customer.walletId,
    bvn: input.bvn,
    bankCode: input.bankCode!,
    accountNumber: input.accountNumber!,
  });
  return { wallet, created: true };
}
