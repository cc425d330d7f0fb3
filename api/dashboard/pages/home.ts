import type Router from '@koa/router';
import { settlementBalance } from '../../../src/merchants/settlement';
import { html } from '../html';
import { DASHBOARD_PATH, page, planePath } from '../layout';
import { nairaFromKobo } from '../money-format';
import { DashEnv, redirect, sendPage, signedIn } from '../web';

// The plane's home: the merchant's own settlement balance and where to go next.

export function mountHomePages(router: Router, env: DashEnv): void {
  router.get(DASHBOARD_PATH, signedIn(env, {}, async (ctx) => redirect(ctx, planePath('test'))));
  router.get(`${DASHBOARD_PATH}/:plane`, signedIn(env, { plane: true }, async (ctx, s) => {
    const balance = await settlementBalance(env.deps.sql, { merchantId: s.merchant.merchantId, plane: s.plane });
    sendPage(ctx, page({
      title: 'Home', viewer: s.viewer, plane: s.plane, current: planePath(s.plane), body: html`
<section aria-labelledby="settlement">
<h2 id="settlement">Settlement balance</h2>
<p class="balance"><strong>${nairaFromKobo(balance)}</strong></p>
<p>The merchant fees (<code>merchantFee</code>) your escrows have earned on the ${s.plane} plane.</p>
</section>
<section aria-labelledby="next">
<h2 id="next">Account</h2>
<dl class="facts">
<dt>Merchant id</dt><dd><code>${s.merchant.merchantId}</code></dd>
<dt>Verified</dt><dd>${s.merchant.verified ? 'Yes' : 'Not yet'}</dd>
<dt>Live mode</dt><dd>${s.merchant.liveMode ? 'On' : 'Off'}</dd>
</dl>
${s.viewer.role !== 'viewer' ? html`<p><a href="${planePath(s.plane, '/developers')}">Get your API keys and set your webhook URL</a></p>` : ''}
</section>`,
    }));
  }));
}
