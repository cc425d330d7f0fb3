import { allInOrder, Sql, Tx } from '../db';
import { holderOfKey } from '../db/earlier-attempt';
import { issueEvents, NewEvent, recordEvents } from '../events/outbox';
import { newId } from '../ids';
import type { Plane } from '../keys';
import { systemAccountId, walletAccountId } from '../ledger/accounts';
import { JournalEntry, LedgerOverdraftError, postNewJournal, StatementLine } from '../ledger/journal';
import { refuse, ServiceError } from '../errors';
import { koboToNaira } from '../money';
import { EscrowCommand, unhandledCommand } from './commands';
import { advanceTestClock, moveDeadlines } from './deadlines';
import { escrowWrite, eventsOf, EscrowWriteResult, finishWrite, ownerOf, previousOutcome, WriteOutcome, WriteTarget } from './escrow-write';
import { DisputeRow, toDisputeView } from './disputes';
import {
  checkCancel,
  checkOpenDispute,
  checkRefund,
  checkRelease,
  checkResolve,
  remainingOf,
  resolutionAmounts,
  ResolveRequest,
  statusAfterMovement,
  throwIfViolated,
} from './rules';
import { beginGuestRefund } from './refunds';
import {
  EscrowRow,
  EscrowView,
  findEscrowRow,
  GuestPayer,
  LockedEscrow,
  lockEscrowRow,
  releaseAtOnFunding,
  StoredParty,
  toEscrowState,
  toEscrowView,
} from './store';

// Every write to an escrow is ONE transaction: lock the escrow row, re-check the rule on it
// (the row is the truth; the workflow's state is only a cache), post the journal, update the
// escrow (and dispute) row, record the events. Each write is keyed by an operation id, so an
// activity retried after a crash answers with the first result and books nothing twice.

export type { EscrowWriteResult, WriteTarget } from './escrow-write';
export { escrowWrite, eventsOf } from './escrow-write';

function holdAccount(row: EscrowRow): string {
  const owner = { merchantId: row.merchant_id, plane: row.plane as Plane };
  return row.payer_wallet_id
    ? walletAccountId(row.payer_wallet_id, 'held')
    : systemAccountId(owner.merchantId, owner.plane, 'guest_holds');
}

async function snapshot(tx: Tx, row: EscrowRow): Promise<EscrowView> {
  return toEscrowView((await findEscrowRow(tx, { merchantId: row.merchant_id, plane: row.plane as Plane }, row.id))!);
}

type Movement = { kind: 'release' | 'refund'; amount: bigint };

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
type AutomaticMeta = { automatic: true; deadline: 'releaseAt' | 'fundingDeadline' };

function automaticMeta(deadline: 'releaseAt' | 'fundingDeadline' | undefined): AutomaticMeta | undefined {
  return deadline ? { automatic: true, deadline } : undefined;
}

// ---- create ---------------------------------------------------------------------------

export type PartyInput = { role: string; customerId?: string; guest?: GuestPayer };

export type CreateEscrowInput = {
  merchantId: string;
  plane: Plane;
  escrowId: string;
  operationId: string;
  reference: string;
  amount: string; // kobo
  currency: string;
  /** In request order; exactly one payer (customerId or guest) and one payee (customerId). */
  parties: PartyInput[];
  description?: string;
  debitPayer: boolean;
  callbackUrl?: string;
  merchantFee: string; // kobo
  /** Seconds from funding to the automatic release. */
  inspectionPeriod?: number;
  /** ISO 8601: when the hold, still unfunded, is cancelled automatically. */
  fundingDeadline?: string;
};

function notFoundCustomer(customerId: string): ServiceError {
  return refuse.notFound('Customer', { customerId });
}

/**
 * POST /escrows. With debitPayer the payer's available pays amount + merchantFee at once
 * (escrow.created then escrow.funded); without enough money nothing is written at all.
 */
export async function createEscrow(sql: Sql, input: CreateEscrowInput): Promise<EscrowWriteResult> {
  const owner = ownerOf(input);
  const target: WriteTarget = { ...owner, escrowId: input.escrowId, operationId: input.operationId };
  return sql.begin(async (tx) => {
    const payer = input.parties.find((p) => p.role === 'payer')!;
    const payee = input.parties.find((p) => p.role === 'payee')!;
    const customerIds = [...new Set(input.parties.filter((p) => p.customerId).map((p) => p.customerId!))];
    // One round trip: the operation's earlier outcome, and the parties share-locked so a
    // concurrent delete cannot remove a customer under this escrow (harmless on a retry).
    const [previous, found] = await Promise.all([
      previousOutcome(tx, input.operationId),
      tx<Array<{ id: string; wallet_id: string }>>`
        select c.id, w.id as wallet_id from customers c join wallets w on w.customer_id = c.id
        where c.id in ${tx(customerIds)} and c.merchant_id = ${owner.merchantId} and c.plane = ${owner.plane}
          and c.deleted_at is null
        for share of c`.execute(),
    ]);
    if (previous) return finishWrite(tx, target, previous, false);
    const missing = customerIds.find((id) => !found.some((f) => f.id === id));
    if (missing) throw notFoundCustomer(missing);

    const stored: StoredParty[] = input.parties.map((p) =>
      p.guest
        ? { role: 'payer', customerId: null, guest: { email: p.guest.email, name: p.guest.name ?? null, phone: p.guest.phone ?? null } }
        : { role: p.role, customerId: p.customerId! },
    );
    // The insert, the new row under the write's lock (with the transaction's clock) and
    // (debitPayer) the payer's available balance, locked, in one round trip.
    const insert = tx`
      insert into escrows (id, merchant_id, plane, reference, status, amount, currency, merchant_fee,
        payer_customer_id, payer_guest, payee_customer_id, parties, description, debit_payer, callback_url,
        inspection_period, funding_deadline)
      values (${input.escrowId}, ${owner.merchantId}, ${owner.plane}, ${input.reference}, 'awaiting_funding',
        ${BigInt(input.amount)}, ${input.currency}, ${BigInt(input.merchantFee)}, ${payer.customerId ?? null},
        ${payer.guest ? tx.json(stored.find((p) => p.guest)!.guest as never) : null}, ${payee.customerId!},
        ${tx.json(stored as never)}, ${input.description ?? null}, ${input.debitPayer}, ${input.callbackUrl ?? null},
        ${input.inspectionPeriod ?? null}, ${input.fundingDeadline ? new Date(input.fundingDeadline) : null})
      on conflict do nothing
      returning id`.execute();
    const payerWallet = found.find((f) => f.id === payer.customerId)?.wallet_id;
    const [inserted, created, payerAvailable] = await Promise.all([
      insert,
      lockEscrowRow(tx, owner, input.escrowId),
      input.debitPayer && payerWallet ? lockAvailable(tx, payerWallet) : null,
    ]);
    if (inserted.length === 0) {
      // The insert waited for the conflicting row's transaction, so these reads see it: this
      // create's own earlier attempt (committed after its activity timed out) is carried on with.
      const [earlier, sameReference] = await Promise.all([
        previousOutcome(tx, input.operationId),
        tx<Array<{ id: string }>>`select id from escrows
          where merchant_id = ${owner.merchantId} and plane = ${owner.plane} and reference = ${input.reference}`.execute(),
      ]);
      if (earlier) return finishWrite(tx, target, earlier, false);
      if (holderOfKey(sameReference, input.escrowId).holder === 'other') {
        throw refuse.duplicateEscrowReference(input.reference);
      }
      throw refuse.idempotencyKeyReused('This Idempotency-Key already created another escrow');
    }

    // The rest is one round trip: the funding (debitPayer), the events and the operation's record.
    const { row, now } = created!;
    const events: NewEvent[] = [{ type: 'escrow.created', data: toEscrowView(row), meta: { debitPayer: input.debitPayer } }];
    const funding = input.debitPayer ? fundFromWallet(tx, row, now, payerAvailable!, `escrow:${input.escrowId}:fund`) : undefined;
    if (funding) events.push(funding.event);
    const issued = issueEvents(tx, eventsOf(input), events);
    const written = allInOrder([funding?.written, issued.written]);
    return finishWrite(tx, target, { eventIds: issued.ids, after: funding?.after ?? row, written }, true);
  }) as Promise<EscrowWriteResult>;
}

/**
 * The payer's available balance, its row locked: concurrent escrows of one payer are checked
 * one after another and can never overdraw it.
 */
async function lockAvailable(tx: Tx, walletId: string): Promise<{ balance: bigint }> {
  const [account] = await tx<Array<{ balance: bigint }>>`
    select balance from ledger_accounts where id = ${walletAccountId(walletId, 'available')} for update`;
  return account;
}

/**
 * debitPayer funding: payer available −(amount + merchantFee); hold +amount; merchant
 * settlement +merchantFee. `account` is the payer's available, locked (lockAvailable), and
 * `row` the new escrow under its lock, so the funded escrow is worked out here; nothing is
 * awaited (the caller awaits `written` before anything else it awaits).
 */
function fundFromWallet(tx: Tx, row: EscrowRow, now: Date, account: { balance: bigint }, movementId: string): BookedMovement {
  const owner = { merchantId: row.merchant_id, plane: row.plane as Plane };
  const available = walletAccountId(row.payer_wallet_id!, 'available');
  const charged = row.amount + row.merchant_fee;
  const insufficient = () => refuse.insufficientBalance('debitPayer', koboToNaira(account.balance), koboToNaira(charged));
  if (account.balance < charged) throw insufficient();
  const after: EscrowRow = { ...row, status: 'held', fee_amount: row.merchant_fee, funded_at: now, release_at: releaseAtOnFunding(row, now) };
  const funded = tx`update escrows set status = 'held', fee_amount = merchant_fee, funded_at = now(), updated_at = now(),
      release_at = ${after.release_at}
    where id = ${row.id}`.execute();
  const journal = postNewJournal(tx, {
    ...owner,
    movementId,
    eventType: 'escrow_funded',
    relatedId: row.id,
    entries: [
      { accountId: available, amount: -charged },
      { accountId: holdAccount(row), amount: row.amount },
      { accountId: systemAccountId(owner.merchantId, owner.plane, 'merchant_settlement'), amount: row.merchant_fee },
    ],
    lines: [{ customerId: row.payer_customer_id!, type: 'escrow_funded', direction: 'locked', status: 'completed', amount: row.amount }],
  });
  const written = allInOrder([funded, journal.written]).catch((err: unknown) => {
    throw err instanceof LedgerOverdraftError ? insufficient() : err;
  });
  const fee = koboToNaira(row.merchant_fee);
  const event: NewEvent = {
    type: 'escrow.funded',
    journalId: journal.journalId,
    data: toEscrowView(after),
    // Same keys as a checkout funding; a wallet debit has no payment and no provider fees.
    meta: {
      source: 'wallet',
      paymentId: null,
      providerReference: null,
      chargedAmount: koboToNaira(charged),
      netAmount: koboToNaira(row.amount),
      fees: { providerFee: 0, platformFee: 0, merchantFee: fee, totalFees: fee },
    },
  };
  return { event, after, written };
}

// ---- release, refund, cancel ----------------------------------------------------------

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
      return { eventIds: [], refundId: await beginGuestRefund(tx, locked.row, input.operationId, amount ?? remainingOf(state), input.reason) };
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

// ---- disputes -------------------------------------------------------------------------

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
          escrow: { escrowId: row.id, status: 'disputed', remainingAmount: koboToNaira(row.amount - row.released_amount - row.refunded_amount) },
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

// ---- one command, one booking ------------------------------------------------------------

export type EscrowCommandInput = WriteTarget & { command: EscrowCommand };

/** Books a merchant's command (the escrow workflow's one activity for commands): its write, by kind. */
export function bookEscrowCommand(sql: Sql, { command, ...target }: EscrowCommandInput): Promise<EscrowWriteResult> {
  switch (command.kind) {
    case 'release':
      return releaseEscrow(sql, { ...target, amount: command.amount, automatic: command.automatic });
    case 'refund':
      // A guest payer's refund answers pending (status unchanged); the workflow then asks the provider.
      return refundEscrow(sql, { ...target, amount: command.amount, reason: command.reason });
    case 'cancel':
      return cancelEscrow(sql, { ...target, reason: command.reason, automatic: command.automatic });
    case 'openDispute':
      return openDispute(sql, { ...target, openedBy: command.openedBy, reasonCode: command.reasonCode, description: command.description });
    case 'resolveDispute': {
      const { disputeId, action, releaseAmount, refundAmount } = command;
      return resolveDispute(sql, { ...target, disputeId, action, releaseAmount, refundAmount });
    }
    case 'moveDeadlines': {
      const { inspectionPeriod, releaseAt, fundingDeadline } = command;
      return moveDeadlines(sql, { ...target, inspectionPeriod, releaseAt, fundingDeadline });
    }
    case 'advanceTestClock':
      return advanceTestClock(sql, { ...target, seconds: command.seconds });
    default:
      return unhandledCommand(command);
  }
}
