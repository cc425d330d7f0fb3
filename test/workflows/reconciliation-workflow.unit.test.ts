import { WorkflowFailedError } from '@temporalio/client';
import { ApplicationFailure } from '@temporalio/common';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { randomUUID } from 'node:crypto';
import { dayClosedBefore } from '../../src/reconciliation/days';
import type { reconciliationWorkflow, scheduledReconciliationWorkflow } from '../../workflows/reconciliation';
import { STEPS_PER_RUN } from '../../workflows/reconciliation';
import { RECONCILIATION_FAILED, reconciliationWorkflowId } from '../../workflows/reconciliation-messages';
import { startTimeSkippingServer } from '../support/time-skipping';
import { CallLog, StubActivities, withStubWorker } from './stub-worker';

// The reconciliation workflow's own decisions with stubbed activities on a time-skipping
// server (a Schedule cannot be tested here: the test server answers CreateSchedule with
// UNIMPLEMENTED; the schedule's own tests run on the dev server, test/reconciliation/schedule.test.ts):
// the order of its steps, the continue-as-new that bounds its history, the provider's
// Retry-After honoured, a failure recorded, and the schedule's action reconciling the day that
// closed before it.

let env: TestWorkflowEnvironment;
beforeAll(async () => {
  env = await startTimeSkippingServer();
}, 60_000);
afterAll(() => env?.teardown());

type Pages = Partial<Record<'transaction' | 'transfer' | 'refund' | 'settlement', number>>;

/** Stubs of every step: `pages` per source, one settlement with one page of items, one batch each after. */
function stubs(log: CallLog, pages: Pages = {}, overrides: StubActivities = {}): StubActivities {
  let settlementsNamed = 0;
  const once = new Set<string>();
  const firstThenDone = (name: string, value: string) => {
    if (once.has(name)) return null;
    once.add(name);
    return value;
  };
  return {
    beginReconciliation: async (input) => void log.record('beginReconciliation', input),
    readProviderPage: async (input) => {
      log.record(`read:${input.source}`, input.cursor.page);
      const last = pages[input.source] ?? 1;
      return { next: input.cursor.page < last ? { page: input.cursor.page + 1, perPage: input.cursor.perPage } : null, records: 1 };
    },
    nextStagedSettlement: async (input) => (log.record('nextStagedSettlement', input.after), settlementsNamed++ === 0 ? 'set_1' : null),
    readSettlementItems: async (input) => (log.record('readSettlementItems', input.settlementId), { next: null, records: 2 }),
    classifyRefundBatch: async () => (log.record('classifyRefundBatch', null), { last: firstThenDone('refunds', 'chk-1') }),
    checkSettlementBatch: async () => (log.record('checkSettlementBatch', null), { last: firstThenDone('settlements', 'set_1') }),
    sweepLedgerBatch: async (input) => (log.record(`sweep:${input.sweep}`, input.cursor), { cursor: null, flagged: 0 }),
    healBatch: async () => (log.record('healBatch', null), { tried: 0, healed: 0, last: null }),
    completeReconciliation: async (input) => (log.record('completeReconciliation', input), { healed: 0, open: 0 } as never),
    failReconciliation: async (input) => void log.record('failReconciliation', input),
    ...overrides,
  };
}

const run = (taskQueue: string, day = '2026-11-27', extra: object = {}) =>
  env.client.workflow.execute<typeof reconciliationWorkflow>('reconciliationWorkflow', {
    taskQueue,
    workflowId: `${reconciliationWorkflowId('live', day)}-${randomUUID()}`,
    args: [{ plane: 'live', day, ...extra }],
  });

test("reads every source page by page, then the settlements' items, classes refunds and settlements, sweeps the ledger, heals, completes", async () => {
  const log = new CallLog();
  await withStubWorker(env, stubs(log, { transaction: 2 }), async (taskQueue) => {
    const result = await run(taskQueue);
    expect(result).toMatchObject({ plane: 'live', day: '2026-11-27' });
  });
  expect(log.names()).toEqual([
    'beginReconciliation',
    'read:transaction',
    'read:transaction',
    'read:transfer',
    'read:refund',
    'read:settlement',
    'nextStagedSettlement',
    'readSettlementItems',
    'nextStagedSettlement',
    'classifyRefundBatch',
    'classifyRefundBatch',
    'checkSettlementBatch',
    'checkSettlementBatch',
    'sweep:payments',
    'sweep:deposits',
    'sweep:withdrawals',
    'sweep:refunds',
    'healBatch',
    'completeReconciliation',
  ]);
  expect(log.inputsOf('nextStagedSettlement')).toEqual([null, 'set_1']);
});

test('a day of many pages continues as new and carries its cursor: every page read once, the run begun once, one report', async () => {
  const log = new CallLog();
  const pages = STEPS_PER_RUN + 40;
  await withStubWorker(env, stubs(log, { transaction: pages }), async (taskQueue) => {
    const workflowId = `reconciliation-live-many-${randomUUID()}`;
    const handle = await env.client.workflow.start<typeof reconciliationWorkflow>('reconciliationWorkflow', {
      taskQueue,
      workflowId,
      args: [{ plane: 'live', day: '2026-11-27' }],
    });
    const result = await handle.result();
    const first = await env.client.workflow.getHandle(workflowId, handle.firstExecutionRunId).fetchHistory();
    expect(first.events!.at(-1)!.workflowExecutionContinuedAsNewEventAttributes).toBeTruthy();
    // The run id of the report is the first run's, also after continuing as new.
    expect(result.runId).toBe(handle.firstExecutionRunId);
  });
  expect(log.inputsOf('read:transaction')).toEqual(Array.from({ length: pages }, (_, i) => i + 1));
  expect(log.count('beginReconciliation')).toBe(1);
  expect(log.count('completeReconciliation')).toBe(1);
});

test("a 429 with Retry-After is retried after the provider's delay, then the run goes on", async () => {
  const log = new CallLog();
  const scheduled: number[] = [];
  const read = stubs(log).readProviderPage!;
  const overrides: StubActivities = {
    readProviderPage: async (input) => {
      if (input.source === 'transfer') {
        scheduled.push(Number(await env.currentTimeMs()));
        if (scheduled.length === 1)
          throw ApplicationFailure.create({ type: 'PROVIDER_ERROR', message: 'Paystack answered 429', nextRetryDelay: '10 minutes' });
      }
      return read(input);
    },
  };
  await withStubWorker(env, stubs(log, {}, overrides), async (taskQueue) => {
    await run(taskQueue);
  });
  expect(scheduled).toHaveLength(2);
  expect(scheduled[1] - scheduled[0]).toBeGreaterThanOrEqual(10 * 60_000);
  expect(log.count('completeReconciliation')).toBe(1);
});

test('a failure past the retries records the run failed with why and fails the workflow; nothing is completed', async () => {
  const log = new CallLog();
  const overrides: StubActivities = {
    readProviderPage: async (input) => {
      if (input.source === 'refund')
        throw ApplicationFailure.nonRetryable('the provider refused the read: Invalid date', 'PROVIDER_REFUSED');
      return { next: null, records: 0 };
    },
  };
  await withStubWorker(env, stubs(log, {}, overrides), async (taskQueue) => {
    const failed = await run(taskQueue).catch((err) => err);
    expect(failed).toBeInstanceOf(WorkflowFailedError);
    expect((failed as WorkflowFailedError).cause).toMatchObject({ type: RECONCILIATION_FAILED });
    expect((failed as WorkflowFailedError).cause!.message).toContain('Invalid date');
  });
  expect(log.inputsOf('failReconciliation')).toEqual([expect.objectContaining({ failure: 'the provider refused the read: Invalid date' })]);
  expect(log.count('completeReconciliation')).toBe(0);
});

test("the schedule's action reconciles the Lagos day that closed before it, as that day's workflow; a run of that day already going is left to finish", async () => {
  const log = new CallLog();
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const overrides: StubActivities = {
    beginReconciliation: async (input) => {
      log.record('beginReconciliation', input);
      if (log.count('beginReconciliation') === 1) await held;
    },
  };
  await withStubWorker(env, stubs(log, {}, overrides), async (taskQueue) => {
    const scheduled = (id: string) =>
      env.client.workflow.start<typeof scheduledReconciliationWorkflow>('scheduledReconciliationWorkflow', {
        taskQueue,
        workflowId: id,
        args: [{ plane: 'test' }],
      });
    const first = await scheduled(`scheduled-${randomUUID()}`);
    const day = dayClosedBefore(new Date((await first.describe()).startTime));
    const dayWorkflow = env.client.workflow.getHandle(reconciliationWorkflowId('test', day));
    await eventuallyRunning(dayWorkflow);
    const second = await (await scheduled(`scheduled-${randomUUID()}`)).result();
    expect(second).toEqual({ day, outcome: 'already_running' });
    release();
    expect(await first.result()).toMatchObject({ day, outcome: 'completed', result: { plane: 'test', day } });
  });
  expect(log.count('beginReconciliation')).toBe(1);
});

async function eventuallyRunning(handle: { describe(): Promise<{ status: { name: string } }> }): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await handle.describe()).status.name === 'RUNNING') return;
    } catch {
      // not started yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("the day's workflow never started");
}
