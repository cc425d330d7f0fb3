import type { Db, Fragment } from '../db';
import type { Owner } from '../owner';

// The dashboard's search box: one query finds escrows, customers, checkout sessions and
// withdrawals of the merchant on one plane, by exact id (any of their prefixes, a wallet's id
// finds its customer), exact reference, exact e-mail, or the start of a name in any case.
// Every lookup walks a unique key or an index for at most RESULTS_PER_KIND rows.

const RESULTS_PER_KIND = 10;
const MAX_QUERY_LENGTH = 200;

type FoundEscrow = { escrowId: string; reference: string; status: string; amount: bigint; createdAt: string };
type FoundCustomer = { customerId: string; name: string; email: string; createdAt: string };
type FoundCheckout = {
  checkoutId: string;
  status: string;
  amount: bigint;
  escrowId: string | null;
  customerId: string | null;
  createdAt: string;
};
type FoundWithdrawal = { withdrawalId: string; reference: string; status: string; amount: bigint; customerId: string; createdAt: string };

export type SearchResults = {
  escrows: FoundEscrow[];
  customers: FoundCustomer[];
  checkouts: FoundCheckout[];
  withdrawals: FoundWithdrawal[];
};

export const emptyResults = (): SearchResults => ({ escrows: [], customers: [], checkouts: [], withdrawals: [] });

/** Escapes LIKE's wildcards, so a typed % or _ is matched as itself. */
const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const ID = /^(esc|cus|chk|wdr|wal)_[0-9A-Za-z]{24}$/;

export async function searchMerchant(db: Db, owner: Owner, query: string): Promise<SearchResults> {
  const q = query.trim().replaceAll('\0', '').slice(0, MAX_QUERY_LENGTH);
  if (q === '') return emptyResults();
  const scope = (alias: string): Fragment => db`${db(alias)}.merchant_id = ${owner.merchantId} and ${db(alias)}.plane = ${owner.plane}`;
  const id = ID.exec(q)?.[1];
  const results = emptyResults();
  const [escrows, customers, checkouts, withdrawals] = await Promise.all([
    // An escrow by its id or its reference.
    id === undefined || id === 'esc'
      ? db<Array<{ id: string; reference: string; status: string; amount: bigint; created_at: Date }>>`
          select e.id, e.reference, e.status, e.amount, e.created_at from escrows e
          where ${scope('e')} and ${id === 'esc' ? db`e.id = ${q}` : db`e.reference = ${q}`}
          limit ${RESULTS_PER_KIND}`
      : [],
    searchCustomers(db, owner, q, id, scope),
    id === 'chk'
      ? db<Array<{ id: string; status: string; amount: bigint; escrow_id: string | null; customer_id: string | null; created_at: Date }>>`
          select c.id, c.status, c.amount, c.escrow_id, c.customer_id, c.created_at from checkout_sessions c where ${scope('c')} and c.id = ${q}`
      : [],
    id === undefined || id === 'wdr'
      ? db<Array<{ id: string; reference: string; status: string; amount: bigint; customer_id: string; created_at: Date }>>`
          select w.id, w.reference, w.status, w.amount, w.customer_id, w.created_at from withdrawals w
          where ${scope('w')} and ${id === 'wdr' ? db`w.id = ${q}` : db`w.reference = ${q}`}
          limit ${RESULTS_PER_KIND}`
      : [],
  ]);
  results.escrows = escrows.map((r) => ({
    escrowId: r.id,
    reference: r.reference,
    status: r.status,
    amount: BigInt(r.amount),
    createdAt: r.created_at.toISOString(),
  }));
  results.customers = customers;
  results.checkouts = checkouts.map((r) => ({
    checkoutId: r.id,
    status: r.status,
    amount: BigInt(r.amount),
    escrowId: r.escrow_id,
    customerId: r.customer_id,
    createdAt: r.created_at.toISOString(),
  }));
  results.withdrawals = withdrawals.map((r) => ({
    withdrawalId: r.id,
    reference: r.reference,
    status: r.status,
    amount: BigInt(r.amount),
    customerId: r.customer_id,
    createdAt: r.created_at.toISOString(),
  }));
  return results;
}

type CustomerRow = { id: string; first_name: string; last_name: string; email: string; created_at: Date };

/** A customer by id, by its wallet's id, by e-mail, or by the start of the full name or the last name. */
async function searchCustomers(
  db: Db,
  owner: Owner,
  q: string,
  id: string | undefined,
  scope: (alias: string) => Fragment,
): Promise<FoundCustomer[]> {
  const columns = db`c.id, c.first_name, c.last_name, c.email, c.created_at`;
  let rows: CustomerRow[];
  if (id === 'cus') rows = await db<CustomerRow[]>`select ${columns} from customers c where ${scope('c')} and c.id = ${q}`;
  else if (id === 'wal') {
    rows = await db<
      CustomerRow[]
    >`select ${columns} from wallets w join customers c on c.id = w.customer_id where ${scope('w')} and w.id = ${q}`;
  } else if (id !== undefined) rows = [];
  else if (q.includes('@')) {
    rows = await db<
      CustomerRow[]
    >`select ${columns} from customers c where ${scope('c')} and lower(c.email) = lower(${q}) and c.deleted_at is null`;
  } else {
    // Two index walks (the full name's start, the last name's start), each stopping after
    // RESULTS_PER_KIND rows: ordered `using ~<~`, the order of their text_pattern_ops indexes
    // (by the collation's `<`, PostgreSQL would read every match and sort them).
    const prefix = likePrefix(q.toLowerCase().replace(/\s+/g, ' '));
    rows = await db<CustomerRow[]>`
      select * from (
        (select ${columns} from customers c where ${scope('c')} and c.deleted_at is null
           and lower(c.first_name || ' ' || c.last_name) like ${prefix}
         order by lower(c.first_name || ' ' || c.last_name) using ~<~ limit ${RESULTS_PER_KIND})
        union
        (select ${columns} from customers c where ${scope('c')} and c.deleted_at is null and lower(c.last_name) like ${prefix}
         order by lower(c.last_name) using ~<~ limit ${RESULTS_PER_KIND})
      ) found order by lower(first_name || ' ' || last_name), id limit ${RESULTS_PER_KIND}`;
  }
  return rows.map((r) => ({
    customerId: r.id,
    name: `${r.first_name} ${r.last_name}`,
    email: r.email,
    createdAt: r.created_at.toISOString(),
  }));
}
