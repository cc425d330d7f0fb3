import fs from 'node:fs';
import path from 'node:path';
import { apiRoutes } from '../../api/routes';
import { cancelEscrowRoute } from '../../api/routes/escrows/routes';
import { routeTable, routeTablePages, withRouteTables } from '../../scripts/docs-routes';

// The docs' route tables are generated from the route declarations (`npm run docs:routes`),
// and a route's operationId is written in its declaration only: elsewhere in the product it
// appears in generated files alone.

const ROOT = path.resolve(__dirname, '../..');

test("the docs' route tables are the ones the route declarations give (npm run docs:routes)", () => {
  const pages = routeTablePages();
  expect(pages.map((page) => path.relative(ROOT, page.file))).toContain('docs/concepts.md');
  expect(pages.filter((page) => page.committed !== page.generated).map((page) => path.relative(ROOT, page.file))).toEqual([]);
  const concepts = pages.find((page) => page.file.endsWith('concepts.md'))!.committed;
  for (const route of apiRoutes) expect(concepts).toContain(`| \`${route.operationId}\` |`);
});

test("a table that lost a row, or one route's table, is written again from the declarations", () => {
  const page = 'Intro\n<!-- routes: generated -->\n| stale |\n<!-- routes end -->\nAfter\n';
  expect(withRouteTables(page, apiRoutes)).toBe(`Intro\n<!-- routes: generated -->\n${routeTable(apiRoutes)}<!-- routes end -->\nAfter\n`);
  const escrows = routeTable(apiRoutes, 'Escrows');
  expect(escrows).toContain('| `cancelEscrow` | `POST /escrows/{escrowId}/cancel` (IK) | `escrows.cancel` |');
  expect(escrows).not.toContain('createCustomer');
  expect(routeTable([cancelEscrowRoute])).toMatch(/^\| operationId \|/);
});

/** Product source files (generated ones say so on their first line). */
function productFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : productFiles(relative);
    return /\.(ts|md)$/.test(entry.name) ? [relative] : [];
  });
}

test("an operationId is written in its route's declaration and in generated files only", () => {
  // The same word names something else there: an escrow command's kind, and the dashboard's action named after it.
  const otherMeanings: Record<string, string[]> = {
    openDispute: ['api/dashboard/pages/escrow.ts'],
    resolveDispute: ['api/dashboard/pages/escrow.ts'],
  };
  const files = ['api', 'client', 'cli', 'scripts']
    .flatMap(productFiles)
    .map((file) => ({ file, text: fs.readFileSync(path.join(ROOT, file), 'utf8') }));
  const declarations = new Map(
    files
      .filter(({ file }) => file.startsWith('api/routes/'))
      .flatMap(({ file, text }) => [...text.matchAll(/operationId: '(\w+)'/g)].map((m) => [m[1], file] as const)),
  );
  expect([...declarations.keys()].sort()).toEqual(apiRoutes.map((route) => route.operationId).sort());
  const restated = apiRoutes.flatMap(({ operationId }) =>
    files
      .filter(({ text }) => !/^\/\/ Generated /.test(text) && new RegExp(`['"\`]${operationId}['"\`]`).test(text))
      .map(({ file }) => file)
      .filter((file) => file !== declarations.get(operationId) && !(otherMeanings[operationId] ?? []).includes(file))
      .map((file) => `${operationId} in ${file}`),
  );
  expect(restated).toEqual([]);
});
