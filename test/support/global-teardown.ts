import type { TestWorkflowEnvironment } from '@temporalio/testing';
import fs from 'node:fs';
import postgres from 'postgres';
import type { TestDatabaseServer } from './database-server';

export default async function globalTeardown(): Promise<void> {
  const state = (globalThis as Record<string, unknown>).__escrowTest as
    { env: TestWorkflowEnvironment; bundlePaths: string[]; base: string; name: string; databaseServer: TestDatabaseServer } | undefined;
  if (!state) return;
  await state.env.teardown();
  for (const bundlePath of state.bundlePaths) fs.rmSync(bundlePath, { force: true });
  // The run's own embedded server goes as a whole; on a configured one only the run's database.
  if (state.databaseServer.embedded) await state.databaseServer.stop();
  else if (process.env.KEEP_TEST_DATABASE !== 'true') {
    const admin = postgres(`${state.base}/postgres`, { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database if exists "${state.name}" with (force)`);
    await admin.end();
  }
}
