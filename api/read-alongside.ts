import type { Context } from 'koa';
import { ServiceError } from '../src/errors';
import type { AppDeps, AuthState } from './deps';
import { sendError } from './envelope';
import { Admission, AdmissionRow, Admissions, applyAdmission } from './middleware/admission';
import { sameAuth } from './middleware/admission-cache';
import { deliver, RouteDef, runHandler } from './route';

type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };
const settle = <T>(p: Promise<T>): Promise<Settled<T>> =>
  p.then((value) => ({ ok: true as const, value }), (error: unknown) => ({ ok: false as const, error }));

/**
 * A read of a key admitted before: the admission statement and the route's own query leave
 * together, in one write on one connection, so the request costs one round trip instead of
 * two. The database runs the admission first, as if we had waited for it. Its verdict
 * decides, exactly as on the slow path: a refusal (401, 403, 429) is the answer and the read
 * is dropped (it changed nothing); a merchant that changed since the cached admission gets
 * the handler run again with the fresh details.
 */
export async function readAlongsideAdmission(
  route: RouteDef, deps: AppDeps, admissions: Admissions, admission: Admission, cached: AuthState, ctx: Context,
): Promise<void> {
  // The admission pool: its counter commits must not wait for the WAL flush (api/main.ts).
  const connection = await admissions.sql.reserve();
  let answered: Settled<Awaited<ReturnType<typeof runHandler>>>;
  let admitted: Settled<AdmissionRow | undefined>;
  try {
    // When a statement of this key is already in flight, the admission waits to share the next one.
    const admitting = settle(admissions.batches.admit(admission, connection));
    const answering = settle(runHandler(route, { ...deps, sql: connection }, ctx, cached));
    [admitted, answered] = await Promise.all([admitting, answering]);
  } finally {
    connection.release();
  }
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
