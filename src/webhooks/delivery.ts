import { Sql } from '../db';
import { EventType, toEventBody } from '../events/outbox';
import { decryptSecret } from '../keys';
import { postJson } from './http';
import { webhookRequest } from './webhook-request';

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

/** One attempt that did not deliver its event, as the worker logs it (attempt-log.ts). */
export type FailedAttempt = {
  eventId: string;
  eventType: string;
  /** 1 to WEBHOOK_ATTEMPTS. */
  attempt: number;
  url: string;
  /** What went wrong: `HTTP 503`, a connection error, a timeout, an unsafe target. */
  reason: string;
  /** No attempt follows: the event is given up (failed), or refused (an unsafe target). */
  final: boolean;
};

export type StreamDelivery =
  /** Nothing pending is left on the stream (for now). */
  | { state: 'drained' }
  /** The time budget ran out with events still pending: call again. */
  | { state: 'more' }
  /** The head event's attempt failed and it has attempts left: call again after the retry pause. */
  | { state: 'retry'; eventId: string; merchantId: string; error: string }
  /** `firstAttemptsOnly`: the head event was tried before, so its retries (and the rest) are left to them. */
  | { state: 'retrying'; eventId: string; merchantId: string };

export type EventRow = {
  id: string;
  merchant_id: string;
  type: EventType;
  created_at: Date;
  data: unknown;
  meta: unknown;
  delivery_status: string;
  attempts: number;
  webhook_url: string | null;
  secret_ciphertext: Buffer;
};

/** The event with its merchant's endpoint and newest secret key (which signs it). */
export const eventWithEndpoint = (sql: Sql) => sql`
  select e.id, e.merchant_id, e.type, e.created_at, e.data, e.meta, e.delivery_status, e.attempts, m.webhook_url, k.secret_ciphertext
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
  /** Hears every attempt that did not deliver (the worker logs one line: attempt-log.ts). */
  onFailedAttempt?: (failed: FailedAttempt) => void;
  /**
   * Only first attempts (the outbox relay): a head event tried before belongs to the
   * stream's retries, which keep the pause between attempts; stop there.
   */
  firstAttemptsOnly?: boolean;
  /** Crash tests only: runs after a send, before its outcome is recorded. */
  afterSend?: () => void | Promise<void>;
};

/**
 * Delivers a stream's pending events in order (spec "Delivery"): the head event must be
 * delivered, refused or given up before the next is sent. Reading what is pending from the
 * outbox (not from what a write answered) means an event committed by a write whose answer
 * was lost is delivered all the same. The caller is the stream's only sender (stream-lock.ts).
 */
export async function deliverStream(
  sql: Sql,
  settings: DeliverySettings,
  stream: string,
  options: StreamDeliveryOptions,
): Promise<StreamDelivery> {
  const { budgetMs, onOutcome, onFailedAttempt, firstAttemptsOnly = false, afterSend } = options;
  const started = Date.now();
  for (let sends = 0; ; sends++) {
    const [head] = await sql<EventRow[]>`${pendingHead(sql, stream)}`;
    if (!head) return { state: 'drained' };
    if (firstAttemptsOnly && head.attempts > 0) return { state: 'retrying', eventId: head.id, merchantId: head.merchant_id };
    if (sends > 0 && Date.now() - started > budgetMs) return { state: 'more' };
    const outcome = await attempt(sql, settings, head, afterSend, onFailedAttempt);
    onOutcome?.(outcome);
    if (outcome.result === 'failed' && !outcome.final) {
      return { state: 'retry', eventId: head.id, merchantId: head.merchant_id, error: outcome.error ?? `HTTP ${outcome.statusCode}` };
    }
  }
}

/** The stream's oldest pending event with its endpoint: the only one that may be sent next. */
export const pendingHead = (sql: Sql, stream: string) => sql`${eventWithEndpoint(sql)}
  where e.stream = ${stream} and e.delivery_status = 'pending' order by e.seq limit 1`;

/**
 * One delivery attempt: signed POST, 2xx within the timeout counts as delivered. The attempt
 * is recorded before the request goes out and finished with its outcome, so an attempt cut
 * off by a crash is on record too (marked interrupted by the next one) and counts towards
 * the four. A delivered, refused or failed event is never sent again by its stream (only a
 * merchant's redelivery sends it once more: redelivery.ts).
 */
async function attempt(
  sql: Sql,
  settings: DeliverySettings,
  event: EventRow,
  afterSend?: () => void | Promise<void>,
  onFailedAttempt?: (failed: FailedAttempt) => void,
): Promise<DeliveryOutcome> {
  const eventId = event.id;
  if (event.delivery_status === 'delivered') return { result: 'delivered', statusCode: 200 };
  if (event.delivery_status !== 'pending') return { result: 'failed', final: true, error: `already ${event.delivery_status}` };
  if (!event.webhook_url) {
    await sql`update events set delivery_status = 'no_endpoint' where id = ${eventId} and delivery_status = 'pending'`;
    return { result: 'no_endpoint' };
  }

  const claimed = await claimAttempt(sql, eventId, event.webhook_url);
  if (!claimed) return { result: 'failed', final: true, error: 'no attempts left' };
  const finalAttempt = claimed.attempt >= WEBHOOK_ATTEMPTS;

  const sent = await sendEvent(settings, event, event.webhook_url, finalAttempt);
  await afterSend?.();
  const [{ recorded }] = await sql<Array<{ recorded: boolean }>>`
    with finished as (${attemptFinished(sql, claimed.attemptId, sent)}),
    settled as (${eventSettled(sql, eventId, sent.outcome, finalAttempt)})
    select exists (select 1 from finished) as recorded`;
  if (!recorded) throw new AttemptTakenOverError(eventId);
  const failed = failedAttempt(event, claimed.attempt, event.webhook_url, sent.outcome);
  if (failed) onFailedAttempt?.(failed);
  return sent.outcome;
}

/** The attempt as the log tells it, when it did not deliver. */
export function failedAttempt(
  event: Pick<EventRow, 'id' | 'type'>,
  attemptNo: number,
  url: string,
  outcome: DeliveryOutcome,
): FailedAttempt | undefined {
  if (outcome.result === 'failed') {
    const reason = outcome.error ?? `HTTP ${outcome.statusCode}`;
    return { eventId: event.id, eventType: event.type, attempt: attemptNo, url, reason, final: outcome.final };
  }
  if (outcome.result === 'refused')
    return { eventId: event.id, eventType: event.type, attempt: attemptNo, url, reason: outcome.error, final: true };
  return undefined;
}

/**
 * A sender that outlived its stream lease (its database froze past it) finished a send after
 * another sender had taken the event over and marked that attempt interrupted. Its outcome is
 * not recorded and it must send nothing more: the stream is the other sender's now.
 */
export class AttemptTakenOverError extends Error {
  constructor(eventId: string) {
    super(`Webhook attempt of ${eventId} was taken over by another sender; its outcome is not recorded`);
  }
}

/**
 * Records how a sent attempt went (the CTE `finished` of a bigger statement): only while the
 * attempt is still open, so an attempt another sender already marked interrupted stays so.
 */
export const attemptFinished = (sql: Sql, attemptId: string, sent: SentEvent) => sql`
  update webhook_attempts set status_code = ${sent.statusCode}, error = ${sent.error}, duration_ms = ${sent.durationMs},
    outcome = ${attemptOutcome(sent.outcome)}, finished_at = now()
  where id = ${attemptId} and finished_at is null
  returning id`;

/**
 * The event's status after an attempt of its stream: delivered or refused for good, failed
 * after its last attempt, else still pending (its retries go on). Part of a statement whose
 * `finished` CTE recorded the attempt (attemptFinished): an attempt taken over changes nothing.
 */
export const eventSettled = (sql: Sql, eventId: string, outcome: DeliveryOutcome, finalAttempt: boolean) => {
  const status =
    outcome.result === 'delivered' ? 'delivered' : outcome.result === 'refused' ? 'refused' : finalAttempt ? 'failed' : 'pending';
  return sql`update events set delivery_status = ${status}, delivered_at = ${status === 'delivered' ? new Date() : null}
    where id = ${eventId} and exists (select 1 from finished)`;
};

/**
 * Records the next attempt of a pending event before it is sent (one statement). An earlier
 * attempt left unfinished was cut off by a crash: it is marked interrupted and counts. With
 * no attempt left (the last one was the interrupted one) the event is given up: null.
 */
async function claimAttempt(sql: Sql, eventId: string, url: string): Promise<{ attempt: number; attemptId: string } | null> {
  const [claimed] = await sql<Array<{ id: string; attempt: number }>>`
    with interrupted as (
      update webhook_attempts set error = ${INTERRUPTED_ATTEMPT}, outcome = 'interrupted', finished_at = now()
      where event_id = ${eventId} and finished_at is null),
    next as (
      update events set attempts = attempts + 1
      where id = ${eventId} and delivery_status = 'pending' and attempts < ${WEBHOOK_ATTEMPTS}
      returning attempts)
    insert into webhook_attempts (event_id, attempt, url)
    select ${eventId}, attempts, ${url} from next
    returning id, attempt`;
  if (claimed) return { attempt: claimed.attempt, attemptId: claimed.id };
  await sql`update events set delivery_status = 'failed' where id = ${eventId} and delivery_status = 'pending'`;
  return null;
}

/** What one signed POST of an event came to; `final` says whether a failure was the last try. */
export type SentEvent = { outcome: DeliveryOutcome; statusCode: number | null; error: string | null; durationMs: number };

/**
 * Signs the event with its merchant's newest secret key and POSTs it to `url`: a 2xx within
 * the timeout is delivered, an unsafe target refused, anything else failed. Never throws for
 * what the receiver did; recording the attempt is the caller's job.
 */
export async function sendEvent(settings: DeliverySettings, event: EventRow, url: string, final: boolean): Promise<SentEvent> {
  const { body, headers } = webhookRequest(toEventBody(event), decryptSecret(settings.masterKey, event.secret_ciphertext));
  const started = Date.now();
  const sent = await postJson(url, body, headers, { timeoutMs: settings.timeoutMs, allowPrivate: settings.allowPrivateTargets });
  const statusCode = 'statusCode' in sent ? sent.statusCode : null;
  const error = 'error' in sent ? sent.error : statusCode !== null && (statusCode < 200 || statusCode > 299) ? `HTTP ${statusCode}` : null;
  const outcome: DeliveryOutcome =
    error === null
      ? { result: 'delivered', statusCode: statusCode! }
      : 'unsafe' in sent && sent.unsafe
        ? { result: 'refused', error }
        : { result: 'failed', final, statusCode: statusCode ?? undefined, error };
  return { outcome, statusCode, error, durationMs: Date.now() - started };
}

/** The outcome column of webhook_attempts for a finished send. */
export function attemptOutcome(outcome: DeliveryOutcome): 'delivered' | 'failed' | 'refused' {
  return outcome.result === 'delivered' ? 'delivered' : outcome.result === 'refused' ? 'refused' : 'failed';
}
