import { randomUUID } from 'node:crypto';
import type { Sql } from '../db';
import {
  AttemptTakenOverError,
  attemptFinished,
  DeliverySettings,
  EventRow,
  eventSettled,
  failedAttempt,
  pendingHead,
  SentEvent,
  sendEvent,
  StreamDelivery,
  StreamDeliveryOptions,
} from './delivery';
import { STREAM_BUSY, STREAM_LEASE_SECONDS } from './stream-lock';

type ClaimRow = EventRow & { token: string | null; attempt_id: string | null; leased_elsewhere: boolean };

/**
 * The outbox relay's sends, two statements per event (the general path in
 * delivery.ts takes six): one takes the stream's lease, reads its head and records the
 * head's first attempt; the other records the outcome, gives the lease back and says
 * whether more is pending. The rules are the general path's: one sender per stream
 * (stream-lock.ts), the attempt on record before the POST, only first attempts here (a head
 * tried before belongs to the stream's retries).
 *
 * Returns STREAM_BUSY when another sender holds the lease, or `fallBack` when the head is
 * one this path does not handle (no endpoint, or the head moved on between the statement's
 * snapshot and its lease): the caller then runs the general path.
 *
 * Worth its second path: releases at 20 clients went from 22.7–25.4 to 17.9–20.9 ms of CPU a
 * call with it (docs/performance.md "Settings and why").
 */
export async function sendFirstAttempts(
  sql: Sql,
  settings: DeliverySettings,
  stream: string,
  options: StreamDeliveryOptions,
): Promise<StreamDelivery | typeof STREAM_BUSY | 'fallBack'> {
  const started = Date.now();
  for (let sends = 0; ; sends++) {
    if (sends > 0 && Date.now() - started > options.budgetMs) return { state: 'more' };
    const claim = await claimHead(sql, stream);
    if (!claim) return { state: 'drained' };
    // A tried head is its retries' own, unless a live sender holds the stream (it may be sending it now).
    if (claim.attempts > 0)
      return claim.leased_elsewhere ? STREAM_BUSY : { state: 'retrying', eventId: claim.id, merchantId: claim.merchant_id };
    if (!claim.webhook_url) return 'fallBack';
    if (!claim.token) return STREAM_BUSY;
    if (!claim.attempt_id) {
      // The head was sent by the sender whose lease we just followed: ours to give back.
      await sql`delete from outbox_stream_leases where stream = ${stream} and token = ${claim.token}`;
      return 'fallBack';
    }
    const sent = await sendEvent(settings, claim, claim.webhook_url, false);
    await options.afterSend?.();
    const more = await finish(sql, stream, claim, sent);
    options.onOutcome?.(sent.outcome);
    const failed = failedAttempt(claim, 1, claim.webhook_url, sent.outcome);
    if (failed) options.onFailedAttempt?.(failed);
    if (sent.outcome.result === 'failed') {
      return { state: 'retry', eventId: claim.id, merchantId: claim.merchant_id, error: sent.error ?? `HTTP ${sent.statusCode}` };
    }
    if (!more) return { state: 'drained' };
  }
}

/**
 * One statement: the stream's head (from the statement's snapshot); its lease, taken only
 * for a never-tried head with an endpoint; and, under the lease, its first attempt recorded.
 * No row: nothing pending. `token` null: another sender holds the lease. `attempt_id` null
 * with a token: the head was delivered meanwhile (the update re-checks the current row).
 * `leased_elsewhere`: a live lease in the snapshot (the statement's own is not in it).
 */
async function claimHead(sql: Sql, stream: string): Promise<ClaimRow | undefined> {
  const token = randomUUID();
  const [row] = await sql<ClaimRow[]>`
    with head as (${pendingHead(sql, stream)}),
    lease as (
      insert into outbox_stream_leases (stream, token, expires_at)
      select ${stream}, ${token}, now() + make_interval(secs => ${STREAM_LEASE_SECONDS})
      from head where head.attempts = 0 and head.webhook_url is not null
      on conflict (stream) do update set token = excluded.token, expires_at = excluded.expires_at
        where outbox_stream_leases.expires_at < now()
      returning token),
    claimed as (
      update events set attempts = 1
      where id = (select id from head) and delivery_status = 'pending' and attempts = 0 and exists (select 1 from lease)
      returning id),
    attempt as (
      insert into webhook_attempts (event_id, attempt, url)
      select claimed.id, 1, head.webhook_url from claimed, head
      returning id)
    select head.*, (select token from lease) as token, (select id from attempt) as attempt_id,
      exists (select 1 from outbox_stream_leases l where l.stream = ${stream} and l.expires_at >= now()) as leased_elsewhere
    from head`;
  return row;
}

/** One statement: the attempt's outcome and the event's status recorded, the lease given back; true when more is pending. */
async function finish(sql: Sql, stream: string, claim: ClaimRow, sent: SentEvent): Promise<boolean> {
  // A first attempt is never the last of the four: a failure leaves the event pending.
  const [row] = await sql<Array<{ more: boolean; recorded: boolean }>>`
    with finished as (${attemptFinished(sql, claim.attempt_id!, sent)}),
    event as (${eventSettled(sql, claim.id, sent.outcome, false)}),
    released as (
      delete from outbox_stream_leases where stream = ${stream} and token = ${claim.token})
    select exists (select 1 from events where stream = ${stream} and delivery_status = 'pending' and id <> ${claim.id}) as more,
      exists (select 1 from finished) as recorded`;
  if (!row.recorded) throw new AttemptTakenOverError(claim.id);
  return row.more;
}
