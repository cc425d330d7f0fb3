import { createHmac, timingSafeEqual } from 'node:crypto';

// Webhooks (spec "Delivery"): `x-service-signature` is the hex HMAC-SHA512 of the raw body,
// keyed with the merchant's secret key. Verify on the raw bytes, before parsing.

export type WebhookEvent = { id: string; type: string; createdAt: string; data: Record<string, unknown>; meta: Record<string, unknown> };

export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

/** The event, once its signature is checked (constant time); throws WebhookSignatureError otherwise. */
export function verifyWebhook(rawBody: string | Buffer, signatureHeader: string | string[] | undefined, secretKey: string): WebhookEvent {
  // Node gives a repeated header as an array: one signature is expected, never a choice of several.
  const signature = Array.isArray(signatureHeader) ? (signatureHeader.length === 1 ? signatureHeader[0] : undefined) : signatureHeader;
  if (!signature) throw new WebhookSignatureError('No single x-service-signature header');
  const expected = createHmac('sha512', secretKey).update(rawBody).digest();
  // Buffer.from(.., 'hex') stops at the first non-hex character: check the shape first, so a
  // valid signature with anything appended is refused.
  const given = /^[0-9a-f]{128}$/i.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new WebhookSignatureError('The signature does not match this body and key');
  }
  return JSON.parse(Buffer.isBuffer(rawBody) ? rawBody.toString('utf8') : rawBody) as WebhookEvent;
}
