import { ActivityFailure, ApplicationFailure } from '@temporalio/workflow';
import { ServiceError, refuse } from '../src/errors';
import { failureOf } from '../src/failures';

// Workflow code's side of src/failures.ts: a ServiceError thrown as the ApplicationFailure
// that carries it (the API reads it back with refusalIn).

/** The refusal as the failure a workflow's update handler or validator throws. */
export function refusalFailure(refusal: ServiceError): ApplicationFailure {
  return ApplicationFailure.create(failureOf(refusal));
}

/**
 * For a workflow whose activity the merchant waits on: the refusal the activity failed with
 * (a local activity's last failure arrives bare, a remote one's wrapped in an
 * ActivityFailure), or, when its retries ran out, 502 PROVIDER_ERROR with `unavailableMessage`.
 */
export function refusalOrProviderUnavailable(err: unknown, unavailableMessage: string): ApplicationFailure {
  const failure = err instanceof ActivityFailure ? err.cause : err;
  if (failure instanceof ApplicationFailure && failure.nonRetryable) return failure;
  return refusalFailure(refuse.providerError(unavailableMessage));
}
