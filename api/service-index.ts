import type Router from '@koa/router';
import { html } from './dashboard/html';
import { DASHBOARD_PATH, publicPage } from './dashboard/layout';
import { sendPage } from './dashboard/web';
import type { AppDeps } from './deps';
import { sendData } from './envelope';
import { API_BASE_PATH } from './route-executor';

// The service's two front doors: `/` for a person (where the dashboard and the API reference
// are), and `/api/v1` for a client (the API's name, version and documents, in the envelope), as
// Stripe's and Paystack's base addresses answer. Every other path under /api/v1 is a route or 404.

const API_NAME = 'Escrow Payments API';

export function mountServiceIndex(router: Router, deps: AppDeps): void {
  const base = deps.config.publicBaseUrl;
  router.get('/', (ctx) =>
    sendPage(
      ctx,
      publicPage(
        'Escrow Payments Service',
        html`
<p>Escrow holds, checkout payments, wallets and payouts for Nigerian merchants, in naira.</p>
<ul>
<li><a href="${DASHBOARD_PATH}">Merchant dashboard</a> (<a href="${DASHBOARD_PATH}/signin">sign in</a> or <a href="${DASHBOARD_PATH}/signup">create an account</a>)</li>
<li><a href="/docs">API reference</a> (<a href="${API_BASE_PATH}/openapi.json">OpenAPI document</a>)</li>
<li>The API: <code>${base}${API_BASE_PATH}</code></li>
<li><a href="/health">Health</a></li>
</ul>`,
      ),
    ),
  );
  router.get(API_BASE_PATH, (ctx) =>
    sendData(ctx, 200, {
      name: API_NAME,
      version: 'v1',
      baseUrl: `${base}${API_BASE_PATH}`,
      documentation: `${base}/docs`,
      openapi: `${base}${API_BASE_PATH}/openapi.json`,
      dashboard: `${base}${DASHBOARD_PATH}`,
      health: `${base}/health`,
    }),
  );
}
