import { PassThrough, Readable } from 'node:stream';
import type { Db } from '../src/db';
import { EventType } from '../src/events/outbox';
import { EventView, listEvents } from '../src/events/queries';
import type { Owner } from '../src/owner';

// GET /events/stream: the merchant's events as server-sent events, each once, oldest first,
// as they are recorded; what `cli listen` follows (docs/decisions.md "Following events").
// One request for as long as the client stays, so following takes nothing of the merchant's
// other rate-limit families and writes one request log line, however many events pass.
//
// The stream looks at the events table every POLL_MS (an index walk for one merchant and
// plane) for those created since a little before the newest one sent (LOOKBACK_MS: an event
// whose transaction committed after a newer one's is still found), and sends those not sent
// yet.

const POLL_MS = 250;
const LOOKBACK_MS = 60_000;
const PAGE_SIZE = 100;
/** A comment line now and then: proxies keep the connection, and a gone client is noticed. */
const HEARTBEAT_MS = 15_000;

const open = new Set<PassThrough>();

export type EventStreamOptions = { startAt: Date; type?: EventType; objectId?: string };

/** Where a stream without startDate starts: now, by the database's clock (the one created_at is set by). */
export async function streamStart(db: Db): Promise<Date> {
  return (await db<{ now: Date }[]>`select now() as now`)[0].now;
}

/** The stream's body: `id:`, `event:` (the type) and `data:` (the event as GET /events lists it) per event. */
export function eventStreamBody(db: Db, owner: Owner, options: EventStreamOptions): Readable {
  const out = new PassThrough();
  open.add(out);
  const sent = new Map<string, number>(); // event id → createdAt (ms), within the look-back window
  let newest: number | undefined;
  const from = options.startAt;
  let lastWrite = Date.now();
  const write = (text: string) => {
    lastWrite = Date.now();
    return out.write(text);
  };
  write(': following events\n\n'); // the headers go out now: the client knows it is connected

  const unsent = async (): Promise<EventView[]> => {
    const startAt = newest === undefined ? from : new Date(Math.max(from.getTime(), newest - LOOKBACK_MS));
    const found = new Map<string, EventView>();
    for (let offset = 0; ; offset += PAGE_SIZE) {
      const page = await listEvents(db, owner, { type: options.type, objectId: options.objectId, startAt }, { limit: PAGE_SIZE, offset });
      for (const event of page.events) if (!sent.has(event.id)) found.set(event.id, event);
      if (!page.pagination.hasMore) return [...found.values()].reverse(); // oldest first
    }
  };

  const loop = async () => {
    while (!out.destroyed && !out.writableEnded) {
      try {
        for (const event of await unsent()) {
          if (out.destroyed) return;
          const at = Date.parse(event.createdAt);
          sent.set(event.id, at);
          if (newest === undefined || at > newest) newest = at;
          if (!write(`id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`)) await drained(out);
        }
        if (newest !== undefined) for (const [id, at] of sent) if (at < newest - 2 * LOOKBACK_MS) sent.delete(id);
        if (Date.now() - lastWrite >= HEARTBEAT_MS) write(': still here\n\n');
      } catch {
        // The database is away for a moment: the next look finds what this one missed.
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  };
  void loop().finally(() => open.delete(out));
  out.once('close', () => open.delete(out));
  return out;
}

function drained(stream: PassThrough): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.once('drain', done);
    stream.once('close', done);
  });
}

/** Ends every open stream (the API is stopping): its clients reconnect to the next one. */
export function endEventStreams(): void {
  for (const stream of open) stream.end();
  open.clear();
}
