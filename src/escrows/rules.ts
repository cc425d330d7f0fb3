import { refuse, ServiceError } from '../errors';

// The spec's escrow rules as pure functions of an escrow's state. The same checks run in
// three places: the workflow's synchronous update validators (on the cached state), the
// activity transaction (on the locked database row, the source of truth), and the API when
// the workflow has already ended (terminal escrows). Workflow-safe: no I/O, no Node APIs.

export const ESCROW_STATUSES = ['awaiting_funding', 'held', 'partially_released', 'released', 'refunded', 'cancelled', 'disputed'] as const;
export type EscrowStatus = (typeof ESCROW_STATUSES)[number];

const TERMINAL_STATUSES: readonly EscrowStatus[] = ['released', 'refunded', 'cancelled'];

/** What the rules need to know about an escrow; amounts are kobo as decimal strings (JSON payloads). */
export type EscrowState = {
  escrowId: string;
  status: EscrowStatus;
  amount: string;
  releasedAmount: string;
  refundedAmount: string;
  pendingProviderRefund: boolean;
  guestPayer: boolean;
  /** The checkout payment that funded the hold (guest refunds go back through it). */
  fundingPaymentId: string | null;
  openDisputeId: string | null;
  /**
   * The deadlines (ISO 8601, on the hold's clock) and how many seconds the hold's sandbox clock
   * runs ahead of real time. Absent from states recorded before holds had deadlines: none.
   */
  releaseAt?: string | null;
  fundingDeadline?: string | null;
  testClockOffset?: number;
};

export function isTerminal(status: EscrowStatus): boolean {
  return TERMINAL_STATUSES.includes(status);
}

export function remainingOf(state: Pick<EscrowState, 'amount' | 'releasedAmount' | 'refundedAmount'>): bigint {
  return BigInt(state.amount) - BigInt(state.releasedAmount) - BigInt(state.refundedAmount);
}

/**
 * The final-status rule: remaining 0 is `released` when anything went to the payee, else
 * `refunded`; with funds still held it is `partially_released` once something was released,
 * else `held` (decisions.md: a partial refund keeps `held`).
 */
export function statusAfterMovement(amount: bigint, released: bigint, refunded: bigint): EscrowStatus {
  if (amount - released - refunded === 0n) return released > 0n ? 'released' : 'refunded';
  return released > 0n ? 'partially_released' : 'held';
}

/**
 * The status a successful create leaves: funded from the payer's wallet at once (debitPayer)
 * it is `held`, else it waits for its payment. The API starts the escrow's workflow with it
 * as the EscrowStatus search attribute, so the create's own write has nothing to upsert.
 */
export function statusAfterCreate(debitPayer: boolean): EscrowStatus {
  return debitPayer ? 'held' : 'awaiting_funding';
}

const nairaOf = (kobo: bigint) => Number(kobo) / 100;

function invalidState(state: EscrowState, action: string): ServiceError {
  return refuse.escrowInvalidState(state.status, action);
}

function movable(state: EscrowState): boolean {
  return state.status === 'held' || state.status === 'partially_released';
}

export function checkRelease(state: EscrowState, amount?: bigint): ServiceError | null {
  if (!movable(state)) return invalidState(state, 'release');
  if (state.pendingProviderRefund) return refuse.guestRefundPending();
  if (amount !== undefined && amount > remainingOf(state)) return refuse.releaseTooLarge(nairaOf(remainingOf(state)), nairaOf(amount));
  return null;
}

export function checkRefund(state: EscrowState, amount?: bigint): ServiceError | null {
  // A guest's money can only go back through the checkout payment that brought it in.
  if (state.guestPayer && !state.fundingPaymentId) return refuse.guestRefundNoPayment();
  if (!movable(state)) return invalidState(state, 'refund');
  if (state.pendingProviderRefund) return refuse.guestRefundPending();
  if (amount !== undefined && amount > remainingOf(state)) return refuse.refundTooLarge(nairaOf(remainingOf(state)), nairaOf(amount));
  return null;
}

export function checkCancel(state: EscrowState): ServiceError | null {
  if (state.status !== 'awaiting_funding') return refuse.escrowNotCancellable(state.status);
  return null;
}

export function checkOpenDispute(state: EscrowState): ServiceError | null {
  if (state.status === 'awaiting_funding') return refuse.unfundedDispute();
  if (state.status === 'disputed') return refuse.disputeExists(state.openDisputeId);
  if (!movable(state)) return invalidState(state, 'dispute');
  if (state.pendingProviderRefund) return refuse.guestRefundPending();
  return null;
}

export type ResolveAction = 'release' | 'refund' | 'split';
export type ResolveRequest = { disputeId: string; action: ResolveAction; releaseAmount?: string; refundAmount?: string };

/** How a resolution moves the remaining held amount (kobo). */
export function resolutionAmounts(state: EscrowState, request: ResolveRequest): { release: bigint; refund: bigint } {
  const remaining = remainingOf(state);
  if (request.action === 'release') return { release: remaining, refund: 0n };
  if (request.action === 'refund') return { release: 0n, refund: remaining };
  return { release: BigInt(request.releaseAmount ?? '0'), refund: BigInt(request.refundAmount ?? '0') };
}

/** `disputeId` must already be known to belong to this escrow (unknown ids are 404 before this). */
export function checkResolve(state: EscrowState, request: ResolveRequest): ServiceError | null {
  if (state.openDisputeId !== request.disputeId) return refuse.disputeResolved(request.disputeId);
  if (state.status !== 'disputed') return invalidState(state, 'resolve a dispute on');
  const { release, refund } = resolutionAmounts(state, request);
  if (request.action === 'split' && release + refund !== remainingOf(state)) {
    return refuse.splitNotRemaining({
      remainingAmount: nairaOf(remainingOf(state)),
      releaseAmount: nairaOf(release),
      refundAmount: nairaOf(refund),
    });
  }
  if (refund > 0n && state.guestPayer && !state.fundingPaymentId) return refuse.guestRefundNoPayment();
  return null;
}

// ---- deadlines ------------------------------------------------------------------------

/** The furthest a deadline may lie ahead of the hold's clock, and the longest inspection period: 365 days. */
export const MAX_DEADLINE_SECONDS = 365 * 24 * 60 * 60;
/** The shortest inspection period: a minute (a shorter one leaves the payer no time to object). */
export const MIN_INSPECTION_PERIOD_SECONDS = 60;
/** How far the sandbox clock may run ahead in all: past any deadline it can be given, twice over. */
const MAX_TEST_CLOCK_OFFSET_SECONDS = 2 * MAX_DEADLINE_SECONDS;

type DeadlineField = 'inspectionPeriod' | 'releaseAt' | 'fundingDeadline';
/** What a merchant may change: a value sets it, null removes it, absent leaves it. */
export type DeadlineChanges = { inspectionPeriod?: number | null; releaseAt?: string | null; fundingDeadline?: string | null };

/** The hold's clock (ms): real time (the workflow's or the transaction's) plus its sandbox offset. */
function holdClock(state: Pick<EscrowState, 'testClockOffset'>, realNowMs: number): number {
  return realNowMs + (state.testClockOffset ?? 0) * 1000;
}

/** A new deadline: after the hold's clock, and at most MAX_DEADLINE_SECONDS after it. */
export function checkDeadlineTime(field: 'releaseAt' | 'fundingDeadline', iso: string, clockMs: number): ServiceError | null {
  const at = Date.parse(iso);
  const clock = new Date(clockMs).toISOString();
  if (at <= clockMs)
    return refuse.invalidRequest(`Invalid body: ${field}: must be in the future (the hold's clock reads ${clock})`, {
      fields: [field],
      clock,
    });
  if (at - clockMs > MAX_DEADLINE_SECONDS * 1000) {
    return refuse.invalidRequest(`Invalid body: ${field}: must be at most 365 days ahead of the hold's clock (${clock})`, {
      fields: [field],
      clock,
    });
  }
  return null;
}

/** Which statuses each deadline applies in: a funding deadline and period before funding, releaseAt while the hold can be released. */
function deadlineApplies(field: DeadlineField, status: EscrowStatus): boolean {
  return field === 'releaseAt' ? status === 'held' || status === 'partially_released' : status === 'awaiting_funding';
}

/**
 * Moving deadlines: each field given must apply in the hold's status (else 409
 * ESCROW_INVALID_STATE naming it), a deadline whose time has come cannot be moved any more
 * (409 DEADLINE_PASSED: its automatic action is under way), and a new time lies ahead.
 */
export function checkMoveDeadlines(state: EscrowState, changes: DeadlineChanges, realNowMs: number): ServiceError | null {
  const clockMs = holdClock(state, realNowMs);
  for (const field of ['inspectionPeriod', 'releaseAt', 'fundingDeadline'] as const) {
    const value = changes[field];
    if (value === undefined) continue;
    if (!deadlineApplies(field, state.status)) return refuse.deadlineNotApplicable(field, state.status);
    if (field === 'inspectionPeriod') continue;
    const current = state[field];
    if (current && Date.parse(current) <= clockMs) return refuse.deadlinePassed(field, current);
    if (typeof value === 'string') {
      const violation = checkDeadlineTime(field, value, clockMs);
      if (violation) return violation;
    }
  }
  return null;
}

/** Advancing the sandbox clock: a hold still open, within MAX_TEST_CLOCK_OFFSET_SECONDS in all. */
export function checkAdvanceTestClock(state: EscrowState, seconds: number): ServiceError | null {
  if (isTerminal(state.status)) return invalidState(state, 'advance the test clock of');
  if ((state.testClockOffset ?? 0) + seconds > MAX_TEST_CLOCK_OFFSET_SECONDS) {
    return refuse.invalidRequest(
      `Invalid body: seconds: the hold's clock may run at most ${MAX_TEST_CLOCK_OFFSET_SECONDS} seconds (730 days) ahead in all`,
      {
        fields: ['seconds'],
        testClockOffset: state.testClockOffset ?? 0,
      },
    );
  }
  return null;
}

/** Inside a write's transaction: a refusal ends it, and the activity carries it to the workflow. */
export function throwIfViolated(violation: ServiceError | null): void {
  if (violation) throw violation;
}
