import type Router from '@koa/router';
import { releaseHeld } from '../events';
import { Ctx, fail, ok } from '../http';
import type { FakeState } from '../state';
import { depositToDedicatedAccount, validateCustomer } from './customers';
import { duplicateRefund } from './refunds';
import { settleDay } from './settlements';
import { setFees, settleTransaction } from './transactions';
import { reverseTransfer, settleTransfer } from './transfers';

// The fake's own controls (not Paystack's API; no secret key): the payer's page, and the knobs
// `npm run fake-provider` users turn with curl. Tests use the same knobs as methods (server.ts).

export function registerControl(router: Router, state: FakeState): void {
  // The payer's page behind authorization_url: Pay or Decline.
  router.get('/checkout/:accessCode', (ctx: Ctx) => {
    const tx = [...state.transactions.values()].find((t) => t.access_code === ctx.params.accessCode);
    if (!tx) return fail(ctx, 404, 'Checkout not found');
    ctx.type = 'html';
    ctx.body = `<!doctype html><title>Fake Paystack</title><h1>Fake Paystack checkout</h1>
<p>${tx.email} pays NGN ${(tx.amount / 100).toFixed(2)} (reference ${tx.reference}): ${tx.status}</p>
<form method="post" action="/checkout/${tx.access_code}/pay"><button name="outcome" value="success">Pay</button>
<button name="outcome" value="failure">Decline</button></form>`;
  });
  router.post('/checkout/:accessCode/pay', async (ctx: Ctx) => {
    const tx = [...state.transactions.values()].find((t) => t.access_code === ctx.params.accessCode);
    if (!tx) return fail(ctx, 404, 'Checkout not found');
    const form = new URLSearchParams(String(ctx.request.body ?? ''));
    await settleTransaction(state, tx.reference, { success: form.get('outcome') !== 'failure' });
    if (tx.callback_url) return ctx.redirect(`${tx.callback_url}?reference=${encodeURIComponent(tx.reference)}`);
    ctx.type = 'html';
    ctx.body = `<p>Transaction ${tx.reference}: ${tx.status}</p>`;
  });

  // { outcome?: 'success' | 'failure', channel?, sendEvent?: false (no charge.success), fees? (kobo, not Paystack's schedule) }
  router.post('/_fake/transactions/:reference/pay', async (ctx: Ctx) => {
    const body = ctx.request.body ?? {};
    const tx = await settleTransaction(state, ctx.params.reference, {
      success: body.outcome !== 'failure',
      channel: body.channel,
      sendEvent: body.sendEvent,
      fees: body.fees === undefined ? undefined : Number(body.fees),
    });
    ok(ctx, 'settled', { reference: tx.reference, status: tx.status });
  });
  // { fees (kobo) }: Paystack's fee on the transaction changes (a fee that differs from what the service expects).
  router.post('/_fake/transactions/:reference/fees', (ctx: Ctx) =>
    refusedAs400(ctx, async () => {
      const tx = setFees(state, ctx.params.reference, Number(ctx.request.body?.fees));
      ok(ctx, 'fees set', { reference: tx.reference, fees: tx.fees });
    }),
  );
  // { sendEvent?: false, gatewayResponse? }: the bank sends back a successful transfer (status reversed, transfer.reversed).
  router.post('/_fake/transfers/:reference/reverse', (ctx: Ctx) =>
    refusedAs400(ctx, async () => {
      const body = ctx.request.body ?? {};
      const transfer = await reverseTransfer(state, ctx.params.reference, {
        sendEvent: body.sendEvent,
        gatewayResponse: body.gatewayResponse,
      });
      ok(ctx, 'reversed', { reference: transfer.reference, status: transfer.status });
    }),
  );
  // { sendEvent?: false }: a second processed refund like the transaction's latest processed one (a refund made twice).
  router.post('/_fake/transactions/:reference/refund-again', (ctx: Ctx) =>
    refusedAs400(ctx, async () => {
      const refund = await duplicateRefund(state, ctx.params.reference, { sendEvent: ctx.request.body?.sendEvent });
      ok(ctx, 'refunded again', { id: refund.id, amount: refund.amount });
    }),
  );
  // { from, to (ISO; [from, to)), settlementDate?, offset? (kobo: a total that does not add up) }: settles the window's successful transactions.
  router.post('/_fake/settlements', (ctx: Ctx) => {
    const body = ctx.request.body ?? {};
    const settlement = settleDay(state, {
      from: body.from,
      to: body.to,
      settlementDate: body.settlementDate,
      offset: body.offset === undefined ? undefined : Number(body.offset),
    });
    ok(
      ctx,
      settlement ? 'settled' : 'nothing to settle',
      settlement && { id: settlement.id, total_amount: settlement.total_amount, transactions: settlement.transactions.length },
    );
  });
  router.post('/_fake/transfers/:reference/settle', async (ctx: Ctx) => {
    await settleTransfer(state, ctx.params.reference, ctx.request.body?.outcome, ctx.request.body?.gatewayResponse);
    ok(ctx, 'settled', state.transfers.get(ctx.params.reference)?.status);
  });
  // { outcome?: 'success' | 'failed' }: decides a customer's pending validation (autoValidateCustomers off).
  router.post('/_fake/customers/:code/validate', async (ctx: Ctx) => {
    await validateCustomer(state, ctx.params.code, ctx.request.body?.outcome === 'failed' ? 'failed' : 'success');
    ok(ctx, 'validated', { customer_code: ctx.params.code });
  });
  // { amount (kobo), fees?, sendEvent?: false }: a bank transfer into a dedicated account (charge.success, dedicated_nuban; none with sendEvent false).
  router.post('/_fake/dedicated_accounts/:accountNumber/deposit', async (ctx: Ctx) => {
    const { amount, fees, sendEvent } = ctx.request.body ?? {};
    const reference = await depositToDedicatedAccount(
      state,
      ctx.params.accountNumber,
      Number(amount),
      fees === undefined ? undefined : Number(fees),
      { sendEvent },
    );
    ok(ctx, 'deposited', { reference });
  });
  // { status: 500 | 429 | 400..., count?: 1, path?: '/transfer', method?: 'POST', page?: N (list page N only), retryAfterSeconds? (429's Retry-After) }
  router.post('/_fake/faults', (ctx: Ctx) => {
    const { status, count = 1, path, method, page, retryAfterSeconds } = ctx.request.body ?? {};
    state.faults.push({
      status: Number(status),
      remaining: Number(count),
      path,
      method,
      page: page === undefined ? undefined : Number(page),
      retryAfterSeconds: retryAfterSeconds === undefined ? undefined : Number(retryAfterSeconds),
    });
    ok(ctx, 'fault armed', state.faults);
  });
  // { ms, count?: 1, path?: '/transfer', method?: 'POST', page?: N }
  router.post('/_fake/delays', (ctx: Ctx) => {
    const { ms, count = 1, path, method, page } = ctx.request.body ?? {};
    state.delays.push({ ms: Number(ms), remaining: Number(count), path, method, page: page === undefined ? undefined : Number(page) });
    ok(ctx, 'delay armed', state.delays);
  });
  // { kind: 'truncated' | 'no_data' | 'bad_record', count?: 1, path?: '/transaction', page?: N }: the next 200 answers come spoiled.
  router.post('/_fake/malformed', (ctx: Ctx) => {
    const { kind, count = 1, path, page } = ctx.request.body ?? {};
    if (kind !== 'truncated' && kind !== 'no_data' && kind !== 'bad_record')
      return fail(ctx, 400, 'kind: truncated, no_data or bad_record');
    state.malformations.push({ kind, remaining: Number(count), path, page: page === undefined ? undefined : Number(page) });
    ok(ctx, 'malformation armed', state.malformations);
  });
  // { mode?: 'send' | 'hold', duplicate?: boolean, refundOutcome?: 'processed' | 'failed', autoSettleTransfers?: boolean, autoValidateCustomers?: boolean }
  router.post('/_fake/events', (ctx: Ctx) => {
    const body = ctx.request.body ?? {};
    if (body.mode === 'send' || body.mode === 'hold') state.eventMode = body.mode;
    if (typeof body.duplicate === 'boolean') state.duplicateEvents = body.duplicate;
    if (body.refundOutcome === 'processed' || body.refundOutcome === 'failed') state.refundOutcomes.push(body.refundOutcome);
    if (typeof body.autoSettleTransfers === 'boolean') state.autoSettleTransfers = body.autoSettleTransfers;
    if (typeof body.autoValidateCustomers === 'boolean') state.autoValidateCustomers = body.autoValidateCustomers;
    ok(ctx, 'events configured', { mode: state.eventMode, duplicate: state.duplicateEvents, held: state.held.length });
  });
  router.post('/_fake/events/release', async (ctx: Ctx) => {
    const count = state.held.length;
    await releaseHeld(state);
    ok(ctx, 'released', { count });
  });
  router.get('/_fake/requests', (ctx: Ctx) => ok(ctx, 'requests', state.requests));
  router.get('/_fake/events', (ctx: Ctx) => ok(ctx, 'events', state.sent));
}

/** A control asked of something the fake does not have (an unknown reference, a transfer not paid): 400 with why. */
async function refusedAs400(ctx: Ctx, run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (err) {
    fail(ctx, 400, (err as Error).message);
  }
}
