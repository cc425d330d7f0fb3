import { idForIdempotencyKey } from '../../api/derived-ids';
import { withdrawalWorkflowId } from '../../workflows/withdrawal-messages';
import { providerReferenceOf } from '../../src/payments/references';
import { balancesOf, customerWithBalance } from '../support/escrows';
import { eventually } from '../support/eventually';
import { journalTypes } from '../support/ledger';
import { expectLedgerConsistent, startStack, Stack, WAIT_THROUGH_RECOVERY } from '../support/stack';
import { waitForWithdrawalSettled, withdrawalBody } from '../support/withdrawals';
import { killAllWorkerProcesses, killWorkerProcess, startWorkerProcess } from '../support/worker-process';

// The worker as a real OS process, killed with SIGKILL after the transfer was sent to the
// provider and before the send was recorded: the retried activity (on a new worker process)
// sends again under the same reference, the provider finds the transfer it already has, and
// the customer is paid once. Also: the full account number appears in no response, event,
// workflow history or log line (the API's and both workers', at debug level).

const ACCOUNT = '3141592653'; // distinctive, so any leak is found by a plain text search

let stack: Stack;
const apiLog: string[] = [];
beforeAll(async () => {
  stack = await startStack({ worker: false, ownDatabase: true, config: WAIT_THROUGH_RECOVERY, logSink: (line) => apiLog.push(line) });
});
afterEach(() => killAllWorkerProcesses());
afterAll(async () => {
  await expectLedgerConsistent(stack.sql);
  await stack?.stop();
});

/** Every string and every payload's bytes (decoded as UTF-8) in a workflow history, joined. */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Uint8Array) return Buffer.from(value).toString('utf8');
  if (value && typeof value === 'object') return Object.values(value).map(textOf).join('\n');
  return '';
}

/**
 * Takes the withdrawal's row lock the moment the create commits (polling for the row inside
 * an open transaction), so the transfer step, which locks the row to record the send, waits.
 */
function lockWithdrawalOnceCreated(withdrawalId: string) {
  let openGate!: () => void;
  const gate = new Promise<void>((resolve) => (openGate = resolve));
  let locked!: (pid: number) => void;
  const isLocked = new Promise<number>((resolve) => (locked = resolve));
  const holder = stack.sql.begin(async (tx) => {
    for (;;) {
      const [row] = await tx`select provider_reference from withdrawals where id = ${withdrawalId} for update`;
      if (row) {
        // The send must not have been recorded yet, or this test proves nothing.
        expect(row.provider_reference).toBeNull();
        break;
      }
    }
    const [{ pid }] = await tx`select pg_backend_pid() as pid`;
    locked(pid as number);
    await gate;
  });
  return {
    holderPid: Promise.race([isLocked, holder.then(() => -1)]),
    async unlock() {
      openGate();
      await holder;
    },
  };
}

test('killed between sending the transfer and recording it: the retry finds the same transfer, paid once', async () => {
  // The first worker never announces outcomes, so only the retried send (second worker) does.
  const first = await startWorkerProcess(stack, { env: { LOG_LEVEL: 'debug', SANDBOX_TRANSFER_EVENT_DELAY_MS: 'never' } });
  const { api, merchantId } = await stack.newMerchantClient();
  const customer = await customerWithBalance(api, 10_000);
  const idempotencyKey = 'kill-between-send-and-record';
  const withdrawalId = idForIdempotencyKey('withdrawal', { merchantId, plane: 'test' }, idempotencyKey);

  const lock = lockWithdrawalOnceCreated(withdrawalId);
  const res = await api.post('/withdrawals', withdrawalBody(customer.customerId, { amount: 4_000, accountNumber: ACCOUNT }), {
    idempotencyKey,
  });
  expect(res.status).toBe(201);
  expect(res.body.data).toMatchObject({ withdrawalId, status: 'processing', last4: '2653' });
  const holderPid = await lock.holderPid;

  // The provider has the transfer; the worker's transaction recording it waits for our lock.
  await eventually(
    () => stack.sql`select 1 from sandbox_transfers where reference = ${providerReferenceOf(withdrawalId)}`,
    (rows) => rows.length === 1,
    { what: 'the transfer to be sent', timeoutMs: 15_000, intervalMs: 20 },
  );
  await eventually(
    () => stack.sql`select pid from pg_stat_activity where ${holderPid}::int = any(pg_blocking_pids(pid))`,
    (rows) => rows.length > 0,
    { what: 'the send to wait to be recorded', timeoutMs: 15_000, intervalMs: 20 },
  );
  expect(await killWorkerProcess(first)).toEqual({ code: null, signal: 'SIGKILL' });
  await lock.unlock();
  const [unrecorded] = await stack.sql`select provider_reference, event_ids from withdrawals where id = ${withdrawalId}`;
  expect(unrecorded).toEqual({ provider_reference: null, event_ids: { 'withdrawal.created': expect.any(String) } });

  // The activity times out (10 s) and runs again on a new worker process.
  const second = await startWorkerProcess(stack, { env: { LOG_LEVEL: 'debug' } });
  const received = await waitForWithdrawalSettled(stack.receiver, withdrawalId, 40_000);
  // Delivery is at least once: the killed worker may have posted withdrawal.created and died
  // before recording it, and the retry posts it again. Receivers deduplicate by event id.
  const events = [...new Map(received.map((e) => [e.body.id, e])).values()];
  for (const e of received) expect(e.rawBody).toBe(events.find((u) => u.body.id === e.body.id)!.rawBody);
  expect(events.map((e) => e.body.type)).toEqual(['withdrawal.created', 'withdrawal.processing', 'withdrawal.completed']);

  const transfers =
    await stack.sql`select reference, requests, amount from sandbox_transfers where reference = ${providerReferenceOf(withdrawalId)}`;
  expect(transfers).toEqual([{ reference: providerReferenceOf(withdrawalId), requests: 2, amount: 400_000n }]); // asked twice, one transfer
  expect(await journalTypes(stack.sql, withdrawalId)).toEqual(['withdrawal', 'withdrawal_completed']);
  expect(await balancesOf(api, customer.customerId)).toEqual({ available: 9_900 - 4_012.5, held: 0 });

  const handle = stack.temporal.workflow.getHandle(withdrawalWorkflowId(withdrawalId));
  await handle.result();
  const history = await handle.fetchHistory();
  const sendAttempts = (history.events ?? [])
    .filter((e) => e.activityTaskStartedEventAttributes)
    .map((e) => e.activityTaskStartedEventAttributes!.attempt);
  expect(sendAttempts).toContain(2);

  // Nowhere in plain text: responses, stored events and webhooks, the workflow history, logs.
  const leaks = {
    response: res.text.includes(ACCOUNT),
    read: (await api.get(`/withdrawals/${withdrawalId}`)).text.includes(ACCOUNT),
    list: (await api.get('/withdrawals')).text.includes(ACCOUNT),
    storedEvents: JSON.stringify(await stack.sql`select data, meta from events where merchant_id = ${merchantId}`).includes(ACCOUNT),
    webhooks: events.some((e) => e.rawBody.includes(ACCOUNT)),
    history: textOf(history).includes(ACCOUNT),
    apiLog: apiLog.some((line) => line.includes(ACCOUNT)),
    workerLogs: [...first.output, ...second.output].some((line) => line.includes(ACCOUNT)),
  };
  expect(leaks).toEqual({
    response: false,
    read: false,
    list: false,
    storedEvents: false,
    webhooks: false,
    history: false,
    apiLog: false,
    workerLogs: false,
  });
  // The searches are real: the history does carry the request (last4), the logs the route.
  expect(textOf(history)).toContain('"last4":"2653"');
  expect(apiLog.some((line) => line.includes('/withdrawals'))).toBe(true);
});
