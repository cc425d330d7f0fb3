import { Sql } from '../db';
import { EventType, toEventBody } from '../events/outbox';
import { decryptSecret } from '../keys';
import { postJson } from './http';
import { signPayload } from './signature';

export type DeliverySettings = { masterKey: Buffer; allowPrivateTargets: boolean; timeoutMs: number };

export type DeliveryOutcome =
  | { result: 'delivered'; statusCode: number }
  | { result: 'no_endpoint' }
  | { result: 'refused'; error: string }
  | { result: 'failed'; statusCode?: number; error?: string };

type EventRow = {
  id: string; type: EventType; created_at: Date; data: unknown; meta: unknown;
  delivery_status: string; webhook_url: string | null; secret_ciphertext: Buffer;
};

/**
 * One delivery attempt of one event (spec "Delivery"): signed POST, 2xx within the timeout
 * counts as delivered. Every attempt is recorded. An event already delivered is not sent
 * again, so a retried activity cannot re-deliver a success.
 */
export async function attemptDelivery(
  sql: Sql,
  settings: DeliverySettings,
  eventId: string,
  attempt: number,
  finalAttempt: boolean,
): Promise<DeliveryOutcome> {
  const [event] = await sql<EventRow[]>`
    select e.id, e.type, e.created_at, e.data, e.meta, e.delivery_status, m.webhook_url, k.secret_ciphertext
    from events e
    join merchants m on m.id = e.merchant_id
    join api_keys k on k.merchant_id = e.merchant_id and k.plane = e.plane and k.kind = 'secret'
    where e.id = ${eventId}
    order by k.created_at desc limit 1`;
  if (!event) throw new Error(`event ${eventId} not found`);
  if (event.delivery_status === 'delivered') return { result: 'delivered', statusCode: 200 };
  if (!event.webhook_url) {
    await sql`update events set delivery_status = 'no_endpoint' where id = ${eventId}`;
    return { result: 'no_endpoint' };
  }

  const body = JSON.stringify(toEventBody(event));
  const secretKey = decryptSecret(settings.masterKey, event.secret_ciphertext);
  const started = Date.now();
  const sent = await postJson(
    event.webhook_url,
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
    : { result: 'failed', statusCode: statusCode ?? undefined, error };

  const status =
    outcome.result === 'delivered' ? 'delivered'
    : outcome.result === 'refused' ? 'refused'
    : finalAttempt ? 'failed' : 'pending';
  await sql.begin(async (tx) => {
    await tx`insert into webhook_attempts (event_id, attempt, url, status_code, error, duration_ms)
      values (${eventId}, ${attempt}, ${event.webhook_url}, ${statusCode}, ${error}, ${Date.now() - started})`;
    await tx`update events set attempts = greatest(attempts, ${attempt}), delivery_status = ${status},
      delivered_at = ${status === 'delivered' ? new Date() : null} where id = ${eventId}`;
  });
  return outcome;
}
