import { ApplicationFailure } from '@temporalio/common';
import type { Activities } from '../../activities';
import type { BookPaymentInput, BookPaymentResult } from '../../src/checkout/booking';
import type { PaymentView } from '../../src/checkout/payments';
import type { DisputeView } from '../../src/escrows/disputes';
import type { EscrowCommandKind } from '../../src/escrows/commands';
import type { AdvanceTestClockInput, MoveDeadlinesInput } from '../../src/escrows/deadlines';
import type { OpenDisputeInput, ResolveDisputeInput } from '../../src/escrows/dispute-writes';
import type { EscrowWriteResult, WriteTarget } from '../../src/escrows/escrow-write';
import type { CancelInput, RefundInput, ReleaseInput } from '../../src/escrows/release-refund-cancel';
import {
  checkAdvanceTestClock,
  checkCancel,
  checkMoveDeadlines,
  checkOpenDispute,
  checkRefund,
  checkRelease,
  checkResolve,
  EscrowState,
  remainingOf,
  resolutionAmounts,
  statusAfterMovement,
} from '../../src/escrows/rules';
import type { EscrowView } from '../../src/escrows/store';
import type { ServiceError } from '../../src/errors';
import { CONTROL_FAILURE, failureOf } from '../../src/failures';
import type { CallLog, StubActivities } from './stub-worker';

// One escrow row in memory, behind stubs of the escrow workflow's activities. Each stub does
// what its transaction does to the row: re-checks the spec's rule (the real one, from
// src/escrows/rules.ts) on the current state, moves the amounts, and answers a repeated
// operation id with its first result, so the workflow's decisions can be pinned without a
// database: which activity runs, with which operation id, and what the cache then says.

/** The stub of each command kind's write, named as the write it books (the call log reads it). */
const WRITE_OF_KIND: { [K in EscrowCommandKind]: EscrowWriteName } = {
  release: 'releaseEscrow',
  refund: 'refundEscrow',
  cancel: 'cancelEscrow',
  openDispute: 'openDispute',
  resolveDispute: 'resolveDispute',
  moveDeadlines: 'moveEscrowDeadlines',
  advanceTestClock: 'advanceEscrowTestClock',
};

type StubWrite<I> = (input: I) => Promise<EscrowWriteResult>;
/** Stubs of the writes the one command activity books, each named as its write in src/escrows/. */
export type EscrowWriteStubs = {
  releaseEscrow: StubWrite<ReleaseInput>;
  refundEscrow: StubWrite<RefundInput>;
  cancelEscrow: StubWrite<CancelInput>;
  openDispute: StubWrite<OpenDisputeInput>;
  resolveDispute: StubWrite<ResolveDisputeInput>;
  moveEscrowDeadlines: StubWrite<MoveDeadlinesInput>;
  advanceEscrowTestClock: StubWrite<AdvanceTestClockInput>;
};
type EscrowWriteName = keyof EscrowWriteStubs;

/**
 * The one command activity over stubs of its writes: each command is booked (and recorded in
 * the call log) under its write's own name, with the command's fields, so a test reads which
 * write ran and with what. The other stubs are the worker's activities as they are.
 */
export function withCommandChannel(stubs: Partial<EscrowWriteStubs> & StubActivities): StubActivities {
  const {
    releaseEscrow,
    refundEscrow,
    cancelEscrow,
    openDispute,
    resolveDispute,
    moveEscrowDeadlines,
    advanceEscrowTestClock,
    ...activities
  } = stubs;
  const writes: Partial<EscrowWriteStubs> = {
    releaseEscrow,
    refundEscrow,
    cancelEscrow,
    openDispute,
    resolveDispute,
    moveEscrowDeadlines,
    advanceEscrowTestClock,
  };
  const bookEscrowCommand: Activities['bookEscrowCommand'] = ({ command, ...target }) => {
    const { kind, ...fields } = command;
    const write = writes[WRITE_OF_KIND[kind]] as StubWrite<object> | undefined;
    if (!write) throw new Error(`no stub for ${kind}`);
    return write({ ...target, ...fields });
  };
  return { ...activities, bookEscrowCommand };
}

type EscrowActivityName = 'createEscrow' | 'completeGuestRefund' | 'failGuestRefund' | 'bookCheckoutPayment' | 'startProviderRefund';

/** A refusal as the real activities throw it: non-retryable, typed with the spec's error code. */
function refusal(violation: ServiceError): ApplicationFailure {
  return ApplicationFailure.create(failureOf(violation));
}

function refuseIf(violation: ServiceError | null): void {
  if (violation) throw refusal(violation);
}

export type InMemoryEscrowOptions = {
  /** How the provider answers a guest refund: accepted (the default), or refused for good. */
  provider?: 'accepts' | 'refuses';
  /** Runs inside startProviderRefund before it answers (e.g. a gate the test opens). */
  duringProviderCall?: () => Promise<void>;
  /** Runs inside bookCheckoutPayment before it commits. */
  duringBooking?: () => Promise<void>;
  /** The transaction's clock (ms): the time-skipping server's, so deadlines are judged as the workflow sees them. */
  clock?: () => number;
};

export class InMemoryEscrow {
  state: EscrowState | undefined;
  /** Guest refunds by id: amount and whether the provider's outcome is still awaited. */
  readonly refunds = new Map<string, { amount: bigint; pending: boolean }>();
  private readonly operations = new Map<string, EscrowWriteResult>();
  private dispute: DisputeView | undefined;
  /** Seconds from funding to releaseAt, as the row's inspection_period. */
  private inspectionPeriod: number | null = null;
  private disputes = 0;

  constructor(
    readonly escrowId: string,
    readonly log: CallLog,
    private readonly options: InMemoryEscrowOptions = {},
  ) {}

  /** Payments of this hold's checkout sessions, by session: booked once each, as bookCheckoutPayment does. */
  private readonly payments = new Map<string, BookPaymentResult>();

  /** A session's payment, as bookCheckoutPayment books it: funds the hold awaiting funding (when allowed), else credits the payer or is owed back. */
  private bookPayment(input: BookPaymentInput): BookPaymentResult {
    const done = this.payments.get(input.checkoutId);
    if (done) return done;
    const paymentId = `pay_${input.checkoutId}`;
    const funds = input.fundHold === true && this.state?.status === 'awaiting_funding';
    if (funds)
      this.state = {
        ...this.state!,
        status: 'held',
        fundingPaymentId: paymentId,
        releaseAt: this.releaseAtOnFunding(),
        fundingDeadline: null,
      };
    const bookedAs = funds ? 'escrow_funding' : this.state?.guestPayer ? 'refund_due' : 'wallet_credit';
    const booked: BookPaymentResult = {
      payment: { paymentId, checkoutId: input.checkoutId, bookedAs } as PaymentView,
      eventIds: [],
      funded: funds ? { escrowId: this.escrowId, state: this.state! } : null,
    };
    this.payments.set(input.checkoutId, booked);
    return booked;
  }

  private now(): number {
    return (this.options.clock ?? Date.now)();
  }

  /** As releaseAtOnFunding: the hold's clock plus the inspection period. */
  private releaseAtOnFunding(): string | null {
    if (this.inspectionPeriod === null) return null;
    return new Date(this.now() + ((this.state!.testClockOffset ?? 0) + this.inspectionPeriod) * 1000).toISOString();
  }

  private result(extra: Partial<EscrowWriteResult> = {}): EscrowWriteResult {
    const s = this.state!;
    const escrow = {
      escrowId: s.escrowId,
      status: s.status,
      amount: Number(s.amount) / 100,
      releasedAmount: Number(s.releasedAmount) / 100,
      refundedAmount: Number(s.refundedAmount) / 100,
      remainingAmount: Number(remainingOf(s)) / 100,
      pendingProviderRefund: s.pendingProviderRefund,
    } as EscrowView;
    return { escrow, state: s, eventIds: [], ...extra };
  }

  /** Runs a write once per operation id, as escrow_operations makes the real ones. */
  private once(
    name: EscrowActivityName | EscrowWriteName,
    target: WriteTarget,
    input: unknown,
    write: () => EscrowWriteResult,
  ): EscrowWriteResult {
    this.log.record(name, input);
    const done = this.operations.get(target.operationId);
    if (done) return done;
    const result = write();
    this.operations.set(target.operationId, result);
    return result;
  }

  private move(kind: 'release' | 'refund', amount: bigint): void {
    const s = this.state!;
    const released = BigInt(s.releasedAmount) + (kind === 'release' ? amount : 0n);
    const refunded = BigInt(s.refundedAmount) + (kind === 'refund' ? amount : 0n);
    this.state = {
      ...s,
      releasedAmount: released.toString(),
      refundedAmount: refunded.toString(),
      status: statusAfterMovement(BigInt(s.amount), released, refunded),
    };
  }

  /** A guest refund recorded as pending: status unchanged, the workflow asks the provider next. */
  private beginGuestRefund(operationId: string, amount: bigint): { refundId: string } {
    const refundId = `ref_${operationId.replace(/[^a-z0-9]/gi, '').slice(-12)}`;
    this.refunds.set(refundId, { amount, pending: true });
    this.state = { ...this.state!, pendingProviderRefund: true };
    return { refundId };
  }

  private settle(refundId: string, outcome: 'processed' | 'failed'): void {
    const refund = this.refunds.get(refundId);
    if (!refund?.pending) return;
    refund.pending = false;
    this.state = { ...this.state!, pendingProviderRefund: false };
    if (outcome === 'processed') this.move('refund', refund.amount);
  }

  stubs(): StubActivities {
    const kobo = (amount?: string) => (amount === undefined ? undefined : BigInt(amount));
    const stubs: Pick<Activities, EscrowActivityName> & EscrowWriteStubs = {
      createEscrow: async (input) =>
        this.once('createEscrow', input, input, () => {
          const guestPayer = input.parties.some((p) => p.role === 'payer' && p.guest);
          this.inspectionPeriod = input.inspectionPeriod ?? null;
          this.state = {
            escrowId: this.escrowId,
            status: input.debitPayer ? 'held' : 'awaiting_funding',
            amount: input.amount,
            releasedAmount: '0',
            refundedAmount: '0',
            pendingProviderRefund: false,
            guestPayer,
            fundingPaymentId: null,
            openDisputeId: null,
            releaseAt: null,
            fundingDeadline: input.fundingDeadline ?? null,
            testClockOffset: 0,
          };
          if (input.debitPayer) this.state.releaseAt = this.releaseAtOnFunding();
          return this.result();
        }),
      releaseEscrow: async (input) =>
        this.once('releaseEscrow', input, input, () => {
          refuseIf(checkRelease(this.state!, kobo(input.amount)));
          this.move('release', kobo(input.amount) ?? remainingOf(this.state!));
          return this.result();
        }),
      refundEscrow: async (input) =>
        this.once('refundEscrow', input, input, () => {
          refuseIf(checkRefund(this.state!, kobo(input.amount)));
          const amount = kobo(input.amount) ?? remainingOf(this.state!);
          if (this.state!.guestPayer) return this.result({ guestRefund: this.beginGuestRefund(input.operationId, amount) });
          this.move('refund', amount);
          return this.result();
        }),
      cancelEscrow: async (input) =>
        this.once('cancelEscrow', input, input, () => {
          refuseIf(checkCancel(this.state!));
          this.state = { ...this.state!, status: 'cancelled' };
          return this.result();
        }),
      openDispute: async (input) =>
        this.once('openDispute', input, input, () => {
          refuseIf(checkOpenDispute(this.state!));
          const disputeId = `dsp_${++this.disputes}`;
          this.dispute = { disputeId, escrowId: this.escrowId, status: 'open', reasonCode: input.reasonCode } as DisputeView;
          this.state = { ...this.state!, status: 'disputed', openDisputeId: disputeId, releaseAt: null };
          return this.result({ dispute: this.dispute });
        }),
      resolveDispute: async (input) =>
        this.once('resolveDispute', input, input, () => {
          const request = {
            disputeId: input.disputeId,
            action: input.action,
            releaseAmount: input.releaseAmount,
            refundAmount: input.refundAmount,
          };
          refuseIf(checkResolve(this.state!, request));
          const { release, refund } = resolutionAmounts(this.state!, request);
          const s = this.state!;
          this.state = {
            ...s,
            openDisputeId: null,
            status: statusAfterMovement(BigInt(s.amount), BigInt(s.releasedAmount), BigInt(s.refundedAmount)),
          };
          if (release > 0n) this.move('release', release);
          let guestRefund: { refundId: string } | undefined;
          if (refund > 0n && this.state.guestPayer) guestRefund = this.beginGuestRefund(`${input.operationId}:refund`, refund);
          else if (refund > 0n) this.move('refund', refund);
          this.dispute = { ...this.dispute!, status: 'resolved', resolution: input.action };
          return this.result({ dispute: this.dispute, ...(guestRefund ? { guestRefund } : {}) });
        }),
      moveEscrowDeadlines: async (input) =>
        this.once('moveEscrowDeadlines', input, input, () => {
          refuseIf(checkMoveDeadlines(this.state!, input, this.now()));
          if (input.inspectionPeriod !== undefined) this.inspectionPeriod = input.inspectionPeriod;
          const at = (iso: string | null) => (iso === null ? null : new Date(iso).toISOString());
          if (input.releaseAt !== undefined) this.state = { ...this.state!, releaseAt: at(input.releaseAt) };
          if (input.fundingDeadline !== undefined) this.state = { ...this.state!, fundingDeadline: at(input.fundingDeadline) };
          return this.result();
        }),
      advanceEscrowTestClock: async (input) =>
        this.once('advanceEscrowTestClock', input, input, () => {
          refuseIf(checkAdvanceTestClock(this.state!, input.seconds));
          this.state = { ...this.state!, testClockOffset: (this.state!.testClockOffset ?? 0) + input.seconds };
          return this.result();
        }),
      completeGuestRefund: async (input) =>
        this.once('completeGuestRefund', input, input, () => (this.settle(input.refundId, 'processed'), this.result())),
      failGuestRefund: async (input) =>
        this.once('failGuestRefund', input, input, () => (this.settle(input.refundId, 'failed'), this.result())),
      bookCheckoutPayment: async (input) => {
        this.log.record('bookCheckoutPayment', input);
        await this.options.duringBooking?.();
        return this.bookPayment(input);
      },
      startProviderRefund: async (input) => {
        this.log.record('startProviderRefund', input);
        await this.options.duringProviderCall?.();
        if (this.options.provider === 'refuses')
          throw ApplicationFailure.nonRetryable('The provider refused this refund', CONTROL_FAILURE.providerRefused);
        return { providerReference: `prv_${input.refundId}` };
      },
    };
    return withCommandChannel(stubs);
  }
}
