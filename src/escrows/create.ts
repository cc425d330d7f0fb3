import { allInOrder, Sql, Tx } from '../db';
import { holderOfKey } from '../db/earlier-attempt';
import { issueEvents, NewEvent } from '../events/outbox';
import type { Plane } from '../keys';
import { systemAccountId, walletAccountId } from '../ledger/accounts';
import { LedgerOverdraftError, postNewJournal } from '../ledger/journal';
import { refuse, ServiceError } from '../errors';
import { koboToNaira } from '../money';
import { eventsOf, EscrowWriteResult, finishWrite, ownerOf, previousOutcome, WriteTarget } from './escrow-write';
import { BookedMovement, holdAccount } from './movements';
import { EscrowRow, GuestPayer, lockEscrowRow, releaseAtOnFunding, StoredParty, toEscrowView } from './store';

// POST /escrows: the escrow's row, its parties checked, and (debitPayer) its funding from the
// payer's wallet, in ONE transaction keyed by the operation id like every escrow write.

type PartyInput = { role: string; customerId?: string; guest?: GuestPayer };

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
  return sql.begin<EscrowWriteResult>(async (tx) => {
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
        ${tx.json(stored)}, ${input.description ?? null}, ${input.debitPayer}, ${input.callbackUrl ?? null},
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
  });
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
  const after: EscrowRow = {
    ...row,
    status: 'held',
    fee_amount: row.merchant_fee,
    funded_at: now,
    release_at: releaseAtOnFunding(row, now),
  };
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
