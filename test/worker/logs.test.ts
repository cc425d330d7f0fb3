import { createCustomer } from '../support/fixtures';
import { expectError } from '../support/expect';
import { stackForFile } from '../support/stack';
import { withdrawalBody } from '../support/withdrawals';
import { killAllWorkerProcesses, startWorkerProcess } from '../support/worker-process';

// What the worker process writes: one JSON object per line with the level as a name (the
// API's format), the Temporal SDK's own lines included; webpack's report of the workflow
// bundle is not among them; a business refusal is one info line without a stack.

const stack = stackForFile({ worker: false });
afterAll(killAllWorkerProcesses);

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

  const deadline = Date.now() + 10_000;
  while (!worker.output.some((l) => l.includes('Activity refused')) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
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
