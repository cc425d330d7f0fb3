import type Router from '@koa/router';
import { emit } from '../events';
import { Ctx, fail, koboOf, ok } from '../http';
import { listPage } from '../lists';
import { transactionReferenceRefusal } from '../references';
import type { FakeState, FakeTransaction } from '../state';

// Transactions: initialize, verify, and paying one (the payer's side: the fake's page or a test).

/** Paystack's local card fee: 1.5% + ₦100 (waived under ₦2,500), capped at ₦2,000; kobo. */
function paystackFee(amount: number): number {
  return Math.min(Math.round(amount * 0.015) + (amount >= 250_000 ? 10_000 : 0), 200_000);
}

export function transactionData(tx: FakeTransaction) {
  const { access_code: _a, authorization_url: _u, email, channels: _c, callback_url: _cb, authorization, customer, ...rest } = tx;
  return {
    ...rest,
    domain: 'live',
    message: null,
    log: null,
    customer: customer ?? { email, customer_code: `CUS_${tx.id}` },
    authorization: authorization ?? null,
    // Paystack answers both spellings.
    paidAt: tx.paid_at,
    createdAt: tx.created_at,
  };
}

export function registerTransactions(router: Router, state: FakeState, baseUrl: () => string): void {
  router.post('/transaction/initialize', (ctx: Ctx) => {
    const body = ctx.request.body ?? {};
    const amount = koboOf(body.amount);
    if (typeof body.email !== 'string' || !body.email.includes('@')) return fail(ctx, 400, 'Invalid Email Address Passed');
    if (amount === null) return fail(ctx, 400, 'Invalid Amount Sent');
    const ours = typeof body.reference === 'string' && body.reference ? body.reference : null;
    const refusal = ours !== null ? transactionReferenceRefusal(ours) : null;
    if (refusal) return fail(ctx, 400, refusal);
    const reference = ours ?? state.code('T');
    const existing = state.transactions.get(reference);
    if (existing) {
      // The same request again (a retry) gets the same transaction; anything else is a duplicate.
      if (existing.amount !== amount || existing.email !== body.email || existing.status !== 'abandoned') {
        return fail(ctx, 400, 'Duplicate Transaction Reference');
      }
      return ok(ctx, 'Authorization URL created', pick(existing));
    }
    const access_code = state.code('ac').slice(3);
    const tx: FakeTransaction = {
      id: state.id(),
      reference,
      access_code,
      authorization_url: `${baseUrl()}/checkout/${access_code}`,
      email: body.email,
      amount,
      currency: typeof body.currency === 'string' ? body.currency : 'NGN',
      channels: Array.isArray(body.channels) ? body.channels : ['card'],
      callback_url: typeof body.callback_url === 'string' ? body.callback_url : null,
      metadata: body.metadata ?? null,
      status: 'abandoned',
      channel: null,
      fees: null,
      gateway_response: null,
      paid_at: null,
      created_at: new Date().toISOString(),
    };
    state.transactions.set(reference, tx);
    ok(ctx, 'Authorization URL created', pick(tx));
  });

  // The list: status filter, created-at window, pages (lists.ts); meta.total_volume sums the amounts.
  router.get('/transaction', (ctx: Ctx) =>
    listPage(
      ctx,
      'Transactions retrieved',
      [...state.transactions.values()],
      {
        createdAt: (t) => t.created_at,
        status: (t) => t.status,
        extraMeta: (matching) => ({ total_volume: matching.reduce((sum, t) => sum + (t.status === 'success' ? t.amount : 0), 0) }),
      },
      transactionData,
    ),
  );

  // Fetch by Paystack's id (GET /transaction/:id).
  router.get('/transaction/:id', (ctx: Ctx) => {
    const tx = [...state.transactions.values()].find((t) => String(t.id) === ctx.params.id);
    if (!tx) return fail(ctx, 404, 'Transaction not found');
    ok(ctx, 'Transaction retrieved', transactionData(tx));
  });

  router.get('/transaction/verify/:reference', (ctx: Ctx) => {
    const tx = state.transactions.get(ctx.params.reference);
    if (!tx) return fail(ctx, 404, 'Transaction reference not found');
    ok(ctx, 'Verification successful', transactionData(tx));
  });
}

const pick = (tx: FakeTransaction) => ({ authorization_url: tx.authorization_url, access_code: tx.access_code, reference: tx.reference });

/**
 * The payer pays (or is declined): the transaction settles and charge.success goes out (a
 * failure sends nothing, as Paystack). `fees`: Paystack's fee, when not its schedule's (a fee
 * that differs from what the service expects).
 */
export async function settleTransaction(
  state: FakeState,
  reference: string,
  outcome: { success: boolean; channel?: string; sendEvent?: boolean; fees?: number },
): Promise<FakeTransaction> {
  const tx = state.transactions.get(reference);
  if (!tx) throw new Error(`fake paystack: no transaction ${reference}`);
  if (tx.status === 'abandoned') {
    tx.status = outcome.success ? 'success' : 'failed';
    tx.channel = outcome.channel ?? tx.channels[0] ?? 'card';
    tx.gateway_response = outcome.success ? 'Successful' : 'Declined';
    if (outcome.success) {
      tx.fees = outcome.fees ?? paystackFee(tx.amount);
      tx.paid_at = new Date().toISOString();
    }
  }
  if (tx.status === 'success' && outcome.sendEvent !== false) await emit(state, 'charge.success', transactionData(tx));
  return tx;
}

/** Paystack's fee on one transaction, changed after the fact. */
export function setFees(state: FakeState, reference: string, fees: number): FakeTransaction {
  const tx = state.transactions.get(reference);
  if (!tx) throw new Error(`fake paystack: no transaction ${reference}`);
  tx.fees = fees;
  return tx;
}
