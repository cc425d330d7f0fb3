import { msToTs } from '@temporalio/common/lib/time';
import { temporal } from '@temporalio/proto';
import { medianPhases, phasesOf } from '../../bench/lib/write-phases';

// bench:anatomy's phases of a write (bench/lib/write-phases.ts): the task a call ran is found by
// its events' times within the call's span.

const EventType = temporal.api.enums.v1.EventType;
const at = (eventType: temporal.api.enums.v1.EventType, ms: number): temporal.api.history.v1.IHistoryEvent => ({
  eventType,
  eventTime: msToTs(ms),
});

// Two writes to one workflow: the first's task ran from 1,000,010 to 1,000,025 ms, the second's from 1,000,110 to 1,000,120.
const history = [
  at(EventType.EVENT_TYPE_WORKFLOW_EXECUTION_STARTED, 1_000_004),
  at(EventType.EVENT_TYPE_WORKFLOW_TASK_STARTED, 1_000_010),
  at(EventType.EVENT_TYPE_WORKFLOW_TASK_COMPLETED, 1_000_025),
  at(EventType.EVENT_TYPE_WORKFLOW_TASK_STARTED, 1_000_110.5),
  at(EventType.EVENT_TYPE_WORKFLOW_TASK_COMPLETED, 1_000_120),
];

test("a call's phases are its own task's: until it started, the task, after it completed", () => {
  const first = phasesOf(history, { startedAt: 1_000_000, endedAt: 1_000_030 });
  expect(first).toEqual({ toTask: 10, task: 15, afterTask: 5 });
  const second = phasesOf(history, { startedAt: 1_000_100, endedAt: 1_000_124 })!;
  expect(second.toTask).toBeCloseTo(10.5, 6);
  expect(second.task).toBeCloseTo(9.5, 6);
  expect(second.afterTask).toBeCloseTo(4, 6);
});

test('a call that ran no task of the history has no phases', () => {
  expect(phasesOf(history, { startedAt: 1_000_030, endedAt: 1_000_100 })).toBeUndefined();
  // A task that started before the call and completed within it is not the call's.
  expect(phasesOf(history, { startedAt: 1_000_015, endedAt: 1_000_050 })).toBeUndefined();
});

test("an earlier task's completion inside the span is not taken for the call's", () => {
  // The span holds the first task's completion (1,000,025) before its own task (1,000,110.5 to 1,000,120).
  const phases = phasesOf(history, { startedAt: 1_000_020, endedAt: 1_000_124 })!;
  expect(phases.toTask).toBeCloseTo(90.5, 6);
  expect(phases.task).toBeCloseTo(9.5, 6);
  expect(phases.afterTask).toBeCloseTo(4, 6);
});

test("each phase's median is taken apart", () => {
  const phases = [
    { toTask: 1, task: 30, afterTask: 5 },
    { toTask: 3, task: 10, afterTask: 4 },
    { toTask: 2, task: 20, afterTask: 6 },
  ];
  expect(medianPhases(phases)).toEqual({ toTask: 2, task: 20, afterTask: 5 });
});
