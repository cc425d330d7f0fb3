import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildOpenApi } from '../../api/openapi';
import { apiRoutes } from '../../api/routes';

// The typed client follows the OpenAPI document: its generated types are the document's
// (`npm run client:types` regenerates them), and every operation has a method.

const root = path.resolve(__dirname, '../..');

test('the committed client types match the OpenAPI document', () => {
  const out = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/client-types.ts', '--check'], { cwd: root, encoding: 'utf8' });
  expect(out).toContain('matches the OpenAPI document');
});

test('every operation of the document has a client method', () => {
  const document = buildOpenApi(apiRoutes, 'https://api.example.ng/api/v1') as { paths: Record<string, Record<string, unknown>> };
  const source = fs.readFileSync(path.join(root, 'client/src/index.ts'), 'utf8');
  const operations = Object.entries(document.paths).flatMap(([p, methods]) => Object.keys(methods).map((m) => `${m} ${p}`));
  // Each method is declared as this.request('<method>', '<path>', ...) or download(... method: '<method>', path: '<path>').
  const declared = new Set([
    ...[...source.matchAll(/request\('(\w+)', '([^']+)'/g)].map((m) => `${m[1]} ${m[2]}`),
    ...[...source.matchAll(/method: '(\w+)', path: '([^']+)'/g)].map((m) => `${m[1]} ${m[2]}`),
  ]);
  expect(operations.filter((o) => !declared.has(o))).toEqual([]);
});
