import { waitUntil } from '../../scripts/start/wait';
import type { Sql, Tx } from '../../src/db';

// A stalled database, made deterministic: a test connection holds a row lock an activity's
// transaction needs, so the attempt blocks mid-transaction (as under a frozen PostgreSQL),
// outlives its activity timeout, and the retried attempt starts while the first is still
// open. Releasing the lock lets the first attempt commit after it timed out, with the retry
// queued behind it: the retry must recognise the first attempt's rows as its own.

export type HeldLock = {
  /** Waits until `count` transactions of this database wait on a lock (the attempts queued up). */
  waitForWaiters(count: number, what: string, timeoutMs?: number): Promise<void>;
  /** Lets the waiting transactions go on. */
  release(): Promise<void>;
};

/** Transactions of this database waiting for a lock, other than the one asking. */
async function lockWaiters(sql: Sql): Promise<number> {
  const [{ count }] = await sql`select count(*)::int as count from pg_stat_activity
    where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`;
  return count as number;
}

/**
 * Holds the row locks `lock` takes (e.g. `select ... for update`) in an open transaction of
 * its own until `release`. Use a stack with its own database (`ownDatabase`), so only this
 * test's transactions are counted as waiters.
 */
export async function holdRowLock(sql: Sql, lock: (tx: Tx) => Promise<unknown>): Promise<HeldLock> {
  let openGate!: () => void;
  const gate = new Promise<void>((resolve) => (openGate = resolve));
  let taken!: () => void;
  const isTaken = new Promise<void>((resolve) => (taken = resolve));
  const holder = sql.begin(async (tx) => {
    const rows = await lock(tx);
    if (Array.isArray(rows) && rows.length === 0) throw new Error('holdRowLock: the lock query found no row');
    taken();
    await gate;
  });
  await Promise.race([isTaken, holder]);
  return {
    async waitForWaiters(count, what, timeoutMs = 60_000) {
      await waitUntil(async () => (await lockWaiters(sql)) >= count, { what, timeoutMs, intervalMs: 50 });
    },
    async release() {
      openGate();
      await holder;
    },
  };
}

