import { z } from 'zod';
import { FileResponse, isFileResponse, openApiPath, RouteDef } from './route';
import { errorResponses } from './openapi-errors';
import { describeProperties, exampleOf, JsonSchema } from './openapi-examples';
import { toSchema } from './openapi-schema';
import { infoDescription } from './openapi-guide';
import { webhooksSection } from './openapi-webhooks';

// OpenAPI 3.1 document derived from the route declarations (JSON Schema by zod itself; each
// operation's operationId, summary, description and examples as its route declares them), with
// the reference text around them: the introduction (openapi-guide.ts), each property's meaning
// (the zod schema's own description, else openapi-fields.ts), examples built from the
// properties' examples where the route declares none, and the webhooks (openapi-webhooks.ts).

function parametersOf(route: RouteDef): unknown[] {
  const out: unknown[] = [];
  const add = (schema: z.ZodType | undefined, where: 'path' | 'query') => {
    if (!schema) return;
    const json = toSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      // The meaning and example belong to the parameter; its schema keeps only the rule.
      const { description, examples, ...schema } = property as JsonSchema & { examples?: unknown[] };
      out.push({
        name,
        in: where,
        required: where === 'path' || (json.required ?? []).includes(name),
        ...(description ? { description } : {}),
        ...(examples?.length ? { example: examples[0] } : {}),
        schema,
      });
    }
  };
  add(route.params, 'path');
  add(route.query, 'query');
  if (route.idempotent) {
    out.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: true,
      description: 'Any non-blank string of at most 255 characters, unique per operation (a UUID); a replay answers the first response',
      // Not blank: the service trims the value and refuses an empty one with 400.
      schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '\\S' },
    });
  }
  return out;
}

const metaSchema = { type: 'object', description: 'Request context.', properties: { requestId: { type: 'string' } } };

const errorEnvelope: JsonSchema = {
  type: 'object',
  required: ['success', 'error', 'meta'],
  properties: {
    success: { const: false },
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: { code: { type: 'string' }, message: { type: 'string' }, details: { type: 'object' } },
    },
    meta: metaSchema,
  },
};
describeProperties(errorEnvelope, 'output');

/** A download: the file's media types as binary strings, plus the attachment headers. */
function fileSuccess(file: FileResponse) {
  const headers: Record<string, unknown> = file.stream
    ? {}
    : { 'Content-Disposition': { description: 'attachment; filename=...', schema: { type: 'string' } } };
  for (const [name, description] of Object.entries(file.headers ?? {})) headers[name] = { description, schema: { type: 'string' } };
  return {
    description: file.description,
    headers,
    content: Object.fromEntries(
      file.contentTypes.map((type) => [type, { schema: file.stream ? { type: 'string' } : { type: 'string', format: 'binary' } }]),
    ),
  };
}

export function buildOpenApi(routes: RouteDef[], serverUrl: string): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = openApiPath(route);
    const successSchema = (response: z.ZodType): JsonSchema => {
      const envelope: JsonSchema = {
        type: 'object',
        required: ['success', 'data', 'meta'],
        properties: { success: { const: true }, data: toSchema(response, 'output'), meta: structuredClone(metaSchema) },
      };
      describeProperties(envelope, 'output');
      return envelope;
    };
    const success = isFileResponse(route.response)
      ? fileSuccess(route.response)
      : (() => {
          const schema = successSchema(route.response);
          const example = exampleOf(schema) as Record<string, unknown>;
          if (route.examples?.response !== undefined) example.data = route.examples.response;
          return { description: 'Success', content: { 'application/json': { schema, example } } };
        })();
    const bodySchema = route.body ? toSchema(route.body, 'input') : undefined;
    paths[path] ??= {};
    paths[path][route.method] = {
      summary: route.summary,
      description: route.description,
      tags: [route.tag],
      operationId: route.operationId,
      parameters: parametersOf(route),
      ...(route.body
        ? {
            requestBody: {
              // An empty body reads as {} (api/body.ts), so a body whose fields are all optional
              // may be left out (PATCH /customers/{id} with nothing to change, release in full).
              required: !route.body.safeParse({}).success,
              content: { 'application/json': { schema: bodySchema, example: route.examples?.request ?? exampleOf(bodySchema!) } },
            },
          }
        : {}),
      responses: {
        [String(route.status ?? 200)]: success,
        ...(route.alsoStatus ? { [String(route.alsoStatus)]: success } : {}),
        ...errorResponses(route, errorEnvelope),
      },
      'x-rate-limit-family': route.rateLimit,
      ...(route.sandboxOnly ? { 'x-sandbox-only': true } : {}),
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Escrow Payments Service', version: '1.0.0', description: infoDescription() },
    servers: [{ url: serverUrl }],
    security: [{ secretKey: [] }],
    components: { securitySchemes: { secretKey: { type: 'http', scheme: 'bearer', description: 'sk_test_... or sk_live_...' } } },
    paths,
    webhooks: webhooksSection(),
  };
}
