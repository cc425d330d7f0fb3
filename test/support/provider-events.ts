import { signProviderEvent } from '../../src/payments/signature';
import { ApiClient, ApiResponse } from './http';
import type { Stack } from './stack';

/**
 * POSTs a payment-provider event to the stack's /provider/events, signed like Paystack's
 * (hex HMAC-SHA512 of the raw body with the provider secret) unless a signature is given.
 */
export function postProviderEvent(stack: Stack, body: unknown, signature?: string): Promise<ApiResponse> {
  const raw = JSON.stringify(body);
  return new ApiClient(stack.baseUrl, '').post('/provider/events', undefined, {
    key: null,
    idempotencyKey: null,
    rawBody: raw,
    headers: { 'x-paystack-signature': signature ?? signProviderEvent(raw, stack.config.providerSecretKey) },
  });
}
