import { Connection } from '@temporalio/client';
import { temporalCliPath } from '../../src/temporal-binaries';
import { devServerFlags, persistedStateFlags } from './dev-server-flags';
import { Child, spawnChild } from './children';
import { waitUntil } from './wait';

export type DevServerSettings = {
  dbFile: string;
  port: number;
  uiPort: number;
  namespace: string;
  cwd: string;
};

/**
 * The Temporal dev server with its Web UI, state persisted in `dbFile` so workflows survive
 * a restart. Registering the search attributes again on an existing database is a no-op
 * (verified with CLI 1.9.1), so every start passes the same flags.
 */
export function startDevServer(settings: DevServerSettings): Child {
  return spawnChild('temporal', temporalCliPath(), devServerArgs(settings), {
    cwd: settings.cwd,
    env: process.env,
    // While stopping, its internal workers log "Failed to poll" warnings; only errors matter then.
    showWhileStopping: (line) => !/\blevel=(WARN|INFO|DEBUG)\b/.test(line),
  });
}

/** The `temporal` arguments of npm start's dev server (with its Web UI). */
export function devServerArgs(settings: DevServerSettings): string[] {
  return [
    'server',
    'start-dev',
    ...persistedStateFlags(settings.dbFile),
    '--port',
    String(settings.port),
    '--ui-port',
    String(settings.uiPort),
    '--ip',
    '127.0.0.1',
    '--namespace',
    settings.namespace,
    '--log-level',
    'warn',
    ...devServerFlags(),
  ];
}

/** Waits until the frontend answers and the namespace exists. */
export async function waitForTemporal(
  address: string,
  namespace: string,
  options: { timeoutMs: number; abortReason?: () => string | undefined },
): Promise<void> {
  await waitUntil(
    async () => {
      const connection = await Connection.connect({ address, connectTimeout: '2s' });
      try {
        await connection.workflowService.getSystemInfo({});
        await connection.workflowService.describeNamespace({ namespace });
        return true;
      } finally {
        await connection.close();
      }
    },
    { what: `Temporal at ${address}`, intervalMs: 300, ...options },
  );
}

// Proto enum values (@temporalio/proto is not a direct dependency).
const TASK_QUEUE_KIND_NORMAL = 1;
const TASK_QUEUE_TYPE_WORKFLOW = 1;

/**
 * Waits until the worker process `pid` polls the task queue, so the first request after the
 * banner does not sit waiting for a worker. Matching on the pid part of the default worker
 * identity (`pid@host`) ignores pollers a previous run left in the persisted server state.
 */
export async function waitForWorkerPoller(
  address: string,
  namespace: string,
  taskQueue: string,
  pid: number,
  options: { timeoutMs: number; abortReason?: () => string | undefined },
): Promise<void> {
  const connection = await Connection.connect({ address });
  try {
    await waitUntil(
      async () => {
        const response = await connection.workflowService.describeTaskQueue({
          namespace,
          taskQueue: { name: taskQueue, kind: TASK_QUEUE_KIND_NORMAL },
          taskQueueType: TASK_QUEUE_TYPE_WORKFLOW,
        });
        return (response.pollers ?? []).some((p) => p.identity?.startsWith(`${pid}@`));
      },
      { what: `the worker to poll task queue "${taskQueue}"`, intervalMs: 300, ...options },
    );
  } finally {
    await connection.close();
  }
}
