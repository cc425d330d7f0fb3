import { TestWorkflowEnvironment } from '@temporalio/testing';
import { randomUUID } from 'node:crypto';
import { redeliverThroughWorkflow } from '../../api/event-calls';
import { createSql, Sql } from '../../src/db';
import { parseMasterKey } from '../../src/keys';
import { createWorker, ServiceWorker } from '../../worker/create-worker';
import { testDevServer } from '../support/dev-server';
import { streamsOfOneMerchant } from '../support/outbox-events';
import { expectLedgerConsistent, quietRuntime } from '../support/stack';
import { ReceivedWebhook, WebhookReceiver } from '../support/webhook-receiver';
import { testWorkflowBundlePath } from '../support/workflow-bundle';

// Webhook sends that back up in Temporal's queue go out by merchant in turn: every retry and
// redelivery runs in its merchant's turn (temporal/merchant-runs.ts, its fairness key) and our
// dev servers run with fairness on (devServerDynamicConfig). This file's server keeps each task
// queue in one partition: spread over the default four, a queue's order is only roughly FIFO
// (or fair), and the tests could not tell the two apart.

const onePartition = ['matching.numTaskqueueReadPartitions=1', 'matching.numTaskqueueWritePartitions=1'].flatMap((v) => [
  '--dynamic-config-value',
  v,
]);

/** Streams of the merchant whose endpoint is slow: more than half of them queued is first come, first served. */
const BACKLOG = 16;

const masterKey = parseMasterKey(process.env.MASTER_KEY!);
const taskQueue = `fair-sends-${randomUUID()}`;
let env: TestWorkflowEnvironment;
let sql: Sql;
let worker: ServiceWorker;
let running: Promise<void>;
const receivers: WebhookReceiver[] = [];
const slowMerchants: string[] = [];

beforeAll(async () => {
  quietRuntime();
  env = await TestWorkflowEnvironment.createLocal({ server: testDevServer(onePartition) });
  sql = createSql(process.env.TEST_DATABASE_URL!, { max: 5 });
  worker = await createWorker({
    connection: env.nativeConnection,
    namespace: env.namespace ?? 'default',
    taskQueue,
    temporal: env.client,
    webhookRetryIntervalSeconds: 1,
    // One send at a time, so the sends' order is the queue's.
    webhookSendSlots: 1,
    workflowBundle: { codePath: testWorkflowBundlePath() },
    deps: { sql, delivery: { masterKey, allowPrivateTargets: true, timeoutMs: 5_000 } },
    // Only the tests' kicks: the sweep would take other files' streams.
    relay: { staleAfterMs: 600_000, retriesLostAfterMs: 600_000 },
  });
  running = worker.run();
});
afterAll(async () => {
  worker?.shutdown();
  await running;
  await Promise.all(receivers.map((r) => r.stop()));
  await env?.teardown();
  await sql?.end({ timeout: 5 });
});
afterEach(async () => {
  // The slow merchant's retries have nothing left to send: they end at their next attempt.
  await sql`update events set delivery_status = 'failed' where merchant_id = any(${slowMerchants}) and delivery_status = 'pending'`;
  await expectLedgerConsistent(sql);
});

async function newReceiver(): Promise<WebhookReceiver> {
  const receiver = new WebhookReceiver();
  await receiver.start();
  receivers.push(receiver);
  return receiver;
}

/**
 * A merchant whose endpoint fails every send after 300 ms (holding the one send slot that
 * long), with BACKLOG streams kicked: resolves once every first attempt failed and the first
 * retry went out, when the other retries are all queued.
 */
async function slowMerchantsRetriesQueued(): Promise<WebhookReceiver> {
  const slow = await newReceiver();
  for (let i = 0; i < BACKLOG * 4; i++) slow.respondSlowly(300, 500);
  const streams = await streamsOfOneMerchant(sql, masterKey, slow.url, BACKLOG);
  slowMerchants.push(streams[0].merchantId);
  for (const { stream } of streams) worker.relay.kick(stream);
  await slow.waitFor((received) => received.length > BACKLOG, 20_000);
  return slow;
}

/** The slow merchant's retries that went out before `send`. */
const retriesBefore = (slow: WebhookReceiver, send: ReceivedWebhook) =>
  slow.received.slice(BACKLOG).filter((r) => r.receivedAt < send.receivedAt).length;

test("a merchant's retry is sent before another merchant's backlog of retries has gone out", async () => {
  const other = await newReceiver();
  other.respondWith(500, 200); // its first attempt fails, its retry is delivered
  const [otherStream] = await streamsOfOneMerchant(sql, masterKey, other.url, 1);
  const slow = await slowMerchantsRetriesQueued();

  worker.relay.kick(otherStream.stream);
  const [, retry] = await other.waitFor((received) => received.length === 2, 30_000);

  expect(retry.body.id).toBe(otherStream.eventIds[0]);
  // First come, first served, all 16 would have gone out first; in turn, a few at most.
  expect(retriesBefore(slow, retry)).toBeGreaterThanOrEqual(1);
  expect(retriesBefore(slow, retry)).toBeLessThanOrEqual(BACKLOG / 2);
});

test("a merchant's redelivery is sent before another merchant's backlog of retries has gone out", async () => {
  const other = await newReceiver();
  const [otherStream] = await streamsOfOneMerchant(sql, masterKey, other.url, 1);
  worker.relay.kick(otherStream.stream);
  await other.waitFor((received) => received.length === 1); // delivered: its delivery is over
  const slow = await slowMerchantsRetriesQueued();

  const owner = { merchantId: otherStream.merchantId, plane: 'test' as const };
  const eventId = otherStream.eventIds[0];
  const redelivered = await redeliverThroughWorkflow(
    { sql, temporal: env.client, config: { taskQueue } },
    owner,
    other.url,
    eventId,
    randomUUID(),
  );

  expect(redelivered.redelivery).toEqual({ attempt: 2, status: 'delivered' });
  const [, resent] = other.received;
  expect(resent.body.id).toBe(eventId);
  expect(retriesBefore(slow, resent)).toBeLessThanOrEqual(BACKLOG / 2);
});
