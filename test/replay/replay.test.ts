import { Worker } from '@temporalio/worker';
import fs from 'node:fs';
import path from 'node:path';
import { quietRuntime } from '../support/stack';
import { decodeHistory } from './history-file';
import { recordedHistories } from './history-sets';

// Replay safety: every history recorded by `npm run record-histories` (real runs of each
// workflow type, in sets that are never rewritten) is replayed with the current workflow
// bundle. A change that would take a running execution down another path (a command added,
// removed or reordered without patched()) fails here with a determinism error.
// Policy: docs/workflow-changes.md.

const recorded = recordedHistories();

/** The workflow types the worker registers: the names workflows/index.ts exports. */
function registeredWorkflowTypes(): string[] {
  const index = fs.readFileSync(path.join(__dirname, '../../workflows/index.ts'), 'utf8');
  return [...index.matchAll(/export\s*\{\s*(\w+)\s*\}/g)].map((m) => m[1]).sort();
}

beforeAll(() => quietRuntime());

test('every registered workflow type has a recorded history', () => {
  const types = registeredWorkflowTypes();
  expect(types).toContain('escrowWorkflow');
  const covered = new Set(recorded.map((r) => r.history.workflowType));
  expect(types.filter((t) => !covered.has(t))).toEqual([]);
});

test.each(recorded.map((r) => [`${r.set}/${r.file}`, r] as const))('%s replays with the current workflow code', async (_name, { history }) => {
  await Worker.runReplayHistory({ workflowBundle: { codePath: process.env.TEST_WORKFLOW_BUNDLE! } }, decodeHistory(history), history.workflowId);
});
