import type { EventBody } from '../events/outbox';
import { signPayload } from './signature';

/**
 * The raw body and headers of a webhook POST (spec "Delivery"), one definition for the
 * service's deliveries and `cli listen`'s forwards, so a receiver's verification passes the same.
 */
export function webhookRequest(event: EventBody, secretKey: string): { body: string; headers: Record<string, string> } {
  // The body's fields in the documented order, whatever order the caller's object has.
  const body = JSON.stringify({ id: event.id, type: event.type, createdAt: event.createdAt, data: event.data, meta: event.meta });
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'user-agent': 'escrow-service-webhooks/1',
      'x-service-signature': signPayload(secretKey, body),
      'x-service-event': event.type,
    },
  };
}
