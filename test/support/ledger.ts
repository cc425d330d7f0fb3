import type { Sql } from '../../src/db';
import { SystemAccountKind, systemAccountId } from '../../src/ledger/accounts';

/** Naira balances of a merchant's test-plane system accounts of these kinds. */
export async function systemAccountBalances<K extends SystemAccountKind>(
  sql: Sql,
  merchantId: string,
  kinds: readonly K[],
  plane: 'test' | 'live' = 'test',
): Promise<Record<K, number>> {
  const ids = kinds.map((kind) => systemAccountId(merchantId, plane, kind));
  const rows = await sql`select id, balance from ledger_accounts where id in ${sql(ids)}`;
  const byId = new Map(rows.map((r) => [r.id as string, Number(r.balance) / 100]));
  return Object.fromEntries(kinds.map((kind, i) => [kind, byId.get(ids[i])!])) as Record<K, number>;
}

/** The event types of the journals booked for one escrow, withdrawal or checkout, in booking order. */
export async function journalTypes(sql: Sql, relatedId: string): Promise<string[]> {
  const rows = await sql`select event_type from ledger_journals where related_id = ${relatedId} order by created_at, id`;
  return rows.map((r) => r.event_type as string);
}
