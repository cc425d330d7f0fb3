import { Worker } from '@temporalio/worker';
import fs from 'node:fs';
import path from 'node:path';
import { quietRuntime } from '../support/stack';
import { decodeHistory, HistoryFile } from './history-file';

// Replay safety: every history recorded by `npm run record-histories` (real runs of each
// workflow type) is replayed with the current workflow bundle. A change that would take a
// running execution down another path (a command added, removed or reordered without
// patched()) fails here with a determinism error. Policy: docs/workflow-changes.md.

const DIR = path.join(__dirname, 'histories');
const files = fs.readdirSync(DIR).filter((f) => f.endsWith('.json')).sort();
const read = (file: string): HistoryFile => JSON.parse(fs.readFileSync(path.join(DIR, file), 'utf8'));

beforeAll(() => quietRuntime());

test('histories of every workflow type are recorded', () => {
  const types = new Set(files.map((f) => read(f).workflowType));
  expect([...types].sort()).toEqual(['checkoutWorkflow', 'escrowWorkflow', 'walletCreditWorkflow', 'withdrawalWorkflow']);
});

test.each(files)('%s replays with the current workflow code', async (file) => {
  const recorded = read(file);
  await Worker.runReplayHistory({ workflowBundle: { codePath: process.env.TEST_WORKFLOW_BUNDLE! } }, decodeHistory(recorded), recorded.workflowId);
});
