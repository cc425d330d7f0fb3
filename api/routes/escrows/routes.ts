import { z } from 'zod';
import { missingCustomers } from '../../../src/customers/customers';
import { refuse, ServiceError } from '../../../src/errors';
import { getCurrentDispute, findDispute } from '../../../src/escrows/disputes';
import { checkDeadlineTime } from '../../../src/escrows/rules';
import { getEscrow, listEscrows } from '../../../src/escrows/store';
import { nairaToKobo } from '../../../src/money';
import type { CreateEscrowRequest } from '../../../workflows/escrow-messages';
import { checkoutForNewEscrow, requireLiveProvider } from '../../checkout-calls';
import { createEscrowThroughWorkflow, updateEscrow } from '../../escrow-calls';
import { defineRoute } from '../../route';
import { IDEMPOTENCY_KEY, NAIRA_AMOUNTS } from '../../route-text';
import { checkCallbackUrl } from '../../validation';
import {
  advanceTestClockBody,
  cancelBody,
  deadlinesBody,
  createEscrowBody,
  disputeParams,
  disputeSchema,
  escrowIdParams,
  escrowListSchema,
  createdEscrowSchema,
  escrowSchema,
  listEscrowsQuery,
  openDisputeBody,
  refundBody,
  releaseBody,
  resolveDisputeBody,
} from './schema';

const tag = 'Escrows';
const kobo = (naira: number | undefined) => (naira === undefined ? undefined : nairaToKobo(naira).toString());

/** What the escrow's workflow is asked to create for a valid body: its amounts in kobo. */
export function createRequestOf(body: z.output<typeof createEscrowBody>): CreateEscrowRequest {
  return {
    reference: body.reference,
    amount: kobo(body.amount)!,
    currency: body.currency,
    parties: body.parties,
    description: body.description,
    debitPayer: body.debitPayer ?? false,
    callbackUrl: body.callbackUrl,
    merchantFee: kobo(body.merchantFee) ?? '0',
    inspectionPeriod: body.inspectionPeriod,
    fundingDeadline: body.fundingDeadline,
  };
}

function invalidParties(message: string): ServiceError {
  return refuse.invalidRequest(`Invalid body: parties: ${message}`, { fields: ['parties'] });
}

/** Spec rules for parties: one payer (customerId or guest, never both), one payee by customerId. */
function checkParties(parties: z.output<typeof createEscrowBody>['parties']) {
  const payers = parties.filter((p) => p.role === 'payer');
  const payees = parties.filter((p) => p.role === 'payee');
  if (payers.length !== 1 || payees.length !== 1) {
    // Name what was given: a "buyer" or "Payer" is the usual cause.
    const given = parties.map((p, i) => `parties[${i}].role "${p.role}"`).join(', ');
    throw invalidParties(
      `exactly one payer and one payee are required (role "payer" and role "payee"; other roles are kept beside them); got ${given}`,
    );
  }
  const [payer] = payers;
  const [payee] = payees;
  if (!payee.customerId || payee.guest) throw invalidParties('the payee must be given by customerId');
  if (!payer.customerId === !payer.guest) throw invalidParties('the payer needs customerId or guest, not both');
  if (parties.some((p) => p.role !== 'payer' && (p.guest || !p.customerId))) {
    throw invalidParties('only the payer may be a guest; every other party needs a customerId');
  }
  if (payer.customerId === payee.customerId) throw invalidParties('payer and payee must be different customers');
  return { payer, payee };
}

export const createEscrowRoute = defineRoute({
  method: 'post',
  path: '/escrows',
  errorStatuses: [404, 409, 422, 502],
  tag,
  operationId: 'createEscrow',
  clientMethod: 'escrows.create',
  summary: "Create an escrow hold (debitPayer locks the payer's available at once)",
  body: createEscrowBody,
  response: createdEscrowSchema,
  status: 201,
  idempotent: true,
  rateLimit: 'escrow_writes',
  description:
    'Creates a hold of `amount` between a payer and a payee. By default it starts awaiting_funding and nothing is locked: fund it ' +
    'with a checkout session (or `checkout: true` here). ' +
    "With `debitPayer: true` the amount plus fees is taken from the payer's available balance at once and the hold starts held " +
    '(422 INSUFFICIENT_BALANCE when it cannot, and no escrow is left behind). ' +
    'The payer is a customer (customerId) or a guest (e-mail, optional name and phone); the payee is always a customer. Webhooks: ' +
    'escrow.created, then escrow.funded when it is funded. ' +
    'Time protects both sides: `inspectionPeriod` (seconds) releases the rest of the hold to the payee that long after funding ' +
    'unless a dispute is opened first (`releaseAt` shows when), and `fundingDeadline` cancels the hold if it is still unfunded ' +
    'then (cleared once the hold is funded); a deadline in the past or more than 365 days ahead is 400 INVALID_REQUEST naming the ' +
    'field, and `fundingDeadline` with `debitPayer` is 422 INVALID_REQUEST (details.fields [fundingDeadline, debitPayer]: such a ' +
    'hold is funded at once). ' +
    NAIRA_AMOUNTS +
    ' ' +
    IDEMPOTENCY_KEY,
  examples: {
    request: {
      reference: 'order-10045',
      amount: 25000,
      currency: 'NGN',
      parties: [
        { role: 'payer', customerId: 'cus_8Hn2Kq4LmT0bWx7RzC1sVe5A' },
        { role: 'payee', customerId: 'cus_2Bv6Nq9TkR3mXz8HcL1sWp4J' },
      ],
      description: 'Used iPhone 13, 128 GB',
      debitPayer: true,
      merchantFee: 100,
      inspectionPeriod: 604800,
    },
  },
  handler: async ({ body, owner, deps, idempotencyKey }) => {
    const { payer } = checkParties(body.parties);
    if (body.debitPayer && payer.guest) {
      throw refuse.fieldsConflict('debitPayer is not allowed with a guest payer', ['debitPayer']);
    }
    if (body.debitPayer && body.checkout) {
      throw refuse.fieldsConflict('debitPayer cannot be combined with checkout', ['debitPayer', 'checkout']);
    }
    if (body.debitPayer && body.fundingDeadline) {
      throw refuse.fieldsConflict('fundingDeadline is moot with debitPayer: the hold is funded at once', ['fundingDeadline', 'debitPayer']);
    }
    // A new hold's clock is real time (no sandbox offset yet).
    const lateDeadline = body.fundingDeadline ? checkDeadlineTime('fundingDeadline', body.fundingDeadline, Date.now()) : null;
    if (lateDeadline) throw lateDeadline;
    checkCallbackUrl(body.callbackUrl);
    // Refused before any workflow starts (the create's transaction checks again, under a share lock).
    const customerIds = body.parties.flatMap((party) => (party.customerId ? [party.customerId] : []));
    const [missing] = customerIds.length > 0 ? await missingCustomers(deps.sql, owner, customerIds) : [];
    if (missing) {
      // Which party: a payer and a payee are easily swapped.
      const index = body.parties.findIndex((party) => party.customerId === missing);
      const { role } = body.parties[index];
      throw refuse.notFound(`Customer ${missing} (parties[${index}].customerId, the ${role})`, {
        customerId: missing,
        field: `parties[${index}].customerId`,
        role,
      });
    }
    // A live hold with its checkout needs the live provider: refused before the hold is made.
    if (body.checkout) requireLiveProvider(deps, owner.plane);
    const escrow = await createEscrowThroughWorkflow(deps, owner, idempotencyKey, createRequestOf(body));
    if (body.checkout) {
      // The hold's checkout session (api/checkout-calls.ts); the response adds `checkout`.
      const withCheckout = { ...escrow, checkout: await checkoutForNewEscrow(deps, owner, idempotencyKey, escrow.escrowId) };
      return { data: withCheckout };
    }
    return { data: escrow };
  },
});

export const listEscrowsRoute = defineRoute({
  method: 'get',
  path: '/escrows',
  readOnly: true,
  tag,
  summary: 'List escrows, newest first (customerId matches payer or payee)',
  operationId: 'listEscrows',
  clientMethod: 'escrows.list',
  query: listEscrowsQuery,
  response: escrowListSchema,
  rateLimit: 'standard',
  description: 'Escrows, newest first; filter by status, or by customerId (matches the payer or the payee).',
  handler: async ({ query, owner, deps }) => ({
    data: await listEscrows(deps.sql, owner, { status: query.status, customerId: query.customerId }, query),
  }),
});

export const getEscrowRoute = defineRoute({
  method: 'get',
  path: '/escrows/:escrowId',
  readOnly: true,
  tag,
  summary: 'Get an escrow',
  operationId: 'getEscrow',
  clientMethod: 'escrows.get',
  params: escrowIdParams,
  response: escrowSchema,
  rateLimit: 'standard',
  description: 'One escrow with its amounts (decimal naira) and status.',
  handler: async ({ params, owner, deps }) => ({ data: await getEscrow(deps.sql, owner, params.escrowId) }),
});

export const releaseEscrowRoute = defineRoute({
  method: 'post',
  path: '/escrows/:escrowId/release',
  errorStatuses: [409],
  tag,
  operationId: 'releaseEscrow',
  clientMethod: 'escrows.release',
  summary: "Release all (amount omitted) or part of the remaining hold to the payee's available",
  params: escrowIdParams,
  body: releaseBody,
  response: escrowSchema,
  idempotent: true,
  rateLimit: 'escrow_writes',
  description:
    "Moves the whole remaining hold (amount left out) or part of it to the payee's available balance. Allowed while held or " +
    'partially_released (else 409 ESCROW_INVALID_STATE); an amount above the remaining hold is 400 INVALID_RELEASE. Webhook: ' +
    'escrow.partially_released, or escrow.released when nothing remains. ' +
    NAIRA_AMOUNTS +
    ' ' +
    IDEMPOTENCY_KEY,
  examples: { request: { amount: 10000 } },
  handler: async ({ params, body, owner, deps, idempotencyKey }) => ({
    data: await updateEscrow(deps, owner, params.escrowId, { kind: 'release', amount: kobo(body.amount) }, idempotencyKey),
  }),
});

export const refundEscrowRoute = defineRoute({
  method: 'post',
  path: '/escrows/:escrowId/refund',
  errorStatuses: [409],
  tag,
  operationId: 'refundEscrow',
  clientMethod: 'escrows.refund',
  summary: 'Refund all (amount omitted) or part of the remaining hold to the payer',
  params: escrowIdParams,
  body: refundBody,
  response: escrowSchema,
  status: 201,
  idempotent: true,
  rateLimit: 'escrow_writes',
  description:
    'Returns the whole remaining hold (amount left out) or part of it to the payer. A customer payer gets it in their available ' +
    'balance at once; a guest payer is refunded through the payment provider (pendingProviderRefund is true until it completes; ' +
    'with test keys the sandbox completes it before this answers). Fees already taken are not refunded. Webhook: escrow.refunded. ' +
    NAIRA_AMOUNTS +
    ' ' +
    IDEMPOTENCY_KEY,
  examples: { request: { amount: 5000, reason: 'Item arrived damaged' } },
  handler: async ({ params, body, owner, deps, idempotencyKey }) => ({
    data: await updateEscrow(
      deps,
      owner,
      params.escrowId,
      { kind: 'refund', amount: kobo(body.amount), reason: body.reason },
      idempotencyKey,
    ),
  }),
});

export const cancelEscrowRoute = defineRoute({
  method: 'post',
  path: '/escrows/:escrowId/cancel',
  errorStatuses: [409],
  tag,
  summary: 'Cancel an unfunded escrow (reason stored)',
  operationId: 'cancelEscrow',
  clientMethod: 'escrows.cancel',
  params: escrowIdParams,
  body: cancelBody,
  response: escrowSchema,
  idempotent: true,
  rateLimit: 'escrow_writes',
  description:
    'Cancels a hold that was never funded (awaiting_funding); nothing moves. A hold with a fundingDeadline is cancelled the same ' +
    'way by itself when the deadline passes. A funded hold is refunded instead (409 ESCROW_NOT_CANCELLABLE). A payment that ' +
    "arrives after the cancel is credited to the payer's available balance. Webhook: escrow.cancelled. " +
    IDEMPOTENCY_KEY,
  examples: { request: { reason: 'Order cancelled by the buyer' } },
  handler: async ({ params, body, owner, deps, idempotencyKey }) => ({
    data: await updateEscrow(deps, owner, params.escrowId, { kind: 'cancel', reason: body.reason }, idempotencyKey),
  }),
});

const updateEscrowDeadlinesRoute = defineRoute({
  method: 'post',
  path: '/escrows/:escrowId/deadlines',
  errorStatuses: [409],
  tag,
  operationId: 'updateEscrowDeadlines',
  clientMethod: 'escrows.updateDeadlines',
  summary: "Set, move or remove the hold's deadlines (inspectionPeriod, releaseAt, fundingDeadline)",
  params: escrowIdParams,
  body: deadlinesBody,
  response: escrowSchema,
  idempotent: true,
  rateLimit: 'standard',
  description:
    "Sets (a value), moves or removes (null) the hold's deadlines; fields left out stay as they are. Before funding: " +
    'inspectionPeriod and fundingDeadline; once funded (held or partially_released): releaseAt. ' +
    'A field the status makes moot is 409 ESCROW_INVALID_STATE with `details.field` (releaseAt before funding or while disputed, a ' +
    'fundingDeadline once funded); a deadline whose time has already come is 409 DEADLINE_PASSED (its automatic release or cancel ' +
    'is under way); a new time in the past or more than 365 days ahead is 400 INVALID_REQUEST naming the field. ' +
    "Times are judged by the hold's clock (real time plus testClockOffset). Webhook: escrow.deadlines_updated with the previous values. " +
    IDEMPOTENCY_KEY,
  examples: { request: { releaseAt: '2026-12-10T18:00:00Z' } },
  handler: async ({ params, body, owner, deps, idempotencyKey }) => ({
    data: await updateEscrow(deps, owner, params.escrowId, { kind: 'moveDeadlines', ...body }, idempotencyKey),
  }),
});

const advanceEscrowTestClockRoute = defineRoute({
  method: 'post',
  path: '/escrows/:escrowId/test_clock/advance',
  errorStatuses: [409],
  tag,
  operationId: 'advanceEscrowTestClock',
  clientMethod: 'sandbox.advanceEscrowClock',
  summary: "Sandbox: run this hold's clock ahead, so its deadlines come due (test keys only)",
  params: escrowIdParams,
  body: advanceTestClockBody,
  response: escrowSchema,
  idempotent: true,
  rateLimit: 'standard',
  sandboxOnly: true,
  description:
    "Test keys only (403 with a live key): runs this one hold's clock `seconds` ahead, as a Stripe test clock does, so its " +
    'deadlines come due now: a passed releaseAt releases the rest of the hold and a passed fundingDeadline cancels it within ' +
    'seconds, with the real webhooks (escrow.released with meta.automatic, escrow.cancelled). No other hold is touched. ' +
    'The offset adds up (testClockOffset): one call moves it 1 second to 365 days, and in all it runs at most 730 days ahead; a ' +
    'call past that is 400 INVALID_REQUEST with details.fields [seconds] and details.testClockOffset (how far it already is). A ' +
    'released, refunded or cancelled hold is 409 ESCROW_INVALID_STATE. ' +
    IDEMPOTENCY_KEY,
  examples: { request: { seconds: 604800 } },
  handler: async ({ params, body, owner, deps, idempotencyKey }) => ({
    data: await updateEscrow(deps, owner, params.escrowId, { kind: 'advanceTestClock', seconds: body.seconds }, idempotencyKey),
  }),
});

export const openDisputeRoute = defineRoute({
  method: 'post',
  path: '/escrows/:escrowId/disputes',
  errorStatuses: [409],
  tag,
  summary: 'Open a dispute on a funded escrow',
  operationId: 'openDispute',
  clientMethod: 'escrows.openDispute',
  params: escrowIdParams,
  body: openDisputeBody,
  response: disputeSchema,
  status: 201,
  idempotent: true,
  rateLimit: 'escrow_writes',
  description:
    'Opens a dispute on a funded hold (held or partially_released); the escrow becomes disputed and release and refund are refused ' +
    'until the dispute is resolved. A dispute stops the clock: releaseAt is removed and the resolution settles the hold. One open ' +
    'dispute per hold (409 DISPUTE_EXISTS). Webhook: dispute.opened. ' +
    IDEMPOTENCY_KEY,
  examples: { request: { openedBy: 'payer', reasonCode: 'item_not_received', description: 'The parcel never arrived.' } },
  handler: async ({ params, body, owner, deps, idempotencyKey }) => ({
    data: await updateEscrow(deps, owner, params.escrowId, { kind: 'openDispute', ...body }, idempotencyKey),
  }),
});

export const getDisputeRoute = defineRoute({
  method: 'get',
  path: '/escrows/:escrowId/disputes',
  readOnly: true,
  tag,
  summary: 'The open dispute, else the latest resolved one',
  operationId: 'getDispute',
  clientMethod: 'escrows.listDisputes',
  params: escrowIdParams,
  response: disputeSchema,
  rateLimit: 'standard',
  description: "The escrow's open dispute, else its latest resolved one; 404 when it never had one.",
  handler: async ({ params, owner, deps }) => {
    await getEscrow(deps.sql, owner, params.escrowId);
    return { data: await getCurrentDispute(deps.sql, owner, params.escrowId) };
  },
});

export const resolveDisputeRoute = defineRoute({
  method: 'post',
  path: '/escrows/:escrowId/disputes/:disputeId/resolve',
  errorStatuses: [409],
  tag,
  operationId: 'resolveDispute',
  clientMethod: 'escrows.resolveDispute',
  summary: 'Resolve the open dispute: release, refund or split the remaining hold',
  params: disputeParams,
  body: resolveDisputeBody,
  response: disputeSchema,
  idempotent: true,
  rateLimit: 'escrow_writes',
  description:
    'Settles the open dispute: release (all remaining to the payee), refund (all remaining to the payer) or split (releaseAmount + ' +
    'refundAmount, which must add up to the remaining hold). Webhooks: dispute.resolved plus the events of the movements. ' +
    NAIRA_AMOUNTS +
    ' ' +
    IDEMPOTENCY_KEY,
  examples: { request: { action: 'split', releaseAmount: 10000, refundAmount: 5000 } },
  handler: async ({ params, body, owner, deps, idempotencyKey }) => {
    await getEscrow(deps.sql, owner, params.escrowId);
    if (!(await findDispute(deps.sql, owner, params.escrowId, params.disputeId))) throw refuse.notFound('Dispute');
    const command = {
      kind: 'resolveDispute' as const,
      disputeId: params.disputeId,
      action: body.action,
      releaseAmount: kobo(body.releaseAmount),
      refundAmount: kobo(body.refundAmount),
    };
    return { data: await updateEscrow(deps, owner, params.escrowId, command, idempotencyKey) };
  },
});

export const escrowRoutes = [
  createEscrowRoute,
  listEscrowsRoute,
  getEscrowRoute,
  releaseEscrowRoute,
  refundEscrowRoute,
  cancelEscrowRoute,
  updateEscrowDeadlinesRoute,
  advanceEscrowTestClockRoute,
  openDisputeRoute,
  getDisputeRoute,
  resolveDisputeRoute,
];
