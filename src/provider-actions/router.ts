import { onPaymentSucceeded } from '../checkout/provider-events';
import { onRefundSettled } from '../refunds/provider-events';
import type {
  ProviderAction,
  ProviderActionContext,
  ProviderActionHandler,
  ProviderActionKind,
  ProviderEventReader,
  ProviderEventResult,
} from '../payments/events';
import { ignoredBecause } from '../payments/events';
import { readPaystackEvent } from '../payments/paystack/events';
import { onAccountCredited, onCustomerIdentified } from '../wallets/provider-events';
import { onTransferReversed, onTransferSettled } from '../withdrawals/provider-events';

// Inbound provider events (POST /provider/events, and the sandbox provider's in-process
// events): the provider's adapter checks the signature and reads the event into a
// provider-neutral action (src/payments/events.ts); this router hands the action to the
// domain it concerns, whose handler finds its object and signals the workflow waiting for it
// (ProviderSignallers). A second provider is a second adapter producing the same actions,
// chosen here: no domain changes. Every verified event is acknowledged, also when it changes
// nothing, so the provider stops retrying it.

/** The adapter that reads inbound events: Paystack's (the sandbox's events are shaped like them). */
const readEvent: ProviderEventReader = readPaystackEvent;

/** Each domain's handler of the actions it owns; adding a kind of action makes the compiler ask for its handler here. */
export type ProviderActionHandlers = { [K in Exclude<ProviderActionKind, 'unsupported'>]: ProviderActionHandler<K> };

const DOMAIN_HANDLERS: ProviderActionHandlers = {
  'payment.succeeded': onPaymentSucceeded,
  'account.credited': onAccountCredited,
  'customer.identified': onCustomerIdentified,
  'transfer.settled': onTransferSettled,
  'transfer.reversed': onTransferReversed,
  'refund.settled': onRefundSettled,
};

export type ProviderEventDeps = ProviderActionContext & { secret: string };

/** Verifies and reads one raw event (401 when the signature is wrong), then routes its action. */
export async function handleProviderEvent(
  deps: ProviderEventDeps,
  rawBody: string | Buffer,
  signature: string | undefined,
): Promise<ProviderEventResult> {
  return routeProviderAction(deps, readEvent(rawBody, signature, deps.secret));
}

/** Hands the action to its domain's handler; an ignored event is logged with why. */
export async function routeProviderAction(
  ctx: ProviderActionContext,
  action: ProviderAction,
  handlers: ProviderActionHandlers = DOMAIN_HANDLERS,
): Promise<ProviderEventResult> {
  const result = await dispatch(ctx, action, handlers);
  if (!result.handled) ctx.logger?.warn({ reason: result.reason }, 'provider event ignored');
  return result;
}

async function dispatch(
  ctx: ProviderActionContext,
  action: ProviderAction,
  handlers: ProviderActionHandlers,
): Promise<ProviderEventResult> {
  if (action.kind === 'unsupported') return ignoredBecause(action.reason);
  // The map pairs each kind with its own handler, so the one found takes this action.
  const handler = handlers[action.kind] as (ctx: ProviderActionContext, action: ProviderAction) => Promise<ProviderEventResult>;
  return handler(ctx, action);
}
