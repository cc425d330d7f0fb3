import type Router from '@koa/router';
import { emit } from '../events';
import { Ctx, fail, koboOf, ok } from '../http';
import { listPage } from '../lists';
import type { FakeRefund, FakeState } from '../state';

// Refunds: created pending, then processed (or failed, when a test queued that) with its
// event. The list takes only what Paystack documents for it (a date window and paging);
// anything else in the query is ignored, as by Paystack.

function refundData(refund: FakeRefund, withTransaction: boolean) {
  const { transaction, ...rest } = refund;
  return {
    ...rest,
    transaction: withTransaction
      ? { id: transaction.id, reference: transaction.reference, amount: transaction.amount, currency: transaction.currency }
      : transaction.id,
    ...(withTransaction ? {} : { transaction_reference: transaction.reference }),
    domain: 'live',
    deducted_amount: refund.status === 'processed' ? refund.amount : 0,
    fully_deducted: refund.status === 'processed',
    channel: transaction.channel,
    created_at: refund.createdAt,
  };
}

function eventData(refund: FakeRefund) {
  return {
    status: refund.status,
    transaction_reference: refund.transaction.reference,
    refund_reference: null,
    id: refund.id,
    amount: refund.amount,
    currency: refund.currency,
    merchant_note: refund.merchant_note,
    customer_note: refund.customer_note,
    domain: 'live',
  };
}

export function registerRefunds(router: Router, state: FakeState): void {
  router.post('/refund', async (ctx: Ctx) => {
    const body = ctx.request.body ?? {};
    const tx = state.transactions.get(String(body.transaction ?? ''));
    if (!tx) return fail(ctx, 404, 'Transaction not found');
    if (tx.status !== 'success') return fail(ctx, 400, 'Cannot refund a transaction that was not successful');
    const refunded = state.refunds.filter((r) => r.transaction === tx && r.status !== 'failed').reduce((sum, r) => sum + r.amount, 0);
    const amount = body.amount === undefined ? tx.amount - refunded : koboOf(body.amount);
    if (amount === null || amount > tx.amount - refunded) return fail(ctx, 400, 'Refund amount cannot be greater than transaction amount');
    const refund: FakeRefund = {
      id: state.id(),
      transaction: tx,
      amount,
      currency: tx.currency,
      status: 'pending',
      merchant_note: typeof body.merchant_note === 'string' ? body.merchant_note : null,
      customer_note: typeof body.customer_note === 'string' ? body.customer_note : null,
      createdAt: new Date().toISOString(),
    };
    state.refunds.push(refund);
    ok(ctx, 'Refund has been queued for processing', refundData(refund, true));
    // Processed a moment later, as Paystack does.
    const outcome = state.refundOutcomes.shift() ?? 'processed';
    setTimeout(() => {
      refund.status = outcome;
      void emit(state, outcome === 'processed' ? 'refund.processed' : 'refund.failed', eventData(refund));
    }, 20).unref();
  });

  // The list: created-at window and pages (lists.ts); `perPage` comes back a string, as from Paystack.
  router.get('/refund', (ctx: Ctx) =>
    listPage(ctx, 'Refunds retrieved', state.refunds, { createdAt: (r) => r.createdAt, perPageAsString: true }, (r) =>
      refundData(r, false),
    ),
  );
}

/**
 * A refund made twice: a second processed refund of the same amount on the transaction of its
 * latest processed refund (the same notes, as a repeated request would carry), past the
 * refundable amount, and its refund.processed unless `sendEvent` is false.
 */
export async function duplicateRefund(
  state: FakeState,
  transactionReference: string,
  options: { sendEvent?: boolean } = {},
): Promise<FakeRefund> {
  const first = [...state.refunds].reverse().find((r) => r.transaction.reference === transactionReference && r.status === 'processed');
  if (!first) throw new Error(`fake paystack: no processed refund of ${transactionReference}`);
  const again: FakeRefund = { ...first, id: state.id(), createdAt: new Date().toISOString() };
  state.refunds.push(again);
  if (options.sendEvent !== false) await emit(state, 'refund.processed', eventData(again));
  return again;
}
