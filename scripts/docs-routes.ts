import fs from 'node:fs';
import path from 'node:path';
import { openApiPath, RouteDef } from '../api/route';
import { apiRoutes } from '../api/routes';

// `npm run docs:routes`: rewrites the route tables of docs/*.md from the route declarations.
// A table lives between `<!-- routes: generated … -->` (or `<!-- routes Escrows: … -->` for
// one tag's routes) and `<!-- routes end -->`. `--check` only compares
// (test/docs/routes-table.unit.test.ts): the committed tables must be what the declarations give.

export const DOCS_DIR = path.join(__dirname, '..', 'docs');
const TABLE = /(<!-- routes(?: (\w+))?: generated[^>]*-->\n)[\s\S]*?(<!-- routes end -->)/g;

const cell = (text: string) => text.replace(/\|/g, '\\|');

/** The table of the routes (all, or one tag's): operationId, request, client method, summary. */
export function routeTable(routes: readonly RouteDef[], tag?: string): string {
  const rows = routes
    .filter((route) => tag === undefined || route.tag === tag)
    .map((route) => {
      const marks = [route.idempotent ? 'IK' : '', route.sandboxOnly ? 'test keys only' : ''].filter(Boolean).join(', ');
      const request = `\`${route.method.toUpperCase()} ${openApiPath(route)}\`${marks ? ` (${marks})` : ''}`;
      return `| \`${route.operationId}\` | ${request} | \`${route.clientMethod}\` | ${cell(route.summary)} |`;
    });
  if (rows.length === 0) throw new Error(`no route has the tag ${tag}`);
  return ['| operationId | request | client method | what it does |', '|---|---|---|---|', ...rows, ''].join('\n');
}

/** A page with each of its route tables as the declarations give it. */
export function withRouteTables(page: string, routes: readonly RouteDef[]): string {
  return page.replace(TABLE, (_all, begin: string, tag: string | undefined, end: string) => `${begin}${routeTable(routes, tag)}${end}`);
}

/** The docs pages that hold a route table, each with its text as committed and as generated. */
export function routeTablePages(routes: readonly RouteDef[] = apiRoutes): Array<{ file: string; committed: string; generated: string }> {
  return fs
    .readdirSync(DOCS_DIR)
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.join(DOCS_DIR, name))
    .map((file) => ({ file, committed: fs.readFileSync(file, 'utf8') }))
    .filter(({ committed }) => new RegExp(TABLE.source).test(committed))
    .map(({ file, committed }) => ({ file, committed, generated: withRouteTables(committed, routes) }));
}

function main(): void {
  const pages = routeTablePages();
  const name = (file: string) => path.relative(process.cwd(), file);
  if (process.argv.includes('--check')) {
    const stale = pages.filter((page) => page.committed !== page.generated);
    if (stale.length > 0) {
      console.error(`${stale.map((page) => name(page.file)).join(', ')}: route tables out of date: run \`npm run docs:routes\``);
      process.exit(1);
    }
    console.log(`route tables of ${pages.map((page) => name(page.file)).join(', ')} match the route declarations`);
    return;
  }
  for (const page of pages) {
    if (page.committed !== page.generated) fs.writeFileSync(page.file, page.generated);
    console.log(`${page.committed === page.generated ? 'unchanged' : 'wrote'} ${name(page.file)}`);
  }
}

if (require.main === module) main();
