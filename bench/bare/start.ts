import { Client, Connection } from '@temporalio/client';
import path from 'node:path';
import type { ProcessGroup } from '../lib/processes';
import { freePort, waitForHealth, waitForPollers } from '../lib/readiness';
import { BARE_TASK_QUEUE } from './messages';

/** What the bare scenarios drive: the bench's Temporal server through a client, and the bare read server. */
export type BareTarget = { temporal: Client; readBaseUrl: string };

export type BareSetup = {
  processes: ProcessGroup;
  /** The service's environment (database, Temporal address and namespace): same server, same database. */
  env: NodeJS.ProcessEnv;
  temporal: Connection;
  namespace: string;
  merchantId: string;
};

/**
 * Starts the bare worker and the bare read server as processes of the bench's group (so they
 * are stopped and watched like the service's). Returns once both can be started; `ready`
 * resolves when the worker polls and the read server answers.
 */
export async function startBareProcesses(setup: BareSetup): Promise<{ ready: Promise<BareTarget> }> {
  const readPort = await freePort();
  const cwd = path.resolve(__dirname, '..', '..');
  const env = { ...setup.env, BARE_MERCHANT_ID: setup.merchantId };
  setup.processes.startScript('bare-worker', 'bench/bare/worker.ts', env, cwd);
  setup.processes.startScript('bare-read', 'bench/bare/read-server.ts', { ...env, PORT: String(readPort) }, cwd);
  const readBaseUrl = `http://127.0.0.1:${readPort}`;
  const ready = Promise.all([
    waitForPollers(setup.temporal, setup.namespace, BARE_TASK_QUEUE, 'bare worker'),
    waitForHealth(`${readBaseUrl}/health`, 'bare read server /health'),
  ]).then(() => ({ temporal: new Client({ connection: setup.temporal, namespace: setup.namespace }), readBaseUrl }));
  return { ready };
}
