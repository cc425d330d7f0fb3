import type { Sql } from '../../src/db';
import { ServiceError } from '../../src/errors';
import type { ProviderAction, ProviderActionContext, ProviderEventResult } from '../../src/payments/events';
import { signProviderEvent } from '../../src/payments/signature';
import { handleProviderEvent, ProviderActionHandlers, routeProviderAction } from '../../src/provider-actions/router';

// The router hands each provider-neutral action to its own domain's handler (stubbed here:
// the integration tests at POST /provider/events run the real ones), and logs what it ignores.

type Call = { kind: string; ctx: ProviderActionContext; action: ProviderAction };

function stubHandlers(answer: ProviderEventResult = { handled: true }): { handlers: ProviderActionHandlers; calls: Call[] } {
  const calls: Call[] = [];
  const record = (kind: string) => async (ctx: ProviderActionContext, action: ProviderAction) => {
    calls.push({ kind, ctx, action });
    return answer;
  };
  const handlers: ProviderActionHandlers = {
    'payment.succeeded': record('checkout'),
    'account.credited': record('wallet deposit'),
    'customer.identified': record('wallet validation'),
    'transfer.settled': record('withdrawal'),
    'transfer.reversed': record('withdrawal reversal'),
    'refund.settled': record('refund'),
  };
  return { handlers, calls };
}

function context(): { ctx: ProviderActionContext; warnings: object[]; infos: object[] } {
  const warnings: object[] = [];
  const infos: object[] = [];
  const ctx: ProviderActionContext = {
    sql: {} as Sql, // no handler here reaches the database
    secretIsSandbox: false,
    signal: { refund: async () => true, transfer: async () => true },
    logger: { info: (attrs) => infos.push(attrs), warn: (attrs, message) => warnings.push({ ...attrs, message }) },
  };
  return { ctx, warnings, infos };
}

const ACTIONS: Array<[string, ProviderAction]> = [
  ['checkout', { kind: 'payment.succeeded', reference: 'chk-abc', channel: 'card', provider: 'paystack' }],
  ['wallet deposit', { kind: 'account.credited', reference: 'dep-1', accountNumber: '9930000001', amount: 500, fee: 5 }],
  ['wallet validation', { kind: 'customer.identified', customerCode: 'CUS_1', outcome: { status: 'success' } }],
  ['withdrawal', { kind: 'transfer.settled', reference: 'wdr-abc', outcome: { status: 'success', transferCode: 'TRF_1' } }],
  ['withdrawal reversal', { kind: 'transfer.reversed', reference: 'wdr-abc', reason: 'Account closed' }],
  ['refund', { kind: 'refund.settled', outcome: 'failed', refund: { reference: 'sbx_rfd_1' }, reason: 'declined' }],
];

test.each(ACTIONS)('%s: the action goes to that handler alone, with the context, and its answer is the answer', async (owner, action) => {
  const { handlers, calls } = stubHandlers();
  const { ctx, warnings } = context();
  expect(await routeProviderAction(ctx, action, handlers)).toEqual({ handled: true });
  expect(calls).toEqual([{ kind: owner, ctx, action }]);
  expect(warnings).toEqual([]);
});

test("a handler's refusal to act is the answer, logged once as an ignored event with its reason", async () => {
  const { handlers } = stubHandlers({ handled: false, reason: 'withdrawal wdr_1 already completed' });
  const { ctx, warnings } = context();
  const [, action] = ACTIONS[3];
  expect(await routeProviderAction(ctx, action, handlers)).toEqual({ handled: false, reason: 'withdrawal wdr_1 already completed' });
  expect(warnings).toEqual([{ reason: 'withdrawal wdr_1 already completed', message: 'provider event ignored' }]);
});

test('an unsupported action reaches no handler: acknowledged as not handled, with its reason, and logged', async () => {
  const { handlers, calls } = stubHandlers();
  const { ctx, warnings } = context();
  expect(await routeProviderAction(ctx, { kind: 'unsupported', reason: 'unsupported event charge.dispute.create' }, handlers)).toEqual({
    handled: false,
    reason: 'unsupported event charge.dispute.create',
  });
  expect(calls).toEqual([]);
  expect(warnings).toEqual([{ reason: 'unsupported event charge.dispute.create', message: 'provider event ignored' }]);
});

test('a handler that throws (the database is away) fails the event, so the provider sends it again', async () => {
  const { handlers } = stubHandlers();
  handlers['transfer.settled'] = async () => {
    throw new Error('connection refused');
  };
  const { ctx } = context();
  await expect(routeProviderAction(ctx, ACTIONS[3][1], handlers)).rejects.toThrow('connection refused');
});

describe('handleProviderEvent: the adapter, then the router', () => {
  const secret = 'sk_test_router_secret';
  const deps = () => ({ ...context().ctx, secret });

  test('a bad signature is 401 UNAUTHORIZED', async () => {
    const raw = JSON.stringify({ event: 'transfer.success', data: { reference: 'wdr-abc' } });
    const refusal = await handleProviderEvent(deps(), raw, signProviderEvent(raw, 'another secret')).catch((err: unknown) => err);
    expect(refusal).toBeInstanceOf(ServiceError);
    expect((refusal as ServiceError).code).toBe('UNAUTHORIZED');
  });

  test('a signed event the service does not act on is acknowledged, not handled, with why', async () => {
    const raw = JSON.stringify({ event: 'subscription.create', data: {} });
    expect(await handleProviderEvent(deps(), raw, signProviderEvent(raw, secret))).toEqual({
      handled: false,
      reason: 'unsupported event subscription.create',
    });
  });
});
