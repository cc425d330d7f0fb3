import { getSession, listSessions, toCheckoutView } from '../../../src/checkout/session-store';
import { completeCheckout, createCheckoutSession } from '../../checkout-calls';
import { defineRoute } from '../../route';
import { IDEMPOTENCY_KEY, NAIRA_AMOUNTS } from '../../route-text';
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
  method: 'post',
  path: '/checkout/sessions',
  errorStatuses: [404, 409, 502],
  tag,
  operationId: 'createCheckoutSession',
  clientMethod: 'checkout.createSession',
  summary:
    'Create a checkout session for an escrow (funds the hold) or a customer (tops up the wallet); an unfunded hold reuses its pending session (200)',
  body: createSessionBody,
  response: checkoutSchema,
  status: 201,
  alsoStatus: 200,
  idempotent: true,
  rateLimit: 'checkout',
  description:
    'Opens a hosted payment page, for an escrow (funds the hold: the amount must equal it, else 400 AMOUNT_MISMATCH; 409 ' +
    'ESCROW_NOT_PAYABLE unless awaiting_funding) or for a customer (tops up the available balance; amount required). ' +
    'The payer is charged the amount plus the collection fee (1.5%, plus ₦100 from ₦2,500, at most ₦2,000) and any merchantFee. An ' +
    'unfunded hold keeps one pending session: creating again returns it (200). ' +
    'Webhooks: payment.pending now, payment.succeeded and escrow.funded (or wallet.credited) when paid. ' +
    NAIRA_AMOUNTS +
    ' ' +
    IDEMPOTENCY_KEY,
  examples: {
    request: {
      escrowId: 'esc_7Tq1Zr5MbW2nKx8HcP4sJd0L',
      amount: 25000,
      currency: 'NGN',
      paymentMethods: ['card', 'bank_transfer'],
      callbackUrl: 'https://shop.example.com/orders/10045/paid',
    },
  },
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
  method: 'get',
  path: '/checkout/sessions',
  readOnly: true,
  tag,
  summary: 'List checkout sessions, newest first',
  operationId: 'listCheckoutSessions',
  clientMethod: 'checkout.listSessions',
  query: listSessionsQuery,
  response: checkoutListSchema,
  rateLimit: 'standard',
  description: 'Checkout sessions, newest first; filter by status, escrowId or customerId.',
  handler: async ({ query, owner, deps }) => ({
    data: await listSessions(
      deps.sql,
      owner,
      { status: query.status, escrowId: query.escrowId, customerId: query.customerId },
      query,
      deps.config.publicBaseUrl,
    ),
  }),
});

export const getCheckoutSessionRoute = defineRoute({
  method: 'get',
  path: '/checkout/sessions/:checkoutId',
  readOnly: true,
  tag,
  summary: 'Get a checkout session',
  operationId: 'getCheckoutSession',
  clientMethod: 'checkout.getSession',
  params: checkoutIdParams,
  response: checkoutSchema,
  rateLimit: 'standard',
  description: 'One checkout session with its fee quote and, once paid, its paymentId.',
  handler: async ({ params, owner, deps }) => ({
    data: toCheckoutView(await getSession(deps.sql, owner, params.checkoutId), deps.config.publicBaseUrl),
  }),
});

const completeSandboxCheckoutRoute = defineRoute({
  method: 'post',
  path: '/sandbox/checkouts/:checkoutId/complete',
  errorStatuses: [409],
  tag,
  operationId: 'completeSandboxCheckout',
  clientMethod: 'sandbox.completeCheckout',
  summary: "Sandbox: pay (success) or decline (failure) a session, as the hosted page's buttons do; answers after booking",
  // Not idempotent by key: a session is paid at most once, so a repeated call answers the same payment.
  params: checkoutIdParams,
  body: completeCheckoutBody,
  response: completionSchema,
  rateLimit: 'standard',
  sandboxOnly: true,
  description:
    "Test keys only: pays (success) or declines (failure) a pending session as the hosted sandbox page's buttons do, and answers " +
    'once the payment is booked: the payment for a success, the failed session for a failure. The webhooks follow as for a real ' +
    'payment. No Idempotency-Key: a session is paid at most once, so calling again answers the same payment (a Decline after a Pay ' +
    'is 409 INVALID_REQUEST).',
  examples: { request: { outcome: 'success', channel: 'card' } },
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
