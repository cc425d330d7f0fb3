import { Sql } from '../db';
import { EventType, toEventBody } from '../events/outbox';
import { decryptSecret } from '../keys';
import { postJson } from './http';
import { signPayload } from './signature';
import { newLease, releaseLease, STREAM_BUSY, StreamLease, takeLeaseIfHead } from './stream-lock';

export type DeliverySettings = { masterKey: Buffer; allowPrivateTargets: boolean; timeoutMs: number };

/** Spec "Delivery": one attempt plus 3 retries. The pause between them is the caller's retry policy. */
export const WEBHOOK_ATTEMPTS = 4;

/** Set on an attempt that was started but never finished (the worker stopped mid-send). */
export const INTERRUPTED_ATTEMPT = 'interrupted: the sender stopped before the outcome was recorded';

export type DeliveryOutcome =
  | { result: 'delivered'; statusCode: number }
  | { result: 'no_endpoint' }
  | { result: 'refused'; error: string }
  /** `final`: that was the last attempt, the event is marked failed. */
  | { result: 'failed'; final: boolean; statusCode?: number; error?: string };

/** What became of one attempt, as the worker's metrics count it (README "Metrics"). */
export type AttemptOutcomeLabel = 'delivered' | 'retry' | 'failed' | 'refused' | 'no_endpoint';

export function outcomeLabel(outcome: DeliveryOutcome): AttemptOutcomeLabel {
  if (outcome.result === 'failed') return outcome.final ? 'failed' : 'retry';
  return outcome.result;
}

export type StreamDelivery =
  /** Nothing pending is left on the stream (for now). */
  | { state: 'drained' }
  /** The time budget ran out with events still pending: call again. */
  | { state: 'more' }
  /** The head event's attempt failed and it has attempts left: call again after the retry pause. */
  | { state: 'retry'; eventId: string; error: string }
  /** `firstAttemptsOnly`: the head event was tried before, so its retries (and the rest) are left to them. */
  | { state: 'retrying'; eventId: string };

export type EventRow = {
  id: string; type: EventType; created_at: Date; data: unknown; meta: unknown;
  delivery_status: string; attempts: number; webhook_url: string | null; secret_ciphertext: Buffer;
};

/** The event with its merchant's endpoint and newest secret key (which signs it). */
export const eventWithEndpoint = (sql: Sql) => sql`
  select e.id, e.type, e.created_at, e.data, e.meta, e.delivery_status, e.attempts, m.webhook_url, k.secret_ciphertext
  from events e
  join merchants m on m.id = e.merchant_id
  join lateral (select secret_ciphertext from api_keys k
    where k.merchant_id = e.merchant_id and k.plane = e.plane and k.kind = 'secret'
    order by k.created_at desc limit 1) k on true`;

export type StreamDeliveryOptions = {
  /** Starts no send after this many milliseconds but the first. */
  budgetMs: number;
  /** Hears the outcome of every attempt (the worker counts them). */
  onOutcome?: (outcome: DeliveryOutcome) => void;
  /**
   * Only first attempts (the outbox relay): a head event tried before belongs to the
   * stream's retries, which keep the pause between attempts; stop there.
   */
  firstAttemptsOnly?: boolean;
  /** Crash tests only: runs after a send, before its outcome is recorded. */
  afterSend?: () => void;
};

/** The stream's pending head, in the shape `eventWithEndpoint` reads. */
const pendingHead = (sql: Sql, stream: string, after?: string) => sql`${eventWithEndpoint(sql)}
  where e.stream = ${stream} and e.delivery_status = 'pending' ${after ? sql`and e.id <> ${after}` : sql``}
  order by e.seq limit 1`;

/**
 * Delivers a stream's pending events in order (spec "Delivery"): the head event must be
 * delivered, refused or given up before the next is sent. Reading what is pending from the
 * outbox (not from what a write answered) means an event committed by a write whose answer
 * was lost is delivered all the same. Runs as the stream's only sender (stream-lock.ts), or
 * answers STREAM_BUSY when another sender holds the lease.
 *
 * Three statements per event sent (session 5, "the relay's statements"): the lease taken
 * with the head read (none taken when nothing is pending), the attempt claimed, and its
 * outcome recorded with the next head read and, when nothing is left, the lease given back.
 */
export async function deliverStream(
  sql: Sql, settings: DeliverySettings, stream: string, options: StreamDeliveryOptions,
): Promise<StreamDelivery | typeof STREAM_BUSY> {
  const { budgetMs, onOutcome, firstAttemptsOnly = false, afterSend } = options;
  const started = Date.now();
  const lease = newLease(stream);
  const [first] = await sql<Array<EventRow & { leased: boolean }>>`
    with head as (${pendingHead(sql, stream)}),
    lease as (${takeLeaseIfHead(sql, lease)})
    select head.*, exists (select 1 from lease) as leased from head`;
  if (!first) return { state: 'drained' };
  if (!first.leased) return STREAM_BUSY;
  let held = true;
  try {
    // Read before the lease was taken, so it may be stale: claimAttempt checks it is not.
    let head: EventRow | undefined = first;
    for (;;) {
      if (!head) return { state: 'drained' };
      if (firstAttemptsOnly && head.attempts > 0) return { state: 'retrying', eventId: head.id };
      const step = await attempt(sql, settings, head, afterSend);
      if (step === STALE_HEAD) {
        [head] = await sql<EventRow[]>`${pendingHead(sql, stream)}`;
        continue;
      }
      onOutcome?.(step.outcome);
      const retry = step.outcome.result === 'failed' && !step.outcome.final;
      const overBudget = Date.now() - started > budgetMs;
      const [next] = await finishAndReadNext(sql, lease, step.finish, retry || overBudget);
      if (!next || next.released) held = false;
      if (retry) {
        const outcome = step.outcome as Extract<DeliveryOutcome, { result: 'failed' }>;
        return { state: 'retry', eventId: head.id, error: outcome.error ?? `HTTP ${outcome.statusCode}` };
      }
      if (next && overBudget) return { state: 'more' };
      head = next;
    }
  } finally {
    if (held) await releaseLease(sql, lease);
  }
}

/** The head changed between the read and the lease (another sender finished it): read it again. */
const STALE_HEAD = Symbol('stale head');

/** What an attempt leaves to record: the event's new status and, if one was sent, the attempt's outcome. */
type Finish = {
  eventId: string;
  status: 'delivered' | 'refused' | 'failed' | 'pending' | 'no_endpoint';
  sent?: { attemptId: string } & SentEvent;
};

/**
 * Records what an attempt came to, reads the stream's next pending head, and gives the lease
 * back when nothing is left or `release` says the sender stops here: one statement. A sent
 * attempt's event is updated whatever its status (the attempt claimed it); the other outcomes
 * only move a pending event.
 */
function finishAndReadNext(sql: Sql, lease: StreamLease, finish: Finish, release: boolean) {
  const { eventId, status, sent } = finish;
  return sql<Array<EventRow & { released: boolean }>>`
    with ${sent ? sql`finished as (
      update webhook_attempts set status_code = ${sent.statusCode}, error = ${sent.error}, duration_ms = ${sent.durationMs},
        outcome = ${attemptOutcome(sent.outcome)}, finished_at = now()
      where id = ${sent.attemptId}),` : sql``}
    updated as (
      update events set delivery_status = ${status}, delivered_at = ${status === 'delivered' ? new Date() : null}
      where id = ${eventId} ${sent ? sql`` : sql`and delivery_status = 'pending'`}),
    next as (${pendingHead(sql, lease.stream, eventId)}),
    released as (
      ${releaseLease(sql, lease)} and (${release} or not exists (select 1 from next))
      returning 1)
    select next.*, exists (select 1 from released) as released from next`;
}

/**
 * One delivery attempt of the pending head: signed POST, 2xx within the timeout counts as
 * delivered. The attempt is recorded before the request goes out and finished with its
 * outcome (by the caller, with the next head read), so an attempt cut off by a crash is on
 * record too (marked interrupted by the next one) and counts towards the four. A delivered,
 * refused or failed event is never sent again by its stream (only a merchant's redelivery
 * sends it once more: redelivery.ts).
 */
async function attempt(
  sql: Sql, settings: DeliverySettings, event: EventRow, afterSend?: () => void,
): Promise<{ outcome: DeliveryOutcome; finish: Finish } | typeof STALE_HEAD> {
  const eventId = event.id;
  if (!event.webhook_url) return { outcome: { result: 'no_endpoint' }, finish: { eventId, status: 'no_endpoint' } };

  const claimed = await claimAttempt(sql, event, event.webhook_url);
  if (!claimed) {
    if (event.attempts < WEBHOOK_ATTEMPTS) return STALE_HEAD;
    return { outcome: { result: 'failed', final: true, error: 'no attempts left' }, finish: { eventId, status: 'failed' } };
  }
  const finalAttempt = claimed.attempt >= WEBHOOK_ATTEMPTS;

  const sent = await sendEvent(settings, event, event.webhook_url, finalAttempt);
  afterSend?.();
  const { outcome } = sent;
  const status =
    outcome.result === 'delivered' ? 'delivered'
    : outcome.result === 'refused' ? 'refused'
    : finalAttempt ? 'failed' : 'pending';
  return { outcome, finish: { eventId, status, sent: { attemptId: claimed.attemptId, ...sent } } };
}

/**
 * Records the next attempt of a pending event before it is sent (one statement). An earlier
 * attempt left unfinished was cut off by a crash: it is marked interrupted and counts. Only
 * the event as it was read is claimed (same attempt count, still pending), so a head read
 * stale is never sent early or twice. Null: nothing claimed, because the event changed since
 * it was read or no attempt is left (the last one was the interrupted one).
 */
async function claimAttempt(sql: Sql, event: EventRow, url: string): Promise<{ attempt: number; attemptId: string } | null> {
  const [claimed] = await sql<Array<{ id: string; attempt: number }>>`
    with interrupted as (
      update webhook_attempts set error = ${INTERRUPTED_ATTEMPT}, outcome = 'interrupted', finished_at = now()
      where event_id = ${event.id} and finished_at is null),
    next as (
      update events set attempts = attempts + 1
      where id = ${event.id} and delivery_status = 'pending' and attempts = ${event.attempts} and attempts < ${WEBHOOK_ATTEMPTS}
      returning attempts)
    insert into webhook_attempts (event_id, attempt, url)
    select ${event.id}, attempts, ${url} from next
    returning id, attempt`;
  return claimed ? { attempt: claimed.attempt, attemptId: claimed.id } : null;
}

/** What one signed POST of an event came to; `final` says whether a failure was the last try. */
export type SentEvent = { outcome: DeliveryOutcome; statusCode: number | null; error: string | null; durationMs: number };

/**
 * Signs the event with its merchant's newest secret key and POSTs it to `url`: a 2xx within
 * the timeout is delivered, an unsafe target refused, anything else failed. Never throws for
 * what the receiver did; recording the attempt is the caller's job.
 */
export async function sendEvent(settings: DeliverySettings, event: EventRow, url: string, final: boolean): Promise<SentEvent> {
  const body = JSON.stringify(toEventBody(event));
  const secretKey = decryptSecret(settings.masterKey, event.secret_ciphertext);
  const started = Date.now();
  const sent = await postJson(
    url,
    body,
    {
      'content-type': 'application/json',
      'user-agent': 'escrow-service-webhooks/1',
      'x-service-signature': signPayload(secretKey, body),
      'x-service-event': event.type,
    },
    { timeoutMs: settings.timeoutMs, allowPrivate: settings.allowPrivateTargets },
  );
  const statusCode = 'statusCode' in sent ? sent.statusCode : null;
  const error = 'error' in sent ? sent.error : statusCode !== null && (statusCode < 200 || statusCode > 299) ? `HTTP ${statusCode}` : null;
  const outcome: DeliveryOutcome =
    error === null ? { result: 'delivered', statusCode: statusCode! }
    : 'unsafe' in sent && sent.unsafe ? { result: 'refused', error }
    : { result: 'failed', final, statusCode: statusCode ?? undefined, error };
  return { outcome, statusCode, error, durationMs: Date.now() - started };
}

/** The outcome column of webhook_attempts for a finished send. */
export function attemptOutcome(outcome: DeliveryOutcome): 'delivered' | 'failed' | 'refused' {
  return outcome.result === 'delivered' ? 'delivered' : outcome.result === 'refused' ? 'refused' : 'failed';
}
