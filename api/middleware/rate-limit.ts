import type { Context, Middleware } from 'koa';
import type { Sql } from '../../src/db';
import { RateLimitedError } from '../../src/errors';
import type { Plane } from '../../src/keys';

// Fixed 60-second windows per merchant, plane and endpoint family. Counters live in
// PostgreSQL so several API processes share one quota.
export const RATE_LIMIT_FAMILIES = {
  standard: { test: 100, live: 300 },
  banks: { test: 100, live: 600 },
  account_verify: { test: 100, live: 300 },
  checkout: { test: 100, live: 200 },
  escrow_writes: { test: 100, live: 200 },
  withdrawals: { test: 100, live: 150 },
} as const;
export type RateLimitFamily = keyof typeof RATE_LIMIT_FAMILIES;

const WINDOW_MS = 60_000;

export function rateLimit(sql: Sql, family: RateLimitFamily, multiplier: number): Middleware {
  return async (ctx, next) => {
    const { merchant, plane } = ctx.state.auth as { merchant: { merchantId: string }; plane: Plane };
    const limit = Math.max(1, Math.floor(RATE_LIMIT_FAMILIES[family][plane] * multiplier));
    const now = Date.now();
    const windowStart = new Date(Math.floor(now / WINDOW_MS) * WINDOW_MS);
    const resetSeconds = Math.max(1, Math.ceil((windowStart.getTime() + WINDOW_MS - now) / 1000));
    const [{ count }] = await sql<Array<{ count: number }>>`
      insert into rate_limit_windows (merchant_id, plane, family, window_start, count)
      values (${merchant.merchantId}, ${plane}, ${family}, ${windowStart}, 1)
      on conflict (merchant_id, plane, family, window_start)
      do update set count = rate_limit_windows.count + 1
      returning count`;
    if (Math.random() < 0.001) void pruneOldWindows(sql);
    setHeaders(ctx, limit, Math.max(0, limit - count), resetSeconds);
    if (count > limit) {
      ctx.set('Retry-After', String(resetSeconds));
      throw new RateLimitedError(`Rate limit of ${limit} requests per minute exceeded`, {
        nextStep: `Wait ${resetSeconds} seconds before retrying`,
        resetInSeconds: resetSeconds,
        limit,
        family,
        endpoint: `${ctx.method} ${ctx.path}`,
      });
    }
    await next();
  };
}

function setHeaders(ctx: Context, limit: number, remaining: number, reset: number): void {
  ctx.set('x-ratelimit-limit', String(limit));
  ctx.set('x-ratelimit-remaining', String(remaining));
  ctx.set('x-ratelimit-reset', String(reset));
}

async function pruneOldWindows(sql: Sql): Promise<void> {
  await sql`delete from rate_limit_windows where window_start < now() - interval '10 minutes'`.catch(() => {});
}
