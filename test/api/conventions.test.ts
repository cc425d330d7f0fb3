import { Client, Connection } from '@temporalio/client';
import net from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { MAX_BODY_BYTES } from '../../api/body';
import { apiRoutes } from '../../api/routes';
import type { AnyRoute } from '../../api/route-executor';
import { listCheckoutSessionsRoute } from '../../api/routes/checkout/routes';
import { createCustomerRoute, listCustomersRoute, updateCustomerRoute } from '../../api/routes/customers/routes';
import { listEscrowsRoute } from '../../api/routes/escrows/routes';
import { quoteFeesRoute } from '../../api/routes/fees/routes';
import { listBanksRoute } from '../../api/routes/identity/routes';
import { exportTransactionsRoute, listTransactionsRoute } from '../../api/routes/transactions/routes';
import { createWalletRoute, creditWalletRoute, listWalletsRoute } from '../../api/routes/wallets/routes';
import { listWithdrawalsRoute } from '../../api/routes/withdrawals/routes';
import { createSql } from '../../src/db';
import { startAppInstance } from '../support/app-instance';
import { expectError } from '../support/expect';
import { operationOf } from '../support/openapi';
import { createCustomer, customerBody } from '../support/fixtures';
import { ApiClient } from '../support/http';
import { startStack, Stack } from '../support/stack';
import { closedPort } from '../support/ports';

// The API conventions of decisions.md, "Requests and responses" and "Errors left open":
// envelope, request ids, body rules, unknown routes and ids, 500s, /health, OpenAPI, pagination.

let stack: Stack;
beforeAll(async () => {
  // Quotas are rate-limit.test.ts's business; here they must not interfere.
  stack = await startStack({ config: { rateLimitMultiplier: 100 } });
});
afterAll(async () => stack.stop());

/** /health answers 503 and does not claim to be ok. */
async function expectUnhealthy(baseUrl: string): Promise<void> {
  const res = await fetch(`${baseUrl}/health`);
  expect(res.status).toBe(503);
  expect(((await res.json()) as { status: string }).status).not.toBe('ok');
}

async function customerCount(api: ApiClient): Promise<number> {
  const res = await api.get('/customers');
  return res.body.data.pagination.total;
}

describe('envelope and request ids', () => {
  test('a success is {success, data, meta.requestId} and the header carries the same id', async () => {
    const res = await stack.api.post('/customers', customerBody());
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(['data', 'meta', 'success']);
    expect(res.body.success).toBe(true);
    expect(res.body.data.customerId).toMatch(/^cus_/);
    expect(res.body.meta).toEqual({ requestId: expect.any(String) });
    expect(res.headers.get('x-request-id')).toBe(res.body.meta.requestId);
  });

  test('a failure is {success: false, error: {code, message, details?}, meta.requestId}', async () => {
    const res = await stack.api.post('/customers', { firstName: 'Only' });
    expectError(res, 400, 'INVALID_REQUEST');
    expect(res.body.error.details.fields).toEqual(expect.arrayContaining(['lastName', 'email', 'phone']));
  });

  test('without X-Request-Id every response gets its own generated req_ id', async () => {
    const first = await stack.api.get('/customers');
    const second = await stack.api.get('/customers');
    const unauthorized = await stack.api.get('/customers', { key: null });
    for (const res of [first, second, unauthorized]) {
      expect(res.body.meta.requestId).toMatch(/^req_[0-9A-Za-z]{24}$/);
      expect(res.headers.get('x-request-id')).toBe(res.body.meta.requestId);
    }
    expect(new Set([first, second, unauthorized].map((r) => r.body.meta.requestId)).size).toBe(3);
  });

  test('a sent X-Request-Id is echoed in the header and in meta, on success and on failure', async () => {
    const ok = await stack.api.get('/customers', { headers: { 'x-request-id': 'trace-abc-123' } });
    expect(ok.status).toBe(200);
    expect(ok.body.meta.requestId).toBe('trace-abc-123');
    expect(ok.headers.get('x-request-id')).toBe('trace-abc-123');

    const denied = await stack.api.get('/customers', { key: null, headers: { 'x-request-id': 'trace-denied-9' } });
    expectError(denied, 401, 'UNAUTHORIZED');
    expect(denied.body.meta.requestId).toBe('trace-denied-9');

    const missing = await stack.api.get('/customers/nope', { headers: { 'x-request-id': 'trace-404' } });
    expectError(missing, 404, 'NOT_FOUND');
    expect(missing.body.meta.requestId).toBe('trace-404');
  });

  test('an unusable X-Request-Id (too long to be a correlation id) is replaced by a generated one', async () => {
    const res = await stack.api.get('/customers', { headers: { 'x-request-id': 'x'.repeat(200) } });
    expect(res.body.meta.requestId).toMatch(/^req_/);
    expect(res.headers.get('x-request-id')).toBe(res.body.meta.requestId);
  });
});

describe('request bodies', () => {
  test('malformed JSON is 400 INVALID_REQUEST and creates nothing', async () => {
    const before = await customerCount(stack.api);
    for (const raw of ['{"firstName": "Ada",', '{firstName: "Ada"}', "{'a': 1}", '{"a": 1}}']) {
      const res = await stack.api.post('/customers', undefined, { rawBody: raw });
      expectError(res, 400, 'INVALID_REQUEST');
    }
    expect(await customerCount(stack.api)).toBe(before);
  });

  test('a JSON body that is not an object is 400 INVALID_REQUEST', async () => {
    for (const raw of ['[]', '[{"firstName": "Ada"}]', '"text"', '42', 'true', 'null']) {
      const res = await stack.api.post('/customers', undefined, { rawBody: raw });
      expectError(res, 400, 'INVALID_REQUEST');
    }
  });

  test('unknown body fields are 400 INVALID_REQUEST naming exactly those fields, and nothing is created', async () => {
    const before = await customerCount(stack.api);
    const res = await stack.api.post('/customers', customerBody({ nickname: 'Ada', fristName: 'typo' }));
    expectError(res, 400, 'INVALID_REQUEST');
    expect([...res.body.error.details.fields].sort()).toEqual(['fristName', 'nickname']);
    expect(await customerCount(stack.api)).toBe(before);

    // The same rule on another route (PATCH) and on an idempotent route (POST /wallets).
    const created = await createCustomer(stack.api);
    const patch = await stack.api.patch(`/customers/${created.customerId}`, { firstName: 'B', colour: 'red' });
    expectError(patch, 400, 'INVALID_REQUEST', ['colour']);
    const wallet = await stack.api.post('/wallets', { customerId: created.customerId, bvn: '12345678901', pin: '1234' });
    expectError(wallet, 400, 'INVALID_REQUEST', ['pin']);
  });

  test('a body of exactly 1 MiB is read; one byte more is 413 INVALID_REQUEST', async () => {
    const json = JSON.stringify(customerBody());
    const atLimit = json + ' '.repeat(MAX_BODY_BYTES - Buffer.byteLength(json)); // trailing whitespace is valid JSON
    expect(Buffer.byteLength(atLimit)).toBe(1024 * 1024);
    const accepted = await stack.api.post('/customers', undefined, { rawBody: atLimit });
    expect(accepted.status).toBe(201);

    const before = await customerCount(stack.api);
    const over = JSON.stringify(customerBody());
    const tooLarge = await stack.api.post('/customers', undefined, {
      rawBody: over + ' '.repeat(MAX_BODY_BYTES + 1 - Buffer.byteLength(over)),
    });
    expectError(tooLarge, 413, 'INVALID_REQUEST');
    expect(await customerCount(stack.api)).toBe(before);
  });

  test('a body far over the limit is 413 as well', async () => {
    const res = await stack.api.post('/customers', customerBody({ firstName: 'A'.repeat(3 * 1024 * 1024) }));
    expectError(res, 413, 'INVALID_REQUEST');
  });
});

describe('unknown routes and ids', () => {
  test('an unknown route is a 404 NOT_FOUND envelope, with or without a key', async () => {
    const anonymous = new ApiClient(`${stack.baseUrl}/api/v1`, '');
    const cases: Array<[ApiClient, string, string]> = [
      [stack.api, 'GET', '/nope'],
      [stack.api, 'POST', '/customers/cus_x/unknown'],
      [stack.api, 'PUT', '/customers'],
      [stack.api, 'DELETE', '/withdrawals'], // the resource exists, this method does not
      [anonymous, 'GET', '/nope'],
    ];
    for (const [client, method, path] of cases) {
      const res = await client.request(method, path, undefined, { key: client === anonymous ? null : undefined });
      expectError(res, 404, 'NOT_FOUND');
    }
    const outside = await fetch(`${stack.baseUrl}/not-an-api`);
    const body = (await outside.json()) as { meta: { requestId: string } };
    expect(outside.status).toBe(404);
    expect(body).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
    expect(outside.headers.get('x-request-id')).toBe(body.meta.requestId);
  });

  test('the addresses the banner and README print answer: / is a start page, /api/v1 names the API in the envelope, without a key', async () => {
    const start = await fetch(`${stack.baseUrl}/`);
    expect(start.status).toBe(200);
    expect(start.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(start.headers.get('content-security-policy')).toContain("default-src 'none'");
    const page = await start.text();
    for (const href of ['/dashboard', '/docs', '/api/v1/openapi.json']) expect(page).toContain(`href="${href}"`);

    const anonymous = new ApiClient(`${stack.baseUrl}/api/v1`, '');
    for (const path of ['', '/']) {
      const res = await anonymous.request('GET', path, undefined, { key: null });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        success: true,
        data: { name: 'Escrow Payments API', version: 'v1' },
        meta: { requestId: expect.any(String) },
      });
      expect(res.body.data.openapi).toMatch(/\/api\/v1\/openapi\.json$/);
      expect(res.body.data.documentation).toMatch(/\/docs$/);
    }
    // Only the base itself: what is under it is a route or 404, and it takes no other method.
    expectError(await anonymous.request('POST', '', {}, { key: null }), 404, 'NOT_FOUND');
    expectError(await anonymous.request('GET', '/v1', undefined, { key: null }), 404, 'NOT_FOUND');
  });

  test('unknown or malformed ids are 404 NOT_FOUND, never 500', async () => {
    const created = await createCustomer(stack.api);
    const { walletId, customerId } = created;
    const unknownCustomer = `cus_${'A'.repeat(24)}`;
    const ids = [
      'nope',
      'cus_',
      unknownCustomer,
      walletId, // a real id of the wrong type
      `${customerId}x`,
      customerId.toUpperCase(),
      encodeURIComponent("cus_' or 1=1 --"),
      '%00',
      '%E2%82%AC',
      'x'.repeat(5000),
    ];
    for (const id of ids) {
      expectError(await stack.api.get(`/customers/${id}`), 404, 'NOT_FOUND');
      expectError(await stack.api.patch(`/customers/${id}`, { firstName: 'X' }), 404, 'NOT_FOUND');
      expectError(await stack.api.delete(`/customers/${id}`), 404, 'NOT_FOUND');
    }
    for (const id of ['nope', 'wal_', customerId, `wal_${'B'.repeat(24)}`, '%00']) {
      expectError(await stack.api.get(`/wallets/${id}`), 404, 'NOT_FOUND');
      expectError(await stack.api.post(`/wallets/${id}/credits`, { amount: 1000 }), 404, 'NOT_FOUND');
    }
    for (const id of ['nope', walletId, unknownCustomer]) {
      expectError(await stack.api.post('/wallets', { customerId: id, bvn: '12345678901' }), 404, 'NOT_FOUND');
    }
    // The real customer is untouched by all of this.
    expect((await stack.api.get(`/customers/${customerId}`)).body.data).toEqual(created);
  });

  test('a malformed or unknown id in a list filter finds nothing instead of failing', async () => {
    for (const id of ['nope', 'cus_', `cus_${'C'.repeat(24)}`, encodeURIComponent("' or 1=1 --")]) {
      const res = await stack.api.get(`/wallets?customerId=${id}`);
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ wallets: [], pagination: { total: 0, limit: 20, offset: 0, hasMore: false } });
    }
  });

  test('a NUL character, which PostgreSQL text cannot hold, is 400 INVALID_REQUEST, not 500', async () => {
    const filter = await stack.api.get('/wallets?customerId=cus_%00');
    expectError(filter, 400, 'INVALID_REQUEST', ['customerId']);

    const before = await customerCount(stack.api);
    const created = await stack.api.post('/customers', customerBody({ firstName: 'Ada\u0000' }));
    expectError(created, 400, 'INVALID_REQUEST', ['firstName']);
    expect(await customerCount(stack.api)).toBe(before);

    const wallet = await stack.api.post('/wallets', { customerId: 'cus_\u0000', bvn: '12345678901' });
    expectError(wallet, 400, 'INVALID_REQUEST', ['customerId']);
  });
});

describe('unexpected failures', () => {
  // Honest provocation: a second API process whose database connection is configured with a
  // search_path that has none of our tables, as after a botched deployment. Every query then
  // fails inside PostgreSQL with `relation "api_keys" does not exist`, a real error carrying
  // SQL details; the response must show none of it, while the log keeps it with the request id.
  test('become 500 INTERNAL_ERROR with no stack or SQL in the body; the log keeps both with the request id', async () => {
    const url = new URL(stack.config.databaseUrl);
    url.searchParams.set('search_path', 'no_such_schema');
    const brokenSql = createSql(url.toString(), { max: 2 });
    const lines: Array<Record<string, any>> = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const app = await startAppInstance({
      config: stack.config,
      sql: brokenSql,
      temporal: stack.temporal,
      logger: pino({ level: 'info' }, sink),
    });
    try {
      const api = new ApiClient(app.apiUrl, stack.merchant.testSecretKey);
      for (const res of [
        await api.get('/customers', { headers: { 'x-request-id': 'trace-500' } }),
        await api.post('/customers', customerBody()),
        await api.post('/wallets', { customerId: 'cus_x', bvn: '12345678901' }),
      ]) {
        expect(res.status).toBe(500);
        expect(res.body).toEqual({
          success: false,
          error: { code: 'INTERNAL_ERROR', message: 'An unexpected error occurred' },
          meta: { requestId: res.headers.get('x-request-id') },
        });
        expect(res.text).not.toMatch(/select|relation|api_keys|does not exist|no_such_schema|postgres|\bat \S+ \(|\.ts:\d+/i);
      }
      const logged = lines.find((l) => l.requestId === 'trace-500' && l.err);
      expect(logged?.err.message).toMatch(/relation "api_keys" does not exist/);
      expect(logged?.err.stack).toEqual(expect.any(String));
      expect(lines.find((l) => l.requestId === 'trace-500' && l.msg === 'request')).toMatchObject({ status: 500, method: 'GET' });
    } finally {
      await app.close();
      await brokenSql.end({ timeout: 1 });
    }
  });
});

describe('GET /health', () => {
  test('200 {"status":"ok"} without a key when the database and Temporal answer', async () => {
    const res = await fetch(`${stack.baseUrl}/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  test('503 when the database does not answer', async () => {
    const deadSql = createSql(`postgres://postgres@127.0.0.1:${await closedPort()}/escrow`, { max: 1 });
    const app = await startAppInstance({ config: stack.config, sql: deadSql, temporal: stack.temporal });
    try {
      await expectUnhealthy(app.baseUrl);
    } finally {
      await app.close();
      await deadSql.end({ timeout: 1 });
    }
  });

  test('503 when Temporal does not answer', async () => {
    // A frontend that accepts connections and never says a word (hung server, dropped
    // traffic): health must give up on its own deadline rather than wait.
    const sockets: net.Socket[] = [];
    const blackhole = net.createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => blackhole.listen(0, '127.0.0.1', resolve));
    const connection = Connection.lazy({ address: `127.0.0.1:${(blackhole.address() as net.AddressInfo).port}` });
    const app = await startAppInstance({ config: stack.config, sql: stack.sql, temporal: new Client({ connection }) });
    try {
      await expectUnhealthy(app.baseUrl);
    } finally {
      await app.close();
      await connection.close();
      sockets.forEach((s) => s.destroy());
      await new Promise<void>((resolve) => blackhole.close(() => resolve()));
    }
  });
});

describe('GET /api/v1/openapi.json', () => {
  type Operation = {
    operationId: string;
    parameters: Array<{ name: string; in: string; required: boolean }>;
    requestBody?: {
      required: boolean;
      content: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[]; additionalProperties?: unknown } }>;
    };
    responses: Record<string, unknown>;
  };
  let doc: { openapi: string; paths: Record<string, Record<string, Operation>> };

  beforeAll(async () => {
    const res = await fetch(`${stack.baseUrl}/api/v1/openapi.json`); // no key needed
    expect(res.status).toBe(200);
    doc = (await res.json()) as typeof doc;
  });

  test('is an OpenAPI 3.1 document listing exactly the declared routes', () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
    const declared = apiRoutes.map((r) => operationOf<Operation>(doc, r).operationId).sort();
    const documented = Object.values(doc.paths)
      .flatMap((ops) => Object.values(ops).map((op) => op.operationId))
      .sort();
    expect(documented).toEqual(declared);
    expect(declared).toEqual(apiRoutes.map((r) => r.operationId).sort());
    for (const route of [listCustomersRoute, createCustomerRoute, createWalletRoute, creditWalletRoute, listBanksRoute, quoteFeesRoute]) {
      expect(apiRoutes).toContain(route);
    }
  });

  test('documents request bodies (closed to unknown fields), path parameters and responses', () => {
    for (const route of apiRoutes) {
      const op = operationOf<Operation>(doc, route);
      if (route.body) {
        const schema = op.requestBody!.content['application/json'].schema;
        expect(Object.keys(schema.properties ?? {}).sort()).toEqual(Object.keys(route.body.shape).sort());
        expect(schema.additionalProperties).toBe(false);
      } else {
        expect(op.requestBody).toBeUndefined();
      }
      for (const name of [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1])) {
        expect(op.parameters).toContainEqual(expect.objectContaining({ name, in: 'path', required: true }));
      }
      expect(op.responses[String(route.status ?? 200)]).toBeDefined();
    }
    const createCustomer = operationOf<Operation>(doc, createCustomerRoute).requestBody!.content['application/json'].schema;
    expect(createCustomer.required).toEqual(expect.arrayContaining(['firstName', 'lastName', 'email', 'phone']));
  });

  test('documents numeric query parameters as integers with the bounds the service enforces', async () => {
    const param = (route: AnyRoute, name: string) =>
      (operationOf<Operation>(doc, route).parameters as unknown as Array<{ name: string; schema: unknown }>).find((p) => p.name === name)
        ?.schema;
    for (const route of [
      listCustomersRoute,
      listWalletsRoute,
      listEscrowsRoute,
      listWithdrawalsRoute,
      listCheckoutSessionsRoute,
      listTransactionsRoute,
    ]) {
      expect(param(route, 'limit')).toEqual({ type: 'integer', minimum: 1, maximum: 100 });
      expect(param(route, 'offset')).toEqual({ type: 'integer', minimum: 0, maximum: 1_000_000_000 });
    }
    expect(param(quoteFeesRoute, 'amount')).toEqual({ type: 'integer', minimum: 1, maximum: 100_000_000 });
    expect(param(quoteFeesRoute, 'merchantFee')).toEqual({ type: 'integer', minimum: 0, maximum: 100_000_000 });
    // ...and the bounds are the service's: the edges pass, one past them is refused.
    expect((await stack.api.get('/customers?limit=100&offset=0')).status).toBe(200);
    expect((await stack.api.get('/fees?amount=1&type=deposit&merchantFee=0')).status).toBe(200);
    expectError(await stack.api.get('/fees?amount=0&type=deposit'), 400, 'INVALID_REQUEST');
  });

  test('a request body is required exactly when {} is refused: an empty body reads as {}', async () => {
    for (const route of apiRoutes.filter((r) => r.body)) {
      const op = operationOf<Operation>(doc, route);
      expect({ route: route.operationId, required: op.requestBody!.required }).toEqual({
        route: route.operationId,
        required: !route.body!.safeParse({}).success,
      });
    }
    expect(operationOf<Operation>(doc, updateCustomerRoute).requestBody!.required).toBe(false);
    expect(operationOf<Operation>(doc, createCustomerRoute).requestBody!.required).toBe(true);
    const customer = await createCustomer(stack.api);
    const res = await fetch(`${stack.baseUrl}/api/v1/customers/${customer.customerId}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${stack.merchant.testSecretKey}` },
    });
    expect(res.status).toBe(200);
  });

  test('documents startDate and endDate by their shape, so an empty or bare-local value does not look valid', async () => {
    for (const route of [listTransactionsRoute, exportTransactionsRoute]) {
      for (const name of ['startDate', 'endDate']) {
        const schema = (
          operationOf<Operation>(doc, route).parameters as unknown as Array<{ name: string; schema: { type: string; pattern: string } }>
        ).find((p) => p.name === name)!.schema;
        expect(schema).toMatchObject({ type: 'string', pattern: expect.any(String) });
        const pattern = new RegExp(schema.pattern);
        for (const ok of ['2025-01-31', '2025-01-31T09:30:00Z', '2025-01-31T09:30+01:00', '2025-01-31T09:30:00.123456789-05:00'])
          expect(pattern.test(ok)).toBe(true);
        for (const bad of ['', '2025-1-31', '2025-01-31T09:30:00', '31/01/2025', '2025-01-31 09:30Z'])
          expect(pattern.test(bad)).toBe(false);
      }
    }
    expectError(await stack.api.get('/transactions?startDate='), 400, 'INVALID_REQUEST', ['startDate']);
    expect((await stack.api.get('/transactions?startDate=2025-01-31T09:30%2B01:00&endDate=2025-02-01')).status).toBe(200);
  });

  test('requires the Idempotency-Key header on idempotent routes, and only there', () => {
    const idempotent = apiRoutes.filter((r) => r.idempotent);
    expect(idempotent).toEqual(expect.arrayContaining([createWalletRoute, creditWalletRoute]));
    for (const route of apiRoutes) {
      const header = operationOf<Operation>(doc, route).parameters.find((p) => p.name === 'Idempotency-Key');
      if (route.idempotent) expect(header).toMatchObject({ in: 'header', required: true });
      else expect(header).toBeUndefined();
    }
  });
});

describe('pagination (GET /customers)', () => {
  let api: ApiClient;
  const createdIds: string[] = []; // oldest first

  beforeAll(async () => {
    const merchant = await stack.newMerchant();
    api = stack.api.withKey(merchant.testSecretKey);
    for (let i = 0; i < 23; i++) {
      createdIds.push((await createCustomer(api, { firstName: `C${i}` })).customerId);
    }
  });

  test('limit defaults to 20, offset to 0, and the list is newest first', async () => {
    const res = await api.get('/customers');
    expect(res.status).toBe(200);
    expect(res.body.data.pagination).toEqual({ total: 23, limit: 20, offset: 0, hasMore: true });
    expect(res.body.data.customers.map((c: { customerId: string }) => c.customerId)).toEqual([...createdIds].reverse().slice(0, 20));
  });

  test('hasMore is true exactly when offset + limit < total, and pages join up to the whole list', async () => {
    const cases: Array<[number, number, number, boolean]> = [
      // limit, offset, rows, hasMore
      [5, 0, 5, true],
      [5, 17, 5, true], // 22 < 23
      [5, 18, 5, false], // 23 == 23
      [5, 19, 4, false],
      [100, 0, 23, false],
      [23, 0, 23, false],
      [22, 0, 22, true],
      [1, 22, 1, false],
      [10, 23, 0, false],
      [10, 500, 0, false],
    ];
    for (const [limit, offset, rows, hasMore] of cases) {
      const res = await api.get(`/customers?limit=${limit}&offset=${offset}`);
      expect(res.status).toBe(200);
      expect(res.body.data.pagination).toEqual({ total: 23, limit, offset, hasMore });
      expect(res.body.data.customers).toHaveLength(rows);
    }
    const seen: string[] = [];
    for (let offset = 0, more = true; more; offset += 7) {
      const page = await api.get(`/customers?limit=7&offset=${offset}`);
      seen.push(...page.body.data.customers.map((c: { customerId: string }) => c.customerId));
      more = page.body.data.pagination.hasMore;
    }
    expect(seen).toEqual([...createdIds].reverse());
  });

  test('limit and offset outside their ranges are 400 INVALID_REQUEST naming the field', async () => {
    const bad: Array<[string, string]> = [
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['limit=abc', 'limit'],
      ['limit=-1', 'limit'],
      ['limit=2.5', 'limit'],
      ['limit=', 'limit'],
      ['offset=-1', 'offset'],
      ['offset=abc', 'offset'],
      ['limit=1&limit=2', 'limit'],
      ['page=2', 'page'], // unknown query parameters are refused like unknown body fields
    ];
    for (const [query, field] of bad) {
      const res = await api.get(`/customers?${query}`);
      expectError(res, 400, 'INVALID_REQUEST', [field]);
    }
    expect((await api.get('/customers?limit=1')).status).toBe(200);
    expect((await api.get('/customers?limit=100')).status).toBe(200);
  });
});
