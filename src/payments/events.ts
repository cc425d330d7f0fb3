import type { Client } from '@temporalio/client';
import { WorkflowNotFoundError } from '@temporalio/client';
import {
  escrowWorkflowId,
  ProviderRefundSignal,
  providerRefundFailedSignal,
  providerRefundProcessedSignal,
} from '../../workflows/escrow-messages';
import { settleRefundDue } from '../checkout/refund-due';
import type { Sql } from '../db';
import { UnauthorizedError } from '../errors';
import { findRefundOfProviderEvent } from '../escrows/refunds';
import { providerSignatureValid } from './signature';

// Inbound provider events (POST /provider/events): signature-checked, then handed to the
// escrow's workflow as a signal. The sandbox provider hands its events to this same function.
// The refund of a payment booked as refund_due has no escrow: it is settled here directly
// (src/checkout/refund-due.ts), as no workflow state depends on it.

export type RefundOutcome = 'processed' | 'failed';

/** Delivers a refund outcome to escrow-{escrowId}; resolves false when that workflow has ended. */
export type RefundSignaller = (escrowId: string, outcome: RefundOutcome, signal: ProviderRefundSignal) => Promise<boolean>;

export type ProviderEventDeps = {
  sql: Sql;
  secret: string;
  /** The secret is the published sandbox one: its events may only settle test-plane refunds. */
  secretIsSandbox: boolean;
  signal: RefundSignaller;
  logger?: EventLogger;
};

/** pino's argument order (the API's logger); the worker adapts its activity logger. */
export type EventLogger = { info(attrs: object, message: string): void; warn(attrs: object, message: string): void };

export type ProviderEventResult = { handled: boolean; reason?: string };

type ProviderEventBody = {
  event?: unknown;
  data?: { reference?: unknown; transaction_reference?: unknown; reason?: unknown; gateway_response?: unknown };
};

const OUTCOMES = new Map<unknown, RefundOutcome>([
  ['refund.processed', 'processed'],
  ['refund.failed', 'failed'],
]);

const text = (v: unknown) => (typeof v === 'string' && v.length > 0 ? v : undefined);

/**
 * Verifies the signature (401 when wrong) and forwards a refund outcome to its escrow.
 * Everything else is acknowledged and ignored, so the provider stops retrying it.
 */
export async function handleProviderEvent(
  deps: ProviderEventDeps,
  rawBody: string | Buffer,
  signature: string | undefined,
): Promise<ProviderEventResult> {
  if (!providerSignatureValid(rawBody, signature, deps.secret)) throw new UnauthorizedError('Invalid provider event signature');
  let body: ProviderEventBody;
  try {
    body = JSON.parse(rawBody.toString());
  } catch {
    return ignored(deps, 'body is not JSON');
  }
  if (body === null || typeof body !== 'object') return ignored(deps, 'body is not a JSON object');
  if (body.data !== undefined && (body.data === null || typeof body.data !== 'object')) return ignored(deps, 'data is not an object');
  const outcome = OUTCOMES.get(body.event);
  if (!outcome) return ignored(deps, `unsupported event ${String(body.event)}`);
  const reference = text(body.data?.reference);
  const refund = await findRefundOfProviderEvent(deps.sql, { reference, transactionReference: text(body.data?.transaction_reference) });
  if (!refund) return ignored(deps, `no refund with reference ${reference}`);
  if (refund.plane === 'live' && deps.secretIsSandbox) return ignored(deps, 'live refund with the sandbox secret');
  if (refund.status !== 'pending') return ignored(deps, `refund ${refund.id} already ${refund.status}`);
  if (refund.escrow_id === null) {
    const settled = await settleRefundDue(deps.sql, {
      refundId: refund.id,
      outcome,
      providerReference: reference ?? refund.provider_reference ?? undefined,
      reason: text(body.data?.reason) ?? text(body.data?.gateway_response),
    });
    if (!settled) return ignored(deps, `refund ${refund.id} already settled`);
    deps.logger?.info({ refundId: refund.id, paymentId: refund.payment_id, outcome }, 'provider refund of a payment settled');
    return { handled: true };
  }
  const signal: ProviderRefundSignal = {
    refundId: refund.id,
    providerReference: reference ?? refund.provider_reference ?? undefined,
    reason: text(body.data?.reason) ?? text(body.data?.gateway_response),
  };
  const delivered = await deps.signal(refund.escrow_id, outcome, signal);
  if (!delivered) return ignored(deps, `escrow ${refund.escrow_id} no longer running`);
  deps.logger?.info({ refundId: refund.id, escrowId: refund.escrow_id, outcome }, 'provider refund event forwarded');
  return { handled: true };
}

function ignored(deps: ProviderEventDeps, reason: string): ProviderEventResult {
  deps.logger?.warn({ reason }, 'provider event ignored');
  return { handled: false, reason };
}

/** The signaller over a Temporal client (the API's, or the worker's in an activity). */
export function signalThroughTemporal(client: Client): RefundSignaller {
  return async (escrowId, outcome, signal) => {
    const handle = client.workflow.getHandle(escrowWorkflowId(escrowId));
    try {
      await handle.signal(outcome === 'processed' ? providerRefundProcessedSignal : providerRefundFailedSignal, signal);
      return true;
    } catch (err) {
      if (err instanceof WorkflowNotFoundError) return false;
      throw err;
    }
  };
}
