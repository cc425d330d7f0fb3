import { ActivityFailure, ApplicationFailure } from '@temporalio/common';
import { ErrorDetails, ProviderError } from '../src/errors';

// How a refusal crosses Temporal, written in this one place: the spec's error code is the
// failure's type, the HTTP status and details travel in its first detail, and it is never
// retried. api/workflow-errors.ts decodes it back into a ServiceError, also in one place.

/** A refusal as the API will answer it (a ServiceError or an escrow RuleViolation fits). */
export type Refusal = { status: number; code: string; message: string; details?: ErrorDetails | null };

/** The refusal as the failure an activity or workflow throws. */
export function refusalFailure(refusal: Refusal): ApplicationFailure {
  return ApplicationFailure.create({
    type: refusal.code,
    message: refusal.message,
    nonRetryable: true,
    details: [{ status: refusal.status, details: refusal.details ?? null }],
  });
}

/**
 * For a workflow whose activity the merchant waits on: the refusal the activity failed with
 * (a local activity's last failure arrives bare, a remote one's wrapped in an
 * ActivityFailure), or, when its retries ran out, 502 PROVIDER_ERROR with `unavailableMessage`.
 */
export function refusalOrProviderUnavailable(err: unknown, unavailableMessage: string): ApplicationFailure {
  const failure = err instanceof ActivityFailure ? err.cause : err;
  if (failure instanceof ApplicationFailure && failure.nonRetryable) return failure;
  return refusalFailure(new ProviderError(unavailableMessage));
}
