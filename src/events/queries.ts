import type { Db, Fragment } from '../db';
import { refuse } from '../errors';
import { isId } from '../ids';
import type { Owner } from '../owner';
import { countedTotal, facetTotal, rangeTotal } from '../list-counts';
import { checkPageMode, Page, Pagination, readPage, seekAfter, walkOrder } from '../pagination';
import { EventBody, EventType, toEventBody } from './outbox';

// The merchant's view of its events (GET /events, GET /events/{eventId}): the body exactly as
// delivered, plus how its delivery went, attempt by attempt (webhook_attempts).

export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed', 'no_endpoint', 'refused'] as const;
type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const ATTEMPT_STATUSES = ['delivered', 'failed', 'refused', 'interrupted', 'in_flight'] as const;
type AttemptStatus = (typeof ATTEMPT_STATUSES)[number];

type DeliverySummary = { status: DeliveryStatus; attemptCount: number; deliveredAt: string | null };

type AttemptView = {
  attempt: number;
  attemptedAt: string;
  status: AttemptStatus;
  /** From sending to the answer (or the error); null while in flight or when cut off. */
  latencyMs: number | null;
  /** The HTTP status the endpoint answered, null when none came. */
  responseStatus: number | null;
  error: string | null;
  url: string;
  /** True for a redelivery the merchant asked for, false for the event's own delivery. */
  redelivery: boolean;
};

export type EventView = EventBody & { delivery: DeliverySummary };
export type EventDetail = EventBody & { delivery: DeliverySummary & { attempts: AttemptView[] } };

/** The filters of GET /events; dates are already bounds (inclusive start, exclusive end). */
export type EventFilters = { type?: EventType; objectId?: string; startAt?: Date; endBefore?: Date };

type EventRow = {
  id: string;
  type: EventType;
  created_at: Date;
  data: unknown;
  meta: unknown;
  delivery_status: DeliveryStatus;
  delivered_at: Date | null;
  attempt_count: number;
};

const eventColumns = (db: Db) => db`e.id, e.type, e.created_at, e.data, e.meta, e.delivery_status, e.delivered_at, e.seq,
  (select count(*) from webhook_attempts a where a.event_id = e.id)::int as attempt_count`;

function toEventView(row: EventRow): EventView {
  return {
    ...toEventBody(row),
    delivery: { status: row.delivery_status, attemptCount: row.attempt_count, deliveredAt: row.delivered_at?.toISOString() ?? null },
  };
}

/** Newest first (seq orders events recorded in the same millisecond), with the total of the filter. */
export async function listEvents(
  db: Db,
  owner: Owner,
  filters: EventFilters,
  page: Page,
): Promise<{ events: EventView[]; pagination: Pagination }> {
  checkPageMode(page);
  const scope = db`e.merchant_id = ${owner.merchantId} and e.plane = ${owner.plane}`;
  const byType = filters.type ? db`and e.type = ${filters.type}` : db``;
  const within = (from?: Date, to?: Date) => db`${from ? db`and e.created_at >= ${from}` : db``}
    ${to ? db`and e.created_at < ${to}` : db``}`;
  const where = db`${scope} ${byType}
    ${filters.objectId ? db`and e.object_ids @> array[${filters.objectId}]::text[]` : db``}
    ${within(filters.startAt, filters.endBefore)}`;
  const cursorKeys = db`select created_at as k1, seq as k2 from events
    where id = ${page.startingAfter ?? ''} and merchant_id = ${owner.merchantId} and plane = ${owner.plane}`;
  // The page's ids from a walk of the list index (index-only: the id rides in it), the
  // bodies and attempt counts for those ids only.
  const ids = (known: number | undefined) =>
    db`select e.id from events e where ${where} ${seekAfter(db, page, db`(e.created_at, e.seq)`, cursorKeys)}
      ${walkOrder(db, page, db`e.created_at`, db`e.seq`, known)}`;
  const { items, pagination } = await readPage<EventRow>(db, page, {
    total: eventTotal(db, owner, filters, scope, byType, within),
    rows: (known) => db`select ${eventColumns(db)} from events e where e.id = any(array(${ids(known)}))`,
    order: db`p.created_at desc, p.seq desc`,
    key: 'id',
    cursorKeys,
    what: 'event',
  });
  return { events: items.map(toEventView), pagination };
}

/**
 * The exact total of the filters: trigger-kept counters (migration 013) for the whole list,
 * a type, and a date range with or without a type (its whole days from day buckets, its
 * partial days counted); an objectId matches a few events, counted through its index.
 */
function eventTotal(
  db: Db,
  owner: Owner,
  filters: EventFilters,
  scope: Fragment,
  byType: Fragment,
  within: (from?: Date, to?: Date) => Fragment,
) {
  if (filters.objectId) {
    return db`select count(*)::int from events e where ${scope} ${byType}
      and e.object_ids @> array[${filters.objectId}]::text[] ${within(filters.startAt, filters.endBefore)}`;
  }
  const facet = filters.type ? `type:${filters.type}` : '';
  if (filters.startAt || filters.endBefore) {
    return rangeTotal(
      db,
      owner,
      'events',
      facet,
      { from: filters.startAt, to: filters.endBefore },
      (piece) => db`select count(*)::int from events e where ${scope} ${byType} ${within(piece.from, piece.to)}`,
    );
  }
  return filters.type ? facetTotal(db, owner, 'events', facet) : countedTotal(db, owner, 'events');
}

type AttemptRow = {
  attempt: number;
  created_at: Date;
  finished_at: Date | null;
  outcome: Exclude<AttemptStatus, 'in_flight'> | null;
  duration_ms: number | null;
  status_code: number | null;
  error: string | null;
  url: string;
  redelivery_id: string | null;
};

/** One event of this merchant and plane with every delivery attempt, oldest first; else 404. */
export async function getEvent(db: Db, owner: Owner, eventId: string): Promise<EventDetail> {
  const row = isId('event', eventId)
    ? (
        await db<EventRow[]>`select ${eventColumns(db)} from events e
        where e.id = ${eventId} and e.merchant_id = ${owner.merchantId} and e.plane = ${owner.plane}`
      )[0]
    : undefined;
  if (!row) throw refuse.notFound('Event');
  const attempts = await db<AttemptRow[]>`
    select attempt, created_at, finished_at, outcome, duration_ms, status_code, error, url, redelivery_id
    from webhook_attempts where event_id = ${eventId} order by attempt`;
  const view = toEventView(row);
  return { ...view, delivery: { ...view.delivery, attempts: attempts.map(toAttemptView) } };
}

function toAttemptView(row: AttemptRow): AttemptView {
  return {
    attempt: row.attempt,
    attemptedAt: row.created_at.toISOString(),
    // Finished rows written before outcomes were recorded all have one (migration 006).
    status: row.finished_at === null ? 'in_flight' : (row.outcome ?? 'failed'),
    latencyMs: row.duration_ms,
    responseStatus: row.status_code,
    error: row.error,
    url: row.url,
    redelivery: row.redelivery_id !== null,
  };
}
