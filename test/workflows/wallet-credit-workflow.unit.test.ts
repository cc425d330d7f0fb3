import { WithStartWorkflowOperation, WorkflowFailedError, WorkflowUpdateFailedError } from '@temporalio/client';
import { ApplicationFailure } from '@temporalio/common';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { randomUUID } from 'node:crypto';
import type { WalletView } from '../../src/wallets/view';
import type { walletCreditWorkflow } from '../../workflows/wallet-credit';
import { walletCreditBookedUpdate } from '../../workflows/wallet-credit-messages';
import { startTimeSkippingServer } from '../support/time-skipping';
import { CallLog, StubActivities, withStubWorker } from './stub-worker';

// The wallet-credit workflow's own decisions with stubbed activities: the caller is answered
// once the booking commits and the workflow ends (its event is the worker's outbox relay's to
// deliver: no delivery activity), and a credit to an unknown wallet fails the update and the
// workflow at once.

let env: TestWorkflowEnvironment;
beforeAll(async () => {
  env = await startTimeSkippingServer();
}, 60_000);
afterAll(() => env?.teardown());

/** Starts the credit's workflow with its Update in one call, as the API does (update-with-start). */
async function creditWithStart(taskQueue: string) {
  const walletId = `wal_logic${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const start = new WithStartWorkflowOperation<typeof walletCreditWorkflow>('walletCreditWorkflow', {
    taskQueue,
    workflowId: `wallet-credit-${walletId}-m1`,
    workflowIdConflictPolicy: 'USE_EXISTING',
    args: [{ merchantId: 'mch_logic', plane: 'test', walletId, movementId: 'm1', grossAmount: '1000000' }],
  });
  const answer = env.client.workflow.executeUpdateWithStart(walletCreditBookedUpdate, {
    updateId: 'booked',
    startWorkflowOperation: start,
  });
  return { walletId, answer, handle: await start.workflowHandle() };
}

test('answers with the booked wallet and ends: no delivery activity (the outbox relay sends)', async () => {
  const log = new CallLog();
  const stubs: StubActivities = {
    bookWalletCredit: async (input) => (
      log.record('bookWalletCredit', input),
      { wallet: { walletId: input.walletId } as WalletView, eventIds: [], journalId: 'jnl_1' }
    ),
    deliverOutbox: async (stream) => (log.record('deliverOutbox', stream), { more: false }),
  };
  await withStubWorker(env, stubs, async (taskQueue) => {
    const { walletId, answer, handle } = await creditWithStart(taskQueue);
    expect(await answer).toEqual({ walletId });
    await handle.result();
    expect(log.names()).toEqual(['bookWalletCredit']);
    // The booking writes its event onto the stream named by the workflow id, which the relay delivers.
    expect(log.inputsOf('bookWalletCredit')).toEqual([expect.objectContaining({ stream: handle.workflowId })]);
  });
});

test('an unknown wallet: the update fails, nothing is delivered, the workflow fails', async () => {
  const log = new CallLog();
  const stubs: StubActivities = {
    bookWalletCredit: async () => {
      throw ApplicationFailure.nonRetryable('no such wallet', 'UnknownWalletError');
    },
    deliverOutbox: async (stream) => (log.record('deliverOutbox', stream), { more: false }),
  };
  await withStubWorker(env, stubs, async (taskQueue) => {
    const { answer, handle } = await creditWithStart(taskQueue);
    const refusal = await answer.catch((e) => e);
    expect(refusal).toBeInstanceOf(WorkflowUpdateFailedError);
    expect(refusal.cause).toMatchObject({ type: 'WalletCreditFailed' });
    await expect(handle.result()).rejects.toBeInstanceOf(WorkflowFailedError);
    expect(log.count('deliverOutbox')).toBe(0);
  });
});
