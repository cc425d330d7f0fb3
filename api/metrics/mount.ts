import type Router from '@koa/router';
import type { Client } from '@temporalio/client';
import type { Sql } from '../../src/db';
import { registerOutboxGauges } from './outbox-gauges';
import { registerReconciliationGauges } from './reconciliation-gauges';
import type { ApiMetrics } from './registry';
import { registerWithdrawalGauges } from './withdrawal-gauges';

/** Where Prometheus scrapes the API: outside /api/v1 and without a key (README "Metrics" says who may reach it). */
const METRICS_PATH = '/metrics';

/** GET /metrics in the Prometheus text format. */
export function mountMetrics(router: Router, metrics: ApiMetrics, sql: Sql, temporal: Client): void {
  registerOutboxGauges(metrics.registry, sql);
  registerWithdrawalGauges(metrics.registry, sql, temporal);
  registerReconciliationGauges(metrics.registry, sql);
  router.get(METRICS_PATH, async (ctx) => {
    ctx.set('content-type', metrics.registry.contentType);
    ctx.body = await metrics.registry.metrics();
  });
}
