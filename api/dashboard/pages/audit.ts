import type Router from '@koa/router';
import { listAudit } from '../../../src/dashboard/audit';
import { html } from '../html';
import { DASHBOARD_PATH, page } from '../layout';
import { timeCell } from '../money-format';
import { dataTable } from '../tables';
import { DashEnv, sendPage, signedIn } from '../web';

// The owner's audit log: every dashboard action of the merchant's people, newest first.

const PAGE_SIZE = 50;

export function mountAuditPage(router: Router, env: DashEnv): void {
  router.get(
    `${DASHBOARD_PATH}/audit`,
    signedIn(env, { role: 'owner' }, async (ctx, s) => {
      const before = typeof ctx.query.before === 'string' && /^\d{1,18}$/.test(ctx.query.before) ? ctx.query.before : undefined;
      const rows = await listAudit(env.deps.sql, s.merchant.merchantId, PAGE_SIZE + 1, before);
      const shown = rows.slice(0, PAGE_SIZE);
      sendPage(
        ctx,
        page({
          title: 'Audit log',
          viewer: s.viewer,
          current: `${DASHBOARD_PATH}/audit`,
          body: html`
${dataTable(
  'Dashboard actions, newest first',
  [
    { header: 'When (UTC)', cell: (r) => timeCell(r.at, true) },
    { header: 'Who', cell: (r) => r.actorEmail },
    { header: 'What', cell: (r) => r.action },
    { header: 'Details', cell: (r) => html`<code>${Object.keys(r.detail).length ? JSON.stringify(r.detail) : ''}</code>` },
    { header: 'From', cell: (r) => r.ip ?? '' },
  ],
  shown,
)}
${rows.length > PAGE_SIZE ? html`<p class="pager"><a href="${DASHBOARD_PATH}/audit?before=${shown[shown.length - 1].id}">Older entries</a></p>` : ''}`,
        }),
      );
    }),
  );
}
