import type { Sql } from '../../src/db';
import type { Plane } from '../../src/keys';
import type { MerchantRow } from '../../src/merchants/merchants';
import type { AuthState } from '../deps';
import type { KeyRefusal } from './auth';
import type { RateWindow } from './rate-limit';

export type AdmissionRow = MerchantRow & { plane: AuthState['plane']; refusal: KeyRefusal | null; count: number | null };

/** A request's admission: its key as presented, the key's hash (the cache's key) and its rate window. */
export type Admission = { keyHash: Buffer; cacheKey: string; plane: Plane; window: RateWindow };

/**
 * Authentication and the rate-limit count in one round trip. The statement looks the key up
 * with its merchant, judges it (unknown, suspended, live not allowed) and, only when it may
 * pass, bumps its family's counter by `requests` (admission-batches.ts counts several at
 * once). It runs on every request, so a suspension or a switch to live mode applies to the
 * very next request (the admission cache is only a hint).
 */
export function admissionStatement(sql: Sql, admission: Admission, requests = 1): Promise<AdmissionRow | undefined> {
  const { keyHash, plane, window } = admission;
  return sql<AdmissionRow[]>`
      with key as (
        select m.id, m.name, m.webhook_url, m.callback_url, m.payment_methods, m.verified, m.live_mode,
               m.suspended, m.created_at, k.plane,
               case
                 when k.kind <> 'secret' or k.plane <> ${plane} then 'unknown_key'
                 -- A rolled key after its overlap (the dashboard's "Roll secret key").
                 when k.expires_at <= now() then 'unknown_key'
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
