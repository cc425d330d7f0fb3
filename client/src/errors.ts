// One error base with a type per failure (as stripe-node's Error.ts): branch on the class or
// on `code`, the service's error.code; `requestId` is the id to quote to support.

export type ErrorBody = { code: string; message: string; details?: Record<string, unknown> };

export class EscrowApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: Record<string, unknown> | undefined;
  readonly requestId: string | undefined;
  /** The service's Retry-After header (429, 503), as sent: seconds or an HTTP date. */
  retryAfter: string | undefined;
  /** Retry-After in seconds, when it was given in seconds. */
  retryAfterSeconds: number | undefined;

  constructor(status: number, error: ErrorBody, requestId?: string) {
    super(error.message);
    this.name = new.target.name;
    this.status = status;
    this.code = error.code;
    this.details = error.details;
    this.requestId = requestId;
  }
}

export class InvalidRequestError extends EscrowApiError {}
export class AuthenticationError extends EscrowApiError {}
export class PermissionError extends EscrowApiError {}
export class NotFoundError extends EscrowApiError {}
export class ConflictError extends EscrowApiError {}
/** 409 about the Idempotency-Key itself: reused with another request, or still in flight (retried). */
export class IdempotencyError extends ConflictError {}
export class UnprocessableError extends EscrowApiError {}
export class RateLimitError extends EscrowApiError {}
export class ProviderError extends EscrowApiError {}
export class ServiceUnavailableError extends EscrowApiError {}
export class ServerError extends EscrowApiError {}

/** No answer at all: the connection failed or the request timed out. Safe to retry with the same key. */
export class ConnectionError extends EscrowApiError {
  constructor(message: string) {
    super(0, { code: 'CONNECTION_ERROR', message });
  }
}

const BY_STATUS: Record<number, new (status: number, error: ErrorBody, requestId?: string) => EscrowApiError> = {
  400: InvalidRequestError,
  401: AuthenticationError,
  403: PermissionError,
  404: NotFoundError,
  409: ConflictError,
  422: UnprocessableError,
  429: RateLimitError,
  502: ProviderError,
  503: ServiceUnavailableError,
};

/** The typed error for an answer in the service's error envelope. */
export function errorFromResponse(status: number, body: unknown, retryAfter?: string): EscrowApiError {
  const envelope = body as { error?: ErrorBody; meta?: { requestId?: string } } | undefined;
  const error = envelope?.error ?? { code: 'UNEXPECTED_RESPONSE', message: `HTTP ${status} without an error envelope` };
  const Type =
    error.code.startsWith('IDEMPOTENCY_') && status === 409
      ? IdempotencyError
      : (BY_STATUS[status] ?? (status >= 500 ? ServerError : EscrowApiError));
  const typed = new Type(status, error, envelope?.meta?.requestId);
  typed.retryAfter = retryAfter;
  typed.retryAfterSeconds = retryAfter !== undefined && /^\d+$/.test(retryAfter.trim()) ? Number(retryAfter) : undefined;
  return typed;
}
