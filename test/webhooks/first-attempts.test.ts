import { createSql, Sql } from '../../src/db';
import { parseMasterKey } from '../../src/keys';
import { sendFirstAttempts } from '../../src/webhooks/first-attempts';
import { STREAM_BUSY } from '../../src/webhooks/stream-lock';
import { eventsOnStream } from '../support/outbox-events';
import { WebhookReceiver } from '../support/webhook-receiver';

// The relay's two-statement sends (src/webhooks/first-attempts.ts) called directly, against
// real PostgreSQL and a real receiver: each answer it can give, and the rows it leaves.

let sql: Sql;
const receiver = new WebhookReceiver();
const masterKey = parseMasterKey(process.env.MASTER_KEY!);
const delivery = { masterKey, allowPrivateTargets: true, timeoutMs: 5_000 };
const options = { budgetMs: 2_000, firstAttemptsOnly: true };

beforeAll(async () => {
  sql = createSql(process.env.TEST_DATABASE_URL!, { max: 4 });
  await receiver.start();
});
afterAll(async () => {
  await receiver.stop();
  await sql.end({ timeout: 5 });
});

const send = (stream: string) => sendFirstAttempts(sql, delivery, stream, options);
const receivedOf = (eventIds: string[]) => receiver.received.map((r) => r.body.id).filter((id) => eventIds.includes(id));
const rowsOf = (eventIds: string[]) => sql`select delivery_status, attempts from events where id in ${sql(eventIds)} order by seq`;
const attemptsOf = (eventIds: string[]) =>
  sql`select attempt, outcome, status_code, finished_at is not null as finished from webhook_attempts where event_id in ${sql(eventIds)} order by id`;
const leaseOf = (stream: string) => sql`select token from outbox_stream_leases where stream = ${stream}`;
/** Another sender's live lease on the stream, as a relay in another worker mid-send holds it. */
const leaseElsewhere = (stream: string) =>
  sql`insert into outbox_stream_leases (stream, token, expires_at) values (${stream}, 'elsewhere', now() + interval '1 hour')`;
/** Leaves nothing pending for other tests' sweeps. */
const retire = (eventIds: string[]) =>
  sql`update events set delivery_status = 'failed' where id in ${sql(eventIds)} and delivery_status = 'pending'`;

test('sends the stream in order, each event once, with one finished attempt each, and gives the lease back', async () => {
  const { stream, eventIds } = await eventsOnStream(sql, masterKey, receiver.url, 3);
  expect(await send(stream)).toEqual({ state: 'drained' });
  expect(receivedOf(eventIds)).toEqual(eventIds);
  expect(await rowsOf(eventIds)).toEqual(eventIds.map(() => ({ delivery_status: 'delivered', attempts: 1 })));
  expect(await attemptsOf(eventIds)).toEqual(eventIds.map(() => ({ attempt: 1, outcome: 'delivered', status_code: 200, finished: true })));
  expect(await leaseOf(stream)).toEqual([]);
  expect(await send(stream)).toEqual({ state: 'drained' }); // nothing pending: no send, no lease
  expect(receivedOf(eventIds)).toEqual(eventIds);
});

test('a stream another sender holds is left to it: nothing sent, nothing recorded', async () => {
  const { stream, eventIds } = await eventsOnStream(sql, masterKey, receiver.url, 1);
  await leaseElsewhere(stream);
  expect(await send(stream)).toBe(STREAM_BUSY);
  expect(await rowsOf(eventIds)).toEqual([{ delivery_status: 'pending', attempts: 0 }]);
  expect(await attemptsOf(eventIds)).toEqual([]);
  expect(await leaseOf(stream)).toEqual([{ token: 'elsewhere' }]);
  await retire(eventIds);
});

test("a tried head is the retries' own, unless a live sender holds the stream (then it is busy, not lost)", async () => {
  const { stream, eventIds, merchantId } = await eventsOnStream(sql, masterKey, receiver.url, 1);
  await sql`update events set attempts = 1 where id = ${eventIds[0]}`;
  await leaseElsewhere(stream);
  expect(await send(stream)).toBe(STREAM_BUSY);
  await sql`delete from outbox_stream_leases where stream = ${stream}`;
  expect(await send(stream)).toEqual({ state: 'retrying', eventId: eventIds[0], merchantId });
  expect(receivedOf(eventIds)).toEqual([]);
  await retire(eventIds);
});

test('a failed first attempt is recorded and leaves the event pending for its retries', async () => {
  const { stream, eventIds, merchantId } = await eventsOnStream(sql, masterKey, receiver.url, 2);
  receiver.respondWith(503);
  expect(await send(stream)).toEqual({ state: 'retry', eventId: eventIds[0], merchantId, error: 'HTTP 503' });
  expect(await rowsOf(eventIds)).toEqual([
    { delivery_status: 'pending', attempts: 1 },
    { delivery_status: 'pending', attempts: 0 },
  ]);
  expect(await attemptsOf(eventIds)).toEqual([{ attempt: 1, outcome: 'failed', status_code: 503, finished: true }]);
  expect(await leaseOf(stream)).toEqual([]);
  await retire(eventIds);
});

test('a merchant without an endpoint, or an expired lease left by a dead sender, goes the general way or is taken over', async () => {
  const none = await eventsOnStream(sql, masterKey, undefined, 1);
  expect(await send(none.stream)).toBe('fallBack');
  expect(await rowsOf(none.eventIds)).toEqual([{ delivery_status: 'pending', attempts: 0 }]);
  await retire(none.eventIds);

  const { stream, eventIds } = await eventsOnStream(sql, masterKey, receiver.url, 1);
  await sql`insert into outbox_stream_leases (stream, token, expires_at) values (${stream}, 'dead', now() - interval '1 second')`;
  expect(await send(stream)).toEqual({ state: 'drained' });
  expect(receivedOf(eventIds)).toEqual(eventIds);
  expect(await leaseOf(stream)).toEqual([]);
});

test('a head delivered by another sender while the claim waited for its row: the lease is given back and the general path decides', async () => {
  const { stream, eventIds } = await eventsOnStream(sql, masterKey, receiver.url, 1);
  // Another sender finishing this head: its update holds the row until it commits.
  const other = await sql.reserve();
  try {
    await other`begin`;
    await other`update events set delivery_status = 'delivered' where id = ${eventIds[0]}`;
    const [{ xid }] = await other`select pg_current_xact_id()::text as xid`;
    // The claim's snapshot still shows the head pending: it takes the free lease, then its
    // update waits for the row and, once the other commits, finds it delivered.
    const answer = send(stream);
    for (const deadline = Date.now() + 10_000; ; await new Promise((r) => setTimeout(r, 10))) {
      const [waiting] =
        await sql`select count(*)::int as n from pg_locks where not granted and locktype = 'transactionid' and transactionid::text = ${xid}`;
      if (waiting.n > 0) break;
      if (Date.now() > deadline) throw new Error('the claim never waited for the row');
    }
    await other`commit`;
    expect(await answer).toBe('fallBack');
  } finally {
    other.release();
  }
  expect(await attemptsOf(eventIds)).toEqual([]);
  expect(await leaseOf(stream)).toEqual([]);
  expect(receivedOf(eventIds)).toEqual([]);
});
