import { NativeConnection, Worker } from '@temporalio/worker';
import { DEFAULT_WORKFLOW_WAIT_MS } from '../../src/config';
import { balancesOf, escrowBody } from '../support/escrows';
import { expectError } from '../support/expect';
import { createCustomer } from '../support/fixtures';
import type { ApiResponse } from '../support/http';
import { stackForFile } from '../support/stack';

// A worker whose workflow tasks keep failing (a bug, a deploy that cannot replay, workers
// killed while they held the task), through the real API and Temporal server: the writes that
// need those workflows answer 503 SERVICE_UNAVAILABLE with Retry-After (not 500), within the
// API's wait on Temporal (WORKFLOW_WAIT_MS), keep nothing for their Idempotency-Key, and once a
// healthy worker runs the tasks again, the retries with the same keys each move money once.
// Temporal holds updates back at once from a task's third failed attempt ("Workflow Task in
// failed state"); before that, the update waits for a task that will not complete.

jest.setTimeout(150_000);

const lines: string[] = [];
const stack = stackForFile({ worker: false, logSink: (line) => lines.push(line) });

/** The API's wait on Temporal, plus room for a loaded machine: what a client would still wait. */
const CLIENT_PATIENCE_MS = 30_000;

function expectUnavailable(res: ApiResponse): void {
  expectError(res, 503, 'SERVICE_UNAVAILABLE');
  expect(res.body.error.message).toMatch(/retry with the same Idempotency-Key/);
  expect(res.headers.get('retry-after')).toBe('1');
}

async function timed(request: Promise<ApiResponse>): Promise<{ res: ApiResponse; ms: number }> {
  const started = Date.now();
  const res = await request;
  return { res, ms: Date.now() - started };
}

/** Sends the request until it is answered with something other than 503 (each 503 as above), at most `tries` times. */
async function untilAvailable(send: () => Promise<ApiResponse>, tries = 60): Promise<ApiResponse> {
  for (let i = 0; ; i++) {
    const res = await send();
    if (res.status !== 503 || i >= tries) return res;
    expectUnavailable(res);
    await new Promise((resolve) => setTimeout(resolve, Number(res.headers.get('retry-after')) * 1000));
  }
}

test('writes on workflows whose tasks keep failing are 503 with Retry-After; the retries with the same keys succeed once it runs again', async () => {
  expect(stack.config.workflowWaitMs).toBe(DEFAULT_WORKFLOW_WAIT_MS);
  // A held escrow and a wallet, made by a healthy worker.
  await stack.startWorker();
  const payer = await createCustomer(stack.api);
  const payee = await createCustomer(stack.api);
  expect((await stack.api.post(`/wallets/${payer.walletId}/credits`, { amount: 20_000 })).status).toBe(200);
  const held = await stack.api.post('/escrows', escrowBody(payer.customerId, payee.customerId, { amount: 5_000, debitPayer: true }));
  expect(held.status).toBe(201);
  const escrowId = held.body.data.escrowId as string;
  await stack.stopWorker();

  // Now a worker whose every workflow task fails polls the task queue.
  const connection = await NativeConnection.connect({ address: stack.config.temporalAddress });
  const failing = await Worker.create({
    connection,
    namespace: stack.config.temporalNamespace,
    taskQueue: stack.config.taskQueue,
    workflowsPath: require.resolve('../support/failing-workflows'),
  });
  const failingRun = failing.run();

  const credit = () => stack.api.post(`/wallets/${payer.walletId}/credits`, { amount: 10_000 }, { idempotencyKey: 'credit-while-failing' });
  const newEscrowBody = escrowBody(payer.customerId, payee.customerId, { amount: 2_000 });
  const create = () => stack.api.post('/escrows', newEscrowBody, { idempotencyKey: 'create-while-failing' });
  const release = () => stack.api.post(`/escrows/${escrowId}/release`, { amount: 1_000 }, { idempotencyKey: 'release-while-failing' });

  try {
    // The first write on each workflow waits for a task that fails, up to the API's bound
    // (the three at once: each waits on its own workflow).
    for (const { res, ms } of await Promise.all([credit, create, release].map((send) => timed(send())))) {
      expectUnavailable(res);
      expect(ms).toBeLessThan(CLIENT_PATIENCE_MS);
    }
    // Nothing was kept for the keys, so a retry runs the write again (and is 503 while the tasks fail).
    const keys = await stack.sql`select key from idempotency_keys where key like '%-while-failing'`;
    expect(keys).toEqual([]);
    expectUnavailable(await credit());
  } finally {
    failing.shutdown();
    await failingRun;
    await connection.close();
  }
  // Nothing moved meanwhile.
  expect(await balancesOf(stack.api, payer.customerId)).toEqual({ available: 19_800 - 5_000, held: 5_000 });

  // A healthy worker runs the tasks again (Temporal retries a failing task with a backoff, so a
  // few more 503s come first); each retry with its key then answers, and moves money once.
  await stack.startWorker();
  const [credited, created, released] = await Promise.all([credit, create, release].map((send) => untilAvailable(send)));
  expect(credited.status).toBe(200);
  expect(created.status).toBe(201);
  expect(released.status).toBe(200);
  expect(released.body.data).toMatchObject({ escrowId, releasedAmount: 1_000, remainingAmount: 4_000 });
  for (const send of [credit, create, release]) expect((await send()).headers.get('idempotent-replayed')).toBe('true');
  expect(await balancesOf(stack.api, payer.customerId)).toEqual({ available: 19_800 - 5_000 + 9_900, held: 4_000 });
  expect(await balancesOf(stack.api, payee.customerId)).toEqual({ available: 1_000, held: 0 });
  expect(await stack.sql`select status from escrows where reference = ${newEscrowBody.reference}`).toEqual([
    { status: 'awaiting_funding' },
  ]);

  // The API said why, in one line each, without a stack.
  const unavailable = lines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === 'dependency unavailable');
  expect(unavailable.length).toBeGreaterThanOrEqual(4);
  for (const entry of unavailable) {
    expect(entry.reason).toEqual(expect.any(String));
    expect(entry.err).toBeUndefined();
  }
  expect(lines.some((line) => /INTERNAL_ERROR|unhandled error/.test(line))).toBe(false);
});
