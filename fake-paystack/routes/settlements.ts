import type Router from '@koa/router';
import { Ctx, fail } from '../http';
import { listPage } from '../lists';
import type { FakeSettlement, FakeState } from '../state';
import { transactionData } from './transactions';

// Settlements: Paystack paying a day's takings out to the integration's bank account. The fake
// settles on demand (settleDay, the control POST /_fake/settlements): the successful NGN
// transactions paid in the window and not settled before, less their fees. GET /settlement
// lists them (window on settlement_date), GET /settlement/:id/transactions pages one's transactions.

function settlementData(s: FakeSettlement) {
  const { transactions: _t, ...rest } = s;
  return { ...rest, domain: 'live', integration: 100_001, deductions: null, settled_by: null };
}

export function registerSettlements(router: Router, state: FakeState): void {
  router.get('/settlement', (ctx: Ctx) =>
    listPage(
      ctx,
      'Settlements retrieved',
      state.settlements,
      { createdAt: (s) => s.settlement_date, status: (s) => s.status },
      settlementData,
    ),
  );

  router.get('/settlement/:id/transactions', (ctx: Ctx) => {
    const settlement = state.settlements.find((s) => String(s.id) === ctx.params.id);
    if (!settlement) return fail(ctx, 404, 'Settlement not found');
    listPage(ctx, 'Transactions retrieved', settlement.transactions, { createdAt: (t) => t.created_at }, transactionData);
  });
}

export type SettleDay = {
  /** The day's window, [from, to): transactions paid in it are settled. */
  from: string;
  to: string;
  /** When the money reached the bank (default: now). */
  settlementDate?: string;
  /** Kobo added to what the settlement says reached the bank: a settlement that does not add up. */
  offset?: number;
};

/** Settles the day: one settlement of its unsettled successful transactions (none: null). */
export function settleDay(state: FakeState, day: SettleDay): FakeSettlement | null {
  const from = Date.parse(day.from);
  const to = Date.parse(day.to);
  const settled = new Set(state.settlements.flatMap((s) => s.transactions));
  const transactions = [...state.transactions.values()].filter((t) => {
    const paidAt = t.paid_at ? Date.parse(t.paid_at) : NaN;
    return t.status === 'success' && t.currency === 'NGN' && paidAt >= from && paidAt < to && !settled.has(t);
  });
  if (transactions.length === 0) return null;
  const processed = transactions.reduce((sum, t) => sum + t.amount, 0);
  const fees = transactions.reduce((sum, t) => sum + (t.fees ?? 0), 0);
  const paidOut = processed - fees + (day.offset ?? 0);
  const now = new Date().toISOString();
  const settlement: FakeSettlement = {
    id: state.id(),
    status: 'success',
    currency: 'NGN',
    total_processed: processed,
    total_fees: fees,
    total_amount: paidOut,
    effective_amount: paidOut,
    settlement_date: day.settlementDate ?? now,
    createdAt: now,
    updatedAt: now,
    transactions,
  };
  state.settlements.push(settlement);
  return settlement;
}
