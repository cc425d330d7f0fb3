// Every workflow the worker registers.
export { walletCreditWorkflow } from './wallet-credit';
export { escrowWorkflow } from './escrow';
export { checkoutWorkflow } from './checkout';
export { withdrawalWorkflow } from './withdrawal';
export { redeliveryWorkflow } from './redelivery';
export { webhookRetriesWorkflow } from './webhook-retries';
export { walletAccountWorkflow } from './wallet-account';
export { reconciliationWorkflow, scheduledReconciliationWorkflow } from './reconciliation';
