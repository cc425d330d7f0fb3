import { TestWorkflowEnvironment } from '@temporalio/testing';
import { randomUUID } from 'node:crypto';
import { createSql, Sql } from '../../src/db';
import { parseMasterKey } from '../../src/keys';
import { createWorker, ServiceWorker } from '../../worker/create-worker';
import { testDevServer } from '../support/dev-server';
import { streamsOfOneMerchant } from '../support/outbox-events';
import { expectLedgerConsistent, quietRuntime } from '../support/stack';
import { WebhookReceiver } from '../support/webhook-receiver';
import { testWorkflowBundlePath } from '../support/workflow-bundle';

// Webhook sends that back up in Temporal's queue go out by merchant in turn: every retry
// workflow runs in its merchant's turn (merchantsTurn, its fairness key) and our dev servers
// run with fairness on (devServerDynamicConfig). This file's server keeps each task queue in one
// partition: spread over the default four, a queue's order is only roughly FIFO (or fair),
// and the test could not tell the two apart.

const onePartition = ['matching.numTaskqueueReadPartitions=1', 'matching.numTaskqueueWritePartitions=1'].flatMap((v) => [
  '--dynamic-config-value',
  v,
]);

const masterKey = parseMasterKey(process.env.MASTER_KEY!);
let env: TestWorkflowEnvironment;
let sql: Sql;
let worker: ServiceWorker;
let running: Promise<void>;
const slow = new WebhookReceiver();
const other = new WebhookReceiver();

beforeAll(async () => {
  quietRuntime();
  env = await TestWorkflowEnvironment.createLocal({ server: testDevServer(onePartition) });
  sql = createSql(process.env.TEST_DATABASE_URL!, { max: 5 });
  await Promise.all([slow.start(), other.start()]);
  worker = await createWorker({
    connection: env.nativeConnection,
    namespace: env.namespace ?? 'default',
    taskQueue: `fair-sends-${randomUUID()}`,
    temporal: env.client,
    webhookRetryIntervalSeconds: 1,
    // One send at a time, so the sends' order is the queue's.
    webhookSendSlots: 1,
    workflowBundle: { codePath: testWorkflowBundlePath() },
    deps: { sql, delivery: { masterKey, allowPrivateTargets: true, timeoutMs: 5_000 } },
    // Only this test's kicks: the sweep would take other files' streams.
    relay: { staleAfterMs: 600_000, retriesLostAfterMs: 600_000 },
  });
  running = worker.run();
});
afterAll(async () => {
  worker?.shutdown();
  await running;
  await Promise.all([slow.stop(), other.stop()]);
  await env?.teardown();
  await sql?.end({ timeout: 5 });
});
afterEach(() => expectLedgerConsistent(sql));

test("a merchant's retry is sent before another merchant's backlog of retries has gone out", async () => {
  const backlog = 16;
  // The first merchant's endpoint fails every send after 300 ms, holding the one send slot.
  for (let i = 0; i < backlog * 4; i++) slow.respondSlowly(300, 500);
  const slowStreams = await streamsOfOneMerchant(sql, masterKey, slow.url, backlog);
  // The other merchant's fails its first attempt and takes its retry.
  other.respondWith(500, 200);
  const [otherStream] = await streamsOfOneMerchant(sql, masterKey, other.url, 1);

  for (const { stream } of slowStreams) worker.relay.kick(stream);
  // Every first attempt failed and the first retry went out: the other retries are all queued.
  await slow.waitFor((received) => received.length > backlog, 20_000);
  worker.relay.kick(otherStream.stream);
  const [, retry] = await other.waitFor((received) => received.length === 2, 30_000);

  expect(retry.body.id).toBe(otherStream.eventIds[0]);
  const slowRetriesBefore = slow.received.slice(backlog).filter((r) => r.receivedAt < retry.receivedAt);
  // First come, first served, all 16 would have gone out first; in turn, a few at most.
  expect(slowRetriesBefore.length).toBeGreaterThanOrEqual(1);
  expect(slowRetriesBefore.length).toBeLessThanOrEqual(backlog / 2);
});
