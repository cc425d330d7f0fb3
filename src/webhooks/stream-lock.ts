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
 * One sender's lease on an outbox stream, across every worker process: a row taken in one
 * statement and given back in another (a connection held across the sends would not survive
 * a database restart). One sender per stream keeps its events in order and never sends an
 * event twice at once. Never waits: a lease held by a live sender is simply not taken.
 *
 * The statements are fragments, so the sender folds them into the statements it sends
 * anyway (delivery.ts): the lease is taken by the statement that reads the stream's head,
 * and given back by the one that records the last outcome.
 */
export type StreamLease = { stream: string; token: string };

export const newLease = (stream: string): StreamLease => ({ stream, token: randomUUID() });

/**
 * Takes the lease (a data-modifying CTE body) only if the CTE `head` has a row: a stream with
 * nothing pending costs no lease row. Returns the token when taken.
 */
export const takeLeaseIfHead = (sql: Sql, lease: StreamLease) => sql`
  insert into outbox_stream_leases (stream, token, expires_at)
  select ${lease.stream}, ${lease.token}, now() + make_interval(secs => ${STREAM_LEASE_SECONDS})
  where exists (select 1 from head)
  on conflict (stream) do update set token = excluded.token, expires_at = excluded.expires_at
    where outbox_stream_leases.expires_at < now()
  returning token`;

/** Gives the lease back (a no-op once it ran out and another sender took it). */
export const releaseLease = (sql: Sql, lease: StreamLease) =>
  sql`delete from outbox_stream_leases where stream = ${lease.stream} and token = ${lease.token}`;
