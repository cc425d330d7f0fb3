import type { Sql } from '../../src/db';
import type { Plane } from '../../src/keys';
import { systemAccountId, walletAccountId } from '../../src/ledger/accounts';

// Many statement rows fast, for the transactions benchmark and the export-limit tests: each
// row is a real balanced journal (an inbound transfer: provider clearing -> the wallet's
// available), its two ledger entries, the balance changes and one statement line, all in one
// SQL statement over generate_series. Rows are spaced `spacingSeconds` apart going back from
// `newest`, and cycle over the given wallets.

type SeedWallet = { walletId: string; customerId: string };

export type StatementSeed = {
  merchantId: string;
  plane: Plane;
  wallets: SeedWallet[];
  count: number;
  /** Makes the journal ids and movement ids of this seeding unique. */
  tag: string;
  newest?: Date;
  spacingSeconds?: number;
};

export async function seedStatementRows(sql: Sql, seed: StatementSeed): Promise<void> {
  const newest = seed.newest ?? new Date();
  const spacing = seed.spacingSeconds ?? 1;
  const accountIds = seed.wallets.map((w) => walletAccountId(w.walletId, 'available'));
  const customerIds = seed.wallets.map((w) => w.customerId);
  const clearing = systemAccountId(seed.merchantId, seed.plane, 'provider_clearing');
  await sql.begin(async (tx) => {
    await tx`
      with src as (
        select g,
          'txn_' || left(md5(${seed.tag} || ':' || g), 24) as journal_id,
          (${accountIds}::text[])[1 + g % ${accountIds.length}] as account_id,
          (${customerIds}::text[])[1 + g % ${customerIds.length}] as customer_id,
          (100000 + (g % 997) * 1000)::bigint as amount, -- 1,000.00 to 10,960.00 naira
          ${newest}::timestamptz - make_interval(secs => g * ${spacing}::double precision) as created_at
        from generate_series(1, ${seed.count}::int) g
      ), journals as (
        insert into ledger_journals (id, merchant_id, plane, movement_id, event_type, related_id, created_at)
        select journal_id, ${seed.merchantId}, ${seed.plane}, 'seed:' || ${seed.tag} || ':' || g, 'wallet_credit', null, created_at
        from src
      ), entries as (
        insert into ledger_entries (journal_id, account_id, amount)
        select journal_id, ${clearing}, -amount from src
        union all
        select journal_id, account_id, amount from src
      ), lines as (
        insert into statement_lines (journal_id, merchant_id, plane, customer_id, type, direction, status, amount, currency, related_id, created_at)
        select journal_id, ${seed.merchantId}, ${seed.plane}, customer_id, 'wallet_credit', 'in', 'completed', amount, 'NGN', null, created_at
        from src
      ), moved as (
        select ${clearing} as account_id, -sum(amount) as total from src
        union all
        select account_id, sum(amount) from src group by account_id
      )
      update ledger_accounts a set balance = a.balance + moved.total from moved where a.id = moved.account_id`;
  });
}
