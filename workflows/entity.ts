import { ActivityFailure, allHandlersFinished, ApplicationFailure, condition, workflowInfo } from '@temporalio/workflow';
import { Mutex } from 'async-mutex';
import { WriteTaskGuard } from './write-task';

// What every workflow that receives messages shares (the shape of Temporal's
// safe-message-handlers sample): one entity object holds the state and does the work under
// one lock; the workflow function wires the messages to it (setHandler) and runs it. A
// refusal comes back from a write as the failure itself, never its activity wrapper, so an
// Update handler can throw it to the caller as it is.

/** The refusal itself (type = error code) instead of the activity wrapper around it. */
export function unwrap(err: unknown): unknown {
  if (err instanceof ActivityFailure && err.cause instanceof ApplicationFailure) return err.cause;
  return err;
}

export abstract class WorkflowEntity {
  /** Every write runs under it, one at a time. */
  readonly lock = new Mutex();
  /** Neither continue as new nor end in the task that ran a write (write-task.ts). */
  readonly writeTask = new WriteTaskGuard();

  /** The server suggests continuing as new: a run then refuses new work, gets quiet and moves on. */
  get rollingOver(): boolean {
    return workflowInfo().continueAsNewSuggested;
  }

  /** Runs `work` under the lock, after the writes already waiting for it. */
  exclusive<T>(work: () => Promise<T>): Promise<T> {
    return this.lock.runExclusive(work);
  }

  /**
   * A write's outcome, with its task marked (success or failure), a refusal unwrapped and
   * `apply` run on its result. One `then`, not awaited: in a workflow every promise records a
   * stack trace for the SDK's stack-trace query, and the write path is each Update's.
   */
  written<T>(write: Promise<T>, apply?: (result: T) => void): Promise<T> {
    return write.then(
      (result) => {
        this.writeTask.mark();
        apply?.(result);
        return result;
      },
      (err) => {
        this.writeTask.mark();
        throw unwrap(err);
      },
    );
  }

  /** Waits until every accepted message is handled, then leaves a task that ran a write. */
  async getQuiet(): Promise<void> {
    await condition(allHandlersFinished);
    await this.writeTask.leaveWriteTask();
  }
}
