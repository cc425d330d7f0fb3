import { Db, Sql } from '../db';
import { recordEvents } from '../events/outbox';
import { outboxStream } from '../events/streams';
import { CheckoutRow, findSessionById, startFailed, toCheckoutView } from './session-store';

// The checkout workflow's first step: the provider's checkout started (payment.pending
// recorded once) or refused (the session failed, no event), and what the provider is told.

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
  return sql.begin<CheckoutStart>(async (tx) => {
    const row = (await findSessionById(tx, checkoutId, true))!;
    const settled = settledStart(row);
    if (settled) return settled;
    const owner = { merchantId: row.merchant_id, plane: row.plane, stream: outboxStream('checkout', checkoutId) };
    const [eventId] = await recordEvents(tx, owner, [{ type: 'payment.pending', data: toCheckoutView(row, publicBaseUrl) }]);
    await tx`update checkout_sessions set pending_event_id = ${eventId} where id = ${checkoutId}`;
    return { status: 'started', pendingEventId: eventId };
  });
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
  return sql.begin<CheckoutStart>(async (tx) => {
    const row = (await findSessionById(tx, checkoutId, true))!;
    const settled = settledStart(row);
    if (settled) return settled;
    await tx`update checkout_sessions set status = 'failed' where id = ${checkoutId}`;
    return { status: 'failed' };
  });
}
