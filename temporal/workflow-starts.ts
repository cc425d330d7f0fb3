import {
  WithStartWorkflowOperation,
  type WorkflowClient,
  type WorkflowIdConflictPolicy,
  type WorkflowStartOptions,
} from '@temporalio/client';
import type * as registered from '../workflows/index';

// How the API and the worker start workflows: by the name the worker registers each under
// (workflows/index.ts), with the start options typed by that workflow's own function, so a
// wrong name or a wrong start argument fails to compile. The functions are imported as types
// only: nothing of the workflow code is loaded where workflows are started.

type Registered = typeof registered;
export type WorkflowName = keyof Registered;

/** The start options of the workflow registered as `N`: `args` are its function's parameters. */
export type StartOptions<N extends WorkflowName> = WorkflowStartOptions<Registered[N]>;

/** update-with-start's start of `name`. */
export function startOperation<N extends WorkflowName>(
  name: N,
  options: StartOptions<N> & { workflowIdConflictPolicy: WorkflowIdConflictPolicy },
): WithStartWorkflowOperation<Registered[N]> {
  return new WithStartWorkflowOperation<Registered[N]>(name, options);
}

/** Starts `name` (its handle once the server has it). */
export function startWorkflow<N extends WorkflowName>(client: WorkflowClient, name: N, options: StartOptions<N>) {
  return client.start<Registered[N]>(name, options);
}

/** Starts `name` and waits for its result. */
export function executeWorkflow<N extends WorkflowName>(client: WorkflowClient, name: N, options: StartOptions<N>) {
  return client.execute<Registered[N]>(name, options);
}
