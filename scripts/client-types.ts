import fs from 'node:fs';
import path from 'node:path';
import { buildOpenApi } from '../api/openapi';
import { apiRoutes } from '../api/routes';

// `npm run client:types`: writes client/src/schema.d.ts, the typed client's types, from the
// OpenAPI document the API serves (built from the route declarations, no server needed).
// `--check` only compares (npm test runs it): the committed types must match the document.

const TARGET = path.join(__dirname, '..', 'client', 'src', 'schema.d.ts');
const HEADER = '// Generated from the OpenAPI document by `npm run client:types`; do not edit.\n';

/** The document without its examples: the types keep the descriptions, and examples would only repeat each field's value in every copy of a schema. */
function withoutExamples(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutExamples);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => key !== 'example' && key !== 'examples').map(([key, v]) => [key, withoutExamples(v)]));
}

async function generate(): Promise<string> {
  // openapi-typescript is ESM only; tsx lets this CommonJS script import it.
  const { default: openapiTS, astToString } = await import('openapi-typescript');
  const document = buildOpenApi(apiRoutes, 'https://api.example.ng/api/v1');
  return HEADER + astToString(await openapiTS(withoutExamples(document) as never));
}

async function main(): Promise<void> {
  const source = await generate();
  if (process.argv.includes('--check')) {
    const committed = fs.existsSync(TARGET) ? fs.readFileSync(TARGET, 'utf8') : '';
    if (committed !== source) {
      console.error('client/src/schema.d.ts is out of date with the OpenAPI document: run `npm run client:types`');
      process.exit(1);
    }
    console.log('client/src/schema.d.ts matches the OpenAPI document');
    return;
  }
  fs.writeFileSync(TARGET, source);
  console.log(`wrote ${path.relative(process.cwd(), TARGET)}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
