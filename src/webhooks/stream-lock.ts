import { randomUUID } from 'node:crypto';
import type { Sql } from '../db';

/** The stream's lease was held elsewhere: another sender is delivering it right now. */
export const STREAM_BUSY = Symbol('stream busy');

/**
 * How long a lease lasts: longer than any sender holds one (the relay starts no send after 2 s,
 * the delivery activity none that could outlast its 15 s start-to-close; a send lasts at most
 * WEBHOOK_TIMEOUT_MS, 5 s), so only a dead sender's lease runs out, and a stream waits at most
 * this long for a sender that died holding it.
 */
export const STREAM_LEASE_SECONDS = 20;

/**
 * Runs `fn` as the only sender of an outbox stream, across every worker process: a lease row
 * taken in one statement and given back in another (a connection held across the sends would
 * not survive a database restart). One sender per stream keeps its events in order and never
 * sends an event twice at once. Never waits: a lease held by a live sender answers STREAM_BUSY.
 */
export async function withStreamLock<T>(sql: Sql, stream: string, fn: () => Promise<T>): Promise<T | typeof STREAM_BUSY> {
  const token = randomUUID();
  const [taken] = await sql`
    insert into outbox_stream_leases (stream, token, expires_at)
    values (${stream}, ${token}, now() + make_interval(secs => ${STREAM_LEASE_SECONDS}))
    on conflict (stream) do update set token = excluded.token, expires_at = excluded.expires_at
      where outbox_stream_leases.expires_at < now()
    returning token`;
  if (!taken) return STREAM_BUSY;
  try {
    return await fn();
  } finally {
    await sql`delete from outbox_stream_leases where stream = ${stream} and token = ${token}`;
  }
}
