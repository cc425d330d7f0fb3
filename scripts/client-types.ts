import fs from 'node:fs';
import path from 'node:path';
import { buildOpenApi } from '../api/openapi';
import { isFileResponse, openApiPath, RouteDef } from '../api/route';
import { apiRoutes } from '../api/routes';

// `npm run client:types`: writes the typed client's generated files from the route
// declarations (no server needed):
//   - client/src/schema.d.ts, its request and answer types, from the OpenAPI document the API serves;
//   - client/src/operations.ts, its methods (`escrow.escrows.release(…)`), one per route, named
//     by the route's `clientMethod`.
// `--check` only compares (test/client/contract.unit.test.ts runs it): the committed files
// must be what the declarations give.

const CLIENT_SRC = path.join(__dirname, '..', 'client', 'src');
const SCHEMA = path.join(CLIENT_SRC, 'schema.d.ts');
const OPERATIONS = path.join(CLIENT_SRC, 'operations.ts');

/** The document without its examples: the types keep the descriptions, and examples would only repeat each field's value in every copy of a schema. */
function withoutExamples(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutExamples);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'example' && key !== 'examples')
      .map(([key, v]) => [key, withoutExamples(v)]),
  );
}

async function schemaTypes(): Promise<string> {
  // openapi-typescript is ESM only; tsx lets this CommonJS script import it.
  const { default: openapiTS, astToString } = await import('openapi-typescript');
  const document = buildOpenApi(apiRoutes, 'https://api.example.ng/api/v1');
  const header = '// Generated from the OpenAPI document by `npm run client:types`; do not edit.\n';
  return header + astToString(await openapiTS(withoutExamples(document) as never));
}

/** One client method: its signature and the call it makes, as two lines of source. */
function methodOf(route: RouteDef, used: Set<string>): string {
  const name = route.clientMethod.split('.')[1];
  const path = openApiPath(route);
  const types = `'${path}', '${route.method}'`;
  const params = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
  const args = params.map((param) => `${param}: string`);
  const call = params.length > 0 ? [`params: { ${params.join(', ')} }`] : [];
  if (route.query) {
    used.add('Query');
    // Optional where no parameter is required.
    args.push(route.query.safeParse({}).success ? `query?: Query<${types}>` : `query: Query<${types}>`);
    call.push('query');
  }
  if (route.body) {
    used.add('Body');
    // An empty body reads as {} (api/body.ts): a body whose fields are all optional may be left out.
    args.push(route.body.safeParse({}).success ? `body: Body<${types}> = {}` : `body: Body<${types}>`);
    call.push('body');
  }
  let expression: string;
  if (isFileResponse(route.response) && route.response.stream) {
    used.add('eventStream').add('StreamItem').add('StreamOptions');
    args.push('o?: StreamOptions');
    expression = `eventStream(this.options, { method: '${route.method}', path: '${path}', ${call.join(', ')} }, o?.signal, o?.onOpen) as AsyncGenerator<StreamItem<'${path}'>>`;
  } else if (isFileResponse(route.response)) {
    used.add('download');
    expression = `download(this.options, { method: '${route.method}', path: '${path}', ${call.join(', ')} })`;
  } else {
    if (route.method === 'post') {
      used.add('Options');
      args.push('o?: Options');
      call.push('...o');
    }
    expression = `this.request('${route.method}', '${path}'${call.length > 0 ? `, { ${call.join(', ')} }` : ''})`;
  }
  const doc = route.summary.replace(/\*\//g, '*\\/');
  return `    /** ${doc} */\n    ${name}: (${args.join(', ')}) =>\n      ${expression.replace(/, \}/g, ' }')},\n`;
}

function clientOperations(routes: RouteDef[]): string {
  const used = new Set<string>();
  const groups = new Map<string, string[]>();
  for (const route of routes) {
    const group = route.clientMethod.split('.')[0];
    groups.set(group, [...(groups.get(group) ?? []), methodOf(route, used)]);
  }
  const fromHttp = ['ClientOptions', 'download', 'eventStream'].filter((name) => name === 'ClientOptions' || used.has(name));
  const fromTypes = ['Body', 'Call', 'Data', 'Method', 'Options', 'Path', 'Query', 'StreamItem', 'StreamOptions'].filter(
    (name) => ['Call', 'Data', 'Method', 'Path'].includes(name) || used.has(name),
  );
  const members = [...groups].map(([group, methods]) => `  readonly ${group} = {\n${methods.join('')}  };\n`);
  return [
    '// Generated from the route declarations (api/routes/*/routes.ts) by `npm run client:types`; do not edit.',
    `import { ${fromHttp.join(', ')} } from './http';`,
    `import type { ${fromTypes.join(', ')} } from './types';`,
    '',
    '/** One method per operation of the API, grouped by resource; EscrowClient (index.ts) sends them. */',
    'export abstract class Operations {',
    '  protected abstract readonly options: ClientOptions;',
    '',
    '  /** Any operation of the document, typed by its path and method. */',
    '  abstract request<P extends Path, M extends Method>(method: M, path: P, call?: Call<P, M>): Promise<Data<P, M>>;',
    '',
    members.join('\n') + '}',
    '',
  ].join('\n');
}

/** The file as Prettier lays it out (the repository's settings), so `npm run format` leaves it as generated. */
async function formatted(target: string, source: string): Promise<string> {
  const prettier = await import('prettier');
  return prettier.format(source, { ...(await prettier.resolveConfig(target)), filepath: target });
}

async function main(): Promise<void> {
  const files = [
    // openapi-typescript's own layout; .prettierignore leaves this file to it.
    { target: SCHEMA, source: await schemaTypes() },
    { target: OPERATIONS, source: await formatted(OPERATIONS, clientOperations(apiRoutes)) },
  ];
  const name = (target: string) => path.relative(process.cwd(), target);
  if (process.argv.includes('--check')) {
    const stale = files.filter(({ target, source }) => (fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '') !== source);
    if (stale.length > 0) {
      console.error(
        `${stale.map(({ target }) => name(target)).join(', ')} out of date with the route declarations: run \`npm run client:types\``,
      );
      process.exit(1);
    }
    console.log("the client's generated files match the route declarations");
    return;
  }
  for (const { target, source } of files) {
    fs.writeFileSync(target, source);
    console.log(`wrote ${name(target)}`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
