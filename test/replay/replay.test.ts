import { ReplayResult, Worker } from '@temporalio/worker';
import fs from 'node:fs';
import path from 'node:path';
import { quietRuntime } from '../support/stack';
import { decodeHistory } from './history-file';
import { recordedHistories } from './history-sets';

// Replay safety: every history recorded by `npm run record-histories` (real runs of each
// workflow type, in sets that are never rewritten) is replayed with the current workflow
// bundle, by one replay worker for them all. A change that would take a running execution
// down another path (a command added, removed or reordered without patched()) fails here
// with a determinism error.
// Policy: docs/workflow-changes.md.

const recorded = recordedHistories();

/** The workflow types the worker registers: the names workflows/index.ts exports. */
function registeredWorkflowTypes(): string[] {
  const index = fs.readFileSync(path.join(__dirname, '../../workflows/index.ts'), 'utf8');
  return [...index.matchAll(/export\s*\{\s*(\w+)\s*\}/g)].map((m) => m[1]).sort();
}

/** Each history's replay result, by `<set>/<file>`: one replay worker runs them all, one at a time. */
const results = new Map<string, ReplayResult>();

beforeAll(async () => {
  quietRuntime();
  const histories = recorded.map(({ history }) => ({ workflowId: history.workflowId, history: decodeHistory(history) }));
  const replayed = Worker.runReplayHistories({ workflowBundle: { codePath: process.env.TEST_WORKFLOW_BUNDLE! } }, histories);
  let i = 0;
  for await (const result of replayed) {
    const { set, file } = recorded[i++];
    results.set(`${set}/${file}`, result);
  }
});

test('every registered workflow type has a recorded history', () => {
  const types = registeredWorkflowTypes();
  expect(types).toContain('escrowWorkflow');
  const covered = new Set(recorded.map((r) => r.history.workflowType));
  expect(types.filter((t) => !covered.has(t))).toEqual([]);
});

test.each(recorded.map((r) => [`${r.set}/${r.file}`, r] as const))('%s replays with the current workflow code', (name, { history }) => {
  const result = results.get(name);
  expect(result?.workflowId).toBe(history.workflowId);
  if (result!.error) throw result!.error;
});
