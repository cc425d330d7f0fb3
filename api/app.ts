import Router from '@koa/router';
import Koa from 'koa';
import { mountCheckoutPages } from './checkout-page';
import { clientAddresses } from './client-address';
import type { AppDeps } from './deps';
import { mountDashboard } from './dashboard/mount';
import { mountDocsPage } from './docs-page';
import { mountMetrics } from './metrics/mount';
import { observeRequests } from './metrics/observe-requests';
import { createApiMetrics } from './metrics/registry';
import { buildOpenApi } from './openapi';
import { createBookkeeping, outerStages, routePipeline } from './pipeline';
import { mountProviderEvents } from './provider-events';
import { API_BASE_PATH } from './route-executor';
import { apiRoutes } from './routes';
import { mountServiceIndex } from './service-index';

export function createApp(deps: AppDeps): Koa {
  const app = new Koa();
  // X-Forwarded-Proto counts only from the configured proxies: clientAddresses drops the
  // forwarded headers of every other peer before anything reads them.
  app.proxy = true;
  app.silent = true; // errors are logged by errorsAndLogging, never printed raw

  // Two routers: a router tests every request against each route it holds, so the API's own
  // routes come first in a router of their own, and a call is matched among those alone, not
  // also among the pages' (docs/performance.md "Where a call's time goes").
  const router = new Router();
  const pages = new Router();
  const metrics = createApiMetrics();
  router.get('/health', async (ctx) => {
    const healthy = await checkHealth(deps);
    ctx.status = healthy ? 200 : 503;
    ctx.body = { status: healthy ? 'ok' : 'unavailable' };
  });

  const openApi = buildOpenApi(apiRoutes, `${deps.config.publicBaseUrl}${API_BASE_PATH}`);
  // The raw document (no envelope) so OpenAPI tools can read it directly; no key needed.
  router.get(`${API_BASE_PATH}/openapi.json`, (ctx) => {
    ctx.body = openApi;
  });
  const bookkeeping = createBookkeeping(deps);
  for (const route of apiRoutes) {
    router[route.method](`${API_BASE_PATH}${route.path}`, routePipeline(route, deps, bookkeeping));
  }
  // The hosted checkout page (no key; outside /api/v1).
  mountCheckoutPages(pages, deps);
  // The payment provider's signed events (no key; outside /api/v1).
  mountProviderEvents(pages, deps);
  // The rendered OpenAPI document (no key; outside /api/v1).
  mountDocsPage(pages, `${API_BASE_PATH}/openapi.json`);
  // The front doors: `/` for people, `/api/v1` itself for clients (no key).
  mountServiceIndex(pages, deps);
  // The merchant dashboard (sessions, not keys; outside /api/v1).
  mountDashboard(pages, deps, bookkeeping.keys);
  // Prometheus scrapes (no key; outside /api/v1; for the operator's network only, README "Metrics").
  mountMetrics(pages, metrics, deps.sql, deps.temporal);

  // Outermost, so it times and labels the answer errorsAndLogging made of any failure.
  app.use(observeRequests(metrics));
  app.use(clientAddresses(deps.config.trustedProxies));

  app.use(outerStages(deps));
  app.use(router.routes());
  app.use(pages.routes());
  return app;
}

const HEALTH_TIMEOUT_MS = 2000;

async function checkHealth(deps: AppDeps): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const withTimeout = <T>(p: Promise<T>) =>
    Promise.race([p, new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), HEALTH_TIMEOUT_MS)))]);
  try {
    await withTimeout(deps.sql`select 1`);
    clearTimeout(timer);
    // A deadline, not only the race: without one the client's retry interceptor keeps
    // re-dialling an unreachable Temporal in the background long after we answered 503.
    const { connection } = deps.temporal;
    await withTimeout(connection.withDeadline(Date.now() + HEALTH_TIMEOUT_MS, () => connection.workflowService.getSystemInfo({})));
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
