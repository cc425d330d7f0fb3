import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

// The API process's Prometheus series. One registry per app, not prom-client's global one:
// tests run several apps in one process, and each must count only its own requests.

/** Request latency buckets (seconds): reads take milliseconds, money writes up to seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export type ApiMetrics = {
  registry: Registry;
  /** Every request: method, route template (not the raw URL), status. */
  requestDuration: Histogram<'method' | 'route' | 'status'>;
  /** Answers replayed from a stored Idempotency-Key. */
  idempotentReplays: Counter<'route'>;
  /** 429 RATE_LIMITED answers, by rate-limit family. */
  rateLimitRefusals: Counter<'family'>;
};

export function createApiMetrics(): ApiMetrics {
  const registry = new Registry();
  // Process CPU, memory, event-loop lag and GC: what a scrape needs to explain a slow API.
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    requestDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'API request latency by method, route template and status',
      labelNames: ['method', 'route', 'status'],
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    }),
    idempotentReplays: new Counter({
      name: 'escrow_idempotent_replays_total',
      help: 'Responses replayed for a reused Idempotency-Key, by route template',
      labelNames: ['route'],
      registers: [registry],
    }),
    rateLimitRefusals: new Counter({
      name: 'escrow_rate_limit_refusals_total',
      help: 'Requests refused with 429 RATE_LIMITED, by rate-limit family',
      labelNames: ['family'],
      registers: [registry],
    }),
  };
}
