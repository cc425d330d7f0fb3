import { execFileSync } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { ConflictError, EscrowClient, NotFoundError, ServiceUnavailableError, verifyWebhook, WebhookSignatureError } from '../../client/src';
import { expectLedgerConsistent, startStack, Stack } from '../support/stack';

// The merchant's typed client (client/): end to end against the real service, its retries
// against a local server that fails on purpose (the outside world, at the HTTP boundary), and
// its webhook check against a webhook the service really delivered.

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ config: { rateLimitMultiplier: 100 } });
});
afterAll(async () => {
  await expectLedgerConsistent(stack.sql);
  await stack.stop();
});

const clientFor = (secretKey: string) => new EscrowClient({ secretKey, baseUrl: `${stack.baseUrl}/api/v1` });

test('customer, credit, escrow, release end to end; the webhook verifies with the secret key', async () => {
  const merchant = await stack.newMerchant({ webhookUrl: stack.receiver.url });
  const client = clientFor(merchant.testSecretKey);
  const email = () => `client.${Math.random().toString(36).slice(2)}@example.com`;
  const payer = await client.customers.create({ firstName: 'Ada', lastName: 'Obi', email: email(), phone: '+2348012345678' });
  const payee = await client.customers.create({ firstName: 'Chidi', lastName: 'Eze', email: email(), phone: '+2348012345679' });
  await client.wallets.credit(payer.walletId, { amount: 20_000 });
  const escrow = await client.escrows.create({
    reference: `client-${Date.now()}`, amount: 10_000, currency: 'NGN', debitPayer: true,
    parties: [{ role: 'payer', customerId: payer.customerId }, { role: 'payee', customerId: payee.customerId }],
  });
  expect(escrow).toMatchObject({ status: 'held', remainingAmount: 10_000 });
  const released = await client.escrows.release(escrow.escrowId, { amount: 4_000 });
  expect(released).toMatchObject({ status: 'partially_released', remainingAmount: 6_000 });
  expect((await client.customers.get(payee.customerId)).balances).toEqual({ available: 4_000, held: 0 });

  const hook = await stack.receiver.waitFor((r) => r.some((h) => h.body.type === 'escrow.partially_released' && h.body.data.escrowId === escrow.escrowId))
    .then(() => stack.receiver.received.find((h) => h.body.type === 'escrow.partially_released' && h.body.data.escrowId === escrow.escrowId)!);
  const event = verifyWebhook(hook.rawBody, hook.headers['x-service-signature'] as string, merchant.testSecretKey);
  expect(event).toMatchObject({ type: 'escrow.partially_released', data: { escrowId: escrow.escrowId } });
  expect(() => verifyWebhook(hook.rawBody, hook.headers['x-service-signature'] as string, 'sk_test_wrong')).toThrow(WebhookSignatureError);
  expect(() => verifyWebhook(`${hook.rawBody} `, hook.headers['x-service-signature'] as string, merchant.testSecretKey)).toThrow(WebhookSignatureError);
});

test('a refusal is a typed error with code, status and request id', async () => {
  const client = clientFor(stack.merchant.testSecretKey);
  const missing = await client.escrows.get('esc_doesnotexist0000000000').catch((e) => e);
  expect(missing).toBeInstanceOf(NotFoundError);
  expect(missing).toMatchObject({ status: 404, code: 'NOT_FOUND', requestId: expect.stringMatching(/^req_/) });
  // The same key with another body is the service's 409, not retried.
  const customer = await client.customers.create({ firstName: 'Ada', lastName: 'Obi', email: `k.${Date.now()}@example.com`, phone: '+2348012345678' });
  await client.wallets.credit(customer.walletId, { amount: 1_000 }, { idempotencyKey: 'client-key-reuse' });
  const reused = await client.wallets.credit(customer.walletId, { amount: 2_000 }, { idempotencyKey: 'client-key-reuse' }).catch((e) => e);
  expect(reused).toBeInstanceOf(ConflictError);
  expect(reused.code).toBe('IDEMPOTENCY_KEY_REUSED');
});

/** A stand-in for the service that answers from a script and records what it was sent. */
async function scriptedServer(answers: Array<{ status: number; headers?: Record<string, string>; body: unknown } | 'hang'>) {
  const seen: Array<{ key: string | undefined; at: number }> = [];
  const server = http.createServer((req, res) => {
    seen.push({ key: req.headers['idempotency-key'] as string | undefined, at: Date.now() });
    const answer = answers.shift() ?? { status: 500, body: {} };
    if (answer === 'hang') return; // never answers: the client's timeout
    res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers }).end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { seen, url: `http://127.0.0.1:${port}/api/v1`, close: () => new Promise<void>((r) => { server.closeAllConnections(); server.close(() => r()); }) };
}

const unavailable = { status: 503, headers: { 'retry-after': '1' }, body: { success: false, error: { code: 'SERVICE_UNAVAILABLE', message: 'retry' }, meta: { requestId: 'req_1' } } };
const created = { status: 201, body: { success: true, data: { customerId: 'cus_1' }, meta: { requestId: 'req_2' } } };

test('502, 503 and timeouts are retried with the same Idempotency-Key, honouring Retry-After', async () => {
  const server = await scriptedServer(['hang', { status: 502, body: { success: false, error: { code: 'PROVIDER_ERROR', message: 'bank down' }, meta: {} } }, unavailable, created]);
  try {
    const client = new EscrowClient({ secretKey: 'sk_test_x', baseUrl: server.url, timeoutMs: 300, retryDelayMs: 10 });
    const answer = await client.customers.create({ firstName: 'A', lastName: 'B', email: 'a@example.com', phone: '+2348012345678' });
    expect(answer).toEqual({ customerId: 'cus_1' });
    expect(server.seen).toHaveLength(4);
    expect(new Set(server.seen.map((s) => s.key)).size).toBe(1);
    expect(server.seen[0].key).toMatch(/^[0-9a-f-]{36}$/);
    expect(server.seen[3].at - server.seen[2].at).toBeGreaterThanOrEqual(950); // Retry-After: 1
  } finally {
    await server.close();
  }
});

test('retries are bounded: the last failure comes back typed', async () => {
  const server = await scriptedServer([unavailable, unavailable, unavailable]);
  try {
    const client = new EscrowClient({ secretKey: 'sk_test_x', baseUrl: server.url, maxRetries: 1 });
    const err = await client.escrows.release('esc_1').catch((e) => e);
    expect(err).toBeInstanceOf(ServiceUnavailableError);
    expect(err).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: 1 });
    expect(server.seen).toHaveLength(2);
  } finally {
    await server.close();
  }
});

test('the committed client types match the OpenAPI document', () => {
  const root = path.resolve(__dirname, '../..');
  const out = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/client-types.ts', '--check'], { cwd: root, encoding: 'utf8' });
  expect(out).toContain('matches the OpenAPI document');
});
