import { Runtime } from '@temporalio/worker';
import { liveProviderSettings, loadConfig } from '../src/config';
import { createSql } from '../src/db';
import { loadMasterKey } from '../src/keys';
import { createLogger } from '../src/logger';
import { connectToTemporal } from './connect';
import { createWorker } from './create-worker';
import { connectClient } from '../temporal/client';
import { ensureReconciliationSchedules } from '../temporal/reconciliation-schedule';
import type { Plane } from '../src/keys';
import { sdkLogger } from './sdk-logger';
import { workerTelemetry } from './telemetry';

// The worker process: runs workflows and activities until SIGINT/SIGTERM, then drains.
async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel, 'worker');
  Runtime.install({ logger: sdkLogger(logger), telemetryOptions: workerTelemetry(config.workerMetricsAddress) });
  const sql = createSql(config.databaseUrl, { max: 10, genericPlans: true });
  const connection = await connectToTemporal(config.temporalAddress, logger);
  // The outbox relay hands failed webhook streams to their retry workflows through a client.
  const temporal = await connectClient(config.temporalAddress, config.temporalNamespace);
  const worker = await createWorker({
    connection,
    namespace: config.temporalNamespace,
    taskQueue: config.taskQueue,
    temporal,
    webhookRetryIntervalSeconds: config.webhookRetryIntervalSeconds,
    logger,
    maxCachedWorkflows: config.workerMaxCachedWorkflows,
    faultKillAfter: process.env.FAULT_KILL_AFTER,
    // Tests start many worker processes: a bundle built once spares each its own bundling.
    workflowBundle: process.env.WORKFLOW_BUNDLE_PATH ? { codePath: process.env.WORKFLOW_BUNDLE_PATH } : undefined,
    deps: {
      sql,
      delivery: {
        masterKey: loadMasterKey(config.masterKey),
        allowPrivateTargets: config.webhookAllowPrivateTargets,
        timeoutMs: config.webhookTimeoutMs,
      },
      providerSecretKey: config.providerSecretIsSandbox ? undefined : config.providerSecretKey,
      sandboxTransferEventDelayMs: config.sandboxTransferEventDelayMs,
      live: liveProviderSettings(config),
    },
  });
  // The daily reconciliation's schedules, one per plane whose provider records this worker
  // reads: kept beside the polling (a Temporal that is slow to answer delays no task), retried
  // until Temporal takes them.
  const planes = (['live', 'test'] as Plane[]).filter((plane) => worker.reconciles(plane));
  void keepSchedules(() => ensureReconciliationSchedules(temporal, { taskQueue: config.taskQueue, planes }), logger);
  logger.info(
    {
      taskQueue: config.taskQueue,
      maxCachedWorkflows: config.workerMaxCachedWorkflows,
      address: config.temporalAddress,
      metrics: config.workerMetricsAddress ? `http://${config.workerMetricsAddress}/metrics` : 'off',
    },
    'worker started',
  );
  await worker.run(); // Runtime handles SIGINT/SIGTERM with a graceful shutdown
  await temporal.connection.close();
  await connection.close();
  await sql.end({ timeout: 5 });
  logger.info('worker stopped');
}

async function keepSchedules(ensure: () => Promise<string[]>, logger: ReturnType<typeof createLogger>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      logger.info({ schedules: await ensure() }, 'reconciliation schedules kept');
      return;
    } catch (err) {
      logger.warn({ err: String(err), attempt }, 'reconciliation schedules not kept yet; trying again');
      await new Promise((resolve) => setTimeout(resolve, Math.min(60_000, 1000 * 2 ** attempt)).unref());
    }
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
