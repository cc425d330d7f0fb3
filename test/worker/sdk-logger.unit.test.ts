import { ApplicationFailure } from '@temporalio/common';
import { LogTimestamp } from '@temporalio/worker';
import pino from 'pino';
import { refuse } from '../../src/errors';
import { CONTROL_FAILURE, failureOf } from '../../src/failures';
import { sdkLogger } from '../../worker/sdk-logger';

// What the worker's log makes of the SDK's lines ("Activity failed": a bug keeps its stack; a
// refusal, a retry the activity asked for, or a dependency away for the moment is one line).

function capture() {
  const lines: Array<Record<string, unknown>> = [];
  const logger = pino(
    { level: 'debug', formatters: { level: (label) => ({ level: label }) } },
    { write: (line: string) => lines.push(JSON.parse(line)) },
  );
  return { log: sdkLogger(logger), lines };
}

const activity = { activityType: 'deliverOutbox', attempt: 2, taskToken: 'long-opaque-token', [LogTimestamp]: 1n };

test("a retryable failure the activity threw on purpose is one line without a stack; a webhook attempt's at debug", () => {
  const { log, lines } = capture();
  log.warn('Activity failed', {
    ...activity,
    error: ApplicationFailure.retryable('Webhook evt_1 not delivered: HTTP 503', CONTROL_FAILURE.webhookAttemptFailed),
  });
  log.warn('Activity failed', { ...activity, error: ApplicationFailure.retryable('Stream busy', 'SomethingTransient') });
  expect(lines).toEqual([
    expect.objectContaining({
      level: 'debug',
      type: 'WebhookAttemptFailed',
      reason: 'Webhook evt_1 not delivered: HTTP 503',
      activityType: 'deliverOutbox',
    }),
    expect.objectContaining({ level: 'warn', type: 'SomethingTransient', reason: 'Stream busy' }),
  ]);
  for (const line of lines) {
    expect(line).not.toHaveProperty('err');
    expect(line).not.toHaveProperty('taskToken');
  }
});

test('PostgreSQL away for the moment is one warn line with the reason', () => {
  const { log, lines } = capture();
  log.warn('Activity failed', { ...activity, error: Object.assign(new Error('write CONNECTION_CLOSED'), { code: 'CONNECTION_CLOSED' }) });
  expect(lines).toEqual([expect.objectContaining({ level: 'warn', reason: 'write CONNECTION_CLOSED' })]);
  expect(lines[0]).not.toHaveProperty('err');
});

test('a refusal is one info line; an unexpected error keeps its stack', () => {
  const { log, lines } = capture();
  log.warn('Activity failed', { ...activity, error: ApplicationFailure.create(failureOf(refuse.escrowClosed())) });
  log.warn('Activity failed', { ...activity, error: new TypeError('cannot read properties of undefined') });
  expect(lines[0]).toMatchObject({ level: 'info', msg: 'Activity refused', code: 'ESCROW_INVALID_STATE' });
  expect(lines[1]).toMatchObject({
    level: 'warn',
    msg: 'Activity failed',
    err: expect.objectContaining({ stack: expect.stringContaining('TypeError') }),
  });
});

test("the webhook sends' activity-only worker is no warning; a worker's other warnings stay", () => {
  const { log, lines } = capture();
  const worker = { sdkComponent: 'worker', taskQueue: 'escrow-webhook-sends', [LogTimestamp]: 1n };
  log.warn('No workflows registered, not polling for workflow tasks', worker);
  log.warn('Something else the SDK warns about', worker);
  expect(lines).toEqual([
    expect.objectContaining({ level: 'info', msg: 'No workflows registered, not polling for workflow tasks' }),
    expect.objectContaining({ level: 'warn', msg: 'Something else the SDK warns about' }),
  ]);
});
