import { createHmac, timingSafeEqual } from 'node:crypto';

// Webhooks (spec "Delivery"): `x-service-signature` is the hex HMAC-SHA512 of the raw body,
// keyed with the merchant's secret key. Verify on the raw bytes, before parsing.

export type WebhookEvent = { id: string; type: string; createdAt: string; data: Record<string, unknown>; meta: Record<string, unknown> };

export class WebhookSignatureError extends Error {}

/** The event, once its signature is checked (constant time); throws WebhookSignatureError otherwise. */
export function verifyWebhook(rawBody: string | Buffer, signature: string | undefined, secretKey: string): WebhookEvent {
  if (!signature) throw new WebhookSignatureError('No x-service-signature header');
  const expected = createHmac('sha512', secretKey).update(rawBody).digest();
  const given = Buffer.from(signature, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new WebhookSignatureError('The signature does not match this body and key');
  }
  return JSON.parse(Buffer.isBuffer(rawBody) ? rawBody.toString('utf8') : rawBody) as WebhookEvent;
}
