import { createHmac, timingSafeEqual } from 'node:crypto';

// Provider events are signed like Paystack's: hex HMAC-SHA512 of the raw body, keyed with
// the provider secret, in the `x-paystack-signature` header.

export const PROVIDER_SIGNATURE_HEADER = 'x-paystack-signature';

export function signProviderEvent(rawBody: string | Buffer, secret: string): string {
  return createHmac('sha512', secret).update(rawBody).digest('hex');
}

/** Constant-time comparison; a missing or malformed signature is simply invalid. */
export function providerSignatureValid(rawBody: string | Buffer, signature: string | undefined, secret: string): boolean {
  if (!signature || !/^[0-9a-f]+$/i.test(signature)) return false;
  const expected = Buffer.from(signProviderEvent(rawBody, secret), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
