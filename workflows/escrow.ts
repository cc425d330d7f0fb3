import {
  ActivityFailure,
  allHandlersFinished,
  ApplicationFailure,
  condition,
  continueAsNew,
  currentUpdateInfo,
  log,
  proxyActivities,
  proxyLocalActivities,
  setHandler,
  upsertSearchAttributes,
  workflowInfo,
} from '@temporalio/workflow';
import { Mutex } from 'async-mutex';
import type { Activities } from '../activities';
import type { EscrowWriteResult, WriteTarget } from '../src/escrows/movements';
import { EscrowCommand, EscrowCommandKind, EscrowCommandRequest, escrowOperationId, ruleFor, unhandledCommand } from '../src/escrows/commands';
import { EscrowState, isTerminal } from '../src/escrows/rules';
import type { Owner } from '../src/owner';
import { refuse, ServiceError } from '../src/errors';
import { CONTROL_FAILURE, controlFailure } from '../src/failures';
import { refusalFailure } from './refusals';
import { EscrowStatusKey } from './search-attributes';
import {
  CommandRoute,
  createEscrowUpdate,
  ESCROW_COMMANDS,
  EscrowCommandAnswer,
  EscrowWorkflowInput,
  fundedSignal,
  FundedSignal,
  providerRefundFailedSignal,
  providerRefundProcessedSignal,
  ProviderRefundSignal,
} from './escrow-messages';
import { WriteTaskGuard } from './write-task';

const writes = proxyLocalActivities<Activities>({
  // Each write is one short database transaction. Refusals are non-retryable failures typed
  // with the error code; anything else (database down, worker crash) is retried, and the
  // operation id makes the retry answer with the first result.
  startToCloseTimeout: '15 seconds',
  retry: { initialInterval: '200 milliseconds', maximumInterval: '5 seconds' },
});

const provider = proxyActivities<Activities>({
  // A call over the network to the payment provider: retried until it answers (it is
  // idempotent by refund id); a refusal for good fails the refund.
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '1 second', maximumInterval: '1 minute', nonRetryableErrorTypes: [CONTROL_FAILURE.providerRefused] },
});

/** The refusal itself (type = error code) instead of the activity wrapper around it. */
function unwrap(err: unknown): unknown {
  if (err instanceof ActivityFailure && err.cause instanceof ApplicationFailure) return err.cause;
  return err;
}

/**
 * Books one command: its activity, one transaction that decides the command's rule on the
 * locked row and books it once per operation id.
 */
function book(target: WriteTarget, command: EscrowCommand): Promise<EscrowWriteResult> {
  switch (command.kind) {
    case 'release':
      return writes.releaseEscrow({ ...target, amount: command.amount });
    case 'refund':
      // A guest payer's refund answers pending (status unchanged); the entity then asks the provider.
      return writes.refundEscrow({ ...target, amount: command.amount, reason: command.reason });
    case 'cancel':
      return writes.cancelEscrow({ ...target, reason: command.reason });
    case 'openDispute':
      return writes.openDispute({ ...target, openedBy: command.openedBy, reasonCode: command.reasonCode, description: command.description });
    case 'resolveDispute': {
      const { disputeId, action, releaseAmount, refundAmount } = command;
      return writes.resolveDispute({ ...target, disputeId, action, releaseAmount, refundAmount });
    }
    default:
      return unhandledCommand(command);
  }
}

/**
 * One escrow, as the workflow's entity. Every write runs under one lock, one at a time; the
 * cached state feeds the validators (the row stays the truth). The events a write commits
 * are the worker's outbox relay's to deliver (src/webhooks/relay.ts). A guest refund
 * is pending between the write that starts it and the provider's outcome (a signal from
 * POST /provider/events).
 */
class EscrowEntity {
  state: EscrowState | undefined;
  createFailed = false;
  /** The guest refund waiting for the provider; its outcome signal settles it once. */
  pendingRefundId: string | undefined;
  providerCallsInFlight = 0;
  /**
   * Provider refund outcomes received but not yet booked. Their booking commits before the
   * cached state changes, so a client may already read "nothing pending" from the row: while
   * an outcome is in flight, validators do not refuse for the pending refund, and the
   * handler (queued behind the outcome) re-checks on the locked row.
   */
  outcomesInFlight = 0;
  /** Neither continue as new nor end in the task that answered a write (write-task.ts). */
  readonly writeTask = new WriteTaskGuard();
  readonly lock = new Mutex();

  constructor(readonly input: EscrowWorkflowInput) {
    this.state = input.state;
    this.pendingRefundId = input.pendingRefundId;
  }

  /** Due to continue as new: new writes wait for the next run (so this one can get quiet). */
  get rollingOver(): boolean {
    return workflowInfo().continueAsNewSuggested;
  }

  get finished(): boolean {
    const { state } = this;
    return this.createFailed || (state !== undefined && isTerminal(state.status) && !state.pendingProviderRefund && this.providerCallsInFlight === 0);
  }

  /** The operation's target; read synchronously at handler entry, while the update's context is certain. */
  target(operationId = escrowOperationId(this.input.escrowId, currentUpdateInfo()!.id)): WriteTarget {
    // The API derives update ids from the Idempotency-Key, so the operation id is deterministic.
    return { merchantId: this.input.merchantId, plane: this.input.plane, escrowId: this.input.escrowId, operationId };
  }

  /**
   * Synchronous validator (the SDK ignores an async validator's rejection). The owner check
   * comes first: another merchant's write is a 404 whatever the state, even while rolling over.
   */
  validate(caller: Owner | undefined, rule: (s: EscrowState) => ServiceError | null): void {
    this.refuseStranger(caller);
    // The checkout workflow funds a hold behind this cache and signals without waiting: a
    // cache still saying awaiting_funding may be stale, so the write's transaction decides.
    if (!this.state || this.state.status === 'awaiting_funding') return this.refuseWhileRollingOver();

    const violation = rule(this.outcomesInFlight > 0 ? { ...this.state, pendingProviderRefund: false } : this.state);
    if (violation) throw refusalFailure(violation);
    this.refuseWhileRollingOver();
  }

  /**
   * The escrow does not exist for another merchant or plane: refused as the API's 404, before
   * anything is recorded. A write without an owner comes from an API that read the escrow row
   * itself before sending it (the code before this check), or from inside (tests).
   */
  refuseStranger(caller: Owner | undefined): void {
    if (!caller) return;
    if (caller.merchantId !== this.input.merchantId || caller.plane !== this.input.plane) {
      throw refusalFailure(refuse.notFound('Escrow'));
    }
  }

  /** Refused before anything is recorded; the API retries it with the same update id, and the next run accepts it. */
  refuseWhileRollingOver(): void {
    if (this.rollingOver) {
      throw ApplicationFailure.create(controlFailure(CONTROL_FAILURE.escrowRollingOver, 'This escrow is moving to a new run; retry', { retryable: true }));
    }
  }

  /**
   * Books one write (the caller holds the lock) and applies what it committed. Chained, not
   * awaited: in a workflow every promise and every await records a stack trace for the SDK's
   * stack-trace query, and the write path is each Update's.
   */
  write(book: () => Promise<EscrowWriteResult>): Promise<EscrowWriteResult> {
    return book().then(
      (result) => {
        this.writeTask.mark();
        this.applyState(result.state);
        if (result.guestRefund) {
          this.pendingRefundId = result.guestRefund.refundId;
          this.askProviderToRefund(result.guestRefund.refundId);
        }
        return result;
      },
      (err) => {
        this.writeTask.mark();
        throw unwrap(err);
      },
    );
  }

  /**
   * The cached state, and EscrowStatus when it changed. Before the first write the indexed
   * status is the one the run was started with: the API starts it with the status its create
   * leaves, so a create upserts nothing (runs started with `new` still upsert, as recorded).
   */
  applyState(next: EscrowState): void {
    const indexed = this.state ? this.state.status : workflowInfo().typedSearchAttributes.get(EscrowStatusKey);
    if (indexed !== next.status) upsertSearchAttributes([{ key: EscrowStatusKey, value: next.status }]);
    this.state = next;
  }

  /**
   * After the write that recorded the pending refund (the update has its answer): the
   * provider call, next in line. The sandbox's outcome arrives as a signal meanwhile and is
   * settled after this. A provider that refuses for good fails the refund.
   */
  askProviderToRefund(refundId: string): void {
    this.providerCallsInFlight++;
    void this.lock.runExclusive(async () => {
      try {
        await provider.startProviderRefund({ refundId });
      } catch (err) {
        const failure = unwrap(err);
        await this.settleRefund('failed', { refundId, reason: failure instanceof Error ? failure.message : String(failure) });
      } finally {
        this.providerCallsInFlight--;
      }
    });
  }

  /** One transaction per outcome (same operation id for both: the first outcome wins). Holds the lock. */
  async settleRefund(outcome: 'processed' | 'failed', signal: ProviderRefundSignal): Promise<void> {
    if (signal.refundId !== this.pendingRefundId) return; // repeated, or about a settled refund
    const target = this.target(escrowOperationId(this.input.escrowId, `settle-refund:${signal.refundId}`));
    const settle = outcome === 'processed' ? writes.completeGuestRefund : writes.failGuestRefund;
    try {
      await this.write(() => settle({ ...target, ...signal }));
      if (!this.state!.pendingProviderRefund) this.pendingRefundId = undefined;
    } catch (err) {
      log.error('guest refund outcome not booked', { refundId: signal.refundId, outcome, error: String(err) });
    }
  }

  onProviderOutcome(outcome: 'processed' | 'failed', signal: ProviderRefundSignal): Promise<void> {
    this.outcomesInFlight++;
    return this.lock.runExclusive(() => this.settleRefund(outcome, signal)).finally(() => this.outcomesInFlight--);
  }

  /**
   * The checkout workflow booked a payment onto this hold: refresh the cached state. From the
   * signal at once while this cache still says unfunded (synchronously, so an update right
   * behind the signal is validated against the funded hold), else from the row.
   */
  onFunded(signal: FundedSignal): Promise<void> {
    if (signal.state && this.state?.status === 'awaiting_funding') {
      this.applyState(signal.state);
      return Promise.resolve();
    }
    const { merchantId, plane, escrowId } = this.input;
    return this.lock
      .runExclusive(async () => {
        const fresh = await writes.readEscrowState({ merchantId, plane, escrowId });
        if (fresh) this.applyState(fresh);
      })
      .catch((err) => log.error('escrow state not refreshed after funding', { error: String(err) }));
  }

  wireHandlers(): void {
    setHandler(createEscrowUpdate, (request) => {
      const target = this.target(escrowOperationId(this.input.escrowId, 'create'));
      return this.lock.runExclusive(async () => {
        try {
          return (await this.write(() => writes.createEscrow({ ...request, ...target }))).escrow;
        } catch (err) {
          if (!this.state) {
            this.createFailed = true; // nothing was written: the workflow ends
            upsertSearchAttributes([{ key: EscrowStatusKey, value: 'not_created' }]);
          }
          throw err;
        }
      });
    });
    for (const kind of Object.keys(ESCROW_COMMANDS) as EscrowCommandKind[]) this.wireCommand(kind);
    setHandler(providerRefundProcessedSignal, (signal) => this.onProviderOutcome('processed', signal));
    setHandler(providerRefundFailedSignal, (signal) => this.onProviderOutcome('failed', signal));
    setHandler(fundedSignal, (signal) => this.onFunded(signal));
  }

  /**
   * A merchant's command on the live escrow, as an Update: its validator asks the command's
   * rule of the cached state, and its handler books it under the lock.
   */
  private wireCommand<K extends EscrowCommandKind>(kind: K): void {
    const route = ESCROW_COMMANDS[kind] as CommandRoute<K>;
    const commandOf = (request: EscrowCommandRequest<K>) => ({ ...request, kind }) as EscrowCommand;
    setHandler(
      route.update,
      (request: EscrowCommandRequest<K>) => {
        const target = this.target();
        return this.lock.runExclusive(() =>
          this.write(() => book(target, commandOf(request))).then((result) => (route.answer === 'dispute' ? result.dispute! : result.escrow) as EscrowCommandAnswer<K>),
        );
      },
      { validator: (request: EscrowCommandRequest<K>, caller: Owner) => this.validate(caller, (s) => ruleFor(s, commandOf(request))) },
    );
  }

  /** Until the escrow is terminal and nothing is pending; continues as new when due. */
  async run(): Promise<void> {
    await condition(() => this.state !== undefined || this.createFailed);
    for (;;) {
      await condition(() => this.finished || this.rollingOver);
      if (this.finished) {
        // Ending in the task of the last write is allowed (it is the hot path of every escrow):
        // a write arriving meanwhile only makes that task run again, idempotently.
        await condition(allHandlersFinished);
        if (this.finished) return;
        continue;
      }
      // Validators refuse new writes now: wait for the accepted ones and the provider call.
      await condition(() => allHandlersFinished() && this.providerCallsInFlight === 0);
      if (this.finished) continue;
      if (this.writeTask.inWriteTask) {
        await this.writeTask.leaveWriteTask();
        continue;
      }
      await continueAsNew<typeof escrowWorkflow>({ ...this.input, state: this.state, pendingRefundId: this.pendingRefundId });
    }
  }
}

/**
 * escrow-{escrowId}: owns one escrow, created by update-with-start; every write is an Update
 * per command (ESCROW_COMMANDS). Ends once the escrow is terminal, no guest refund is pending and
 * its events are delivered. Histories stay bounded: when the server suggests it, the run
 * refuses new writes (retryable; the API sends them again), gets quiet and continues as new.
 */
export async function escrowWorkflow(input: EscrowWorkflowInput): Promise<void> {
  const escrow = new EscrowEntity(input);
  escrow.wireHandlers();
  await escrow.run();
}
