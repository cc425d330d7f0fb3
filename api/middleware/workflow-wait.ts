import type { Client } from '@temporalio/client';
import type { Middleware } from 'koa';

/**
 * Bounds what one request waits on Temporal, all its calls together, at `waitMs`
 * (WORKFLOW_WAIT_MS, src/config.ts). Without a bound, a write whose workflow task cannot run
 * (its worker died holding it, or it keeps failing) holds the request for as long as that
 * lasts, and the SDK's client re-sends a long-polled update for ever. Past the deadline every
 * Temporal call of the request fails DEADLINE_EXCEEDED, which the error middleware answers
 * 503 SERVICE_UNAVAILABLE with Retry-After; nothing is kept for the Idempotency-Key, and the
 * retry with the same key joins the same write (its update id or movement id derives from the
 * key). PostgreSQL reads and writes of the request are not affected.
 */
export function workflowWait(temporal: Client, waitMs: number): Middleware {
  return (ctx, next) => temporal.withDeadline(Date.now() + waitMs, () => next());
}
