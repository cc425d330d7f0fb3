import { createHash } from 'node:crypto';
import { Db, Tx } from '../db';
import { ID_PREFIXES } from '../ids';
import type { Plane } from '../keys';
import { providerReferenceOf } from '../payments/references';

// Refund rows: money given back through the provider, by refunding the checkout payment that
// brought it in. Two kinds: a guest's refund of an escrow (a guest has no wallet; its writes
// on the escrow are src/escrows/guest-refunds.ts) and the whole refund of a payment booked as
// refund_due (refund-due.ts). A row is pending from its start until the provider's
// refund.processed / refund.failed event settles it (provider-events.ts).

type RefundStatus = 'pending' | 'processed' | 'failed';

export type RefundRow = {
  id: string;
  /** Null for the refund of a whole payment booked as refund_due (refund-due.ts). */
  escrow_id: string | null;
  merchant_id: string;
  plane: Plane;
  payment_id: string;
  amount: bigint;
  reason: string | null;
  status: RefundStatus;
  provider_reference: string | null;
  failure_reason: string | null;
  created_at: Date;
  completed_at: Date | null;
};

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Deterministic per escrow write, so a retried write (and the provider call) reuse the id. */
export function refundIdFor(operationId: string): string {
  const bytes = createHash('sha256').update(`refund\u0000${operationId}`).digest();
  let body = '';
  for (let i = 0; i < 24; i++) body += BASE62[bytes[i] % 62];
  return `${ID_PREFIXES.refund}_${body}`;
}

/**
 * A refund's provider reference when it is created: a live refund's is ours, derived from its
 * id (Paystack's refund API takes no reference; merchant_note carries it), so its events find
 * it from the start. The sandbox names its refunds itself: null until it answers.
 */
export function refundReferenceAtCreation(plane: string, refundId: string): string | null {
  return plane === 'live' ? providerReferenceOf(refundId) : null;
}

export async function lockRefund(tx: Tx, escrowId: string, refundId: string): Promise<RefundRow | null> {
  const [row] = await tx<RefundRow[]>`select * from refunds where id = ${refundId} and escrow_id = ${escrowId} for update`;
  return row ?? null;
}

/** The escrow's pending guest refund, if any (one at a time: the index refunds_one_pending). */
export async function findPendingRefundId(db: Db, escrowId: string): Promise<string | null> {
  const [row] = await db<{ id: string }[]>`select id from refunds where escrow_id = ${escrowId} and status = 'pending'`;
  return row?.id ?? null;
}

/** A refund with what the provider needs to know about its payment. */
export type RefundForProvider = RefundRow & { payment_provider: string; payment_provider_reference: string };

export async function findRefundForProvider(db: Db, refundId: string): Promise<RefundForProvider | null> {
  const [row] = await db<RefundForProvider[]>`
    select r.*, p.provider as payment_provider, p.provider_reference as payment_provider_reference
    from refunds r join payments p on p.id = r.payment_id where r.id = ${refundId}`;
  return row ?? null;
}

export async function recordProviderReference(db: Db, refundId: string, providerReference: string): Promise<void> {
  await db`update refunds set provider_reference = ${providerReference} where id = ${refundId} and provider_reference is null`;
}

/**
 * The refund a provider event is about: by our reference it carries (Paystack: merchant_note),
 * else by the refund's provider reference,
 * else (the event may name the refund another way) the pending refund of the payment the
 * event names as `transaction_reference` (one at a time per payment).
 */
export async function findRefundOfProviderEvent(
  db: Db,
  ref: { ours?: string; reference?: string; transactionReference?: string },
): Promise<RefundRow | null> {
  if (ref.ours) {
    const [byOurs] = await db<RefundRow[]>`select * from refunds where provider_reference = ${ref.ours}`;
    if (byOurs) return byOurs;
  }
  if (ref.reference) {
    const [byReference] = await db<RefundRow[]>`select * from refunds where provider_reference = ${ref.reference}`;
    if (byReference) return byReference;
  }
  if (ref.transactionReference) {
    const [byPayment] = await db<RefundRow[]>`
      select r.* from refunds r join payments p on p.id = r.payment_id
      where p.provider_reference = ${ref.transactionReference} and r.status = 'pending'
      order by r.provider_reference is null desc limit 1`;
    if (byPayment) return byPayment;
  }
  return null;
}
