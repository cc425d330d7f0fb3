import type Router from '@koa/router';
import type { Context } from 'koa';
import { CHECKOUT_STATUSES } from '../../../src/checkout/sessions';
import { ServiceError } from '../../../src/errors';
import { ESCROW_STATUSES } from '../../../src/escrows/rules';
import { WITHDRAWAL_STATUSES } from '../../../src/withdrawals/store';
import { STATEMENT_DIRECTIONS, STATEMENT_TYPES } from '../../../src/transactions/filters';
import type { FileBody } from '../../route';
import type { HoldDeadlines } from '../../../src/dashboard/time-left';
import { callApi } from '../api-calls';
import { deadlineCell } from '../deadlines';
import { field, FieldErrors, formError, select } from '../forms';
import { html, Html } from '../html';
import { page, planePath } from '../layout';
import { listQuery, pager, readList } from '../lists';
import { naira, when } from '../money-format';
import { DashEnv, OnPlane, refusalPage, securityHeaders, sendPage, signedIn } from '../web';

// The merchant's money, read through the API's own list routes (same filters, same paging):
// customers with their wallet balances, checkout sessions, withdrawals and the statement
// with its CSV and PDF exports.

type Row = Record<string, unknown>;
type Column = { header: string; cell: (row: Row) => Html | string; numeric?: boolean };

function table(caption: string, columns: Column[], rows: Row[]): Html {
  return html`<div class="table-wrap" tabindex="0" role="region" aria-label="Scrollable table"><table>
<caption>${caption}</caption>
<thead><tr>${columns.map((c) => html`<th scope="col"${c.numeric ? html` class="n"` : ''}>${c.header}</th>`)}</tr></thead>
<tbody>${rows.length === 0 ? html`<tr><td colspan="${columns.length}">Nothing here yet.</td></tr>` : rows.map((row) => html`<tr>${columns.map((c) => html`<td${c.numeric ? html` class="n"` : ''}>${c.cell(row)}</td>`)}</tr>`)}</tbody>
</table></div>`;
}

const text = (key: string) => (row: Row) => String(row[key] ?? '');
const money = (key: string) => (row: Row) => naira(row[key] as number);
const time = (key: string) => (row: Row) => when(row[key] as string | null);
const badge = (key: string) => (row: Row) => html`<span class="badge">${String(row[key])}</span>`;

type ListPage = {
  path: string;
  title: string;
  api: string;
  itemsKey: string;
  caption: string;
  filters: readonly string[];
  filterFields: (query: Record<string, string>, errors: FieldErrors) => Html;
  columns: (s: OnPlane) => Column[];
  extra?: (s: OnPlane, query: Record<string, string>) => Html;
};

const status = (values: readonly string[]) => (query: Record<string, string>, errors: FieldErrors) =>
  select({ name: 'status', label: 'Status', options: [['', 'Any status'], ...values.map((v): [string, string] => [v, v])], value: query.status }, errors);

const customerFilter = (query: Record<string, string>, errors: FieldErrors) => field({ name: 'customerId', label: 'Customer id', value: query.customerId }, errors);

export const LIST_PAGES: ListPage[] = [
  {
    path: '/customers', title: 'Customers', api: '/customers', itemsKey: 'customers', caption: 'Customers and their wallet balances, newest first',
    filters: ['limit'], filterFields: () => html``,
    columns: () => [
      { header: 'Customer', cell: (r) => html`${String(r.firstName)} ${String(r.lastName)}<br><code>${String(r.customerId)}</code>` },
      { header: 'Email', cell: text('email') },
      { header: 'Available', cell: (r) => naira((r.balances as { available: number }).available), numeric: true },
      { header: 'Held', cell: (r) => naira((r.balances as { held: number }).held), numeric: true },
      { header: 'Created', cell: time('createdAt') },
    ],
  },
  {
    path: '/checkouts', title: 'Checkout sessions', api: '/checkout/sessions', itemsKey: 'checkouts', caption: 'Checkout sessions, newest first',
    filters: ['status', 'escrowId', 'customerId', 'limit'],
    filterFields: (q, e) => html`${status(CHECKOUT_STATUSES)(q, e)}${field({ name: 'escrowId', label: 'Escrow id', value: q.escrowId }, e)}${customerFilter(q, e)}`,
    columns: (s) => [
      { header: 'Session', cell: text('checkoutId') },
      { header: 'Status', cell: badge('status') },
      { header: 'For', cell: (r) => (r.escrowId ? html`<a href="${planePath(s.plane, `/escrows/${String(r.escrowId)}`)}">${String(r.escrowId)}</a>` : html`top-up of <code>${String(r.customerId)}</code>`) },
      { header: 'Amount', cell: money('amount'), numeric: true },
      { header: 'Created', cell: time('createdAt') },
    ],
  },
  {
    path: '/withdrawals', title: 'Withdrawals', api: '/withdrawals', itemsKey: 'withdrawals', caption: 'Withdrawals, newest first',
    filters: ['status', 'customerId', 'limit'],
    filterFields: (q, e) => html`${status(WITHDRAWAL_STATUSES)(q, e)}${customerFilter(q, e)}`,
    columns: () => [
      { header: 'Withdrawal', cell: (r) => html`<code>${String(r.withdrawalId)}</code><br>${String(r.reference)}` },
      { header: 'Status', cell: badge('status') },
      { header: 'Customer', cell: text('customerId') },
      { header: 'To', cell: (r) => `${String(r.accountName)} (${String(r.bankName ?? r.bankCode)} …${String(r.last4)})` },
      { header: 'Amount', cell: money('amount'), numeric: true },
      { header: 'Created', cell: time('createdAt') },
    ],
  },
  {
    path: '/statement', title: 'Statement', api: '/transactions', itemsKey: 'transactions', caption: 'Statement rows, newest first',
    filters: ['customerId', 'type', 'direction', 'relatedId', 'startDate', 'endDate', 'limit'],
    filterFields: (q, e) => html`${customerFilter(q, e)}
${select({ name: 'type', label: 'Type', options: [['', 'Any type'], ...STATEMENT_TYPES.map((t): [string, string] => [t, t])], value: q.type }, e)}
${select({ name: 'direction', label: 'Direction', options: [['', 'Both directions'], ...STATEMENT_DIRECTIONS.map((d): [string, string] => [d, d])], value: q.direction }, e)}
${field({ name: 'relatedId', label: 'Related id', value: q.relatedId }, e)}
${field({ name: 'startDate', label: 'From (ISO 8601)', value: q.startDate, hint: 'For example 2026-01-01 or 2026-01-01T09:00:00Z.' }, e)}
${field({ name: 'endDate', label: 'Until (ISO 8601)', value: q.endDate }, e)}`,
    columns: () => [
      { header: 'Transaction', cell: text('transactionId') },
      { header: 'Customer', cell: text('customerId') },
      { header: 'Type', cell: text('type') },
      { header: 'Direction', cell: text('direction') },
      { header: 'Amount', cell: money('amount'), numeric: true },
      { header: 'Related', cell: text('relatedId') },
      { header: 'Created', cell: time('createdAt') },
    ],
    extra: (s, query) => {
      const filters = Object.fromEntries(Object.entries(query).filter(([k]) => k !== 'startingAfter' && k !== 'limit'));
      const href = (format: string) => `${planePath(s.plane, '/statement/export')}?${new URLSearchParams({ ...filters, format })}`;
      return html`<p class="exports">Export these rows: <a href="${href('csv')}" download>Download CSV</a> · <a href="${href('pdf')}" download>Download PDF</a></p>`;
    },
  },
  {
    path: '/escrows', title: 'Escrows', api: '/escrows', itemsKey: 'escrows', caption: 'Escrows, newest first',
    filters: ['status', 'customerId', 'limit'],
    filterFields: (q, e) => html`${status(ESCROW_STATUSES)(q, e)}${customerFilter(q, e)}`,
    columns: (s) => [
      { header: 'Escrow', cell: (r) => html`<a href="${planePath(s.plane, `/escrows/${String(r.escrowId)}`)}">${String(r.reference)}</a><br><code>${String(r.escrowId)}</code>` },
      { header: 'Status', cell: badge('status') },
      { header: 'Amount', cell: money('amount'), numeric: true },
      { header: 'Remaining', cell: money('remainingAmount'), numeric: true },
      { header: 'Deadline', cell: (r) => deadlineCell(r as HoldDeadlines) },
      { header: 'Created', cell: time('createdAt') },
    ],
  },
];

function mountList(router: Router, env: DashEnv, list: ListPage): void {
  router.get(`/dashboard/:plane${list.path}`, signedIn(env, { plane: true }, async (ctx, s) => {
    const query = listQuery(ctx, list.filters);
    const { list: result, errors } = await readList<Row>(env, s, list.api, query, list.itemsKey);
    const base = planePath(s.plane, list.path);
    const filterFields = list.filterFields(query, errors);
    sendPage(ctx, page({
      title: list.title, viewer: s.viewer, plane: s.plane, current: base, body: html`
${filterFields.text ? html`<form method="get" action="${base}" class="filters">${formError(errors)}${filterFields}<button type="submit" class="secondary">Filter</button></form>` : formError(errors)}
${list.extra ? list.extra(s, query) : ''}
${table(list.caption, list.columns(s), result.items)}
${pager(base, query, result.pagination, result.items.length)}`,
    }), Object.keys(errors).length > 0 ? 400 : 200);
  }));
}

/** GET /transactions/export underneath: the file as the API makes it. */
async function sendExport(ctx: Context, env: DashEnv, s: OnPlane): Promise<void> {
  const query = listQuery(ctx, ['customerId', 'type', 'direction', 'relatedId', 'startDate', 'endDate', 'format']);
  let file: FileBody;
  try {
    file = await callApi<FileBody>(env, { merchant: s.merchant, plane: s.plane }, { method: 'get', path: '/transactions/export', query }, ctx.state.requestId);
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
  router.get('/dashboard/:plane/statement/export', signedIn(env, { plane: true }, (ctx, s) => sendExport(ctx, env, s)));
  for (const list of LIST_PAGES) mountList(router, env, list);
}
