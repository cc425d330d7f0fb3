import { Db } from '../db';
import { refuse } from '../errors';
import { isId } from '../ids';
import { koboToNaira } from '../money';
import type { Owner } from '../owner';
import type { ResolveAction } from './rules';

// Dispute rows ↔ the API's dispute resource, and its reads.

export type DisputeRow = {
  id: string;
  escrow_id: string;
  status: 'open' | 'resolved';
  opened_by: string;
  reason_code: string;
  description: string;
  resolution: ResolveAction | null;
  released_amount: bigint;
  refunded_amount: bigint;
  created_at: Date;
  resolved_at: Date | null;
};

export type DisputeView = {
  disputeId: string;
  escrowId: string;
  status: 'open' | 'resolved';
  openedBy: string;
  reasonCode: string;
  description: string;
  resolution: ResolveAction | null;
  releasedAmount: number;
  refundedAmount: number;
  createdAt: string;
  resolvedAt: string | null;
};

export function toDisputeView(row: DisputeRow): DisputeView {
  return {
    disputeId: row.id,
    escrowId: row.escrow_id,
    status: row.status,
    openedBy: row.opened_by,
    reasonCode: row.reason_code,
    description: row.description,
    resolution: row.resolution,
    releasedAmount: koboToNaira(row.released_amount),
    refundedAmount: koboToNaira(row.refunded_amount),
    createdAt: row.created_at.toISOString(),
    resolvedAt: row.resolved_at ? row.resolved_at.toISOString() : null,
  };
}

export async function findDispute(db: Db, owner: Owner, escrowId: string, disputeId: string): Promise<DisputeView | null> {
  if (!isId('dispute', disputeId) || !isId('escrow', escrowId)) return null;
  const [row] = await db<DisputeRow[]>`select * from disputes
    where id = ${disputeId} and escrow_id = ${escrowId} and merchant_id = ${owner.merchantId} and plane = ${owner.plane}`;
  return row ? toDisputeView(row) : null;
}

/** GET /escrows/{id}/disputes: the open dispute, else the latest resolved one; 404 if never disputed. */
export async function getCurrentDispute(db: Db, owner: Owner, escrowId: string): Promise<DisputeView> {
  const [row] = await db<DisputeRow[]>`select * from disputes
    where escrow_id = ${isId('escrow', escrowId) ? escrowId : ''} and merchant_id = ${owner.merchantId} and plane = ${owner.plane}
    order by (status = 'open') desc, created_at desc, id desc limit 1`;
  if (!row) throw refuse.notFound('Dispute');
  return toDisputeView(row);
}
