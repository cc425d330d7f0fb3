import { TestWorkflowEnvironment } from '@temporalio/testing';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createSql, ensureDatabase } from '../../src/db';
import { migrate } from '../../src/db/migrate';
import { startTestDatabaseServer } from './database-server';
import { testDevServer } from './dev-server';
import { bundleWorkflows } from './workflow-bundle';

// Once per run of the integration tests: a fresh database, one Temporal dev server, the
// workflow bundle and a second one with short activity timeouts (for the tests that wait for
// an activity to time out: workflow-bundle.ts). The three are made side by side. Test files
// read what they need from the TEST_* variables set here; the unit tests (*.unit.test.ts)
// need none of it.
export default async function globalSetup(): Promise<void> {
  const name = `escrow_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const database = (async () => {
    const server = await startTestDatabaseServer();
    const url = `${server.baseUrl}/${name}`;
    await ensureDatabase(url);
    const sql = createSql(url, { max: 1 });
    await migrate(sql);
    await sql.end();
    return { server, url };
  })();
  const temporal = TestWorkflowEnvironment.createLocal({ server: testDevServer() });
  const bundlePath = path.join(os.tmpdir(), `${name}-workflows.js`);
  const shortTimeoutsBundlePath = path.join(os.tmpdir(), `${name}-workflows-short-timeouts.js`);
  const bundles = (async () => {
    fs.writeFileSync(bundlePath, await bundleWorkflows());
    fs.writeFileSync(shortTimeoutsBundlePath, await bundleWorkflows({ shortActivityTimeouts: true }));
  })();
  const started = await Promise.allSettled([database, temporal, bundles]);
  const failed = started.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) {
    // What did start is stopped, so a failed setup leaves no server behind.
    if (started[0].status === 'fulfilled') await started[0].value.server.stop();
    if (started[1].status === 'fulfilled') await started[1].value.teardown();
    throw failed.reason;
  }
  const { server: databaseServer, url: databaseUrl } = await database;
  const env = await temporal;

  process.env.TEST_DATABASE_URL = databaseUrl;
  if (databaseServer.socketDir) process.env.TEST_DATABASE_SOCKET_DIR = databaseServer.socketDir;
  process.env.TEST_TEMPORAL_ADDRESS = env.address;
  process.env.TEST_WORKFLOW_BUNDLE = bundlePath;
  process.env.TEST_WORKFLOW_BUNDLE_SHORT_TIMEOUTS = shortTimeoutsBundlePath;
  process.env.MASTER_KEY = randomBytes(32).toString('hex');
  const base = databaseServer.baseUrl;
  (globalThis as Record<string, unknown>).__escrowTest = {
    env,
    databaseUrl,
    bundlePaths: [bundlePath, shortTimeoutsBundlePath],
    base,
    name,
    databaseServer,
  };
}
