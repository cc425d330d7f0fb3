import type Router from '@koa/router';
import { peopleByIds } from '../../../src/dashboard/people';
import { getCheckoutSessionRoute } from '../../routes/checkout/routes';
import { getCustomerRoute } from '../../routes/customers/routes';
import { listEscrowsRoute } from '../../routes/escrows/routes';
import { listTransactionsRoute } from '../../routes/transactions/routes';
import { getWithdrawalRoute } from '../../routes/withdrawals/routes';
import { callRoute } from '../api-calls';
import { html } from '../html';
import { page, planePath } from '../layout';
import { objectLink, personLink } from '../links';
import { naira, timeCell, when } from '../money-format';
import { dataTable } from '../tables';
import { DashEnv, sendPage, signedIn } from '../web';
import { partiesCell } from './money';

// One customer, one checkout session, one withdrawal: the pages the lists, the statement and
// the search link to, each read through its API route.

export function mountObjectPages(router: Router, env: DashEnv): void {
  router.get(
    '/dashboard/:plane/customers/:customerId',
    signedIn(env, { plane: true }, async (ctx, s) => {
      const customerId = ctx.params.customerId;
      const customer = await callRoute(env, s, getCustomerRoute, { params: { customerId } }, ctx.state.requestId);
      const [escrows, rows] = await Promise.all([
        callRoute(env, s, listEscrowsRoute, { query: { customerId, limit: '5' } }, ctx.state.requestId),
        callRoute(env, s, listTransactionsRoute, { query: { customerId, limit: '10' } }, ctx.state.requestId),
      ]);
      const owner = { merchantId: s.merchant.merchantId, plane: s.plane };
      const people = await peopleByIds(
        env.deps.sql,
        owner,
        escrows.escrows.flatMap((e) => e.parties.map((p) => p.customerId)),
      );
      const filtered = (rest: string) => planePath(s.plane, `${rest}?customerId=${encodeURIComponent(customerId)}`);
      const account = customer.account;
      sendPage(
        ctx,
        page({
          title: `${customer.firstName} ${customer.lastName}`,
          viewer: s.viewer,
          plane: s.plane,
          current: planePath(s.plane, '/customers'),
          body: html`
<dl class="facts">
<dt>Customer id</dt><dd><code>${customer.customerId}</code></dd>
<dt>Email</dt><dd>${customer.email}</dd>
<dt>Phone</dt><dd>${customer.phone}</dd>
<dt>Available</dt><dd data-testid="available">${naira(customer.balances.available)}</dd>
<dt>Held in escrow</dt><dd>${naira(customer.balances.held)}</dd>
<dt>Wallet</dt><dd><code>${customer.walletId}</code></dd>
${account ? html`<dt>Virtual account</dt><dd>${account.accountNumber} (${account.bankName}, ${account.accountName})</dd>` : ''}
<dt>Created</dt><dd>${when(customer.createdAt)}</dd>
</dl>
<p><a href="${filtered('/escrows')}">All their escrows</a> · <a href="${filtered('/statement')}">Their statement</a> · <a href="${filtered('/withdrawals')}">Their withdrawals</a> · <a href="${filtered('/checkouts')}">Their checkout sessions</a></p>
<h2>Latest escrows</h2>
${dataTable(
  `Latest escrows of ${customer.firstName} ${customer.lastName}`,
  [
    { header: 'Escrow', cell: (e) => html`<a href="${planePath(s.plane, `/escrows/${e.escrowId}`)}">${e.reference}</a>` },
    { header: 'Payer → payee', cell: (e) => partiesCell(s, people, e) },
    { header: 'Status', cell: (e) => html`<span class="badge">${e.status}</span>` },
    { header: 'Amount', cell: (e) => naira(e.amount), numeric: true },
    { header: 'Created (UTC)', cell: (e) => timeCell(e.createdAt) },
  ],
  escrows.escrows,
)}
<h2>Latest statement rows</h2>
${dataTable(
  `Latest statement rows of ${customer.firstName} ${customer.lastName}`,
  [
    { header: 'Created (UTC)', cell: (r) => timeCell(r.createdAt) },
    { header: 'Type', cell: (r) => r.type },
    { header: 'Direction', cell: (r) => r.direction },
    { header: 'Amount', cell: (r) => naira(r.amount), numeric: true },
    { header: 'Related', cell: (r) => objectLink(s.plane, r.relatedId) },
  ],
  rows.transactions,
)}`,
        }),
      );
    }),
  );

  router.get(
    '/dashboard/:plane/checkouts/:checkoutId',
    signedIn(env, { plane: true }, async (ctx, s) => {
      const session = await callRoute(
        env,
        s,
        getCheckoutSessionRoute,
        { params: { checkoutId: ctx.params.checkoutId } },
        ctx.state.requestId,
      );
      const people = await peopleByIds(env.deps.sql, { merchantId: s.merchant.merchantId, plane: s.plane }, [session.customerId]);
      sendPage(
        ctx,
        page({
          title: `Checkout session ${session.checkoutId}`,
          viewer: s.viewer,
          plane: s.plane,
          current: planePath(s.plane, '/checkouts'),
          body: html`
<dl class="facts">
<dt>Status</dt><dd><span class="badge">${session.status}</span></dd>
<dt>For</dt><dd>${session.escrowId ? objectLink(s.plane, session.escrowId) : html`top-up of ${personLink(s.plane, people, session.customerId)}`}</dd>
<dt>Amount</dt><dd>${naira(session.amount)} ${session.currency}</dd>
<dt>The payer is charged</dt><dd>${naira(session.fees.chargedAmount)}</dd>
<dt>Payment methods</dt><dd>${session.paymentMethods.join(', ')}</dd>
<dt>Payment page</dt><dd><a href="${session.checkoutUrl}">${session.checkoutUrl}</a></dd>
${session.paymentId ? html`<dt>Payment</dt><dd><code>${session.paymentId}</code></dd>` : ''}
<dt>Created</dt><dd>${when(session.createdAt)}</dd>
${session.completedAt ? html`<dt>Completed</dt><dd>${when(session.completedAt)}</dd>` : ''}
</dl>
<p><a href="${planePath(s.plane, `/events?objectId=${session.checkoutId}`)}">Its events</a></p>`,
        }),
      );
    }),
  );

  router.get(
    '/dashboard/:plane/withdrawals/:withdrawalId',
    signedIn(env, { plane: true }, async (ctx, s) => {
      const w = await callRoute(env, s, getWithdrawalRoute, { params: { withdrawalId: ctx.params.withdrawalId } }, ctx.state.requestId);
      const people = await peopleByIds(env.deps.sql, { merchantId: s.merchant.merchantId, plane: s.plane }, [w.customerId]);
      sendPage(
        ctx,
        page({
          title: `Withdrawal ${w.reference}`,
          viewer: s.viewer,
          plane: s.plane,
          current: planePath(s.plane, '/withdrawals'),
          body: html`
<dl class="facts">
<dt>Withdrawal id</dt><dd><code>${w.withdrawalId}</code></dd>
<dt>Status</dt><dd><span class="badge">${w.status}</span></dd>
<dt>Customer</dt><dd>${personLink(s.plane, people, w.customerId)}</dd>
<dt>To</dt><dd>${w.accountName} (${w.bankName ?? w.bankCode} …${w.last4})</dd>
<dt>Amount</dt><dd>${naira(w.amount)} ${w.currency}</dd>
<dt>Charged to the wallet</dt><dd>${naira(w.chargedAmount)} (fees ${naira(w.fees.totalFees)})</dd>
${w.failureReason ? html`<dt>Why it failed</dt><dd>${w.failureReason}</dd>` : ''}
<dt>Created</dt><dd>${when(w.createdAt)}</dd>
${w.completedAt ? html`<dt>Completed</dt><dd>${when(w.completedAt)}</dd>` : ''}
${w.failedAt ? html`<dt>Failed</dt><dd>${when(w.failedAt)}</dd>` : ''}
</dl>
<p><a href="${planePath(s.plane, `/statement?relatedId=${w.withdrawalId}`)}">Its statement rows</a> · <a href="${planePath(s.plane, `/events?objectId=${w.withdrawalId}`)}">Its events</a></p>`,
        }),
      );
    }),
  );
}
