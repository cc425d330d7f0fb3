import type { Sql } from '../db';

/** The lock was held elsewhere: another sender is delivering this stream right now. */
export const STREAM_BUSY = Symbol('stream busy');

/**
 * Runs `fn` as the only sender of an outbox stream, across every worker process: a session
 * advisory lock on a connection reserved for it. Only one sender per stream keeps its events
 * in order and never sends an event twice at once; a sender that dies loses its connection,
 * and with it the lock. Never waits: a held lock answers STREAM_BUSY.
 */
export async function withStreamLock<T>(sql: Sql, stream: string, fn: () => Promise<T>): Promise<T | typeof STREAM_BUSY> {
  const connection = await sql.reserve();
  try {
    const [{ locked }] = await connection`select pg_try_advisory_lock(hashtextextended(${stream}, 0)) as locked`;
    if (!locked) return STREAM_BUSY;
    try {
      return await fn();
    } finally {
      await connection`select pg_advisory_unlock(hashtextextended(${stream}, 0))`;
    }
  } finally {
    connection.release();
  }
}
