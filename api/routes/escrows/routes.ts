import { z } from 'zod';
import { missingCustomers } from '../../../src/customers/customers';
import { refuse, ServiceError } from '../../../src/errors';
import { getCurrentDispute, findDispute } from '../../../src/escrows/disputes';
import { checkDeadlineTime } from '../../../src/escrows/rules';
import { getEscrow, listEscrows } from '../../../src/escrows/store';
import { nairaToKobo } from '../../../src/money';
import { checkoutForNewEscrow, requireLiveProvider } from '../../checkout-calls';
import { createEscrowThroughWorkflow, updateEscrow } from '../../escrow-calls';
import { defineRoute } from '../../route';
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
    throw invalidParties(`exactly one payer and one payee are required (role "payer" and role "payee"; other roles are kept beside them); got ${given}`);
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
  method: 'post', path: '/escrows', errorStatuses: [404, 409, 422, 502], tag,
  summary: 'Create an escrow hold (debitPayer locks the payer\'s available at once)',
  body: createEscrowBody, response: createdEscrowSchema, status: 201, idempotent: true, rateLimit: 'escrow_writes',
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
        customerId: missing, field: `parties[${index}].customerId`, role,
      });
    }
    // A live hold with its checkout needs the live provider: refused before the hold is made.
    if (body.checkout) requireLiveProvider(deps, owner.plane);
    const escrow = await createEscrowThroughWorkflow(deps, owner, idempotencyKey, {
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
    });
    if (body.checkout) {
      // The hold's checkout session (api/checkout-calls.ts); the response adds `checkout`.
      const withCheckout = { ...escrow, checkout: await checkoutForNewEscrow(deps, owner, idempotencyKey, escrow.escrowId) };
      return { data: withCheckout };
    }
    return { data: escrow };
  },
});

export const listEscrowsRoute = defineRoute({
  method: 'get', path: '/escrows', readOnly: true, tag, summary: 'List escrows, newest first (customerId matches payer or payee)',
  query: listEscrowsQuery, response: escrowListSchema, rateLimit: 'standard',
  handler: async ({ query, owner, deps }) => ({
    data: await listEscrows(deps.sql, owner, { status: query.status, customerId: query.customerId }, query),
  }),
});

export const getEscrowRoute = defineRoute({
  method: 'get', path: '/escrows/:escrowId', readOnly: true, tag, summary: 'Get an escrow',
  params: escrowIdParams, response: escrowSchema, rateLimit: 'standard',
  handler: async ({ params, owner, deps }) => ({ data: await getEscrow(deps.sql, owner, params.escrowId) }),
});

export const releaseEscrowRoute = defineRoute({
  method: 'post', path: '/escrows/:escrowId/release', errorStatuses: [409], tag,
  summary: 'Release all (amount omitted) or part of the remaining hold to the payee\'s available',
  params: escrowIdParams, body: releaseBody, response: escrowSchema, idempotent: true, rateLimit: 'escrow_writes',
  handler: async ({ params, body, owner, deps, idempotencyKey }) => ({
    data: await updateEscrow(deps, owner, params.escrowId, { kind: 'release', amount: kobo(body.amount) }, idempotencyKey),
  }),
});

export const refundEscrowRoute = defineRoute({
  method: 'post', path: '/escrows/:escrowId/refund', errorStatuses: [409], tag,
  summary: 'Refund all (amount omitted) or part of the remaining hold to the payer',
  params: escrowIdParams, body: refundBody, response: escrowSchema, status: 201, idempotent: true, rateLimit: 'escrow_writes',
  handler: async ({ params, body, owner, deps, idempotencyKey }) => ({
    data: await updateEscrow(deps, owner, params.escrowId, { kind: 'refund', amount: kobo(body.amount), reason: body.reason }, idempotencyKey),
  }),
});

export const cancelEscrowRoute = defineRoute({
  method: 'post', path: '/escrows/:escrowId/cancel', errorStatuses: [409], tag, summary: 'Cancel an unfunded escrow (reason stored)',
  params: escrowIdParams, body: cancelBody, response: escrowSchema, idempotent: true, rateLimit: 'escrow_writes',
  handler: async ({ params, body, owner, deps, idempotencyKey }) => ({
    data: await updateEscrow(deps, owner, params.escrowId, { kind: 'cancel', reason: body.reason }, idempotencyKey),
  }),
});

export const updateEscrowDeadlinesRoute = defineRoute({
  method: 'post', path: '/escrows/:escrowId/deadlines', errorStatuses: [409], tag,
  summary: 'Set, move or remove the hold\'s deadlines (inspectionPeriod, releaseAt, fundingDeadline)',
  params: escrowIdParams, body: deadlinesBody, response: escrowSchema, idempotent: true, rateLimit: 'standard',
  handler: async ({ params, body, owner, deps, idempotencyKey }) => ({
    data: await updateEscrow(deps, owner, params.escrowId, { kind: 'moveDeadlines', ...body }, idempotencyKey),
  }),
});

export const advanceEscrowTestClockRoute = defineRoute({
  method: 'post', path: '/escrows/:escrowId/test_clock/advance', errorStatuses: [409], tag,
  summary: 'Sandbox: run this hold\'s clock ahead, so its deadlines come due (test keys only)',
  params: escrowIdParams, body: advanceTestClockBody, response: escrowSchema, idempotent: true, rateLimit: 'standard', sandboxOnly: true,
  handler: async ({ params, body, owner, deps, idempotencyKey }) => ({
    data: await updateEscrow(deps, owner, params.escrowId, { kind: 'advanceTestClock', seconds: body.seconds }, idempotencyKey),
  }),
});

export const openDisputeRoute = defineRoute({
  method: 'post', path: '/escrows/:escrowId/disputes', errorStatuses: [409], tag, summary: 'Open a dispute on a funded escrow',
  params: escrowIdParams, body: openDisputeBody, response: disputeSchema, status: 201, idempotent: true, rateLimit: 'escrow_writes',
  handler: async ({ params, body, owner, deps, idempotencyKey }) => ({
    data: await updateEscrow(deps, owner, params.escrowId, { kind: 'openDispute', ...body }, idempotencyKey),
  }),
});

export const getDisputeRoute = defineRoute({
  method: 'get', path: '/escrows/:escrowId/disputes', readOnly: true, tag, summary: 'The open dispute, else the latest resolved one',
  params: escrowIdParams, response: disputeSchema, rateLimit: 'standard',
  handler: async ({ params, owner, deps }) => {
    await getEscrow(deps.sql, owner, params.escrowId);
    return { data: await getCurrentDispute(deps.sql, owner, params.escrowId) };
  },
});

export const resolveDisputeRoute = defineRoute({
  method: 'post', path: '/escrows/:escrowId/disputes/:disputeId/resolve', errorStatuses: [409], tag,
  summary: 'Resolve the open dispute: release, refund or split the remaining hold',
  params: disputeParams, body: resolveDisputeBody, response: disputeSchema, idempotent: true, rateLimit: 'escrow_writes',
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
