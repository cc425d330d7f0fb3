import type Router from '@koa/router';
import {
  ATTENTION_ROWS,
  COUNT_CAP,
  DUE_WITHIN_HOURS,
  FAILED_PAYOUT_DAYS,
  readOverview,
  VOLUME_DAYS,
} from '../../../src/dashboard/overview';
import { peopleByIds } from '../../../src/dashboard/people';
import { searchMerchant, emptyResults, SearchResults } from '../../../src/dashboard/search';
import { timeLeftInWords } from '../../../src/dashboard/time-left';
import { volumeChart } from '../chart';
import { html, Html } from '../html';
import { DASHBOARD_PATH, page, planePath } from '../layout';
import { personLink } from '../links';
import { nairaFromKobo, timeCell, when } from '../money-format';
import { dataTable } from '../tables';
import { DashEnv, OnPlane, redirect, sendPage, signedIn } from '../web';

// The plane's first screen, as a payments dashboard opens: the money (customers' available,
// held in escrow, the merchant's settlement balance), escrow volume over the last 30 days as
// a chart drawn on the server, and what needs the merchant now, each linked to its page. And
// the search page behind the search box of every page.

const count = (n: number) => (n >= COUNT_CAP ? `${COUNT_CAP.toLocaleString('en')} or more` : n.toLocaleString('en'));

function attention(title: string, id: string, n: number, more: string, items: Html[], none: string): Html {
  return html`<section class="attention" aria-labelledby="${id}">
<h3 id="${id}">${title}: <span data-testid="${id}-count">${count(n)}</span></h3>
${items.length === 0 ? html`<p>${none}</p>` : html`<ul>${items.map((item) => html`<li>${item}</li>`)}</ul>`}
${n > items.length ? html`<p><a href="${more}">See them all</a></p>` : ''}
</section>`;
}

async function overviewPage(env: DashEnv, s: OnPlane): Promise<Html> {
  const owner = { merchantId: s.merchant.merchantId, plane: s.plane };
  const now = new Date();
  const o = await readOverview(env.deps.sql, owner, now);
  const people = await peopleByIds(
    env.deps.sql,
    owner,
    o.failedPayouts.rows.map((w) => w.customerId),
  );
  const escrow = (id: string, text: string) => html`<a href="${planePath(s.plane, `/escrows/${id}`)}">${text}</a>`;
  return page({
    title: 'Overview',
    viewer: s.viewer,
    plane: s.plane,
    current: planePath(s.plane),
    body: html`
<div class="balances">
<section aria-labelledby="available"><h2 id="available"><a href="${planePath(s.plane, '/customers')}">Customers' available</a></h2>
<p class="figure" data-testid="balance-available">${nairaFromKobo(o.balances.available)}</p>
<p class="hint">What your customers' wallets may spend or withdraw now.</p></section>
<section aria-labelledby="held"><h2 id="held"><a href="${planePath(s.plane, '/escrows?status=held')}">Held in escrow</a></h2>
<p class="figure" data-testid="balance-held">${nairaFromKobo(o.balances.heldInEscrow)}</p>
<p class="hint">Locked in holds until released or refunded.</p></section>
<section aria-labelledby="settlement"><h2 id="settlement"><a href="${planePath(s.plane, '/statement')}">Settlement balance</a></h2>
<p class="figure balance" data-testid="balance-settlement">${nairaFromKobo(o.balances.settlement)}</p>
<p class="hint">The merchant fees (<code>merchantFee</code>) your escrows have earned.</p></section>
</div>
<section aria-labelledby="volume">
<h2 id="volume">Escrow volume, last ${VOLUME_DAYS} days</h2>
<p class="hint">Holds funded per day (UTC), by the amount held.</p>
${volumeChart(o.volume, `Holds funded per day, last ${VOLUME_DAYS} days`)}
<details><summary>The figures, day by day</summary>
${dataTable(
  'Holds funded per day',
  [
    { header: 'Day (UTC)', cell: (d) => d.day },
    { header: 'Holds', cell: (d) => d.holds, numeric: true },
    { header: 'Amount', cell: (d) => nairaFromKobo(d.amount), numeric: true },
  ],
  [...o.volume].reverse(),
)}
</details>
</section>
<section aria-labelledby="needs">
<h2 id="needs">Needs you now</h2>
${attention(
  'Open disputes',
  'disputes',
  o.disputes.count,
  planePath(s.plane, '/escrows?status=disputed'),
  o.disputes.rows.map((d) => html`${escrow(d.escrowId, d.reference)}: ${nairaFromKobo(d.remaining)} frozen since ${when(d.since)}`),
  'None: no hold is waiting for your ruling.',
)}
${attention(
  `Holds due in the next ${DUE_WITHIN_HOURS} hours`,
  'due',
  o.dueSoon.count,
  planePath(s.plane, '/escrows'),
  o.dueSoon.rows.map(
    (h) => html`${escrow(h.escrowId, h.reference)}: ${nairaFromKobo(h.amount)}, ${timeLeftInWords(h, now.getTime()) ?? 'due'}`,
  ),
  `None: no automatic release or cancel in the next ${DUE_WITHIN_HOURS} hours.`,
)}
${attention(
  `Failed payouts, last ${FAILED_PAYOUT_DAYS} days`,
  'failed',
  o.failedPayouts.count,
  planePath(s.plane, '/withdrawals?status=failed'),
  o.failedPayouts.rows.map(
    (w) =>
      html`<a href="${planePath(s.plane, `/withdrawals/${w.withdrawalId}`)}">${w.reference}</a> of ${personLink(s.plane, people, w.customerId)}: ${nairaFromKobo(w.amount)}${w.failureReason ? ` (${w.failureReason})` : ''}; the money is back in their available`,
  ),
  `None in the last ${FAILED_PAYOUT_DAYS} days.`,
)}
${o.disputes.rows.length + o.dueSoon.rows.length + o.failedPayouts.rows.length === 0 ? '' : html`<p class="hint">Each list shows its first ${ATTENTION_ROWS}.</p>`}
</section>
<section aria-labelledby="account">
<h2 id="account">Account</h2>
<dl class="facts">
<dt>Merchant id</dt><dd><code>${s.merchant.merchantId}</code></dd>
<dt>Verified</dt><dd>${s.merchant.verified ? 'Yes' : 'Not yet'}</dd>
<dt>Live mode</dt><dd>${s.merchant.liveMode ? 'On' : 'Off'}</dd>
</dl>
${s.viewer.role !== 'viewer' ? html`<p><a href="${planePath(s.plane, '/developers')}">Get your API keys and set your webhook URL</a></p>` : ''}
</section>`,
  });
}

function resultsPage(s: OnPlane, q: string, found: SearchResults, people: Awaited<ReturnType<typeof peopleByIds>>): Html {
  const total = found.escrows.length + found.customers.length + found.checkouts.length + found.withdrawals.length;
  const group = (title: string, body: Html | '') =>
    body === '' ? '' : html`<section aria-label="${title}"><h2>${title}</h2>${body}</section>`;
  return page({
    title: 'Search',
    viewer: s.viewer,
    plane: s.plane,
    current: planePath(s.plane, '/search'),
    searched: q,
    body: html`
${
  q === ''
    ? html`<p>Search by an id (<code>esc_</code>, <code>cus_</code>, <code>chk_</code>, <code>wdr_</code>, <code>wal_</code>), a reference, an e-mail address or the start of a name.</p>`
    : html`<p role="status" data-testid="search-summary">${total === 0 ? `Nothing on the ${s.plane} plane matches “${q}”.` : `${total} found for “${q}” on the ${s.plane} plane.`}</p>`
}
<div class="results">
${group(
  'Escrows',
  found.escrows.length === 0
    ? ''
    : dataTable(
        'Escrows found',
        [
          {
            header: 'Escrow',
            cell: (e) =>
              html`<a href="${planePath(s.plane, `/escrows/${e.escrowId}`)}">${e.reference}</a><br><code class="id">${e.escrowId}</code>`,
          },
          { header: 'Status', cell: (e) => html`<span class="badge">${e.status}</span>` },
          { header: 'Amount', cell: (e) => nairaFromKobo(e.amount), numeric: true },
          { header: 'Created (UTC)', cell: (e) => timeCell(e.createdAt) },
        ],
        found.escrows,
      ),
)}
${group(
  'Customers',
  found.customers.length === 0
    ? ''
    : dataTable(
        'Customers found',
        [
          {
            header: 'Customer',
            cell: (c) =>
              html`<a href="${planePath(s.plane, `/customers/${c.customerId}`)}">${c.name}</a><br><code class="id">${c.customerId}</code>`,
          },
          { header: 'Email', cell: (c) => c.email },
          { header: 'Created (UTC)', cell: (c) => timeCell(c.createdAt) },
        ],
        found.customers,
      ),
)}
${group(
  'Checkout sessions',
  found.checkouts.length === 0
    ? ''
    : dataTable(
        'Checkout sessions found',
        [
          {
            header: 'Session',
            cell: (c) => html`<a href="${planePath(s.plane, `/checkouts/${c.checkoutId}`)}"><code class="id">${c.checkoutId}</code></a>`,
          },
          { header: 'Status', cell: (c) => html`<span class="badge">${c.status}</span>` },
          { header: 'Amount', cell: (c) => nairaFromKobo(c.amount), numeric: true },
          { header: 'Created (UTC)', cell: (c) => timeCell(c.createdAt) },
        ],
        found.checkouts,
      ),
)}
${group(
  'Withdrawals',
  found.withdrawals.length === 0
    ? ''
    : dataTable(
        'Withdrawals found',
        [
          {
            header: 'Withdrawal',
            cell: (w) =>
              html`<a href="${planePath(s.plane, `/withdrawals/${w.withdrawalId}`)}">${w.reference}</a><br><code class="id">${w.withdrawalId}</code>`,
          },
          { header: 'Customer', cell: (w) => personLink(s.plane, people, w.customerId) },
          { header: 'Status', cell: (w) => html`<span class="badge">${w.status}</span>` },
          { header: 'Amount', cell: (w) => nairaFromKobo(w.amount), numeric: true },
        ],
        found.withdrawals,
      ),
)}
</div>`,
  });
}

export function mountHomePages(router: Router, env: DashEnv): void {
  router.get(
    DASHBOARD_PATH,
    signedIn(env, {}, async (ctx) => redirect(ctx, planePath('test'))),
  );
  router.get(
    `${DASHBOARD_PATH}/:plane`,
    signedIn(env, { plane: true }, async (ctx, s) => sendPage(ctx, await overviewPage(env, s))),
  );
  router.get(
    `${DASHBOARD_PATH}/:plane/search`,
    signedIn(env, { plane: true }, async (ctx, s) => {
      const q = typeof ctx.query.q === 'string' ? ctx.query.q.trim() : '';
      const owner = { merchantId: s.merchant.merchantId, plane: s.plane };
      const found = q === '' ? emptyResults() : await searchMerchant(env.deps.sql, owner, q);
      // A pasted id that names one object is where the merchant wanted to go.
      const pages = [
        ...found.escrows.map((e) => [e.escrowId, `/escrows/${e.escrowId}`]),
        ...found.customers.map((c) => [c.customerId, `/customers/${c.customerId}`]),
        ...found.checkouts.map((c) => [c.checkoutId, `/checkouts/${c.checkoutId}`]),
        ...found.withdrawals.map((w) => [w.withdrawalId, `/withdrawals/${w.withdrawalId}`]),
      ];
      if (pages.length === 1 && pages[0][0] === q) return redirect(ctx, planePath(s.plane, pages[0][1]));
      const people = await peopleByIds(
        env.deps.sql,
        owner,
        found.withdrawals.map((w) => w.customerId),
      );
      sendPage(ctx, resultsPage(s, q, found, people));
    }),
  );
}
