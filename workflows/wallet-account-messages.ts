import { defineSignal, defineUpdate } from '@temporalio/workflow';
import type { Plane } from '../src/keys';
import type { ValidationOutcomeSignal } from '../src/payments/outcomes';
import type { StartWalletAccountRequest } from '../src/wallets/live-accounts';
import type { WalletView } from '../src/wallets/view';

// Messages of the live wallet-provisioning workflow (wallet-account-{walletId}), shared by the
// API, the provider-event handler and the workflow.

export type WalletAccountWorkflowInput = { merchantId: string; plane: Plane; walletId: string };

// What the API sends to start provisioning (the domain's type: activities take it too).
export type { StartWalletAccountRequest } from '../src/wallets/live-accounts';

/**
 * Answers with the pending wallet once Paystack has the validation request (or with the refusal).
 * Turned away (CONTROL_FAILURE.walletAccountEnding, src/failures.ts) by a run that has its outcome or was refused and is
 * about to end: the API asks again, and the next run starts afresh.
 */
export const startWalletAccountUpdate = defineUpdate<WalletView, [StartWalletAccountRequest]>('startWalletAccount');

export type { ValidationOutcomeSignal };
export const validationOutcomeSignal = defineSignal<[ValidationOutcomeSignal]>('validationOutcome');

export const walletAccountWorkflowId = (walletId: string) => `wallet-account-${walletId}`;
