import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { apiRoutes } from '../../api/routes';
import { releaseEscrowRoute } from '../../api/routes/escrows/routes';
import { EscrowClient } from '../../client/src';

// The typed client follows the route declarations: its generated types are the OpenAPI
// document's and its generated methods one per route (`npm run client:types` regenerates
// both), each named by the route's clientMethod.

const root = path.resolve(__dirname, '../..');

test('the committed client types and methods match the route declarations', () => {
  const out = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/client-types.ts', '--check'], { cwd: root, encoding: 'utf8' });
  expect(out).toContain('match the route declarations');
});

test('every route has a client method of its own', () => {
  const client = new EscrowClient({ secretKey: 'sk_test_x' }) as unknown as Record<string, Record<string, unknown>>;
  const names = apiRoutes.map((route) => route.clientMethod);
  expect(new Set(names).size).toBe(names.length);
  const missing = names.filter((name) => {
    const [group, method] = name.split('.');
    return typeof client[group]?.[method] !== 'function';
  });
  expect(missing).toEqual([]);
  expect(releaseEscrowRoute.clientMethod).toBe('escrows.release');
});
