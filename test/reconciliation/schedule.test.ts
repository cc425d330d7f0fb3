import { ScheduleHandle, ScheduleOverlapPolicy } from '@temporalio/client';
import type { Stack } from '../support/stack';
import { startStack } from '../support/stack';
import { TestProviderRecords } from '../support/provider-records';
import { dayClosedBefore, lagosDayOf, nextDay, providerDay } from '../../src/reconciliation/days';
import { readReport } from '../../src/reconciliation/report';
import { reconciliationScheduleId } from '../../workflows/reconciliation-messages';
import { ensureReconciliationSchedules } from '../../temporal/reconciliation-schedule';
import { eventually } from '../support/eventually';

// The daily reconciliation's Temporal Schedule on the dev server (the time-skipping test
// server answers CreateSchedule with UNIMPLEMENTED): kept by every worker start without undoing
// an operator's pause, daily at 00:30 Lagos, missed days run when the worker is back, and days
// run one after another, never two at once. A database of its own: a run reads the day's
// bookings of every merchant.

let stack: Stack;
let schedule: ScheduleHandle;
const records = new TestProviderRecords(null); // the provider's books: empty days

beforeAll(async () => {
  stack = await startStack({ ownDatabase: true, activities: { providerRecords: (plane) => (plane === 'live' ? records : null) } });
  await ensureReconciliationSchedules(stack.temporal, { taskQueue: stack.config.taskQueue, planes: ['live'] });
  schedule = stack.temporal.schedule.getHandle(reconciliationScheduleId('live'));
});

afterAll(async () => {
  await schedule?.delete().catch(() => undefined);
  await stack?.stop();
});

test('one schedule per plane, daily at 00:30 in Lagos, buffering a day that comes while one runs, catching up a week', async () => {
  const described = await schedule.describe();
  expect(described.spec.calendars).toEqual([
    expect.objectContaining({ hour: [{ start: 0, end: 0, step: 1 }], minute: [{ start: 30, end: 30, step: 1 }] }),
  ]);
  expect(described.spec.timezone).toBe('Africa/Lagos');
  expect(described.policies).toMatchObject({
    overlap: ScheduleOverlapPolicy.BUFFER_ALL,
    catchupWindow: 7 * 24 * 60 * 60 * 1000,
    pauseOnFailure: false,
  });
  expect(described.action).toMatchObject({
    type: 'startWorkflow',
    workflowType: 'scheduledReconciliationWorkflow',
    taskQueue: stack.config.taskQueue,
    args: [{ plane: 'live' }],
  });
  // The next runs: 23:30Z each day (00:30 in Lagos), a day apart, each reconciling the day just closed.
  const next = described.info.nextActionTimes.slice(0, 3);
  expect(next).toHaveLength(3);
  for (const at of next) expect(at.toISOString()).toMatch(/T23:30:00\.000Z$/);
  expect(next[1].getTime() - next[0].getTime()).toBe(24 * 60 * 60 * 1000);
  expect(dayClosedBefore(next[0])).toBe(lagosDayOf(new Date(next[0].getTime() - 60 * 60 * 1000)));
});

test("a worker start keeps the schedule as it should be, and keeps an operator's pause", async () => {
  await schedule.pause('paused by an operator');
  await ensureReconciliationSchedules(stack.temporal, { taskQueue: stack.config.taskQueue, planes: ['live'] });
  const described = await schedule.describe();
  expect(described.state).toMatchObject({ paused: true, note: 'paused by an operator' });
  expect(described.spec.timezone).toBe('Africa/Lagos');
  await schedule.unpause('resumed');
});

test('missed days (a backfill of three) each reconcile their own day, one after another, never two at once', async () => {
  const today = lagosDayOf(new Date());
  const days = [-4, -3, -2]
    .map((offset) => new Date(providerDay(today).from.getTime() + offset * 24 * 60 * 60 * 1000))
    .map((d) => lagosDayOf(new Date(d.getTime() + 60 * 60 * 1000)));
  // The actions due at 00:30 Lagos after each of those days.
  const start = providerDay(nextDay(days[0])).from;
  const end = new Date(providerDay(nextDay(days[2])).from.getTime() + 60 * 60 * 1000);
  await schedule.backfill([{ start, end, overlap: ScheduleOverlapPolicy.BUFFER_ALL }]);
  const reports = await eventually(
    () => Promise.all(days.map((day) => readReport(stack.sql, 'live', day))),
    (found) => found.every((r) => r.run?.status === 'completed'),
    60_000,
  );
  expect(reports.map((r) => r.day)).toEqual(days);
  const runs = await stack.sql<Array<{ day: string; started_at: Date; finished_at: Date }>>`
    select day::text, started_at, finished_at from reconciliation_runs where plane = 'live' and day = any(${days}::date[]) order by started_at`;
  expect(runs.map((r) => r.day)).toEqual(days);
  for (let i = 1; i < runs.length; i++) expect(runs[i].started_at.getTime()).toBeGreaterThanOrEqual(runs[i - 1].finished_at.getTime());
});

test('a run due while the worker is down is taken when the worker comes back', async () => {
  const yesterday = dayClosedBefore(new Date());
  await stack.stopWorker();
  try {
    await schedule.trigger(ScheduleOverlapPolicy.BUFFER_ALL);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect((await readReport(stack.sql, 'live', yesterday)).run).toBeNull();
  } finally {
    await stack.startWorker();
  }
  const report = await eventually(
    () => readReport(stack.sql, 'live', yesterday),
    (r) => r.run?.status === 'completed',
    60_000,
  );
  expect(report.summary!.open).toBe(0);
  expect((await schedule.describe()).info.recentActions.length).toBeGreaterThanOrEqual(1);
});
