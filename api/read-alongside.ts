import type { Context } from 'koa';
import { ServiceError } from '../src/errors';
import type { AppDeps, AuthState } from './deps';
import { sendError } from './envelope';
import { Admission, Admissions, applyAdmission } from './middleware/admission';
import { sameAuth } from './middleware/admission-cache';
import { deliver, RouteDef, runHandler } from './route';
import { settle } from './settled';

/**
 * A read of a key admitted before: the admission statement and the route's own query are
 * sent at once (on two connections, so the database runs them side by side), and the
 * request waits for one round trip instead of two. The admission's verdict decides, exactly
 * as on the slow path: a refusal (401, 403, 429) is the answer and the read is dropped (it
 * changed nothing); a merchant that changed since the cached admission gets the handler run
 * again with the fresh details.
 */
export async function readAlongsideAdmission(
  route: RouteDef, deps: AppDeps, admissions: Admissions, admission: Admission, cached: AuthState, ctx: Context,
): Promise<void> {
  // No connection is reserved for the pair: postgres.js waits for ever to reserve one while
  // the database is unreachable, where a plain query fails (503).
  const [admitted, first] = await Promise.all([
    settle(admissions.batches.admit(admission)),
    settle(runHandler(route, deps, ctx, cached)),
  ]);
  let answered = first;
  if (!admitted.ok) throw admitted.error; // the database is away: 503, as on the slow path
  const auth = applyAdmission(ctx, admissions.sql, admissions.cache, admission, admitted.value);
  if (!sameAuth(auth, cached)) {
    answered = await settle(runHandler(route, deps, ctx, auth));
  }
  if (answered.ok) {
    deliver(route, deps, ctx, answered.value);
  } else if (answered.error instanceof ServiceError) {
    sendError(ctx, answered.error);
  } else {
    throw answered.error;
  }
}
