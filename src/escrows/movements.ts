import { allInOrder, Tx } from '../db';
import { issueEvents, NewEvent } from '../events/outbox';
import type { Plane } from '../keys';
import { systemAccountId, walletAccountId } from '../ledger/accounts';
import { JournalEntry, postNewJournal, StatementLine } from '../ledger/journal';
import { koboToNaira } from '../money';
import { eventsOf, WriteOutcome, WriteTarget } from './escrow-write';
import { statusAfterMovement } from './rules';
import { EscrowRow, LockedEscrow, toEscrowView } from './store';

// Money leaving a hold: to the payee on release, back to the payer on refund. Each is booked
// inside an escrow write (escrow-write.ts), under the escrow's row lock: the journal, the
// escrow's amounts and status, and the movement's event.

/** Where a hold's money sits: the registered payer's held balance, else the merchant's guest holds. */
export function holdAccount(row: EscrowRow): string {
  const owner = { merchantId: row.merchant_id, plane: row.plane as Plane };
  return row.payer_wallet_id ? walletAccountId(row.payer_wallet_id, 'held') : systemAccountId(owner.merchantId, owner.plane, 'guest_holds');
}

export type Movement = { kind: 'release' | 'refund'; amount: bigint };

/** The escrow row after a movement: the row is locked, so its amounts are the truth; `now` is the transaction's clock. */
function rowAfterMovement(row: EscrowRow, movement: Movement, now: Date): EscrowRow {
  const released = row.released_amount + (movement.kind === 'release' ? movement.amount : 0n);
  const refunded = row.refunded_amount + (movement.kind === 'refund' ? movement.amount : 0n);
  return {
    ...row,
    released_amount: released,
    refunded_amount: refunded,
    status: statusAfterMovement(row.amount, released, refunded),
    released_at: movement.kind === 'release' ? now : row.released_at,
    refunded_at: movement.kind === 'refund' ? now : row.refunded_at,
  };
}

/** A movement booked: its event (not yet recorded), the escrow row after it, and its statements in flight. */
export type BookedMovement = { event: NewEvent; after: EscrowRow; written: Promise<unknown> };

/**
 * Moves `amount` out of the hold (to the payee on release, back to a registered payer on
 * refund), updates amounts and status, and returns the movement's event (not yet recorded).
 * `row` is the escrow as it stands in this transaction, under its lock. Nothing is awaited:
 * the escrow's update and the journal go out with whatever the caller sends next (one round
 * trip for the whole write); the caller awaits `written` before anything else it awaits.
 */
export function bookMovement(tx: Tx, row: EscrowRow, now: Date, movementId: string, movement: Movement): BookedMovement {
  const owner = { merchantId: row.merchant_id, plane: row.plane as Plane };
  const x = movement.amount;
  const entries: JournalEntry[] = [{ accountId: holdAccount(row), amount: -x }];
  const lines: StatementLine[] = [];
  if (movement.kind === 'release') {
    entries.push({ accountId: walletAccountId(row.payee_wallet_id, 'available'), amount: x });
    if (row.payer_customer_id) {
      lines.push({ customerId: row.payer_customer_id, type: 'escrow_released', direction: 'unlocked', status: 'completed', amount: x });
    }
    lines.push({ customerId: row.payee_customer_id, type: 'wallet_funded', direction: 'in', status: 'completed', amount: x });
  } else if (row.payer_wallet_id) {
    entries.push({ accountId: walletAccountId(row.payer_wallet_id, 'available'), amount: x });
    lines.push({ customerId: row.payer_customer_id!, type: 'escrow_refunded', direction: 'unlocked', status: 'completed', amount: x });
  } else {
    // A guest's refund the provider has processed (guest-refunds.ts): the liability goes
    // back to provider clearing, which paid the money out to the guest.
    entries.push({ accountId: systemAccountId(owner.merchantId, owner.plane, 'provider_clearing'), amount: x });
  }
  const after = rowAfterMovement(row, movement, now);
  // The escrow row is locked by the caller, so the order of these statements takes no new lock
  // (ledger accounts change in account-id order, postJournal).
  const escrowUpdated = tx`
    update escrows set released_amount = ${after.released_amount}, refunded_amount = ${after.refunded_amount},
      status = ${after.status}, updated_at = now(),
      ${movement.kind === 'release' ? tx`released_at = now()` : tx`refunded_at = now()`}
    where id = ${row.id}`.execute();
  const journal = postNewJournal(tx, {
    ...owner,
    movementId,
    eventType: movement.kind === 'release' ? 'escrow_released' : 'escrow_refunded',
    relatedId: row.id,
    entries,
    lines,
  });
  const type =
    movement.kind === 'refund' ? 'escrow.refunded' : after.status === 'released' ? 'escrow.released' : 'escrow.partially_released';
  return {
    event: { type, journalId: journal.journalId, data: toEscrowView(after), meta: { movementAmount: koboToNaira(x) } },
    after,
    written: allInOrder([escrowUpdated, journal.written]),
  };
}

/**
 * A release, or a registered payer's refund, as the whole write: the movement, its event and
 * (in escrowWrite) the operation's record in one round trip.
 */
export function movementWrite(
  tx: Tx,
  target: WriteTarget,
  locked: LockedEscrow,
  movementId: string,
  movement: Movement,
  automatic?: AutomaticMeta,
): WriteOutcome {
  const booked = bookMovement(tx, locked.row, locked.now, movementId, movement);
  const event = automatic ? { ...booked.event, meta: { ...booked.event.meta, ...automatic } } : booked.event;
  const events = issueEvents(tx, eventsOf(target), [event]);
  return { eventIds: events.ids, after: booked.after, written: allInOrder([booked.written, events.written]) };
}

/** An event's meta when the hold's own deadline issued the write (absent on a merchant's write). */
export type AutomaticMeta = { automatic: true; deadline: 'releaseAt' | 'fundingDeadline' };

export function automaticMeta(deadline: 'releaseAt' | 'fundingDeadline' | undefined): AutomaticMeta | undefined {
  return deadline ? { automatic: true, deadline } : undefined;
}
