import type { Sql } from '../../src/db';

/**
 * What autovacuum does soon after bulk writes in a live database, done now: the visibility map
 * and planner statistics, so a measurement sees the tables' steady state, not the just-seeded
 * one (nor stale statistics where autovacuum is off). Every table when none are named.
 */
export async function vacuumAnalyze(sql: Sql, tables?: readonly string[]): Promise<void> {
  if (!tables) {
    await sql`vacuum analyze`;
    return;
  }
  for (const table of tables) await sql`vacuum analyze ${sql(table)}`;
}
