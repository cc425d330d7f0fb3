// Every workflow the worker registers.
export { walletCreditWorkflow } from './wallet-credit';
export { webhookDeliveryWorkflow } from './webhook-delivery';
export { escrowWorkflow } from './escrow';
export { checkoutWorkflow } from './checkout';
export { withdrawalWorkflow } from './withdrawal';
