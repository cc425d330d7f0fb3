import { WithStartWorkflowOperation } from '@temporalio/client';
import * as registered from '../../workflows';
import { startOperation } from '../../temporal/workflow-starts';

// Workflows are started by the name the worker registers them under, with start arguments
// typed by the workflow function. That a wrong name or argument does not compile is checked
// by tsc (`npm test` runs it first) in workflow-starts.type-check.ts.

const input = { merchantId: 'mch_1', plane: 'test' as const, escrowId: 'esc_1' };

test('a start names a registered workflow and carries its input', () => {
  const start = startOperation('escrowWorkflow', {
    workflowId: 'escrow-esc_1',
    taskQueue: 'q',
    workflowIdConflictPolicy: 'USE_EXISTING',
    args: [input],
  });
  expect(start).toBeInstanceOf(WithStartWorkflowOperation);
  expect(start.workflowTypeOrFunc).toBe('escrowWorkflow');
  expect(Object.keys(registered)).toContain(start.workflowTypeOrFunc);
  expect(start.options.args).toEqual([input]);
});
