import { runTrigger, TRIGGER_TYPES } from '../../cli/trigger';
import { EVENT_TYPES } from '../../src/events/outbox';
import { closedPort } from '../support/ports';
import { expectRefused } from '../support/cli';
import { eventually } from '../support/eventually';
import { ApiClient } from '../support/http';
import { stackForFile } from '../support/stack';

// `cli trigger TYPE` (in-process here; listen.test.ts runs it as a command): for every type
// it offers, the objects it makes emit an event of that type for the merchant of the key.

const stack = stackForFile();

test('offers every event of the catalog', () => {
  expect([...TRIGGER_TYPES].sort()).toEqual([...EVENT_TYPES].sort());
});

test('an API that does not answer is named, with where its address came from and how to point elsewhere', async () => {
  const merchant = await stack.newMerchant();
  const apiUrl = `http://127.0.0.1:${await closedPort()}`;
  await expectRefused(
    ['trigger', 'wallet.credited', '--key', merchant.testSecretKey, '--api-url', apiUrl],
    new RegExp(`the API at ${apiUrl.replace(/\./g, '\\.')} \\(--api-url\\) is not answering .*Another address: --api-url URL`),
    {},
    1,
  );
});

test.each(TRIGGER_TYPES)('trigger %s emits that event about the objects it reports', async (type) => {
  const merchant = await stack.newMerchant();
  const api = new ApiClient(`${stack.baseUrl}/api/v1`, merchant.testSecretKey);
  const result = await runTrigger({ action: 'trigger', type, key: merchant.testSecretKey, apiUrl: stack.baseUrl });
  expect(result.type).toBe(type);
  const subject = result.created.disputeId ?? result.created.withdrawalId ?? result.created.escrowId ?? result.created.walletId;
  expect(subject).toEqual(expect.any(String));
  // Some events follow the answer (a withdrawal's outcome, a funding): wait for them.
  await eventually(
    async () => {
      const res = await api.get(`/events?type=${type}&objectId=${subject}`);
      expect(res.status).toBe(200);
      return res.body.data.events as unknown[];
    },
    (events) => events.length > 0,
    { what: `a ${type} event about ${subject}`, timeoutMs: 20_000, intervalMs: 250 },
  );
});
