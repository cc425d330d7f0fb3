import type { Context } from 'koa';
import { ServiceError } from '../../src/errors';
import type { Pagination } from '../../src/pagination';
import type { AnyRoute, RouteAnswer } from '../route-executor';
import { Acting, callRoute } from './api-calls';
import { FieldErrors } from './forms';
import { html, Html } from './html';
import type { DashEnv } from './web';

// A list page reads its API list route with the filters and the cursor of its URL, so it pages
// and filters exactly as GET /api/v1/... does; a bad filter is shown next to its field.

/** The items of a list route's answer under `key` (`escrows`, `transactions`...). */
export type ItemsOf<T extends AnyRoute, K extends string> = RouteAnswer<T> extends { [P in K]: Array<infer I> } ? I : never;

export type Listed<I> = { items: I[]; pagination: Pagination; errors: FieldErrors };

/** The page's query: only the named filters (strings), and the API's cursor. */
export function listQuery(ctx: Context, filters: readonly string[]): Record<string, string> {
  const query: Record<string, string> = {};
  for (const name of [...filters, 'startingAfter']) {
    const value = ctx.query[name];
    if (typeof value === 'string' && value !== '') query[name] = value;
  }
  return query;
}

/** The list, or (for bad filters) an empty one with the errors by field. */
export async function readList<T extends AnyRoute, K extends string>(
  env: DashEnv,
  acting: Acting,
  route: T,
  itemsKey: K,
  query: Record<string, string>,
): Promise<Listed<ItemsOf<T, K>>> {
  try {
    const answer = (await callRoute(env, acting, route, { query })) as Record<string, unknown>;
    return { items: answer[itemsKey] as Array<ItemsOf<T, K>>, pagination: answer.pagination as Pagination, errors: {} };
  } catch (err) {
    if (!(err instanceof ServiceError) || err.status !== 400) throw err;
    const issues = (err.details?.issues as Array<{ field: string; message: string }> | undefined) ?? [];
    const errors: FieldErrors = { '': err.message };
    for (const issue of issues) errors[issue.field.split('.')[0]] = issue.message;
    return { items: [], pagination: { total: 0, limit: 20, offset: 0, hasMore: false, nextCursor: null }, errors };
  }
}

/** "Next page" by the API's cursor, "First page" when not on it, and the total. */
export function pager(basePath: string, query: Record<string, string>, pagination: Pagination, shown: number): Html {
  const filters = Object.fromEntries(Object.entries(query).filter(([k]) => k !== 'startingAfter'));
  const href = (extra: Record<string, string>) => {
    const qs = new URLSearchParams({ ...filters, ...extra }).toString();
    return qs ? `${basePath}?${qs}` : basePath;
  };
  return html`<nav class="pager" aria-label="Pages">
<span>${shown} shown of ${pagination.total}</span>
${query.startingAfter ? html`<a href="${href({})}">First page</a>` : ''}
${pagination.hasMore && pagination.nextCursor ? html`<a href="${href({ startingAfter: pagination.nextCursor })}" rel="next">Next page</a>` : ''}
</nav>`;
}
