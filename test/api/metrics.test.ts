import { randomUUID } from 'node:crypto';
import { createCustomer } from '../support/fixtures';
import { stackForFile } from '../support/stack';

// GET /metrics (README "Metrics"): request latency by route template and status, idempotent
// replays, rate-limit refusals and the outbox backlog, read by a real scrape after real requests.

// Standard quota 5 per minute (100 × 0.05), so a 429 is a few requests away.
const stack = stackForFile({ config: { rateLimitMultiplier: 0.05 } }, 'none');

async function scrape(): Promise<string> {
  const res = await fetch(`${stack.baseUrl}/metrics`); // no key
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/plain');
  return res.text();
}

/** The value of one series, by its exact name and labels as prom-client prints them. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

test('requests are counted by route template and status, with latency buckets; raw ids never become labels', async () => {
  const customer = await createCustomer(stack.api); // POST /customers 201
  expect((await stack.api.get(`/customers/${customer.customerId}`)).status).toBe(200);
  expect((await stack.api.get('/customers/cus_unknown')).status).toBe(404);
  expect((await fetch(`${stack.baseUrl}/no-such-page/${customer.customerId}`)).status).toBe(404);

  const text = await scrape();
  expect(valueOf(text, 'http_request_duration_seconds_count{method="POST",route="/api/v1/customers",status="201"}')).toBe(1);
  expect(valueOf(text, 'http_request_duration_seconds_count{method="GET",route="/api/v1/customers/:customerId",status="200"}')).toBe(1);
  expect(valueOf(text, 'http_request_duration_seconds_count{method="GET",route="/api/v1/customers/:customerId",status="404"}')).toBe(1);
  expect(valueOf(text, 'http_request_duration_seconds_count{method="GET",route="unmatched",status="404"}')).toBe(1);
  expect(valueOf(text, 'http_request_duration_seconds_bucket{le="+Inf",method="POST",route="/api/v1/customers",status="201"}')).toBe(1);
  expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="0.005",method="POST",route="\/api\/v1\/customers",status="201"\} \d+$/m);
  expect(text).not.toContain(customer.customerId);
  expect(text).not.toContain('cus_unknown');
  // Process metrics come along (event-loop lag, memory).
  expect(text).toContain('nodejs_eventloop_lag_seconds');
});

test('an idempotent replay is counted by route', async () => {
  const { api } = await stack.newMerchantClient();
  const customer = await createCustomer(api);
  const key = randomUUID();
  const first = await api.post('/wallets', { customerId: customer.customerId, bvn: '12345678901' }, { idempotencyKey: key });
  const replay = await api.post('/wallets', { customerId: customer.customerId, bvn: '12345678901' }, { idempotencyKey: key });
  expect(first.status).toBe(201);
  expect(replay.headers.get('idempotent-replayed')).toBe('true');

  expect(valueOf(await scrape(), 'escrow_idempotent_replays_total{route="/api/v1/wallets"}')).toBe(1);
});

test('a 429 is counted by rate-limit family', async () => {
  const { api } = await stack.newMerchantClient();
  // The window is the clock minute: at most two windows' quota (2 × 5) before one is refused.
  let refused = 0;
  for (let i = 0; i < 11 && refused === 0; i++) {
    if ((await api.get('/customers')).status === 429) refused++;
  }
  expect(refused).toBe(1);

  const text = await scrape();
  expect(valueOf(text, 'escrow_rate_limit_refusals_total{family="standard"}')).toBe(1);
  expect(valueOf(text, 'http_request_duration_seconds_count{method="GET",route="/api/v1/customers",status="429"}')).toBe(1);
});

test('the outbox backlog is read from PostgreSQL at each scrape: pending events and the age of the oldest', async () => {
  const eventId = `evt_metrics_${randomUUID()}`;
  // A pending event two minutes old on a stream no workflow drains: the backlog an operator must see.
  await stack.sql`
    insert into events (id, merchant_id, plane, type, data, created_at, stream)
    values (${eventId}, ${stack.merchant.merchantId}, 'test', 'wallet.credited', '{}', now() - interval '120 seconds', 'metrics-test')`;
  try {
    const text = await scrape();
    expect(valueOf(text, 'escrow_outbox_read_ok')).toBe(1);
    expect(valueOf(text, 'escrow_outbox_pending_events')).toBeGreaterThanOrEqual(1);
    expect(valueOf(text, 'escrow_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(120);
  } finally {
    // Any worker's outbox sweep on the shared database may have started a delivery of it
    // meanwhile: the event's row lock holds a new attempt back while its attempts and it go.
    await stack.sql.begin(async (tx) => {
      await tx`select 1 from events where id = ${eventId} for update`;
      await tx`delete from webhook_attempts where event_id = ${eventId}`;
      await tx`delete from events where id = ${eventId}`;
    });
  }
});
