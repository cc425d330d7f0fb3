import {
  ActivityFailure,
  allHandlersFinished,
  ApplicationFailure,
  condition,
  continueAsNew,
  currentUpdateInfo,
  log,
  ParentClosePolicy,
  proxyActivities,
  proxyLocalActivities,
  setHandler,
  startChild,
  upsertSearchAttributes,
  workflowInfo,
} from '@temporalio/workflow';
import { WorkflowExecutionAlreadyStartedError } from '@temporalio/common';
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
import { webhookDeliveryWorkflow } from './webhook-delivery';

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
  const deliveries: string[][] = [];
  /** The guest refund waiting for the provider; its outcome signal settles it once. */
  let pendingRefundId: string | undefined = input.pendingRefundId;
  let providerCallsInFlight = 0;

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
  for (;;) {
    await condition(() => deliveries.length > 0 || finished() || workflowInfo().continueAsNewSuggested);
    while (deliveries.length > 0) await startDeliveries(deliveries.shift()!, input);
    if (finished()) {
      await condition(allHandlersFinished);
      if (deliveries.length === 0 && finished()) return;
    } else if (workflowInfo().continueAsNewSuggested) {
      await condition(() => allHandlersFinished() && providerCallsInFlight === 0);
      if (deliveries.length === 0) await continueAsNew<typeof escrowWorkflow>({ ...input, state, pendingRefundId });
    }
  }
}

/** One child per write delivers its events in order; it outlives this workflow. */
async function startDeliveries(eventIds: string[], input: EscrowWorkflowInput): Promise<void> {
  try {
    await startChild(webhookDeliveryWorkflow, {
      workflowId: `webhooks-${eventIds[0]}`,
      args: [eventIds, input.webhooks],
      parentClosePolicy: ParentClosePolicy.ABANDON,
    });
  } catch (err) {
    if (!(err instanceof WorkflowExecutionAlreadyStartedError)) throw err;
  }
}
