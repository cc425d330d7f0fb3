import { WorkflowHandle, WorkflowUpdateFailedError } from '@temporalio/client';
import { ApplicationFailure } from '@temporalio/common';
import { TestWorkflowEnvironment } from '@temporalio/testing';
import { randomUUID } from 'node:crypto';
import type { EscrowCommand } from '../../src/escrows/commands';
import type { Owner } from '../../src/owner';
import type { escrowWorkflow } from '../../workflows/escrow';
import {
  checkoutPaidSignal,
  createEscrowUpdate,
  escrowCommandUpdate,
  escrowWorkflowId,
  EscrowWorkflowInput,
  providerRefundProcessedSignal,
} from '../../workflows/escrow-messages';
import { CONTROL_FAILURE } from '../../src/failures';
import { testDevServer } from '../support/dev-server';
import { eventually } from '../support/eventually';
import { quietRuntime } from '../support/runtime';
import { InMemoryEscrow } from './in-memory-escrow';
import { CallLog, deliverNothing, withStubWorker } from './stub-worker';

// The escrow workflow's rollover with stubbed activities: a dev server of its own suggests
// continue-as-new after SUGGEST_AT events, so a handful of writes runs through several runs.
// Each run turns new writes away (retryable) once the suggestion comes, gets quiet and
// continues as new with its cached state and the guest refund it is waiting for; every write
// is booked once under its own operation id. test/escrows/history.test.ts covers the same
// through the API and PostgreSQL.

const SUGGEST_AT = 15;
const OWNER: Owner = { merchantId: 'mch_logic', plane: 'test' };

let env: TestWorkflowEnvironment;
beforeAll(async () => {
  quietRuntime();
  env = await TestWorkflowEnvironment.createLocal({
    server: testDevServer(['--dynamic-config-value', `limit.historyCount.suggestContinueAsNew=${SUGGEST_AT}`]),
  });
}, 60_000);
afterAll(() => env?.teardown());

/**
 * Sends the update, and again with the same id while it is turned away, as the API does
 * (api/escrow-calls.ts): a run about to continue as new refuses it retryably, or the server
 * drops the task that carried it. A refusal by a rule is the answer.
 */
async function send(handle: WorkflowHandle, command: EscrowCommand, updateId: string) {
  const giveUpAt = Date.now() + 20_000;
  for (;;) {
    try {
      return await handle.executeUpdate(escrowCommandUpdate, { args: [command, OWNER], updateId });
    } catch (err) {
      const turnedAway =
        !(err instanceof WorkflowUpdateFailedError) ||
        (err.cause instanceof ApplicationFailure && err.cause.type === CONTROL_FAILURE.escrowRollingOver);
      if (!turnedAway || Date.now() > giveUpAt) throw err;
      await new Promise((r) => setTimeout(r, 25));
    }
  }
}

/** Every run of the escrow's workflow, first to last: its id and the input it started with. */
async function runsOf(workflowId: string, firstRunId: string) {
  const runs: { runId: string; input: EscrowWorkflowInput }[] = [];
  for (let runId: string | undefined = firstRunId; runId;) {
    const history: Awaited<ReturnType<WorkflowHandle['fetchHistory']>> = await env.client.workflow
      .getHandle(workflowId, runId)
      .fetchHistory();
    const events = history.events ?? [];
    const [payload] = events[0].workflowExecutionStartedEventAttributes!.input!.payloads!;
    runs.push({ runId, input: JSON.parse(Buffer.from(payload.data!).toString()) as EscrowWorkflowInput });
    runId =
      events.find((e) => e.workflowExecutionContinuedAsNewEventAttributes)?.workflowExecutionContinuedAsNewEventAttributes
        ?.newExecutionRunId ?? undefined;
  }
  return runs;
}

/** Waits until `done` holds (polling), for what the workflow does in the background. */
async function until(done: () => boolean | Promise<boolean>, what: string): Promise<void> {
  await eventually(done, (holds) => holds, { what, timeoutMs: 20_000, intervalMs: 25 });
}

test('the run continues as new when suggested, carrying the cached state and the pending guest refund; every write books once', async () => {
  const escrowId = `esc_logic${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const workflowId = escrowWorkflowId(escrowId);
  const log = new CallLog();
  const row = new InMemoryEscrow(escrowId, log);
  await withStubWorker(env, { ...deliverNothing, ...row.stubs() }, async (taskQueue) => {
    const handle = await env.client.workflow.start<typeof escrowWorkflow>('escrowWorkflow', {
      taskQueue,
      workflowId,
      args: [{ ...OWNER, escrowId }],
    });
    const firstRunId = handle.firstExecutionRunId;
    await handle.executeUpdate(createEscrowUpdate, {
      updateId: 'create',
      args: [
        {
          reference: 'rollover',
          amount: '10000',
          currency: 'NGN',
          merchantFee: '0',
          debitPayer: false,
          parties: [
            { role: 'payer', guest: { email: 'guest@example.ng' } },
            { role: 'payee', customerId: 'cus_payee' },
          ],
        },
      ],
    });
    await handle.signal(checkoutPaidSignal, { checkoutId: 'chk_guest', channel: 'card', provider: 'sandbox' });
    await until(() => row.state?.status === 'held', 'the guest hold funded');

    for (let i = 1; i <= 6; i++) await send(handle, { kind: 'release', amount: '500' }, `release-${i}`);
    // Checked against the state carried over: 7,000 kobo are left, not 10,000.
    const tooMuch = await send(handle, { kind: 'release', amount: '7001' }, 'too-much').catch((e: unknown) => e);
    expect((tooMuch as WorkflowUpdateFailedError).cause).toMatchObject({ type: 'INVALID_RELEASE' });

    expect(await send(handle, { kind: 'refund', amount: '1000' }, 'refund')).toMatchObject({ pendingProviderRefund: true });
    const [refundId] = [...row.refunds.keys()];
    // The run that asked the provider continues as new once the call is back; the next run
    // is still waiting for the outcome, and books it when it comes.
    await until(
      async () => (await runsOf(workflowId, firstRunId)).at(-1)!.input.pendingRefundId === refundId,
      'a run started with the pending refund',
    );
    await handle.signal(providerRefundProcessedSignal, { refundId });
    await until(() => row.state?.pendingProviderRefund === false, 'the outcome booked');

    expect(await send(handle, { kind: 'release' }, 'rest')).toMatchObject({ status: 'released' });
    await handle.result();

    const runs = await runsOf(workflowId, firstRunId);
    expect(runs.length).toBeGreaterThanOrEqual(3);
    // Each continued run started with the cached state and nothing else changed in its input.
    for (const run of runs.slice(1)) expect(run.input).toMatchObject({ ...OWNER, escrowId, state: { escrowId, guestPayer: true } });
    expect(row.state).toMatchObject({ status: 'released', releasedAmount: '9000', refundedAmount: '1000', pendingProviderRefund: false });
    const booked = (name: string) => new Set(log.inputsOf(name).map((input) => (input as { operationId: string }).operationId));
    const op = (id: string) => `escrow:${escrowId}:${id}`;
    expect(booked('releaseEscrow')).toEqual(new Set([1, 2, 3, 4, 5, 6].map((i) => op(`release-${i}`)).concat(op('rest'))));
    expect(booked('refundEscrow')).toEqual(new Set([op('refund')]));
    expect(booked('completeGuestRefund')).toEqual(new Set([op(`settle-refund:${refundId}`)]));
    expect(log.count('startProviderRefund')).toBe(1);
  });
});
