import { isGrpcDeadlineError, WorkflowHandle, WorkflowNotFoundError, WorkflowUpdateRPCTimeoutOrCancelledError } from '@temporalio/client';
import {
  EscrowCommand,
  EscrowCommandAnswer,
  EscrowCommandKind,
  EscrowCommandOf,
  escrowOperationId,
  ruleFor,
} from '../src/escrows/commands';
import { findDispute } from '../src/escrows/disputes';
import { isTerminal, statusAfterCreate } from '../src/escrows/rules';
import { EscrowView, findEscrowRow, getEscrow, getEscrowRow, toEscrowState } from '../src/escrows/store';
import { isUnavailableError, refuse } from '../src/errors';
import type { Owner } from '../src/owner';
import { EscrowIdKey, EscrowReferenceKey, EscrowStatusKey } from '../workflows/search-attributes';
import {
  createEscrowUpdate,
  CreateEscrowRequest,
  escrowCommandUpdate,
  escrowRowChangedSignal,
  escrowWorkflowId,
} from '../workflows/escrow-messages';
import { startOperation } from '../temporal/workflow-starts';
import type { AppDeps } from './deps';
import { digest, idForIdempotencyKey } from './derived-ids';
import { CONTROL_FAILURE, isControlFailure, refusalIn, rethrowRefusal } from '../src/failures';
import { merchantRun } from '../temporal/merchant-runs';

// The API side of the escrow workflow: creation by update-with-start, every other write a
// command on its one command Update, with an update id derived from the Idempotency-Key (a
// retry joins the same write).

/** The escrow id of a create request: the same merchant, plane and key give the same escrow. */
function escrowIdFor(owner: Owner, idempotencyKey: string): string {
  return idForIdempotencyKey('escrow', owner, idempotencyKey);
}

/** A command's update id: its kind and a digest of the request's Idempotency-Key, so a retry joins the same write. */
export function updateIdFor(kind: EscrowCommandKind, owner: Owner, idempotencyKey: string): string {
  return `${kind}-${digest(kind, owner.merchantId, owner.plane, idempotencyKey).toString('hex').slice(0, 24)}`;
}

export async function createEscrowThroughWorkflow(
  deps: AppDeps,
  owner: Owner,
  idempotencyKey: string,
  request: CreateEscrowRequest,
): Promise<EscrowView> {
  const escrowId = escrowIdFor(owner, idempotencyKey);
  const start = startOperation('escrowWorkflow', {
    workflowId: escrowWorkflowId(escrowId),
    taskQueue: deps.config.taskQueue,
    workflowIdConflictPolicy: 'USE_EXISTING',
    args: [{ merchantId: owner.merchantId, plane: owner.plane, escrowId }],
    ...merchantRun(
      owner,
      { key: EscrowIdKey, value: escrowId },
      { key: EscrowReferenceKey, value: request.reference },
      // What the create leaves when it succeeds (a refused create marks the run not_created).
      { key: EscrowStatusKey, value: statusAfterCreate(request.debitPayer) },
    ),
  });
  try {
    return await deps.temporal.workflow.executeUpdateWithStart(createEscrowUpdate, {
      args: [request],
      updateId: 'create',
      startWorkflowOperation: start,
    });
  } catch (err) {
    // As for a command (updateEscrow): a create that committed whose Update failed (its task
    // lost with a worker; Temporal may lose the Update itself when its server restarts) is
    // answered from its record, and the workflow is told, so a run that never hears its create
    // adopts the row and keeps the hold's deadlines.
    if (!refusalIn(err) && (await committedWrite(deps, escrowId, 'create'))) {
      await tellWorkflowOfCommittedWrite(deps, deps.temporal.workflow.getHandle(escrowWorkflowId(escrowId)));
      return getEscrow(deps.sql, owner, escrowId);
    }
    rethrowRefusal(err);
  }
}

/**
 * How long a write keeps being sent again while it is turned away without being accepted. A
 * run about to continue as new is quiet within milliseconds; a burst of concurrent writes on
 * a loaded machine can have the server abort the same write several times over seconds. The
 * request's own bound on its Temporal calls (WORKFLOW_WAIT_MS) ends it sooner when shorter.
 */
const RESEND_FOR_MS = 20_000;
const rolloverBackoffMs = (attempt: number) => Math.min(25 * attempt, 250);
/**
 * Whether to send the update again. Sending the same update id is always safe (the server
 * joins a repeated id; the write's operation id answers a committed one), so everything but
 * an answer is worth another try while the escrow is live: a turned-away update, and any
 * other failure of the call (seen rarely under bursts of concurrent writes on a loaded machine).
 */
async function worthResending(err: unknown, escrowIsLive: () => Promise<boolean>): Promise<boolean> {
  if (ranOutOfTime(err)) return false;
  // Turned away before a worker accepted it (its workflow task failed, was lost or completed
  // without it), or Temporal briefly away (src/errors.ts isUnavailableError).
  if (isRollingOver(err) || isUnavailableError(err)) return true;
  if (refusalIn(err) || err instanceof WorkflowNotFoundError) return false;
  return escrowIsLive();
}

/** The request's wait on Temporal is over (api/middleware/workflow-wait.ts): every call from here fails. */
function ranOutOfTime(err: unknown): boolean {
  return err instanceof WorkflowUpdateRPCTimeoutOrCancelledError || isGrpcDeadlineError(err);
}

/**
 * The escrow's run refused the write only because it is about to continue as new: nothing
 * was recorded, and the same update sent again reaches the next run. Never a merchant's answer.
 */
function isRollingOver(err: unknown): boolean {
  return isControlFailure(err, CONTROL_FAILURE.escrowRollingOver);
}

/** Sends the command, and again (same id) while it is turned away, for up to RESEND_FOR_MS. */
async function executeThroughRollover(
  handle: WorkflowHandle,
  args: [EscrowCommand, Owner],
  updateId: string,
  escrowIsLive: () => Promise<boolean>,
) {
  const giveUpAt = Date.now() + RESEND_FOR_MS;
  for (let attempt = 1; ; attempt++) {
    try {
      return await handle.executeUpdate(escrowCommandUpdate, { args, updateId });
    } catch (err) {
      if (Date.now() >= giveUpAt || !(await worthResending(err, escrowIsLive))) throw err;
      await new Promise((resolve) => setTimeout(resolve, rolloverBackoffMs(attempt)));
    }
  }
}

/** The record of an escrow write that committed (escrow_operations, by its Update's id); undefined when none did. */
async function committedWrite(deps: AppDeps, escrowId: string, updateId: string): Promise<{ disputeId: string | null } | undefined> {
  const [done] = await deps.sql`select dispute_id from escrow_operations where id = ${escrowOperationId(escrowId, updateId)}`;
  return done && { disputeId: done.dispute_id as string | null };
}

/**
 * The answer of a command that already committed (its workflow may have ended since): its
 * dispute when the write recorded one (as the workflow answers, src/escrows/commands.ts
 * answerOf), else the escrow.
 */
async function committedAnswer<K extends EscrowCommandKind>(
  deps: AppDeps,
  owner: Owner,
  escrowId: string,
  disputeId: string | null,
): Promise<EscrowCommandAnswer<K>> {
  const answer = disputeId ? (await findDispute(deps.sql, owner, escrowId, disputeId))! : await getEscrow(deps.sql, owner, escrowId);
  return answer as EscrowCommandAnswer<K>;
}

/**
 * A write committed whose Update failed (its task lost with a worker, then the request's wait
 * ran out) is answered from its record, and the workflow may never see it: its cached state
 * would stay behind the row, and a hold cancelled that way would keep its run open. The signal
 * has it read the row again; Temporal keeps it until a worker takes it. It is in the history
 * before the answer goes out, so the merchant's next command, sent once this one is answered,
 * reaches a workflow that reads its row first, never its validator judging the state before
 * this write (a dispute just opened refused as already resolved). Temporal away: 503, and the
 * retry with the same key answers from the record and tells the workflow again. A workflow
 * already ended has nothing to catch up. The signal gets a wait of its own, since the
 * request's may be what ran out.
 */
async function tellWorkflowOfCommittedWrite(deps: AppDeps, handle: WorkflowHandle): Promise<void> {
  const signal = () => handle.signal(escrowRowChangedSignal);
  try {
    await deps.temporal.withDeadline(Date.now() + deps.config.workflowWaitMs, signal);
  } catch (err) {
    if (err instanceof WorkflowNotFoundError) return;
    deps.logger.warn({ workflowId: handle.workflowId, err: String(err) }, 'escrow workflow not told of a committed write');
    throw refuse.serviceUnavailable();
  }
}

/**
 * Sends one command to a live escrow's workflow, with no read before it: the workflow's
 * validator refuses another merchant's write as NOT_FOUND, and an escrow without a workflow
 * (unknown, or terminal) is answered from its stored row (404 when there is none for this
 * merchant; else the command's rule on the row).
 */
export async function updateEscrow<K extends EscrowCommandKind>(
  deps: AppDeps,
  owner: Owner,
  escrowId: string,
  command: EscrowCommandOf<K>,
  idempotencyKey: string,
): Promise<EscrowCommandAnswer<K>> {
  const handle = deps.temporal.workflow.getHandle(escrowWorkflowId(escrowId));
  const updateId = updateIdFor(command.kind, owner, idempotencyKey);
  try {
    const escrowIsLive = async () => !isTerminal((await getEscrowRow(deps.sql, owner, escrowId)).status);
    return (await executeThroughRollover(handle, [command, owner], updateId, escrowIsLive)) as EscrowCommandAnswer<K>;
  } catch (err) {
    // The server may abort an in-flight update (its workflow task lost) after the write
    // committed; the client retries it, and the validator, seeing the state after that
    // write, may then refuse it, or the workflow may have ended. The recorded operation is
    // the answer then: the write happened exactly once.
    // The row is read before the operation's record: this write may still be committing (its
    // booking stalled past the update's failure), and a commit between the two reads must be
    // found as this write's record, never seen only in the row, where the command's rule
    // would take it for another write's (409 for the merchant's own resolution).
    const row = await findEscrowRow(deps.sql, owner, escrowId);
    const done = await committedWrite(deps, escrowId, updateId);
    if (done) {
      await tellWorkflowOfCommittedWrite(deps, handle);
      return committedAnswer<K>(deps, owner, escrowId, done.disputeId);
    }
    const refusal = refusalIn(err);
    if (refusal) throw refusal;
    // Still turned away after resending for a while: 503, so the idempotency layer keeps
    // nothing and the client's retry with the same key sends the same update again.
    if (isRollingOver(err)) throw refuse.serviceUnavailable();
    // A terminal escrow's workflow has ended, or is ending while this update arrives (the
    // server then answers "not found" or fails the update): the stored row answers.
    if (!row) throw refuse.notFound('Escrow');
    // A live escrow's update that failed otherwise: 503 when it was turned away (errors middleware), else 500.
    if (!(err instanceof WorkflowNotFoundError) && !isTerminal(row.status)) throw err;
    const violation = ruleFor(toEscrowState(row), command);
    if (violation) throw violation;
    throw refuse.escrowClosed();
  }
}
