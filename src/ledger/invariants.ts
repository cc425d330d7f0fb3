import { Db } from '../db';

export type LedgerViolation = { kind: string; id: string; detail: string };

/**
 * The ledger's invariants: every journal sums to zero, every stored balance equals the sum
 * of its entries, no never-negative account is below zero, and each merchant's kept wallet
 * totals (the dashboard's balances, migration 020) equal its wallets. Returns what is broken.
 */
export async function checkLedgerInvariants(db: Db): Promise<LedgerViolation[]> {
  const unbalanced = await db<Array<{ journal_id: string; total: string }>>`
    select journal_id, sum(amount)::text as total from ledger_entries
    group by journal_id having sum(amount) <> 0`;
  const drifted = await db<Array<{ id: string; stored: string; computed: string }>>`
    select a.id, a.balance::text as stored, coalesce(e.total, 0)::text as computed
    from ledger_accounts a
    left join (select account_id, sum(amount) as total from ledger_entries group by account_id) e
      on e.account_id = a.id
    where a.balance <> coalesce(e.total, 0)`;
  const negative = await db<Array<{ id: string; balance: string }>>`
    select id, balance::text from ledger_accounts where non_negative and balance < 0`;
  const empty = await db<Array<{ id: string }>>`
    select j.id from ledger_journals j
    where not exists (select 1 from ledger_entries e where e.journal_id = j.id)`;
  // The totals are kept at commit (a deferred trigger): inside an open transaction, its own
  // writes are added first, so the comparison sees them.
  if (typeof (db as { savepoint?: unknown }).savepoint === 'function') await db`set constraints wallet_balance_totals_on_update immediate`;
  const totals = await db`
    with actual as (
      select merchant_id, plane, coalesce(sum(balance) filter (where kind = 'available'), 0) as available,
             coalesce(sum(balance) filter (where kind = 'held'), 0) as held
      from ledger_accounts where wallet_id is not null group by merchant_id, plane),
    kept as (
      select merchant_id, plane, sum(available) as available, sum(held) as held
      from wallet_balance_totals group by merchant_id, plane)
    select merchant_id, plane, coalesce(a.available, 0)::text as available, coalesce(a.held, 0)::text as held,
           coalesce(k.available, 0)::text as kept_available, coalesce(k.held, 0)::text as kept_held
    from actual a full join kept k using (merchant_id, plane)
    where coalesce(a.available, 0) <> coalesce(k.available, 0) or coalesce(a.held, 0) <> coalesce(k.held, 0)`;
  return [
    ...unbalanced.map((r) => ({ kind: 'unbalanced_journal', id: r.journal_id, detail: `sum ${r.total}` })),
    ...drifted.map((r) => ({ kind: 'balance_drift', id: r.id, detail: `stored ${r.stored}, entries ${r.computed}` })),
    ...negative.map((r) => ({ kind: 'negative_balance', id: r.id, detail: `balance ${r.balance}` })),
    ...empty.map((r) => ({ kind: 'empty_journal', id: r.id, detail: 'journal without entries' })),
    ...totals.map((r) => ({
      kind: 'wallet_totals_drift',
      id: `${r.merchant_id}:${r.plane}`,
      detail: `wallets ${r.available} available, ${r.held} held; kept ${r.kept_available}, ${r.kept_held}`,
    })),
  ];
}
