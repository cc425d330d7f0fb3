import type { Context } from 'koa';
import type { Sql } from '../../src/db';
import { refuse } from '../../src/errors';
import type { Plane } from '../../src/keys';

// Fixed 60-second windows per merchant, plane and endpoint family. Counters live in
// PostgreSQL so several API processes share one quota; the request's counter is bumped by
// the same statement that authenticates it (admission-statement.ts).
export const RATE_LIMIT_FAMILIES = {
  standard: { test: 100, live: 300 },
  banks: { test: 100, live: 600 },
  account_verify: { test: 100, live: 300 },
  checkout: { test: 100, live: 200 },
  escrow_writes: { test: 100, live: 200 },
  withdrawals: { test: 100, live: 150 },
  // Streams opened, not events sent: following the events takes nothing of the other families.
  event_stream: { test: 30, live: 30 },
} as const;
export type RateLimitFamily = keyof typeof RATE_LIMIT_FAMILIES;

const WINDOW_MS = 60_000;

/** The window a request made now counts in, and the quota of its family and plane. */
export type RateWindow = { family: RateLimitFamily; limit: number; windowStart: Date; resetSeconds: number };

export function currentWindow(family: RateLimitFamily, plane: Plane, multiplier: number, now = Date.now()): RateWindow {
  const windowStart = new Date(Math.floor(now / WINDOW_MS) * WINDOW_MS);
  return {
    family,
    limit: Math.max(1, Math.floor(RATE_LIMIT_FAMILIES[family][plane] * multiplier)),
    windowStart,
    resetSeconds: Math.max(1, Math.ceil((windowStart.getTime() + WINDOW_MS - now) / 1000)),
  };
}

/** Sets the x-ratelimit-* headers for a request counted as number `count`; refuses it past the quota. */
export function enforceRateLimit(ctx: Context, window: RateWindow, count: number): void {
  const { limit, resetSeconds, family } = window;
  ctx.set('x-ratelimit-limit', String(limit));
  ctx.set('x-ratelimit-remaining', String(Math.max(0, limit - count)));
  ctx.set('x-ratelimit-reset', String(resetSeconds));
  if (count > limit) {
    throw refuse.rateLimited(`Rate limit of ${limit} requests per minute exceeded`, {
      nextStep: `Wait ${resetSeconds} seconds before retrying`,
      resetInSeconds: resetSeconds,
      limit,
      family,
      endpoint: `${ctx.method} ${ctx.path}`,
    });
  }
}

/** Now and then (about one request in a thousand), drops windows nobody counts in any more. */
export function maybePruneOldWindows(sql: Sql): void {
  if (Math.random() >= 0.001) return;
  void sql`delete from rate_limit_windows where window_start < now() - interval '10 minutes'`.catch(() => {});
}
