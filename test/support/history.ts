import type { Client, WorkflowHandle } from '@temporalio/client';

// Reading a workflow's history in tests: what it scheduled, waited on and recorded.

export type HistoryEvent = NonNullable<Awaited<ReturnType<WorkflowHandle['fetchHistory']>>['events']>[number];

/** The events of a workflow's history, oldest first. */
export async function eventsOf(handle: Pick<WorkflowHandle, 'fetchHistory'>): Promise<HistoryEvent[]> {
  return (await handle.fetchHistory()).events ?? [];
}

/** Timer durations (ms) and scheduled activity names of a workflow's history, in order. */
export async function timersAndActivities(client: Client, workflowId: string): Promise<{ timers: number[]; activities: string[] }> {
  const events = await eventsOf(client.workflow.getHandle(workflowId));
  return {
    timers: events
      .filter((e) => e.timerStartedEventAttributes)
      .map((e) => Number(e.timerStartedEventAttributes!.startToFireTimeout!.seconds) * 1000),
    activities: events
      .filter((e) => e.activityTaskScheduledEventAttributes)
      .map((e) => e.activityTaskScheduledEventAttributes!.activityType!.name!),
  };
}

/** The names of the signals a history received, in order. */
export function signalNames(events: HistoryEvent[]): string[] {
  return events.flatMap((e) =>
    e.workflowExecutionSignaledEventAttributes ? [e.workflowExecutionSignaledEventAttributes.signalName!] : [],
  );
}

/** The ids of the patches (`patched()`) whose markers a history records, in order. */
export function patchesIn(events: HistoryEvent[]): string[] {
  return events.flatMap((e) =>
    e.markerRecordedEventAttributes?.markerName === 'core_patch'
      ? e.markerRecordedEventAttributes.details!['patch-data'].payloads!.map(
          (p) => JSON.parse(Buffer.from(p.data!).toString()).id as string,
        )
      : [],
  );
}
