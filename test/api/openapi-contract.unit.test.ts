import { buildOpenApi } from '../../api/openapi';
import { apiRoutes } from '../../api/routes';
import { createCheckoutSessionRoute, listCheckoutSessionsRoute } from '../../api/routes/checkout/routes';
import { createCustomerRoute, deleteCustomerRoute, listCustomersRoute } from '../../api/routes/customers/routes';
import {
  cancelEscrowRoute,
  createEscrowRoute,
  listEscrowsRoute,
  openDisputeRoute,
  refundEscrowRoute,
  releaseEscrowRoute,
} from '../../api/routes/escrows/routes';
import { listEventsRoute } from '../../api/routes/events/routes';
import { quoteFeesRoute } from '../../api/routes/fees/routes';
import { verifyBankAccountRoute } from '../../api/routes/identity/routes';
import { exportTransactionsRoute, listTransactionsRoute } from '../../api/routes/transactions/routes';
import { createWalletRoute, creditWalletRoute, listWalletsRoute } from '../../api/routes/wallets/routes';
import { createWithdrawalRoute, listWithdrawalsRoute } from '../../api/routes/withdrawals/routes';
import { operationOf } from '../support/openapi';

// The OpenAPI document states every limit the service enforces and every status each route
// answers. Built as GET /api/v1/openapi.json builds it (conventions.test.ts reads
// the served one); no stack needed.

type Schema = Record<string, any>;
type Operation = {
  parameters: Array<{ name: string; in: string; required: boolean; schema: Schema }>;
  requestBody?: any;
  responses: Record<string, any>;
};
const doc = buildOpenApi(apiRoutes, 'http://localhost/api/v1') as { paths: Record<string, Record<string, Operation>> };
const operations = apiRoutes.map((route) => ({ route, op: operationOf<Operation>(doc, route) }));
const operation = (route: { method: string; path: string }) => operationOf<Operation>(doc, route);
const statusesOf = (op: Operation) =>
  Object.keys(op.responses)
    .filter((s) => s !== 'default')
    .map(Number);

describe('statuses', () => {
  test('every operation lists its success statuses, 201 where it creates', () => {
    expect(statusesOf(operation(createCustomerRoute))).toContain(201);
    expect(statusesOf(operation(createEscrowRoute))).toContain(201);
    expect(statusesOf(operation(refundEscrowRoute))).toContain(201); // the spec's one stated code
    expect(statusesOf(operation(createWithdrawalRoute))).toContain(201);
    expect(statusesOf(operation(createWalletRoute))).toEqual(expect.arrayContaining([200, 201]));
    expect(statusesOf(operation(createCheckoutSessionRoute))).toEqual(expect.arrayContaining([200, 201]));
    expect(statusesOf(operation(listCustomersRoute))).toContain(200);
    expect(statusesOf(operation(listCustomersRoute))).not.toContain(201);
  });

  test('every operation lists 400, 401, 403, 429 and 503 with the error envelope, and 500 as the default', () => {
    for (const { route, op } of operations) {
      const label = route.operationId;
      for (const status of ['400', '401', '403', '429', '503', 'default']) {
        const schema = op.responses[status]?.content?.['application/json']?.schema;
        expect({ label, status, required: schema?.required }).toEqual({ label, status, required: ['success', 'error', 'meta'] });
        expect(schema.properties.error.required).toEqual(['code', 'message']);
      }
      expect(op.responses['429'].headers).toHaveProperty('Retry-After');
      expect(op.responses['429'].headers).toHaveProperty('x-ratelimit-reset');
      expect(op.responses['503'].headers).toHaveProperty('Retry-After');
    }
  });

  test('404 with a path id, 409 with an Idempotency-Key, 413 with a body', () => {
    for (const { route, op } of operations) {
      const statuses = statusesOf(op);
      const has = (status: number) => ({ route: route.operationId, status, listed: statuses.includes(status) });
      if (route.params) expect(has(404)).toMatchObject({ listed: true });
      if (route.idempotent) expect(has(409)).toMatchObject({ listed: true });
      expect(has(413)).toMatchObject({ listed: Boolean(route.body) });
    }
  });

  test('routes list their own refusals: 404 for ids in the body, 409 conflicts, 422, 502 from the provider', () => {
    expect(statusesOf(operation(createEscrowRoute))).toEqual(expect.arrayContaining([404, 409, 422, 502]));
    expect(statusesOf(operation(createWithdrawalRoute))).toEqual(expect.arrayContaining([404, 409, 502]));
    expect(statusesOf(operation(createCheckoutSessionRoute))).toEqual(expect.arrayContaining([404, 409, 502]));
    expect(statusesOf(operation(createWalletRoute))).toEqual(expect.arrayContaining([404, 502]));
    expect(statusesOf(operation(verifyBankAccountRoute))).toContain(502);
    expect(statusesOf(operation(createCustomerRoute))).toContain(409); // DUPLICATE_EMAIL
    expect(statusesOf(operation(deleteCustomerRoute))).toContain(409); // CUSTOMER_HAS_*
    for (const route of [releaseEscrowRoute, refundEscrowRoute, cancelEscrowRoute, openDisputeRoute]) {
      expect(statusesOf(operation(route))).toEqual(expect.arrayContaining([400, 401, 403, 404, 409, 429, 503]));
    }
    // A plain read answers no conflict and no provider error.
    expect(statusesOf(operation(listCustomersRoute))).toEqual([200, 400, 401, 403, 429, 503]);
  });
});

describe('limits', () => {
  test('lists: limit 1 to 100, offset from 0', () => {
    const lists = operations.filter(({ route }) => route.query && 'limit' in (route.query as any).shape);
    const listRoutes = [
      listCheckoutSessionsRoute,
      listCustomersRoute,
      listEscrowsRoute,
      listEventsRoute,
      listTransactionsRoute,
      listWalletsRoute,
      listWithdrawalsRoute,
    ];
    expect(lists.map(({ route }) => route.operationId).sort()).toEqual(listRoutes.map((route) => route.operationId).sort());
    for (const { op } of lists) {
      expect(op.parameters.find((p) => p.name === 'limit')!.schema).toMatchObject({ type: 'integer', minimum: 1, maximum: 100 });
      expect(op.parameters.find((p) => p.name === 'offset')!.schema).toMatchObject({ type: 'integer', minimum: 0 });
    }
  });

  test('amounts are whole naira above 0', () => {
    const amounts = [
      createEscrowRoute,
      releaseEscrowRoute,
      refundEscrowRoute,
      createWithdrawalRoute,
      creditWalletRoute,
      createCheckoutSessionRoute,
    ];
    for (const route of amounts) {
      const amount = operation(route).requestBody.content['application/json'].schema.properties.amount;
      expect({ route: route.operationId, amount }).toMatchObject({
        route: route.operationId,
        amount: { type: 'integer', exclusiveMinimum: 0, maximum: 100_000_000 },
      });
    }
    expect(operation(quoteFeesRoute).parameters.find((p) => p.name === 'amount')!.schema).toMatchObject({ type: 'integer', minimum: 1 });
  });

  test('dates are ISO 8601 by pattern', () => {
    for (const route of [listTransactionsRoute, exportTransactionsRoute]) {
      for (const name of ['startDate', 'endDate']) {
        const schema = operation(route).parameters.find((p) => p.name === name)!.schema;
        expect(new RegExp(schema.pattern).test('2025-01-31T09:30:00Z')).toBe(true);
        expect(new RegExp(schema.pattern).test('31/01/2025')).toBe(false);
      }
    }
  });

  test('the Idempotency-Key header is required, not blank, at most 255 characters', () => {
    for (const { route, op } of operations.filter(({ route }) => route.idempotent)) {
      const header = op.parameters.find((p) => p.name === 'Idempotency-Key');
      expect({ route: route.operationId, header }).toMatchObject({
        route: route.operationId,
        header: { in: 'header', required: true, schema: { type: 'string', minLength: 1, maxLength: 255 } },
      });
      expect(new RegExp(header!.schema.pattern).test('   ')).toBe(false);
    }
  });
});
