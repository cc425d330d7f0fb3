import type { Context } from 'koa';
import type { AppDeps, AuthState } from './deps';
import type { AbandonedClaims } from './middleware/abandoned-claims';
import { Admission, Admissions, applyAdmission } from './middleware/admission';
import { claimRequest, ClaimedRequest, giveBack, readRequest, refuseOutsideSandbox, respond, RouteDef } from './route';
import { settle } from './settled';

/**
 * A write with an Idempotency-Key, of a key admitted before: the admission statement and the
 * key's claim (for the merchant the cached admission names) are sent at once, and the request
 * waits for one round trip instead of two, as reads do (read-alongside.ts). The answer is the
 * one the slow path gives: a refusal (401, 403, 429, a sandbox control's 403 to a live key)
 * comes first and gives the claim back, then the request's own 400, then the claim's 409 or
 * replay. The claim is the cached merchant's and plane's, which a key never changes; should a
 * fresh admission name another, the request is claimed again for it.
 */
export async function claimAlongsideAdmission(
  route: RouteDef, deps: AppDeps, abandoned: AbandonedClaims, admissions: Admissions, admission: Admission, cached: AuthState, ctx: Context,
): Promise<void> {
  const admitted = settle(admissions.batches.admit(admission));
  const claimed = await settle(readRequest(route, ctx).then((read) => claimRequest(deps, abandoned, ctx, read, cached)));
  const verdict = await admitted;
  if (!verdict.ok) {
    if (claimed.ok) await giveBack(deps, abandoned, claimed.value);
    throw verdict.error; // the database is away: 503, as on the slow path
  }
  let auth: AuthState;
  try {
    auth = applyAdmission(ctx, admissions.sql, admissions.cache, admission, verdict.value);
    refuseOutsideSandbox(route, auth);
  } catch (refusal) {
    if (claimed.ok) await giveBack(deps, abandoned, claimed.value);
    throw refusal;
  }
  if (!claimed.ok) throw claimed.error;
  let request: ClaimedRequest = claimed.value;
  if (auth.merchant.merchantId !== cached.merchant.merchantId || auth.plane !== cached.plane) {
    await giveBack(deps, abandoned, request);
    request = await claimRequest(deps, abandoned, ctx, request, auth);
  }
  await respond(route, deps, abandoned, ctx, auth, request);
}
