import { ApplicationFailure } from '@temporalio/client';
import { ErrorCode, ServiceError } from '../src/errors';
import type { RuleViolation } from '../src/escrows/rules';
import { ESCROW_ROLLING_OVER } from '../workflows/escrow-messages';

// The one place a refused workflow write becomes the spec's HTTP answer. Escrow refusals
// carry their status in the failure details (INVALID_DISPUTE is 409 or 400 by case); the
// table is the fallback for failures typed with a code but no status.
const STATUS_BY_CODE: Partial<Record<ErrorCode, number>> = {
  NOT_FOUND: 404,
  INVALID_REQUEST: 400,
  INSUFFICIENT_BALANCE: 422,
  GUEST_REFUND_NO_PAYMENT: 409,
  GUEST_REFUND_PENDING: 409,
  AMOUNT_MISMATCH: 400,
  ESCROW_NOT_PAYABLE: 409,
  ESCROW_NOT_CANCELLABLE: 409,
  ESCROW_INVALID_STATE: 409,
  INVALID_RELEASE: 400,
  INVALID_REFUND: 400,
  INVALID_DISPUTE: 409,
  DISPUTE_EXISTS: 409,
  DUPLICATE_REFERENCE: 409,
  IDEMPOTENCY_KEY_REUSED: 409,
  PROVIDER_ERROR: 502,
};

function findApplicationFailure(err: unknown): ApplicationFailure | undefined {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    if (e instanceof ApplicationFailure) return e;
  }
  return undefined;
}

/**
 * The escrow's run refused the write only because it is about to continue as new: nothing
 * was recorded, and the same update sent again reaches the next run. Never a merchant's answer.
 */
export function isRollingOver(err: unknown): boolean {
  return hasFailureType(err, ESCROW_ROLLING_OVER);
}

/** Whether a failed workflow call carries an application failure of this type. */
export function hasFailureType(err: unknown, type: string): boolean {
  return findApplicationFailure(err)?.type === type;
}

/** The ServiceError for a refused update, or undefined when the failure is not a refusal. */
export function serviceErrorFromFailure(err: unknown): ServiceError | undefined {
  const failure = findApplicationFailure(err);
  const code = failure?.type as ErrorCode | undefined;
  if (!failure || !code || !(code in STATUS_BY_CODE)) return undefined;
  const extra = (failure.details?.[0] ?? {}) as { status?: number; details?: Record<string, unknown> | null };
  return new ServiceError(extra.status ?? STATUS_BY_CODE[code]!, code, failure.message, extra.details ?? undefined);
}

/** Throws the refusal a failed workflow call carries as its ServiceError, else the error itself. */
export function rethrowRefusal(err: unknown): never {
  const refusal = serviceErrorFromFailure(err);
  if (refusal) throw refusal;
  throw err;
}

export function serviceErrorFromViolation(violation: RuleViolation): ServiceError {
  return new ServiceError(violation.status, violation.code, violation.message, violation.details);
}
