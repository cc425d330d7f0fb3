// One error base, one type per failure (after stripe-node's Error.ts). The API turns any
// ServiceError into the envelope; everything else becomes 500 INTERNAL_ERROR with no detail.
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
  | 'PROVIDER_ERROR'
  | 'RATE_LIMITED'
  | 'IDEMPOTENCY_KEY_REUSED'
  | 'IDEMPOTENCY_IN_PROGRESS'
  | 'INTERNAL_ERROR';

export type ErrorDetails = Record<string, unknown>;

export class ServiceError extends Error {
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
  constructor(message: string, details: ErrorDetails) {
    super(429, 'RATE_LIMITED', message, details);
  }
}

export class ProviderError extends ServiceError {
  constructor(message: string) {
    super(502, 'PROVIDER_ERROR', message);
  }
}
