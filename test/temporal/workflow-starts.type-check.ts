import { startOperation, startWorkflow } from '../../temporal/workflow-starts';
import type { WorkflowClient } from '@temporalio/client';

// Checked by tsc only (never run): each @ts-expect-error fails the build if the line under it
// compiles, so these are the cases the typed starts must refuse.

const options = { workflowId: 'x', taskQueue: 'q', workflowIdConflictPolicy: 'USE_EXISTING' as const };

export function unregisteredName(): void {
  // @ts-expect-error no workflow is registered under this name
  startOperation('escrowWorkflw', { ...options, args: [] });
}

export function wrongInput(): void {
  // @ts-expect-error the escrow workflow takes an EscrowWorkflowInput
  startOperation('escrowWorkflow', { ...options, args: [{ escrowId: 1 }] });
}

export function anotherWorkflowsInput(client: WorkflowClient): void {
  void startWorkflow(client, 'withdrawalWorkflow', {
    ...options,
    // @ts-expect-error a wallet credit's input lacks the withdrawal's withdrawalId
    args: [{ merchantId: 'm', plane: 'test', walletId: 'w', movementId: 'x', grossAmount: '1' }],
  });
}
