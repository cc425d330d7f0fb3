import { Db } from '../db';

export type LedgerViolation = { kind: string; id: string; detail: string };

/**
 * The ledger's invariants: every journal sums to zero, every stored balance equals the sum
 * of its entries, and no never-negative account is below zero. Returns what is broken.
 */
export async function checkLedgerInvariants(db: Db): Promise<LedgerViolation[]> {
  const unbalanced = await db`
    select journal_id, sum(amount)::text as total from ledger_entries
    group by journal_id having sum(amount) <> 0`;
  const drifted = await db`
    select a.id, a.balance::text as stored, coalesce(e.total, 0)::text as computed
    from ledger_accounts a
    left join (select account_id, sum(amount) as total from ledger_entries group by account_id) e
      on e.account_id = a.id
    where a.balance <> coalesce(e.total, 0)`;
  const negative = await db`
    select id, balance::text from ledger_accounts where non_negative and balance < 0`;
  const empty = await db`
    select j.id from ledger_journals j
    where not exists (select 1 from ledger_entries e where e.journal_id = j.id)`;
  return [
    ...unbalanced.map((r) => ({ kind: 'unbalanced_journal', id: r.journal_id, detail: `sum ${r.total}` })),
    ...drifted.map((r) => ({ kind: 'balance_drift', id: r.id, detail: `stored ${r.stored}, entries ${r.computed}` })),
    ...negative.map((r) => ({ kind: 'negative_balance', id: r.id, detail: `balance ${r.balance}` })),
    ...empty.map((r) => ({ kind: 'empty_journal', id: r.id, detail: 'journal without entries' })),
  ];
}
