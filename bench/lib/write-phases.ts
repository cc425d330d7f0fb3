import { temporal } from '@temporalio/proto';
import { median } from './stats';

// bench:anatomy's phases of a write: where its latency went, from the client's clock and the
// workflow history's event times (the server's clock, on the same machine).

type HistoryEvent = temporal.api.history.v1.IHistoryEvent;
const EventType = temporal.api.enums.v1.EventType;

/** A call's span in wall-clock milliseconds. */
export type Span = { startedAt: number; endedAt: number };

/** Where a write's latency went: until its workflow task started, the task, and after the task completed. */
export type Phases = { toTask: number; task: number; afterTask: number };

/** Now in wall-clock milliseconds, below the millisecond. */
export const wallNow = () => performance.timeOrigin + performance.now();

const eventMs = (e: HistoryEvent) => Number(e.eventTime!.seconds) * 1000 + (e.eventTime!.nanos ?? 0) / 1e6;

/**
 * The phases of the call whose workflow task started and completed within its span: the API's
 * work and the server's until a worker took the task, the task (the write's transaction as a
 * local activity and the workflow code around it), and the Update's answer back through the
 * API to the client. Undefined when no task of this history ran within the span. The
 * completion is the one that follows that start: an earlier task's, landing in the span, is
 * not the call's.
 */
export function phasesOf(events: HistoryEvent[], span: Span): Phases | undefined {
  const within = (e: HistoryEvent) => eventMs(e) >= span.startedAt && eventMs(e) <= span.endedAt;
  const start = events.findIndex((e) => e.eventType === EventType.EVENT_TYPE_WORKFLOW_TASK_STARTED && within(e));
  if (start < 0) return undefined;
  const started = events[start];
  const completed = events.find((e, i) => i > start && e.eventType === EventType.EVENT_TYPE_WORKFLOW_TASK_COMPLETED && within(e));
  if (!completed) return undefined;
  return {
    toTask: eventMs(started) - span.startedAt,
    task: eventMs(completed) - eventMs(started),
    afterTask: span.endedAt - eventMs(completed),
  };
}

/** Each phase's median over the calls (so the three need not add up to the calls' p50). */
export function medianPhases(phases: Phases[]): Phases {
  return {
    toTask: median(phases.map((p) => p.toTask)),
    task: median(phases.map((p) => p.task)),
    afterTask: median(phases.map((p) => p.afterTask)),
  };
}
