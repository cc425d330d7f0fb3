import {
  WithStartWorkflowOperation,
  WorkflowHandle,
  WorkflowNotFoundError,
  WorkflowUpdateFailedError,
  WorkflowUpdateStage,
} from '@temporalio/client';
import { ApplicationFailure, type Duration } from '@temporalio/common';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { randomUUID } from 'node:crypto';
import type { TransferCheck } from '../../activities/withdrawals';
import type { WithdrawalView } from '../../src/withdrawals/store';
import { GIVEN_UP_FAILURE_REASON } from '../../src/withdrawals/give-up';
import { CREATE_WAIT_MS, type withdrawalWorkflow } from '../../workflows/withdrawal';
import {
  CreateWithdrawalRequest,
  createWithdrawalUpdate,
  giveUpWithdrawalUpdate,
  transferOutcomeSignal,
  transferReversedSignal,
  withdrawalWorkflowId,
} from '../../workflows/withdrawal-messages';
import { eventually } from '../support/eventually';
import { startTimeSkippingServer } from '../support/time-skipping';
import { CallLog, deliverNothing, StubActivities, withStubWorker } from './stub-worker';
import { timersAndActivities } from '../support/history';

// The withdrawal workflow's own decisions with stubbed activities on a time-skipping server:
// a refused create writes nothing, the first outcome wins, a provider refusal fails at once,
// and without an event the status checks back off on durable timers (30 s, 60 s, 5 min, ...).
// test/withdrawals/*.test.ts cover the same paths through the API, the database and the sandbox.

let env: TestWorkflowEnvironment;
beforeAll(async () => {
  env = await startTimeSkippingServer();
}, 60_000);
afterAll(() => env?.teardown());

const request: CreateWithdrawalRequest = {
  customerId: 'cus_logic',
  reference: 'payout-logic',
  amount: '200000',
  merchantFee: '0',
  currency: 'NGN',
  bankCode: '058',
  last4: '6789',
  accountNumberCiphertext: 'ciphertext',
};

const view = (withdrawalId: string, status: WithdrawalView['status']) => ({ withdrawalId, status }) as WithdrawalView;

/**
 * A payable account: the bank resolves it, the reserve commits, the transfer is sent. The
 * status check answers from `checks` in turn (default: still pending).
 */
function payout(log: CallLog, options: { checks?: TransferCheck['status'][]; refusal?: string } = {}): StubActivities {
  const checks = [...(options.checks ?? [])];
  return {
    ...deliverNothing,
    resolveWithdrawalAccount: async (input) => (
      log.record('resolveWithdrawalAccount', input),
      { accountName: 'ADA OBI', provider: 'sandbox' }
    ),
    createWithdrawal: async (input) => (
      log.record('createWithdrawal', input),
      { withdrawal: view(input.withdrawalId, 'processing'), eventIds: [], created: true }
    ),
    sendTransfer: async (input) => (log.record('sendTransfer', input), options.refusal ? { refusal: options.refusal } : {}),
    checkTransfer: async (input) => {
      log.record('checkTransfer', input);
      const status = checks.shift() ?? 'pending';
      return status === 'failed' ? { status, reason: 'Account closed' } : { status };
    },
    completeWithdrawal: async (withdrawalId) => (
      log.record('completeWithdrawal', withdrawalId),
      { withdrawal: view(withdrawalId, 'completed'), eventIds: [] }
    ),
    failWithdrawal: async (input) => (
      log.record('failWithdrawal', input),
      { withdrawal: view(input.withdrawalId, 'failed'), eventIds: [] }
    ),
  };
}

/** Starts a withdrawal's workflow with its create (update-with-start), as the API does. */
async function create(taskQueue: string) {
  const withdrawalId = `wdr_logic${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const start = new WithStartWorkflowOperation<typeof withdrawalWorkflow>('withdrawalWorkflow', {
    taskQueue,
    workflowId: withdrawalWorkflowId(withdrawalId),
    workflowIdConflictPolicy: 'USE_EXISTING',
    args: [{ merchantId: 'mch_logic', plane: 'test', withdrawalId }],
  });
  const updating = await env.client.workflow.startUpdateWithStart(createWithdrawalUpdate, {
    args: [request],
    updateId: 'create',
    waitForStage: WorkflowUpdateStage.ACCEPTED,
    startWorkflowOperation: start,
  });
  return { withdrawalId, handle: await start.workflowHandle(), created: updating.result() };
}

test('no transfer event: status checks after 30 s, then 60 s, then 5 min, until the bank answers', async () => {
  const log = new CallLog();
  await withStubWorker(env, payout(log, { checks: ['pending', 'pending', 'success'] }), async (taskQueue) => {
    const { withdrawalId, handle, created } = await create(taskQueue);
    expect(await created).toMatchObject({ status: 'processing' });
    const startedAt = await env.currentTimeMs();
    await handle.result(); // time is skipped while waiting
    expect((await env.currentTimeMs()) - startedAt).toBeGreaterThanOrEqual(30_000 + 60_000 + 300_000);

    const { timers } = await timersAndActivities(env.client, handle.workflowId);
    // The three status checks, then the 1 ms step off the task that booked the outcome (write-task.ts).
    expect(timers).toEqual([30_000, 60_000, 300_000, 0]);
    expect(log.count('sendTransfer')).toBe(1);
    expect(log.count('checkTransfer')).toBe(3);
    expect(log.inputsOf('completeWithdrawal')).toEqual([withdrawalId]);
    expect(log.count('failWithdrawal')).toBe(0);
  });
});

test('the first outcome wins: a later contrary event changes nothing, and no status check runs', async () => {
  const log = new CallLog();
  await withStubWorker(env, payout(log), async (taskQueue) => {
    const { handle, created } = await create(taskQueue);
    await created;
    await handle.signal(transferOutcomeSignal, { status: 'success', transferCode: 'TRF_1' });
    await handle.signal(transferOutcomeSignal, { status: 'failed', reason: 'reversed' });
    await handle.result();
    expect(log.count('completeWithdrawal')).toBe(1);
    expect(log.count('failWithdrawal')).toBe(0);
    expect(log.count('checkTransfer')).toBe(0); // the status check's timer, if it started, never fired
  });
});

test('the provider refuses the transfer: failed at once with its reason, without waiting', async () => {
  const log = new CallLog();
  await withStubWorker(env, payout(log, { refusal: 'Transfer limit exceeded' }), async (taskQueue) => {
    const { withdrawalId, handle, created } = await create(taskQueue);
    await created;
    await handle.result();
    expect(log.inputsOf('failWithdrawal')).toEqual([{ withdrawalId, reason: 'Transfer limit exceeded' }]);
    expect(log.count('checkTransfer')).toBe(0);
  });
});

test('a refused create (account not resolved) writes nothing and ends the workflow', async () => {
  const log = new CallLog();
  const stubs: StubActivities = {
    ...payout(log),
    resolveWithdrawalAccount: async () => {
      throw ApplicationFailure.create({
        type: 'INVALID_ACCOUNT',
        message: 'Account not found',
        nonRetryable: true,
        details: [{ status: 422, details: null }],
      });
    },
  };
  await withStubWorker(env, stubs, async (taskQueue) => {
    const { handle, created } = await create(taskQueue);
    const refusal = await created.catch((e) => e);
    expect(refusal).toBeInstanceOf(WorkflowUpdateFailedError);
    expect(refusal.cause).toMatchObject({ type: 'INVALID_ACCOUNT', message: 'Account not found' });
    await handle.result();
    expect(log.names()).toEqual([]);
  });
});

test('a bank that never answers the name check: three tries, then PROVIDER_ERROR (502) and nothing written', async () => {
  const log = new CallLog();
  let tries = 0;
  const stubs: StubActivities = {
    ...payout(log),
    resolveWithdrawalAccount: async () => {
      tries++;
      throw new Error('connect ETIMEDOUT');
    },
  };
  await withStubWorker(env, stubs, async (taskQueue) => {
    const { handle, created } = await create(taskQueue);
    const refusal = await created.catch((e) => e);
    expect(refusal.cause).toMatchObject({ type: 'PROVIDER_ERROR', details: [{ status: 502, details: null }] });
    await handle.result();
    expect(tries).toBe(3);
    expect(log.names()).toEqual([]);
  });
});

/**
 * Waits until the workflow knows its transfer was sent (a give-up is refused before): the
 * status check's timer starts in that same workflow task.
 */
async function transferSent(workflowId: string): Promise<void> {
  await eventually(
    () => timersAndActivities(env.client, workflowId),
    ({ timers }) => timers.length > 0,
    { what: 'the transfer to be sent', timeoutMs: 10_000, intervalMs: 20 },
  );
}

test('an operator gives up on a sent transfer: failed with the given-up reason; a late success is ignored', async () => {
  const log = new CallLog();
  await withStubWorker(env, payout(log), async (taskQueue) => {
    const { withdrawalId, handle, created } = await create(taskQueue);
    await created;
    await transferSent(handle.workflowId);
    const giveUp = { operator: 'ops@example.ng', reason: 'bank confirmed no transfer' };
    const failed = await handle.executeUpdate(giveUpWithdrawalUpdate, { args: [giveUp] });
    expect(failed).toMatchObject({ withdrawalId, status: 'failed' });
    expect(log.inputsOf('failWithdrawal')).toEqual([{ withdrawalId, reason: GIVEN_UP_FAILURE_REASON, givenUp: giveUp }]);

    await handle.signal(transferOutcomeSignal, { status: 'success' }).catch(() => {}); // may arrive after the end
    await handle.result();
    expect(log.count('completeWithdrawal')).toBe(0);
  });
});

test('a give-up after the provider answered changes nothing: the run ended in the task that booked the outcome', async () => {
  const log = new CallLog();
  await withStubWorker(env, payout(log), async (taskQueue) => {
    const { handle, created } = await create(taskQueue);
    await created;
    await handle.signal(transferOutcomeSignal, { status: 'success' });
    await handle.result(); // no delivery to wait for: the outbox relay sends the events
    const refusal = await handle.executeUpdate(giveUpWithdrawalUpdate, { args: [{ operator: 'ops', reason: 'late' }] }).catch((e) => e);
    expect(refusal).toBeInstanceOf(WorkflowNotFoundError);
    expect(log.count('completeWithdrawal')).toBe(1);
    expect(log.count('failWithdrawal')).toBe(0);
  });
});

test('a give-up without an operator or a reason is refused before anything is recorded', async () => {
  const log = new CallLog();
  await withStubWorker(env, payout(log), async (taskQueue) => {
    const { withdrawalId, handle, created } = await create(taskQueue);
    await created;
    await transferSent(handle.workflowId);
    const refusal = await handle.executeUpdate(giveUpWithdrawalUpdate, { args: [{ operator: ' ', reason: 'lost' }] }).catch((e) => e);
    expect(refusal).toBeInstanceOf(WorkflowUpdateFailedError);
    expect(refusal.cause).toMatchObject({ type: 'INVALID_REQUEST' });
    const giveUp = { operator: 'ops@example.ng', reason: 'bank confirmed no transfer' };
    const failed = await handle.executeUpdate(giveUpWithdrawalUpdate, { args: [giveUp], updateId: 'give-up' });
    expect(failed).toMatchObject({ withdrawalId, status: 'failed' });
    await handle.result();
    expect(log.inputsOf('failWithdrawal')).toEqual([{ withdrawalId, reason: GIVEN_UP_FAILURE_REASON, givenUp: giveUp }]);
  });
});

describe('a run whose create never came (its Update lost after the reserve committed)', () => {
  /** Starts a withdrawal's workflow without its create, as a run is left when Temporal lost that Update. */
  async function startWithoutCreate(taskQueue: string, options: { workflowTaskTimeout?: Duration } = {}) {
    const withdrawalId = `wdr_logic${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    const handle = await env.client.workflow.start<typeof withdrawalWorkflow>('withdrawalWorkflow', {
      ...options,
      taskQueue,
      workflowId: withdrawalWorkflowId(withdrawalId),
      args: [{ merchantId: 'mch_logic', plane: 'test', withdrawalId }],
    });
    return { withdrawalId, handle };
  }

  const stored = (log: CallLog, found: WithdrawalView['status'] | null, checks: TransferCheck['status'][] = []): StubActivities => ({
    ...payout(log, { checks }),
    findWithdrawal: async (withdrawalId) => (log.record('findWithdrawal', withdrawalId), found && view(withdrawalId, found)),
  });

  test('after 15 minutes the run reads its row and carries the reserve on: sent, checked, completed', async () => {
    const log = new CallLog();
    await withStubWorker(env, stored(log, 'processing', ['success']), async (taskQueue) => {
      const { withdrawalId, handle } = await startWithoutCreate(taskQueue);
      const startedAt = await env.currentTimeMs();
      await handle.result();
      expect((await env.currentTimeMs()) - startedAt).toBeGreaterThanOrEqual(CREATE_WAIT_MS);
      expect(log.names()).toEqual(['findWithdrawal', 'sendTransfer', 'checkTransfer', 'completeWithdrawal']);
      expect(log.inputsOf('completeWithdrawal')).toEqual([withdrawalId]);
      const { timers } = await timersAndActivities(env.client, handle.workflowId);
      expect(timers).toEqual([CREATE_WAIT_MS, 30_000, 0]);
    });
  });

  test('no row: the run ends not_created, nothing resolved, reserved or sent', async () => {
    const log = new CallLog();
    await withStubWorker(env, stored(log, null), async (taskQueue) => {
      const { handle } = await startWithoutCreate(taskQueue);
      await handle.result();
      expect(log.names()).toEqual(['findWithdrawal']);
    });
  });

  test('a create within the 15 minutes is answered as usual, and the row is never read', async () => {
    const log = new CallLog();
    await withStubWorker(env, stored(log, null, ['success']), async (taskQueue) => {
      const { handle } = await startWithoutCreate(taskQueue);
      await env.sleep(CREATE_WAIT_MS - 60_000);
      expect(await handle.executeUpdate(createWithdrawalUpdate, { args: [request], updateId: 'create' })).toMatchObject({
        status: 'processing',
      });
      await handle.result();
      expect(log.names()).toEqual(['resolveWithdrawalAccount', 'createWithdrawal', 'sendTransfer', 'checkTransfer', 'completeWithdrawal']);
    });
  });

  test('a create that comes while the run reads no row is answered and carried on', async () => {
    const log = new CallLog();
    let handle: WorkflowHandle | undefined;
    let created: Promise<WithdrawalView> | undefined;
    let createStarted!: () => void;
    const createStarting = new Promise<void>((resolve) => (createStarted = resolve));
    const stubs: StubActivities = {
      ...stored(log, null, ['success']),
      findWithdrawal: async (withdrawalId) => {
        log.record('findWithdrawal', withdrawalId);
        // The merchant's retry comes while the read runs (the task's heartbeat brings it);
        // the read answers once the create has started.
        created = handle!.executeUpdate(createWithdrawalUpdate, { args: [request], updateId: 'create' });
        await createStarting;
        return null;
      },
      // Still resolving the account when the read answers: the run must wait for this create.
      resolveWithdrawalAccount: async (input) => {
        createStarted();
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        log.record('resolveWithdrawalAccount', input);
        return { accountName: 'ADA OBI', provider: 'sandbox' };
      },
    };
    await withStubWorker(env, stubs, async (taskQueue) => {
      // A short task timeout, so the local activity's heartbeat comes in about a second.
      ({ handle } = await startWithoutCreate(taskQueue, { workflowTaskTimeout: '2 seconds' }));
      await handle.result();
      expect(await created).toMatchObject({ status: 'processing' });
      expect(log.names()).toEqual([
        'findWithdrawal',
        'resolveWithdrawalAccount',
        'createWithdrawal',
        'sendTransfer',
        'checkTransfer',
        'completeWithdrawal',
      ]);
    });
  });
});

describe('a resumed run (an operator carrying a stuck withdrawal on)', () => {
  /** Starts a resumed run of a stored withdrawal, as `cli withdrawal resume` does (no create). */
  async function resume(taskQueue: string) {
    const withdrawalId = `wdr_logic${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    const handle = await env.client.workflow.start<typeof withdrawalWorkflow>('withdrawalWorkflow', {
      taskQueue,
      workflowId: withdrawalWorkflowId(withdrawalId),
      args: [{ merchantId: 'mch_logic', plane: 'test', withdrawalId, resumedBy: { operator: 'ada.ops', reason: 'stuck' } }],
    });
    return { withdrawalId, handle };
  }

  const stored = (log: CallLog, status: WithdrawalView['status'], checks: TransferCheck['status'][] = []): StubActivities => ({
    ...payout(log, { checks }),
    loadWithdrawal: async (withdrawalId) => (log.record('loadWithdrawal', withdrawalId), view(withdrawalId, status)),
  });

  test('reads the row, sends under its reference, asks the provider at once and books the answer', async () => {
    const log = new CallLog();
    await withStubWorker(env, stored(log, 'processing', ['success']), async (taskQueue) => {
      const { withdrawalId, handle } = await resume(taskQueue);
      await handle.result();
      expect(log.names()).toEqual(['loadWithdrawal', 'sendTransfer', 'checkTransfer', 'completeWithdrawal']);
      expect(log.inputsOf('completeWithdrawal')).toEqual([withdrawalId]);
      const { timers } = await timersAndActivities(env.client, handle.workflowId);
      expect(timers).toEqual([0]); // no status-check timer: the check at once answered
    });
  });

  test('a withdrawal settled since the operator looked: the run ends with nothing sent or booked', async () => {
    const log = new CallLog();
    await withStubWorker(env, stored(log, 'completed'), async (taskQueue) => {
      const { handle } = await resume(taskQueue);
      await handle.result();
      expect(log.names()).toEqual(['loadWithdrawal']);
    });
  });

  test('a give-up waits for the provider: refused when it reports the transfer failed, which is booked', async () => {
    const log = new CallLog();
    await withStubWorker(env, stored(log, 'processing', ['failed']), async (taskQueue) => {
      const { withdrawalId, handle } = await resume(taskQueue);
      const giveUp = await handle
        .executeUpdate(giveUpWithdrawalUpdate, { args: [{ operator: 'ada.ops', reason: 'lost' }] })
        .catch((e) => e);
      expect(giveUp).toBeInstanceOf(WorkflowUpdateFailedError);
      expect(giveUp.cause.message).toMatch(/the transfer already failed/);
      await handle.result();
      expect(log.inputsOf('failWithdrawal')).toEqual([{ withdrawalId, reason: 'Account closed' }]);
    });
  });

  test('a give-up, the provider still pending: the give-up is the outcome', async () => {
    const log = new CallLog();
    await withStubWorker(env, stored(log, 'processing', ['pending']), async (taskQueue) => {
      const { withdrawalId, handle } = await resume(taskQueue);
      const given = await handle.executeUpdate(giveUpWithdrawalUpdate, { args: [{ operator: 'ada.ops', reason: 'lost' }] });
      expect(given).toMatchObject({ withdrawalId, status: 'failed' });
      await handle.result();
      // Asked at once (and maybe again on a timer, while the give-up was on its way), sent once.
      expect(log.names().slice(0, 3)).toEqual(['loadWithdrawal', 'sendTransfer', 'checkTransfer']);
      expect(log.count('sendTransfer')).toBe(1);
      expect(log.inputsOf('failWithdrawal')).toEqual([
        { withdrawalId, reason: GIVEN_UP_FAILURE_REASON, givenUp: { operator: 'ada.ops', reason: 'lost' } },
      ]);
    });
  });
});

describe("a bank's reversal of the transfer (transfer.reversed)", () => {
  const reversal = { reason: 'Account closed' };

  const withReversal = (log: CallLog, stored?: WithdrawalView['status']): StubActivities => ({
    ...payout(log),
    reverseWithdrawal: async (input) => (
      log.record('reverseWithdrawal', input),
      { withdrawal: view(input.withdrawalId, 'failed'), eventIds: [] }
    ),
    ...(stored
      ? { loadWithdrawal: async (withdrawalId: string) => (log.record('loadWithdrawal', withdrawalId), view(withdrawalId, stored)) }
      : {}),
  });

  /** As the provider-event handler sends it: to the running run, or a new run started with it. */
  const reverse = (taskQueue: string, withdrawalId: string) =>
    env.client.workflow.signalWithStart<typeof withdrawalWorkflow, [typeof reversal]>('withdrawalWorkflow', {
      taskQueue,
      workflowId: withdrawalWorkflowId(withdrawalId),
      args: [{ merchantId: 'mch_logic', plane: 'test', withdrawalId, reversedBy: reversal }],
      signal: transferReversedSignal,
      signalArgs: [reversal],
    });

  test('before any outcome it is the failed outcome: failed with its reason, nothing reversed', async () => {
    const log = new CallLog();
    await withStubWorker(env, withReversal(log), async (taskQueue) => {
      const { withdrawalId, handle, created } = await create(taskQueue);
      await created;
      await reverse(taskQueue, withdrawalId);
      await handle.result();
      expect(log.inputsOf('failWithdrawal')).toEqual([{ withdrawalId, reason: 'Account closed' }]);
      expect(log.count('completeWithdrawal') + log.count('reverseWithdrawal')).toBe(0);
    });
  });

  test('after a success, told twice: completed, then the reversal booked once', async () => {
    const log = new CallLog();
    await withStubWorker(env, withReversal(log, 'completed'), async (taskQueue) => {
      const { withdrawalId, handle, created } = await create(taskQueue);
      await created;
      await handle.signal(transferOutcomeSignal, { status: 'success', transferCode: 'TRF_1' });
      await reverse(taskQueue, withdrawalId);
      await reverse(taskQueue, withdrawalId);
      await handle.result();
      // Whether the run was still there or a new run took it, one booking.
      await env.client.workflow.getHandle(withdrawalWorkflowId(withdrawalId)).result();
      expect(log.count('completeWithdrawal')).toBe(1);
      expect(log.inputsOf('reverseWithdrawal')).toEqual([{ withdrawalId, reason: 'Account closed' }]);
      expect(log.count('failWithdrawal')).toBe(0);
    });
  });

  test('long after the run ended: a new run reads the completed row and books the reversal, sending nothing', async () => {
    const log = new CallLog();
    await withStubWorker(env, withReversal(log, 'completed'), async (taskQueue) => {
      const withdrawalId = `wdr_logic${randomUUID().replace(/-/g, '').slice(0, 16)}`;
      const handle = await reverse(taskQueue, withdrawalId);
      await handle.result();
      expect(log.names()).toEqual(['loadWithdrawal', 'reverseWithdrawal']);
    });
  });

  test('a withdrawal already failed: the new run reads it and books nothing', async () => {
    const log = new CallLog();
    await withStubWorker(env, withReversal(log, 'failed'), async (taskQueue) => {
      const withdrawalId = `wdr_logic${randomUUID().replace(/-/g, '').slice(0, 16)}`;
      await (await reverse(taskQueue, withdrawalId)).result();
      expect(log.names()).toEqual(['loadWithdrawal']);
    });
  });
});
