import Router from '@koa/router';
import Koa from 'koa';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import getRawBody from 'raw-body';
import { releaseHeld } from './events';
import { fail } from './http';
import { registerBanks } from './routes/banks';
import { registerControl } from './routes/control';
import { depositToDedicatedAccount, registerCustomers, validateCustomer } from './routes/customers';
import { duplicateRefund, registerRefunds } from './routes/refunds';
import { registerSettlements, settleDay, SettleDay } from './routes/settlements';
import { registerTransactions, setFees, settleTransaction } from './routes/transactions';
import { registerTransfers, reverseTransfer, settleTransfer } from './routes/transfers';
import { FakeRefund, FakeSettlement, FakeState, FakeTransaction, FakeTransfer, Malformation, TransferOutcome } from './state';

// A fake of Paystack's public HTTP API on loopback, for tests and local demos: Paystack's
// request and response shapes, its bearer-key check, its rules for our references
// (references.ts), references as idempotency keys, and signed events POSTed to the service.
// Each resource's routes live in routes/.

export type FakePaystackOptions = {
  secretKey: string;
  /** Where events go (the service's POST /provider/events); settable later. */
  eventsUrl?: string | null;
  port?: number;
  host?: string;
};

export type FakePaystack = {
  url: string;
  state: FakeState;
  setEventsUrl(url: string | null): void;
  /**
   * The next `count` calls (to `path` or under it, of `method`, asking for list page `page`, if
   * given) answer `status`; a 429 with `retryAfterSeconds` carries that Retry-After header.
   */
  failNext(status: number, options?: { count?: number; path?: string; method?: string; page?: number; retryAfterSeconds?: number }): void;
  /** The next `count` calls (matching path prefix / method / list page, if given) answer after `ms`. */
  delayNext(ms: number, options?: { count?: number; path?: string; method?: string; page?: number }): void;
  /** The next `count` 200 answers (matching path / list page) come spoiled (state.ts Malformation). */
  malformNext(kind: Malformation['kind'], options?: { count?: number; path?: string; page?: number }): void;
  holdEvents(): void;
  sendEvents(): void;
  releaseHeldEvents(): Promise<void>;
  duplicateEvents(on: boolean): void;
  /** The payer pays (or is declined); charge.success goes out unless `sendEvent` is false; `fees` other than Paystack's schedule. */
  pay(reference: string, options?: { channel?: string; sendEvent?: boolean; success?: boolean; fees?: number }): Promise<void>;
  /** Paystack's fee on a transaction becomes `fees` (a fee that differs from what the service expects). */
  setFees(reference: string, fees: number): FakeTransaction;
  /** The bank answers; `gatewayResponse` is Paystack's reason for a failure (null: none given). */
  settleTransfer(reference: string, outcome?: TransferOutcome, gatewayResponse?: string | null): Promise<void>;
  /** Paystack decides a customer's pending validation (when autoValidateCustomers is off); the event goes out. */
  validateCustomer(customerCode: string, outcome: 'success' | 'failed'): Promise<void>;
  /** A bank transfer into a dedicated account (charge.success, channel dedicated_nuban, unless `sendEvent` is false); resolves Paystack's reference. */
  deposit(accountNumber: string, amountKobo: number, feesKobo?: number, options?: { sendEvent?: boolean }): Promise<string>;
  /** The bank sends back a successful transfer (transfer.reversed, unless `sendEvent` is false). */
  reverseTransfer(reference: string, options?: { sendEvent?: boolean; gatewayResponse?: string | null }): Promise<FakeTransfer>;
  /** A second processed refund of the transaction's latest processed refund (refund.processed, unless `sendEvent` is false). */
  duplicateRefund(transactionReference: string, options?: { sendEvent?: boolean }): Promise<FakeRefund>;
  /** Settles the window's successful transactions less fees (`offset`: a total that does not add up); null when there are none. */
  settleDay(day: SettleDay): FakeSettlement | null;
  /** Calls made to Paystack's API (not the fake's controls), optionally of one method and path prefix. */
  calls(method?: string, pathPrefix?: string): FakeState['requests'];
  close(): Promise<void>;
};

const OPEN_PATHS = /^\/(checkout|_fake)\//;

export async function startFakePaystack(options: FakePaystackOptions): Promise<FakePaystack> {
  const state = new FakeState(options.secretKey, options.eventsUrl ?? null);
  let url = '';
  const app = new Koa();
  const router = new Router();

  app.use(async (ctx, next) => {
    const raw = await getRawBody(ctx.req, { limit: '1mb' }).then((b) => b.toString());
    const type = ctx.get('content-type');
    (ctx.request as { body?: unknown }).body = raw && type.includes('json') ? safeJson(raw) : raw || undefined;
    if (OPEN_PATHS.test(ctx.path)) return next();
    const record = {
      method: ctx.method,
      path: ctx.path,
      query: { ...ctx.query } as Record<string, string>,
      body: (ctx.request as { body?: unknown }).body,
      answered: 0,
    };
    state.requests.push(record);
    try {
      if (ctx.get('authorization') !== `Bearer ${state.secretKey}`) return fail(ctx, 401, 'Invalid key');
      // A path matches itself and what lies under it ('/transfer' is not '/transferrecipient').
      const under = (path?: string) => !path || ctx.path === path || ctx.path.startsWith(`${path}/`);
      const page = Number(ctx.query.page ?? 1);
      const matches = (f: { path?: string; method?: string; page?: number }) =>
        under(f.path) && (!f.method || f.method === ctx.method) && (f.page === undefined || f.page === page);
      const delay = state.delays.find((d) => d.remaining > 0 && matches(d));
      if (delay) {
        delay.remaining--;
        await new Promise((resolve) => setTimeout(resolve, delay.ms));
      }
      const fault = state.faults.find((f) => f.remaining > 0 && matches(f));
      if (fault) {
        fault.remaining--;
        if (fault.retryAfterSeconds !== undefined) ctx.set('Retry-After', String(fault.retryAfterSeconds));
        return fail(ctx, fault.status, fault.status === 429 ? 'Too many requests' : `Fake fault (${fault.status})`);
      }
      await next();
      if (ctx.status === 404 && ctx.body === undefined) fail(ctx, 404, 'Not found');
      const malformation = ctx.status === 200 ? state.malformations.find((m) => m.remaining > 0 && matches(m)) : undefined;
      if (malformation) {
        malformation.remaining--;
        spoil(ctx, malformation.kind);
      }
    } finally {
      record.answered = ctx.status;
    }
  });
  registerTransactions(router, state, () => url);
  registerRefunds(router, state);
  registerTransfers(router, state);
  registerBanks(router, state);
  registerCustomers(router, state);
  registerSettlements(router, state);
  registerControl(router, state);
  app.use(router.routes());

  const server: Server = await new Promise((resolve) => {
    const s = app.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve(s));
  });
  url = `http://${options.host ?? '127.0.0.1'}:${(server.address() as AddressInfo).port}`;

  return {
    url,
    state,
    setEventsUrl: (eventsUrl) => void (state.eventsUrl = eventsUrl),
    failNext: (status, o = {}) =>
      void state.faults.push({
        status,
        remaining: o.count ?? 1,
        path: o.path,
        method: o.method,
        page: o.page,
        retryAfterSeconds: o.retryAfterSeconds,
      }),
    delayNext: (ms, o = {}) => void state.delays.push({ ms, remaining: o.count ?? 1, path: o.path, method: o.method, page: o.page }),
    malformNext: (kind, o = {}) => void state.malformations.push({ kind, remaining: o.count ?? 1, path: o.path, page: o.page }),
    holdEvents: () => void (state.eventMode = 'hold'),
    sendEvents: () => void (state.eventMode = 'send'),
    releaseHeldEvents: () => releaseHeld(state),
    duplicateEvents: (on) => void (state.duplicateEvents = on),
    pay: async (reference, o = {}) =>
      void (await settleTransaction(state, reference, {
        success: o.success !== false,
        channel: o.channel,
        sendEvent: o.sendEvent,
        fees: o.fees,
      })),
    setFees: (reference, fees) => setFees(state, reference, fees),
    settleTransfer: (reference, outcome, gatewayResponse) => settleTransfer(state, reference, outcome, gatewayResponse),
    validateCustomer: (customerCode, outcome) => validateCustomer(state, customerCode, outcome),
    deposit: (accountNumber, amountKobo, feesKobo, o) => depositToDedicatedAccount(state, accountNumber, amountKobo, feesKobo, o),
    reverseTransfer: (reference, o) => reverseTransfer(state, reference, o),
    duplicateRefund: (transactionReference, o) => duplicateRefund(state, transactionReference, o),
    settleDay: (day) => settleDay(state, day),
    calls: (method, pathPrefix) =>
      state.requests.filter((r) => (!method || r.method === method) && (!pathPrefix || r.path.startsWith(pathPrefix))),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A 200 answer spoiled as a broken proxy or deploy would (state.ts Malformation). */
function spoil(ctx: Koa.Context, kind: Malformation['kind']): void {
  const body = ctx.body as { data?: unknown };
  if (kind === 'truncated') {
    const text = JSON.stringify(body);
    ctx.type = 'json';
    ctx.body = text.slice(0, Math.floor(text.length / 2));
  } else if (kind === 'no_data') {
    const { data: _d, ...rest } = body;
    ctx.body = rest;
  } else if (Array.isArray(body.data) && body.data.length > 0) {
    ctx.body = { ...body, data: [{ ...(body.data[0] as object), amount: 'a lot' }, ...body.data.slice(1)] };
  }
}

function safeJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}
