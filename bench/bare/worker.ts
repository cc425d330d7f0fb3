import { makeTelemetryFilterString, NativeConnection, Runtime, Worker } from '@temporalio/worker';
import postgres from 'postgres';
import { createSql, postgresTarget } from '../../src/db';
import { createBareActivities } from './activities';
import { BARE_TASK_QUEUE } from './messages';

// The bare twins' worker, a process of its own like the service's worker/main.ts, with the
// same SDK settings: the same Runtime telemetry filter, Worker.create with only connection,
// namespace, task queue, activities and workflowsPath (everything else at SDK defaults, as
// in worker/create-worker.ts), and a pool of 10 connections with generic plans.
async function main() {
  const env = (name: string) =>
    process.env[name] ??
    (() => {
      throw new Error(`${name} is not set`);
    })();
  Runtime.install({ telemetryOptions: { logging: { filter: makeTelemetryFilterString({ core: 'WARN' }) } } });
  const target = postgresTarget(env('DATABASE_URL')); // the service's own reading of the URL (a Unix socket or TCP)
  const sql = postgres(target.url, {
    path: target.path,
    max: 10,
    onnotice: () => {},
    connection: { plan_cache_mode: 'force_generic_plan' },
  });
  // The service's own pool for the ledger write (BENCH_BARE_WRITE=ledger); it connects on first use.
  const ledger = { pool: createSql(env('DATABASE_URL'), { max: 10, genericPlans: true }), merchantId: env('BARE_MERCHANT_ID') };
  const connection = await NativeConnection.connect({ address: env('TEMPORAL_ADDRESS') });
  const worker = await Worker.create({
    connection,
    namespace: env('TEMPORAL_NAMESPACE'),
    taskQueue: BARE_TASK_QUEUE,
    activities: createBareActivities(sql, ledger),
    workflowsPath: require.resolve('./workflows'),
  });
  await worker.run(); // Runtime handles SIGINT/SIGTERM with a graceful shutdown
  await connection.close();
  await Promise.all([sql.end({ timeout: 5 }), ledger.pool.end({ timeout: 5 })]);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
