import { getSession, listSessions, toCheckoutView } from '../../../src/checkout/session-store';
import { completeCheckout, createCheckoutSession } from '../../checkout-calls';
import { defineRoute } from '../../route';
import {
  checkoutIdParams,
  checkoutListSchema,
  checkoutSchema,
  completeCheckoutBody,
  completionSchema,
  createSessionBody,
  listSessionsQuery,
} from './schema';

const tag = 'Checkout';

export const createCheckoutSessionRoute = defineRoute({
  method: 'post', path: '/checkout/sessions', errorStatuses: [404, 409, 502], tag,
  summary: 'Create a checkout session for an escrow (funds the hold) or a customer (tops up the wallet); an unfunded hold reuses its pending session (200)',
  body: createSessionBody, response: checkoutSchema, status: 201, alsoStatus: 200, idempotent: true, rateLimit: 'checkout',
  handler: async ({ body, auth, owner, deps, idempotencyKey }) => {
    const { session, created } = await createCheckoutSession(deps, owner, auth.merchant, idempotencyKey, {
      target: body.escrowId !== undefined ? { escrowId: body.escrowId } : { customerId: body.customerId! },
      amountNaira: body.amount,
      currency: body.currency,
      paymentMethods: body.paymentMethods,
      callbackUrl: body.callbackUrl,
    });
    return { status: created ? 201 : 200, data: session };
  },
});

export const listCheckoutSessionsRoute = defineRoute({
  method: 'get', path: '/checkout/sessions', readOnly: true, tag, summary: 'List checkout sessions, newest first',
  query: listSessionsQuery, response: checkoutListSchema, rateLimit: 'standard',
  handler: async ({ query, owner, deps }) => ({
    data: await listSessions(
      deps.sql, owner, { status: query.status, escrowId: query.escrowId, customerId: query.customerId }, query, deps.config.publicBaseUrl,
    ),
  }),
});

export const getCheckoutSessionRoute = defineRoute({
  method: 'get', path: '/checkout/sessions/:checkoutId', readOnly: true, tag, summary: 'Get a checkout session',
  params: checkoutIdParams, response: checkoutSchema, rateLimit: 'standard',
  handler: async ({ params, owner, deps }) => ({
    data: toCheckoutView(await getSession(deps.sql, owner, params.checkoutId), deps.config.publicBaseUrl),
  }),
});

export const completeSandboxCheckoutRoute = defineRoute({
  method: 'post', path: '/sandbox/checkouts/:checkoutId/complete', errorStatuses: [409], tag,
  summary: 'Sandbox: pay (success) or decline (failure) a session, as the hosted page\'s buttons do; answers after booking',
  // Not idempotent by key: a session is paid at most once, so a repeated call answers the same payment.
  params: checkoutIdParams, body: completeCheckoutBody, response: completionSchema, rateLimit: 'standard', sandboxOnly: true,
  handler: async ({ params, body, owner, deps }) => {
    const row = await getSession(deps.sql, owner, params.checkoutId);
    const done = await completeCheckout(deps, row, body);
    return { data: done.outcome === 'success' ? done.payment : done.session };
  },
});

export const checkoutRoutes = [
  createCheckoutSessionRoute,
  listCheckoutSessionsRoute,
  getCheckoutSessionRoute,
  completeSandboxCheckoutRoute,
];
