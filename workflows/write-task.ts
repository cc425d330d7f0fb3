import { sleep, workflowInfo } from '@temporalio/workflow';

/**
 * Remembers the workflow task in which a local activity (a write) last ran. A run must not
 * complete or continue as new in that task: should an event arrive meanwhile (a signal, an
 * Update), the server refuses the task (UnhandledCommand), the local activity's result is
 * lost with it, and the write runs again on replay (harmless, it is idempotent, but twice the
 * work, and an Update answered in that task is answered again).
 */
export class WriteTaskGuard {
  private lastWriteTask = -1;

  /** A write ran (or ran and failed) in the current task. */
  mark(): void {
    this.lastWriteTask = workflowInfo().historyLength;
  }

  get inWriteTask(): boolean {
    return this.lastWriteTask === workflowInfo().historyLength;
  }

  /** Moves on to a task of its own (a 1 ms timer) when the current one ran a write. */
  async leaveWriteTask(): Promise<void> {
    if (this.inWriteTask) await sleep(1);
  }
}
