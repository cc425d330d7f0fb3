import type { Sql } from '../../src/db';

// SQL statements the service ran, from PostgreSQL's pg_stat_statements (executions per
// statement, in the bench's database only). It needs the server started with
// shared_preload_libraries=pg_stat_statements; without it the counts are not taken.
// Transaction control (BEGIN, COMMIT, ROLLBACK) is left out: pg_stat_statements does not see
// each one postgres.js sends in a pipeline; the round trips (lib/round-trips.ts) do. A
// deferred trigger's query, run at COMMIT, is counted like a statement.

/** Statements whose text has this are the counter's own (and the bench's waits), left out. */
const OWN_MARKER = 'bench:statements';

export type StatementCounts = Map<string, number>;

export type StatementCounter = {
  reset(): Promise<void>;
  /** Executions per statement text since the last reset, the counter's own left out. */
  read(): Promise<StatementCounts>;
};

/** A counter on the bench's database, or the reason there is none. */
export async function statementCounter(sql: Sql): Promise<StatementCounter | string> {
  try {
    await sql`create extension if not exists pg_stat_statements`;
    await sql`select 1 from pg_stat_statements limit 1`;
  } catch (err) {
    return `no pg_stat_statements (${err instanceof Error ? err.message : String(err)}); start PostgreSQL with shared_preload_libraries=pg_stat_statements to count statements`;
  }
  return {
    reset: async () => void (await sql`select pg_stat_statements_reset() /* bench:statements */`),
    read: async () => {
      const rows = await sql<Array<{ query: string; calls: string | number | bigint }>>`
        select query, calls from pg_stat_statements
        where dbid = (select oid from pg_database where datname = current_database()) /* bench:statements */`;
      const counts: StatementCounts = new Map();
      for (const row of rows) {
        if (row.query.includes(OWN_MARKER) || row.query.includes('pg_stat_statements')) continue;
        const text = normalised(row.query);
        if (/^(begin|commit|rollback|start transaction)\b/i.test(text)) continue;
        counts.set(text, (counts.get(text) ?? 0) + Number(row.calls));
      }
      return counts;
    },
  };
}

/**
 * One text per statement: pg_stat_statements may keep a statement under two entries, its
 * constants as written or as `$n` placeholders, so literals and placeholders read `?`.
 */
export function normalised(query: string): string {
  return query
    .replace(/\s+/g, ' ')
    .replace(/'(?:[^']|'')*'/g, '?')
    .replace(/\$\d+/g, '?')
    .replace(/\b\d+\b/g, '?')
    .trim();
}

/** Sum of several counts (e.g. every call of one kind). */
export function addCounts(into: StatementCounts, more: StatementCounts): StatementCounts {
  for (const [text, calls] of more) into.set(text, (into.get(text) ?? 0) + calls);
  return into;
}

export function totalOf(counts: StatementCounts): number {
  let total = 0;
  for (const calls of counts.values()) total += calls;
  return total;
}
