import { createHash } from 'node:crypto';
import { Db, Sql } from '../db';
import { orOwnEarlierAttempt } from '../db/earlier-attempt';
import { refuse } from '../errors';
import { ID_PREFIXES, isId } from '../ids';
import type { PaymentMethod } from '../merchants/merchants';
import { Kobo, koboToNaira } from '../money';
import type { Owner } from '../owner';
import { lockEscrowRow } from '../escrows/store';
import { providerReferenceOf } from '../payments/references';
import { CheckoutRow, findSessionById, selectSessions, startFailed } from './session-store';

// POST /checkout/sessions: a session's id from the request's Idempotency-Key, and its row made
// in one transaction (with the reuse rule of an unfunded hold's pending session).

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
        throw refuse.amountMismatch("amount and currency must equal the escrow's", {
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
      if (input.amount === undefined)
        throw refuse.invalidRequest('Invalid body: amount: required for a wallet top-up', { fields: ['amount'] });
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
  });
}
