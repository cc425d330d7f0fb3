import { allInOrder, Sql, Tx } from '../db';
import { EventOwner } from '../events/outbox';
import { outboxStream } from '../events/streams';
import type { Plane } from '../keys';
import { refuse } from '../errors';
import type { Owner } from '../owner';
import { DisputeRow, DisputeView, toDisputeView } from './disputes';
import type { EscrowState } from './rules';
import { EscrowRow, EscrowView, findEscrowRow, LockedEscrow, lockEscrowRow, toEscrowState, toEscrowView } from './store';

// The frame of every write to an escrow: ONE transaction that locks the escrow row and books
// the write once per operation id (an activity retried after a crash, or after its attempt
// timed out, answers with the first result). The writes themselves: create.ts,
// release-refund-cancel.ts, dispute-writes.ts, deadlines.ts and guest-refunds.ts.

export type EscrowWriteResult = {
  escrow: EscrowView;
  state: EscrowState;
  /** Events of this write in emission order, for the webhook delivery workflow. */
  eventIds: string[];
  dispute?: DisputeView;
  /** A guest refund this write recorded as pending: the workflow asks the provider next. */
  guestRefund?: { refundId: string };
};

export type WriteTarget = { merchantId: string; plane: Plane; escrowId: string; operationId: string };
export type WriteOutcome = {
  eventIds: string[];
  disputeId?: string;
  refundId?: string;
  /** The escrow row after the write, when the write worked it out (else it is read back). */
  after?: EscrowRow;
  /** The write's statements, sent and not yet awaited: they share a round trip with the operation's record. */
  written?: Promise<unknown>;
};

export function ownerOf(t: { merchantId: string; plane: Plane }): Owner {
  return { merchantId: t.merchantId, plane: t.plane };
}

/** An escrow's events go on its own outbox stream, delivered in order. */
export function eventsOf(t: { merchantId: string; plane: Plane; escrowId: string }): EventOwner {
  return { ...ownerOf(t), stream: outboxStream('escrow', t.escrowId) };
}

/** Not an async function, like lockEscrowRow: sent right after the lock, it runs under it. */
export function previousOutcome(tx: Tx, operationId: string): Promise<WriteOutcome | null> {
  return tx`select event_ids, dispute_id, refund_id from escrow_operations where id = ${operationId}`.then(([done]) => {
    if (!done) return null;
    return {
      eventIds: done.event_ids as string[],
      disputeId: (done.dispute_id as string | null) ?? undefined,
      refundId: (done.refund_id as string | null) ?? undefined,
    };
  });
}

/**
 * Records the operation (once) and answers with the escrow after the write; the record goes
 * out with the write's own statements when the write left them unawaited, and the row is read
 * back only when the write did not work it out.
 */
export async function finishWrite(tx: Tx, target: WriteTarget, outcome: WriteOutcome, fresh: boolean): Promise<EscrowWriteResult> {
  const record = fresh
    ? tx`insert into escrow_operations (id, escrow_id, event_ids, dispute_id, refund_id)
        values (${target.operationId}, ${target.escrowId}, ${outcome.eventIds}, ${outcome.disputeId ?? null},
                ${outcome.refundId ?? null})`.execute()
    : null;
  const reads = Promise.all([
    outcome.after ?? findEscrowRow(tx, ownerOf(target), target.escrowId),
    outcome.disputeId ? tx<DisputeRow[]>`select * from disputes where id = ${outcome.disputeId}`.execute() : null,
  ]);
  await allInOrder([outcome.written, record, reads]);
  const [row, dispute] = await reads;
  const result: EscrowWriteResult = { escrow: toEscrowView(row!), state: toEscrowState(row!), eventIds: outcome.eventIds };
  if (dispute) result.dispute = toDisputeView(dispute[0]);
  if (outcome.refundId) result.guestRefund = { refundId: outcome.refundId };
  return result;
}

/** Runs `write` under the escrow's row lock, once per operation id. */
export async function escrowWrite(
  sql: Sql,
  target: WriteTarget,
  write: (tx: Tx, locked: LockedEscrow) => Promise<WriteOutcome>,
): Promise<EscrowWriteResult> {
  return sql.begin<EscrowWriteResult>(async (tx) => {
    // One round trip: the lock first, then (in order, under it) the operation's earlier outcome.
    const [locked, previous] = await Promise.all([
      lockEscrowRow(tx, ownerOf(target), target.escrowId),
      previousOutcome(tx, target.operationId),
    ]);
    if (!locked) throw refuse.notFound('Escrow');
    if (previous) return finishWrite(tx, target, previous, false);
    return finishWrite(tx, target, await write(tx, locked), true);
  });
}
