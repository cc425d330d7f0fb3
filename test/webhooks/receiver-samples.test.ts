import { ChildProcess, spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import path from 'node:path';
import { createCustomer } from '../support/fixtures';
import { ApiClient } from '../support/http';
import { closedPort } from '../support/ports';
import { eventually } from '../support/eventually';
import { stackForFile } from '../support/stack';
import { waitUntil } from '../../scripts/start/wait';

// The receivers of docs/webhooks.md, each in its own language, given a real delivery from the
// service (a sandbox wallet credit's `wallet.credited`) and a forged one.

const stack = stackForFile({}, 'none');
const SAMPLES = path.resolve(__dirname, '../../docs/examples/webhooks');

type Sample = { language: string; start: (port: number) => [string, string[]] };
const samples: Sample[] = [
  { language: 'Node.js', start: () => [process.execPath, [path.join(SAMPLES, 'receiver.js')]] },
  { language: 'Python', start: () => ['python3', [path.join(SAMPLES, 'receiver.py')]] },
  { language: 'PHP', start: (port) => [process.env.PHP_PATH ?? 'php', ['-S', `127.0.0.1:${port}`, path.join(SAMPLES, 'receiver.php')]] },
];

/** Starts a sample on `port` and resolves once it answers (an unsigned POST: 401); its output is collected. */
async function startSample(sample: Sample, secretKey: string, port: number) {
  const [command, args] = sample.start(port);
  const child: ChildProcess = spawn(command, args, { env: { ...process.env, ESCROW_SECRET_KEY: secretKey, PORT: String(port) } });
  let output = '';
  let failed: string | undefined;
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  // e.g. no php: scripts/ensure-test-tools.js (npm test's pretest) installs it, or set PHP_PATH.
  child.on('error', (err) => (failed = `${command} could not start: ${err.message}`));
  const url = `http://127.0.0.1:${port}/hooks`;
  await waitUntil(async () => (await fetch(url, { method: 'POST', body: '{}' })).status === 401, {
    what: `the ${sample.language} receiver`,
    timeoutMs: 20_000,
    abortReason: () => failed ?? (child.exitCode !== null ? `it exited: ${output}` : undefined),
  });
  return { url, output: () => output, stop: () => child.kill() };
}

describe.each(samples)('the $language receiver', (sample) => {
  test('accepts a real delivery and refuses a forged one', async () => {
    const port = await closedPort();
    const merchant = await stack.newMerchant({ webhookUrl: `http://127.0.0.1:${port}/hooks` });
    const receiver = await startSample(sample, merchant.testSecretKey, port);
    try {
      const api = new ApiClient(`${stack.baseUrl}/api/v1`, merchant.testSecretKey);
      const customer = await createCustomer(api);
      expect((await api.post(`/wallets/${customer.walletId}/credits`, { amount: 5000 })).status).toBe(200);
      const events = await api.get('/events?type=wallet.credited');
      const eventId: string = events.body.data.events[0].id;

      await eventually(receiver.output, (output) => output.includes(`verified wallet.credited ${eventId}`), {
        what: `the ${sample.language} receiver to verify ${eventId}`,
        timeoutMs: 20_000,
      });
      await eventually(
        async () => (await api.get(`/events/${eventId}`)).body.data.delivery.status,
        (status) => status === 'delivered',
        { what: `${eventId} recorded as delivered`, timeoutMs: 20_000 },
      );

      // The same shape of body signed with another key, and an unsigned one: both refused.
      const body = JSON.stringify({ id: 'evt_forged', type: 'wallet.credited', createdAt: new Date().toISOString(), data: {}, meta: {} });
      const forged = createHmac('sha512', 'sk_test_not_the_merchants_key').update(body).digest('hex');
      for (const headers of [{ 'x-service-signature': forged }, {}] as Array<Record<string, string>>) {
        const res = await fetch(receiver.url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
        expect(res.status).toBe(401);
      }
      expect(receiver.output()).toContain('rejected: bad signature');
      expect(receiver.output()).not.toContain('evt_forged');
    } finally {
      receiver.stop();
    }
  });
});
