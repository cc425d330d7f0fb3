import fs from 'node:fs';
import path from 'node:path';
import { devServerArgs } from '../../scripts/start/temporal';
import { devServerFlags, FAIRNESS_SETTING, headlessDevServerArgs, TRANSFER_QUEUE_POLL_SETTING } from '../../scripts/start/dev-server-flags';
import { testDevServer } from '../support/dev-server';

// Every dev server of ours runs with the same dynamic config (devServerFlags()): npm start's,
// the bench's and chaos run's headless ones, the tests' and the one docker-compose.yml starts.
// Left out of one, that server's new workflows wait up to 50 ms for their first task
// (docs/performance.md, "Settings and why"), its search attributes are read from SQLite on use,
// and one merchant's backlog of webhook sends holds back everyone's.

/** The KEY=VALUE of each --dynamic-config-value in an argument list. */
function dynamicConfig(args: readonly string[]): string[] {
  return args.flatMap((arg, i) => (args[i - 1] === '--dynamic-config-value' ? [arg] : [])).sort();
}

const expected = dynamicConfig(devServerFlags());

test('the shared dynamic config lifts the transfer queue cap, keeps search attributes cached and turns fairness on', () => {
  expect(expected).toEqual([
    'history.transferProcessorMaxPollRPS=1000',
    'matching.enableFairness=true',
    'system.forceSearchAttributesCacheRefreshOnRead=false',
  ]);
  expect(expected).toContain(`${TRANSFER_QUEUE_POLL_SETTING}=1000`);
  expect(expected).toContain(`${FAIRNESS_SETTING}=true`);
});

test.each([
  ['npm start', () => devServerArgs({ dbFile: '/tmp/t.db', port: 7233, uiPort: 8233, namespace: 'default', cwd: '.' })],
  ['the bench and chaos run', () => headlessDevServerArgs(7233, [])],
  ['the tests', () => testDevServer().extraArgs ?? []],
])('%s: its dev server runs with it', (_, args) => {
  expect(dynamicConfig(args())).toEqual(expected);
});

test('docker-compose.yml starts its dev server with it', () => {
  const compose = fs.readFileSync(path.resolve(__dirname, '../../docker-compose.yml'), 'utf8');
  const listed = [...compose.matchAll(/^\s*-\s*--dynamic-config-value\s*\n\s*-\s*(\S+)\s*$/gm)].map((m) => m[1]).sort();
  expect(listed).toEqual(expected);
});
