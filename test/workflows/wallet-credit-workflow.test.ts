import { WorkflowFailedError, WorkflowUpdateFailedError } from '@temporalio/client';
import { ApplicationFailure } from '@temporalio/common';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { randomUUID } from 'node:crypto';
import type { WalletView } from '../../src/wallets/view';
import type { walletCreditWorkflow } from '../../workflows/wallet-credit';
import { walletCreditBookedUpdate } from '../../workflows/messages';
import { startTimeSkippingServer } from '../support/time-skipping';
import { CallLog, StubActivities, withStubWorker } from './stub-worker';

// The wallet-credit workflow's own decisions with stubbed activities: the caller is answered
// once the booking commits, the outbox keeps delivering while the delivery says there is
// more, and a credit to an unknown wallet fails the update and the workflow at once.

let env: TestWorkflowEnvironment;
beforeAll(async () => {
  env = await startTimeSkippingServer();
}, 60_000);
afterAll(() => env?.teardown());

async function startCredit(taskQueue: string) {
  const walletId = `wal_logic${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const handle = await env.client.workflow.start<typeof walletCreditWorkflow>('walletCreditWorkflow', {
    taskQueue,
    workflowId: `wallet-credit-${walletId}-m1`,
    args: [{ merchantId: 'mch_logic', plane: 'test', walletId, movementId: 'm1', grossAmount: '1000000', webhooks: { retryIntervalSeconds: 1 } }],
  });
  return { walletId, handle };
}

test('answers with the booked wallet, then delivers until the outbox says nothing more', async () => {
  const log = new CallLog();
  const more = [true, true, false];
  const stubs: StubActivities = {
    bookWalletCredit: async (input) => (log.record('bookWalletCredit', input), { wallet: { walletId: input.walletId } as WalletView, eventIds: [], journalId: 'jnl_1' }),
    deliverOutbox: async (stream) => (log.record('deliverOutbox', stream), { more: more.shift() ?? false }),
  };
  await withStubWorker(env, stubs, async (taskQueue) => {
    const { walletId, handle } = await startCredit(taskQueue);
    expect(await handle.executeUpdate(walletCreditBookedUpdate, { updateId: 'booked' })).toEqual({ walletId });
    await handle.result();
    expect(log.names()).toEqual(['bookWalletCredit', 'deliverOutbox', 'deliverOutbox', 'deliverOutbox']);
    expect(log.inputsOf('deliverOutbox')).toEqual(Array(3).fill(handle.workflowId)); // the workflow id is its outbox stream
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
    const { handle } = await startCredit(taskQueue);
    const refusal = await handle.executeUpdate(walletCreditBookedUpdate, { updateId: 'booked' }).catch((e) => e);
    expect(refusal).toBeInstanceOf(WorkflowUpdateFailedError);
    expect(refusal.cause).toMatchObject({ type: 'WalletCreditFailed' });
    await expect(handle.result()).rejects.toBeInstanceOf(WorkflowFailedError);
    expect(log.count('deliverOutbox')).toBe(0);
  });
});
