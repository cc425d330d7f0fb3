import type { WithdrawalRow } from './store';

// An operator's give-up (cli `withdrawal give-up`): a withdrawal still `processing` whose
// provider never answered is failed like a failed transfer (the reserve goes back to
// available, withdrawal.failed is sent), and who decided it and why is kept on the row.
// Pure: the withdrawal's workflow and the command line both use it.

export type GiveUp = { operator: string; reason: string };

/** What the merchant reads as failureReason; the operator's own reason stays internal. */
export const GIVEN_UP_FAILURE_REASON =
  'The bank never confirmed the transfer; the payout was stopped and the amount returned to the balance';

/** Why this withdrawal, as stored, cannot be given up; null when it can be asked of its workflow. */
export function giveUpRefusal(
  row: Pick<WithdrawalRow, 'id' | 'status' | 'transfer_sent_at' | 'completed_at' | 'failed_at' | 'failure_reason' | 'given_up_by'>,
): string | null {
  if (row.status === 'completed') {
    return `withdrawal ${row.id} is completed: the provider reported the transfer successful (${row.completed_at?.toISOString()}); nothing to give up`;
  }
  if (row.status === 'failed') {
    const by = row.given_up_by ? `given up by ${row.given_up_by}` : `failed: ${row.failure_reason}`;
    return `withdrawal ${row.id} is already failed (${by}, ${row.failed_at?.toISOString()}); its reserve was returned then`;
  }
  if (!row.transfer_sent_at) return transferNotSent(row.id);
  return null;
}

export const transferNotSent = (withdrawalId: string) =>
  `withdrawal ${withdrawalId}: its transfer is still being sent to the provider; give-up is only for a sent transfer whose outcome never came`;

/** The workflow's refusal when the provider's outcome arrived first (first outcome wins). */
export const outcomeAlreadyArrived = (withdrawalId: string, status: 'success' | 'failed') =>
  status === 'success'
    ? `withdrawal ${withdrawalId}: the provider already reported the transfer successful; it is being completed, nothing to give up`
    : `withdrawal ${withdrawalId}: the transfer already failed; the reserve is being returned`;
