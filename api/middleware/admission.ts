import type { Context } from 'koa';
import type { Sql } from '../../src/db';
import { refuse } from '../../src/errors';
import { hashApiKey } from '../../src/keys';
import { toMerchant } from '../../src/merchants/merchants';
import type { AuthState } from '../deps';
import { settle } from '../settled';
import { AdmissionBatches } from './admission-batches';
import { AdmissionCache, sameAuth } from './admission-cache';
import type { Admission, AdmissionRow } from './admission-statement';
import { readSecretKey, refusalError } from './auth';
import { currentWindow, enforceRateLimit, maybePruneOldWindows, RateLimitFamily } from './rate-limit';

/** The app's admission helpers, shared by all its routes: the pool admission runs on, the cache and the batches. */
export type Admissions = { sql: Sql; cache: AdmissionCache; batches: AdmissionBatches };

export function createAdmissions(sql: Sql): Admissions {
  return { sql, cache: new AdmissionCache(), batches: new AdmissionBatches(sql) };
}

/** What a route asks of admission beyond the key and its quota. */
export type AdmissionRules = { family: RateLimitFamily; multiplier: number; sandboxOnly?: boolean };

/** Reads the Bearer key (401 when malformed) and works out the window the request counts in. */
export function prepareAdmission(ctx: Context, rules: AdmissionRules): Admission {
  const presented = readSecretKey(ctx);
  const keyHash = hashApiKey(presented.key);
  return {
    keyHash,
    cacheKey: keyHash.toString('base64'),
    plane: presented.plane,
    window: currentWindow(rules.family, presented.plane, rules.multiplier),
  };
}

/**
 * Applies the admission statement's verdict: 401, 403, then 429, then a sandbox control's 403
 * to a live key, in that order. Sets ctx.state.auth and the x-ratelimit-* headers, and keeps
 * the cache in step with what the database said.
 */
function applyAdmission(
  ctx: Context,
  admissions: Admissions,
  admission: Admission,
  rules: AdmissionRules,
  row: AdmissionRow | undefined,
): AuthState {
  if (!row || row.refusal) {
    admissions.cache.forget(admission.cacheKey);
    throw refusalError(row?.refusal ?? 'unknown_key');
  }
  maybePruneOldWindows(admissions.sql);
  const auth: AuthState = { plane: row.plane, merchant: toMerchant(row) };
  ctx.state.auth = auth;
  admissions.cache.remember(admission.cacheKey, auth);
  enforceRateLimit(ctx, admission.window, row.count!);
  if (rules.sandboxOnly && auth.plane !== 'test') throw refuse.forbidden('This sandbox control accepts test keys only');
  return auth;
}

/**
 * The pipeline's steps after admission that may start before its verdict, for the merchant a
 * cached admission names, because they can be taken back: validation, an Idempotency-Key
 * claim (given back), a read's handler (it changes nothing). They keep what they did, so the
 * pipeline meets them in its one order and finds them done.
 */
export type Lookahead = { start: (auth: AuthState) => Promise<unknown>; takeBack: () => Promise<void> };

/**
 * Step 3 of the request pipeline: admits the request (throws 401, 403 or 429) and names the
 * merchant the steps after it run for. The answer is the same whether or not a round trip is
 * saved: with a lookahead and a key this process admitted before, the lookahead starts at
 * once for the cached merchant, alongside the admission statement, and the request waits for
 * one round trip instead of two. The verdict still comes first: a refusal, or the database
 * being away, is the answer, and what the lookahead did is taken back; a merchant whose
 * details changed since the cached admission has it taken back, and the steps run afresh for
 * the fresh ones. No connection is reserved for the pair: postgres.js waits for ever to
 * reserve one while the database is unreachable, where a plain query fails (503).
 */
export async function admit(
  ctx: Context,
  admissions: Admissions,
  admission: Admission,
  rules: AdmissionRules,
  lookahead?: Lookahead,
): Promise<AuthState> {
  const cached = lookahead && admissions.cache.get(admission.cacheKey);
  if (!cached) return applyAdmission(ctx, admissions, admission, rules, await admissions.batches.admit(admission));
  // The lookahead's own failure is not judged here: the step that failed throws it again in order.
  const [verdict] = await Promise.all([settle(admissions.batches.admit(admission)), settle(lookahead.start(cached))]);
  let auth: AuthState;
  try {
    if (!verdict.ok) throw verdict.error; // the database is away: 503, as without the cache
    auth = applyAdmission(ctx, admissions, admission, rules, verdict.value);
  } catch (refusal) {
    await lookahead.takeBack();
    throw refusal;
  }
  if (sameAuth(auth, cached)) return cached; // the merchant the lookahead ran for
  await lookahead.takeBack();
  return auth;
}
