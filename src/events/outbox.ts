import { allInOrder, Db, Tx } from '../db';
import { newId } from '../ids';
import type { Owner } from '../owner';

// The event catalog of the spec; no other event is ever sent.
export const EVENT_TYPES = [
  'payment.pending',
  'payment.succeeded',
  'wallet.credited',
  'escrow.created',
  'escrow.funded',
  'escrow.partially_released',
  'escrow.released',
  'escrow.refunded',
  'escrow.cancelled',
  'escrow.deadlines_updated',
  'dispute.opened',
  'dispute.resolved',
  'withdrawal.created',
  'withdrawal.processing',
  'withdrawal.completed',
  'withdrawal.failed',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export type NewEvent = {
  type: EventType;
  data: Record<string, unknown>;
  meta?: Record<string, unknown>;
  journalId?: string | null;
};

export type EventBody = {
  id: string;
  type: EventType;
  createdAt: string;
  data: Record<string, unknown>;
  meta: Record<string, unknown>;
};

/** Whose events these are, and the outbox stream (src/events/streams.ts) they go out on, in order. */
export type EventOwner = Owner & { stream: string };

/**
 * Writes events to the outbox inside the caller's transaction, in the given order: one
 * statement each, sent together on the transaction's one connection (one round trip; PostgreSQL
 * runs them, and numbers `seq`, in order).
 */
export async function recordEvents(db: Tx, owner: EventOwner, events: NewEvent[]): Promise<string[]> {
  const { ids, written } = issueEvents(db, owner, events);
  await written;
  return ids;
}

/**
 * recordEvents without waiting: the inserts are sent (sharing the round trip of whatever the
 * caller issues next) and their ids known at once. The caller awaits `written`.
 */
export function issueEvents(db: Tx, owner: EventOwner, events: NewEvent[]): { ids: string[]; written: Promise<void> } {
  const ids = events.map(() => newId('event'));
  const written = allInOrder(
    events.map((event, i) =>
      db`insert into events (id, merchant_id, plane, type, data, meta, journal_id, stream)
      values (${ids[i]}, ${owner.merchantId}, ${owner.plane}, ${event.type}, ${db.json(event.data as never)},
              ${db.json((event.meta ?? {}) as never)}, ${event.journalId ?? null}, ${owner.stream})`.execute(),
    ),
  );
  return { ids, written };
}

/** Ids of the events a journal emitted, in emission order (for a retried booking). */
export async function eventIdsOfJournal(db: Db, journalId: string): Promise<string[]> {
  const rows = await db`select id from events where journal_id = ${journalId} order by seq`;
  return rows.map((r) => r.id as string);
}

export function toEventBody(row: { id: string; type: EventType; created_at: Date; data: unknown; meta: unknown }): EventBody {
  return {
    id: row.id,
    type: row.type,
    createdAt: row.created_at.toISOString(),
    data: row.data as Record<string, unknown>,
    meta: (row.meta ?? {}) as Record<string, unknown>,
  };
}
