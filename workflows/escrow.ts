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
  sleep,
  upsertSearchAttributes,
  workflowInfo,
} from '@temporalio/workflow';
import type { Activities } from '../activities';
import type { EscrowWriteResult } from '../src/escrows/movements';
import {
  checkCancel,
  checkOpenDispute,
  checkRefund,
  checkRelease,
  checkResolve,
  EscrowState,
  isTerminal,
  RuleViolation,
  ruleFailure,
} from '../src/escrows/rules';
import { PROVIDER_REFUSED } from '../src/payments/provider';
import { EscrowStatusKey } from '../src/temporal/search-attributes';
import {
  cancelEscrowUpdate,
  createEscrowUpdate,
  ESCROW_ROLLING_OVER,
  EscrowWorkflowInput,
  fundedSignal,
  openDisputeUpdate,
  providerRefundFailedSignal,
  providerRefundProcessedSignal,
  ProviderRefundSignal,
  refundEscrowUpdate,
  releaseEscrowUpdate,
  resolveDisputeUpdate,
} from './escrow-messages';
import { startDeliveryChild } from './webhook-delivery';

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
  retry: { initialInterval: '1 second', maximumInterval: '1 minute', nonRetryableErrorTypes: [PROVIDER_REFUSED] },
});

/** Synchronous validator: the SDK ignores an async validator's rejection. */
function rejectIf(violation: RuleViolation | null): void {
  if (violation) throw ruleFailure(violation);
}

/** The refusal itself (type = error code) instead of the activity wrapper around it. */
function unwrap(err: unknown): unknown {
  if (err instanceof ActivityFailure && err.cause instanceof ApplicationFailure) return err.cause;
  return err;
}

const kobo = (amount?: string) => (amount === undefined ? undefined : BigInt(amount));

/**
 * escrow-{escrowId}: owns one escrow. Every write is an Update whose validator refuses what
 * the spec forbids from the cached state, and whose handler runs the write's activity (one
 * transaction that re-checks on the locked row). Handlers run one at a time. Webhooks of a
 * write go out through a child delivery workflow, so this history stays small. A guest
 * refund is pending between the write that starts it and the provider's outcome (a signal
 * from POST /provider/events). The workflow ends once the escrow is terminal and no guest
 * refund is pending.
 */
export async function escrowWorkflow(input: EscrowWorkflowInput): Promise<void> {
  let state: EscrowState | undefined = input.state;
  let createFailed = false;
  const deliveries: string[][] = [...(input.pendingDeliveries ?? [])];
  /** The guest refund waiting for the provider; its outcome signal settles it once. */
  let pendingRefundId: string | undefined = input.pendingRefundId;
  let providerCallsInFlight = 0;
  /**
   * The workflow task (by history length) in which the last write was answered. An update
   * is in history only once its task completes: continuing as new in that same task makes
   * the task fail whenever an event arrived meanwhile (UnhandledCommand), and the update's
   * committed write would then be answered from the database but vanish from the workflow
   * (cached state stale, its webhooks never sent).
   */
  let lastWriteTask = -1;
  /** Due to continue as new: new writes wait for the next run (so this one can get quiet). */
  const rollingOver = () => workflowInfo().continueAsNewSuggested;

  // A promise chain as a mutex: each handler starts after the previous one settled.
  let tail: Promise<unknown> = Promise.resolve();
  function serialized<T>(fn: () => Promise<T>): Promise<T> {
    const run = tail.then(fn);
    tail = run.catch(() => undefined);
    return run;
  }

  // Provider refund outcomes received but not yet booked. Their booking commits before the
  // cached state changes, so a client may already read "nothing pending" from the row: while
  // an outcome is in flight, validators do not refuse for the pending refund, and the
  // handler (queued behind the outcome) re-checks on the locked row.
  let outcomesInFlight = 0;
  const validate = (check: (s: EscrowState) => RuleViolation | null) => {
    if (!state) return;
    rejectIf(check(outcomesInFlight > 0 ? { ...state, pendingProviderRefund: false } : state));
    // Refused before anything is recorded; the API retries it with the same update id, and
    // the next run accepts it.
    if (rollingOver()) throw ApplicationFailure.retryable('This escrow is moving to a new run; retry', ESCROW_ROLLING_OVER);
  };

  /** Read synchronously at handler entry, while the update's context is certain. */
  const target = () => {
    const updateId = currentUpdateInfo()!.id;
    return {
      merchantId: input.merchantId,
      plane: input.plane,
      escrowId: input.escrowId,
      // Deterministic per update (the API derives update ids from the Idempotency-Key).
      operationId: `escrow:${input.escrowId}:${updateId}`,
    };
  };

  async function write<T>(run: () => Promise<EscrowWriteResult>, answer: (r: EscrowWriteResult) => T): Promise<T> {
    let result: EscrowWriteResult;
    try {
      result = await run();
    } catch (err) {
      throw unwrap(err);
    } finally {
      lastWriteTask = workflowInfo().historyLength;
    }
    applyState(result.state);
    if (result.eventIds.length > 0) deliveries.push(result.eventIds);
    if (result.guestRefund) {
      pendingRefundId = result.guestRefund.refundId;
      askProviderToRefund(result.guestRefund.refundId);
    }
    return answer(result);
  }

  function applyState(next: EscrowState): void {
    if (!state || state.status !== next.status) upsertSearchAttributes([{ key: EscrowStatusKey, value: next.status }]);
    state = next;
  }

  const targetOf = (operationId: string) => ({ merchantId: input.merchantId, plane: input.plane, escrowId: input.escrowId, operationId });

  /**
   * After the write that recorded the pending refund (the update has its answer): the
   * provider call, next in line. The sandbox's outcome arrives as a signal meanwhile and is
   * settled after this. A provider that refuses for good fails the refund.
   */
  function askProviderToRefund(refundId: string): void {
    providerCallsInFlight++;
    void serialized(async () => {
      try {
        await provider.startProviderRefund({ refundId });
      } catch (err) {
        const failure = unwrap(err);
        await settleRefund('failed', { refundId, reason: failure instanceof Error ? failure.message : String(failure) });
      } finally {
        providerCallsInFlight--;
      }
    });
  }

  /** One transaction per outcome (same operation id for both: the first outcome wins). */
  async function settleRefund(outcome: 'processed' | 'failed', signal: ProviderRefundSignal): Promise<void> {
    if (signal.refundId !== pendingRefundId) return; // repeated, or about a settled refund
    const t = targetOf(`escrow:${input.escrowId}:settle-refund:${signal.refundId}`);
    const settle = outcome === 'processed' ? writes.completeGuestRefund : writes.failGuestRefund;
    try {
      await write(() => settle({ ...t, ...signal }), () => undefined);
      if (!state!.pendingProviderRefund) pendingRefundId = undefined;
    } catch (err) {
      log.error('guest refund outcome not booked', { refundId: signal.refundId, outcome, error: String(err) });
    }
  }

  setHandler(createEscrowUpdate, (request) => {
    const t = { ...target(), operationId: `escrow:${input.escrowId}:create` };
    return serialized(async () => {
      try {
        return await write(() => writes.createEscrow({ ...request, ...t }), (r) => r.escrow);
      } catch (err) {
        if (!state) {
          createFailed = true; // nothing was written: the workflow ends
          upsertSearchAttributes([{ key: EscrowStatusKey, value: 'not_created' }]);
        }
        throw err;
      }
    });
  });

  setHandler(
    releaseEscrowUpdate,
    (request) => {
      const t = target();
      return serialized(() => write(() => writes.releaseEscrow({ ...t, amount: request.amount }), (r) => r.escrow));
    },
    { validator: (request) => validate((s) => checkRelease(s, kobo(request.amount))) },
  );

  setHandler(
    refundEscrowUpdate,
    // A guest payer's refund answers pending (status unchanged); write() then asks the provider.
    (request) => {
      const t = target();
      return serialized(() =>
        write(() => writes.refundEscrow({ ...t, amount: request.amount, reason: request.reason }), (r) => r.escrow),
      );
    },
    { validator: (request) => validate((s) => checkRefund(s, kobo(request.amount))) },
  );

  setHandler(
    cancelEscrowUpdate,
    (request) => {
      const t = target();
      return serialized(() => write(() => writes.cancelEscrow({ ...t, reason: request.reason }), (r) => r.escrow));
    },
    { validator: (_request) => validate((s) => checkCancel(s)) },
  );

  setHandler(
    openDisputeUpdate,
    (request) => {
      const t = target();
      return serialized(() => write(() => writes.openDispute({ ...t, ...request }), (r) => r.dispute!));
    },
    { validator: (_request) => validate((s) => checkOpenDispute(s)) },
  );

  setHandler(
    resolveDisputeUpdate,
    (request) => {
      const t = target();
      return serialized(() => write(() => writes.resolveDispute({ ...t, ...request }), (r) => r.dispute!));
    },
    { validator: (request) => validate((s) => checkResolve(s, request)) },
  );

  const onOutcome = (outcome: 'processed' | 'failed') => (signal: ProviderRefundSignal) => {
    outcomesInFlight++;
    return serialized(() => settleRefund(outcome, signal)).finally(() => outcomesInFlight--);
  };
  setHandler(providerRefundProcessedSignal, onOutcome('processed'));
  setHandler(providerRefundFailedSignal, onOutcome('failed'));

  // The checkout workflow booked a payment onto this hold: refresh the cached state. From
  // the signal at once while this cache still says unfunded (synchronously, so an update
  // right behind the signal is validated against the funded hold), else from the row.
  setHandler(fundedSignal, (signal) => {
    if (signal.state && state?.status === 'awaiting_funding') {
      applyState(signal.state);
      return Promise.resolve();
    }
    return serialized(async () => {
      const fresh = await writes.readEscrowState({ merchantId: input.merchantId, plane: input.plane, escrowId: input.escrowId });
      if (fresh) applyState(fresh);
    }).catch((err) => log.error('escrow state not refreshed after funding', { error: String(err) }));
  });

  await condition(() => state !== undefined || createFailed);

  const finished = () =>
    createFailed ||
    (state !== undefined && isTerminal(state.status) && !state.pendingProviderRefund && providerCallsInFlight === 0);
  // All waiting batches in one task: one at a time, a steady stream of writes outpaces them.
  // Each child delivers its own batch in order; batches never waited for each other.
  const startAllDeliveries = () => Promise.all(deliveries.splice(0).map((batch) => startDeliveryChild(batch, input.webhooks)));
  for (;;) {
    await condition(() => deliveries.length > 0 || finished() || rollingOver());
    if (rollingOver() && !finished()) {
      // Validators refuse new writes now: wait for the accepted ones and the provider call.
      await condition(() => allHandlersFinished() && providerCallsInFlight === 0);
      if (finished()) continue;
      if (lastWriteTask === workflowInfo().historyLength) {
        // Not in the task that answered a write: wait for the next one (a child start or a timer).
        if (deliveries.length > 0) await startAllDeliveries();
        else await sleep(1);
        continue;
      }
      // Batches not started yet go with the new run, which starts them first.
      await continueAsNew<typeof escrowWorkflow>({ ...input, state, pendingRefundId, pendingDeliveries: deliveries.splice(0) });
    }
    if (deliveries.length > 0 && (finished() || !rollingOver())) await startAllDeliveries();
    if (finished()) {
      await condition(allHandlersFinished);
      if (deliveries.length === 0 && finished()) return;
    }
  }
}
