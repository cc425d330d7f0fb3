import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  ConnectionError,
  EscrowClient,
  IdempotencyError,
  InvalidRequestError,
  parseRetryAfter,
  ServiceUnavailableError,
} from '../../client/src';

// The typed client's retries against a local stand-in for the service that fails on purpose
// (the outside world, mocked only at the HTTP boundary): what is retried, with which key, after
// how long, and when it stops.

type Answer = { status: number; headers?: Record<string, string>; body: unknown } | 'hang' | 'cut';

/** A stand-in for the service that answers from a script and records what it was sent. */
async function scriptedServer(answers: Answer[]) {
  const seen: Array<{ method: string; key: string | undefined; at: number }> = [];
  const server = http.createServer((req, res) => {
    req.resume();
    seen.push({ method: req.method!, key: req.headers['idempotency-key'] as string | undefined, at: Date.now() });
    const answer = answers.shift() ?? { status: 500, body: {} };
    if (answer === 'hang') return; // never answers: the client's timeout
    if (answer === 'cut') {
      // A success whose body is cut off halfway (the connection dropped while it was sent).
      res.writeHead(201, { 'content-type': 'application/json', 'content-length': '200' });
      res.write('{"success":true,"da');
      setTimeout(() => res.destroy(), 10);
      return;
    }
    res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers }).end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { seen, url: `http://127.0.0.1:${port}/api/v1`, close };
}

const failure = (status: number, code: string, headers?: Record<string, string>): Answer => ({
  status,
  headers,
  body: { success: false, error: { code, message: code.toLowerCase() }, meta: { requestId: `req_${status}` } },
});
const unavailable = failure(503, 'SERVICE_UNAVAILABLE', { 'retry-after': '1' });
const created: Answer = { status: 201, body: { success: true, data: { customerId: 'cus_1' }, meta: { requestId: 'req_ok' } } };
const customer = { firstName: 'A', lastName: 'B', email: 'a@example.com', phone: '+2348012345678' };

let server: Awaited<ReturnType<typeof scriptedServer>> | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function clientFor(answers: Answer[], options: Partial<ConstructorParameters<typeof EscrowClient>[0]> = {}) {
  server = await scriptedServer(answers);
  return new EscrowClient({ secretKey: 'sk_test_x', baseUrl: server.url, retryDelayMs: 10, ...options });
}

test('a timeout, 502, 503 and a cut-off answer are retried with the same Idempotency-Key, honouring Retry-After', async () => {
  const client = await clientFor(['hang', failure(502, 'PROVIDER_ERROR'), unavailable, 'cut', created], { timeoutMs: 300, maxRetries: 4 });
  expect(await client.customers.create(customer)).toEqual({ customerId: 'cus_1' });
  const seen = server!.seen;
  expect(seen).toHaveLength(5);
  expect(new Set(seen.map((s) => s.key)).size).toBe(1);
  expect(seen[0].key).toMatch(/^[0-9a-f-]{36}$/);
  expect(seen[3].at - seen[2].at).toBeGreaterThanOrEqual(950); // Retry-After: 1
});

test('each logical call has its own key; a key given by the caller is used as is', async () => {
  const client = await clientFor([created, created, created]);
  await client.customers.create(customer);
  await client.customers.create(customer);
  await client.customers.create(customer, { idempotencyKey: 'order-42-customer' });
  const keys = server!.seen.map((s) => s.key);
  expect(new Set(keys).size).toBe(3);
  expect(keys[2]).toBe('order-42-customer');
});

test('retries are bounded: the last failure comes back typed', async () => {
  const client = await clientFor([unavailable, unavailable, unavailable], { maxRetries: 1 });
  const err = await client.escrows.release('esc_1').catch((e) => e);
  expect(err).toBeInstanceOf(ServiceUnavailableError);
  expect(err).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE', retryAfter: '1', retryAfterSeconds: 1, requestId: 'req_503' });
  expect(server!.seen).toHaveLength(2);
});

test('a service that never answers ends in a ConnectionError after the retries', async () => {
  const client = await clientFor(['hang', 'hang'], { timeoutMs: 100, maxRetries: 1 });
  const err = await client.wallets.credit('wal_1', { amount: 100 }).catch((e) => e);
  expect(err).toBeInstanceOf(ConnectionError);
  expect(err).toMatchObject({ status: 0, code: 'CONNECTION_ERROR' });
  expect(server!.seen).toHaveLength(2);
});

test('a key still in flight (409 IDEMPOTENCY_IN_PROGRESS) is retried; a refusal is not', async () => {
  const client = await clientFor([failure(409, 'IDEMPOTENCY_IN_PROGRESS'), failure(400, 'INVALID_REQUEST')]);
  const err = await client.escrows.cancel('esc_1').catch((e) => e);
  expect(err).toBeInstanceOf(InvalidRequestError);
  expect(server!.seen).toHaveLength(2);
});

test('IDEMPOTENCY_KEY_REUSED is an IdempotencyError and is not retried', async () => {
  const client = await clientFor([failure(409, 'IDEMPOTENCY_KEY_REUSED'), created]);
  const err = await client.customers.create(customer).catch((e) => e);
  expect(err).toBeInstanceOf(IdempotencyError);
  expect(server!.seen).toHaveLength(1);
});

test('Retry-After as an HTTP date is honoured; a huge one is capped by maxRetryDelayMs', async () => {
  const inTwoSeconds = new Date(Date.now() + 2_000).toUTCString(); // whole seconds: 1-2 s from now
  let client = await clientFor([failure(503, 'SERVICE_UNAVAILABLE', { 'retry-after': inTwoSeconds }), created]);
  await client.customers.create(customer);
  expect(server!.seen[1].at - server!.seen[0].at).toBeGreaterThanOrEqual(900);
  await server!.close();

  client = await clientFor([failure(429, 'RATE_LIMITED', { 'retry-after': '3600' }), created], { maxRetryDelayMs: 200 });
  await client.customers.create(customer);
  expect(server!.seen[1].at - server!.seen[0].at).toBeLessThan(1_000);
});

test('reads carry no Idempotency-Key and are retried too', async () => {
  const client = await clientFor([unavailable, { status: 200, body: { success: true, data: { escrowId: 'esc_1' }, meta: {} } }]);
  expect(await client.escrows.get('esc_1')).toEqual({ escrowId: 'esc_1' });
  expect(server!.seen.map((s) => [s.method, s.key])).toEqual([
    ['GET', undefined],
    ['GET', undefined],
  ]);
});

test('parseRetryAfter reads seconds and HTTP dates, and nothing else', () => {
  const now = Date.parse('2026-11-23T00:00:00Z');
  expect(parseRetryAfter('1', now)).toBe(1_000);
  expect(parseRetryAfter('0.5', now)).toBe(500);
  expect(parseRetryAfter('Mon, 23 Nov 2026 00:00:03 GMT', now)).toBe(3_000);
  expect(parseRetryAfter('Sun, 22 Nov 2026 23:00:00 GMT', now)).toBe(0); // in the past: now
  expect(parseRetryAfter('soon', now)).toBeUndefined();
  expect(parseRetryAfter(undefined, now)).toBeUndefined();
});
