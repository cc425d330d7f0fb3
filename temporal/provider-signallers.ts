import type { Client } from '@temporalio/client';
import { WorkflowExecutionAlreadyStartedError, WorkflowNotFoundError } from '@temporalio/client';
import { checkoutWorkflowId, providerPaymentSucceededSignal } from '../workflows/checkout-messages';
import { escrowWorkflowId, providerRefundFailedSignal, providerRefundProcessedSignal } from '../workflows/escrow-messages';
import { walletCreditWorkflowId, WalletCreditWorkflowInput } from '../workflows/wallet-credit-messages';
import { validationOutcomeSignal, walletAccountWorkflowId } from '../workflows/wallet-account-messages';
import { transferOutcomeSignal, transferReversedSignal, withdrawalWorkflowId } from '../workflows/withdrawal-messages';
import type { DepositCredit, ProviderSignallers, ReversedWithdrawal } from '../src/payments/events';
import type { TransferReversedSignal } from '../src/payments/outcomes';
import { WalletIdKey, WithdrawalIdKey, WithdrawalReferenceKey, WithdrawalStatusKey } from '../workflows/search-attributes';
import { startWorkflow } from './workflow-starts';
import type { withdrawalWorkflow } from '../workflows/withdrawal';
import { merchantRun } from './merchant-runs';

// The provider-event signallers (src/payments/events.ts) over a Temporal client: each outcome
// to the workflow waiting for it, a deposit as its wallet-credit workflow. Client code beside
// the message definitions it sends (the API's provider events and the worker's sandbox sink
// use it); no workflow imports it, so it never enters the workflow bundle.

/** Where deposits' wallet-credit workflows run; without it (the worker's sandbox sink) deposits are not started. */
export type DepositWorkflowSettings = { taskQueue: string; webhookRetryIntervalSeconds: number };

/** Where a new run of a withdrawal's workflow starts for a bank's reversal (the worker's task queue). */
export type ReversalRunSettings = { taskQueue: string };

/**
 * The signallers over a Temporal client (the API's, or the worker's in an activity). Without
 * `reversalSettings` this process cannot start a run for a reversal, and has no `reversal`.
 */
export function signalThroughTemporal(
  client: Client,
  depositSettings?: DepositWorkflowSettings,
  reversalSettings?: ReversalRunSettings,
): ProviderSignallers {
  const signalIfRunning = async (send: () => Promise<void>) => {
    try {
      await send();
      return true;
    } catch (err) {
      if (err instanceof WorkflowNotFoundError) return false;
      throw err;
    }
  };
  return {
    refund: (escrowId, outcome, signal) =>
      signalIfRunning(() =>
        client.workflow
          .getHandle(escrowWorkflowId(escrowId))
          .signal(outcome === 'processed' ? providerRefundProcessedSignal : providerRefundFailedSignal, signal),
      ),
    transfer: (withdrawalId, signal) =>
      signalIfRunning(() => client.workflow.getHandle(withdrawalWorkflowId(withdrawalId)).signal(transferOutcomeSignal, signal)),
    payment: (checkoutId, report) =>
      signalIfRunning(() => client.workflow.getHandle(checkoutWorkflowId(checkoutId)).signal(providerPaymentSucceededSignal, report)),
    reversal: reversalSettings && ((withdrawal, signal) => signalReversal(client, reversalSettings, withdrawal, signal)),
    deposit: depositSettings && ((deposit) => startDepositCredit(client, depositSettings, deposit)),
    validation: (walletId, signal) =>
      signalIfRunning(() => client.workflow.getHandle(walletAccountWorkflowId(walletId)).signal(validationOutcomeSignal, signal)),
  };
}

/**
 * Signal-with-start on withdrawal-{id}: the running run takes the reversal; with none (its run
 * ended long ago, as it has for a payout completed hours before) a new run of the withdrawal's
 * own workflow starts with `reversedBy` and books it. The workflow's id is the withdrawal's
 * outbox stream, so its withdrawal.failed goes out in order after the withdrawal's earlier events.
 */
async function signalReversal(
  client: Client,
  settings: ReversalRunSettings,
  withdrawal: ReversedWithdrawal,
  signal: TransferReversedSignal,
): Promise<void> {
  await client.workflow.signalWithStart<typeof withdrawalWorkflow, [TransferReversedSignal]>('withdrawalWorkflow', {
    workflowId: withdrawalWorkflowId(withdrawal.withdrawalId),
    taskQueue: settings.taskQueue,
    args: [{ merchantId: withdrawal.merchantId, plane: withdrawal.plane, withdrawalId: withdrawal.withdrawalId, reversedBy: signal }],
    signal: transferReversedSignal,
    signalArgs: [signal],
    ...merchantRun(
      withdrawal,
      { key: WithdrawalIdKey, value: withdrawal.withdrawalId },
      { key: WithdrawalReferenceKey, value: withdrawal.reference },
      { key: WithdrawalStatusKey, value: withdrawal.status },
    ),
  });
}

async function startDepositCredit(client: Client, settings: DepositWorkflowSettings, deposit: DepositCredit): Promise<boolean> {
  const input: WalletCreditWorkflowInput = {
    merchantId: deposit.merchantId,
    plane: 'live',
    walletId: deposit.walletId,
    movementId: `wallet_credit:${deposit.movementKey}`,
    grossAmount: deposit.grossAmount,
    reportedProviderFee: deposit.providerFee,
  };
  try {
    await startWorkflow(client.workflow, 'walletCreditWorkflow', {
      workflowId: walletCreditWorkflowId(deposit.walletId, deposit.movementKey),
      taskQueue: settings.taskQueue,
      // A finished credit is never run again for the same reference (the movement id would find it anyway).
      workflowIdReusePolicy: 'REJECT_DUPLICATE',
      args: [input],
      ...merchantRun({ merchantId: deposit.merchantId, plane: 'live' }, { key: WalletIdKey, value: deposit.walletId }),
    });
    return true;
  } catch (err) {
    if (err instanceof WorkflowExecutionAlreadyStartedError) return false;
    throw err;
  }
}
