import { NewEvent, recordEvents } from '../events/outbox';
import { newId } from '../ids';
import { refuse } from '../errors';
import { koboToNaira } from '../money';
import { Sql } from '../db';
import { DisputeRow, toDisputeView } from './disputes';
import { escrowWrite, eventsOf, EscrowWriteResult, WriteTarget } from './escrow-write';
import { bookMovement } from './movements';
import { beginGuestRefund } from './guest-refunds';
import { checkOpenDispute, checkResolve, resolutionAmounts, ResolveRequest, statusAfterMovement, throwIfViolated } from './rules';
import { toEscrowState } from './store';

// A dispute's writes on its escrow: opening one stops the hold's clock; resolving it settles
// what the hold still holds (release, refund or both) in the same transaction.

export type OpenDisputeInput = WriteTarget & { openedBy: string; reasonCode: string; description: string };

export function openDispute(sql: Sql, input: OpenDisputeInput): Promise<EscrowWriteResult> {
  return escrowWrite(sql, input, async (tx, { row }) => {
    throwIfViolated(checkOpenDispute(toEscrowState(row)));
    const disputeId = newId('dispute');
    const [dispute] = await tx<DisputeRow[]>`
      insert into disputes (id, escrow_id, merchant_id, plane, status, opened_by, reason_code, description)
      values (${disputeId}, ${row.id}, ${input.merchantId}, ${input.plane}, 'open', ${input.openedBy},
              ${input.reasonCode}, ${input.description})
      returning *`;
    // A dispute stops the clock: its resolution settles the hold, never the release deadline.
    await tx`update escrows set status = 'disputed', release_at = null, updated_at = now() where id = ${row.id}`;
    const eventIds = await recordEvents(tx, eventsOf(input), [
      {
        type: 'dispute.opened',
        data: toDisputeView(dispute),
        meta: {
          escrow: {
            escrowId: row.id,
            status: 'disputed',
            remainingAmount: koboToNaira(row.amount - row.released_amount - row.refunded_amount),
          },
        },
      },
    ]);
    return { eventIds, disputeId };
  });
}

export type ResolveDisputeInput = WriteTarget & ResolveRequest;

/**
 * Settles the open dispute: the remaining hold goes to the payee (release), back to the
 * payer (refund) or both (split). Events: dispute.resolved, then the movement events.
 */
export function resolveDispute(sql: Sql, input: ResolveDisputeInput): Promise<EscrowWriteResult> {
  return escrowWrite(sql, input, async (tx, { row, now }) => {
    const [existing] = await tx<DisputeRow[]>`select * from disputes where id = ${input.disputeId} and escrow_id = ${row.id}`;
    if (!existing) throw refuse.notFound('Dispute');
    const request: ResolveRequest = {
      disputeId: input.disputeId,
      action: input.action,
      releaseAmount: input.releaseAmount,
      refundAmount: input.refundAmount,
    };
    const state = toEscrowState(row);
    throwIfViolated(checkResolve(state, request));
    const { release, refund } = resolutionAmounts(state, request);
    const movements: NewEvent[] = [];
    let refundId: string | undefined;
    // The escrow as the release left it, for the refund after it.
    let current = row;
    if (release > 0n) {
      const booked = bookMovement(tx, current, now, `${input.operationId}:release`, { kind: 'release', amount: release });
      await booked.written;
      movements.push(booked.event);
      current = booked.after;
    }
    if (refund > 0n && state.guestPayer) {
      // As a normal guest refund: pending at the provider; escrow.refunded comes with its
      // outcome. The hold leaves `disputed` for what it holds until then.
      // A pending refund moves no amount: the status follows from the escrow the release left.
      refundId = await beginGuestRefund(tx, row, `${input.operationId}:refund`, refund);
      await tx`update escrows set status = ${statusAfterMovement(current.amount, current.released_amount, current.refunded_amount)}
        where id = ${row.id}`;
    } else if (refund > 0n) {
      const booked = bookMovement(tx, current, now, `${input.operationId}:refund`, { kind: 'refund', amount: refund });
      await booked.written;
      movements.push(booked.event);
    }
    const [dispute] = await tx<DisputeRow[]>`
      update disputes set status = 'resolved', resolution = ${input.action}, released_amount = ${release},
        refunded_amount = ${refund}, resolved_at = now()
      where id = ${input.disputeId}
      returning *`;
    const eventIds = await recordEvents(tx, eventsOf(input), [{ type: 'dispute.resolved', data: toDisputeView(dispute) }, ...movements]);
    return { eventIds, disputeId: input.disputeId, refundId };
  });
}
