import { Client, ScheduleAlreadyRunning, ScheduleOptions, ScheduleOverlapPolicy, Workflow } from '@temporalio/client';
import type { Plane } from '../src/keys';
import { reconciliationScheduleId, ScheduledReconciliationInput } from '../workflows/reconciliation-messages';
import { PlaneKey } from '../workflows/search-attributes';

// The daily reconciliation's Temporal Schedules, one per plane (client code: the worker keeps
// them when it starts; no workflow imports this). Each starts scheduledReconciliationWorkflow
// shortly after the provider's day closes in Lagos; an operator sees, pauses and triggers it
// in the Temporal UI (Schedules) or with `temporal schedule`.

/** When the day's run starts: 00:30 in Lagos, once the provider's day has closed. */
const RECONCILIATION_TIME = { hour: 0, minute: 30 } as const;
const RECONCILIATION_TIME_ZONE = 'Africa/Lagos';
/** Runs the Temporal server missed while it was down this long are still taken when it is back. */
const RECONCILIATION_CATCHUP_WINDOW = '7 days';

/** The schedule of one plane, as it should be. */
function reconciliationSchedule(plane: Plane, taskQueue: string): ScheduleOptions {
  const input: ScheduledReconciliationInput = { plane };
  return {
    scheduleId: reconciliationScheduleId(plane),
    spec: {
      calendars: [
        {
          ...RECONCILIATION_TIME,
          comment: `daily, ${RECONCILIATION_TIME.hour}:${String(RECONCILIATION_TIME.minute).padStart(2, '0')} ${RECONCILIATION_TIME_ZONE}`,
        },
      ],
      timezone: RECONCILIATION_TIME_ZONE,
    },
    action: {
      type: 'startWorkflow',
      workflowType: 'scheduledReconciliationWorkflow',
      // The server appends the scheduled time, so each day's action has an id of its own.
      workflowId: `${reconciliationScheduleId(plane)}-scheduled`,
      taskQueue,
      args: [input],
      typedSearchAttributes: [{ key: PlaneKey, value: plane }],
    },
    policies: {
      // A run that is still going holds the next day back (each missed day still runs, in
      // order): two runs of one day never overlap, and neither do two days.
      overlap: ScheduleOverlapPolicy.BUFFER_ALL,
      catchupWindow: RECONCILIATION_CATCHUP_WINDOW,
      pauseOnFailure: false,
    },
    state: { note: `Daily reconciliation of the ${plane} plane with the provider's books (docs/operations.md "Reconciliation")` },
  };
}

/**
 * Creates each plane's schedule, or brings an existing one to this spec, action and policies
 * (idempotent: every worker start does it). An operator's pause is kept: the state is left as
 * it is on an update.
 */
export async function ensureReconciliationSchedules(client: Client, options: { taskQueue: string; planes: Plane[] }): Promise<string[]> {
  const ids: string[] = [];
  for (const plane of options.planes) {
    const wanted = reconciliationSchedule(plane, options.taskQueue);
    // <Workflow> given, not inferred: inferring it through ScheduleOptions took tsc 5 s.
    try {
      await client.schedule.create<Workflow>(wanted);
    } catch (err) {
      if (!(err instanceof ScheduleAlreadyRunning)) throw err;
      await client.schedule.getHandle(wanted.scheduleId).update<Workflow>((current) => ({
        ...current,
        spec: wanted.spec,
        action: wanted.action,
        policies: { ...current.policies, ...wanted.policies },
      }));
    }
    ids.push(wanted.scheduleId);
  }
  return ids;
}
