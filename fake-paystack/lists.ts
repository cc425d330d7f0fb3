import type { Ctx } from './http';
import { fail, ok } from './http';

// Paystack's list endpoints, one way for all of them: offset pages (`perPage`, default 50;
// `page`, default 1), a `from` / `to` window on when each record was created (ISO timestamps
// or dates; both bounds inclusive, a date alone meaning that whole UTC day), newest first,
// and `meta` = { total, skipped, perPage, page, pageCount }.

const PAGE_SIZE_DEFAULT = 50;

export type ListOptions<T> = {
  /** When the record was created: what `from` / `to` filter on and what orders the list. */
  createdAt: (record: T) => string;
  /** Paystack's `status` filter, where the endpoint has one. */
  status?: (record: T) => string;
  /** Extra meta fields (GET /transaction's total_volume). */
  extraMeta?: (matching: T[]) => Record<string, unknown>;
  /** `perPage` in meta as a string, as some of Paystack's lists answer it. */
  perPageAsString?: boolean;
};

/** Answers one page of `records` as the query asks, or 400 for a window that is not a date. */
export function listPage<T>(ctx: Ctx, message: string, records: T[], options: ListOptions<T>, render: (record: T) => unknown): void {
  const from = boundOf(ctx.query.from, 'from');
  const to = boundOf(ctx.query.to, 'to');
  if (from === undefined || to === undefined) return fail(ctx, 400, 'Invalid date format. Use ISO 8601');
  const status = typeof ctx.query.status === 'string' && ctx.query.status ? ctx.query.status : null;
  const perPage = positiveOf(ctx.query.perPage) ?? PAGE_SIZE_DEFAULT;
  const page = positiveOf(ctx.query.page) ?? 1;
  // Newest first; records of one millisecond, the later made first (the stable sort keeps the reversed order).
  const matching = [...records]
    .reverse()
    .filter((r) => {
      const at = Date.parse(options.createdAt(r));
      return (
        (from === null || at >= from) && (to === null || at <= to) && (status === null || !options.status || options.status(r) === status)
      );
    })
    .sort((a, b) => Date.parse(options.createdAt(b)) - Date.parse(options.createdAt(a)));
  const skipped = (page - 1) * perPage;
  ok(ctx, message, matching.slice(skipped, skipped + perPage).map(render), {
    total: matching.length,
    ...(options.extraMeta?.(matching) ?? {}),
    skipped,
    perPage: options.perPageAsString ? String(perPage) : perPage,
    page,
    pageCount: Math.max(1, Math.ceil(matching.length / perPage)),
  });
}

/** A `from` / `to` query value in ms: null when absent, undefined when not a date. A date alone: its day's start, or its end for `to`. */
function boundOf(value: unknown, which: 'from' | 'to'): number | null | undefined {
  if (value === undefined) return null;
  if (typeof value !== 'string') return undefined;
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) return undefined;
  return which === 'to' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? ms + 24 * 60 * 60 * 1000 - 1 : ms;
}

function positiveOf(value: unknown): number | null {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}
