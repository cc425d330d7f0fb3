import type { Client } from '@temporalio/client';
import { NativeConnection, Runtime, Worker, WorkerOptions } from '@temporalio/worker';
import type { Logger } from 'pino';
import pino from 'pino';
import { createActivities, ActivityDeps } from '../activities';
import type { Plane } from '../src/keys';
import { webhookOutcomeCounter } from '../activities/webhooks';
import { OutboxRelay, RelaySettings } from '../src/webhooks/relay';
import {
  webhookRetriesWorkflowId,
  WebhookRetriesInput,
  webhookSendsTaskQueue,
  webhookSettings,
} from '../workflows/webhook-retries-messages';
import { signalThroughTemporal } from '../temporal/provider-signallers';
import { startWorkflow } from '../temporal/workflow-starts';
import { faultInjection, webhookSendFault } from './fault-injection';
import { memoryGauges } from './memory-gauges';
import { outboxKicks } from './outbox-kicks';
import { merchantsTurn } from '../temporal/merchant-runs';

export type WorkerSetup = {
  connection: NativeConnection;
  namespace: string;
  taskQueue: string;
  deps: ActivityDeps;
  /** Starts the retry workflows the outbox relay hands failed streams to (same namespace). */
  temporal: Client;
  /** WEBHOOK_RETRY_INTERVAL_SECONDS: the pause between attempts of one event. */
  webhookRetryIntervalSeconds: number;
  logger?: Logger;
  /** Overrides of the relay's defaults (tests sweep sooner). */
  relay?: Partial<RelaySettings>;
  /** A prebuilt bundle (tests build one for all files); else workflows are bundled now. */
  workflowBundle?: { codePath: string };
  /** Sends the webhook sends' worker runs at once; unset: the SDK's default, 100 (tests take fewer, to see a backlog). */
  webhookSendSlots?: number;
  /** WORKER_MAX_CACHED_WORKFLOWS; unset: the SDK's default, sized from the machine's memory. */
  maxCachedWorkflows?: number;
  /** FAULT_KILL_AFTER (crash tests only): see fault-injection.ts. */
  faultKillAfter?: string;
};

/** The worker, the webhook sends' activity-only worker and the outbox relay; `run` runs them until shutdown. */
export type ServiceWorker = {
  /** The worker of every workflow and activity but the retries' webhook sends. */
  worker: Worker;
  relay: OutboxRelay;
  /** Runs both workers and the relay until `shutdown` (or SIGINT/SIGTERM), then drains. */
  run(): Promise<void>;
  shutdown: () => void;
  /** Whether this worker can reconcile the plane (it has the provider's records of it). */
  reconciles(plane: Plane): boolean;
};

/** The relay's defaults (docs/decisions.md "Webhooks"); tests override some. */
function relaySettings(setup: Pick<WorkerSetup, 'webhookRetryIntervalSeconds' | 'deps' | 'relay'>): RelaySettings {
  const pauseMs = setup.webhookRetryIntervalSeconds * 1000;
  return {
    // A slot waits on the merchant's endpoint, holding no connection: a receiver that answers
    // after the 5 s timeout holds one for 5 s (docs/performance.md "Settings and why").
    concurrency: 32,
    sweepIntervalMs: 2_000,
    staleAfterMs: 3_000,
    // Retries make an attempt at least every pause (+ the send's timeout); two pauses without one: lost.
    retriesLostAfterMs: 2 * pauseMs + setup.deps.delivery.timeoutMs,
    ...setup.relay,
  };
}

export async function createWorker(setup: WorkerSetup): Promise<ServiceWorker> {
  const logger = setup.logger ?? pino({ level: 'silent' });
  const countWebhookOutcome = webhookOutcomeCounter(
    Runtime.instance().metricMeter.withTags({ namespace: setup.namespace, task_queue: setup.taskQueue }),
  );
  const relay = new OutboxRelay({
    sql: setup.deps.sql,
    delivery: setup.deps.delivery,
    settings: relaySettings(setup),
    logger,
    onOutcome: countWebhookOutcome,
    afterSend: webhookSendFault(setup.faultKillAfter),
    startRetries: async (stream, merchantId) => {
      const input: WebhookRetriesInput = { stream, webhooks: webhookSettings(setup.webhookRetryIntervalSeconds) };
      await startWorkflow(setup.temporal.workflow, 'webhookRetriesWorkflow', {
        taskQueue: setup.taskQueue,
        workflowId: webhookRetriesWorkflowId(stream),
        args: [input],
        // No search attributes: the time-skipping test server runs these and has none registered.
        ...merchantsTurn(merchantId),
        // Retries already running for this stream carry on; the hand-over is idempotent.
        workflowIdConflictPolicy: 'USE_EXISTING',
      });
    },
  });
  const activities = createActivities(
    {
      // Heals of missed deposits start their wallet-credit workflows, and reversals new runs of
      // their withdrawal's workflow, on this worker's task queue.
      healSignalThrough: (client) =>
        signalThroughTemporal(
          client,
          { taskQueue: setup.taskQueue, webhookRetryIntervalSeconds: setup.webhookRetryIntervalSeconds },
          { taskQueue: setup.taskQueue },
        ),
      ...setup.deps,
      countWebhookOutcome,
      logger,
    },
    (client) => signalThroughTemporal(client, undefined, { taskQueue: setup.taskQueue }),
  );
  // Every activity but the webhook sends (retries, redeliveries), which only the webhook sends' worker below runs.
  const { deliverOutbox, redeliverEvent, ...mainActivities } = activities;
  const options: WorkerOptions = {
    connection: setup.connection,
    namespace: setup.namespace,
    taskQueue: setup.taskQueue,
    activities: mainActivities,
    // Fault injection first, so a crash test's kill comes before the kick, as a real crash would.
    interceptors: { activity: [outboxKicks(relay), ...faultInjection(setup.faultKillAfter)] },
    ...(setup.maxCachedWorkflows !== undefined ? { maxCachedWorkflows: setup.maxCachedWorkflows } : {}),
    ...(setup.workflowBundle ? { workflowBundle: setup.workflowBundle } : { workflowsPath: require.resolve('../workflows') }),
  };
  const worker = await Worker.create(options);
  // Webhook sends poll a queue of their own (no workflows): an endpoint that answers only at the
  // timeout holds one of its slots 5 s a send, and payouts keep theirs.
  const webhookSends = await Worker.create({
    connection: setup.connection,
    namespace: setup.namespace,
    taskQueue: webhookSendsTaskQueue(setup.taskQueue),
    activities: { deliverOutbox, redeliverEvent },
    ...(setup.webhookSendSlots !== undefined ? { maxConcurrentActivityTaskExecutions: setup.webhookSendSlots } : {}),
    interceptors: { activity: faultInjection(setup.faultKillAfter) },
  });
  const workers = [worker, webhookSends];
  const shutdown = () => workers.forEach((w) => w.getState() === 'RUNNING' && w.shutdown());
  return {
    worker,
    relay,
    shutdown,
    // The sandbox keeps the test plane's books; the live plane's are Paystack's, with a live secret.
    reconciles: (plane) =>
      setup.deps.providerRecords ? setup.deps.providerRecords(plane) !== null : plane === 'test' || Boolean(setup.deps.live),
    async run() {
      relay.start();
      const stopMemoryGauges = memoryGauges(Runtime.instance().metricMeter);
      try {
        // Either one stopping (a shutdown, a fatal error) stops the other; both drain first.
        const runs = await Promise.allSettled(workers.map((w) => w.run().finally(shutdown)));
        const failed = runs.find((r): r is PromiseRejectedResult => r.status === 'rejected');
        if (failed) throw failed.reason;
      } finally {
        stopMemoryGauges();
        await relay.stop();
      }
    },
  };
}
