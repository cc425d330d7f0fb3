import { defineSignal, defineUpdate } from '@temporalio/workflow';
import { outboxStream } from '../src/events/streams';
import type { Plane } from '../src/keys';
import type { TransferOutcomeSignal, TransferReversedSignal } from '../src/payments/outcomes';
import type { CreateWithdrawalInput } from '../src/withdrawals/create';
import type { GiveUp } from '../src/withdrawals/give-up';
import type { WithdrawalView } from '../src/withdrawals/store';

// Messages of the withdrawal workflow (withdrawal-{withdrawalId}), shared by the API, the
// provider-event handler and the workflow. Amounts are kobo as decimal strings.

export type WithdrawalWorkflowInput = {
  merchantId: string;
  plane: Plane;
  withdrawalId: string;
  /**
   * Set on a run an operator started for a stuck withdrawal (processing, no running workflow;
   * cli `withdrawal resume` or `give-up`): the run carries the stored withdrawal on (sends its
   * transfer under the same reference, asks the provider at once, books the outcome) instead
   * of waiting for a create. Who started it and why stay in the run's history.
   */
  resumedBy?: ResumedBy;
  /**
   * Set on a run started by a bank's reversal of the transfer (transfer.reversed, or the daily
   * reconciliation's heal) when no run was going: the run reads the stored withdrawal and
   * books the reversal (a completed one's money back, a processing one's failure); one already
   * failed is left as it is. Started with signal-with-start, so a running run gets the signal
   * instead.
   */
  reversedBy?: TransferReversedSignal;
};

export type ResumedBy = { operator: string; reason: string };

/**
 * What the API sends to create a withdrawal. The account number travels only encrypted
 * (AES-256-GCM under the master key): it never appears in a workflow history.
 */
export type CreateWithdrawalRequest = Omit<CreateWithdrawalInput, 'merchantId' | 'plane' | 'withdrawalId' | 'accountName' | 'provider'>;

/** Answers once the account name is resolved and the amount reserved (or with the refusal). */
export const createWithdrawalUpdate = defineUpdate<WithdrawalView, [CreateWithdrawalRequest]>('createWithdrawal');

export type { TransferOutcomeSignal };
export const transferOutcomeSignal = defineSignal<[TransferOutcomeSignal]>('transferOutcome');

export type { TransferReversedSignal };
/** The bank sent the transfer back: the failed outcome while none came yet, else a reversal of the completed payout. */
export const transferReversedSignal = defineSignal<[TransferReversedSignal]>('transferReversed');

/**
 * An operator gives up on a sent transfer whose outcome never came (cli `withdrawal give-up`,
 * update id `give-up`), handled as a failed outcome if it is the first; answers with the
 * failed withdrawal. Refused (by the validator) when an outcome already arrived or the
 * transfer is not sent yet; in a resumed run, decided once the run has asked the provider
 * (refused then by the handler).
 */
export const giveUpWithdrawalUpdate = defineUpdate<WithdrawalView, [GiveUp]>('giveUpWithdrawal');

/** The workflow's id is its withdrawal's outbox stream. */
export const withdrawalWorkflowId = (withdrawalId: string) => outboxStream('withdrawal', withdrawalId);
