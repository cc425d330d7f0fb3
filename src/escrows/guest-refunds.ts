import { allInOrder, Sql } from '../db';
import { EscrowWriteResult, escrowWrite, WriteTarget } from './escrow-write';
import { movementWrite } from './movements';
import { lockRefund } from './refunds';

// The provider's outcome of a guest refund, each ONE transaction under the escrow's row lock
// (like every escrow write). Only a pending refund is settled; a repeated or late outcome of
// a settled refund changes nothing.

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
