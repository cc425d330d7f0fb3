import { allHandlersFinished, condition, currentUpdateInfo, proxyLocalActivities, setHandler, workflowInfo } from '@temporalio/workflow';
import type { BareActivities, BareWrite } from './activities';
import { bareDoneUpdate, bareWriteUpdate, LIFECYCLE_WRITES } from './messages';

// Bare-Temporal twins of the service's money paths: the same SDK calls and local-activity
// shape, none of the project's code (no rules, ledger, webhooks or child workflows); only a
// write naming the service's own (BENCH_BARE_WRITE=ledger) runs that transaction. The retry
// and timeout options are the service's own (ESCROW_WRITE in workflows/activity-policies.ts).
const { writeTwoRows, serviceWrite } = proxyLocalActivities<BareActivities>({
  startToCloseTimeout: '15 seconds',
  retry: { initialInterval: '200 milliseconds', maximumInterval: '5 seconds' },
});

/**
 * The twin's one write: its 2-row transaction, or the service's own when the write names one,
 * under an operation id of this workflow's and (for an Update) the Update's, as the escrow's
 * writes: a retried activity writes once.
 */
function writeOnce(write: BareWrite, updateId?: string): Promise<unknown> {
  if (!write.ledger) return writeTwoRows(write);
  const { workflowId } = workflowInfo();
  const operationId = updateId === undefined ? `bare:${workflowId}` : `bare:${workflowId}:${updateId}`;
  return serviceWrite({ ...write.ledger, operationId, stream: workflowId });
}

/** Handlers one at a time, like the escrow workflow's (a client never overlaps its own calls anyway). */
function writeHandler(): { writes: () => number } {
  let writes = 0;
  let tail: Promise<unknown> = Promise.resolve();
  setHandler(bareWriteUpdate, (write: BareWrite) => {
    const updateId = write.ledger && currentUpdateInfo()!.id; // read in the handler, where the Update is current
    const run = tail.then(async () => {
      await writeOnce(write, updateId);
      return ++writes;
    });
    tail = run.catch(() => undefined);
    return run;
  });
  return { writes: () => writes };
}

/** Twin of escrow-lifecycle: created by update-with-start of its first write; done after the third. */
export async function bareLifecycleWorkflow(): Promise<void> {
  const { writes } = writeHandler();
  await condition(() => writes() >= LIFECYCLE_WRITES && allHandlersFinished());
}

/** Twin of a long-running escrow taking releases: one per client, writes until the server stops. */
export async function bareLongLivedWorkflow(): Promise<void> {
  writeHandler();
  await condition(() => false);
}

/**
 * Twin of wallet-credit: update-with-start; the body runs the write and the update answers
 * once it committed (the same early-return pattern), then the workflow completes.
 */
export async function bareCreateWorkflow(write: BareWrite): Promise<void> {
  let done = false;
  setHandler(bareDoneUpdate, async () => {
    await condition(() => done);
    return 1;
  });
  await writeOnce(write);
  done = true;
  await condition(allHandlersFinished);
}
