import type { Sql } from '../db';
import type {
  PaymentReport,
  ProviderRefundSignal,
  TransferOutcomeSignal,
  TransferReversedSignal,
  ValidationOutcomeSignal,
} from './outcomes';

// Inbound provider events as the service understands them, whichever provider sent them. A
// provider's adapter checks an event's signature and reads its raw body into one
// ProviderAction (Paystack's: src/payments/paystack/events.ts); the router
// (src/provider-actions/router.ts) hands the action to the domain it concerns, whose handler
// finds its object and signals the workflow waiting for it through ProviderSignallers (over a
// Temporal client: temporal/provider-signallers.ts). Nothing here knows a domain: a second
// provider is a second adapter producing these same actions.

/** Which refund an event settles, as far as the provider names it (at least one is set). */
type RefundIdentifiers = {
  /** Our own reference of the refund, when the provider echoes it back. */
  ours?: string;
  /** The provider's reference of the refund. */
  reference?: string;
  /** The provider's reference of the refunded payment. */
  paymentReference?: string;
};

/** What one verified provider event asks of the service. */
export type ProviderAction =
  /** A checkout's payment went through; its workflow confirms it with the provider before booking. */
  | { kind: 'payment.succeeded'; reference: string; channel: string; provider: string }
  /** Money arrived on a dedicated account (a live wallet's inbound account number). */
  | {
      kind: 'account.credited';
      reference: string;
      accountNumber: string;
      /** Kobo, a positive safe integer, in NGN. */
      amount: number;
      /** The provider's fee in kobo (at most `amount`), when it reports one. */
      fee?: number;
    }
  /** A bank transfer (a withdrawal's payout, by our reference) arrived or did not. */
  | { kind: 'transfer.settled'; reference: string; outcome: TransferOutcomeSignal }
  /**
   * The bank sent a transfer back (Paystack's transfer.reversed), possibly hours or days after
   * it was reported successful; also how the daily reconciliation heals a reversal it finds.
   * `reason`: why, as the provider says it (or a generic text).
   */
  | { kind: 'transfer.reversed'; reference: string; reason: string }
  /** A refund at the provider went through or failed for good. */
  | { kind: 'refund.settled'; outcome: RefundOutcome; refund: RefundIdentifiers; reason?: string }
  /** The provider's verdict on a customer's identity (a live wallet being provisioned). */
  | { kind: 'customer.identified'; customerCode: string; outcome: ValidationOutcomeSignal }
  /** An event the service does not act on, or cannot read: acknowledged so the provider stops retrying. */
  | { kind: 'unsupported'; reason: string };

export type ProviderActionKind = ProviderAction['kind'];

export type ProviderActionOf<K extends ProviderActionKind> = Extract<ProviderAction, { kind: K }>;

/**
 * A provider adapter's reading of one inbound event: throws refuse.unauthorized when the
 * signature is not the provider's; anything verified becomes an action (`unsupported` when
 * it is malformed or not one the service acts on).
 */
export type ProviderEventReader = (rawBody: string | Buffer, signature: string | undefined, secret: string) => ProviderAction;

export type RefundOutcome = 'processed' | 'failed';

/** Delivers a refund outcome to escrow-{escrowId}; resolves false when that workflow has ended. */
type RefundSignaller = (escrowId: string, outcome: RefundOutcome, signal: ProviderRefundSignal) => Promise<boolean>;

/** Delivers a transfer outcome to withdrawal-{withdrawalId}; resolves false when that workflow has ended. */
type TransferSignaller = (withdrawalId: string, signal: TransferOutcomeSignal) => Promise<boolean>;

/** The withdrawal a bank's reversal is for, as stored (a new run of its workflow is started with it when none is running). */
export type ReversedWithdrawal = { withdrawalId: string; merchantId: string; plane: 'test' | 'live'; reference: string; status: string };

/**
 * Hands a bank's reversal to withdrawal-{withdrawalId} (signal-with-start: the running run, or
 * a new run of the withdrawal's own workflow when its run has ended), which books it once.
 */
type ReversalSignaller = (withdrawal: ReversedWithdrawal, signal: TransferReversedSignal) => Promise<void>;

/** Tells checkout-{checkoutId} the provider reports it paid; resolves false when that workflow has ended. */
type PaymentSignaller = (checkoutId: string, report: PaymentReport) => Promise<boolean>;

/** A deposit to a live wallet's dedicated account, to book through walletCreditWorkflow. */
export type DepositCredit = { merchantId: string; walletId: string; movementKey: string; grossAmount: string; providerFee?: string };

/** Starts the deposit's wallet-credit workflow; resolves false when it was started before (a duplicate). */
type DepositStarter = (deposit: DepositCredit) => Promise<boolean>;

/** Tells wallet-account-{walletId} the provider's validation outcome; resolves false when that workflow has ended. */
type ValidationSignaller = (walletId: string, signal: ValidationOutcomeSignal) => Promise<boolean>;

/** How actions reach their workflows; a missing one means this process cannot deliver that kind. */
export type ProviderSignallers = {
  refund: RefundSignaller;
  transfer: TransferSignaller;
  /** Unset where this process cannot start a workflow run (it knows no task queue): a reversal is then refused, not lost. */
  reversal?: ReversalSignaller;
  payment?: PaymentSignaller;
  deposit?: DepositStarter;
  validation?: ValidationSignaller;
};

/** pino's argument order (the API's logger); the worker adapts its activity logger. */
export type EventLogger = { info(attrs: object, message: string): void; warn(attrs: object, message: string): void };

/** What a domain's handler of an action works with. */
export type ProviderActionContext = {
  sql: Sql;
  /** The secret is the published sandbox one: its events may only settle test-plane refunds and transfers. */
  secretIsSandbox: boolean;
  signal: ProviderSignallers;
  logger?: EventLogger;
};

/** The answer to the provider: `handled: false` with why, when the event changed nothing. */
export type ProviderEventResult = { handled: boolean; reason?: string };

/** A domain's handler of one kind of action. */
export type ProviderActionHandler<K extends ProviderActionKind> = (
  ctx: ProviderActionContext,
  action: ProviderActionOf<K>,
) => Promise<ProviderEventResult>;

export const handled = (): ProviderEventResult => ({ handled: true });

export const ignoredBecause = (reason: string): ProviderEventResult => ({ handled: false, reason });
