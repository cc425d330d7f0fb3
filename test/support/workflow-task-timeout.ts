import type { WorkflowClientInterceptor } from '@temporalio/client';
import type { Duration } from '@temporalio/common';
import { msToTs } from '@temporalio/common/lib/time';

/**
 * A client interceptor that starts every workflow with `timeout` as its workflow task timeout
 * (Temporal's default is 10 s): for tests that kill a worker in the middle of a workflow task
 * and wait for the server to hand the task to a fresh worker.
 */
export function workflowTaskTimeout(timeout: Duration): WorkflowClientInterceptor {
  const workflowTaskTimeout = msToTs(timeout);
  return {
    start: (input, next) => next({ ...input, options: { ...input.options, workflowTaskTimeout } }),
    startWithDetails: (input, next) => next({ ...input, options: { ...input.options, workflowTaskTimeout } }),
    signalWithStart: (input, next) => next({ ...input, options: { ...input.options, workflowTaskTimeout } }),
    startUpdateWithStart: (input, next) => next({ ...input, workflowStartOptions: { ...input.workflowStartOptions, workflowTaskTimeout } }),
  };
}
