import { WorkflowUpdateFailedError } from '@temporalio/client';
import { ApplicationFailure } from '@temporalio/common';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { randomUUID } from 'node:crypto';
import type { ValidationState } from '../../src/payments/paystack/wallet-accounts';
import type { WalletView } from '../../src/wallets/view';
import { VALIDATION_CHECK_DELAYS_MS, VALIDATION_TIMED_OUT_REASON } from '../../workflows/wallet-account';
import type { walletAccountWorkflow } from '../../workflows/wallet-account';
import { startWalletAccountUpdate, validationOutcomeSignal, walletAccountWorkflowId } from '../../workflows/wallet-account-messages';
import { CONTROL_FAILURE } from '../../src/failures';
import { startTimeSkippingServer } from '../support/time-skipping';
import { CallLog, StubActivities, withStubWorker } from './stub-worker';
import { timersAndActivities } from '../support/history';

// The live wallet-account workflow's own decisions with stubbed activities on a time-skipping
// server: the first outcome wins (even one that arrives before the start answers), checks back
// off on durable timers and give up after the last, a refused start writes nothing more, and a
// run that is ending turns a new start away (so the API's retry gets a new run).
// test/live/wallets.test.ts covers the same paths through the API, the database and the fake.

let env: TestWorkflowEnvironment;
beforeAll(async () => {
  env = await startTimeSkippingServer();
}, 60_000);
afterAll(() => env?.teardown());

const request = { bankCode: '058', bvnCiphertext: 'bvn-ciphertext', accountNumberCiphertext: 'account-ciphertext' };
const customer = { customerCode: 'CUS_logic', providerCustomerId: 42, priorIdentifications: 0 };
const pendingWallet = (walletId: string) => ({ walletId, accountStatus: 'pending' }) as WalletView;

function provisioning(
  log: CallLog,
  options: { checks?: ValidationState[]; onStart?: (walletId: string) => Promise<void>; provision?: () => Promise<void> } = {},
): StubActivities {
  const checks = [...(options.checks ?? [])];
  return {
    startWalletValidation: async (input) => {
      log.record('startWalletValidation', input);
      await options.onStart?.(input.walletId);
      return { started: customer, wallet: pendingWallet(input.walletId) };
    },
    checkWalletValidation: async (input) => (log.record('checkWalletValidation', input), checks.shift() ?? { status: 'pending' }),
    provisionWalletAccount: async (input) => {
      log.record('provisionWalletAccount', input);
      await options.provision?.();
      return { status: 'active' as const };
    },
    failWalletAccount: async (input) => void log.record('failWalletAccount', input),
  };
}

async function start(taskQueue: string) {
  const walletId = `wal_logic${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const handle = await env.client.workflow.start<typeof walletAccountWorkflow>('walletAccountWorkflow', {
    taskQueue,
    workflowId: walletAccountWorkflowId(walletId),
    args: [{ merchantId: 'mch_logic', plane: 'live', walletId }],
  });
  const started = handle.executeUpdate(startWalletAccountUpdate, { args: [request], updateId: randomUUID() });
  return { walletId, handle, started };
}

test('an outcome that arrives before the start answers is kept: no check, the account is asked for at once', async () => {
  const log = new CallLog();
  const stubs = provisioning(log, {
    // Paystack's event overtakes the start's answer (the fake answers 20 ms after the request).
    onStart: (walletId) =>
      env.client.workflow.getHandle(walletAccountWorkflowId(walletId)).signal(validationOutcomeSignal, { status: 'success' }),
  });
  await withStubWorker(env, stubs, async (taskQueue) => {
    const { walletId, handle, started } = await start(taskQueue);
    expect(await started).toEqual(pendingWallet(walletId));
    await handle.result();
    expect(log.names()).toEqual(['startWalletValidation', 'provisionWalletAccount']);
    expect(log.inputsOf('startWalletValidation')).toEqual([{ ...request, merchantId: 'mch_logic', plane: 'live', walletId }]);
    expect((await timersAndActivities(env.client, handle.workflowId)).timers).toEqual([]);
  });
});

test('no event: checks after 1 min, then 5 min, then 15 min, until Paystack answers; a failure is stored with its reason', async () => {
  const log = new CallLog();
  const stubs = provisioning(log, { checks: [{ status: 'pending' }, { status: 'pending' }, { status: 'failed', reason: 'BVN mismatch' }] });
  await withStubWorker(env, stubs, async (taskQueue) => {
    const { walletId, handle, started } = await start(taskQueue);
    await started;
    await handle.result();
    expect((await timersAndActivities(env.client, handle.workflowId)).timers).toEqual(VALIDATION_CHECK_DELAYS_MS.slice(0, 3));
    expect(log.count('checkWalletValidation')).toBe(3);
    expect(log.count('provisionWalletAccount')).toBe(0);
    expect(log.inputsOf('failWalletAccount')).toEqual([{ walletId, reason: 'BVN mismatch' }]);
  });
});

test('no answer at all: after the last check the provisioning fails, saying Paystack did not complete it', async () => {
  const log = new CallLog();
  await withStubWorker(env, provisioning(log), async (taskQueue) => {
    const { walletId, handle, started } = await start(taskQueue);
    await started;
    await handle.result();
    expect((await timersAndActivities(env.client, handle.workflowId)).timers).toEqual(VALIDATION_CHECK_DELAYS_MS);
    expect(log.count('checkWalletValidation')).toBe(VALIDATION_CHECK_DELAYS_MS.length);
    expect(log.inputsOf('failWalletAccount')).toEqual([{ walletId, reason: VALIDATION_TIMED_OUT_REASON }]);
  });
});

test('a refused start answers the refusal and the run ends with nothing more', async () => {
  const log = new CallLog();
  const stubs: StubActivities = {
    ...provisioning(log),
    startWalletValidation: async (input) => {
      log.record('startWalletValidation', input);
      throw ApplicationFailure.create({
        type: 'PROVIDER_ERROR',
        message: 'Paystack refused',
        nonRetryable: true,
        details: [{ status: 502, details: null }],
      });
    },
  };
  await withStubWorker(env, stubs, async (taskQueue) => {
    const { handle, started } = await start(taskQueue);
    const err = await started.catch((e) => e);
    expect(err).toBeInstanceOf(WorkflowUpdateFailedError);
    expect(err.cause).toMatchObject({ type: 'PROVIDER_ERROR', message: 'Paystack refused' });
    await handle.result();
    expect(log.names()).toEqual(['startWalletValidation']);
  });
});

test('a start sent to a run that has its outcome is turned away (WALLET_ACCOUNT_ENDING), not answered with the old wallet', async () => {
  const log = new CallLog();
  let release!: () => void;
  const provisioned = new Promise<void>((resolve) => (release = resolve));
  let asked!: () => void;
  const provisionAsked = new Promise<void>((resolve) => (asked = resolve));
  const stubs = provisioning(log, { provision: () => (asked(), provisioned) });
  await withStubWorker(env, stubs, async (taskQueue) => {
    const { handle, started } = await start(taskQueue);
    await started;
    await handle.signal(validationOutcomeSignal, { status: 'success' });
    await provisionAsked;
    const err = await handle.executeUpdate(startWalletAccountUpdate, { args: [request], updateId: randomUUID() }).catch((e) => e);
    expect(err).toBeInstanceOf(WorkflowUpdateFailedError);
    expect(err.cause).toMatchObject({ type: CONTROL_FAILURE.walletAccountEnding });
    release();
    await handle.result();
    expect(log.count('startWalletValidation')).toBe(1);
  });
});
