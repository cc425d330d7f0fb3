import { runTrigger } from '../../cli/trigger';
import { RunningCli, startCli } from '../support/cli';
import { ApiClient } from '../support/http';
import { stackForFile } from '../support/stack';
import { WebhookReceiver } from '../support/webhook-receiver';

// `cli listen` beside a developer's own test suite: it follows one stream (GET /events/stream,
// its own rate-limit family), so the suite's 90 requests in a minute all pass, and the API
// writes one request line for it at the default level, not one per look at the events.

const lines: Array<{ level: number; msg: string; path?: string; status?: number }> = [];
const stack = stackForFile({ logSink: (line) => lines.push(JSON.parse(line)) });
const INFO = 30; // pino's level number for info, the default LOG_LEVEL

let local: WebhookReceiver;
let listener: RunningCli | undefined;
beforeEach(async () => {
  local = new WebhookReceiver();
  await local.start();
});
afterEach(async () => {
  await listener?.stop();
  listener = undefined;
  await local.stop();
});

test('a suite making 90 requests in a minute beside cli listen gets no 429; listen costs one request line, in its own family', async () => {
  const merchant = await stack.newMerchant();
  const key = merchant.testSecretKey;
  listener = startCli(['listen', '--key', key, '--forward-to', local.url, '--api-url', stack.baseUrl]);
  await listener.waitForStderr(/Ready: forwarding test events to/);

  const api = new ApiClient(`${stack.baseUrl}/api/v1`, key);
  const statuses: number[] = [];
  for (let i = 0; i < 90; i++) statuses.push((await api.get('/customers?limit=1')).status);
  expect(statuses.filter((s) => s !== 200)).toEqual([]);

  // Listen still forwards, within the same minute's quota.
  await runTrigger({ action: 'trigger', type: 'wallet.credited', key, apiUrl: stack.baseUrl });
  const [forwarded] = await local.waitFor((r) => r.length >= 1);
  expect(forwarded.body.type).toBe('wallet.credited');

  const requestLines = lines.filter((l) => l.level >= INFO && l.msg === 'request');
  expect(requestLines.filter((l) => l.path === '/api/v1/events/stream')).toEqual([expect.objectContaining({ status: 200 })]);
  expect(requestLines.filter((l) => l.path === '/api/v1/events')).toEqual([]);
  // The stream counted in its own family: one opening of its 30 a minute.
  const opened = await fetch(`${stack.baseUrl}/api/v1/events/stream`, {
    headers: { authorization: `Bearer ${key}` },
    signal: AbortSignal.timeout(10_000),
  });
  expect(opened.status).toBe(200);
  expect(opened.headers.get('content-type')).toMatch(/^text\/event-stream/);
  expect(Number(opened.headers.get('x-ratelimit-remaining'))).toBeGreaterThanOrEqual(27);
  expect(Number(opened.headers.get('x-ratelimit-limit'))).toBe(30);
  await opened.body?.cancel();
});
