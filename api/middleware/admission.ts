import type { Context, Middleware } from 'koa';
import type { Sql } from '../../src/db';
import { hashApiKey, Plane } from '../../src/keys';
import { MerchantRow, toMerchant } from '../../src/merchants/merchants';
import type { AuthState } from '../deps';
import { AdmissionBatches } from './admission-batches';
import { AdmissionCache } from './admission-cache';
import { KeyRefusal, readSecretKey, refusalError } from './auth';
import { currentWindow, enforceRateLimit, maybePruneOldWindows, RateLimitFamily, RateWindow } from './rate-limit';

export type AdmissionRow = MerchantRow & { plane: AuthState['plane']; refusal: KeyRefusal | null; count: number | null };

/** A request's admission: its key as presented, the key's hash (the cache's key) and its rate window. */
export type Admission = { keyHash: Buffer; cacheKey: string; plane: Plane; window: RateWindow };

/** Reads the Bearer key (401 when malformed) and works out the window the request counts in. */
export function prepareAdmission(ctx: Context, family: RateLimitFamily, multiplier: number): Admission {
  const presented = readSecretKey(ctx);
  const keyHash = hashApiKey(presented.key);
  return { keyHash, cacheKey: keyHash.toString('base64'), plane: presented.plane, window: currentWindow(family, presented.plane, multiplier) };
}

/**
 * Authentication and the rate-limit count in one round trip. The statement looks the key up
 * with its merchant, judges it (unknown, suspended, live not allowed) and, only when it may
 * pass, bumps its family's counter by `requests` (admission-batches.ts counts several at once). It runs on every request, so a suspension or a switch to
 * live mode applies to the very next request (the admission cache is only a hint).
 */
export function admissionStatement(sql: Sql, admission: Admission, requests = 1): Promise<AdmissionRow | undefined> {
  const { keyHash, plane, window } = admission;
  return sql<AdmissionRow[]>`
      with key as (
        select m.id, m.name, m.webhook_url, m.callback_url, m.payment_methods, m.verified, m.live_mode,
               m.suspended, m.created_at, k.plane,
               case
                 when k.kind <> 'secret' or k.plane <> ${plane} then 'unknown_key'
                 when m.suspended then 'suspended'
                 when k.plane = 'live' and not (m.verified and m.live_mode) then 'live_not_allowed'
               end as refusal
        from api_keys k join merchants m on m.id = k.merchant_id
        where k.key_hash = ${keyHash}
      ), counted as (
        insert into rate_limit_windows (merchant_id, plane, family, window_start, count)
        select id, plane, ${window.family}, ${window.windowStart}, ${requests}::int from key where refusal is null
        on conflict (merchant_id, plane, family, window_start) do update set count = rate_limit_windows.count + excluded.count
        returning count
      )
      select key.*, (select count from counted) as count from key`.then(([row]) => row);
}

/**
 * Applies the statement's verdict: 401, 403, then 429, in that order. Sets ctx.state.auth and
 * the x-ratelimit-* headers, and keeps the cache in step with what the database said.
 */
export function applyAdmission(ctx: Context, sql: Sql, cache: AdmissionCache, admission: Admission, row: AdmissionRow | undefined): AuthState {
  if (!row || row.refusal) {
    cache.forget(admission.cacheKey);
    throw refusalError(row?.refusal ?? 'unknown_key');
  }
  maybePruneOldWindows(sql);
  const auth: AuthState = { plane: row.plane, merchant: toMerchant(row) };
  ctx.state.auth = auth;
  cache.remember(admission.cacheKey, auth);
  enforceRateLimit(ctx, admission.window, row.count!);
  return auth;
}

/** The app's admission helpers, shared by all its routes: the pool admission runs on, the cache and the batches. */
export type Admissions = { sql: Sql; cache: AdmissionCache; batches: AdmissionBatches };

export function createAdmissions(sql: Sql): Admissions {
  return { sql, cache: new AdmissionCache(), batches: new AdmissionBatches(sql) };
}

/** Admits the request (throws 401, 403 or 429) and returns who it is, waiting for the statement. */
export async function admitNow(ctx: Context, admissions: Admissions, admission: Admission): Promise<AuthState> {
  const row = await admissions.batches.admit(admission);
  return applyAdmission(ctx, admissions.sql, admissions.cache, admission, row);
}

/** The admission middleware of routes that wait for it before doing anything else. */
export function admit(admissions: Admissions, family: RateLimitFamily, multiplier: number): Middleware {
  return async (ctx, next) => {
    await admitNow(ctx, admissions, prepareAdmission(ctx, family, multiplier));
    await next();
  };
}
