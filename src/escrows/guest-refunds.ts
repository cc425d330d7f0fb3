import { allInOrder, Sql, Tx } from '../db';
import { lockRefund, refundIdFor, refundReferenceAtCreation } from '../refunds/store';
import { EscrowWriteResult, escrowWrite, WriteTarget } from './escrow-write';
import { movementWrite } from './movements';
import type { EscrowRow } from './store';

// A guest's refund on its escrow: a guest has no wallet, so the money goes back through the
// checkout payment that funded the hold (a refund row, src/refunds/). The refund starts inside
// the merchant's refund or resolve write; the provider's outcome is then booked here, each
// ONE transaction under the escrow's row lock (like every escrow write). Only a pending
// refund is settled; a repeated or late outcome of a settled refund changes nothing.

/**
 * Inside an escrow write (row locked, rule checked): records a pending refund of `amount`
 * kobo through the funding payment and sets the escrow's pendingProviderRefund. Nothing
 * moves in the ledger yet; the status stays as it is.
 */
export async function beginGuestRefund(tx: Tx, row: EscrowRow, operationId: string, amount: bigint, reason?: string): Promise<string> {
  const refundId = refundIdFor(operationId);
  await tx`insert into refunds (id, escrow_id, merchant_id, plane, payment_id, amount, reason, status, provider_reference)
    values (${refundId}, ${row.id}, ${row.merchant_id}, ${row.plane}, ${row.funding_payment_id}, ${amount},
            ${reason ?? null}, 'pending', ${refundReferenceAtCreation(row.plane, refundId)})`;
  await tx`update escrows set pending_provider_refund = true, updated_at = now() where id = ${row.id}`;
  return refundId;
}

export type RefundOutcomeInput = WriteTarget & {
  refundId: string;
  /** The provider's refund reference from its event. */
  providerReference?: string;
  reason?: string;
};

/**
 * refund.processed: guest_holds −X, provider_clearing +X; refundedAmount += X; status by the
 * final-status rule; pendingProviderRefund cleared; `escrow.refunded` with movementAmount.
 */
export function completeGuestRefund(sql: Sql, input: RefundOutcomeInput): Promise<EscrowWriteResult> {
  return escrowWrite(sql, input, async (tx, { row, now }) => {
    const refund = await lockRefund(tx, row.id, input.refundId);
    if (!refund || refund.status !== 'pending') return { eventIds: [] };
    // Cleared first, and the movement starts from the row so cleared: the event's snapshot
    // shows the escrow as it is after this step. All of it goes out in one round trip.
    const cleared = tx`update escrows set pending_provider_refund = false where id = ${row.id}`.execute();
    const settled = tx`update refunds set status = 'processed', completed_at = now(),
        provider_reference = coalesce(provider_reference, ${input.providerReference ?? null})
      where id = ${refund.id}`.execute();
    const movement = movementWrite(tx, input, { row: { ...row, pending_provider_refund: false }, now }, `refund:${refund.id}`, {
      kind: 'refund',
      amount: refund.amount,
    });
    return { ...movement, written: allInOrder([cleared, settled, movement.written]) };
  });
}

/** refund.failed (or the provider refused it): pending cleared, funds stay held, no event. */
export function failGuestRefund(sql: Sql, input: RefundOutcomeInput): Promise<EscrowWriteResult> {
  return escrowWrite(sql, input, async (tx, { row }) => {
    const refund = await lockRefund(tx, row.id, input.refundId);
    if (!refund || refund.status !== 'pending') return { eventIds: [] };
    await tx`update escrows set pending_provider_refund = false, updated_at = now() where id = ${row.id}`;
    await tx`update refunds set status = 'failed', completed_at = now(), failure_reason = ${input.reason ?? null},
        provider_reference = coalesce(provider_reference, ${input.providerReference ?? null})
      where id = ${refund.id}`;
    return { eventIds: [] };
  });
}
