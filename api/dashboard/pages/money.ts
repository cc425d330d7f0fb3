import type Router from '@koa/router';
import type { Context } from 'koa';
import { CHECKOUT_STATUSES } from '../../../src/checkout/session-store';
import { peopleByIds, People } from '../../../src/dashboard/people';
import { ServiceError } from '../../../src/errors';
import { ESCROW_STATUSES } from '../../../src/escrows/rules';
import type { Pagination } from '../../../src/pagination';
import { STATEMENT_DIRECTIONS, STATEMENT_TYPES } from '../../../src/transactions/filters';
import { WITHDRAWAL_STATUSES } from '../../../src/withdrawals/store';
import type { FileBody } from '../../route';
import type { AnyRoute } from '../../route-executor';
import { listCheckoutSessionsRoute } from '../../routes/checkout/routes';
import { listCustomersRoute } from '../../routes/customers/routes';
import { listEscrowsRoute } from '../../routes/escrows/routes';
import { exportTransactionsRoute, listTransactionsRoute } from '../../routes/transactions/routes';
import { listWithdrawalsRoute } from '../../routes/withdrawals/routes';
import { callRoute } from '../api-calls';
import { deadlineCell } from '../deadlines';
import { field, FieldErrors, formError, select } from '../forms';
import { html, Html } from '../html';
import { page, planePath } from '../layout';
import { objectHref, objectLink, personLink } from '../links';
import { ItemsOf, listQuery, pager, readList } from '../lists';
import { naira, timeCell } from '../money-format';
import { Column, dataTable } from '../tables';
import { DashEnv, OnPlane, refusalPage, securityHeaders, sendPage, signedIn } from '../web';

// The merchant's money, read through the API's own list routes (same filters, same paging):
// customers with their wallet balances, escrows, checkout sessions, withdrawals and the
// statement with its CSV and PDF exports. People show by name, linked to their page.

type Shown = { table: Html; pagination: Pagination; shown: number; errors: FieldErrors };

type ListPage = {
  path: string;
  title: string;
  filters: readonly string[];
  filterFields: (query: Record<string, string>, errors: FieldErrors) => Html;
  extra?: (s: OnPlane, query: Record<string, string>) => Html;
  read: (env: DashEnv, s: OnPlane, query: Record<string, string>) => Promise<Shown>;
};

/** A list route's page of items as a table, with the names of the customers its rows name. */
function listOf<T extends AnyRoute, K extends string>(
  route: T,
  itemsKey: K,
  caption: string,
  columns: (s: OnPlane, people: People) => Array<Column<ItemsOf<T, K>>>,
  customersOf: (item: ItemsOf<T, K>) => Array<string | null> = () => [],
): ListPage['read'] {
  return async (env, s, query) => {
    const list = await readList(env, s, route, itemsKey, query);
    const people = await peopleByIds(env.deps.sql, { merchantId: s.merchant.merchantId, plane: s.plane }, list.items.flatMap(customersOf));
    return {
      table: dataTable(caption, columns(s, people), list.items),
      pagination: list.pagination,
      shown: list.items.length,
      errors: list.errors,
    };
  };
}

const badge = (value: string) => html`<span class="badge">${value}</span>`;

const status = (values: readonly string[]) => (query: Record<string, string>, errors: FieldErrors) =>
  select(
    { name: 'status', label: 'Status', options: [['', 'Any status'], ...values.map((v): [string, string] => [v, v])], value: query.status },
    errors,
  );

const customerFilter = (query: Record<string, string>, errors: FieldErrors) =>
  field({ name: 'customerId', label: 'Customer id', value: query.customerId }, errors);

type EscrowItem = ItemsOf<typeof listEscrowsRoute, 'escrows'>;

/** "Ada Okafor → Bola Obi": the payer (or guest) and the payee by name. */
export function partiesCell(s: OnPlane, people: People, escrow: Pick<EscrowItem, 'parties'>): Html {
  const payer = escrow.parties.find((p) => p.role === 'payer');
  const payee = escrow.parties.find((p) => p.role === 'payee');
  const who = (p: EscrowItem['parties'][number] | undefined) => {
    if (!p) return '';
    if (p.customerId) return personLink(s.plane, people, p.customerId);
    const guest = 'guest' in p ? p.guest : undefined;
    return html`${guest?.name ?? guest?.email ?? 'guest'} <small>(guest)</small>`;
  };
  return html`${who(payer)} → ${who(payee)}`;
}

const LIST_PAGES: ListPage[] = [
  {
    path: '/customers',
    title: 'Customers',
    filters: ['limit'],
    filterFields: () => html``,
    read: listOf(listCustomersRoute, 'customers', 'Customers and their wallet balances, newest first', (s) => [
      {
        header: 'Customer',
        cell: (r) => html`<a href="${planePath(s.plane, `/customers/${r.customerId}`)}">${r.firstName} ${r.lastName}</a>`,
      },
      { header: 'Email', cell: (r) => r.email },
      { header: 'Available', cell: (r) => naira(r.balances.available), numeric: true },
      { header: 'Held', cell: (r) => naira(r.balances.held), numeric: true },
      { header: 'Created (UTC)', cell: (r) => timeCell(r.createdAt) },
    ]),
  },
  {
    path: '/escrows',
    title: 'Escrows',
    filters: ['status', 'customerId', 'limit'],
    filterFields: (q, e) => html`${status(ESCROW_STATUSES)(q, e)}${customerFilter(q, e)}`,
    read: listOf(
      listEscrowsRoute,
      'escrows',
      'Escrows, newest first',
      (s, people) => [
        {
          header: 'Escrow',
          cell: (r) =>
            html`<a href="${planePath(s.plane, `/escrows/${r.escrowId}`)}">${r.reference}</a><br><code class="id">${r.escrowId}</code>`,
        },
        { header: 'Payer → payee', cell: (r) => partiesCell(s, people, r) },
        { header: 'Status', cell: (r) => badge(r.status) },
        { header: 'Amount', cell: (r) => naira(r.amount), numeric: true },
        { header: 'Remaining', cell: (r) => naira(r.remainingAmount), numeric: true },
        { header: 'Deadline', cell: (r) => deadlineCell(r) },
        { header: 'Created (UTC)', cell: (r) => timeCell(r.createdAt) },
      ],
      (r) => r.parties.map((p) => p.customerId),
    ),
  },
  {
    path: '/checkouts',
    title: 'Checkout sessions',
    filters: ['status', 'escrowId', 'customerId', 'limit'],
    filterFields: (q, e) =>
      html`${status(CHECKOUT_STATUSES)(q, e)}${field({ name: 'escrowId', label: 'Escrow id', value: q.escrowId }, e)}${customerFilter(q, e)}`,
    read: listOf(
      listCheckoutSessionsRoute,
      'checkouts',
      'Checkout sessions, newest first',
      (s, people) => [
        {
          header: 'Session',
          cell: (r) => html`<a href="${objectHref(s.plane, r.checkoutId)}"><code class="id">${r.checkoutId}</code></a>`,
        },
        { header: 'Status', cell: (r) => badge(r.status) },
        {
          header: 'For',
          cell: (r) => (r.escrowId ? objectLink(s.plane, r.escrowId) : html`top-up of ${personLink(s.plane, people, r.customerId)}`),
        },
        { header: 'Amount', cell: (r) => naira(r.amount), numeric: true },
        { header: 'Created (UTC)', cell: (r) => timeCell(r.createdAt) },
      ],
      (r) => [r.customerId],
    ),
  },
  {
    path: '/withdrawals',
    title: 'Withdrawals',
    filters: ['status', 'customerId', 'limit'],
    filterFields: (q, e) => html`${status(WITHDRAWAL_STATUSES)(q, e)}${customerFilter(q, e)}`,
    read: listOf(
      listWithdrawalsRoute,
      'withdrawals',
      'Withdrawals, newest first',
      (s, people) => [
        {
          header: 'Withdrawal',
          cell: (r) =>
            html`<a href="${objectHref(s.plane, r.withdrawalId)}">${r.reference}</a><br><code class="id">${r.withdrawalId}</code>`,
        },
        { header: 'Status', cell: (r) => badge(r.status) },
        { header: 'Customer', cell: (r) => personLink(s.plane, people, r.customerId) },
        { header: 'To', cell: (r) => `${r.accountName} (${r.bankName ?? r.bankCode} …${r.last4})` },
        { header: 'Amount', cell: (r) => naira(r.amount), numeric: true },
        { header: 'Created (UTC)', cell: (r) => timeCell(r.createdAt) },
      ],
      (r) => [r.customerId],
    ),
  },
  {
    path: '/statement',
    title: 'Statement',
    filters: ['customerId', 'type', 'direction', 'relatedId', 'startDate', 'endDate', 'limit'],
    filterFields: (q, e) => html`${customerFilter(q, e)}
${select({ name: 'type', label: 'Type', options: [['', 'Any type'], ...STATEMENT_TYPES.map((t): [string, string] => [t, t])], value: q.type }, e)}
${select({ name: 'direction', label: 'Direction', options: [['', 'Both directions'], ...STATEMENT_DIRECTIONS.map((d): [string, string] => [d, d])], value: q.direction }, e)}
${field({ name: 'relatedId', label: 'Related id', value: q.relatedId }, e)}
${field({ name: 'startDate', label: 'From (ISO 8601)', value: q.startDate, hint: 'For example 2026-01-01 or 2026-01-01T09:00:00Z.' }, e)}
${field({ name: 'endDate', label: 'Until (ISO 8601)', value: q.endDate }, e)}`,
    read: listOf(
      listTransactionsRoute,
      'transactions',
      'Statement rows, newest first',
      (s, people) => [
        { header: 'Created (UTC)', cell: (r) => timeCell(r.createdAt) },
        { header: 'Customer', cell: (r) => personLink(s.plane, people, r.customerId) },
        { header: 'Type', cell: (r) => r.type },
        { header: 'Direction', cell: (r) => r.direction },
        { header: 'Amount', cell: (r) => naira(r.amount), numeric: true },
        { header: 'Related', cell: (r) => objectLink(s.plane, r.relatedId) },
        { header: 'Transaction', cell: (r) => html`<code class="id">${r.transactionId}</code>` },
      ],
      (r) => [r.customerId],
    ),
    extra: (s, query) => {
      const filters = Object.fromEntries(Object.entries(query).filter(([k]) => k !== 'startingAfter' && k !== 'limit'));
      const href = (format: string) =>
        `${planePath(s.plane, '/statement/export')}?${new URLSearchParams({ ...filters, format }).toString()}`;
      return html`<p class="exports">Export these rows: <a href="${href('csv')}" download>Download CSV</a> · <a href="${href('pdf')}" download>Download PDF</a></p>`;
    },
  },
];

function mountList(router: Router, env: DashEnv, list: ListPage): void {
  router.get(
    `/dashboard/:plane${list.path}`,
    signedIn(env, { plane: true }, async (ctx, s) => {
      const query = listQuery(ctx, list.filters);
      const shown = await list.read(env, s, query);
      const base = planePath(s.plane, list.path);
      const filterFields = list.filterFields(query, shown.errors);
      sendPage(
        ctx,
        page({
          title: list.title,
          viewer: s.viewer,
          plane: s.plane,
          current: base,
          body: html`
${filterFields.text ? html`<form method="get" action="${base}" class="filters">${formError(shown.errors)}${filterFields}<button type="submit" class="secondary">Filter</button></form>` : formError(shown.errors)}
${list.extra ? list.extra(s, query) : ''}
${shown.table}
${pager(base, query, shown.pagination, shown.shown)}`,
        }),
        Object.keys(shown.errors).length > 0 ? 400 : 200,
      );
    }),
  );
}

/** GET /transactions/export underneath: the file as the API makes it. */
async function sendExport(ctx: Context, env: DashEnv, s: OnPlane): Promise<void> {
  const query = listQuery(ctx, ['customerId', 'type', 'direction', 'relatedId', 'startDate', 'endDate', 'format']);
  let file: FileBody;
  try {
    file = await callRoute(env, s, exportTransactionsRoute, { query }, ctx.state.requestId);
  } catch (err) {
    if (err instanceof ServiceError) return refusalPage(ctx, err.status, 'Export refused', err.message);
    throw err;
  }
  securityHeaders(ctx);
  ctx.status = 200;
  ctx.attachment(file.filename);
  ctx.type = file.contentType;
  for (const [name, value] of Object.entries(file.headers ?? {})) ctx.set(name, value);
  ctx.body = file.body;
}

export function mountMoneyPages(router: Router, env: DashEnv): void {
  router.get(
    '/dashboard/:plane/statement/export',
    signedIn(env, { plane: true }, (ctx, s) => sendExport(ctx, env, s)),
  );
  for (const list of LIST_PAGES) mountList(router, env, list);
}
