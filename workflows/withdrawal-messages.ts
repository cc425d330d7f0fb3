import { defineSignal, defineUpdate } from '@temporalio/workflow';
import { withdrawalStream } from '../src/events/streams';
import type { Plane } from '../src/keys';
import type { CreateWithdrawalInput } from '../src/withdrawals/create';
import type { WithdrawalView } from '../src/withdrawals/store';
import type { WebhookSettings } from './messages';

// Messages of the withdrawal workflow (withdrawal-{withdrawalId}), shared by the API, the
// provider-event handler and the workflow. Amounts are kobo as decimal strings.

export type WithdrawalWorkflowInput = {
  merchantId: string;
  plane: Plane;
  withdrawalId: string;
  webhooks: WebhookSettings;
};

/**
 * What the API sends to create a withdrawal. The account number travels only encrypted
 * (AES-256-GCM under the master key): it never appears in a workflow history.
 */
export type CreateWithdrawalRequest = Omit<CreateWithdrawalInput, 'merchantId' | 'plane' | 'withdrawalId' | 'accountName' | 'provider'>;

/** Answers once the account name is resolved and the amount reserved (or with the refusal). */
export const createWithdrawalUpdate = defineUpdate<WithdrawalView, [CreateWithdrawalRequest]>('createWithdrawal');

/** The provider's transfer outcome (POST /provider/events, or the sandbox through the same handler). */
export type TransferOutcomeSignal =
  | { status: 'success'; transferCode?: string }
  | { status: 'failed'; transferCode?: string; reason: string };
export const transferOutcomeSignal = defineSignal<[TransferOutcomeSignal]>('transferOutcome');

/** The workflow's id is its withdrawal's outbox stream. */
export const withdrawalWorkflowId = withdrawalStream;
