import { EscrowApiError } from '../../client/src';
import { SeedCallRefusedError } from './http-client';

// How a failed bench run is reported. A 429 is the target's rate limit, not a bug in the bench
// or the service: one line that says what to change, instead of a stack trace.

export function describeBenchFailure(err: unknown): string {
  const rateLimited = (err instanceof EscrowApiError && err.status === 429) || (err instanceof SeedCallRefusedError && err.status === 429);
  if (rateLimited) {
    const call = err instanceof SeedCallRefusedError ? ` to ${err.spec.method} ${err.spec.path.split('?')[0]}` : '';
    return (
      `the service answered 429 RATE_LIMITED${call}: its rate limits are on (100 calls a minute per family for test keys). ` +
      'Start it with RATE_LIMIT_MULTIPLIER=100000 to bench it, or unset BENCH_API_URL to let the bench start its own stack.'
    );
  }
  return err instanceof Error ? (err.stack ?? err.message) : String(err);
}
