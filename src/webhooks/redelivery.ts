import type { Sql } from '../db';
import { attemptFinished, attemptOutcome, DeliverySettings, EventRow, eventWithEndpoint, INTERRUPTED_ATTEMPT, sendEvent } from './delivery';

// A merchant's redelivery (POST /events/{eventId}/redeliver): one more send of an event whose
// own delivery is over (delivered, failed, refused or no endpoint), to the merchant's current
// webhookUrl. It is recorded in webhook_attempts like any attempt, under its redelivery id,
// and does not count towards the stream's four.

export type RedeliveryResult =
  | { result: 'sent'; attempt: number; outcome: 'delivered' | 'failed' | 'refused' }
  /** The merchant has no webhookUrl (any more): nothing was sent. */
  | { result: 'no_endpoint' };

/**
 * Sends the event once more and records it. Repeating a redelivery that finished answers
 * with its attempt (a retried activity sends nothing twice); one cut off by a crash is marked
 * interrupted and sent again as the next attempt.
 */
export async function redeliverEvent(
  sql: Sql,
  settings: DeliverySettings,
  eventId: string,
  redeliveryId: string,
): Promise<RedeliveryResult> {
  const [finished] = await sql<Array<{ attempt: number; outcome: 'delivered' | 'failed' | 'refused' }>>`
    select attempt, outcome from webhook_attempts
    where event_id = ${eventId} and redelivery_id = ${redeliveryId} and outcome <> 'interrupted' and finished_at is not null
    order by attempt desc limit 1`;
  if (finished) return { result: 'sent', attempt: finished.attempt, outcome: finished.outcome };

  const [event] = await sql<EventRow[]>`${eventWithEndpoint(sql)} where e.id = ${eventId}`;
  if (!event) throw new Error(`event ${eventId} not found`);
  if (!event.webhook_url) return { result: 'no_endpoint' };

  const claimed = await claimRedeliveryAttempt(sql, eventId, redeliveryId, event.webhook_url);
  const sent = await sendEvent(settings, event, event.webhook_url, true);
  const outcome = attemptOutcome(sent.outcome);
  // A delivered redelivery makes the event delivered; a failed one leaves its status as it was.
  await sql`
    with finished as (${attemptFinished(sql, claimed.attemptId, sent)})
    update events set delivery_status = 'delivered', delivered_at = coalesce(delivered_at, now())
    where id = ${eventId} and exists (select 1 from finished) ${outcome === 'delivered' ? sql`` : sql`and false`}`;
  return { result: 'sent', attempt: claimed.attempt, outcome };
}

/**
 * Records the attempt before it is sent, numbered after every attempt of the event so far
 * (the event row's lock orders concurrent redeliveries). An earlier try of this redelivery
 * left unfinished was cut off by a crash: it is marked interrupted.
 */
async function claimRedeliveryAttempt(
  sql: Sql,
  eventId: string,
  redeliveryId: string,
  url: string,
): Promise<{ attempt: number; attemptId: string }> {
  return sql.begin(async (tx) => {
    await tx`select 1 from events where id = ${eventId} for update`;
    await tx`update webhook_attempts set error = ${INTERRUPTED_ATTEMPT}, outcome = 'interrupted', finished_at = now()
      where event_id = ${eventId} and redelivery_id = ${redeliveryId} and finished_at is null`;
    const [claimed] = await tx<Array<{ id: string; attempt: number }>>`
      insert into webhook_attempts (event_id, attempt, url, redelivery_id)
      select ${eventId}, coalesce(max(attempt), 0) + 1, ${url}, ${redeliveryId} from webhook_attempts where event_id = ${eventId}
      returning id, attempt`;
    return { attempt: claimed.attempt, attemptId: claimed.id };
  });
}
