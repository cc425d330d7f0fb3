import { allInOrder, Tx } from '../db';
import { newId } from '../ids';
import { Plane } from '../keys';
import { Kobo } from '../money';

export type StatementType =
  'wallet_credit' | 'wallet_funded' | 'escrow_funded' | 'escrow_released' | 'escrow_refunded' | 'withdrawal' | 'withdrawal_reversed';
export type StatementDirection = 'in' | 'out' | 'locked' | 'unlocked';

export type JournalEntry = { accountId: string; amount: Kobo };
export type StatementLine = {
  customerId: string;
  type: StatementType;
  direction: StatementDirection;
  status: string;
  amount: Kobo;
  /** The escrow, withdrawal or checkout the row is about; omitted: the journal's, null: none. */
  relatedId?: string | null;
};

export type JournalInput = {
  merchantId: string;
  plane: Plane;
  /** The caller's idempotency key for this movement: booked at most once per merchant and plane. */
  movementId: string;
  eventType: string;
  relatedId?: string | null;
  entries: JournalEntry[];
  lines?: StatementLine[];
};

export type PostedJournal = { journalId: string; created: boolean };

/** A posting would take a never-negative account (a wallet balance) below zero. */
export class LedgerOverdraftError extends Error {
  constructor(readonly accountId: string) {
    super(`posting would overdraw ${accountId}`);
  }
}

export class UnbalancedJournalError extends Error {}

/** The journal's entries netted per account, in account-id order; refused unless they balance. */
function balancedEntries(input: JournalInput): Array<[string, Kobo]> {
  const byAccount = new Map<string, Kobo>();
  for (const entry of input.entries) {
    byAccount.set(entry.accountId, (byAccount.get(entry.accountId) ?? 0n) + entry.amount);
  }
  const entries = [...byAccount].filter(([, amount]) => amount !== 0n).sort(([a], [b]) => (a < b ? -1 : 1));
  const sum = entries.reduce((acc, [, amount]) => acc + amount, 0n);
  if (entries.length < 2 || sum !== 0n) {
    throw new UnbalancedJournalError(`journal ${input.movementId} must balance (sum ${sum})`);
  }
  return entries;
}

function insertJournal(tx: Tx, journalId: string, input: JournalInput, onConflict: 'skip' | 'fail') {
  return tx`
    insert into ledger_journals (id, merchant_id, plane, movement_id, event_type, related_id)
    values (${journalId}, ${input.merchantId}, ${input.plane}, ${input.movementId}, ${input.eventType}, ${input.relatedId ?? null})
    ${onConflict === 'skip' ? tx`on conflict (merchant_id, plane, movement_id) do nothing` : tx``}
    returning id`.execute();
}

/**
 * Books one balanced journal inside the caller's transaction, exactly once per movementId:
 * a retry finds the first journal and books nothing (created: false). Balances change in
 * account-id order so concurrent postings cannot deadlock.
 */
export async function postJournal(tx: Tx, input: JournalInput): Promise<PostedJournal> {
  const entries = balancedEntries(input);
  const journalId = newId('transaction');
  const inserted = await insertJournal(tx, journalId, input, 'skip');
  if (inserted.length === 0) {
    const [existing] = await tx`
      select id from ledger_journals
      where merchant_id = ${input.merchantId} and plane = ${input.plane} and movement_id = ${input.movementId}`;
    return { journalId: existing.id as string, created: false };
  }
  await ledgerRows(tx, journalId, input, entries);
  return { journalId, created: true };
}

/**
 * Books a journal the caller knows is new (an escrow operation not yet on record, checked under
 * the escrow's row lock), its statements sent with the journal row instead of after it: nothing
 * is awaited here, so whatever the caller issues next shares the round trip. Should the
 * movement id be booked after all, the journal's insert fails and takes the transaction (and
 * every statement after it) down with it: never a second booking. The caller awaits `written`
 * before anything else it awaits.
 */
export function postNewJournal(tx: Tx, input: JournalInput): { journalId: string; written: Promise<void> } {
  const entries = balancedEntries(input);
  const journalId = newId('transaction');
  const journal = insertJournal(tx, journalId, input, 'fail');
  return { journalId, written: allInOrder([journal, ledgerRows(tx, journalId, input, entries)]) };
}

/**
 * The balances, entries and statement lines of a booked journal, sent together (postgres.js
 * pipelines the queries of a transaction issued without waiting): one round trip instead of one
 * each. PostgreSQL still runs them in this order, so balances change in account-id order.
 */
function ledgerRows(tx: Tx, journalId: string, input: JournalInput, entries: Array<[string, Kobo]>): Promise<unknown> {
  const balances = entries.map(([accountId, amount]) =>
    tx`
      update ledger_accounts set balance = balance + ${amount}
      where id = ${accountId} and merchant_id = ${input.merchantId} and plane = ${input.plane}
      returning id`.then(
      (updated) => {
        if (updated.length === 0) throw new Error(`ledger account ${accountId} does not exist for this merchant`);
      },
      (err) => {
        if ((err as { constraint_name?: string }).constraint_name === 'ledger_accounts_non_negative') {
          throw new LedgerOverdraftError(accountId);
        }
        throw err;
      },
    ),
  );
  const entryRows = tx`insert into ledger_entries ${tx(
    entries.map(([accountId, amount]) => ({ journal_id: journalId, account_id: accountId, amount })),
  )}`.execute();
  const lineRows =
    input.lines && input.lines.length > 0
      ? tx`insert into statement_lines ${tx(
          input.lines.map((line) => ({
            journal_id: journalId,
            merchant_id: input.merchantId,
            plane: input.plane,
            customer_id: line.customerId,
            type: line.type,
            direction: line.direction,
            status: line.status,
            amount: line.amount,
            // An explicit null wins: a line may have no related resource while its journal has one.
            related_id: line.relatedId !== undefined ? line.relatedId : (input.relatedId ?? null),
          })),
        )}`.execute()
      : null;
  // A failed statement fails the rest of the batch ("transaction is aborted") after it: the
  // first failure in order is the cause.
  return allInOrder([...balances, entryRows, lineRows]);
}
