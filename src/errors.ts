// One error base, one type per failure (after stripe-node's Error.ts). The API turns any
// ServiceError into the envelope (answerFor), an outage of PostgreSQL or Temporal into
// 503 SERVICE_UNAVAILABLE, and everything else into 500 INTERNAL_ERROR with no detail.
export type ErrorCode =
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'INVALID_REQUEST'
  | 'INSUFFICIENT_BALANCE'
  | 'GUEST_REFUND_NO_PAYMENT'
  | 'GUEST_REFUND_PENDING'
  | 'AMOUNT_MISMATCH'
  | 'ESCROW_NOT_PAYABLE'
  | 'ESCROW_NOT_CANCELLABLE'
  | 'ESCROW_INVALID_STATE'
  | 'INVALID_RELEASE'
  | 'INVALID_REFUND'
  | 'INVALID_DISPUTE'
  | 'DISPUTE_EXISTS'
  | 'DUPLICATE_REFERENCE'
  | 'DUPLICATE_EMAIL'
  | 'CUSTOMER_HAS_ACCOUNT'
  | 'CUSTOMER_HAS_ESCROW'
  | 'CUSTOMER_HAS_BALANCE'
  | 'BVN_NAME_MISMATCH'
  | 'EVENT_DELIVERY_PENDING'
  | 'NO_WEBHOOK_ENDPOINT'
  | 'PROVIDER_ERROR'
  | 'RATE_LIMITED'
  | 'IDEMPOTENCY_KEY_REUSED'
  | 'IDEMPOTENCY_IN_PROGRESS'
  | 'INTERNAL_ERROR'
  | 'SERVICE_UNAVAILABLE';

export type ErrorDetails = Record<string, unknown>;

export class ServiceError extends Error {
  /** Seconds the client should wait before retrying, sent as `Retry-After` (429, 503). */
  readonly retryAfterSeconds?: number;

  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetails,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class InvalidRequestError extends ServiceError {
  constructor(message: string, details?: ErrorDetails, status = 400) {
    super(status, 'INVALID_REQUEST', message, details);
  }
}

export class UnauthorizedError extends ServiceError {
  constructor(message = 'Missing or invalid secret key') {
    super(401, 'UNAUTHORIZED', message);
  }
}

export class ForbiddenError extends ServiceError {
  constructor(message: string) {
    super(403, 'FORBIDDEN', message);
  }
}

export class NotFoundError extends ServiceError {
  constructor(resource: string) {
    super(404, 'NOT_FOUND', `${resource} not found`);
  }
}

/** A request that conflicts with the current state of a resource (409). */
export class ConflictError extends ServiceError {
  constructor(code: ErrorCode, message: string, details?: ErrorDetails) {
    super(409, code, message, details);
  }
}

/** A business rule refused the request (400 or 422, by the spec's table). */
export class BusinessRuleError extends ServiceError {
  constructor(status: 400 | 422, code: ErrorCode, message: string, details?: ErrorDetails) {
    super(status, code, message, details);
  }
}

export class InsufficientBalanceError extends BusinessRuleError {
  constructor(status: 400 | 422, available: number, requested: number) {
    super(status, 'INSUFFICIENT_BALANCE', 'Available balance does not cover this amount', {
      available,
      requested,
    });
  }
}

export class RateLimitedError extends ServiceError {
  override readonly retryAfterSeconds: number;

  constructor(message: string, details: ErrorDetails & { resetInSeconds: number }) {
    super(429, 'RATE_LIMITED', message, details);
    this.retryAfterSeconds = details.resetInSeconds;
  }
}

export class ProviderError extends ServiceError {
  constructor(message: string) {
    super(502, 'PROVIDER_ERROR', message);
  }
}

/**
 * The payment provider did not answer usefully (timeout, network error, 5xx, 429): not a
 * ServiceError, so an activity that throws it is retried by its Temporal retry policy. Where
 * the merchant waits on the call (the API), it answers 502 PROVIDER_ERROR (serviceErrorFor).
 */
export class ProviderUnavailableError extends Error {
  constructor(message: string, readonly httpStatus?: number) {
    super(message);
    this.name = 'ProviderUnavailableError';
  }
}

/** The live plane has no provider secret (PROVIDER_SECRET_KEY unset): every live money call answers this. */
export class LiveProviderNotConfiguredError extends ProviderError {
  constructor() {
    super('The live payment provider is not configured (PROVIDER_SECRET_KEY is unset): live keys cannot move money');
  }
}

/** How long a client waits after a 503 before retrying: outages we answer for are restarts and blips. */
export const SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS = 1;

/** PostgreSQL or Temporal cannot be reached right now; nothing was stored for the Idempotency-Key. */
export class ServiceUnavailableError extends ServiceError {
  override readonly retryAfterSeconds = SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS;

  constructor() {
    super(503, 'SERVICE_UNAVAILABLE', 'The service is briefly unavailable; retry with the same Idempotency-Key');
  }
}

// What "unavailable right now" looks like, by layer. Matched on the error's fields (no driver
// or SDK imports here), along its `cause` chain, since clients wrap what the socket said.
const NETWORK_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
/** postgres (porsager) when its socket closed, was ended or destroyed, or never connected in time. */
const POSTGRES_CLIENT_CODES = new Set(['CONNECTION_CLOSED', 'CONNECTION_ENDED', 'CONNECTION_DESTROYED', 'CONNECT_TIMEOUT']);
/** SQLSTATE 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now, class 08 connection exception. */
const POSTGRES_UNAVAILABLE_SQLSTATE = /^(57P0[123]|08[0-9A-Z]{3})$/;
/** gRPC status codes (Temporal): 14 UNAVAILABLE, 4 DEADLINE_EXCEEDED. */
const GRPC_UNAVAILABLE_STATUS = new Set([14, 4]);

type ErrorFields = { code?: unknown; details?: unknown; metadata?: unknown; cause?: unknown; errors?: unknown };

function saysUnavailable(e: ErrorFields): boolean {
  if (typeof e.code === 'string') {
    return NETWORK_ERRNOS.has(e.code) || POSTGRES_CLIENT_CODES.has(e.code) || POSTGRES_UNAVAILABLE_SQLSTATE.test(e.code);
  }
  // A gRPC status error has a numeric code, a details string and a metadata object.
  return typeof e.code === 'number' && typeof e.details === 'string' && typeof e.metadata === 'object' && GRPC_UNAVAILABLE_STATUS.has(e.code);
}

/**
 * True when the error means a dependency (PostgreSQL, Temporal) is unavailable right now, so
 * the same request may simply be retried: a refused or dropped connection, a database
 * shutting down or starting up, Temporal unreachable or past its deadline.
 */
export function isUnavailableError(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 8) return false;
  const e = err as ErrorFields;
  if (saysUnavailable(e)) return true;
  // Node reports a refused dual-stack connect as an AggregateError of one error per address.
  if (Array.isArray(e.errors) && e.errors.some((inner) => isUnavailableError(inner, depth + 1))) return true;
  return isUnavailableError(e.cause, depth + 1);
}

/** The answer an error gets: itself when a ServiceError, 503 for an outage, else undefined (500). */
export function serviceErrorFor(err: unknown): ServiceError | undefined {
  if (err instanceof ServiceError) return err;
  // Before the outage check: a provider call's network error is the provider's, not ours.
  if (err instanceof ProviderUnavailableError) return new ProviderError(`The payment provider is unavailable: ${err.message}; retry later`);
  if (isUnavailableError(err)) return new ServiceUnavailableError();
  return undefined;
}
