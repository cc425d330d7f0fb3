import type { ServiceError } from '../errors';
import type { DisputeView } from './disputes';
import type { EscrowView } from './store';
import {
  checkAdvanceTestClock,
  checkCancel,
  checkMoveDeadlines,
  checkOpenDispute,
  checkRefund,
  checkRelease,
  checkResolve,
  DeadlineChanges,
  EscrowState,
  ResolveRequest,
} from './rules';

// A merchant's write on an existing escrow, as one typed command: the API sends it on the
// escrow workflow's one command Update (workflows/escrow-messages.ts), the workflow asks its
// rule in the Update's validator and books it through one activity (command-dispatch.ts
// bookEscrowCommand). Adding an operation adds a variant here; the two `switch`es over `kind`
// (its rule below, its booking in command-dispatch.ts) then fail to compile until it is handled.
// Workflow-safe: no I/O. Amounts are kobo as decimal strings.

export type EscrowCommand =
  | { kind: 'release'; amount?: string; automatic?: 'releaseAt' }
  | { kind: 'refund'; amount?: string; reason?: string }
  | { kind: 'cancel'; reason?: string; automatic?: 'fundingDeadline' }
  | { kind: 'openDispute'; openedBy: string; reasonCode: string; description: string }
  | ({ kind: 'resolveDispute' } & ResolveRequest)
  // Time in escrow (workflows/escrow-deadlines.ts): a merchant moves a deadline, or (test
  // plane) runs the hold's sandbox clock ahead. `automatic` above marks the release or cancel
  // the hold's own deadline issued; the API never sets it.
  | ({ kind: 'moveDeadlines' } & DeadlineChanges)
  | { kind: 'advanceTestClock'; seconds: number };

export type EscrowCommandKind = EscrowCommand['kind'];
export type EscrowCommandOf<K extends EscrowCommandKind> = Extract<EscrowCommand, { kind: K }>;

/** What a command answers: the dispute a dispute command opened or resolved, else the escrow. */
export type EscrowCommandAnswer<K extends EscrowCommandKind> = K extends 'openDispute' | 'resolveDispute' ? DisputeView : EscrowView;

/** The answer of a booked write: its dispute when the write names one, else the escrow. */
export function answerOf<K extends EscrowCommandKind>(result: { escrow: EscrowView; dispute?: DisputeView }): EscrowCommandAnswer<K> {
  return (result.dispute ?? result.escrow) as EscrowCommandAnswer<K>;
}

/**
 * The id a write of the escrow's workflow is booked under (escrow_operations): the update's id
 * for a command (the API derives it from the Idempotency-Key, so a retry finds its write),
 * or a name of the workflow's own (`create`, `settle-refund:{refundId}`).
 */
export function escrowOperationId(escrowId: string, step: string): string {
  return `escrow:${escrowId}:${step}`;
}

/** The compiler's check that a switch handled every kind. */
export function unhandledCommand(command: never): never {
  throw new Error(`unhandled escrow command ${(command as { kind: string }).kind}`);
}

const kobo = (amount?: string) => (amount === undefined ? undefined : BigInt(amount));

/**
 * The spec's rule for a command on an escrow's state. The write's transaction decides with it
 * on the locked row; the workflow's validator asks it of the cached state, and the API of the
 * stored row of an escrow whose workflow has ended. `realNowMs`: the clock deadlines are
 * judged by (the workflow's own time in a validator).
 */
export function ruleFor(state: EscrowState, command: EscrowCommand, realNowMs = Date.now()): ServiceError | null {
  switch (command.kind) {
    case 'release':
      return checkRelease(state, kobo(command.amount));
    case 'refund':
      return checkRefund(state, kobo(command.amount));
    case 'cancel':
      return checkCancel(state);
    case 'openDispute':
      return checkOpenDispute(state);
    case 'resolveDispute':
      return checkResolve(state, command);
    case 'moveDeadlines':
      return checkMoveDeadlines(state, command, realNowMs);
    case 'advanceTestClock':
      return checkAdvanceTestClock(state, command.seconds);
    default:
      return unhandledCommand(command);
  }
}
