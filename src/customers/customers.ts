import { Db, Sql } from '../db';
import { refuse } from '../errors';
import { isId, newId } from '../ids';
import { countedTotal } from '../list-counts';
import { walletAccountId } from '../ledger/accounts';
import { checkPageMode, cursorKeysById, Page, pageIds, Pagination, readPage } from '../pagination';
import { customerWalletColumns, CustomerWalletRow, walletAccount, walletBalances, walletJoins, WalletView } from '../wallets/view';

import type { Owner } from '../owner';

export type CustomerView = {
  customerId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  walletId: string;
  balances: WalletView['balances'];
  account: WalletView['account'];
  createdAt: string;
};

type CustomerRow = CustomerWalletRow & {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  created_at: Date;
};

function toCustomerView(row: CustomerRow): CustomerView {
  return {
    customerId: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    walletId: row.wallet_id,
    balances: walletBalances(row),
    account: walletAccount(row),
    createdAt: row.created_at.toISOString(),
  };
}

function selectCustomers(db: Db) {
  return db`select c.id, c.first_name, c.last_name, c.email, c.phone, c.created_at, ${customerWalletColumns(db)}
    from customers c join wallets w on w.customer_id = c.id ${walletJoins(db)}`;
}

function isUniqueEmailViolation(err: unknown): boolean {
  return (err as { constraint_name?: string }).constraint_name === 'customers_email_unique';
}

export type NewCustomer = { firstName: string; lastName: string; email: string; phone: string };

/** A customer, its wallet and the wallet's two ledger accounts, created together. */
export async function createCustomer(sql: Sql, owner: Owner, input: NewCustomer): Promise<CustomerView> {
  const customerId = newId('customer');
  const walletId = newId('wallet');
  try {
    await sql.begin(async (tx) => {
      await tx`insert into customers (id, merchant_id, plane, first_name, last_name, email, phone)
        values (${customerId}, ${owner.merchantId}, ${owner.plane}, ${input.firstName}, ${input.lastName},
                ${input.email}, ${input.phone})`;
      await tx`insert into wallets (id, merchant_id, plane, customer_id)
        values (${walletId}, ${owner.merchantId}, ${owner.plane}, ${customerId})`;
      await tx`insert into ledger_accounts ${tx(
        (['available', 'held'] as const).map((kind) => ({
          id: walletAccountId(walletId, kind),
          merchant_id: owner.merchantId,
          plane: owner.plane,
          wallet_id: walletId,
          kind,
          non_negative: true,
        })),
      )}`;
    });
  } catch (err) {
    if (isUniqueEmailViolation(err)) throw refuse.duplicateEmail();
    throw err;
  }
  return (await findCustomer(sql, owner, customerId))!;
}

async function findCustomer(db: Db, owner: Owner, customerId: string): Promise<CustomerView | null> {
  if (!isId('customer', customerId)) return null;
  const [row] = await db<CustomerRow[]>`${selectCustomers(db)}
    where c.id = ${customerId} and c.merchant_id = ${owner.merchantId} and c.plane = ${owner.plane}
      and c.deleted_at is null`;
  return row ? toCustomerView(row) : null;
}

/**
 * 404 unless every one of these customers exists (not deleted) for this merchant and plane:
 * one light statement, for a request that names customers without needing their views.
 */
export async function requireCustomers(db: Db, owner: Owner, customerIds: string[]): Promise<void> {
  if ((await missingCustomers(db, owner, customerIds)).length > 0) throw refuse.notFound('Customer');
}

/** Which of these customers do not exist (or are deleted) for this merchant and plane, in the order given. */
export async function missingCustomers(db: Db, owner: Owner, customerIds: string[]): Promise<string[]> {
  const wanted = [...new Set(customerIds)].filter((id) => isId('customer', id));
  const rows =
    wanted.length === 0
      ? []
      : await db<Array<{ id: string }>>`
    select id from customers
    where id in ${db(wanted)} and merchant_id = ${owner.merchantId} and plane = ${owner.plane} and deleted_at is null`;
  const found = new Set(rows.map((row) => row.id));
  return customerIds.filter((id) => !found.has(id));
}

export async function getCustomer(db: Db, owner: Owner, customerId: string): Promise<CustomerView> {
  const customer = await findCustomer(db, owner, customerId);
  if (!customer) throw refuse.notFound('Customer');
  return customer;
}

export async function listCustomers(db: Db, owner: Owner, page: Page): Promise<{ customers: CustomerView[]; pagination: Pagination }> {
  checkPageMode(page);
  // One round trip. The total is the trigger-kept counter (src/list-counts.ts), not a count
  // of the merchant's customers. The page's ids come from a walk of the customers index that
  // stops after the page (index-only, however deep the offset); each of those rows then looks
  // up its own wallet and balances (lateral, kept from being flattened by `offset 0`).
  const { items, pagination } = await readPage<CustomerRow>(db, page, {
    total: countedTotal(db, owner, 'customers'),
    rows: (known) => db`
      select c.id, c.first_name, c.last_name, c.email, c.phone, c.created_at, wallet.*
      from customers c
      cross join lateral (
        select ${customerWalletColumns(db)} from wallets w ${walletJoins(db)} where w.customer_id = c.id offset 0
      ) wallet
      where c.id = any(array(${pageIds(db, 'customers', owner, db`and t.deleted_at is null`, page, known)}))`,
    order: db`p.created_at desc, p.id desc`,
    key: 'id',
    cursorKeys: cursorKeysById(db, 'customers', owner, page),
    what: 'customer',
  });
  return { customers: items.map(toCustomerView), pagination };
}

export type CustomerChanges = Partial<Pick<NewCustomer, 'firstName' | 'lastName' | 'phone'>>;

export async function updateCustomer(sql: Sql, owner: Owner, customerId: string, changes: CustomerChanges): Promise<CustomerView> {
  const columns: Record<string, string> = {};
  if (changes.firstName !== undefined) columns.first_name = changes.firstName;
  if (changes.lastName !== undefined) columns.last_name = changes.lastName;
  if (changes.phone !== undefined) columns.phone = changes.phone;
  if (Object.keys(columns).length > 0 && isId('customer', customerId)) {
    await sql`update customers set ${sql(columns)}
      where id = ${customerId} and merchant_id = ${owner.merchantId} and plane = ${owner.plane} and deleted_at is null`;
  }
  return getCustomer(sql, owner, customerId);
}

/**
 * Deletes (soft: the ledger keeps its history) a customer with no virtual account and no
 * escrow role, no money in the wallet and no withdrawal still processing. A wallet with money
 * would strand it, so that is refused too.
 */
export async function deleteCustomer(sql: Sql, owner: Owner, customerId: string): Promise<void> {
  await sql.begin(async (tx) => {
    const [row] = await tx<Array<{ account_number: string | null; available: bigint; held: bigint }>>`
      select w.account_number, av.balance as available, hd.balance as held
      from customers c join wallets w on w.customer_id = c.id ${walletJoins(tx)}
      where c.id = ${isId('customer', customerId) ? customerId : ''} and c.merchant_id = ${owner.merchantId}
        and c.plane = ${owner.plane} and c.deleted_at is null
      for update of c`;
    if (!row) throw refuse.notFound('Customer');
    if (row.account_number) {
      throw refuse.customerHasAccount();
    }
    // Any role counts, extra roles included: parties holds every party as given.
    const [party] = await tx`select 1 from escrows
      where merchant_id = ${owner.merchantId} and plane = ${owner.plane}
        and parties @> ${tx.json([{ customerId }] as never)} limit 1`;
    if (party) {
      throw refuse.customerHasEscrow();
    }
    if (row.available !== 0n || row.held !== 0n) {
      throw refuse.customerHasBalance('wallet');
    }
    // A withdrawal in flight may still fail and give its money back to this wallet.
    const [payout] = await tx`select 1 from withdrawals
      where merchant_id = ${owner.merchantId} and plane = ${owner.plane} and customer_id = ${customerId}
        and status = 'processing' limit 1`;
    if (payout) {
      throw refuse.customerHasBalance('withdrawal');
    }
    await tx`update customers set deleted_at = now() where id = ${customerId}`;
  });
}
