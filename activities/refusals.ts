import { ApplicationFailure } from '@temporalio/activity';
import { ServiceError } from '../src/errors';
import { failureOf } from '../src/failures';
import { UnknownEntityError } from '../src/unknown-entities';

/**
 * Runs an activity's work and carries what it throws across Temporal (src/failures.ts), the
 * one place an activity's error becomes a failure type: a refusal (ServiceError) fails the
 * activity for good, typed with the spec's error code and carrying its status (a retryable
 * one, the provider did not answer, is retried by the retry policy); an entity that does not
 * exist fails it for good, typed with the error's class name (CONTROL_FAILURE). Anything else
 * is retried.
 */
export async function refusalsAsFailures<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof ServiceError) throw ApplicationFailure.create(failureOf(err));
    if (err instanceof UnknownEntityError) throw ApplicationFailure.nonRetryable(err.message, err.name);
    throw err;
  }
}
