import { createHash } from 'node:crypto';
import { Db, Sql } from '../db';
import { orOwnEarlierAttempt } from '../db/earlier-attempt';
import { refuse } from '../errors';
import { recordEvents } from '../events/outbox';
import { outboxStream } from '../events/streams';
import { quoteFees, quoteInNaira } from '../fees';
import { ID_PREFIXES, isId } from '../ids';
import type { Plane } from '../keys';
import type { PaymentMethod } from '../merchants/merchants';
import { Kobo, koboToNaira } from '../money';
import type { Owner } from '../owner';
import { countedTotal, facetTotal } from '../list-counts';
import { checkPageMode, cursorKeysById, finishPage, Page, pageIds, Pagination, totalBeforeDeepWalk } from '../pagination';
import { lockEscrowRow } from '../escrows/store';
import { providerReferenceOf, sentReference } from '../payments/references';

// Checkout sessions: rows ↔ the API's session resource, reads, and creation (with the reuse
// rule of an unfunded hold). A session is paid through its workflow (workflows/checkout.ts).

export const CHECKOUT_STATUSES = ['pending', 'completed', 'failed', 'expired'] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

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
  /** Our reference at the provider (providerReferenceOf(id)); null: created before, sent with its raw id. */
  provider_reference: string | null;
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

export function checkoutUrlFor(publicBaseUrl: string, checkoutId: string): string {
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

function selectSessions(db: Db) {
  return db`select s.*, p.id as payment_id from checkout_sessions s left join payments p on p.checkout_id = s.id`;
}

/** A session of any merchant (the hosted page and the workflow know only the id). */
export async function findSessionById(db: Db, checkoutId: string, lock = false): Promise<CheckoutRow | null> {
  if (!isId('checkout', checkoutId)) return null;
  const [row] = await db<CheckoutRow[]>`${selectSessions(db)} where s.id = ${checkoutId} ${lock ? db`for update of s` : db``}`;
  return row ?? null;
}

/**
 * The session a provider event names by its reference: the stored one, else (a session
 * created before references were derived, whose provider knows its raw id) its id.
 */
export async function findSessionByProviderReference(db: Db, reference: string): Promise<CheckoutRow | null> {
  const [row] = await db<CheckoutRow[]>`${selectSessions(db)}
    where s.provider_reference = ${reference} or (s.id = ${reference} and s.provider_reference is null)`;
  return row ?? null;
}

/** The reference the provider knows this session by. */
export const checkoutReferenceOf = (row: CheckoutRow): string => sentReference(row, row.provider_reference);

export async function findSession(db: Db, owner: Owner, checkoutId: string): Promise<CheckoutRow | null> {
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
    : filter.status ? facetTotal(db, owner, 'checkouts', `status:${filter.status}`)
    : filter.customerId !== undefined ? facetTotal(db, owner, 'checkouts', `customer:${filter.customerId}`)
    : countedTotal(db, owner, 'checkouts');
  // One round trip: the total, and the page's rows for the ids its index walk found.
  const known = await totalBeforeDeepWalk(db, page, total);
  const rows = await db<Array<Partial<CheckoutRow> & { total: number }>>`
    select (${total}) as total, p.*
    from (select 1) one left join (
      ${selectSessions(db)} where s.id = any(array(${pageIds(db, 'checkout_sessions', owner, filters, page, known)}))
    ) p on true
    order by p.created_at desc, p.id desc`;
  const found = rows.filter((row) => row.id != null) as CheckoutRow[];
  const { items, pagination } = await finishPage(
    db, page, found, rows[0].total, (row) => row.id, cursorKeysById(db, 'checkout_sessions', owner, page), 'checkout session',
  );
  return { checkouts: items.map((r) => toCheckoutView(r, publicBaseUrl)), pagination };
}

// ---- create ---------------------------------------------------------------------------

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * The id of the session a create request makes: the same merchant, plane and
 * Idempotency-Key always name the same session, so a retry after a crash finds it. A
 * session the provider could not start is not reused, so a retry of that 502 (same key)
 * takes the next id of the key: `attempt` 1, 2, ...
 */
export function checkoutIdFor(owner: Owner, idempotencyKey: string, attempt = 0): string {
  const parts = ['checkout', owner.merchantId, owner.plane, idempotencyKey, ...(attempt > 0 ? [`start-attempt-${attempt}`] : [])];
  const bytes = createHash('sha256').update(parts.join('\u0000')).digest();
  let body = '';
  for (let i = 0; i < 24; i++) body += BASE62[bytes[i] % 62];
  return `${ID_PREFIXES.checkout}_${body}`;
}

export type CreateSessionInput = {
  /** The request's key: the session's id derives from it (checkoutIdFor). */
  idempotencyKey: string;
  target: { escrowId: string } | { customerId: string };
  /** Kobo; required for a customer top-up, optional (must equal the hold) for an escrow. */
  amount?: Kobo;
  currency?: string;
  /** Request value; when absent the merchant's enabled channels are used. */
  paymentMethods?: PaymentMethod[];
  /** Request value (already checked); else the escrow's, else the merchant's default. */
  callbackUrl?: string;
  merchant: { paymentMethods: PaymentMethod[]; callbackUrl: string | null };
  /** Origin of checkoutUrl (PUBLIC_BASE_URL). */
  publicBaseUrl: string;
};

/** `created` is false when an existing session is answered (an unfunded hold's pending one). */
export type CreatedSession = { row: CheckoutRow; created: boolean };

/** A session the provider could not start: failed before payment.pending was ever recorded. */
export function startFailed(row: CheckoutRow): boolean {
  return row.status === 'failed' && row.pending_event_id === null;
}

/**
 * POST /checkout/sessions in one transaction. For an escrow the hold's row is locked, so the
 * state check, the reuse of its pending session and the insert cannot race a funding payment
 * or a second create. A new session is `pending` without payment.pending: its workflow starts
 * the provider's checkout first (recordCheckoutStarted / markCheckoutStartFailed).
 */
export async function createSession(sql: Sql, owner: Owner, input: CreateSessionInput): Promise<CreatedSession> {
  return orOwnEarlierAttempt(() => insertSession(sql, owner, input), {
    // The same key's request whose transaction outlived this one's wait (a stalled database,
    // then a lease taken over) inserted the session first: it is this request's own.
    constraints: ['checkout_sessions_pkey', 'checkout_sessions_provider_reference'],
    earlier: async () => {
      const { retried } = await sessionOfKey(sql, owner, input.idempotencyKey);
      return retried ? { row: retried, created: true } : null;
    },
  });
}

/**
 * The session a create request's key names: the first of the key's ids that is free or holds a
 * session the provider started (`retried`); a session the provider could not start is not
 * reused (then the key's next id).
 */
async function sessionOfKey(db: Db, owner: Owner, idempotencyKey: string): Promise<{ checkoutId: string; retried: CheckoutRow | null }> {
  for (let attempt = 0; ; attempt++) {
    const checkoutId = checkoutIdFor(owner, idempotencyKey, attempt);
    const retried = await findSessionById(db, checkoutId);
    if (!retried || retried.merchant_id !== owner.merchantId || retried.plane !== owner.plane) return { checkoutId, retried: null };
    if (!startFailed(retried)) return { checkoutId, retried };
  }
}

async function insertSession(sql: Sql, owner: Owner, input: CreateSessionInput): Promise<CreatedSession> {
  return sql.begin(async (tx) => {
    // A retry of the request that made this session (same key): answer it as made.
    const { checkoutId, retried } = await sessionOfKey(tx, owner, input.idempotencyKey);
    if (retried) return { row: retried, created: true };

    let amount: Kobo;
    let currency: string;
    let merchantFee = 0n;
    let callbackUrl = input.callbackUrl ?? null;
    let escrowId: string | null = null;
    let customerId: string | null = null;
    if ('escrowId' in input.target) {
      const escrow = (await lockEscrowRow(tx, owner, input.target.escrowId))?.row ?? null;
      if (!escrow) throw refuse.notFound('Escrow');
      if (escrow.status !== 'awaiting_funding') {
        throw refuse.escrowNotPayable(escrow.status);
      }
      const mismatch =
        (input.amount !== undefined && input.amount !== escrow.amount) ||
        (input.currency !== undefined && input.currency !== escrow.currency);
      if (mismatch) {
        throw refuse.amountMismatch('amount and currency must equal the escrow\'s', {
          expectedAmount: koboToNaira(escrow.amount),
          expectedCurrency: escrow.currency,
        });
      }
      const [pending] = await tx<CheckoutRow[]>`${selectSessions(tx)}
        where s.escrow_id = ${escrow.id} and s.status = 'pending'`;
      // Read under the hold's lock: the pending session may be this request's own, made by
      // an earlier transaction of its key that committed while this one waited.
      if (pending) return { row: pending, created: pending.id === checkoutId };
      amount = escrow.amount;
      currency = escrow.currency;
      merchantFee = escrow.merchant_fee;
      escrowId = escrow.id;
      const [{ callback_url: escrowCallback }] = await tx`select callback_url from escrows where id = ${escrow.id}`;
      callbackUrl ??= (escrowCallback as string | null) ?? null;
    } else {
      // Share-lock the customer so a concurrent delete cannot strand a session.
      const [wallet] = await tx`select w.currency from customers c join wallets w on w.customer_id = c.id
        where c.id = ${isId('customer', input.target.customerId) ? input.target.customerId : ''}
          and c.merchant_id = ${owner.merchantId} and c.plane = ${owner.plane} and c.deleted_at is null
        for share of c`;
      if (!wallet) throw refuse.notFound('Customer');
      if (input.amount === undefined) throw refuse.invalidRequest('Invalid body: amount: required for a wallet top-up', { fields: ['amount'] });
      const walletCurrency = wallet.currency as string;
      if (input.currency !== undefined && input.currency !== walletCurrency) {
        throw refuse.amountMismatch(`currency must be the wallet's currency ${walletCurrency}`, { expectedCurrency: walletCurrency });
      }
      amount = input.amount;
      currency = walletCurrency;
      customerId = input.target.customerId;
    }
    callbackUrl ??= input.merchant.callbackUrl;

    await tx`insert into checkout_sessions (id, merchant_id, plane, escrow_id, customer_id, status, amount, currency,
        merchant_fee, payment_methods, callback_url, provider_reference)
      values (${checkoutId}, ${owner.merchantId}, ${owner.plane}, ${escrowId}, ${customerId}, 'pending', ${amount},
        ${currency}, ${merchantFee}, ${input.paymentMethods ?? input.merchant.paymentMethods}, ${callbackUrl},
        ${providerReferenceOf(checkoutId)})`;
    return { row: (await findSessionById(tx, checkoutId))!, created: true };
  }) as Promise<CreatedSession>;
}

// ---- start (the checkout workflow's first step) ----------------------------------------

export type CheckoutStart = { status: 'started'; pendingEventId: string | null } | { status: 'failed' };

function startOf(row: CheckoutRow): CheckoutStart {
  return startFailed(row) ? { status: 'failed' } : { status: 'started', pendingEventId: row.pending_event_id };
}

/** The start already settled (a repeated activity, a later run), else null: ask the provider. */
export function settledStart(row: CheckoutRow): CheckoutStart | null {
  return row.status === 'pending' && row.pending_event_id === null ? null : startOf(row);
}

/**
 * The provider started the checkout: payment.pending (data = the session) is recorded once,
 * remembered on the row for the workflow to deliver.
 */
export async function recordCheckoutStarted(sql: Sql, checkoutId: string, publicBaseUrl: string): Promise<CheckoutStart> {
  return sql.begin(async (tx) => {
    const row = (await findSessionById(tx, checkoutId, true))!;
    const settled = settledStart(row);
    if (settled) return settled;
    const owner = { merchantId: row.merchant_id, plane: row.plane, stream: outboxStream('checkout', checkoutId) };
    const [eventId] = await recordEvents(tx, owner, [{ type: 'payment.pending', data: toCheckoutView(row, publicBaseUrl) }]);
    await tx`update checkout_sessions set pending_event_id = ${eventId} where id = ${checkoutId}`;
    return { status: 'started', pendingEventId: eventId } as CheckoutStart;
  }) as Promise<CheckoutStart>;
}

/** The provider's page for this session (live: Paystack's authorization_url), kept before payment.pending is recorded. */
export async function recordProviderCheckoutUrl(sql: Sql, checkoutId: string, url: string): Promise<void> {
  await sql`update checkout_sessions set provider_checkout_url = ${url} where id = ${checkoutId} and provider_checkout_url is null`;
}

/** Who pays this session, by e-mail (the provider needs one): the top-up's customer, or the hold's payer. */
export async function payerEmailOf(db: Db, row: CheckoutRow): Promise<string | undefined> {
  const [found] = await db`
    select coalesce(c.email, e.payer_guest->>'email') as email
    from checkout_sessions s
      left join escrows e on e.id = s.escrow_id
      left join customers c on c.id = coalesce(s.customer_id, e.payer_customer_id)
    where s.id = ${row.id}`;
  return (found?.email as string | null) ?? undefined;
}

/** The provider could not start the checkout: the session fails, with no event. */
export async function markCheckoutStartFailed(sql: Sql, checkoutId: string): Promise<CheckoutStart> {
  return sql.begin(async (tx) => {
    const row = (await findSessionById(tx, checkoutId, true))!;
    const settled = settledStart(row);
    if (settled) return settled;
    await tx`update checkout_sessions set status = 'failed' where id = ${checkoutId}`;
    return { status: 'failed' } as CheckoutStart;
  }) as Promise<CheckoutStart>;
}
