import { recordEvents } from '../events/outbox';
import { Sql, Tx } from '../db';
import type { Plane } from '../keys';
import { escrowWrite, eventsOf, EscrowWriteResult, WriteTarget } from './escrow-write';
import { beginGuestRefund } from './guest-refunds';
import { automaticMeta, Movement, movementWrite } from './movements';
import { checkCancel, checkRefund, checkRelease, remainingOf, throwIfViolated } from './rules';
import { EscrowRow, EscrowView, findEscrowRow, toEscrowState, toEscrowView } from './store';

// A merchant's release, refund or cancel of a hold (or the hold's own deadline issuing one),
// each one escrow write: the rule re-checked on the locked row, then the movement or the
// cancellation.

async function snapshot(tx: Tx, row: EscrowRow): Promise<EscrowView> {
  return toEscrowView((await findEscrowRow(tx, { merchantId: row.merchant_id, plane: row.plane as Plane }, row.id))!);
}

/** `automatic`: the hold's releaseAt issued it (workflows/escrow-deadlines.ts). */
export type ReleaseInput = WriteTarget & { amount?: string; automatic?: 'releaseAt' };

export function releaseEscrow(sql: Sql, input: ReleaseInput): Promise<EscrowWriteResult> {
  return escrowWrite(sql, input, async (tx, locked) => {
    const state = toEscrowState(locked.row);
    const amount = input.amount === undefined ? undefined : BigInt(input.amount);
    throwIfViolated(checkRelease(state, amount));
    const movement: Movement = { kind: 'release', amount: amount ?? remainingOf(state) };
    return movementWrite(tx, input, locked, input.operationId, movement, automaticMeta(input.automatic));
  });
}

export type RefundInput = WriteTarget & { amount?: string; reason?: string };

/**
 * Refund to a registered payer's available, at once. A guest's refund only starts here
 * (pending, no event, status unchanged); the provider's outcome completes it later.
 */
export function refundEscrow(sql: Sql, input: RefundInput): Promise<EscrowWriteResult> {
  return escrowWrite(sql, input, async (tx, locked) => {
    const state = toEscrowState(locked.row);
    const amount = input.amount === undefined ? undefined : BigInt(input.amount);
    throwIfViolated(checkRefund(state, amount));
    if (state.guestPayer) {
      return {
        eventIds: [],
        refundId: await beginGuestRefund(tx, locked.row, input.operationId, amount ?? remainingOf(state), input.reason),
      };
    }
    return movementWrite(tx, input, locked, input.operationId, { kind: 'refund', amount: amount ?? remainingOf(state) });
  });
}

/** `automatic`: the hold's fundingDeadline issued it (workflows/escrow-deadlines.ts). */
export type CancelInput = WriteTarget & { reason?: string; automatic?: 'fundingDeadline' };

export function cancelEscrow(sql: Sql, input: CancelInput): Promise<EscrowWriteResult> {
  return escrowWrite(sql, input, async (tx, { row }) => {
    throwIfViolated(checkCancel(toEscrowState(row)));
    await tx`update escrows set status = 'cancelled', cancelled_reason = ${input.reason ?? null}, updated_at = now()
      where id = ${row.id}`;
    const eventIds = await recordEvents(tx, eventsOf(input), [
      { type: 'escrow.cancelled', data: await snapshot(tx, row), meta: automaticMeta(input.automatic) },
    ]);
    return { eventIds };
  });
}
