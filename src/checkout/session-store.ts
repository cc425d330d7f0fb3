import { Db } from '../db';
import { refuse } from '../errors';
import { quoteFees, quoteInNaira } from '../fees';
import { isId } from '../ids';
import type { Plane } from '../keys';
import type { PaymentMethod } from '../merchants/merchants';
import { Kobo, koboToNaira } from '../money';
import type { Owner } from '../owner';
import { countedTotal, facetTotal } from '../list-counts';
import { checkPageMode, cursorKeysById, Page, pageIds, Pagination, readPage } from '../pagination';

// Checkout sessions: rows ↔ the API's session resource, and their reads. A session is made by
// session-create.ts, started at the provider by session-start.ts and paid through its
// workflow (workflows/checkout.ts).

export const CHECKOUT_STATUSES = ['pending', 'completed', 'failed', 'expired'] as const;
type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

export type CheckoutRow = {
  id: string;
  merchant_id: string;
  plane: Plane;
  escrow_id: string | null;
  customer_id: string | null;
  status: CheckoutStatus;
  amount: bigint;
  currency: string;
  merchant_fee: bigint;
  payment_methods: PaymentMethod[];
  callback_url: string | null;
  pending_event_id: string | null;
  /** The provider's payment page (a live session's authorization_url); null: our hosted page. */
  provider_checkout_url: string | null;
  /** Our reference at the provider (providerReferenceOf(id)), set when the session is created. */
  provider_reference: string;
  created_at: Date;
  completed_at: Date | null;
  /** Joined: the payment of a completed session. */
  payment_id: string | null;
};

export type FeesView = {
  providerFee: number;
  platformFee: number;
  merchantFee: number;
  totalFees: number;
  chargedAmount: number;
  netAmount: number;
};

export type CheckoutView = {
  checkoutId: string;
  checkoutUrl: string;
  status: CheckoutStatus;
  escrowId: string | null;
  customerId: string | null;
  amount: number;
  currency: string;
  /** Collection fees the payer pays on top of `amount` (the escrow's merchantFee included). */
  fees: FeesView;
  paymentMethods: PaymentMethod[];
  callbackUrl: string | null;
  paymentId: string | null;
  createdAt: string;
  completedAt: string | null;
};

export function feesView(amount: Kobo, merchantFee: Kobo): FeesView {
  return quoteInNaira(quoteFees('collection', amount, { merchantFee }));
}

function checkoutUrlFor(publicBaseUrl: string, checkoutId: string): string {
  return `${publicBaseUrl}/checkout/${checkoutId}`;
}

export function toCheckoutView(row: CheckoutRow, publicBaseUrl: string): CheckoutView {
  return {
    checkoutId: row.id,
    checkoutUrl: row.provider_checkout_url ?? checkoutUrlFor(publicBaseUrl, row.id),
    status: row.status,
    escrowId: row.escrow_id,
    customerId: row.customer_id,
    amount: koboToNaira(row.amount),
    currency: row.currency,
    fees: feesView(row.amount, row.merchant_fee),
    paymentMethods: row.payment_methods,
    callbackUrl: row.callback_url,
    paymentId: row.payment_id,
    createdAt: row.created_at.toISOString(),
    completedAt: row.completed_at ? row.completed_at.toISOString() : null,
  };
}

/** The session rows with their payment (a completed session's), to filter with `where`. */
export function selectSessions(db: Db) {
  return db`select s.*, p.id as payment_id from checkout_sessions s left join payments p on p.checkout_id = s.id`;
}

/** A session of any merchant (the hosted page and the workflow know only the id). */
export async function findSessionById(db: Db, checkoutId: string, lock = false): Promise<CheckoutRow | null> {
  if (!isId('checkout', checkoutId)) return null;
  const [row] = await db<CheckoutRow[]>`${selectSessions(db)} where s.id = ${checkoutId} ${lock ? db`for update of s` : db``}`;
  return row ?? null;
}

/** The session a provider event names by its reference. */
export async function findSessionByProviderReference(db: Db, reference: string): Promise<CheckoutRow | null> {
  const [row] = await db<CheckoutRow[]>`${selectSessions(db)} where s.provider_reference = ${reference}`;
  return row ?? null;
}

/** The reference the provider knows this session by. */
export const checkoutReferenceOf = (row: CheckoutRow): string => row.provider_reference;

async function findSession(db: Db, owner: Owner, checkoutId: string): Promise<CheckoutRow | null> {
  const row = await findSessionById(db, checkoutId);
  return row && row.merchant_id === owner.merchantId && row.plane === owner.plane ? row : null;
}

export async function getSession(db: Db, owner: Owner, checkoutId: string): Promise<CheckoutRow> {
  const row = await findSession(db, owner, checkoutId);
  if (!row) throw refuse.notFound('Checkout session');
  return row;
}

export type CheckoutFilter = { status?: CheckoutStatus; escrowId?: string; customerId?: string };

export async function listSessions(
  db: Db,
  owner: Owner,
  filter: CheckoutFilter,
  page: Page,
  publicBaseUrl: string,
): Promise<{ checkouts: CheckoutView[]; pagination: Pagination }> {
  checkPageMode(page);
  const filters = db`${filter.status ? db`and t.status = ${filter.status}` : db``}
    ${filter.escrowId !== undefined ? db`and t.escrow_id = ${filter.escrowId}` : db``}
    ${filter.customerId !== undefined ? db`and t.customer_id = ${filter.customerId}` : db``}`;
  // Exact totals from the trigger-kept counters (migration 013) for the whole list, a status
  // or a customer; an escrow's sessions (a few) and combined filters are counted.
  const single = filter.escrowId === undefined && !(filter.status && filter.customerId !== undefined);
  const total = !single
    ? db`select count(*)::int from checkout_sessions t
        where t.merchant_id = ${owner.merchantId} and t.plane = ${owner.plane} ${filters}`
    : filter.status
      ? facetTotal(db, owner, 'checkouts', `status:${filter.status}`)
      : filter.customerId !== undefined
        ? facetTotal(db, owner, 'checkouts', `customer:${filter.customerId}`)
        : countedTotal(db, owner, 'checkouts');
  const { items, pagination } = await readPage<CheckoutRow>(db, page, {
    total,
    rows: (known) => db`${selectSessions(db)} where s.id = any(array(${pageIds(db, 'checkout_sessions', owner, filters, page, known)}))`,
    order: db`p.created_at desc, p.id desc`,
    key: 'id',
    cursorKeys: cursorKeysById(db, 'checkout_sessions', owner, page),
    what: 'checkout session',
  });
  return { checkouts: items.map((r) => toCheckoutView(r, publicBaseUrl)), pagination };
}

/** A session the provider could not start: failed before payment.pending was ever recorded. */
export function startFailed(row: CheckoutRow): boolean {
  return row.status === 'failed' && row.pending_event_id === null;
}
