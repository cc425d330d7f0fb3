import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { buildOpenApi } from '../../api/openapi';
import { RATE_LIMIT_FAMILIES } from '../../api/middleware/rate-limit';
import { apiRoutes } from '../../api/routes';
import { isFileResponse } from '../../api/route';
import { getCustomerRoute } from '../../api/routes/customers/routes';
import { createEscrowRoute, getEscrowRoute, resolveDisputeRoute } from '../../api/routes/escrows/routes';
import { EVENT_TYPES } from '../../src/events/outbox';
import { ERROR_CODE_MEANINGS } from '../../api/openapi-error-codes';
import { errorExample } from '../../api/openapi-errors';
import { operationOf } from '../support/openapi';

// The OpenAPI document as a reference to learn from: an introduction, a description on every
// operation and property (amounts with their unit), examples that validate against their
// schemas, and every webhook event with its payload. Built as GET /api/v1/openapi.json
// builds it; no stack needed.

type Schema = Record<string, any>;
const doc = buildOpenApi(apiRoutes, 'http://localhost/api/v1') as Schema;
const operations = apiRoutes.map((route) => ({ route, label: route.operationId, op: operationOf<Schema>(doc, route) }));

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
/** ajv's complaints about `value` against `schema`, empty when it validates. */
function violations(schema: Schema, value: unknown): string[] {
  const validate = ajv.compile(schema);
  return validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message}`);
}

/** Every property schema in a tree, with its path. */
function propertiesIn(schema: unknown, path: string, out: Array<{ path: string; name: string; schema: Schema }> = []) {
  if (!schema || typeof schema !== 'object') return out;
  const node = schema as Schema;
  for (const [name, property] of Object.entries<Schema>(node.properties ?? {}))
    out.push({ path: `${path}.${name}`, name, schema: property });
  for (const [key, value] of Object.entries(node)) {
    if (key === 'example' || key === 'examples') continue;
    if (Array.isArray(value)) value.forEach((item, i) => propertiesIn(item, `${path}/${key}[${i}]`, out));
    else propertiesIn(value, `${path}/${key}`, out);
  }
  return out;
}

describe('introduction', () => {
  const text = doc.info.description as string;

  test('covers authentication and planes, amounts, idempotency, errors, rate limits, pagination and webhooks', () => {
    for (const heading of [
      '## Authentication and planes',
      '## Amounts: naira, not kobo',
      '## Idempotency',
      '## Responses and errors',
      '## Rate limits and quotas',
      '## Pagination',
      '## Webhooks',
    ]) {
      expect(text).toContain(heading);
    }
    expect(text).toMatch(/sk_test_/);
    expect(text).toMatch(/24 hours/);
    expect(text).toMatch(/x-service-signature/);
  });

  test('lists every error code and every rate-limit family with its quotas', () => {
    for (const code of Object.keys(ERROR_CODE_MEANINGS)) expect(text).toContain(`| \`${code}\` |`);
    for (const [family, quota] of Object.entries(RATE_LIMIT_FAMILIES))
      expect(text).toContain(`| \`${family}\` | ${quota.test} | ${quota.live} |`);
  });
});

describe('operations', () => {
  test('every operation has the summary and the description its route declares', () => {
    for (const { route, label, op } of operations) {
      expect({ label, summary: typeof op.summary === 'string' && op.summary.length > 10 }).toEqual({ label, summary: true });
      expect({ label, description: typeof op.description === 'string' && op.description.length > 40 }).toEqual({
        label,
        description: true,
      });
      expect({ label, summary: op.summary, description: op.description }).toEqual({
        label,
        summary: route.summary,
        description: route.description,
      });
    }
  });

  test('a description asks for an Idempotency-Key exactly where the operation takes one', () => {
    for (const { route, label, op } of operations) {
      const takesKey = (op.parameters ?? []).some((p: Schema) => p.in === 'header' && p.name === 'Idempotency-Key');
      expect({ label, takesKey }).toEqual({ label, takesKey: route.idempotent === true });
      expect({ label, asks: /Send an `Idempotency-Key`/.test(op.description) }).toEqual({ label, asks: takesKey });
    }
  });

  test("operationIds read as a method name: a verb and the resource, unique, each its route's", () => {
    const ids = operations.map(({ op }) => op.operationId as string);
    for (const id of ids)
      expect(id).toMatch(
        /^(create|list|get|update|delete|credit|release|refund|cancel|open|resolve|complete|quote|lookUp|verify|export|follow|redeliver|advance)[A-Z][a-zA-Z]*$/,
      );
    expect(new Set(ids).size).toBe(ids.length);
    expect(operations.filter(({ route, op }) => op.operationId !== route.operationId)).toEqual([]);
    expect(operationOf<Schema>(doc, resolveDisputeRoute).operationId).toBe('resolveDispute');
  });

  test('every parameter has a description', () => {
    for (const { label, op } of operations) {
      for (const parameter of op.parameters)
        expect({ label, name: parameter.name, described: Boolean(parameter.description) }).toEqual({
          label,
          name: parameter.name,
          described: true,
        });
    }
  });
});

describe('properties', () => {
  const all = [
    ...operations.flatMap(({ label, op }) => propertiesIn(op, label)),
    ...Object.entries<Schema>(doc.webhooks).flatMap(([type, hook]) => propertiesIn(hook, `webhook ${type}`)),
  ];

  test('every property of every body, answer and event has a description', () => {
    expect(all.length).toBeGreaterThan(500);
    expect(all.filter((p) => !p.schema.description).map((p) => p.path)).toEqual([]);
  });

  test('amounts say their unit: whole naira in requests, decimal naira in answers and events, never kobo', () => {
    const isAmount = (name: string) => /(^amount$|Amount$|Fee$|Fees$|^available$|^held$)/.test(name);
    const requestAmounts = operations
      .flatMap(({ label, op }) => [
        ...propertiesIn(op.requestBody ?? {}, `${label} body`),
        ...op.parameters.map((p: Schema) => ({
          path: `${label} ?${p.name}`,
          name: p.name,
          schema: { ...p.schema, description: p.description },
        })),
      ])
      .filter((p) => isAmount(p.name));
    const answerAmounts = all
      .filter((p) => !p.path.includes('/requestBody') || p.path.startsWith('webhook'))
      .filter((p) => isAmount(p.name) && p.schema.type === 'number');
    expect(requestAmounts.length).toBeGreaterThan(10);
    expect(answerAmounts.length).toBeGreaterThan(50);
    for (const p of requestAmounts)
      expect({ path: p.path, description: p.schema.description }).toEqual({
        path: p.path,
        description: expect.stringMatching(/whole naira.*not kobo/),
      });
    for (const p of answerAmounts)
      expect({ path: p.path, description: p.schema.description }).toEqual({
        path: p.path,
        description: expect.stringMatching(/naira as a decimal number.*not kobo/),
      });
  });

  test("a party's role names payer and payee (other roles are stored as given, so it is no enum)", () => {
    const roles = propertiesIn(operationOf<Schema>(doc, createEscrowRoute).requestBody, 'body').filter((p) => p.name === 'role');
    expect(roles).toHaveLength(1);
    expect(roles[0].schema.description).toMatch(/payer.*payee/);
    expect(roles[0].schema.enum).toBeUndefined();
  });
});

describe('examples', () => {
  test('every JSON request body has an example that the document and the service both accept', () => {
    const withBody = operations.filter(({ route }) => route.body);
    expect(withBody.length).toBeGreaterThanOrEqual(15);
    for (const { route, label, op } of withBody) {
      const media = op.requestBody.content['application/json'];
      expect({ label, example: media.example !== undefined }).toEqual({ label, example: true });
      expect({ label, violations: violations(media.schema, media.example) }).toEqual({ label, violations: [] });
      const parsed = route.body!.safeParse(media.example);
      expect({ label, service: parsed.success ? 'accepts' : parsed.error.message }).toEqual({ label, service: 'accepts' });
    }
  });

  test('every JSON success answer has an example that validates against its schema', () => {
    for (const { route, label, op } of operations.filter(({ route }) => !isFileResponse(route.response))) {
      const status = String(route.status ?? 200);
      const media = op.responses[status].content['application/json'];
      expect({ label, example: media.example?.success }).toEqual({ label, example: true });
      expect({ label, violations: violations(media.schema, media.example) }).toEqual({ label, violations: [] });
    }
  });

  test('every error answer has an example envelope that validates, with a code its status answers', () => {
    for (const { label, op } of operations) {
      for (const [status, response] of Object.entries<any>(op.responses)) {
        if (!(status === 'default' || Number(status) >= 400)) continue;
        const media = response.content['application/json'];
        expect({ label, status, example: media.example?.success }).toEqual({ label, status, example: false });
        expect({ label, status, violations: violations(media.schema, media.example) }).toEqual({ label, status, violations: [] });
        // The example is the envelope of a refusal whose own status is this one.
        expect(media.example).toEqual(errorExample(status === 'default' ? 500 : Number(status)));
      }
    }
  });

  test("the examples look like the service's data: prefixed ids, naira amounts, ISO timestamps", () => {
    const customer = operationOf<Schema>(doc, getCustomerRoute).responses['200'].content['application/json'].example.data;
    expect(customer).toEqual(
      expect.objectContaining({
        customerId: expect.stringMatching(/^cus_\w{24}$/),
        walletId: expect.stringMatching(/^wal_\w{24}$/),
        email: 'ada.okafor@example.com',
      }),
    );
    const escrow = operationOf<Schema>(doc, getEscrowRoute).responses['200'].content['application/json'].example.data;
    expect(escrow).toEqual(
      expect.objectContaining({
        escrowId: expect.stringMatching(/^esc_/),
        amount: 25000,
        feeAmount: 693.75,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      }),
    );
  });
});

describe('webhooks', () => {
  test('every event of the catalog, with its payload schema and an example that validates', () => {
    expect(Object.keys(doc.webhooks).sort()).toEqual([...EVENT_TYPES].sort());
    for (const type of EVENT_TYPES) {
      const hook = doc.webhooks[type].post;
      expect(hook.summary).toBeTruthy();
      expect(hook.parameters.map((p: Schema) => p.name)).toContain('x-service-signature');
      const media = hook.requestBody.content['application/json'];
      expect(media.schema.properties.type).toEqual(expect.objectContaining({ const: type }));
      expect(media.example.type).toBe(type);
      expect({ type, violations: violations(media.schema, media.example) }).toEqual({ type, violations: [] });
    }
  });

  test('escrow events carry the escrow; wallet.credited its wallet and the credit in meta', () => {
    const example = (type: string) => doc.webhooks[type].post.requestBody.content['application/json'].example;
    expect(example('escrow.funded').data).toEqual(
      expect.objectContaining({ escrowId: expect.stringMatching(/^esc_/), status: 'awaiting_funding' }),
    );
    expect(example('escrow.funded').meta).toEqual(
      expect.objectContaining({ source: 'checkout', chargedAmount: 25693.75, netAmount: 25000 }),
    );
    expect(example('wallet.credited').data).toEqual(
      expect.objectContaining({ walletId: expect.stringMatching(/^wal_/), balances: expect.any(Object) }),
    );
    // The example shows a release the hold's own releaseAt issued (the fields are absent on yours).
    expect(example('escrow.released').meta).toEqual({ movementAmount: expect.any(Number), automatic: true, deadline: 'releaseAt' });
  });
});
