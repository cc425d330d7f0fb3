import type { Context } from 'koa';
import { ServiceError } from '../src/errors';
import type { AppDeps, AuthState } from './deps';
import { sendError } from './envelope';
import { Admission, admissionStatement, applyAdmission } from './middleware/admission';
import { AdmissionCache, sameAuth } from './middleware/admission-cache';
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
  route: RouteDef, deps: AppDeps, cache: AdmissionCache, admission: Admission, cached: AuthState, ctx: Context,
): Promise<void> {
  // The admission pool: its counter commits must not wait for the WAL flush (api/main.ts).
  const pool = deps.countersSql ?? deps.sql;
  const connection = await pool.reserve();
  let answered: Settled<Awaited<ReturnType<typeof runHandler>>>;
  let admitted: Settled<Awaited<ReturnType<typeof admissionStatement>>>;
  try {
    const admitting = settle(admissionStatement(connection, admission));
    const answering = settle(runHandler(route, { ...deps, sql: connection }, ctx, cached));
    [admitted, answered] = await Promise.all([admitting, answering]);
  } finally {
    connection.release();
  }
  if (!admitted.ok) throw admitted.error; // the database is away: 503, as on the slow path
  const auth = applyAdmission(ctx, pool, cache, admission, admitted.value);
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
