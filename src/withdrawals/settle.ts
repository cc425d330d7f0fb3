import type { Db, Sql, Tx } from '../db';
import { systemAccountId, walletAccountId } from '../ledger/accounts';
import { postJournal } from '../ledger/journal';
import type { WithdrawalStepResult } from './create';
import { recordWithdrawalEvent } from './create';
import type { GiveUp } from './give-up';
import { findWithdrawalById, toWithdrawalView, WithdrawalRow } from './store';
import { UnknownWithdrawalError } from '../unknown-entities';

// The steps after a withdrawal was accepted, each one transaction that a retry repeats
// harmlessly: the step looks at the locked row and answers with the event it recorded before.

/** The withdrawal a workflow step works on (`lock`: until the transaction ends); it must exist. */
export async function requireWithdrawal(db: Db, withdrawalId: string, lock = false): Promise<WithdrawalRow> {
  const row = await findWithdrawalById(db, withdrawalId, lock);
  if (!row) throw new UnknownWithdrawalError(`withdrawal ${withdrawalId} not found`);
  return row;
}

const lockedRow = (tx: Tx, withdrawalId: string) => requireWithdrawal(tx, withdrawalId, true);

const answer = (row: WithdrawalRow, eventId: string | undefined): WithdrawalStepResult => ({
  withdrawal: toWithdrawalView(row),
  eventIds: eventId ? [eventId] : [],
});

/** The provider accepted the transfer: its reference is kept and withdrawal.processing recorded (once). */
export async function recordTransferSent(sql: Sql, withdrawalId: string, providerReference: string): Promise<WithdrawalStepResult> {
  return sql.begin<WithdrawalStepResult>(async (tx) => {
    const row = await lockedRow(tx, withdrawalId);
    if (row.event_ids['withdrawal.processing']) return answer(row, row.event_ids['withdrawal.processing']);
    const [sent] = await tx<WithdrawalRow[]>`update withdrawals
      set provider_reference = ${providerReference}, transfer_sent_at = now(), updated_at = now()
      where id = ${withdrawalId} returning *`;
    return { withdrawal: toWithdrawalView(sent), eventIds: await recordWithdrawalEvent(tx, sent, 'withdrawal.processing', null) };
  });
}

/**
 * The bank was paid: the amount leaves through provider clearing, the provider's transfer fee
 * and our platform fee are booked, merchantFee goes to the merchant's settlement account.
 * A withdrawal already settled either way is answered as it is.
 */
export async function completeWithdrawal(sql: Sql, withdrawalId: string): Promise<WithdrawalStepResult> {
  return sql.begin<WithdrawalStepResult>(async (tx) => {
    const row = await lockedRow(tx, withdrawalId);
    if (row.status !== 'processing') return answer(row, row.event_ids[`withdrawal.${row.status}`]);
    const account = (kind: Parameters<typeof systemAccountId>[2]) => systemAccountId(row.merchant_id, row.plane, kind);
    const { journalId } = await postJournal(tx, {
      merchantId: row.merchant_id,
      plane: row.plane,
      movementId: `withdrawal:${row.id}:complete`,
      eventType: 'withdrawal_completed',
      relatedId: row.id,
      entries: [
        { accountId: account('withdrawals_in_flight'), amount: -row.charged_amount },
        { accountId: account('provider_clearing'), amount: row.amount },
        { accountId: account('provider_fees'), amount: row.provider_fee },
        { accountId: account('platform_revenue'), amount: row.platform_fee },
        { accountId: account('merchant_settlement'), amount: row.merchant_fee },
      ],
    });
    const [done] = await tx<WithdrawalRow[]>`update withdrawals
      set status = 'completed', completed_at = now(), updated_at = now() where id = ${row.id} returning *`;
    await setStatementStatus(tx, done, 'completed');
    return { withdrawal: toWithdrawalView(done), eventIds: await recordWithdrawalEvent(tx, done, 'withdrawal.completed', journalId) };
  });
}

/**
 * The transfer failed: the whole reserve (chargedAmount) goes back to available with a
 * `withdrawal_reversed` statement row, and the withdrawal's own row turns `failed`. An
 * operator's give-up is the same booking, with who gave it up and why kept on the row.
 */
export async function failWithdrawal(sql: Sql, withdrawalId: string, reason: string, givenUp?: GiveUp): Promise<WithdrawalStepResult> {
  return sql.begin<WithdrawalStepResult>(async (tx) => {
    const row = await lockedRow(tx, withdrawalId);
    if (row.status !== 'processing') return answer(row, row.event_ids[`withdrawal.${row.status}`]);
    const { journalId } = await postJournal(tx, {
      merchantId: row.merchant_id,
      plane: row.plane,
      movementId: `withdrawal:${row.id}:reverse`,
      eventType: 'withdrawal_reversed',
      relatedId: row.id,
      entries: [
        { accountId: systemAccountId(row.merchant_id, row.plane, 'withdrawals_in_flight'), amount: -row.charged_amount },
        { accountId: walletAccountId(row.wallet_id, 'available'), amount: row.charged_amount },
      ],
      lines: [
        { customerId: row.customer_id, type: 'withdrawal_reversed', direction: 'in', status: 'completed', amount: row.charged_amount },
      ],
    });
    const [failed] = await tx<WithdrawalRow[]>`update withdrawals
      set status = 'failed', failure_reason = ${reason}, failed_at = now(), updated_at = now(),
        given_up_by = ${givenUp?.operator ?? null}, given_up_reason = ${givenUp?.reason ?? null}, given_up_at = ${givenUp ? new Date() : null}
      where id = ${row.id} returning *`;
    await setStatementStatus(tx, failed, 'failed');
    return { withdrawal: toWithdrawalView(failed), eventIds: await recordWithdrawalEvent(tx, failed, 'withdrawal.failed', journalId) };
  });
}

/** The failureReason of a withdrawal the bank sent back after it was reported paid. */
export function reversedAfterCompletionReason(reason: string): string {
  return `The bank reversed the transfer after it was reported successful: ${reason}`;
}

/**
 * The bank sent a completed withdrawal's transfer back (transfer.reversed hours or days
 * later): the customer's whole charged amount returns to available, as for a failed transfer
 * (a `withdrawal_reversed` row), and the withdrawal turns `failed` with withdrawal.failed.
 * Paystack returns the transfer amount to our balance and keeps its transfer fee, so provider
 * clearing takes back the amount, the platform and merchant fees are given up, and the
 * platform bears the provider's fee (docs/decisions.md "Withdrawals"). One balanced journal,
 * once per withdrawal (its movement id and the locked row's status); any other status is
 * answered as it is.
 */
export async function reverseCompletedWithdrawal(sql: Sql, withdrawalId: string, reason: string): Promise<WithdrawalStepResult> {
  return sql.begin<WithdrawalStepResult>(async (tx) => {
    const row = await lockedRow(tx, withdrawalId);
    if (row.status !== 'completed') return answer(row, row.event_ids[`withdrawal.${row.status}`]);
    const account = (kind: Parameters<typeof systemAccountId>[2]) => systemAccountId(row.merchant_id, row.plane, kind);
    const { journalId } = await postJournal(tx, {
      merchantId: row.merchant_id,
      plane: row.plane,
      movementId: `withdrawal:${row.id}:bank-reversal`,
      eventType: 'withdrawal_reversed',
      relatedId: row.id,
      entries: [
        { accountId: account('provider_clearing'), amount: -row.amount },
        { accountId: account('platform_revenue'), amount: -(row.platform_fee + row.provider_fee) },
        { accountId: account('merchant_settlement'), amount: -row.merchant_fee },
        { accountId: walletAccountId(row.wallet_id, 'available'), amount: row.charged_amount },
      ],
      lines: [
        { customerId: row.customer_id, type: 'withdrawal_reversed', direction: 'in', status: 'completed', amount: row.charged_amount },
      ],
    });
    const [failed] = await tx<WithdrawalRow[]>`update withdrawals
      set status = 'failed', failure_reason = ${reversedAfterCompletionReason(reason)}, failed_at = now(), updated_at = now()
      where id = ${row.id} returning *`;
    await setStatementStatus(tx, failed, 'failed');
    return { withdrawal: toWithdrawalView(failed), eventIds: await recordWithdrawalEvent(tx, failed, 'withdrawal.failed', journalId) };
  });
}

/** The `withdrawal` statement row shows the withdrawal's status. */
async function setStatementStatus(tx: Tx, row: WithdrawalRow, status: 'completed' | 'failed'): Promise<void> {
  await tx`update statement_lines set status = ${status} where journal_id = ${row.reserve_journal_id} and type = 'withdrawal'`;
}
