import pino from 'pino';
import { createSql, Sql } from '../../src/db';
import { parseMasterKey } from '../../src/keys';
import { OutboxRelay, RelaySettings } from '../../src/webhooks/relay';
import { eventually } from '../support/eventually';
import { eventsOnStream as eventsOnStreamOf, streamsOfOneMerchant } from '../support/outbox-events';
import { expectLedgerConsistent } from '../support/stack';
import { WebhookReceiver } from '../support/webhook-receiver';

// The outbox relay on its own (src/webhooks/relay.ts), against real PostgreSQL and a real
// receiver: what a kick sends, what the sweep finds, one sender per stream across relays,
// and what it leaves to the stream's retries. The retry workflow itself is tested in
// delivery.test.ts (time skipping) and the crash cases in crash-points.test.ts.

let sql: Sql;
const receiver = new WebhookReceiver();
const masterKey = parseMasterKey(process.env.MASTER_KEY!);
const delivery = { masterKey, allowPrivateTargets: true, timeoutMs: 5_000 };
const relays: OutboxRelay[] = [];

beforeAll(async () => {
  sql = createSql(process.env.TEST_DATABASE_URL!, { max: 10 });
  await receiver.start();
});
afterAll(async () => {
  await receiver.stop();
  await sql.end({ timeout: 5 });
});
// Each test's relays stop with it: a relay left sweeping would take the next test's backdated events.
afterEach(async () => {
  await Promise.all(relays.splice(0).map((r) => r.stop()));
  await expectLedgerConsistent(sql);
});

type HandOver = { stream: string; merchantId: string };

/** A relay whose hand-overs to retries are recorded instead of started: each stream with the merchant given for it. */
function newRelay(settings: Partial<RelaySettings> = {}) {
  const handedOver: HandOver[] = [];
  const relay = new OutboxRelay({
    sql,
    delivery,
    logger: pino({ level: 'silent' }),
    settings: { concurrency: 4, sweepIntervalMs: 50, staleAfterMs: 60_000, retriesLostAfterMs: 60_000, ...settings },
    startRetries: async (stream, merchantId) => void handedOver.push({ stream, merchantId }),
  });
  relays.push(relay);
  return { relay, handedOver };
}

/** `count` events committed onto one fresh stream of a merchant whose webhooks go to the receiver. */
const eventsOnStream = (count: number) => eventsOnStreamOf(sql, masterKey, receiver.url, count);

function settled(eventIds: string[]): Promise<Array<{ id: string; delivery_status: string; attempts: number }>> {
  return eventually(
    () => sql<Array<{ id: string; delivery_status: string; attempts: number }>>`
      select id, delivery_status, attempts from events where id in ${sql(eventIds)} order by seq`,
    (rows) => rows.every((r) => r.delivery_status !== 'pending'),
    { what: 'the events delivered or failed', timeoutMs: 10_000, intervalMs: 20 },
  );
}

/** Waits until the relay has handed streams to their retries `times` times. */
const handedOverTimes = (handedOver: HandOver[], times: number) =>
  eventually(
    () => handedOver.length,
    (n) => n >= times,
    { what: `${times} hand-over(s) to retries`, timeoutMs: 10_000, intervalMs: 20 },
  );

const receivedOf = (eventIds: string[]) => receiver.received.map((r) => r.body.id).filter((id) => eventIds.includes(id));

test('a kick sends what its stream has pending, in order, once each, and hands nothing to retries', async () => {
  const { relay, handedOver } = newRelay();
  const { stream, eventIds } = await eventsOnStream(3);
  relay.kick(stream);
  relay.kick(stream); // a second kick while the first runs adds no send
  const rows = await settled(eventIds);
  expect(rows.map((r) => [r.delivery_status, r.attempts])).toEqual([
    ['delivered', 1],
    ['delivered', 1],
    ['delivered', 1],
  ]);
  expect(receivedOf(eventIds)).toEqual(eventIds);
  expect(handedOver).toEqual([]);
});

/** Makes events look committed an hour ago, so a sweep with the default threshold takes them (and no other test's fresh ones). */
async function backdate(eventIds: string[]): Promise<void> {
  await sql`update events set created_at = now() - interval '1 hour' where id in ${sql(eventIds)}`;
}

test('the sweep delivers what no kick announced, once it is older than staleAfterMs', async () => {
  const { eventIds } = await eventsOnStream(2);
  await backdate(eventIds);
  newRelay().relay.start(); // nobody kicks: as after a worker died right after its commit
  await settled(eventIds);
  expect(receivedOf(eventIds)).toEqual(eventIds);
});

test('two relays kicked on one stream at once: one sender at a time, every event once and in order', async () => {
  const { stream, eventIds } = await eventsOnStream(5);
  const a = newRelay().relay;
  const b = newRelay().relay;
  a.kick(stream);
  b.kick(stream);
  // The relay that found the stream locked leaves it to the one sending, which drains it.
  await settled(eventIds);
  expect(receivedOf(eventIds)).toEqual(eventIds);
});

test('streams beyond the slots wait for one; a send waiting on a slow endpoint holds no connection', async () => {
  // One connection for the relay: two sends in flight at once prove neither holds it.
  const oneConnection = createSql(process.env.TEST_DATABASE_URL!, { max: 1 });
  const relay = new OutboxRelay({
    sql: oneConnection,
    delivery,
    logger: pino({ level: 'silent' }),
    settings: { concurrency: 2, sweepIntervalMs: 50, staleAfterMs: 60_000, retriesLostAfterMs: 60_000 },
    startRetries: async () => {},
  });
  relays.push(relay);
  try {
    const held = [receiver.holdNext(), receiver.holdNext()];
    const streams = await Promise.all([eventsOnStream(1), eventsOnStream(1), eventsOnStream(1)]);
    const [first, second, third] = streams.map((s) => s.eventIds[0]);
    for (const { stream } of streams) relay.kick(stream);
    // An attempt is on record before its request goes out, and finished with its answer.
    const inFlight = async () =>
      (
        await sql<Array<{ event_id: string }>>`
          select event_id from webhook_attempts where event_id in ${sql([first, second, third])} and finished_at is null order by event_id`
      ).map((r) => r.event_id);
    await eventually(inFlight, (ids) => ids.length >= 2, 10_000); // both slots sent
    // Both slots wait on the endpoint: the third stream waits for one of them.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await inFlight()).toEqual([first, second].sort());
    expect(receivedOf([third])).toEqual([]);
    held.forEach((release) => release());
    const rows = await settled([first, second, third]);
    expect(rows.map((r) => [r.delivery_status, r.attempts])).toEqual([
      ['delivered', 1],
      ['delivered', 1],
      ['delivered', 1],
    ]);
  } finally {
    await relay.stop();
    await oneConnection.end({ timeout: 5 });
  }
});

test("a merchant whose endpoint keeps the slots waiting does not hold back another merchant's first attempts", async () => {
  const { relay } = newRelay({ concurrency: 2 });
  const slow = new WebhookReceiver();
  await slow.start();
  try {
    const held = [1, 2, 3, 4, 5].map(() => slow.holdNext());
    const slowStreams = await streamsOfOneMerchant(sql, masterKey, slow.url, 5);
    const other = await eventsOnStream(1);
    for (const { stream } of slowStreams) relay.kick(stream);
    relay.kick(other.stream); // waits behind three of the slow merchant's streams
    const slowEvents = slowStreams.map((s) => s.eventIds[0]);
    const inFlight = () =>
      sql<Array<{ event_id: string }>>`select event_id from webhook_attempts where event_id in ${sql(slowEvents)} and finished_at is null`;
    await eventually(inFlight, (rows) => rows.length === 2, { what: 'both slots waiting on the slow endpoint', timeoutMs: 10_000 });

    // A slot frees: it goes to the merchant with no stream running, not the oldest waiting stream.
    held[0]();
    const [delivered] = await settled(other.eventIds);
    expect(delivered.delivery_status).toBe('delivered');
    expect(slow.received).toHaveLength(1); // the answer released, to one of the first two streams
    expect(slowEvents.slice(0, 2)).toContain(slow.received[0].body.id);

    // The slow merchant's own streams then go in the order they waited, each once.
    held.slice(1).forEach((release) => release());
    const rows = await settled(slowEvents);
    expect(rows.map((r) => [r.delivery_status, r.attempts])).toEqual(slowEvents.map(() => ['delivered', 1]));
    const attempts = await sql<Array<{ event_id: string }>>`
      select event_id from webhook_attempts where event_id in ${sql([...slowEvents, ...other.eventIds])} order by created_at, id`;
    const order = attempts.map((a) => a.event_id);
    expect(order[2]).toBe(other.eventIds[0]); // right after the two that held the slots
    expect(order[3]).toBe(slowEvents[2]); // then the oldest waiting, then the two released together
    expect(order.slice(4).sort()).toEqual(slowEvents.slice(3).sort());
  } finally {
    await slow.stop();
  }
});

test('a failed first attempt hands the stream to its retries, with its merchant, and sends nothing after it', async () => {
  const { relay, handedOver } = newRelay();
  const { stream, eventIds, merchantId } = await eventsOnStream(2);
  receiver.respondWith(500);
  relay.kick(stream);
  await handedOverTimes(handedOver, 1);
  expect(handedOver).toEqual([{ stream, merchantId }]); // the merchant: its retries' fairness key
  const rows = await sql`select delivery_status, attempts from events where id in ${sql(eventIds)} order by seq`;
  expect(rows).toEqual([
    { delivery_status: 'pending', attempts: 1 },
    { delivery_status: 'pending', attempts: 0 },
  ]);
  // A head tried before is the retries' own: a kick sends nothing, it only makes sure they run.
  relay.kick(stream);
  await handedOverTimes(handedOver, 2);
  expect(handedOver).toEqual([
    { stream, merchantId },
    { stream, merchantId },
  ]);
  expect(receivedOf(eventIds)).toEqual([eventIds[0]]);
  await sql`update events set delivery_status = 'failed' where id in ${sql(eventIds)}`; // nothing left pending for other tests
});

test('the sweep hands a stream whose retries went quiet back to them', async () => {
  const { stream, eventIds, merchantId } = await eventsOnStream(1);
  // As a relay killed mid-send leaves it: attempt 1 started, never finished, long ago. One
  // transaction, so no sweep sees the event stale but untried.
  await sql.begin(async (tx) => {
    await tx`update events set attempts = 1, created_at = now() - interval '1 hour' where id = ${eventIds[0]}`;
    await tx`insert into webhook_attempts (event_id, attempt, url, created_at) values (${eventIds[0]}, 1, ${receiver.url}, now() - interval '1 hour')`;
  });
  const { relay, handedOver } = newRelay();
  relay.start();
  const handOvers = await eventually(
    () => handedOver.filter((h) => h.stream === stream),
    (ofStream) => ofStream.length > 0,
    { what: 'the stream handed to its retries', timeoutMs: 10_000, intervalMs: 20 },
  );
  expect(handOvers[0]).toEqual({ stream, merchantId });
  expect(receivedOf(eventIds)).toEqual([]); // the relay itself never repeats a tried event
  await sql`update events set delivery_status = 'failed' where id = ${eventIds[0]}`;
});
