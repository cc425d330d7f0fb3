import { NativeConnection, Worker, WorkerOptions } from '@temporalio/worker';
import { createActivities, ActivityDeps } from '../activities';
import { faultInjection } from './fault-injection';

export type WorkerSetup = {
  connection: NativeConnection;
  namespace: string;
  taskQueue: string;
  deps: ActivityDeps;
  /** A prebuilt bundle (tests build one for all files); else workflows are bundled now. */
  workflowBundle?: { codePath: string };
  /** FAULT_KILL_AFTER (crash tests only): see fault-injection.ts. */
  faultKillAfter?: string;
};

export function createWorker(setup: WorkerSetup): Promise<Worker> {
  const options: WorkerOptions = {
    connection: setup.connection,
    namespace: setup.namespace,
    taskQueue: setup.taskQueue,
    activities: createActivities(setup.deps),
    interceptors: { activity: faultInjection(setup.faultKillAfter) },
    ...(setup.workflowBundle ? { workflowBundle: setup.workflowBundle } : { workflowsPath: require.resolve('../workflows') }),
  };
  return Worker.create(options);
}
