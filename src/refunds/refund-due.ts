import { Sql } from '../db';
import type { Plane } from '../keys';
import { refundIdFor, refundReferenceAtCreation, RefundRow } from './store';
import { systemAccountId } from '../ledger/accounts';
import { postJournal } from '../ledger/journal';

// A checkout payment booked as refund_due (a guest's hold could no longer take it, or a
// top-up's customer was deleted) is given back whole through the provider: the checkout
// workflow starts the refund (activities/refunds.ts startRefundDue) and the provider's
// refund.processed / refund.failed event settles it right here, in one transaction. No
// workflow waits for the outcome: nothing but this row and the ledger depends on it, and no
// merchant webhook exists for it in the spec's catalog.

/** One refund per payment: the id derives from the payment, so a retried start reuses it. */
export function refundDueIdFor(paymentId: string): string {
  return refundIdFor(`payment:${paymentId}`);
}

/**
 * Records the pending refund of a refund_due payment's whole charged amount (once). The
 * reason is the cancelled hold's reason, if any (in the sandbox its magic reasons apply).
 * Returns the refund row, or null when the payment is not refund_due.
 */
export async function beginRefundDue(sql: Sql, paymentId: string): Promise<RefundRow | null> {
  return sql.begin<RefundRow | null>(async (tx) => {
    const [payment] = await tx<
      Array<{ id: string; merchant_id: string; plane: Plane; charged_amount: bigint; cancelled_reason: string | null }>
    >`select p.id, p.merchant_id, p.plane, p.charged_amount, e.cancelled_reason
      from payments p left join escrows e on e.id = p.escrow_id
      where p.id = ${paymentId} and p.booked_as = 'refund_due'`;
    if (!payment) return null;
    const refundId = refundDueIdFor(paymentId);
    await tx`insert into refunds (id, escrow_id, merchant_id, plane, payment_id, amount, reason, status, provider_reference)
      values (${refundId}, null, ${payment.merchant_id}, ${payment.plane}, ${paymentId}, ${payment.charged_amount},
              ${payment.cancelled_reason ?? null}, 'pending', ${refundReferenceAtCreation(payment.plane, refundId)})
      on conflict (id) do nothing`;
    const [row] = await tx<RefundRow[]>`select * from refunds where id = ${refundId}`;
    return row;
  });
}

export type RefundDueOutcome = {
  refundId: string;
  outcome: 'processed' | 'failed';
  providerReference?: string;
  reason?: string;
};

/**
 * The provider's outcome. processed: refunds_due −X, provider_clearing +X. failed: the money
 * stays in refunds_due, the row keeps the reason. Only a pending refund is settled; a
 * repeated or late outcome changes nothing (returns false).
 */
export async function settleRefundDue(sql: Sql, input: RefundDueOutcome): Promise<boolean> {
  return sql.begin(async (tx) => {
    const [refund] = await tx<RefundRow[]>`select * from refunds where id = ${input.refundId} and escrow_id is null for update`;
    if (!refund || refund.status !== 'pending') return false;
    if (input.outcome === 'processed') {
      const owner = { merchantId: refund.merchant_id, plane: refund.plane };
      await postJournal(tx, {
        ...owner,
        movementId: `refund:${refund.id}`,
        eventType: 'refund_due_refunded',
        relatedId: refund.payment_id,
        entries: [
          { accountId: systemAccountId(owner.merchantId, owner.plane, 'refunds_due'), amount: -refund.amount },
          { accountId: systemAccountId(owner.merchantId, owner.plane, 'provider_clearing'), amount: refund.amount },
        ],
      });
    }
    await tx`update refunds set status = ${input.outcome}, completed_at = now(),
        failure_reason = ${input.outcome === 'failed' ? (input.reason ?? null) : null},
        provider_reference = coalesce(provider_reference, ${input.providerReference ?? null})
      where id = ${refund.id}`;
    return true;
  });
}
