import { z } from 'zod';
import { describeProperties, JsonSchema } from './openapi-examples';
import { openApiOverrides } from './schemas';

// A zod schema as the OpenAPI document's JSON Schema (zod's own output), described from
// openapi-fields.ts where the schema says nothing itself. Used for the paths (openapi.ts)
// and the webhooks (openapi-webhooks.ts).

/** The JSON Schema of a zod schema as requests (`input`) or answers (`output`) see it, described. */
export function toSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
    // A declared override (api/schemas.ts) replaces what zod derived, keeping a default.
    override: (ctx) => {
      const override = openApiOverrides.get(ctx.zodSchema as unknown as z.ZodType);
      if (!override) return;
      const target = ctx.jsonSchema as JsonSchema;
      for (const key of Object.keys(target)) if (key !== 'default') delete target[key];
      Object.assign(target, override);
    },
  }) as JsonSchema;
  delete json.$schema;
  describeProperties(json, io);
  return json;
}
