import { defineUpdate } from '@temporalio/workflow';
import type { BareWrite } from './activities';

// Shared by the bare workflows and the bench scenarios that drive them with a Temporal client.
export const BARE_TASK_QUEUE = 'bare';

/** One 2-row write; answers the number of writes the workflow has done so far. */
export const bareWriteUpdate = defineUpdate<number, [BareWrite]>('bareWrite');

/** Answers once the workflow's single write (run by the workflow body) has committed. */
export const bareDoneUpdate = defineUpdate<number>('bareDone');

/** Writes after which the lifecycle twin completes (create + 2 more, like an escrow lifecycle). */
export const LIFECYCLE_WRITES = 3;
