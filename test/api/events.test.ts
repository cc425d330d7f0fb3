import { randomUUID } from 'node:crypto';
import { redeliveryWorkflowIdFor } from '../../api/event-calls';
import { getEventRoute, listEventsRoute, redeliverEventRoute } from '../../api/routes/events/routes';
import { updateMerchant } from '../../src/merchants/merchants';
import { verifySignature } from '../../src/webhooks/signature';
import { webhookSendsTaskQueue } from '../../workflows/webhook-retries-messages';
import { balancesOf, createEscrow, customerWithBalance, escrowBody } from '../support/escrows';
import { eventually } from '../support/eventually';
import { expectError } from '../support/expect';
import { createCustomer } from '../support/fixtures';
import { eventsOf } from '../support/history';
import { ApiClient } from '../support/http';
import { methodsAt, operationOf } from '../support/openapi';
import { stackForFile } from '../support/stack';

// The events API on the real stack: GET /events (filters, pagination), GET /events/{id} with
// every delivery attempt, and POST /events/{id}/redeliver through its workflow. Retries are
// 1 s apart here so a failed-then-delivered event settles within a test.

const stack = stackForFile({ config: { webhookRetryIntervalSeconds: 1 } });

/** Polls GET /events/{id} until `done` holds for its delivery. */
async function eventWhen(api: ApiClient, eventId: string, done: (event: any) => boolean, timeoutMs = 20_000): Promise<any> {
  return eventually(
    async () => {
      const res = await api.get(`/events/${eventId}`);
      expect(res.status).toBe(200);
      return res.body.data;
    },
    done,
    { what: `the delivery of event ${eventId}`, timeoutMs, intervalMs: 100, show: (event) => JSON.stringify(event.delivery) },
  );
}

const settled = (event: any) => event.delivery.status !== 'pending';

/** A merchant of its own whose single wallet.credited event is the only one it has. */
async function merchantWithOneEvent(webhookUrl: string | null) {
  const merchant = await stack.newMerchant({ webhookUrl });
  const api = new ApiClient(stack.api.baseUrl, merchant.testSecretKey);
  const customer = await customerWithBalance(api, 5_000);
  const [event] = (await api.get('/events')).body.data.events;
  expect(event).toMatchObject({ type: 'wallet.credited', data: { walletId: customer.walletId } });
  return { merchant, api, customer, eventId: event.id as string };
}

describe('GET /events', () => {
  let api: ApiClient;
  let walletId: string;
  let escrowId: string;

  beforeAll(async () => {
    ({ api } = await stack.newMerchantClient());
    const payer = await customerWithBalance(api, 20_000);
    const payee = await createCustomer(api);
    walletId = payer.walletId;
    escrowId = (await createEscrow(api, escrowBody(payer.customerId, payee.customerId, { amount: 5_000, debitPayer: true }))).escrowId;
    expect(await balancesOf(api, payer.customerId)).toMatchObject({ held: 5_000 });
  });

  test('newest first, the body as delivered, with a delivery summary', async () => {
    const res = await api.get('/events');
    expect(res.status).toBe(200);
    const { events, pagination } = res.body.data;
    expect(events.map((e: any) => e.type)).toEqual(['escrow.funded', 'escrow.created', 'wallet.credited']);
    expect(pagination).toEqual({ total: 3, limit: 20, offset: 0, hasMore: false });
    for (const event of events) {
      expect(Object.keys(event).sort()).toEqual(['createdAt', 'data', 'delivery', 'id', 'meta', 'type']);
      expect(event.id).toMatch(/^evt_/);
    }
    // What the receiver got is the same body, field for field.
    const delivered = await stack.receiver.waitFor((all) => events.every((e: any) => all.some((r) => r.body.id === e.id)));
    for (const event of events) {
      const { delivery, ...body } = event;
      expect(delivered.find((r) => r.body.id === event.id)!.body).toEqual(body);
    }
    // The receiver answers before the sender records the outcome: wait for the record.
    const after = await eventually(
      async () => (await api.get('/events')).body.data.events as any[],
      (listed) => listed.every((e) => e.delivery.status !== 'pending'),
      { what: 'the deliveries recorded', timeoutMs: 10_000 },
    );
    expect(after.map((e: any) => e.delivery)).toEqual(
      events.map(() => ({ status: 'delivered', attemptCount: 1, deliveredAt: expect.any(String) })),
    );
  });

  test('filters: type, objectId (any id in the data), startDate/endDate; pagination', async () => {
    const list = async (query: string) => {
      const res = await api.get(`/events?${query}`);
      expect(res.status).toBe(200);
      return res.body.data;
    };
    expect((await list('type=escrow.created')).events.map((e: any) => e.data.escrowId)).toEqual([escrowId]);
    expect((await list(`objectId=${escrowId}`)).events.map((e: any) => e.type)).toEqual(['escrow.funded', 'escrow.created']);
    expect((await list(`objectId=${walletId}`)).events.map((e: any) => e.type)).toEqual(['wallet.credited']);
    expect((await list('objectId=esc_000000000000000000000000')).pagination.total).toBe(0);

    const all = (await list('')).events;
    const oldest = all[2].createdAt;
    expect((await list(`startDate=${all[1].createdAt}`)).events.map((e: any) => e.id)).toEqual([all[0].id, all[1].id]);
    expect((await list(`endDate=${oldest}`)).events.map((e: any) => e.id)).toEqual([all[2].id]);
    expect((await list('startDate=2999-01-01')).pagination.total).toBe(0);

    const page = await list('limit=1&offset=1');
    expect(page.events.map((e: any) => e.id)).toEqual([all[1].id]);
    expect(page.pagination).toEqual({ total: 3, limit: 1, offset: 1, hasMore: true });
    expect((await list('limit=2&offset=2')).pagination.hasMore).toBe(false);
  });

  test.each([
    ['limit=0', ['limit']],
    ['limit=101', ['limit']],
    ['type=escrow.exploded', ['type']],
    ['startDate=yesterday', ['startDate']],
    ['startDate=2025-02-30', ['startDate']],
    ['startDate=2025-03-02&endDate=2025-03-01', ['startDate', 'endDate']],
    ['objectId=', ['objectId']],
    ['status=delivered', ['status']],
  ])('?%s is 400 INVALID_REQUEST', async (query, fields) => {
    expectError(await api.get(`/events?${query}`), 400, 'INVALID_REQUEST', fields);
  });
});

describe('GET /events/{eventId}', () => {
  test('a failed-then-delivered event lists both attempts with status, code, latency and error', async () => {
    const { api } = await stack.newMerchantClient();
    stack.receiver.respondWith(500);
    const customer = await customerWithBalance(api, 5_000);
    const [{ id }] = (await api.get(`/events?objectId=${customer.walletId}`)).body.data.events;

    const event = await eventWhen(api, id, settled);
    expect(event.delivery).toEqual({
      status: 'delivered',
      attemptCount: 2,
      deliveredAt: expect.any(String),
      attempts: [
        {
          attempt: 1,
          attemptedAt: expect.any(String),
          status: 'failed',
          latencyMs: expect.any(Number),
          responseStatus: 500,
          error: 'HTTP 500',
          url: stack.receiver.url,
          redelivery: false,
        },
        {
          attempt: 2,
          attemptedAt: expect.any(String),
          status: 'delivered',
          latencyMs: expect.any(Number),
          responseStatus: 200,
          error: null,
          url: stack.receiver.url,
          redelivery: false,
        },
      ],
    });
    expect(Date.parse(event.delivery.attempts[1].attemptedAt)).toBeGreaterThan(Date.parse(event.delivery.attempts[0].attemptedAt));
  });

  test('an attempt still waiting for the answer is in_flight, and the event cannot be redelivered yet', async () => {
    const { api } = await stack.newMerchantClient();
    stack.receiver.respondSlowly(2_500);
    const customer = await customerWithBalance(api, 5_000);
    const [{ id }] = (await api.get(`/events?objectId=${customer.walletId}`)).body.data.events;
    const inFlight = await eventWhen(api, id, (e) => e.delivery.attempts.length === 1);
    expect(inFlight.delivery).toMatchObject({
      status: 'pending',
      attempts: [{ attempt: 1, status: 'in_flight', latencyMs: null, responseStatus: null, error: null }],
    });
    expectError(await api.post(`/events/${id}/redeliver`), 409, 'EVENT_DELIVERY_PENDING');
    expect((await eventWhen(api, id, settled)).delivery.status).toBe('delivered');
  });

  test("another merchant's event, another plane's and a malformed id are 404", async () => {
    const { eventId, merchant } = await merchantWithOneEvent(stack.receiver.url);
    const other = await stack.newMerchantClient();
    expectError(await other.api.get(`/events/${eventId}`), 404, 'NOT_FOUND');
    expectError(await other.api.post(`/events/${eventId}/redeliver`), 404, 'NOT_FOUND');
    await updateMerchant(stack.sql, merchant.merchantId, { verified: true, liveMode: true });
    const live = new ApiClient(stack.api.baseUrl, merchant.liveSecretKey);
    expectError(await live.get(`/events/${eventId}`), 404, 'NOT_FOUND');
    expect((await live.get('/events')).body.data.pagination.total).toBe(0);
    expectError(await other.api.get('/events/not-an-id'), 404, 'NOT_FOUND');
  });
});

describe('POST /events/{eventId}/redeliver', () => {
  test('after the endpoint is fixed: one new attempt, signed, to the current webhookUrl; a replay sends nothing', async () => {
    // Nothing listens on port 9 of loopback: every attempt fails at once.
    const broken = 'http://127.0.0.1:9/hooks';
    const { merchant, api, eventId } = await merchantWithOneEvent(broken);
    const failed = await eventWhen(api, eventId, settled);
    expect(failed.delivery.status).toBe('failed');
    expect(failed.delivery.attempts.map((a: any) => [a.attempt, a.status, a.url])).toEqual([1, 2, 3, 4].map((n) => [n, 'failed', broken]));

    await updateMerchant(stack.sql, merchant.merchantId, { webhookUrl: stack.receiver.url });
    const key = randomUUID();
    const res = await api.post(`/events/${eventId}/redeliver`, undefined, { idempotencyKey: key });
    expect(res.status).toBe(200);
    expect(res.body.data.redelivery).toEqual({ attempt: 5, status: 'delivered' });
    expect(res.body.data.delivery).toMatchObject({ status: 'delivered', attemptCount: 5, deliveredAt: expect.any(String) });
    expect(res.body.data.delivery.attempts[4]).toMatchObject({
      attempt: 5,
      status: 'delivered',
      responseStatus: 200,
      url: stack.receiver.url,
      redelivery: true,
    });

    const copies = stack.receiver.received.filter((r) => r.body.id === eventId);
    expect(copies).toHaveLength(1);
    expect(verifySignature(merchant.testSecretKey, copies[0].rawBody, copies[0].headers['x-service-signature'] as string)).toBe(true);
    const { delivery, redelivery, ...body } = res.body.data;
    expect(copies[0].body).toEqual(body);

    // The same key: the first answer again, and no second send.
    const replay = await api.post(`/events/${eventId}/redeliver`, undefined, { idempotencyKey: key });
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(res.body);
    // A new key is a new redelivery: attempt 6, even of a delivered event.
    const again = await api.post(`/events/${eventId}/redeliver`);
    expect(again.body.data.redelivery).toEqual({ attempt: 6, status: 'delivered' });
    expect(stack.receiver.received.filter((r) => r.body.id === eventId)).toHaveLength(2);
  });

  test('a failed redelivery is answered with its outcome and leaves the event as it was', async () => {
    const { api, eventId } = await merchantWithOneEvent(stack.receiver.url);
    await eventWhen(api, eventId, settled);
    stack.receiver.respondWith(503);
    const res = await api.post(`/events/${eventId}/redeliver`);
    expect(res.status).toBe(200);
    expect(res.body.data.redelivery).toEqual({ attempt: 2, status: 'failed' });
    expect(res.body.data.delivery.status).toBe('delivered');
    expect(res.body.data.delivery.attempts[1]).toMatchObject({
      status: 'failed',
      responseStatus: 503,
      error: 'HTTP 503',
      redelivery: true,
    });
  });

  test('no_endpoint: 409 until the merchant sets a webhookUrl, then delivered', async () => {
    const { merchant, api, eventId } = await merchantWithOneEvent(null);
    const kept = await eventWhen(api, eventId, settled);
    expect(kept.delivery).toMatchObject({ status: 'no_endpoint', attemptCount: 0, attempts: [] });
    expectError(await api.post(`/events/${eventId}/redeliver`), 409, 'NO_WEBHOOK_ENDPOINT');

    await updateMerchant(stack.sql, merchant.merchantId, { webhookUrl: stack.receiver.url });
    const res = await api.post(`/events/${eventId}/redeliver`);
    expect(res.status).toBe(200);
    expect(res.body.data.redelivery).toEqual({ attempt: 1, status: 'delivered' });
    expect(res.body.data.delivery.status).toBe('delivered');
  });

  test("the send runs on the worker's webhook-sends queue, apart from payouts and provider calls, under its merchant's fairness key", async () => {
    const { merchant, api, eventId } = await merchantWithOneEvent(stack.receiver.url);
    await eventWhen(api, eventId, settled);
    const idempotencyKey = randomUUID();
    const res = await api.post(`/events/${eventId}/redeliver`, undefined, { idempotencyKey });
    expect(res.body.data.redelivery).toMatchObject({ status: 'delivered' });
    const owner = { merchantId: merchant.merchantId, plane: 'test' as const };
    const history = await eventsOf(stack.temporal.workflow.getHandle(redeliveryWorkflowIdFor(owner, eventId, idempotencyKey)));
    const queues = history
      .filter((e) => e.activityTaskScheduledEventAttributes?.activityType?.name === 'redeliverEvent')
      .map((e) => e.activityTaskScheduledEventAttributes!.taskQueue!.name);
    expect(queues).toEqual([webhookSendsTaskQueue(stack.config.taskQueue)]);
    // The send inherits the run's key: a backlog of sends is handed out by merchant in turn.
    const started = history.find((e) => e.workflowExecutionStartedEventAttributes)!.workflowExecutionStartedEventAttributes!;
    expect(started.priority?.fairnessKey).toBe(merchant.merchantId);
  });

  test('needs an Idempotency-Key; unknown ids are 404', async () => {
    const { api, eventId } = await merchantWithOneEvent(stack.receiver.url);
    expectError(await api.post(`/events/${eventId}/redeliver`, undefined, { idempotencyKey: null }), 400, 'INVALID_REQUEST');
    expectError(await api.post('/events/evt_000000000000000000000000/redeliver'), 404, 'NOT_FOUND');
  });
});

test('the OpenAPI document describes the three operations', async () => {
  const doc: any = await (await fetch(`${stack.baseUrl}/api/v1/openapi.json`)).json();
  expect(methodsAt(doc, listEventsRoute)).toEqual(['get']);
  expect(
    operationOf(doc, listEventsRoute)
      .parameters.map((p: any) => p.name)
      .sort(),
  ).toEqual(['endDate', 'limit', 'objectId', 'offset', 'startDate', 'startingAfter', 'type']);
  expect(methodsAt(doc, getEventRoute)).toEqual(['get']);
  const redeliver = operationOf(doc, redeliverEventRoute);
  expect(redeliver.parameters.map((p: any) => p.name)).toEqual(['eventId', 'Idempotency-Key']);
});
