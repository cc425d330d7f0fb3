import type { Middleware } from 'koa';
import type { ApiMetrics } from './registry';

/** Label of requests no route matched: raw paths would make one series per typo or probe. */
const UNMATCHED_ROUTE = 'unmatched';

/**
 * Times every request and labels it with the route template the router matched
 * (`/api/v1/customers/:customerId`). The hot path is one histogram observe; replays and 429s
 * are read from the finished response, so the route code knows nothing of metrics.
 */
export function observeRequests(metrics: ApiMetrics): Middleware {
  // Each series' labelled child (prom-client's `labels()`), kept: observing through the
  // histogram itself merges, validates and hashes a label object on every request. The map
  // holds one entry per series the registry holds anyway.
  const series = new Map<string, { observe(seconds: number): void }>();
  const seriesOf = (method: string, route: string, status: string) => {
    const key = `${method} ${status} ${route}`;
    let child = series.get(key);
    if (!child) series.set(key, (child = metrics.requestDuration.labels(method, route, status)));
    return child;
  };
  return async (ctx, next) => {
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      const matched = (ctx as { _matchedRoute?: string | RegExp })._matchedRoute;
      const route = typeof matched === 'string' ? matched : UNMATCHED_ROUTE;
      seriesOf(ctx.method, route, String(ctx.status)).observe(Number(process.hrtime.bigint() - started) / 1e9);
      if (ctx.response.get('idempotent-replayed') === 'true') metrics.idempotentReplays.inc({ route });
      if (ctx.status === 429) metrics.rateLimitRefusals.inc({ family: rateLimitFamilyOf(ctx.body) });
    }
  };
}

/** The family named by a 429 envelope (`error.details.family`, spec "Rate limits"). */
function rateLimitFamilyOf(body: unknown): string {
  const family = (body as { error?: { details?: { family?: unknown } } } | undefined)?.error?.details?.family;
  return typeof family === 'string' ? family : 'unknown';
}
