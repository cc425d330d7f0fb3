import { eventually } from '../support/eventually';
import { createCustomer } from '../support/fixtures';
import { ApiClient } from '../support/http';
import { closedPort } from '../support/ports';
import { expectError } from '../support/expect';
import { stackForFile } from '../support/stack';
import { withdrawalBody } from '../support/withdrawals';
import { killAllWorkerProcesses, startWorkerProcess } from '../support/worker-process';

// What the worker process writes: one JSON object per line with the level as a name (the
// API's format), the Temporal SDK's own lines included; webpack's report of the workflow
// bundle is not among them; a business refusal is one info line without a stack.

const stack = stackForFile({ worker: false });
// One worker process at a time: each test reads what its own worker said.
afterEach(killAllWorkerProcesses);

function parsed(lines: string[]): Array<Record<string, unknown>> {
  return lines.map((line) => {
    try {
      return JSON.parse(line) as Record<string, unknown>;
    } catch {
      throw new Error(`not a JSON log line: ${line}`);
    }
  });
}

test('the worker logs JSON lines with level names, no bundler report, and refusals as one info line', async () => {
  // No prebuilt bundle: the worker bundles its workflows as `npm start`'s does.
  const worker = await startWorkerProcess(stack, { env: { LOG_LEVEL: 'info', WORKFLOW_BUNDLE_PATH: '' } });

  // Refused by the withdrawal's activity: nothing to withdraw from.
  const broke = await createCustomer(stack.api);
  expectError(await stack.api.post('/withdrawals', withdrawalBody(broke.customerId, { amount: 1 })), 400, 'INSUFFICIENT_BALANCE');

  await eventually(
    () => worker.output,
    (output) => output.some((l) => l.includes('Activity refused')),
    { what: 'the refusal logged', timeoutMs: 10_000, intervalMs: 100 },
  );
  const lines = parsed(worker.output);

  expect(lines.length).toBeGreaterThan(2);
  for (const line of lines) {
    expect(['trace', 'debug', 'info', 'warn', 'error', 'fatal']).toContain(line.level);
    expect(line.service).toBe('worker');
  }
  expect(lines.map((l) => l.msg)).toEqual(expect.arrayContaining(['Workflow bundle created', 'worker started']));
  expect(worker.output.join('\n')).not.toMatch(/webpack|asset workflow-bundle|modules by path/);

  const refusals = lines.filter((l) => l.msg === 'Activity refused');
  expect(refusals).toEqual([
    expect.objectContaining({ level: 'info', code: 'INSUFFICIENT_BALANCE', status: 400, activityType: 'createWithdrawal' }),
  ]);
  expect(refusals[0]).not.toHaveProperty('err');
  expect(lines.filter((l) => l.msg === 'Activity failed')).toEqual([]);
  expect(worker.output.join('\n')).not.toMatch(/^\s+at /m); // no stack anywhere
});

test('an unreachable webhook endpoint: each failed attempt is one line (event, attempt, host, reason), no stack', async () => {
  const worker = await startWorkerProcess(stack, { env: { LOG_LEVEL: 'info', WEBHOOK_RETRY_INTERVAL_SECONDS: '1' } });
  const unreachable = `http://127.0.0.1:${await closedPort()}/hooks`;
  const merchant = await stack.newMerchant({ webhookUrl: unreachable });
  const api = new ApiClient(stack.api.baseUrl, merchant.testSecretKey);
  const { walletId } = await createCustomer(api);
  expect((await api.post(`/wallets/${walletId}/credits`, { amount: 1_000 })).status).toBe(200);
  const [event] = await stack.sql`select id from events where merchant_id = ${merchant.merchantId} and type = 'wallet.credited'`;

  // The four attempts, one second apart, then the event is given up.
  await eventually(
    async () => (await stack.sql`select delivery_status from events where id = ${event.id}`)[0].delivery_status,
    (status) => status === 'failed',
    { what: 'the event to be given up', timeoutMs: 60_000, intervalMs: 200 },
  );
  await eventually(
    () => worker.output.filter((l) => l.includes(event.id)).length,
    (lines) => lines >= 4,
    { what: 'the four lines', timeoutMs: 10_000, intervalMs: 100 },
  );
  const lines = parsed(worker.output);
  const aboutEvent = lines.filter((l) => JSON.stringify(l).includes(event.id));
  expect(aboutEvent).toEqual(
    [1, 2, 3, 4].map((attempt) =>
      expect.objectContaining({
        msg: attempt < 4 ? 'webhook attempt failed' : 'webhook given up',
        level: attempt < 4 ? 'info' : 'warn',
        eventId: event.id,
        eventType: 'wallet.credited',
        attempt: `${attempt}/4`,
        host: new URL(unreachable).host,
        reason: expect.stringMatching(/ECONNREFUSED|connect/i),
      }),
    ),
  );
  for (const line of aboutEvent) expect(JSON.stringify(line).length).toBeLessThan(600);
  // Nothing else said it: no activity failure, no stack.
  expect(lines.filter((l) => l.msg === 'Activity failed')).toEqual([]);
  expect(worker.output.join('\n')).not.toMatch(/^\s+at |\\n\s+at /m);
}, 90_000);
