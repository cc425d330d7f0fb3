import type { Client } from '@temporalio/client';
import { WorkflowExecutionAlreadyStartedError, WorkflowNotFoundError } from '@temporalio/client';
import { checkoutWorkflowId, providerPaymentSucceededSignal } from './checkout-messages';
import { escrowWorkflowId, providerRefundFailedSignal, providerRefundProcessedSignal } from './escrow-messages';
import { walletCreditWorkflowId, WalletCreditWorkflowInput } from './messages';
import { validationOutcomeSignal, walletAccountWorkflowId } from './wallet-account-messages';
import { transferOutcomeSignal, withdrawalWorkflowId } from './withdrawal-messages';
import type { DepositCredit, ProviderSignallers } from '../src/payments/events';
import { MerchantIdKey, PlaneKey, WalletIdKey } from './search-attributes';
import { startWorkflow } from './starts';

// The provider-event signallers (src/payments/events.ts) over a Temporal client: each outcome
// to the workflow waiting for it, a deposit as its wallet-credit workflow. Client code beside
// the message definitions it sends (the API's provider events and the worker's sandbox sink
// use it); no workflow imports it, so it never enters the workflow bundle.

/** Where deposits' wallet-credit workflows run; without it (the worker's sandbox sink) deposits are not started. */
export type DepositWorkflowSettings = { taskQueue: string; webhookRetryIntervalSeconds: number };

/** The signallers over a Temporal client (the API's, or the worker's in an activity). */
export function signalThroughTemporal(client: Client, depositSettings?: DepositWorkflowSettings): ProviderSignallers {
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
    deposit: depositSettings && ((deposit) => startDepositCredit(client, depositSettings, deposit)),
    validation: (walletId, signal) =>
      signalIfRunning(() => client.workflow.getHandle(walletAccountWorkflowId(walletId)).signal(validationOutcomeSignal, signal)),
  };
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
      typedSearchAttributes: [
        { key: MerchantIdKey, value: deposit.merchantId },
        { key: PlaneKey, value: 'live' },
        { key: WalletIdKey, value: deposit.walletId },
      ],
    });
    return true;
  } catch (err) {
    if (err instanceof WorkflowExecutionAlreadyStartedError) return false;
    throw err;
  }
}
