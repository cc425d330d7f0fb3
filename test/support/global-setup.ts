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

// Once per run of the integration tests: a fresh database, one Temporal dev server, one
// workflow bundle. Test files read what they need from the TEST_* variables set here; the unit
// tests (*.unit.test.ts) need none of it.
export default async function globalSetup(): Promise<void> {
  const databaseServer = await startTestDatabaseServer();
  const base = databaseServer.baseUrl;
  const name = `escrow_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const databaseUrl = `${base}/${name}`;
  await ensureDatabase(databaseUrl);
  const sql = createSql(databaseUrl, { max: 1 });
  await migrate(sql);
  await sql.end();

  const env = await TestWorkflowEnvironment.createLocal({ server: testDevServer() });

  const bundlePath = path.join(os.tmpdir(), `${name}-workflows.js`);
  fs.writeFileSync(bundlePath, await bundleWorkflows());

  process.env.TEST_DATABASE_URL = databaseUrl;
  if (databaseServer.socketDir) process.env.TEST_DATABASE_SOCKET_DIR = databaseServer.socketDir;
  process.env.TEST_TEMPORAL_ADDRESS = env.address;
  process.env.TEST_WORKFLOW_BUNDLE = bundlePath;
  process.env.MASTER_KEY = randomBytes(32).toString('hex');
  (globalThis as Record<string, unknown>).__escrowTest = { env, databaseUrl, bundlePath, base, name, databaseServer };
}
