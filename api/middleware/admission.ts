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
  return { keyHash, cacheKey: keyHash.toString('base64'), plane: presented.plane, window: currentWindow(rules.family, presented.plane, rules.multiplier) };
}

/**
 * Applies the admission statement's verdict: 401, 403, then 429, then a sandbox control's 403
 * to a live key, in that order. Sets ctx.state.auth and the x-ratelimit-* headers, and keeps
 * the cache in step with what the database said.
 */
function applyAdmission(ctx: Context, admissions: Admissions, admission: Admission, rules: AdmissionRules, row: AdmissionRow | undefined): AuthState {
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

/** The request's next step, run for the merchant admission names, and how to take back what it did. */
export type AdmittedWork<T> = { run: (auth: AuthState) => Promise<T>; undo: (done: T) => Promise<void> };

/**
 * Admits the request (throws 401, 403 or 429) and runs `work` for the admitted merchant. The
 * answer is the same whether or not a round trip is saved: with `ahead` and a key this process
 * admitted before, `work` starts at once for the cached merchant, alongside the admission
 * statement, and the request waits for one round trip instead of two. The verdict still comes
 * first: a refusal, or the database being away, is the answer, and what `work` did is undone
 * and its outcome dropped; a merchant whose details changed since the cached admission has
 * `work` undone and run again for the fresh ones. No connection is reserved for the pair:
 * postgres.js waits for ever to reserve one while the database is unreachable, where a plain
 * query fails (503).
 */
export async function admitThen<T>(
  ctx: Context, admissions: Admissions, admission: Admission, rules: AdmissionRules, ahead: boolean, work: AdmittedWork<T>,
): Promise<{ auth: AuthState; done: T }> {
  const cached = ahead ? admissions.cache.get(admission.cacheKey) : undefined;
  if (!cached) {
    const auth = applyAdmission(ctx, admissions, admission, rules, await admissions.batches.admit(admission));
    return { auth, done: await work.run(auth) };
  }
  const [verdict, early] = await Promise.all([settle(admissions.batches.admit(admission)), settle(work.run(cached))]);
  let auth: AuthState;
  try {
    if (!verdict.ok) throw verdict.error; // the database is away: 503, as without the cache
    auth = applyAdmission(ctx, admissions, admission, rules, verdict.value);
  } catch (refusal) {
    if (early.ok) await work.undo(early.value);
    throw refusal;
  }
  if (!sameAuth(auth, cached)) {
    if (early.ok) await work.undo(early.value);
    return { auth, done: await work.run(auth) };
  }
  if (!early.ok) throw early.error;
  return { auth, done: early.value };
}
