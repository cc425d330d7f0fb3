import Router from '@koa/router';
import Koa from 'koa';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import getRawBody from 'raw-body';
import { releaseHeld } from './events';
import { Ctx, fail } from './http';
import { registerBanks } from './routes/banks';
import { registerControl } from './routes/control';
import { depositToDedicatedAccount, registerCustomers, validateCustomer } from './routes/customers';
import { registerRefunds } from './routes/refunds';
import { registerTransactions, settleTransaction } from './routes/transactions';
import { registerTransfers, settleTransfer } from './routes/transfers';
import { FakeState, TransferOutcome } from './state';

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
  /** The next `count` calls (to `path` or under it, of `method`, if given) answer `status`. */
  failNext(status: number, options?: { count?: number; path?: string; method?: string }): void;
  /** The next `count` calls (matching path prefix / method, if given) answer after `ms`. */
  delayNext(ms: number, options?: { count?: number; path?: string; method?: string }): void;
  holdEvents(): void;
  sendEvents(): void;
  releaseHeldEvents(): Promise<void>;
  duplicateEvents(on: boolean): void;
  /** The payer pays (or is declined); charge.success goes out unless `sendEvent` is false. */
  pay(reference: string, options?: { channel?: string; sendEvent?: boolean; success?: boolean }): Promise<void>;
  /** The bank answers; `gatewayResponse` is Paystack's reason for a failure (null: none given). */
  settleTransfer(reference: string, outcome?: TransferOutcome, gatewayResponse?: string | null): Promise<void>;
  /** Paystack decides a customer's pending validation (when autoValidateCustomers is off); the event goes out. */
  validateCustomer(customerCode: string, outcome: 'success' | 'failed'): Promise<void>;
  /** A bank transfer into a dedicated account (charge.success, channel dedicated_nuban); resolves Paystack's reference. */
  deposit(accountNumber: string, amountKobo: number, feesKobo?: number): Promise<string>;
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
    const record = { method: ctx.method, path: ctx.path, query: { ...ctx.query } as Record<string, string>, body: (ctx.request as { body?: unknown }).body, answered: 0 };
    state.requests.push(record);
    try {
      if (ctx.get('authorization') !== `Bearer ${state.secretKey}`) return fail(ctx as Ctx, 401, 'Invalid key');
      // A path matches itself and what lies under it ('/transfer' is not '/transferrecipient').
      const under = (path?: string) => !path || ctx.path === path || ctx.path.startsWith(`${path}/`);
      const matches = (f: { path?: string; method?: string }) => under(f.path) && (!f.method || f.method === ctx.method);
      const delay = state.delays.find((d) => d.remaining > 0 && matches(d));
      if (delay) {
        delay.remaining--;
        await new Promise((resolve) => setTimeout(resolve, delay.ms));
      }
      const fault = state.faults.find((f) => f.remaining > 0 && matches(f));
      if (fault) {
        fault.remaining--;
        return fail(ctx as Ctx, fault.status, fault.status === 429 ? 'Too many requests' : `Fake fault (${fault.status})`);
      }
      await next();
      if (ctx.status === 404 && ctx.body === undefined) fail(ctx as Ctx, 404, 'Not found');
    } finally {
      record.answered = ctx.status;
    }
  });
  registerTransactions(router, state, () => url);
  registerRefunds(router, state);
  registerTransfers(router, state);
  registerBanks(router, state);
  registerCustomers(router, state);
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
    failNext: (status, o = {}) => void state.faults.push({ status, remaining: o.count ?? 1, path: o.path, method: o.method }),
    delayNext: (ms, o = {}) => void state.delays.push({ ms, remaining: o.count ?? 1, path: o.path, method: o.method }),
    holdEvents: () => void (state.eventMode = 'hold'),
    sendEvents: () => void (state.eventMode = 'send'),
    releaseHeldEvents: () => releaseHeld(state),
    duplicateEvents: (on) => void (state.duplicateEvents = on),
    pay: async (reference, o = {}) => void (await settleTransaction(state, reference, { success: o.success !== false, channel: o.channel, sendEvent: o.sendEvent })),
    settleTransfer: (reference, outcome, gatewayResponse) => settleTransfer(state, reference, outcome, gatewayResponse),
    validateCustomer: (customerCode, outcome) => validateCustomer(state, customerCode, outcome),
    deposit: (accountNumber, amountKobo, feesKobo) => depositToDedicatedAccount(state, accountNumber, amountKobo, feesKobo),
    calls: (method, pathPrefix) => state.requests.filter((r) => (!method || r.method === method) && (!pathPrefix || r.path.startsWith(pathPrefix))),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function safeJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}
