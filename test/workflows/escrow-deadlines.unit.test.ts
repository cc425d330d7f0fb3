import type { WorkflowHandle } from '@temporalio/client';
import { WorkflowNotFoundError, WorkflowUpdateFailedError } from '@temporalio/client';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { randomUUID } from 'node:crypto';
import type { DisputeView } from '../../src/escrows/disputes';
import type { escrowWorkflow } from '../../workflows/escrow';
import {
  checkoutPaidSignal,
  CreateEscrowRequest,
  createEscrowUpdate,
  escrowCommandUpdate,
  escrowWorkflowId,
} from '../../workflows/escrow-messages';
import { EscrowDeadlineKey } from '../../workflows/search-attributes';
import { eventually } from '../support/eventually';
import { startTimeSkippingServer } from '../support/time-skipping';
import { InMemoryEscrow } from './in-memory-escrow';
import { CallLog, deliverNothing, withStubWorker } from './stub-worker';

// The hold's deadlines through the escrow workflow's own logic, on a time-skipping server: the
// real workflow code, its activities an in-memory escrow row (in-memory-escrow.ts) judging
// deadlines by the server's clock. Every timer path: the release at releaseAt, a dispute
// before it, a merchant's release a moment before it, a deadline moved out or removed, the
// funding deadline without a payment, with one before it and with one after the cancel (a late
// payment, which the ended run cannot take), and the sandbox clock.
// test/escrows/deadlines.test.ts runs the same paths through the API and PostgreSQL.

let env: TestWorkflowEnvironment;
beforeAll(async () => {
  env = await startTimeSkippingServer();
}, 60_000);
afterAll(() => env?.teardown());

const OWNER = { merchantId: 'mch_logic', plane: 'test' as const };
const DAY = 24 * 60 * 60 * 1000;

/** The server's clock as last read: the in-memory row judges deadlines by it. */
let serverNow = Date.now();
async function readServerClock(): Promise<number> {
  serverNow = await env.currentTimeMs();
  return serverNow;
}

function createRequest(options: { debitPayer?: boolean; inspectionPeriod?: number; fundingDeadline?: string } = {}): CreateEscrowRequest {
  return {
    reference: `ref-${randomUUID()}`,
    amount: '10000',
    currency: 'NGN',
    merchantFee: '0',
    debitPayer: options.debitPayer ?? false,
    parties: [
      { role: 'payer', customerId: 'cus_payer' },
      { role: 'payee', customerId: 'cus_payee' },
    ],
    inspectionPeriod: options.inspectionPeriod,
    fundingDeadline: options.fundingDeadline,
  };
}

function escrowFixture() {
  const escrowId = `esc_logic${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const log = new CallLog();
  const row = new InMemoryEscrow(escrowId, log, { clock: () => serverNow });
  return { escrowId, log, row, stubs: { ...deliverNothing, ...row.stubs() } };
}

async function create(taskQueue: string, escrowId: string, request: CreateEscrowRequest) {
  await readServerClock();
  const handle = await env.client.workflow.start<typeof escrowWorkflow>('escrowWorkflow', {
    taskQueue,
    workflowId: escrowWorkflowId(escrowId),
    args: [{ merchantId: OWNER.merchantId, plane: OWNER.plane, escrowId }],
  });
  await handle.executeUpdate(createEscrowUpdate, { args: [request], updateId: 'create' });
  return handle;
}

async function moveReleaseAt(handle: WorkflowHandle, releaseAt: string | null, updateId: string) {
  await readServerClock();
  return handle.executeUpdate(escrowCommandUpdate, { args: [{ kind: 'moveDeadlines', releaseAt }, OWNER], updateId });
}

/** The automatic writes the deadlines issued: activity, operation step and its marker. */
function automaticWrites(log: CallLog) {
  return log.calls
    .map(({ name, input }) => ({ name, ...(input as { operationId: string; automatic?: string; reason?: string }) }))
    .filter((call) => call.automatic)
    .map(({ name, operationId, automatic, reason }) => ({ name, step: operationId.split(':').slice(2).join(':'), automatic, reason }));
}

async function refusalOf(update: Promise<unknown>) {
  const err = await update.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(WorkflowUpdateFailedError);
  return (err as WorkflowUpdateFailedError).cause;
}

test('release at the deadline: an inspection period set at creation releases the rest at fundedAt + period, once, as escrow.released would', async () => {
  const { escrowId, log, row, stubs } = escrowFixture();
  await withStubWorker(env, stubs, async (taskQueue) => {
    const handle = await create(taskQueue, escrowId, createRequest({ debitPayer: true, inspectionPeriod: 7 * 24 * 3600 }));
    const releaseAt = row.state!.releaseAt!;
    expect(Date.parse(releaseAt)).toBe(serverNow + 7 * DAY);
    // A partial release by the merchant leaves the deadline for the rest.
    await handle.executeUpdate(escrowCommandUpdate, { args: [{ kind: 'release', amount: '4000' }, OWNER], updateId: 'part' });
    expect(new Date((await handle.describe()).typedSearchAttributes.get(EscrowDeadlineKey)!).toISOString()).toBe(releaseAt);

    await handle.result(); // the server skips to the timer
    expect(await env.currentTimeMs()).toBeGreaterThanOrEqual(Date.parse(releaseAt));
    expect(row.state).toMatchObject({ status: 'released', releasedAmount: '10000' });
    expect(automaticWrites(log)).toEqual([
      { name: 'releaseEscrow', step: `auto-release:${releaseAt}`, automatic: 'releaseAt', reason: undefined },
    ]);
    expect(log.count('releaseEscrow')).toBe(2);
    // Settled: nothing left for an operator to find by deadline.
    expect((await handle.describe()).typedSearchAttributes.get(EscrowDeadlineKey)).toBeUndefined();
  });
});

test('a dispute opened before the deadline stops the clock: nothing is released automatically, the resolution settles the hold', async () => {
  const { escrowId, log, row, stubs } = escrowFixture();
  await withStubWorker(env, stubs, async (taskQueue) => {
    const handle = await create(taskQueue, escrowId, createRequest({ debitPayer: true, inspectionPeriod: 3600 }));
    const dispute = (await handle.executeUpdate(escrowCommandUpdate, {
      args: [{ kind: 'openDispute', openedBy: 'payer', reasonCode: 'not_as_described', description: 'Wrong colour' }, OWNER],
      updateId: 'dispute',
    })) as DisputeView;
    expect(row.state).toMatchObject({ status: 'disputed', releaseAt: null });
    await env.sleep(2 * DAY); // far past the old deadline
    expect(row.state!.status).toBe('disputed');
    expect(await refusalOf(moveReleaseAt(handle, new Date(serverNow + DAY).toISOString(), 'moot'))).toMatchObject({
      type: 'ESCROW_INVALID_STATE',
    });

    await handle.executeUpdate(escrowCommandUpdate, {
      args: [{ kind: 'resolveDispute', disputeId: dispute.disputeId, action: 'refund' }, OWNER],
      updateId: 'resolve',
    });
    await handle.result();
    expect(row.state).toMatchObject({ status: 'refunded', releasedAmount: '0' });
    expect(automaticWrites(log)).toEqual([]);
  });
});

test('the merchant releases a moment before the deadline: the money moves once, and the timer issues nothing after', async () => {
  const { escrowId, log, row, stubs } = escrowFixture();
  await withStubWorker(env, stubs, async (taskQueue) => {
    const handle = await create(taskQueue, escrowId, createRequest({ debitPayer: true, inspectionPeriod: 3600 }));
    await env.sleep(3600 * 1000 - 1000); // one second to go
    expect(row.state!.status).toBe('held');
    await handle.executeUpdate(escrowCommandUpdate, { args: [{ kind: 'release' }, OWNER], updateId: 'merchant-release' });
    await handle.result();
    expect(row.state).toMatchObject({ status: 'released', releasedAmount: '10000' });
    // One release booked, the merchant's (a local activity run again after a lost task repeats its operation id, never a new one).
    expect(new Set(log.inputsOf('releaseEscrow').map((input) => (input as { operationId: string }).operationId))).toEqual(
      new Set([`escrow:${escrowId}:merchant-release`]),
    );
    expect(automaticWrites(log)).toEqual([]);
  });
});

test('an extended deadline waits for the new time; the old one issues nothing', async () => {
  const { escrowId, log, row, stubs } = escrowFixture();
  await withStubWorker(env, stubs, async (taskQueue) => {
    const handle = await create(taskQueue, escrowId, createRequest({ debitPayer: true, inspectionPeriod: DAY / 1000 }));
    const extended = new Date(serverNow + 3 * DAY).toISOString();
    expect(await moveReleaseAt(handle, extended, 'extend')).toMatchObject({ status: 'held' });
    expect(row.state!.releaseAt).toBe(extended);

    await env.sleep(2 * DAY); // past the first deadline, short of the new one
    expect(row.state!.status).toBe('held');
    expect(automaticWrites(log)).toEqual([]);

    await handle.result();
    expect(await env.currentTimeMs()).toBeGreaterThanOrEqual(Date.parse(extended));
    expect(automaticWrites(log)).toEqual([
      { name: 'releaseEscrow', step: `auto-release:${extended}`, automatic: 'releaseAt', reason: undefined },
    ]);
  });
});

test('a removed deadline releases nothing however long the hold waits; past, too far and passed deadlines are refused before any write', async () => {
  const { escrowId, log, row, stubs } = escrowFixture();
  await withStubWorker(env, stubs, async (taskQueue) => {
    const handle = await create(taskQueue, escrowId, createRequest({ debitPayer: true, inspectionPeriod: DAY / 1000 }));
    const writes = log.calls.length;
    expect(await refusalOf(moveReleaseAt(handle, new Date(serverNow - 1000).toISOString(), 'past'))).toMatchObject({
      type: 'INVALID_REQUEST',
      message: expect.stringContaining('releaseAt: must be in the future'),
    });
    expect(await refusalOf(moveReleaseAt(handle, new Date(serverNow + 366 * DAY).toISOString(), 'far'))).toMatchObject({
      type: 'INVALID_REQUEST',
    });
    expect(log.calls.length).toBe(writes);

    expect(await moveReleaseAt(handle, null, 'remove')).toMatchObject({ status: 'held' });
    expect(row.state!.releaseAt).toBeNull();
    await env.sleep(30 * DAY);
    expect(row.state!.status).toBe('held');
    expect(automaticWrites(log)).toEqual([]);
    expect((await handle.describe()).typedSearchAttributes.get(EscrowDeadlineKey)).toBeUndefined();

    await handle.executeUpdate(escrowCommandUpdate, { args: [{ kind: 'release' }, OWNER], updateId: 'done' });
    await handle.result();
  });
});

test('funding deadline without a payment: the unfunded hold is cancelled at the deadline, with the reason', async () => {
  const { escrowId, log, row, stubs } = escrowFixture();
  await withStubWorker(env, stubs, async (taskQueue) => {
    const fundingDeadline = new Date((await readServerClock()) + 2 * DAY).toISOString();
    const handle = await create(taskQueue, escrowId, createRequest({ fundingDeadline }));
    expect(new Date((await handle.describe()).typedSearchAttributes.get(EscrowDeadlineKey)!).toISOString()).toBe(fundingDeadline);
    await handle.result();
    expect(row.state!.status).toBe('cancelled');
    expect(automaticWrites(log)).toEqual([
      { name: 'cancelEscrow', step: `auto-cancel:${fundingDeadline}`, automatic: 'fundingDeadline', reason: 'funding_deadline_passed' },
    ]);
  });
});

test('funding deadline with a payment before it: the hold is funded, never cancelled, and its inspection period starts at funding', async () => {
  const { escrowId, log, row, stubs } = escrowFixture();
  await withStubWorker(env, stubs, async (taskQueue) => {
    const fundingDeadline = new Date((await readServerClock()) + 2 * DAY).toISOString();
    const handle = await create(taskQueue, escrowId, createRequest({ fundingDeadline, inspectionPeriod: (5 * DAY) / 1000 }));
    await env.sleep(DAY);
    await readServerClock();
    await handle.signal(checkoutPaidSignal, { checkoutId: 'chk_1', channel: 'card', provider: 'sandbox' });
    await eventually(
      () => row.state!.status,
      (status) => status === 'held',
      { what: 'the hold funded', timeoutMs: 10_000, intervalMs: 20 },
    );
    const releaseAt = row.state!.releaseAt!;
    expect(Date.parse(releaseAt)).toBeGreaterThan(Date.parse(fundingDeadline));

    await handle.result();
    expect(row.state!.status).toBe('released');
    expect(log.count('cancelEscrow')).toBe(0);
    expect(automaticWrites(log)).toEqual([
      { name: 'releaseEscrow', step: `auto-release:${releaseAt}`, automatic: 'releaseAt', reason: undefined },
    ]);
  });
});

test("funding deadline with a late payment: the cancelled hold's run has ended, so the payment cannot reach it and the checkout books it (never as funding)", async () => {
  const { escrowId, log, row, stubs } = escrowFixture();
  await withStubWorker(env, stubs, async (taskQueue) => {
    const fundingDeadline = new Date((await readServerClock()) + 2 * DAY).toISOString();
    const handle = await create(taskQueue, escrowId, createRequest({ fundingDeadline, inspectionPeriod: DAY / 1000 }));
    await handle.result();
    expect(row.state).toMatchObject({ status: 'cancelled', fundingPaymentId: null, releaseAt: null });
    // The checkout workflow hands a payment to the hold's run (workflows/checkout.ts handToEscrow);
    // the run is over, so the hand-over fails and the checkout books it itself, as a late payment.
    const late = handle.signal(checkoutPaidSignal, { checkoutId: 'chk_late', channel: 'card', provider: 'sandbox' });
    await expect(late).rejects.toBeInstanceOf(WorkflowNotFoundError);
    expect(log.count('bookCheckoutPayment')).toBe(0);
    expect(automaticWrites(log)).toEqual([
      { name: 'cancelEscrow', step: `auto-cancel:${fundingDeadline}`, automatic: 'fundingDeadline', reason: 'funding_deadline_passed' },
    ]);
  });
});

test("the sandbox clock: advancing the hold's clock past its deadline releases it at once, without the server's time reaching the deadline", async () => {
  const { escrowId, log, row, stubs } = escrowFixture();
  await withStubWorker(env, stubs, async (taskQueue) => {
    const handle = await create(taskQueue, escrowId, createRequest({ debitPayer: true, inspectionPeriod: (7 * DAY) / 1000 }));
    const releaseAt = Date.parse(row.state!.releaseAt!);
    const advanced = await handle.executeUpdate(escrowCommandUpdate, {
      args: [{ kind: 'advanceTestClock', seconds: (7 * DAY) / 1000 }, OWNER],
      updateId: 'advance',
    });
    expect(advanced).toMatchObject({ status: 'held' });
    // Waited for in real time, the server's time not skipped: the hold's own clock reached releaseAt.
    await eventually(
      () => row.state!.status,
      (status) => status === 'released',
      { what: 'the hold released', timeoutMs: 10_000, intervalMs: 20 },
    );
    expect(await env.currentTimeMs()).toBeLessThan(releaseAt);
    await handle.result();
    expect(row.state).toMatchObject({ status: 'released', testClockOffset: (7 * DAY) / 1000 });
    expect(automaticWrites(log)).toHaveLength(1);
  });
});
