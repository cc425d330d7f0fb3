import {
  ApplicationFailure,
  condition,
  continueAsNew,
  currentUpdateInfo,
  getExternalWorkflowHandle,
  log,
  patched,
  proxyActivities,
  proxyLocalActivities,
  setHandler,
  upsertSearchAttributes,
  workflowInfo,
  allHandlersFinished,
} from '@temporalio/workflow';
import type { Activities } from '../activities';
import type { BookPaymentResult } from '../src/checkout/booking';
import type { EscrowWriteResult, WriteTarget } from '../src/escrows/escrow-write';
import { answerOf, EscrowCommand, escrowOperationId, ruleFor } from '../src/escrows/commands';
import type { DisputeView } from '../src/escrows/disputes';
import { EscrowState, isTerminal } from '../src/escrows/rules';
import type { EscrowView } from '../src/escrows/store';
import type { Owner } from '../src/owner';
import { refuse } from '../src/errors';
import { CONTROL_FAILURE, controlFailure } from '../src/failures';
import { ESCROW_WRITE, PROVIDER_CALL } from './activity-policies';
import { checkoutWorkflowId, paymentBookedSignal } from './checkout-messages';
import { unwrap, WorkflowEntity } from './entity';
import { DueDeadline, EscrowDeadlines } from './escrow-deadlines';
import { refusalFailure } from './refusals';
import { EscrowStatusKey } from './search-attributes';
import {
  CheckoutPaidSignal,
  checkoutPaidSignal,
  createEscrowUpdate,
  CreateEscrowRequest,
  escrowCommandUpdate,
  escrowRowChangedSignal,
  EscrowWorkflowInput,
  providerRefundFailedSignal,
  providerRefundProcessedSignal,
  ProviderRefundSignal,
} from './escrow-messages';

const writes = proxyLocalActivities<Activities>(ESCROW_WRITE);
const provider = proxyActivities<Activities>(PROVIDER_CALL);

/** The patch under which a run with no state adopts its row when told of a committed write (docs/workflow-changes.md). */
export const ADOPT_LOST_CREATE = 'escrow-adopt-lost-create';

/**
 * One escrow, as the workflow's entity: the only writer of its row. Every write runs under
 * one lock, one at a time: the merchant's commands (Updates), the payments of its checkout
 * sessions and the provider's guest refund outcomes (signals). The cached state is what the
 * last write committed, so the validators can trust it whenever no write is under way. The
 * events a write commits are the worker's outbox relay's to deliver (src/webhooks/relay.ts).
 * A guest refund is pending between the write that starts it and the provider's outcome; the
 * provider is asked outside the lock, so an outcome is booked when it arrives: on live keys by
 * the run loop, after the refund has answered pending; on test keys by the refund's command
 * itself, which answers once the sandbox's outcome (sent during its call) is booked.
 */
class EscrowEntity extends WorkflowEntity {
  state: EscrowState | undefined;
  createFailed = false;
  /** The guest refund waiting for the provider; its outcome signal settles it once. */
  pendingRefundId: string | undefined;
  /** A guest refund just recorded, for the run loop to ask the provider about. */
  refundToAsk: string | undefined;
  /** Test-plane refunds whose command waits for their outcome: its booking, once the outcome arrived. */
  readonly outcomesAwaited = new Map<string, Promise<EscrowWriteResult | undefined> | undefined>();
  /** The hold's deadlines: the run loop's timer (escrow-deadlines.ts). */
  readonly deadlines = new EscrowDeadlines(() => this.state);

  constructor(readonly input: EscrowWorkflowInput) {
    super();
    this.state = input.state;
    this.pendingRefundId = input.pendingRefundId;
  }

  get finished(): boolean {
    const { state } = this;
    return (
      this.createFailed ||
      (state !== undefined && isTerminal(state.status) && !state.pendingProviderRefund && this.refundToAsk === undefined)
    );
  }

  /** The operation's target; read synchronously at handler entry, while the update's context is certain. */
  target(operationId = escrowOperationId(this.input.escrowId, currentUpdateInfo()!.id)): WriteTarget {
    // The API derives update ids from the Idempotency-Key, so the operation id is deterministic.
    return { merchantId: this.input.merchantId, plane: this.input.plane, escrowId: this.input.escrowId, operationId };
  }

  /**
   * The command Update's validator, synchronous (the SDK ignores an async validator's
   * rejection). The owner check comes first: another merchant's write is a 404 whatever the
   * state, even while rolling over. While a write is being booked the cache is about to
   * change: the write's transaction, which this command queues behind, decides on the row.
   */
  validateCommand(command: EscrowCommand, caller: Owner): void {
    this.refuseStranger(caller);
    const violation = this.state && !this.lock.isLocked() ? ruleFor(this.state, command) : null;
    if (violation) throw refusalFailure(violation);
    this.refuseWhileRollingOver();
  }

  /** The escrow does not exist for another merchant or plane: refused as the API's 404, before anything is recorded. */
  refuseStranger(caller: Owner): void {
    if (caller.merchantId !== this.input.merchantId || caller.plane !== this.input.plane) {
      throw refusalFailure(refuse.notFound('Escrow'));
    }
  }

  /** Refused before anything is recorded; the API retries it with the same update id, and the next run accepts it. */
  refuseWhileRollingOver(): void {
    if (this.rollingOver) {
      throw ApplicationFailure.create(
        controlFailure(CONTROL_FAILURE.escrowRollingOver, 'This escrow is moving to a new run; retry', { retryable: true }),
      );
    }
  }

  /**
   * A merchant's command, booked under the lock: the escrow, or the dispute it opened or
   * resolved. A guest refund it recorded goes to the provider outside the lock: on test keys
   * now, the answer waiting for the sandbox's outcome; on live keys by the run loop.
   */
  command(command: EscrowCommand): Promise<EscrowView | DisputeView> {
    const target = this.target();
    return this.exclusive(() => this.write(this.book(target, command))).then((result) => {
      if (!result.guestRefund) return answerOf(result);
      const { refundId } = result.guestRefund;
      if (this.input.plane === 'test') return this.refundAtOnce(refundId, result);
      this.refundToAsk = refundId;
      return answerOf(result);
    });
  }

  /**
   * Test keys: asks the sandbox for the refund just recorded. The sandbox sends its outcome
   * (a signal, through the provider-event handler) during the call, so by the time the call
   * returns the outcome's booking is under way: the answer waits for it and is the escrow
   * as refunded (or, refund.failed, as still held), and the merchant's next write finds
   * nothing pending. A sandbox told to send nothing ("sandbox_pending") leaves it pending:
   * the answer is then the pending refund, as on live keys.
   */
  async refundAtOnce(refundId: string, written: EscrowWriteResult): Promise<EscrowView | DisputeView> {
    this.outcomesAwaited.set(refundId, undefined);
    try {
      await this.askProviderToRefund(refundId);
      const settled = await this.outcomesAwaited.get(refundId);
      // A resolution answers with its dispute; a refund with the escrow after the outcome.
      return answerOf(settled && !written.dispute ? settled : written);
    } finally {
      this.outcomesAwaited.delete(refundId);
    }
  }

  /** One activity for every command, a merchant's or a deadline's. */
  book(target: WriteTarget, command: EscrowCommand): Promise<EscrowWriteResult> {
    return writes.bookEscrowCommand({ ...target, command });
  }

  /**
   * A deadline's automatic release or cancel, booked as a merchant's would be: under the lock,
   * if the state still calls for it once the lock is held (a merchant's write may have won).
   */
  issueDeadline(due: DueDeadline): Promise<unknown> {
    const target = this.target(escrowOperationId(this.input.escrowId, due.step));
    return this.exclusive(() =>
      this.deadlines.stillDue(due)
        ? this.write(this.book(target, due.command)).catch((err) => this.deadlines.refused(due, err))
        : Promise.resolve(undefined),
    );
  }

  /** The create (update-with-start): a refused create leaves nothing, and the run ends. */
  create(request: CreateEscrowRequest): Promise<EscrowView> {
    const target = this.target(escrowOperationId(this.input.escrowId, 'create'));
    return this.exclusive(async () => {
      try {
        return (await this.write(writes.createEscrow({ ...request, ...target }))).escrow;
      } catch (err) {
        if (!this.state) {
          this.createFailed = true; // nothing was written: the workflow ends
          upsertSearchAttributes([{ key: EscrowStatusKey, value: 'not_created' }]);
        }
        throw err;
      }
    });
  }

  /**
   * The cached state read again from the row, under the lock: for a write that committed in a
   * task this run never completed, whose command the API then answered from its record. Its
   * events are the outbox's already; the cache (and EscrowStatus) catch up, and a guest refund
   * that write recorded goes to the provider, whom nothing else would ask (idempotent by the
   * refund's id). Before any create has answered, it is the create itself that the run never
   * saw (Temporal lost its Update): the row it committed is adopted, so the hold's deadlines
   * run without waiting for the merchant's next write. The patch is asked on that path alone,
   * so no other run's history carries its marker.
   */
  catchUp(): Promise<void> {
    return this.exclusive(async () => {
      if (!this.state && (this.createFailed || !patched(ADOPT_LOST_CREATE))) return;
      const { merchantId, plane, escrowId } = this.input;
      try {
        const found = await this.written(writes.readEscrowState({ merchantId, plane, escrowId }));
        if (!found) return;
        const { pendingRefundId, ...state } = found;
        this.applyState(state);
        if (pendingRefundId && pendingRefundId !== this.pendingRefundId) {
          this.pendingRefundId = pendingRefundId;
          this.refundToAsk = pendingRefundId;
        }
      } catch (err) {
        // The cache stays as it was: every write still decides on the row.
        log.warn('escrow state not read again', { escrowId, error: String(err) });
      }
    });
  }

  /** A write's outcome (the caller holds the lock), with what it committed applied to the cache. */
  write(booking: Promise<EscrowWriteResult>): Promise<EscrowWriteResult> {
    return this.written(booking, (result) => {
      this.applyState(result.state);
      if (result.guestRefund) this.pendingRefundId = result.guestRefund.refundId;
    });
  }

  /**
   * The cached state, and EscrowStatus when it changed. Before the first write the indexed
   * status is the one the run was started with: the API starts it with the status its create
   * leaves, so a create upserts nothing.
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
      await this.settle('failed', { refundId, reason });
    }
  }

  /**
   * Books an outcome under the lock; a command waiting for this refund's outcome
   * (refundAtOnce) is handed the booking at once, as the outcome arrives.
   */
  settle(outcome: 'processed' | 'failed', signal: ProviderRefundSignal): Promise<EscrowWriteResult | undefined> {
    const settling = this.exclusive(() => this.settleRefund(outcome, signal));
    if (this.outcomesAwaited.has(signal.refundId) && !this.outcomesAwaited.get(signal.refundId)) {
      this.outcomesAwaited.set(signal.refundId, settling);
    }
    return settling;
  }

  /** One transaction per outcome (same operation id for both: the first outcome wins). Holds the lock. */
  async settleRefund(outcome: 'processed' | 'failed', signal: ProviderRefundSignal): Promise<EscrowWriteResult | undefined> {
    if (signal.refundId !== this.pendingRefundId) return undefined; // repeated, or about a settled refund
    const target = this.target(escrowOperationId(this.input.escrowId, `settle-refund:${signal.refundId}`));
    const settle = outcome === 'processed' ? writes.completeGuestRefund : writes.failGuestRefund;
    try {
      const result = await this.write(settle({ ...target, ...signal }));
      if (!this.state!.pendingProviderRefund) this.pendingRefundId = undefined;
      return result;
    } catch (err) {
      log.error('guest refund outcome not booked', { refundId: signal.refundId, outcome, error: String(err) });
      return undefined;
    }
  }

  onProviderOutcome(outcome: 'processed' | 'failed', signal: ProviderRefundSignal): Promise<void> {
    return this.settle(outcome, signal).then(() => undefined);
  }

  /**
   * A checkout session of this hold was paid: booked here, once per session (it funds the
   * hold while it awaits funding; else it credits the payer or is owed back), then the
   * session's workflow is told, outside the lock.
   */
  async onCheckoutPaid(signal: CheckoutPaidSignal): Promise<void> {
    const booked = await this.exclusive(() => this.bookCheckoutPayment(signal));
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
      const booked = await this.written(writes.bookCheckoutPayment({ checkoutId, ...report, fundHold: true }));
      if (booked.funded) this.applyState(booked.funded.state);
      return booked;
    } catch (err) {
      log.error('checkout payment not booked', { checkoutId, error: String(err) });
      return undefined;
    }
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
 * escrow-{escrowId}: owns one escrow, created by update-with-start; every other write is a
 * command on its one command Update. Ends once the escrow is terminal, no guest refund is
 * pending and its events are delivered. Histories stay bounded: when the server suggests it,
 * the run refuses new writes (retryable; the API sends them again), gets quiet and continues
 * as new. The wiring: each message to the entity's method.
 */
export async function escrowWorkflow(input: EscrowWorkflowInput): Promise<void> {
  const escrow = new EscrowEntity(input);
  setHandler(createEscrowUpdate, (request) => escrow.create(request));
  setHandler(escrowCommandUpdate, (command) => escrow.command(command), {
    validator: (command: EscrowCommand, caller: Owner) => escrow.validateCommand(command, caller),
  });
  setHandler(providerRefundProcessedSignal, (signal) => escrow.onProviderOutcome('processed', signal));
  setHandler(providerRefundFailedSignal, (signal) => escrow.onProviderOutcome('failed', signal));
  setHandler(checkoutPaidSignal, (signal) => escrow.onCheckoutPaid(signal));
  setHandler(escrowRowChangedSignal, () => escrow.catchUp());
  await escrow.run();
}
