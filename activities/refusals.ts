import { ApplicationFailure } from '@temporalio/activity';
import { ServiceError } from '../src/errors';
import { failureOf } from '../src/failures';

/**
 * Runs an activity's work and carries a ServiceError it throws across Temporal (src/failures.ts):
 * a refusal fails the activity for good, typed with the spec's error code and carrying its
 * status; a retryable one (the provider did not answer) is retried by the retry policy.
 */
export async function refusalsAsFailures<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof ServiceError) throw ApplicationFailure.create(failureOf(err));
    throw err;
  }
}
