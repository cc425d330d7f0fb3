import type { Middleware } from 'koa';
import type { Sql } from '../../src/db';
import { hashApiKey } from '../../src/keys';
import { MerchantRow, toMerchant } from '../../src/merchants/merchants';
import type { AuthState } from '../deps';
import { KeyRefusal, readSecretKey, refusalError } from './auth';
import { currentWindow, enforceRateLimit, maybePruneOldWindows, RateLimitFamily } from './rate-limit';

/**
 * Authentication and the rate-limit count in one round trip. The statement looks the key up
 * with its merchant, judges it (unknown, suspended, live not allowed) and, only when it may
 * pass, bumps its family's counter. Nothing is cached, so a suspension or a switch to live
 * mode applies to the very next request. Answers keep their order: 401, 403, then 429.
 */
export function admit(sql: Sql, family: RateLimitFamily, multiplier: number): Middleware {
  return async (ctx, next) => {
    const presented = readSecretKey(ctx);
    const window = currentWindow(family, presented.plane, multiplier);
    const [row] = await sql<Array<MerchantRow & { plane: AuthState['plane']; refusal: KeyRefusal | null; count: number | null }>>`
      with key as (
        select m.id, m.name, m.webhook_url, m.callback_url, m.payment_methods, m.verified, m.live_mode,
               m.suspended, m.created_at, k.plane,
               case
                 when k.kind <> 'secret' or k.plane <> ${presented.plane} then 'unknown_key'
                 when m.suspended then 'suspended'
                 when k.plane = 'live' and not (m.verified and m.live_mode) then 'live_not_allowed'
               end as refusal
        from api_keys k join merchants m on m.id = k.merchant_id
        where k.key_hash = ${hashApiKey(presented.key)}
      ), counted as (
        insert into rate_limit_windows (merchant_id, plane, family, window_start, count)
        select id, plane, ${family}, ${window.windowStart}, 1 from key where refusal is null
        on conflict (merchant_id, plane, family, window_start) do update set count = rate_limit_windows.count + 1
        returning count
      )
      select key.*, (select count from counted) as count from key`;
    if (!row) throw refusalError('unknown_key');
    if (row.refusal) throw refusalError(row.refusal);
    maybePruneOldWindows(sql);
    const auth: AuthState = { plane: row.plane, merchant: toMerchant(row) };
    ctx.state.auth = auth;
    enforceRateLimit(ctx, window, row.count!);
    await next();
  };
}
