import { WorkflowUpdateFailedError } from '@temporalio/client';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { Worker } from '@temporalio/worker';
import { randomUUID } from 'node:crypto';
import type { Activities } from '../../activities';
import type { EscrowWriteResult } from '../../src/escrows/escrow-write';
import type { EscrowState } from '../../src/escrows/rules';
import type { Client } from '@temporalio/client';
import { ApplicationFailure } from '@temporalio/common';
import { EscrowStatusKey } from '../../workflows/search-attributes';
import {
  createEscrowUpdate,
  escrowCommandUpdate,
  escrowRowChangedSignal,
  escrowWorkflowId,
  providerRefundProcessedSignal,
} from '../../workflows/escrow-messages';
import type { escrowWorkflow } from '../../workflows/escrow';
import { eventually } from '../support/eventually';
import { eventsOf, patchesIn } from '../support/history';
import { startTimeSkippingServer } from '../support/time-skipping';
import { EscrowWriteStubs, withCommandChannel } from './in-memory-escrow';
import { workflowBundle } from '../support/workflow-bundle';

// The escrow workflow's own logic, fast: the real workflow code on a time-skipping server, with its
// activities replaced by stubs that keep the escrow's state in memory (no database, no HTTP).
// The full-stack tests cover the same paths end to end; these pin the workflow's decisions:
// validators refuse from the cached state, writes run one at a time, and a write costs no
// delivery activity (the worker's outbox relay sends its events).

type Stubs = Partial<
  Pick<Activities, 'createEscrow' | 'deliverOutbox' | 'readEscrowState' | 'startProviderRefund' | 'completeGuestRefund'> &
    Pick<EscrowWriteStubs, 'releaseEscrow' | 'refundEscrow' | 'cancelEscrow'>
>;

/** The merchant and plane every escrow of this file belongs to (the second argument of each write). */
const OWNER = { merchantId: 'mch_logic', plane: 'test' as const };

let env: TestWorkflowEnvironment;
let client: Client;
beforeAll(async () => {
  env = await startTimeSkippingServer();
  client = env.client;
});
afterAll(async () => {
  await env?.teardown();
});

/** An in-memory escrow of `amount` kobo, held, and stubs that release from it. */
function inMemoryEscrow(escrowId: string, amount: bigint) {
  let state: EscrowState = {
    escrowId,
    status: 'held',
    amount: amount.toString(),
    releasedAmount: '0',
    refundedAmount: '0',
    pendingProviderRefund: false,
    guestPayer: false,
    fundingPaymentId: null,
    openDisputeId: null,
  };
  const result = (): EscrowWriteResult => ({ escrow: { escrowId, status: state.status } as never, state, eventIds: [] });
  const calls = { writes: 0, deliveries: 0, concurrentWrites: 0, maxConcurrentWrites: 0 };
  const stubs: Stubs = {
    createEscrow: async () => result(),
    releaseEscrow: async (input) => {
      calls.writes++;
      calls.maxConcurrentWrites = Math.max(calls.maxConcurrentWrites, ++calls.concurrentWrites);
      await new Promise((r) => setTimeout(r, 20)); // a transaction's worth of time
      const released =
        BigInt(state.releasedAmount) + (input.amount === undefined ? amount - BigInt(state.releasedAmount) : BigInt(input.amount));
      state = { ...state, releasedAmount: released.toString(), status: released === amount ? 'released' : 'partially_released' };
      calls.concurrentWrites--;
      return result();
    },
    // Counted: a write must not schedule one (the outbox relay delivers).
    deliverOutbox: async () => (calls.deliveries++, { more: false }),
  };
  return { stubs, calls };
}

async function withWorker<T>(stubs: Stubs, fn: (taskQueue: string) => Promise<T>): Promise<T> {
  const taskQueue = `escrow-logic-${randomUUID()}`;
  const worker = await Worker.create({
    connection: env.nativeConnection,
    taskQueue,
    activities: withCommandChannel(stubs),
    workflowBundle: await workflowBundle(),
  });
  return worker.runUntil(fn(taskQueue));
}

test('writes run one at a time; no write schedules a delivery activity; the last one ends the workflow', async () => {
  const escrowId = `esc_logic${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const escrow = inMemoryEscrow(escrowId, 10_000n);
  await withWorker(escrow.stubs, async (taskQueue) => {
    const handle = await client.workflow.start<typeof escrowWorkflow>('escrowWorkflow', {
      taskQueue,
      workflowId: escrowWorkflowId(escrowId),
      args: [{ merchantId: 'mch_logic', plane: 'test', escrowId }],
    });
    await handle.executeUpdate(createEscrowUpdate, { args: [{} as never], updateId: 'create' });

    // Five releases at once: one at a time under the entity's lock.
    await Promise.all(
      [1, 2, 3, 4, 5].map((i) =>
        handle.executeUpdate(escrowCommandUpdate, { args: [{ kind: 'release', amount: '1000' }, OWNER], updateId: `r${i}` }),
      ),
    );
    expect(escrow.calls).toMatchObject({ writes: 5, maxConcurrentWrites: 1 });

    // The validator refuses from the cached state, before any activity runs.
    const over = await handle
      .executeUpdate(escrowCommandUpdate, { args: [{ kind: 'release', amount: '6000' }, OWNER], updateId: 'too-much' })
      .catch((e) => e);
    expect(over).toBeInstanceOf(WorkflowUpdateFailedError);
    expect(over.cause).toMatchObject({ type: 'INVALID_RELEASE' });
    expect(escrow.calls.writes).toBe(5);

    // The last release empties the hold: the workflow ends at once, nothing waits for a webhook.
    await handle.executeUpdate(escrowCommandUpdate, { args: [{ kind: 'release' }, OWNER], updateId: 'rest' });
    await handle.result();
    expect(escrow.calls).toMatchObject({ writes: 6, deliveries: 0 });
    const history = await eventsOf(handle);
    expect(history.filter((e) => e.activityTaskScheduledEventAttributes)).toEqual([]);
    // No patch marker: the lost create's adoption asks for its patch on its own path only.
    expect(patchesIn(history)).toEqual([]);
  });
});

/** Starts an escrow's workflow, as the API's update-with-start does. */
async function startEscrow(taskQueue: string, escrowId: string) {
  return client.workflow.start<typeof escrowWorkflow>('escrowWorkflow', {
    taskQueue,
    workflowId: escrowWorkflowId(escrowId),
    args: [{ merchantId: 'mch_logic', plane: 'test', escrowId }],
  });
}

test('escrowRowChanged: the workflow reads its row again; a write it never saw that closed the hold ends the run', async () => {
  const escrowId = `esc_logic${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const escrow = inMemoryEscrow(escrowId, 10_000n);
  // The row as the database has it: the held escrow at first, then released by a write whose
  // Update this run never completed (its task lost with a worker; the API answered from the record).
  let row: EscrowState = (await escrow.stubs.createEscrow!({} as never)).state;
  const reads: Array<{ merchantId: string; plane: string; escrowId: string }> = [];
  const stubs: Stubs = {
    ...escrow.stubs,
    // A plain state, as results recorded without the pending refund's id read: nothing to ask for.
    readEscrowState: async (target) => (reads.push(target), row),
  };
  await withWorker(stubs, async (taskQueue) => {
    const handle = await startEscrow(taskQueue, escrowId);
    await handle.executeUpdate(createEscrowUpdate, { args: [{} as never], updateId: 'create' });

    // Nothing changed: the run goes on and takes the next write.
    await handle.signal(escrowRowChangedSignal);
    await handle.executeUpdate(escrowCommandUpdate, { args: [{ kind: 'release', amount: '1000' }, OWNER], updateId: 'r1' });
    expect(reads).toEqual([{ merchantId: OWNER.merchantId, plane: OWNER.plane, escrowId }]);
    expect((await handle.describe()).status.name).toBe('RUNNING');

    row = { ...row, status: 'released', releasedAmount: '10000' };
    await handle.signal(escrowRowChangedSignal);
    await handle.result();
    expect(reads).toHaveLength(2);
    expect((await handle.describe()).typedSearchAttributes.get(EscrowStatusKey)).toBe('released');
  });
});

test('escrowRowChanged: a guest refund recorded by a write the run never saw goes to the provider, and its outcome ends the run', async () => {
  const escrowId = `esc_logic${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const escrow = inMemoryEscrow(escrowId, 10_000n);
  const held: EscrowState = { ...(await escrow.stubs.createEscrow!({} as never)).state, guestPayer: true };
  // The refund command committed in a lost task: the row holds a pending refund this run never recorded.
  let row = held;
  let pendingRefundId: string | null = null;
  const asked: string[] = [];
  const booked: string[] = [];
  const stubs: Stubs = {
    ...escrow.stubs,
    createEscrow: async () => ({ escrow: { escrowId } as never, state: held, eventIds: [] }),
    readEscrowState: async () => ({ ...row, pendingRefundId }),
    startProviderRefund: async ({ refundId }) => (asked.push(refundId), { providerReference: `ref-${refundId}` }),
    completeGuestRefund: async ({ refundId }) => {
      booked.push(refundId);
      row = { ...row, status: 'refunded', refundedAmount: row.amount, pendingProviderRefund: false };
      return { escrow: { escrowId } as never, state: row, eventIds: [] };
    },
  };
  await withWorker(stubs, async (taskQueue) => {
    const handle = await startEscrow(taskQueue, escrowId);
    await handle.executeUpdate(createEscrowUpdate, { args: [{} as never], updateId: 'create' });

    row = { ...held, pendingProviderRefund: true };
    pendingRefundId = 'ref_unseen';
    await handle.signal(escrowRowChangedSignal);
    await handle.signal(escrowRowChangedSignal); // told twice: asked once
    await eventually(
      () => asked.length,
      (asks) => asks > 0,
      { what: 'the provider asked to refund', timeoutMs: 10_000, intervalMs: 20 },
    );
    expect((await handle.describe()).status.name).toBe('RUNNING'); // the refund is pending: the run waits for its outcome

    await handle.signal(providerRefundProcessedSignal, { refundId: 'ref_unseen', providerReference: 'ref-ref_unseen' });
    await handle.result();
    expect({ asked, booked }).toEqual({ asked: ['ref_unseen'], booked: ['ref_unseen'] });
    expect((await handle.describe()).typedSearchAttributes.get(EscrowStatusKey)).toBe('refunded');
  });
});

test('escrowRowChanged before any create, with no row: the run reads it, keeps waiting, and takes the create when it comes', async () => {
  const escrowId = `esc_logic${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const escrow = inMemoryEscrow(escrowId, 10_000n);
  let reads = 0;
  const stubs: Stubs = { ...escrow.stubs, readEscrowState: async () => (reads++, null) };
  await withWorker(stubs, async (taskQueue) => {
    const handle = await startEscrow(taskQueue, escrowId);
    await handle.signal(escrowRowChangedSignal);
    await eventually(
      () => reads,
      (count) => count === 1,
      { what: 'the row read', timeoutMs: 10_000, intervalMs: 20 },
    );
    expect((await handle.describe()).status.name).toBe('RUNNING');

    await handle.executeUpdate(createEscrowUpdate, { args: [{} as never], updateId: 'create' });
    await handle.executeUpdate(escrowCommandUpdate, { args: [{ kind: 'release' }, OWNER], updateId: 'all' });
    await handle.result();
    expect(escrow.calls.writes).toBe(1);
  });
});

test('a refused create writes nothing, marks the workflow not_created and ends it', async () => {
  const escrowId = `esc_logic${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  let deliveries = 0;
  const stubs: Stubs = {
    createEscrow: async () => {
      throw ApplicationFailure.create({ type: 'DUPLICATE_REFERENCE', message: 'reference in use', nonRetryable: true });
    },
    deliverOutbox: async () => (deliveries++, { more: false }),
  };
  await withWorker(stubs, async (taskQueue) => {
    const handle = await startEscrow(taskQueue, escrowId);
    const refusal = await handle.executeUpdate(createEscrowUpdate, { args: [{} as never], updateId: 'create' }).catch((e) => e);
    expect(refusal).toBeInstanceOf(WorkflowUpdateFailedError);
    expect(refusal.cause).toMatchObject({ type: 'DUPLICATE_REFERENCE' });
    await handle.result();
    expect((await handle.describe()).typedSearchAttributes.get(EscrowStatusKey)).toBe('not_created');
    expect(deliveries).toBe(0);
  });
});

test('on a held escrow, cancel and an over-large refund are refused by the validators, before any activity', async () => {
  const escrowId = `esc_logic${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const escrow = inMemoryEscrow(escrowId, 10_000n);
  const writes: string[] = [];
  const stubs: Stubs = {
    ...escrow.stubs,
    deliverOutbox: async () => ({ more: false }),
    refundEscrow: async () => (writes.push('refund'), escrow.stubs.createEscrow!({} as never)),
    cancelEscrow: async () => (writes.push('cancel'), escrow.stubs.createEscrow!({} as never)),
  };
  await withWorker(stubs, async (taskQueue) => {
    const handle = await startEscrow(taskQueue, escrowId);
    await handle.executeUpdate(createEscrowUpdate, { args: [{} as never], updateId: 'create' });
    const cancel = await handle
      .executeUpdate(escrowCommandUpdate, { args: [{ kind: 'cancel' }, OWNER], updateId: 'cancel' })
      .catch((e) => e);
    expect(cancel.cause).toMatchObject({ type: 'ESCROW_NOT_CANCELLABLE' });
    const refund = await handle
      .executeUpdate(escrowCommandUpdate, { args: [{ kind: 'refund', amount: '10001' }, OWNER], updateId: 'refund' })
      .catch((e) => e);
    expect(refund.cause).toMatchObject({ type: 'INVALID_REFUND' });
    // Another merchant's write, or the same merchant's from the other plane: the escrow does not
    // exist for it (NOT_FOUND, the API's 404), whatever the rule would have said.
    for (const stranger of [
      { merchantId: 'mch_other', plane: 'test' as const },
      { ...OWNER, plane: 'live' as const },
    ]) {
      const release = await handle
        .executeUpdate(escrowCommandUpdate, { args: [{ kind: 'release' }, stranger], updateId: `stranger-${stranger.plane}` })
        .catch((e) => e);
      expect(release).toBeInstanceOf(WorkflowUpdateFailedError);
      expect(release.cause).toMatchObject({ type: 'NOT_FOUND', message: 'Escrow not found' });
      const cancel = await handle
        .executeUpdate(escrowCommandUpdate, { args: [{ kind: 'cancel' }, stranger], updateId: `stranger-cancel-${stranger.plane}` })
        .catch((e) => e);
      expect(cancel.cause).toMatchObject({ type: 'NOT_FOUND' });
    }
    expect(writes).toEqual([]);
    expect(escrow.calls.writes).toBe(0);
    await handle.executeUpdate(escrowCommandUpdate, { args: [{ kind: 'release' }, OWNER], updateId: 'rest' }); // ends it
    await handle.result();
  });
});
