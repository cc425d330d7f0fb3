import { condition, defineUpdate, setHandler, upsertSearchAttributes } from '@temporalio/workflow';

/** One write on the workflow: answered in its own workflow task, as a release is. */
export const stepUpdate = defineUpdate<void>('step');

/** Answers `steps` Updates, then completes; with `upsert`, each Update also upserts EscrowStatus. */
export async function visibilitySteps(steps: number, upsert: boolean): Promise<void> {
  let done = 0;
  setHandler(stepUpdate, () => {
    if (upsert) upsertSearchAttributes({ EscrowStatus: [`step-${done}`] });
    done++;
  });
  await condition(() => done >= steps);
}
