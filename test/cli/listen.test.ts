import { verifyWebhook } from '../../client/src';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiAddress } from '../../cli/addresses';
import { runListen } from '../../cli/listen';
import { runTrigger } from '../../cli/trigger';
import { waitUntil } from '../../scripts/start/wait';
import { loadConfig } from '../../src/config';
import { runningLocalAddresses, writeLocalAddresses } from '../../src/local-addresses';
import { cliJson, expectRefused, RunningCli, startCli } from '../support/cli';
import { eventually } from '../support/eventually';
import { ApiClient } from '../support/http';
import { stackForFile } from '../support/stack';
import { TcpProxy } from '../support/tcp-proxy';
import { WebhookReceiver } from '../support/webhook-receiver';

// `cli listen` against the real stack: a merchant's test events reach a receiver on
// localhost exactly as the service's own delivery (to the registered webhookUrl, here the
// stack's receiver) sends them, with nothing set on the server for it.

const stack = stackForFile({ config: { webhookAllowPrivateTargets: true } });

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

const LINE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z {2}(\S+) +(evt_\w+) {2}\[(\d+|error: .*)\]$/;

async function listen(key: string, ...more: string[]): Promise<RunningCli> {
  listener = startCli(['listen', '--key', key, '--forward-to', local.url, '--api-url', stack.baseUrl, ...more]);
  await listener.waitForStderr(/Ready: forwarding test events to/);
  return listener;
}

async function eventsOf(key: string): Promise<Array<{ id: string; type: string }>> {
  const res = await new ApiClient(`${stack.baseUrl}/api/v1`, key).get('/events?limit=100');
  expect(res.status).toBe(200);
  return res.body.data.events;
}

test("forwards a sandbox credit's wallet.credited to localhost, signed byte for byte as the service's own delivery", async () => {
  const merchant = await stack.newMerchant();
  const key = merchant.testSecretKey;
  // An event from before the listener started: "from now" means it is not forwarded.
  await runTrigger({ action: 'trigger', type: 'wallet.credited', key, apiUrl: stack.baseUrl });
  const [before] = await eventsOf(key);
  expect(before.type).toBe('wallet.credited');

  const running = await listen(key);
  const triggered = await cliJson(['trigger', 'wallet.credited', '--key', key, '--api-url', stack.baseUrl]);
  expect(triggered).toEqual({
    type: 'wallet.credited',
    created: { customerId: expect.stringMatching(/^cus_/), walletId: expect.stringMatching(/^wal_/) },
  });

  const [forwarded] = await local.waitFor((r) => r.length >= 1);
  expect(forwarded.body).toMatchObject({ type: 'wallet.credited', data: { walletId: triggered.created.walletId } });
  // The merchant's own verification code (the typed client's) accepts it.
  expect(verifyWebhook(forwarded.rawBody, forwarded.headers['x-service-signature'], key)).toEqual(forwarded.body);
  // The same bytes and headers as the delivery to the registered webhookUrl, which goes on as before.
  const [delivered] = await stack.receiver
    .waitFor((r) => r.some((w) => w.body.id === forwarded.body.id))
    .then((r) => r.filter((w) => w.body.id === forwarded.body.id));
  expect(forwarded.rawBody).toBe(delivered.rawBody);
  for (const header of ['content-type', 'user-agent', 'x-service-signature', 'x-service-event']) {
    expect([header, forwarded.headers[header]]).toEqual([header, delivered.headers[header]]);
  }

  await waitForLines(running, 1);
  const lines = running.stdoutLines();
  expect(lines).toHaveLength(1);
  expect(LINE.exec(lines[0])?.slice(1)).toEqual(['wallet.credited', forwarded.body.id, '200']);
  expect(local.received.map((r) => r.body.id)).not.toContain(before.id);
});

test("--since EVENT_ID forwards the events after it, oldest first, then follows; the receiver's status is on each line", async () => {
  const merchant = await stack.newMerchant();
  const key = merchant.testSecretKey;
  await runTrigger({ action: 'trigger', type: 'wallet.credited', key, apiUrl: stack.baseUrl });
  await runTrigger({ action: 'trigger', type: 'escrow.cancelled', key, apiUrl: stack.baseUrl });
  await waitForEvents(key, 3);
  const [cancelled, created, credited] = await eventsOf(key); // newest first
  expect([cancelled.type, created.type, credited.type]).toEqual(['escrow.cancelled', 'escrow.created', 'wallet.credited']);

  local.respondWith(200, 500);
  const running = await listen(key, '--since', credited.id);
  await local.waitFor((r) => r.length >= 2);
  expect(local.received.map((r) => r.body.id)).toEqual([created.id, cancelled.id]);

  await runTrigger({ action: 'trigger', type: 'escrow.created', key, apiUrl: stack.baseUrl });
  await local.waitFor((r) => r.length >= 3);
  expect(local.received[2].body.type).toBe('escrow.created');
  await waitForLines(running, 3);
  expect(running.stdoutLines().map((line) => LINE.exec(line)?.slice(1))).toEqual([
    ['escrow.created', created.id, '200'],
    ['escrow.cancelled', cancelled.id, '500'],
    ['escrow.created', local.received[2].body.id, '200'],
  ]);
});

test('keeps following while the API is away, and forwards what happened meanwhile once it is back', async () => {
  const merchant = await stack.newMerchant();
  const key = merchant.testSecretKey;
  const proxy = new TcpProxy({ host: '127.0.0.1', port: Number(new URL(stack.baseUrl).port) });
  await proxy.start();
  try {
    listener = startCli(['listen', '--key', key, '--forward-to', local.url, '--api-url', `http://127.0.0.1:${proxy.port}`]);
    await listener.waitForStderr(/Ready/);
    proxy.stop(); // as the API going down: open connections cut, new ones refused
    await listener.waitForStderr(/is not answering/);
    await runTrigger({ action: 'trigger', type: 'wallet.credited', key, apiUrl: stack.baseUrl });
    await proxy.resume();
    await listener.waitForStderr(/answers again/);
    const [forwarded] = await local.waitFor((r) => r.length >= 1);
    expect(forwarded.body.type).toBe('wallet.credited');
    expect(verifyWebhook(forwarded.rawBody, forwarded.headers['x-service-signature'], key).id).toBe(forwarded.body.id);
  } finally {
    proxy.stop();
  }
});

test('follows the API to its new port when npm start is restarted on another one (as .data/addresses.json records it)', async () => {
  const merchant = await stack.newMerchant();
  const key = merchant.testSecretKey;
  const apiPort = Number(new URL(stack.baseUrl).port);
  const before = new TcpProxy({ host: '127.0.0.1', port: apiPort });
  const after = new TcpProxy({ host: '127.0.0.1', port: apiPort });
  await before.start();
  await after.start();
  // The file a running npm start writes, here for this process (it counts while its pid runs).
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'listen-addresses-'));
  const file = path.join(dir, 'addresses.json');
  const record = (port: number) =>
    writeLocalAddresses(
      { pid: process.pid, api: `http://127.0.0.1:${port}`, temporal: 'unused:7233', temporalUi: null, postgres: null },
      file,
    );
  record(before.port);
  // As cli/main.ts resolves it with no --api-url and no PORT.
  const locate = () => apiAddress(undefined, {}, loadConfig({}), runningLocalAddresses(file));

  const notes: string[] = [];
  const stop = new AbortController();
  const start = locate();
  const running = runListen(
    { action: 'listen', key, forwardTo: local.url, apiUrl: start.url, apiUrlSource: start.source },
    { locate, retryMs: 100, out: () => {}, note: (line) => notes.push(line), signal: stop.signal },
  );
  try {
    await waitUntil(async () => notes.some((n) => n.startsWith('Ready')), { what: 'the listener', timeoutMs: 15_000, intervalMs: 50 });
    // npm start stops, and starts again on another port, which it records.
    before.stop();
    record(after.port);
    await runTrigger({ action: 'trigger', type: 'wallet.credited', key, apiUrl: stack.baseUrl });
    const [forwarded] = await local.waitFor((r) => r.length >= 1);
    expect(forwarded.body.type).toBe('wallet.credited');
    expect(notes).toContainEqual(
      expect.stringMatching(new RegExp(`^The API is now at http://127\\.0\\.0\\.1:${after.port} \\(recorded by the running npm start`)),
    );
  } finally {
    stop.abort();
    await running;
    before.stop();
    after.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('live and publishable keys are refused with a clear message before anything is sent', async () => {
  const merchant = await stack.newMerchant({ verified: true, liveMode: true });
  const args = (key: string) => ['listen', '--key', key, '--forward-to', local.url, '--api-url', stack.baseUrl];
  await expectRefused(args(merchant.liveSecretKey), /listen works with test keys only .*live key \(sk_live_…\) is refused/, {}, 1);
  await expectRefused(args(merchant.testPublishableKey), /must be a secret key/, {}, 2);
  await expectRefused(
    ['trigger', 'wallet.credited', '--key', merchant.liveSecretKey, '--api-url', stack.baseUrl],
    /trigger works with test keys only/,
    {},
    1,
  );
  await expectRefused(['listen', '--key', merchant.testSecretKey], /--forward-to is required/, {}, 2);
  expect(local.received).toEqual([]);
  expect(await eventsOf(merchant.testSecretKey)).toEqual([]);
});

async function waitForEvents(key: string, count: number): Promise<void> {
  await eventually(
    () => eventsOf(key),
    (events) => events.length >= count,
    { what: `${count} events`, timeoutMs: 15_000, intervalMs: 200 },
  );
}

async function waitForLines(running: RunningCli, count: number): Promise<void> {
  await eventually(
    () => running.stdoutLines(),
    (lines) => lines.length >= count,
    { what: `${count} lines`, timeoutMs: 10_000, intervalMs: 100 },
  );
}
