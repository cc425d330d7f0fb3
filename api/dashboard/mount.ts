import type Router from '@koa/router';
import fs from 'node:fs';
import path from 'node:path';
import type { AppDeps } from '../deps';
import type { KeyClaims } from '../middleware/key-claims';
import { DASHBOARD_PATH } from './layout';
import { mountAccountPages } from './pages/account';
import { mountActivationPages } from './pages/activation';
import { mountAuditPage } from './pages/audit';
import { mountDevelopersPage } from './pages/developers';
import { mountEscrowPages } from './pages/escrow';
import { mountEventPages } from './pages/events';
import { mountMoneyPages } from './pages/money';
import { mountObjectPages } from './pages/objects';
import { mountTeamPages } from './pages/team';
import { mountHomePages } from './pages/home';
import { DashEnv } from './web';

// The merchant dashboard at /dashboard: server-rendered pages over the same domain code,
// workflows and Idempotency-Key claims as /api/v1 (docs/dashboard.md).

const CSS = fs.readFileSync(path.join(__dirname, 'assets', 'dashboard.css'), 'utf8');

export function mountDashboard(router: Router, deps: AppDeps, keys: KeyClaims): void {
  const env: DashEnv = { deps, keys };
  router.get(`${DASHBOARD_PATH}/assets/dashboard.css`, (ctx) => {
    ctx.type = 'text/css; charset=utf-8';
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.body = CSS;
  });
  // Fixed paths before the plane's pages (/dashboard/:plane would take them).
  mountAccountPages(router, env);
  mountAuditPage(router, env);
  mountTeamPages(router, env);
  mountActivationPages(router, env);
  mountHomePages(router, env);
  mountDevelopersPage(router, env);
  mountEventPages(router, env);
  mountMoneyPages(router, env);
  mountEscrowPages(router, env);
  mountObjectPages(router, env);
}
