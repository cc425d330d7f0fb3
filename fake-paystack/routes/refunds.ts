import type Router from '@koa/router';
import { emit } from '../events';
import { Ctx, fail, koboOf, ok } from '../http';
import type { FakeRefund, FakeState } from '../state';

// Refunds: created pending, then processed (or failed, when a test queued that) with its
// event. The list takes only what Paystack documents for it (a date window and paging);
// anything else in the query is ignored, as by Paystack.

const PAGE_SIZE_DEFAULT = 50;

function refundData(refund: FakeRefund, withTransaction: boolean) {
  const { transaction, ...rest } = refund;
  return {
    ...rest,
    transaction: withTransaction ? { id: transaction.id, reference: transaction.reference, amount: transaction.amount, currency: transaction.currency } : transaction.id,
    ...(withTransaction ? {} : { transaction_reference: transaction.reference }),
    domain: 'live',
    deducted_amount: 0,
    fully_deducted: false,
    channel: transaction.channel,
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

  router.get('/refund', (ctx: Ctx) => {
    const from = dateOf(ctx.query.from);
    const to = dateOf(ctx.query.to);
    if (from === undefined || to === undefined) return fail(ctx, 400, 'Invalid date');
    const perPage = positiveOf(ctx.query.perPage) ?? PAGE_SIZE_DEFAULT;
    const page = positiveOf(ctx.query.page) ?? 1;
    // Newest first, within the window.
    const list = state.refunds
      .filter((r) => (from === null || r.createdAt >= from) && (to === null || r.createdAt <= to))
      .reverse();
    const skipped = (page - 1) * perPage;
    ok(ctx, 'Refunds retrieved', list.slice(skipped, skipped + perPage).map((r) => refundData(r, false)), {
      total: list.length, skipped, perPage: String(perPage), page, pageCount: Math.max(1, Math.ceil(list.length / perPage)),
    });
  });
}

/** An ISO date-time query value: null when absent, undefined when not a date. */
function dateOf(value: unknown): string | null | undefined {
  if (value === undefined) return null;
  const ms = typeof value === 'string' ? Date.parse(value) : NaN;
  return Number.isNaN(ms) ? undefined : new Date(ms).toISOString();
}

function positiveOf(value: unknown): number | null {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}
