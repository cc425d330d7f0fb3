import type { Duration } from '@temporalio/common';
import { msToNumber } from '@temporalio/common/lib/time';
import type { WorkflowInterceptorsFactory } from '@temporalio/workflow';

// A workflow interceptor bundled only into the tests' second workflow bundle (global-setup.ts):
// every activity's and local activity's start-to-close timeout is cut to SHORT_ACTIVITY_TIMEOUT_MS
// at most. The workflows' own policies (workflows/activity-policies.ts, 10 to 30 s) are left as
// they are; a test stack asks for this bundle with `startStack({ shortActivityTimeouts: true })`.
// For the tests that hold a row lock until an activity has timed out and its retry queued
// behind the stalled attempt: the same sequence of attempts, seconds sooner.

/** Long enough for any activity of an unstalled test step on a loaded machine, short enough to wait out. */
export const SHORT_ACTIVITY_TIMEOUT_MS = 3_000;

function capped(timeout: Duration | undefined): Duration {
  return timeout === undefined ? SHORT_ACTIVITY_TIMEOUT_MS : Math.min(msToNumber(timeout), SHORT_ACTIVITY_TIMEOUT_MS);
}

export const interceptors: WorkflowInterceptorsFactory = () => ({
  outbound: [
    {
      scheduleActivity: (input, next) =>
        next({ ...input, options: { ...input.options, startToCloseTimeout: capped(input.options.startToCloseTimeout) } }),
      scheduleLocalActivity: (input, next) =>
        next({ ...input, options: { ...input.options, startToCloseTimeout: capped(input.options.startToCloseTimeout) } }),
    },
  ],
});
