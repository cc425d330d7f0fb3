import { tsToMs } from '@temporalio/common/lib/time';
import { TestWorkflowEnvironment } from '@temporalio/testing';
import { makeTelemetryFilterString, Runtime } from '@temporalio/worker';
import dnsPromises from 'node:dns/promises';
import { createHmac, randomUUID } from 'node:crypto';
import { createSql, Sql } from '../../src/db';
import { parseMasterKey } from '../../src/keys';
import { temporalTestServerPath } from '../../src/temporal-binaries';
import { AttemptTakenOverError, deliverStream, DeliverySettings, INTERRUPTED_ATTEMPT } from '../../src/webhooks/delivery';
import { sendFirstAttempts } from '../../src/webhooks/first-attempts';
import { assertSafeUrl, isPublicAddress, resolvePublicAddress, UnsafeTargetError } from '../../src/webhooks/target-guard';
import type { walletCreditWorkflow } from '../../workflows/wallet-credit';
import { walletCreditWorkflowId, WalletCreditWorkflowInput } from '../../workflows/wallet-credit-messages';
import { webhookRetriesWorkflowId, webhookSendsTaskQueue } from '../../workflows/webhook-retries-messages';
import { createWorker } from '../../worker/create-worker';
import { creditOnStream, merchantWallet } from '../support/outbox-events';
import { expectLedgerConsistent } from '../support/stack';
import { WebhookReceiver } from '../support/webhook-receiver';
import type { HistoryEvent } from '../support/history';

// Webhook delivery on the time-skipping test server: the 15 s retry pauses pass instantly in
// server time, while sends, the receiver and the database are real.

let env: TestWorkflowEnvironment;
let sql: Sql;
const masterKey = parseMasterKey(process.env.MASTER_KEY!);
const receivers: WebhookReceiver[] = [];

beforeAll(async () => {
  Runtime.install({
    logger: { log() {}, trace() {}, debug() {}, info() {}, warn() {}, error: (m: string) => console.error(m) },
    telemetryOptions: { logging: { filter: makeTelemetryFilterString({ core: 'ERROR' }) } },
  });
  env = await TestWorkflowEnvironment.createTimeSkipping({
    server: { executable: { type: 'existing-path', path: temporalTestServerPath() } },
  });
  sql = createSql(process.env.TEST_DATABASE_URL!, { max: 5 });
});
afterAll(async () => {
  for (const { shutdown, run } of workers.values()) {
    shutdown();
    await run;
  }
  await Promise.all(receivers.map((r) => r.stop()));
  await env?.teardown();
  await sql?.end({ timeout: 5 });
});
afterEach(async () => {
  jest.restoreAllMocks();
  await expectLedgerConsistent(sql); // the tests book credits to have events to deliver
});

async function newReceiver(): Promise<WebhookReceiver> {
  const receiver = new WebhookReceiver();
  await receiver.start();
  receivers.push(receiver);
  return receiver;
}

// One worker per delivery setting, kept for the whole file (creating one costs about a second).
const workers = new Map<string, { taskQueue: string; shutdown: () => void; run: Promise<void> }>();

async function workerFor(settings: Partial<DeliverySettings>, retryIntervalSeconds = 15) {
  const delivery = { masterKey, allowPrivateTargets: true, timeoutMs: 5_000, ...settings };
  const key = `${delivery.allowPrivateTargets}/${delivery.timeoutMs}/${retryIntervalSeconds}`;
  let entry = workers.get(key);
  if (!entry) {
    const taskQueue = `delivery-${randomUUID()}`;
    const created = await createWorker({
      connection: env.nativeConnection,
      namespace: env.namespace ?? 'default',
      taskQueue,
      temporal: env.client,
      webhookRetryIntervalSeconds: retryIntervalSeconds,
      workflowBundle: { codePath: process.env.TEST_WORKFLOW_BUNDLE! },
      deps: { sql, delivery },
    });
    entry = { taskQueue, shutdown: created.shutdown, run: created.run() };
    workers.set(key, entry);
  }
  return entry;
}

type Credited = { eventIds: string[]; secretKey: string; history: HistoryEvent[]; stream: string };

/**
 * A merchant whose webhooks go to `webhookUrl` gets an inbound transfer through the real
 * walletCreditWorkflow, which books it and delivers its outbox stream. `earlierEvents` credits
 * are booked onto the same stream first (as earlier writes of the owner would have), so the
 * stream holds them in order before the workflow's own event.
 */
async function creditAndDeliver(
  webhookUrl: string | null,
  options: { settings?: Partial<DeliverySettings>; retryIntervalSeconds?: number; earlierEvents?: number } = {},
): Promise<Credited & { walletId: string; merchantId: string; movement: string }> {
  const wallet = await merchantWallet(sql, masterKey, webhookUrl, 'Delivery Test Merchant');
  const { merchant, owner, walletId } = wallet;
  const movement = randomUUID().replace(/-/g, '').slice(0, 20);
  const stream = walletCreditWorkflowId(walletId, movement);
  for (let i = 1; i <= (options.earlierEvents ?? 0); i++) await creditOnStream(sql, wallet, stream, { amount: i * 100_000 });
  const history = await runCredit(
    stream,
    {
      ...owner,
      walletId,
      movementId: `wallet_credit:${movement}`,
      grossAmount: String(((options.earlierEvents ?? 0) + 1) * 100_000),
    },
    options.settings ?? {},
    options.retryIntervalSeconds,
  );
  const eventIds = (await sql`select id from events where stream = ${stream} order by seq`).map((r) => r.id as string);
  return {
    eventIds,
    secretKey: merchant.testSecretKey,
    history,
    stream,
    walletId,
    merchantId: merchant.merchantId,
    movement,
  };
}

/**
 * Runs walletCreditWorkflow under `workflowId` to completion, then waits until its stream is
 * settled: the worker's relay sends first attempts, and a failure hands the stream to its
 * retry workflow, whose result is awaited (so the test server skips the retry pauses).
 * Returns both histories.
 */
async function runCredit(
  workflowId: string,
  input: WalletCreditWorkflowInput,
  settings: Partial<DeliverySettings>,
  retryIntervalSeconds?: number,
): Promise<HistoryEvent[]> {
  const { taskQueue, run } = await workerFor(settings, retryIntervalSeconds);
  const stopped = run.then(() => Promise.reject(new Error('the worker stopped')));
  // Started without search attributes: the time-skipping server has no custom ones registered.
  const handle = await env.client.workflow.start<typeof walletCreditWorkflow>('walletCreditWorkflow', {
    taskQueue,
    workflowId,
    args: [input],
  });
  await Promise.race([handle.result(), stopped]);
  const history = (await handle.fetchHistory()).events ?? [];
  const retries = env.client.workflow.getHandle(webhookRetriesWorkflowId(workflowId));
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 20))) {
    const running = await retries.describe().then(
      (d) => d.status.name === 'RUNNING',
      () => false,
    );
    if (running) await Promise.race([retries.result(), stopped]);
    const [{ pending }] =
      await sql`select count(*)::int as pending from events where stream = ${workflowId} and delivery_status = 'pending'`;
    if (pending === 0) {
      const retried = await retries.fetchHistory().then(
        (h) => h.events ?? [],
        () => [],
      );
      return [...history, ...retried];
    }
  }
  throw new Error(`stream ${workflowId} still has pending events`);
}

type AttemptRow = { attempt: number; status_code: number | null; error: string | null };
async function attemptsOf(eventId: string): Promise<AttemptRow[]> {
  return sql<AttemptRow[]>`select attempt, status_code, error from webhook_attempts where event_id = ${eventId} order by attempt, id`;
}

async function eventRow(eventId: string) {
  const [row] = await sql`select delivery_status, attempts, delivered_at from events where id = ${eventId}`;
  return row;
}

/** The delivery activities of a history: how each was scheduled, and the attempt it ended on. */
function deliveriesOf(history: HistoryEvent[]) {
  const scheduled = history.filter((e) => e.activityTaskScheduledEventAttributes?.activityType?.name === 'deliverOutbox');
  return scheduled.map((e) => {
    const started = history.find((s) => String(s.activityTaskStartedEventAttributes?.scheduledEventId) === String(e.eventId));
    const policy = e.activityTaskScheduledEventAttributes!.retryPolicy!;
    return {
      retryIntervalMs: tsToMs(policy.initialInterval),
      maximumIntervalMs: tsToMs(policy.maximumInterval),
      backoff: policy.backoffCoefficient,
      lastAttempt: started?.activityTaskStartedEventAttributes?.attempt,
    };
  });
}

describe('outbox delivery (walletCreditWorkflow on the time-skipping server)', () => {
  test('a receiver failing 3 times and then answering 200 gets 4 attempts, recorded, and the event is delivered', async () => {
    const receiver = await newReceiver();
    receiver.respondWith(500, 404, 302); // anything but 2xx is a failure, redirects are not followed
    const {
      eventIds: [eventId],
      secretKey,
    } = await creditAndDeliver(receiver.url);

    expect(await attemptsOf(eventId)).toEqual([
      { attempt: 1, status_code: 500, error: 'HTTP 500' },
      { attempt: 2, status_code: 404, error: 'HTTP 404' },
      { attempt: 3, status_code: 302, error: 'HTTP 302' },
      { attempt: 4, status_code: 200, error: null },
    ]);
    const row = await eventRow(eventId);
    expect(row.delivery_status).toBe('delivered');
    expect(row.attempts).toBe(4);
    expect(row.delivered_at).toBeInstanceOf(Date);
    // Every attempt carries the same body, so the receiver can deduplicate by id, each signed.
    expect(receiver.received.map((r) => r.body.id)).toEqual([eventId, eventId, eventId, eventId]);
    expect(new Set(receiver.received.map((r) => r.rawBody)).size).toBe(1);
    for (const hook of receiver.received) {
      expect(hook.headers['x-service-signature']).toBe(createHmac('sha512', secretKey).update(hook.rawBody).digest('hex'));
    }
  });

  test('an always failing receiver gets exactly 4 attempts (1 + 3 retries), then the event is failed', async () => {
    const receiver = await newReceiver();
    receiver.respondWith(503, 503, 503, 503); // a fifth attempt would get the default 200
    const {
      eventIds: [eventId],
      history,
    } = await creditAndDeliver(receiver.url);

    expect((await attemptsOf(eventId)).map((a) => [a.attempt, a.status_code])).toEqual([
      [1, 503],
      [2, 503],
      [3, 503],
      [4, 503],
    ]);
    expect(receiver.received).toHaveLength(4);
    const row = await eventRow(eventId);
    expect(row.delivery_status).toBe('failed');
    expect(row.attempts).toBe(4);
    expect(row.delivered_at).toBeNull();
    // The relay sent the first attempt; one activity of the stream's retry workflow did the
    // rest: its retries are the three retries, not new history events.
    expect(deliveriesOf(history)).toEqual([{ retryIntervalMs: 15_000, maximumIntervalMs: 15_000, backoff: 1, lastAttempt: 3 }]);
  });

  test("a retry's send runs on the worker's webhook-sends queue, apart from payouts and provider calls", async () => {
    const receiver = await newReceiver();
    receiver.respondWith(500);
    const {
      eventIds: [eventId],
      history,
    } = await creditAndDeliver(receiver.url);
    const { taskQueue } = await workerFor({});
    const queues = history
      .filter((e) => e.activityTaskScheduledEventAttributes?.activityType?.name === 'deliverOutbox')
      .map((e) => e.activityTaskScheduledEventAttributes!.taskQueue!.name);
    expect(queues).toEqual([webhookSendsTaskQueue(taskQueue)]);
    expect((await eventRow(eventId)).delivery_status).toBe('delivered');
  });

  test('retries wait 15 s apart (a durable timer, then the retry policy), in server time', async () => {
    const receiver = await newReceiver();
    receiver.respondWith(500, 500, 500, 500);
    const startedAt = await env.currentTimeMs();

    const { history } = await creditAndDeliver(receiver.url);

    const timers = history
      .filter((e) => e.timerStartedEventAttributes)
      .map((e) => tsToMs(e.timerStartedEventAttributes!.startToFireTimeout));
    expect(timers).toEqual([15_000]); // the pause before the first retry
    expect(deliveriesOf(history)).toEqual([{ retryIntervalMs: 15_000, maximumIntervalMs: 15_000, backoff: 1, lastAttempt: 3 }]);
    // The server skipped the waiting: its clock moved by at least the three pauses.
    expect((await env.currentTimeMs()) - startedAt).toBeGreaterThanOrEqual(45_000);
  });

  test("the retry interval comes from the worker's WEBHOOK_RETRY_INTERVAL_SECONDS", async () => {
    const receiver = await newReceiver();
    receiver.respondWith(500, 500);
    const {
      eventIds: [eventId],
      history,
    } = await creditAndDeliver(receiver.url, { retryIntervalSeconds: 2 });
    const timers = history
      .filter((e) => e.timerStartedEventAttributes)
      .map((e) => tsToMs(e.timerStartedEventAttributes!.startToFireTimeout));
    expect(timers).toEqual([2_000]);
    expect(deliveriesOf(history)).toEqual([{ retryIntervalMs: 2_000, maximumIntervalMs: 2_000, backoff: 1, lastAttempt: 2 }]);
    expect((await eventRow(eventId)).delivery_status).toBe('delivered');
  });

  test('a success ends the attempts at once: one send by the relay, no delivery activity, no retry workflow', async () => {
    const receiver = await newReceiver();
    const {
      eventIds: [eventId],
      history,
      stream,
    } = await creditAndDeliver(receiver.url);
    expect(deliveriesOf(history)).toEqual([]);
    await expect(env.client.workflow.getHandle(webhookRetriesWorkflowId(stream)).describe()).rejects.toThrow(/not found/i);
    expect(await attemptsOf(eventId)).toEqual([{ attempt: 1, status_code: 200, error: null }]);
  });

  test('a receiver slower than the timeout counts as a failed attempt', async () => {
    const receiver = await newReceiver();
    receiver.respondSlowly(3_000); // answers 200, but too late

    const {
      eventIds: [eventId],
    } = await creditAndDeliver(receiver.url, { settings: { timeoutMs: 300 } });

    const attempts = await attemptsOf(eventId);
    expect(attempts).toEqual([
      { attempt: 1, status_code: null, error: 'no reply within 300 ms' },
      { attempt: 2, status_code: 200, error: null },
    ]);
    expect((await eventRow(eventId)).delivery_status).toBe('delivered');
  });

  test('an unreachable endpoint counts as failed attempts', async () => {
    const closed = new WebhookReceiver();
    await closed.start();
    const url = closed.url;
    await closed.stop(); // nothing listens on this port any more

    const {
      eventIds: [eventId],
    } = await creditAndDeliver(url);

    const attempts = await attemptsOf(eventId);
    expect(attempts.map((a) => a.attempt)).toEqual([1, 2, 3, 4]);
    for (const a of attempts) {
      expect(a.status_code).toBeNull();
      expect(a.error).toMatch(/ECONNREFUSED/);
    }
    expect((await eventRow(eventId)).delivery_status).toBe('failed');
  });

  test('the events of one stream are delivered in order, each waiting for the one before', async () => {
    const receiver = await newReceiver();
    receiver.respondWith(500, 500); // the first event needs three attempts

    const { eventIds } = await creditAndDeliver(receiver.url, { earlierEvents: 2 });

    expect(eventIds).toHaveLength(3);
    const [first, second, third] = eventIds;
    expect(receiver.received.map((r) => r.body.id)).toEqual([first, first, first, second, third]);
    // Each event carries its own balances: the order the merchant sees is the order they happened.
    expect(receiver.received.slice(2).map((r) => r.body.data.balances.available)).toEqual([990, 990 + 1_980, 990 + 1_980 + 2_970]);
    for (const id of eventIds) expect((await eventRow(id)).delivery_status).toBe('delivered');
  });

  test('an event already delivered is not sent again by a later run', async () => {
    const receiver = await newReceiver();
    const credited = await creditAndDeliver(receiver.url);
    // The same workflow id again (a new run): the booking is found, nothing is pending.
    await runCredit(
      credited.stream,
      {
        merchantId: credited.merchantId,
        plane: 'test',
        walletId: credited.walletId,
        movementId: `wallet_credit:${credited.movement}`,
        grossAmount: '100000',
      },
      {},
    );
    expect(receiver.received).toHaveLength(1);
    expect(await attemptsOf(credited.eventIds[0])).toHaveLength(1);
  });

  test('an attempt cut off before its outcome was recorded counts, and is marked interrupted', async () => {
    const receiver = await newReceiver();
    receiver.respondWith(500, 500); // attempts 1 and 2 fail; the interrupted one is the third
    const wallet = await merchantWallet(sql, masterKey, receiver.url, 'Interrupted Merchant');
    const { owner, walletId } = wallet;
    const movement = randomUUID().replace(/-/g, '').slice(0, 20);
    const stream = walletCreditWorkflowId(walletId, movement);
    const [eventId] = await creditOnStream(sql, wallet, stream, { movement });
    // As a worker killed mid-send leaves it: attempt 1 recorded as started, never finished.
    await sql`update events set attempts = 1 where id = ${eventId}`;
    await sql`insert into webhook_attempts (event_id, attempt, url) values (${eventId}, 1, ${receiver.url})`;

    await runCredit(
      stream,
      {
        ...owner,
        walletId,
        movementId: `wallet_credit:${movement}`,
        grossAmount: '100000',
      },
      {},
    );

    expect(await attemptsOf(eventId)).toEqual([
      { attempt: 1, status_code: null, error: INTERRUPTED_ATTEMPT },
      { attempt: 2, status_code: 500, error: 'HTTP 500' },
      { attempt: 3, status_code: 500, error: 'HTTP 500' },
      { attempt: 4, status_code: 200, error: null },
    ]);
    expect((await eventRow(eventId)).delivery_status).toBe('delivered');
  });

  test('a merchant without webhookUrl: no_endpoint, no attempt', async () => {
    const {
      eventIds: [eventId],
      history,
    } = await creditAndDeliver(null);
    expect((await eventRow(eventId)).delivery_status).toBe('no_endpoint');
    expect(await attemptsOf(eventId)).toEqual([]);
    expect(deliveriesOf(history)).toEqual([]);
  });
});

describe('a sender that outlived its stream lease (its database froze past it)', () => {
  const settings: DeliverySettings = { masterKey, allowPrivateTargets: true, timeoutMs: 5_000 };

  /** A merchant's stream with `count` credits booked on it, none sent yet. */
  async function streamOfCredits(webhookUrl: string, count: number): Promise<{ stream: string; eventIds: string[] }> {
    const wallet = await merchantWallet(sql, masterKey, webhookUrl, 'Lease Merchant');
    const stream = walletCreditWorkflowId(wallet.walletId, randomUUID().slice(0, 20));
    const eventIds: string[] = [];
    for (let i = 0; i < count; i++) eventIds.push(...(await creditOnStream(sql, wallet, stream)));
    return { stream, eventIds };
  }

  const outcomesOf = async (eventId: string) =>
    (await sql`select attempt, outcome from webhook_attempts where event_id = ${eventId} order by attempt`).map(
      (r) => `${r.attempt} ${r.outcome}`,
    );

  // The first sender got its 2xx, then waited on the database past its lease; the stream's
  // retries took the event over (marking that attempt interrupted) and delivered the stream.
  // When the first sender's outcome finally reaches the database it must change nothing: the
  // event stays delivered once on record, and the first sender sends nothing more.
  const cases = [
    {
      sender: 'the delivery activity (deliverStream)',
      first: (stream: string, afterSend: () => Promise<void>) => deliverStream(sql, settings, stream, { budgetMs: 60_000, afterSend }),
    },
    {
      sender: 'the outbox relay (first attempts)',
      first: (stream: string, afterSend: () => Promise<void>) =>
        sendFirstAttempts(sql, settings, stream, { budgetMs: 60_000, afterSend, firstAttemptsOnly: true }),
    },
  ];
  test.each(cases)(
    '$sender: an outcome recorded after another sender took the event over changes nothing, and it sends no more',
    async ({ first }) => {
      const receiver = await newReceiver();
      const { stream, eventIds } = await streamOfCredits(receiver.url, 2);
      let takenOver = false;
      const firstSender = first(stream, async () => {
        if (takenOver) return;
        takenOver = true;
        await deliverStream(sql, settings, stream, { budgetMs: 60_000 });
      });

      await expect(firstSender).rejects.toThrow(AttemptTakenOverError);
      expect(await outcomesOf(eventIds[0])).toEqual(['1 interrupted', '2 delivered']);
      expect(await outcomesOf(eventIds[1])).toEqual(['1 delivered']);
      expect(receiver.received.map((r) => r.body.id)).toEqual([eventIds[0], eventIds[0], eventIds[1]]);
      for (const id of eventIds) expect((await eventRow(id)).delivery_status).toBe('delivered');
    },
  );
});

describe('private targets, with WEBHOOK_ALLOW_PRIVATE_TARGETS off', () => {
  async function expectRefusedWithoutSending(webhookUrl: (receiver: WebhookReceiver) => string, reason: RegExp) {
    const receiver = await newReceiver();
    const {
      eventIds: [eventId],
      history,
    } = await creditAndDeliver(webhookUrl(receiver), { settings: { allowPrivateTargets: false } });

    expect(receiver.received).toEqual([]);
    const row = await eventRow(eventId);
    expect(row.delivery_status).toBe('refused');
    expect(row.delivered_at).toBeNull();
    const attempts = await attemptsOf(eventId);
    expect(attempts).toHaveLength(1); // a refusal is final: no retries
    expect(attempts[0].status_code).toBeNull();
    expect(attempts[0].error).toMatch(reason);
    expect(deliveriesOf(history)).toEqual([]); // refused by the relay's first attempt: nothing handed to retries
  }

  test('http://127.0.0.1 is refused without sending', async () => {
    await expectRefusedWithoutSending((r) => r.url, /refused target: must use https/);
  });

  test('https://localhost is refused without sending', async () => {
    await expectRefusedWithoutSending(
      (r) => r.url.replace('http://127.0.0.1', 'https://localhost'),
      /refused target: must be a public domain name/,
    );
  });

  test('https://127.0.0.1 (an IP literal) is refused without sending', async () => {
    await expectRefusedWithoutSending((r) => r.url.replace('http://', 'https://'), /refused target: must use a domain name/);
  });

  test('a public-looking name that resolves to loopback is refused at send time', async () => {
    // DNS is the outside world: the answer is faked, the guard and the send are real.
    const lookup = jest.spyOn(dnsPromises, 'lookup').mockResolvedValue([{ address: '127.0.0.1', family: 4 }] as never);
    await expectRefusedWithoutSending(
      (r) => `https://hooks.merchant-example.com:${new URL(r.url).port}/hooks`,
      /hooks\.merchant-example\.com resolves to a non-public address/,
    );
    expect(lookup).toHaveBeenCalledWith('hooks.merchant-example.com', expect.anything());
  });

  test('with WEBHOOK_ALLOW_PRIVATE_TARGETS on, the same loopback receiver is delivered to', async () => {
    const receiver = await newReceiver();
    const {
      eventIds: [eventId],
    } = await creditAndDeliver(receiver.url, { settings: { allowPrivateTargets: true } });
    expect(receiver.received.map((r) => r.body.id)).toEqual([eventId]);
    expect((await eventRow(eventId)).delivery_status).toBe('delivered');
  });
});

describe('target-guard', () => {
  describe('assertSafeUrl without private targets', () => {
    test.each([
      ['plain http', 'http://hooks.example.com/webhooks', /https/],
      ['an IPv4 literal', 'https://8.8.8.8/webhooks', /IP address/],
      ['a loopback literal', 'https://127.0.0.1/webhooks', /IP address/],
      ['a numeric host the URL parser turns into an IP', 'https://2130706433/webhooks', /IP address/],
      ['a hex host the URL parser turns into an IP', 'https://0x7f000001/webhooks', /IP address/],
      ['an IPv6 literal', 'https://[::1]/webhooks', /IP address/],
      ['localhost', 'https://localhost/webhooks', /public domain/],
      ['a localhost subdomain', 'https://api.localhost/webhooks', /public domain/],
      ['a .local name', 'https://printer.local/webhooks', /public domain/],
      ['a .internal name', 'https://metadata.google.internal/webhooks', /public domain/],
      ['a single-label name', 'https://intranet/webhooks', /public domain/],
      ['credentials in the URL', 'https://user:secret@hooks.example.com/webhooks', /credentials/],
      ['not a URL', 'hooks.example.com/webhooks', /absolute URL/],
      ['another scheme', 'ftp://hooks.example.com/webhooks', /https/],
    ])('refuses %s', (_label, url, reason) => {
      expect(() => assertSafeUrl(url, false)).toThrow(UnsafeTargetError);
      expect(() => assertSafeUrl(url, false)).toThrow(reason);
    });

    test('accepts https on a public host name', () => {
      const url = assertSafeUrl('https://hooks.example.com/webhooks?x=1', false);
      expect(url.hostname).toBe('hooks.example.com');
      expect(url.protocol).toBe('https:');
    });
  });

  describe('assertSafeUrl with private targets allowed', () => {
    test('accepts http, loopback and IP literals', () => {
      expect(assertSafeUrl('http://127.0.0.1:3000/hooks', true).port).toBe('3000');
      expect(assertSafeUrl('https://localhost/hooks', true).hostname).toBe('localhost');
    });

    test('still refuses credentials and non-http schemes', () => {
      expect(() => assertSafeUrl('http://user:pw@127.0.0.1/hooks', true)).toThrow(/credentials/);
      expect(() => assertSafeUrl('file:///etc/passwd', true)).toThrow(UnsafeTargetError);
    });
  });

  describe('isPublicAddress', () => {
    test.each([
      '10.0.0.1',
      '10.255.255.255',
      '172.16.0.1',
      '172.31.255.254',
      '192.168.1.1',
      '127.0.0.1',
      '127.1.2.3',
      '0.0.0.0',
      '169.254.169.254',
      '100.64.0.1',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      'not-an-address',
    ])('refuses %s', (address) => {
      expect(isPublicAddress(address)).toBe(false);
    });

    test.each(['8.8.8.8', '1.1.1.1', '172.32.0.1', '2001:4860:4860::8888', '::ffff:8.8.8.8'])('accepts %s', (address) => {
      expect(isPublicAddress(address)).toBe(true);
    });
  });

  describe('resolvePublicAddress', () => {
    test('refuses localhost, which resolves to loopback', async () => {
      await expect(resolvePublicAddress('localhost')).rejects.toThrow(UnsafeTargetError);
    });

    test('refuses a name with any private answer among public ones', async () => {
      jest.spyOn(dnsPromises, 'lookup').mockResolvedValue([
        { address: '93.184.216.34', family: 4 },
        { address: '10.0.0.5', family: 4 },
      ] as never);
      await expect(resolvePublicAddress('mixed.example.com')).rejects.toThrow(/non-public address/);
    });

    test('refuses a name with no answer', async () => {
      jest.spyOn(dnsPromises, 'lookup').mockResolvedValue([] as never);
      await expect(resolvePublicAddress('empty.example.com')).rejects.toThrow(/does not resolve/);
    });

    test('returns the first address of a public name', async () => {
      jest.spyOn(dnsPromises, 'lookup').mockResolvedValue([
        { address: '93.184.216.34', family: 4 },
        { address: '2606:2800:220:1:248:1893:25c8:1946', family: 6 },
      ] as never);
      await expect(resolvePublicAddress('public.example.com')).resolves.toEqual({ address: '93.184.216.34', family: 4 });
    });
  });
});
