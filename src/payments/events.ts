import { settleRefundDue } from '../checkout/refund-due';
import type { Sql } from '../db';
import { refuse } from '../errors';
import { findRefundOfProviderEvent } from '../escrows/refunds';
import { findSessionByProviderReference } from '../checkout/sessions';
import {
  ChargeEvent,
  CUSTOMER_IDENTIFICATION_OUTCOMES,
  DEDICATED_ACCOUNT_CHANNEL,
  readChargeEvent,
  readCustomerIdentificationEvent,
  refundReferenceOf,
  transferFailureReason,
} from './paystack/events';
import { PAYSTACK_PROVIDER_NAME } from './paystack/payment-provider';
import { findWithdrawalByTransferReference } from '../withdrawals/store';
import { depositMovementKey, findLiveWalletByAccount } from '../wallets/deposits';
import { findLiveWalletsByCustomerCode } from '../wallets/live-accounts';
import type { PaymentReport, ProviderRefundSignal, TransferOutcomeSignal, ValidationOutcomeSignal } from './outcomes';
import { providerSignatureValid } from './signature';

// Inbound provider events (POST /provider/events): signature-checked, then handed as a signal
// to the workflow waiting for them: a refund outcome to its escrow's workflow, a transfer
// outcome to its withdrawal's. The sandbox provider hands its events to this same function.
// The refund of a payment booked as refund_due has no escrow: it is settled here directly
// (src/checkout/refund-due.ts), as no workflow state depends on it. A live checkout's
// charge.success wakes its session's workflow, which confirms it with the provider
// (GET /transaction/verify) before booking: the event alone never books money. How a
// signal reaches its workflow is the caller's (ProviderSignallers; over a Temporal client:
// workflows/provider-signallers.ts).

export type RefundOutcome = 'processed' | 'failed';

/** Delivers a refund outcome to escrow-{escrowId}; resolves false when that workflow has ended. */
export type RefundSignaller = (escrowId: string, outcome: RefundOutcome, signal: ProviderRefundSignal) => Promise<boolean>;

/** Delivers a transfer outcome to withdrawal-{withdrawalId}; resolves false when that workflow has ended. */
export type TransferSignaller = (withdrawalId: string, signal: TransferOutcomeSignal) => Promise<boolean>;

/** Tells checkout-{checkoutId} the provider reports it paid; resolves false when that workflow has ended. */
export type PaymentSignaller = (checkoutId: string, report: PaymentReport) => Promise<boolean>;

/** A deposit to a live wallet's dedicated account, to book through walletCreditWorkflow. */
export type DepositCredit = { merchantId: string; walletId: string; movementKey: string; grossAmount: string; providerFee?: string };

/** Starts the deposit's wallet-credit workflow; resolves false when it was started before (a duplicate). */
export type DepositStarter = (deposit: DepositCredit) => Promise<boolean>;

/** Tells wallet-account-{walletId} Paystack's validation outcome; resolves false when that workflow has ended. */
export type ValidationSignaller = (walletId: string, signal: ValidationOutcomeSignal) => Promise<boolean>;

export type ProviderSignallers = {
  refund: RefundSignaller;
  transfer: TransferSignaller;
  payment?: PaymentSignaller;
  deposit?: DepositStarter;
  validation?: ValidationSignaller;
};

export type ProviderEventDeps = {
  sql: Sql;
  secret: string;
  /** The secret is the published sandbox one: its events may only settle test-plane refunds and transfers. */
  secretIsSandbox: boolean;
  signal: ProviderSignallers;
  logger?: EventLogger;
};

/** pino's argument order (the API's logger); the worker adapts its activity logger. */
export type EventLogger = { info(attrs: object, message: string): void; warn(attrs: object, message: string): void };

export type ProviderEventResult = { handled: boolean; reason?: string };

type ProviderEventData = {
  [field: string]: unknown;
  reference?: unknown;
  transaction_reference?: unknown;
  transfer_code?: unknown;
  reason?: unknown;
  gateway_response?: unknown;
  merchant_note?: unknown;
};
type ProviderEventBody = { event?: unknown; data?: ProviderEventData };

const OUTCOMES = new Map<unknown, RefundOutcome>([
  ['refund.processed', 'processed'],
  ['refund.failed', 'failed'],
]);

// A reversed transfer is money back at the provider: for the withdrawal, a failure.
const TRANSFER_OUTCOMES = new Map<unknown, TransferOutcomeSignal['status']>([
  ['transfer.success', 'success'],
  ['transfer.failed', 'failed'],
  ['transfer.reversed', 'failed'],
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
  if (!providerSignatureValid(rawBody, signature, deps.secret)) throw refuse.unauthorized('Invalid provider event signature');
  let body: ProviderEventBody;
  try {
    body = JSON.parse(rawBody.toString());
  } catch {
    return ignored(deps, 'body is not JSON');
  }
  if (body === null || typeof body !== 'object') return ignored(deps, 'body is not a JSON object');
  if (body.data !== undefined && (body.data === null || typeof body.data !== 'object')) return ignored(deps, 'data is not an object');
  if (body.event === 'charge.success') return forwardCharge(deps, body.data);
  const validation = CUSTOMER_IDENTIFICATION_OUTCOMES.get(body.event);
  if (validation) return forwardValidationOutcome(deps, validation, body.data);
  const transferOutcome = TRANSFER_OUTCOMES.get(body.event);
  if (transferOutcome) return forwardTransferOutcome(deps, transferOutcome, body.event === 'transfer.reversed', body.data ?? {});
  const outcome = OUTCOMES.get(body.event);
  if (!outcome) return ignored(deps, `unsupported event ${String(body.event)}`);
  const reference = refundReferenceOf(body.data);
  const refund = await findRefundOfProviderEvent(deps.sql, {
    ours: text(body.data?.merchant_note),
    reference,
    transactionReference: text(body.data?.transaction_reference),
  });
  if (!refund) return ignored(deps, `no refund with reference ${reference}`);
  if (refund.plane === 'live' && deps.secretIsSandbox) return ignored(deps, 'live refund with the sandbox secret');
  if (refund.status !== 'pending') return ignored(deps, `refund ${refund.id} already ${refund.status}`);
  if (refund.escrow_id === null) {
    const settled = await settleRefundDue(deps.sql, {
      refundId: refund.id,
      outcome,
      providerReference: refund.provider_reference ?? reference,
      reason: text(body.data?.reason) ?? text(body.data?.gateway_response),
    });
    if (!settled) return ignored(deps, `refund ${refund.id} already settled`);
    deps.logger?.info({ refundId: refund.id, paymentId: refund.payment_id, outcome }, 'provider refund of a payment settled');
    return { handled: true };
  }
  const signal: ProviderRefundSignal = {
    refundId: refund.id,
    providerReference: refund.provider_reference ?? reference,
    reason: text(body.data?.reason) ?? text(body.data?.gateway_response),
  };
  const delivered = await deps.signal.refund(refund.escrow_id, outcome, signal);
  if (!delivered) return ignored(deps, `escrow ${refund.escrow_id} no longer running`);
  deps.logger?.info({ refundId: refund.id, escrowId: refund.escrow_id, outcome }, 'provider refund event forwarded');
  return { handled: true };
}

/** A transfer's outcome, for the workflow of the withdrawal it pays out (found by our reference). */
async function forwardTransferOutcome(
  deps: ProviderEventDeps,
  status: TransferOutcomeSignal['status'],
  reversed: boolean,
  data: ProviderEventData,
): Promise<ProviderEventResult> {
  const reference = text(data.reference);
  const withdrawal = reference ? await findWithdrawalByTransferReference(deps.sql, reference) : null;
  if (!withdrawal) return ignored(deps, `no withdrawal with reference ${reference}`);
  if (withdrawal.plane === 'live' && deps.secretIsSandbox) return ignored(deps, 'live withdrawal with the sandbox secret');
  if (withdrawal.status !== 'processing') return ignored(deps, `withdrawal ${withdrawal.id} already ${withdrawal.status}`);
  const signal: TransferOutcomeSignal =
    status === 'success'
      ? { status, transferCode: text(data.transfer_code) }
      : { status, transferCode: text(data.transfer_code), reason: transferFailureReason(data, reversed) };
  const delivered = await deps.signal.transfer(withdrawal.id, signal);
  if (!delivered) return ignored(deps, `withdrawal ${withdrawal.id} no longer running`);
  deps.logger?.info({ withdrawalId: withdrawal.id, outcome: status }, 'provider transfer event forwarded');
  return { handled: true };
}

/** A live checkout paid: its workflow verifies it with the provider, then books it once. */
async function forwardCharge(deps: ProviderEventDeps, data: ProviderEventData | undefined): Promise<ProviderEventResult> {
  const charge = readChargeEvent(data);
  if (!charge) return ignored(deps, 'charge.success without a reference');
  if (charge.channel === DEDICATED_ACCOUNT_CHANNEL) return forwardDeposit(deps, charge);
  const session = await findSessionByProviderReference(deps.sql, charge.reference);
  if (!session) return ignored(deps, `no checkout session with reference ${charge.reference}`);
  if (session.plane !== 'live') return ignored(deps, `charge.success for test-plane session ${session.id}`);
  if (deps.secretIsSandbox) return ignored(deps, 'live charge with the sandbox secret');
  if (session.status === 'completed') return ignored(deps, `checkout ${session.id} already paid`);
  if (!deps.signal.payment) return ignored(deps, 'no checkout signaller here');
  const delivered = await deps.signal.payment(session.id, { channel: charge.channel, provider: PAYSTACK_PROVIDER_NAME, providerReference: charge.reference });
  if (!delivered) return ignored(deps, `checkout ${session.id} no longer running`);
  deps.logger?.info({ checkoutId: session.id }, 'provider charge event forwarded');
  return { handled: true };
}

/**
 * A deposit to a live wallet's dedicated account: credited through walletCreditWorkflow with
 * Paystack's amount and fee. The workflow id and the movement id derive from Paystack's
 * reference, so a duplicate event joins or finds the first booking and books nothing.
 */
async function forwardDeposit(deps: ProviderEventDeps, charge: ChargeEvent): Promise<ProviderEventResult> {
  if (deps.secretIsSandbox) return ignored(deps, 'deposit with the sandbox secret');
  if (!charge.receiverAccountNumber) return ignored(deps, `deposit ${charge.reference} without a receiving account`);
  if (charge.amount === undefined || !Number.isSafeInteger(charge.amount) || charge.amount <= 0) return ignored(deps, `deposit ${charge.reference} without a positive amount`);
  if (charge.currency !== undefined && charge.currency !== 'NGN') return ignored(deps, `deposit ${charge.reference} in ${charge.currency}`);
  const wallet = await findLiveWalletByAccount(deps.sql, charge.receiverAccountNumber);
  if (!wallet) return ignored(deps, `deposit ${charge.reference} to unknown account ${charge.receiverAccountNumber}`);
  if (!deps.signal.deposit) return ignored(deps, 'no deposit starter here');
  const started = await deps.signal.deposit({
    ...wallet,
    movementKey: depositMovementKey(charge.reference),
    grossAmount: String(charge.amount),
    // Paystack's reported fee; absent, our deposit fee schedule computes one.
    providerFee: charge.fees === undefined ? undefined : String(Math.min(charge.fees, charge.amount)),
  });
  if (!started) return ignored(deps, `deposit ${charge.reference} already booked`);
  deps.logger?.info({ walletId: wallet.walletId, providerReference: charge.reference }, 'deposit to a dedicated account forwarded');
  return { handled: true };
}

/**
 * A live wallet's validation outcome, for the provisioning workflow of each wallet of that
 * Paystack customer (one, unless several merchants' customers share its e-mail). The event
 * alone writes nothing: the workflow stores the outcome (and asks for the account).
 */
async function forwardValidationOutcome(
  deps: ProviderEventDeps,
  status: ValidationOutcomeSignal['status'],
  data: ProviderEventData | undefined,
): Promise<ProviderEventResult> {
  if (deps.secretIsSandbox) return ignored(deps, 'customer validation with the sandbox secret');
  const event = readCustomerIdentificationEvent(data);
  if (!event) return ignored(deps, 'customer validation event without a customer_code');
  const wallets = await findLiveWalletsByCustomerCode(deps.sql, event.customerCode);
  if (wallets.length === 0) return ignored(deps, `no live wallet of customer ${event.customerCode}`);
  if (!deps.signal.validation) return ignored(deps, 'no validation signaller here');
  const signal: ValidationOutcomeSignal =
    status === 'success' ? { status } : { status, reason: event.reason ?? 'Paystack could not validate the customer' };
  let delivered = 0;
  for (const wallet of wallets) {
    if (wallet.accountStatus === 'active') continue; // provisioned already: a duplicate or a late event
    if (await deps.signal.validation(wallet.walletId, signal)) delivered++;
  }
  if (delivered === 0) return ignored(deps, `no wallet of customer ${event.customerCode} is being provisioned`);
  deps.logger?.info({ customerCode: event.customerCode, outcome: status, wallets: delivered }, 'provider validation event forwarded');
  return { handled: true };
}

function ignored(deps: ProviderEventDeps, reason: string): ProviderEventResult {
  deps.logger?.warn({ reason }, 'provider event ignored');
  return { handled: false, reason };
}
