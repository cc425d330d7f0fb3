import { refuse, ServiceError } from '../src/errors';
import { errorEnvelope } from './envelope';
import type { RouteDef } from './route';

// The error answers of each operation in the OpenAPI document: which statuses a route
// answers and what each means. Every error body is the envelope (`errorEnvelope`).

const ERROR_MEANINGS: Record<number, string> = {
  400:
    'INVALID_REQUEST (validation: `error.details.fields` names the fields; unknown body fields and query parameters; a missing ' +
    'Idempotency-Key), or a business rule code',
  401: 'UNAUTHORIZED: no Bearer value, or not a known secret key',
  403: 'FORBIDDEN: suspended merchant, live key before verification and live mode, or a test-only route with a live key',
  404: 'NOT_FOUND: no such resource for this merchant and plane',
  409: 'A conflict with the current state (the code says which), or IDEMPOTENCY_KEY_REUSED / IDEMPOTENCY_IN_PROGRESS',
  413: 'INVALID_REQUEST: the body is over 1 MiB',
  422: 'A semantic rule refused the request (e.g. INSUFFICIENT_BALANCE with debitPayer); nothing was created',
  429: 'RATE_LIMITED: the quota of this rate-limit family is used up for the current minute',
  502: 'PROVIDER_ERROR: the payment or identity provider refused or failed; retry with the same Idempotency-Key',
  503: 'SERVICE_UNAVAILABLE: PostgreSQL or Temporal is briefly unreachable; nothing was stored, retry with the same Idempotency-Key',
};

/** One typical refusal per status, made by the service's own factories (so worded as it answers). */
const TYPICAL: Record<number, ServiceError> = Object.fromEntries(
  [
    refuse.invalidRequest('Invalid body: amount: Too small: expected number to be >0', {
      fields: ['amount'],
      issues: [{ field: 'amount', message: 'Too small: expected number to be >0' }],
    }),
    refuse.unauthorized(),
    refuse.forbidden('Live keys work only after the account is verified and switched to live mode'),
    refuse.notFound('Escrow'),
    refuse.idempotencyKeyReused('This Idempotency-Key was used with a different method, path or body'),
    refuse.bodyTooLarge(1_048_576),
    refuse.insufficientBalance('debitPayer', 5000, 10000),
    refuse.rateLimited('Rate limit of 100 requests per minute exceeded', {
      nextStep: 'Wait 42 seconds before retrying',
      resetInSeconds: 42,
      limit: 100,
      family: 'standard',
      endpoint: 'GET /api/v1/customers',
    }),
    refuse.providerError('The bank could not resolve this account number'),
    refuse.serviceUnavailable(),
    refuse.internalError(),
  ].map((err) => [err.status, err]),
);

/** The envelope the error middleware writes for a status's typical refusal. */
export const errorExample = (status: number) => errorEnvelope('req_3mZawVGiSZhCw6K69fERS3AC', TYPICAL[status]);

const retryAfter = { description: 'Seconds to wait before retrying', schema: { type: 'integer', minimum: 0 } };
const rateLimitHeaders = {
  'x-ratelimit-limit': { description: 'Requests allowed per window', schema: { type: 'integer' } },
  'x-ratelimit-remaining': { description: 'Requests left in this window', schema: { type: 'integer' } },
  'x-ratelimit-reset': { description: 'Seconds until the window ends', schema: { type: 'integer' } },
};

/** The error statuses one route answers, in order: the ones every route of its kind answers plus its own. */
function errorStatusesOf(route: RouteDef): number[] {
  const statuses = new Set<number>([400, 401, 403, 429, 503, ...(route.errorStatuses ?? [])]);
  if (route.params) statuses.add(404);
  if (route.idempotent) statuses.add(409);
  if (route.body) statuses.add(413);
  return [...statuses].sort((a, b) => a - b);
}

/** The `responses` entries of a route's errors, each with the envelope schema; 500 stays the `default`. */
export function errorResponses(route: RouteDef, envelope: Record<string, unknown>): Record<string, unknown> {
  const content = (status: number) => ({ 'application/json': { schema: envelope, example: errorExample(status) } });
  const responses: Record<string, unknown> = {};
  for (const status of errorStatusesOf(route)) {
    const headers =
      status === 429 ? { 'Retry-After': retryAfter, ...rateLimitHeaders } : status === 503 ? { 'Retry-After': retryAfter } : undefined;
    responses[String(status)] = { description: ERROR_MEANINGS[status], ...(headers ? { headers } : {}), content: content(status) };
  }
  responses.default = {
    description: 'INTERNAL_ERROR (500): an unexpected failure; retry with the same Idempotency-Key',
    content: content(500),
  };
  return responses;
}
