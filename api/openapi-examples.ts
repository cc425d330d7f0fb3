import { FIELD_DOCS } from './openapi-fields';

// Descriptions and examples for the JSON Schemas zod derives (api/openapi.ts): every property
// gets its meaning from FIELD_DOCS unless its zod schema says it already, and a schema's
// example is composed from its properties' examples, so the examples follow the schemas.

export type JsonSchema = Record<string, unknown>;
type Io = 'input' | 'output';

/** The schema's alternatives when it is a union (zod writes nullable fields as anyOf [T, null]). */
function branchesOf(schema: JsonSchema): JsonSchema[] | undefined {
  return (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
}

/** Fills every property's description (and example) from FIELD_DOCS where zod gave none. */
export function describeProperties(schema: JsonSchema, io: Io): void {
  const properties = schema.properties as Record<string, JsonSchema> | undefined;
  if (properties) {
    for (const [name, property] of Object.entries(properties)) {
      const doc = FIELD_DOCS[name];
      if (doc && property.description === undefined) property.description = (io === 'input' && doc.request) || doc.description;
      if (
        doc &&
        'example' in doc &&
        property.examples === undefined &&
        property.const === undefined &&
        property.enum === undefined &&
        fits(property, doc.example)
      ) {
        property.examples = [doc.example];
      }
    }
  }
  for (const value of Object.values(schema)) {
    if (Array.isArray(value)) {
      for (const item of value as unknown[]) if (item && typeof item === 'object') describeProperties(item as JsonSchema, io);
    } else if (value && typeof value === 'object') describeProperties(value as JsonSchema, io);
  }
}

/** The JSON types a schema allows (zod writes a nullable string as type: ["string", "null"]). */
function typesOf(schema: JsonSchema): string[] {
  const branches = branchesOf(schema);
  if (branches) return branches.flatMap(typesOf);
  if (Array.isArray(schema.type)) return schema.type as string[];
  return typeof schema.type === 'string' ? [schema.type] : [];
}

/** Whether a field's example is of a type its schema allows (one name may be a flag in requests and an object in answers). */
function fits(schema: JsonSchema, value: unknown): boolean {
  const types = typesOf(schema);
  if (types.length === 0) return true;
  const actual = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
  return types.some((t) => t === actual || (t === 'integer' && Number.isInteger(value)) || (t === 'number' && actual === 'number'));
}

/** An example value for a schema: its own example, else one built from its parts. */
export function exampleOf(schema: JsonSchema): unknown {
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const branches = branchesOf(schema);
  if (branches) {
    // A nullable field shows its value rather than null: the example teaches the shape.
    const chosen = branches.find((b) => b.type !== 'null') ?? branches[0];
    const value = exampleOf(chosen);
    return value === null && branches.some((b) => b.type === 'null') ? null : value;
  }
  if (Array.isArray(schema.type)) {
    const type = (schema.type as string[]).find((t) => t !== 'null') ?? 'null';
    return exampleOf({ ...schema, type });
  }
  switch (schema.type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      return Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, exampleOf(property)]));
    }
    case 'array':
      return schema.items ? [exampleOf(schema.items as JsonSchema)] : [];
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? Math.max(schema.minimum, 1) : 1;
    case 'boolean':
      return false;
    case 'null':
      return null;
    case 'string':
      return schema.format === 'date-time' ? '2026-11-26T10:15:00.000Z' : 'text';
    default:
      return {};
  }
}
