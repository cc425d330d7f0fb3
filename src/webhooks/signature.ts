import { createHmac, timingSafeEqual } from 'node:crypto';

/** x-service-signature: hex HMAC-SHA512 of the raw body, keyed with the merchant's secret key. */
export function signPayload(secretKey: string, rawBody: string | Buffer): string {
  return createHmac('sha512', secretKey).update(rawBody).digest('hex');
}

/** Constant-time check, as the spec asks receivers to do. */
export function verifySignature(secretKey: string, rawBody: string | Buffer, signature: string): boolean {
  const expected = Buffer.from(signPayload(secretKey, rawBody), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
