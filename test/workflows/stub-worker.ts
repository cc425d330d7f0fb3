import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { Worker } from '@temporalio/worker';
import { randomUUID } from 'node:crypto';
import type { Activities } from '../../activities';
import { workflowBundle } from '../support/workflow-bundle';

// Workflow logic tests: the real workflow bundle on a time-skipping server, its activities
// replaced by in-memory stubs (no database, no HTTP), so each test pins the workflow's own
// decisions in well under a second of real time, timers included.

export type StubActivities = Partial<Activities>;

/** Runs `fn` while a worker with these stub activities polls a task queue of its own. */
export async function withStubWorker<T>(
  env: TestWorkflowEnvironment,
  activities: StubActivities,
  fn: (taskQueue: string) => Promise<T>,
): Promise<T> {
  const taskQueue = `logic-${randomUUID()}`;
  const worker = await Worker.create({
    connection: env.nativeConnection,
    namespace: env.namespace ?? 'default',
    taskQueue,
    activities,
    workflowBundle: await workflowBundle(),
  });
  return worker.runUntil(fn(taskQueue));
}

/** Counts calls by activity name and keeps each call's input, in order. */
export class CallLog {
  readonly calls: Array<{ name: string; input: unknown }> = [];

  record(name: string, input: unknown): void {
    this.calls.push({ name, input });
  }

  count(name: string): number {
    return this.calls.filter((c) => c.name === name).length;
  }

  inputsOf(name: string): unknown[] {
    return this.calls.filter((c) => c.name === name).map((c) => c.input);
  }

  names(): string[] {
    return this.calls.map((c) => c.name);
  }
}

/** A delivery stub that always finishes: these tests are about the money path, not webhooks. */
export const deliverNothing: Pick<Activities, 'deliverOutbox'> = { deliverOutbox: async () => ({ more: false }) };
