import {
  ActivityFailure,
  allHandlersFinished,
  ApplicationFailure,
  condition,
  continueAsNew,
  currentUpdateInfo,
  getExternalWorkflowHandle,
  log,
  proxyActivities,
  proxyLocalActivities,
  setHandler,
  upsertSearchAttributes,
  workflowInfo,
} from '@temporalio/workflow';
import { Mutex } from 'async-mutex';
import type { Activities } from '../activities';
import type { BookPaymentResult } from '../src/checkout/booking';
import type { EscrowWriteResult, WriteTarget } from '../src/escrows/movements';
import { EscrowCommand, EscrowCommandKind, EscrowCommandRequest, escrowOperationId, ruleFor, unhandledCommand } from '../src/escrows/commands';
import { EscrowState, isTerminal } from '../src/escrows/rules';
import type { Owner } from '../src/owner';
import { refuse, ServiceError } from '../src/errors';
import { CONTROL_FAILURE, controlFailure } from '../src/failures';
import { checkoutWorkflowId, paymentBookedSignal } from './checkout-messages';
import { DueDeadline, EscrowDeadlines } from './escrow-deadlines';
import { refusalFailure } from './refusals';
import { EscrowStatusKey } from './search-attributes';
import {
  CheckoutPaidSignal,
  checkoutPaidSignal,
  CommandRoute,
  createEscrowUpdate,
  ESCROW_COMMANDS,
  EscrowCommandAnswer,
  EscrowWorkflowInput,
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
      return writes.releaseEscrow({ ...target, amount: command.amount, automatic: command.automatic });
    case 'refund':
      // A guest payer's refund answers pending (status unchanged); the entity then asks the provider.
      return writes.refundEscrow({ ...target, amount: command.amount, reason: command.reason });
    case 'cancel':
      return writes.cancelEscrow({ ...target, reason: command.reason, automatic: command.automatic });
    case 'openDispute':
      return writes.openDispute({ ...target, openedBy: command.openedBy, reasonCode: command.reasonCode, description: command.description });
    case 'resolveDispute': {
      const { disputeId, action, releaseAmount, refundAmount } = command;
      return writes.resolveDispute({ ...target, disputeId, action, releaseAmount, refundAmount });
    }
    case 'moveDeadlines': {
      const { inspectionPeriod, releaseAt, fundingDeadline } = command;
      return writes.moveEscrowDeadlines({ ...target, inspectionPeriod, releaseAt, fundingDeadline });
    }
    case 'advanceTestClock':
      return writes.advanceEscrowTestClock({ ...target, seconds: command.seconds });
    default:
      return unhandledCommand(command);
  }
}

/**
 * One escrow, as the workflow's entity: the only writer of its row. Every write runs under
 * one lock, one at a time: the merchant's commands (Updates), the payments of its checkout
 * sessions and the provider's guest refund outcomes (signals). The cached state is what the
 * last write committed, so the validators can trust it whenever no write is under way. The
 * events a write commits are the worker's outbox relay's to deliver (src/webhooks/relay.ts).
 * A guest refund is pending between the write that starts it and the provider's outcome; the
 * run loop asks the provider, outside the lock, so an outcome is booked when it arrives.
 */
class EscrowEntity {
  state: EscrowState | undefined;
  createFailed = false;
  /** The guest refund waiting for the provider; its outcome signal settles it once. */
  pendingRefundId: string | undefined;
  /** A guest refund just recorded, for the run loop to ask the provider about. */
  refundToAsk: string | undefined;
  /** Neither continue as new nor end in the task that answered a write (write-task.ts). */
  readonly writeTask = new WriteTaskGuard();
  readonly lock = new Mutex();
  /** The hold's deadlines: the run loop's timer (escrow-deadlines.ts). */
  readonly deadlines = new EscrowDeadlines(() => this.state);

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
    return this.createFailed || (state !== undefined && isTerminal(state.status) && !state.pendingProviderRefund && this.refundToAsk === undefined);
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
    // While a write is being booked the cache is about to change: the write's transaction,
    // which this command queues behind, decides on the row.
    const violation = this.state && !this.lock.isLocked() ? rule(this.state) : null;
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
          this.refundToAsk = result.guestRefund.refundId;
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
   * The run loop's call to the provider for the guest refund a write recorded (its update has
   * answered). Its outcome may arrive as a signal before this returns, and is booked then. A
   * provider that refuses for good fails the refund.
   */
  async askProviderToRefund(refundId: string): Promise<void> {
    try {
      await provider.startProviderRefund({ refundId });
    } catch (err) {
      const failure = unwrap(err);
      const reason = failure instanceof Error ? failure.message : String(failure);
      await this.lock.runExclusive(() => this.settleRefund('failed', { refundId, reason }));
    }
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
    return this.lock.runExclusive(() => this.settleRefund(outcome, signal));
  }

  /**
   * A checkout session of this hold was paid: booked here, once per session (it funds the
   * hold while it awaits funding; else it credits the payer or is owed back), then the
   * session's workflow is told, outside the lock.
   */
  async onCheckoutPaid(signal: CheckoutPaidSignal): Promise<void> {
    const booked = await this.lock.runExclusive(() => this.bookCheckoutPayment(signal));
    if (!booked) return;
    try {
      await getExternalWorkflowHandle(checkoutWorkflowId(signal.checkoutId)).signal(paymentBookedSignal, booked);
    } catch (err) {
      // Only a session workflow that has ended: a new run asks again and gets the same booking.
      log.warn('checkout workflow not told of its booked payment', { checkoutId: signal.checkoutId, error: String(err) });
    }
  }

  async bookCheckoutPayment({ checkoutId, ...report }: CheckoutPaidSignal): Promise<BookPaymentResult | undefined> {
    try {
      const booked = await writes.bookCheckoutPayment({ checkoutId, ...report, fundHold: true });
      if (booked.funded) this.applyState(booked.funded.state);
      return booked;
    } catch (err) {
      log.error('checkout payment not booked', { checkoutId, error: String(unwrap(err)) });
      return undefined;
    } finally {
      this.writeTask.mark();
    }
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
    setHandler(checkoutPaidSignal, (signal) => this.onCheckoutPaid(signal));
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

  /**
   * A deadline's automatic release or cancel, booked as a merchant's would be: under the lock,
   * if the state still calls for it once the lock is held (a merchant's write may have won).
   */
  issueDeadline(due: DueDeadline): Promise<unknown> {
    const target = this.target(escrowOperationId(this.input.escrowId, due.step));
    return this.lock.runExclusive(() =>
      this.deadlines.stillDue(due) ? this.write(() => book(target, due.command)).catch((err) => this.deadlines.refused(due, err)) : undefined,
    );
  }

  /** Until the escrow is terminal and nothing is pending; asks the provider for guest refunds; continues as new when due. */
  async run(): Promise<void> {
    await condition(() => this.state !== undefined || this.createFailed);
    for (;;) {
      const due = await this.deadlines.waitFor(() => this.refundToAsk !== undefined || this.finished || this.rollingOver);
      if (due) {
        await this.issueDeadline(due);
        continue;
      }
      if (this.refundToAsk !== undefined) {
        // Taken before the call: a refund recorded during it (once this one's outcome is
        // booked) is the next one to ask. The loop ends nothing while it waits on the call.
        const refundId = this.refundToAsk;
        this.refundToAsk = undefined;
        await this.askProviderToRefund(refundId);
        continue;
      }
      if (this.finished) {
        // Ending in the task of the last write is allowed (it is the hot path of every escrow):
        // a write arriving meanwhile only makes that task run again, idempotently.
        await condition(allHandlersFinished);
        if (this.finished) return;
        continue;
      }
      // Validators refuse new writes now: wait for the accepted ones (a refund among them
      // leaves its provider call to the loop).
      await condition(allHandlersFinished);
      if (this.finished || this.refundToAsk !== undefined) continue;
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
