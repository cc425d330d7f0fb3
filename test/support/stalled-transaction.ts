import { WorkflowNotFoundError, type WorkflowHandle } from '@temporalio/client';
import type { Sql, Tx } from '../../src/db';
import { eventually } from './eventually';

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
  return holdLock(sql, async (tx) => {
    const rows = await lock(tx);
    if (Array.isArray(rows) && rows.length === 0) throw new Error('holdRowLock: the lock query found no row');
  });
}

/**
 * Holds `table` in exclusive mode until `release`: plain reads go on, every write to the
 * table waits. For a write whose stalled statement inserts a row that does not exist yet
 * (an operation's record, a refund), so the attempt stalls after its other statements. When
 * the table is locked by a transaction still open, this waits for it first and settles once
 * the lock is granted (the lock queue grants it before any write asked for after it).
 */
export function holdTableLock(sql: Sql, table: string): Promise<HeldLock> {
  return holdLock(sql, (tx) => tx`lock table ${sql(table)} in exclusive mode`);
}

async function holdLock(sql: Sql, take: (tx: Tx) => Promise<unknown>): Promise<HeldLock> {
  let openGate!: () => void;
  const gate = new Promise<void>((resolve) => (openGate = resolve));
  let taken!: () => void;
  const isTaken = new Promise<void>((resolve) => (taken = resolve));
  const holder = sql.begin(async (tx) => {
    await take(tx);
    taken();
    await gate;
  });
  await Promise.race([isTaken, holder]);
  return {
    async waitForWaiters(count, what, timeoutMs = 60_000) {
      await eventually(
        () => lockWaiters(sql),
        (waiters) => waiters >= count,
        { what, timeoutMs },
      );
    },
    async release() {
      openGate();
      await holder;
    },
  };
}

/**
 * Waits until Temporal runs a second attempt of the workflow's pending activity `activityType`
 * (the first timed out). For activities run by the activity task queue, not local ones.
 */
export async function waitForRetry(handle: WorkflowHandle, activityType: string, timeoutMs = 60_000): Promise<void> {
  await eventually(
    async () => (await describedOrNotYet(handle))?.raw.pendingActivities ?? [],
    (pending) => pending.some((a) => a.activityType?.name === activityType && (a.attempt ?? 0) >= 2),
    {
      what: `a retried attempt of ${activityType}`,
      timeoutMs,
      intervalMs: 200,
      show: (pending) => pending.map((a) => `${a.activityType?.name} attempt ${a.attempt}`).join(', '),
    },
  );
}

/** The workflow's description, or undefined while the API has not started it yet. */
async function describedOrNotYet(handle: WorkflowHandle) {
  try {
    return await handle.describe();
  } catch (err) {
    if (err instanceof WorkflowNotFoundError) return undefined;
    throw err;
  }
}
