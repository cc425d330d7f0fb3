import Ajv2020 from 'ajv/dist/2020';
import fs from 'node:fs';
import path from 'node:path';
import addFormats from 'ajv-formats';
import { buildOpenApi } from '../../api/openapi';
import { apiRoutes } from '../../api/routes';
import { EVENT_TYPES } from '../../src/events/outbox';
import { createSession, ok, paySession } from '../support/checkout';
import { createCustomer } from '../support/fixtures';
import { createEscrow, customerWithBalance, escrowBody } from '../support/escrows';
import { stackForFile } from '../support/stack';
import { FAILING_ACCOUNT, waitForWithdrawalSettled, withdrawalBody } from '../support/withdrawals';
import { eventually } from '../support/eventually';

// The OpenAPI document's `webhooks` describe what is really sent: one run through every event
// of the catalog (credit, checkout, escrow lifecycle with a dispute, cancel, withdrawals that
// complete and fail), and every delivery the merchant's endpoint receives validates against
// its type's schema. The samples of docs/webhooks.md's catalog are held to both: each
// validates against its type's schema and has the fields of a real delivery of its type.

const stack = stackForFile();
const doc = buildOpenApi(apiRoutes, 'http://localhost/api/v1') as { webhooks: Record<string, any> };
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
const validators = Object.fromEntries(
  EVENT_TYPES.map((type) => [type, ajv.compile(doc.webhooks[type].post.requestBody.content['application/json'].schema)]),
);

/** docs/webhooks.md's catalog samples: each <details> block's JSON, with its summary. */
function documentedSamples(): Array<{ summary: string; event: any }> {
  const doc = fs.readFileSync(path.resolve(__dirname, '../../docs/webhooks.md'), 'utf8');
  return [...doc.matchAll(/<details><summary>(.*?)<\/summary>\s*```json\n([\s\S]*?)```/g)].map((m) => ({
    summary: m[1],
    event: JSON.parse(m[2]),
  }));
}

/**
 * Whether a sample has a delivery's fields: the same keys in every object, at every depth
 * (arrays by their first item). A value that is null or a scalar on either side matches
 * anything there (a sample's account may be an object where a delivery's is null).
 */
function sameFields(sample: unknown, delivered: unknown): boolean {
  const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
  if (!isObject(sample) || !isObject(delivered)) return true;
  if (Array.isArray(sample) || Array.isArray(delivered)) {
    return (
      !Array.isArray(sample) ||
      !Array.isArray(delivered) ||
      sample.length === 0 ||
      delivered.length === 0 ||
      sameFields(sample[0], delivered[0])
    );
  }
  const keys = (o: Record<string, unknown>) => Object.keys(o).sort().join(',');
  return keys(sample) === keys(delivered) && Object.keys(sample).every((k) => sameFields(sample[k], delivered[k]));
}

test("every event type, as delivered, validates against the document's webhooks schema", async () => {
  const { api, merchantId } = await stack.newMerchantClient();
  const payer = await customerWithBalance(api, 100_000); // wallet.credited (a transfer)
  const payee = await createCustomer(api);

  // A hold from the payer's wallet, released in part, disputed, resolved by a split.
  const held = await createEscrow(
    api,
    escrowBody(payer.customerId, payee.customerId, { amount: 20_000, debitPayer: true, merchantFee: 100 }),
  );
  ok(await api.post(`/escrows/${held.escrowId}/release`, { amount: 5_000 }));
  const dispute = ok(
    await api.post(`/escrows/${held.escrowId}/disputes`, { openedBy: 'payer', reasonCode: 'late', description: 'Late delivery' }),
    201,
  );
  ok(
    await api.post(`/escrows/${held.escrowId}/disputes/${dispute.disputeId}/resolve`, {
      action: 'split',
      releaseAmount: 10_000,
      refundAmount: 5_000,
    }),
  );

  // A hold released whole by the merchant.
  const whole = await createEscrow(api, escrowBody(payer.customerId, payee.customerId, { amount: 1_000, debitPayer: true }));
  ok(await api.post(`/escrows/${whole.escrowId}/release`, {}));

  // A hold funded by checkout, then released in full by its inspection period (the sandbox
  // clock run past releaseAt); one whose funding deadline is moved, then cancelled before funding.
  const funded = await createEscrow(api, escrowBody(payer.customerId, payee.customerId, { amount: 3_000, inspectionPeriod: 3_600 }));
  const session = await createSession(api, { escrowId: funded.escrowId });
  await paySession(api, session.checkoutId);
  ok(await api.post(`/escrows/${funded.escrowId}/test_clock/advance`, { seconds: 3_600 }));
  const fundingDeadline = new Date(Date.now() + 86_400_000).toISOString();
  const cancelled = await createEscrow(api, escrowBody(payer.customerId, payee.customerId, { amount: 1_000, fundingDeadline }));
  ok(await api.post(`/escrows/${cancelled.escrowId}/deadlines`, { fundingDeadline: new Date(Date.now() + 2 * 86_400_000).toISOString() }));
  ok(await api.post(`/escrows/${cancelled.escrowId}/cancel`, { reason: 'Out of stock' }));

  // A guest-paid hold refunded through the provider (completes at once in the sandbox).
  const guestHold = await createEscrow(
    api,
    escrowBody({ email: 'guest.payer@example.com', name: 'Guest' }, payee.customerId, { amount: 2_000 }),
  );
  await paySession(api, (await createSession(api, { escrowId: guestHold.escrowId })).checkoutId);
  ok(await api.post(`/escrows/${guestHold.escrowId}/refund`, {}), 201);

  // A top-up checkout, and two withdrawals: one paid, one whose transfer fails.
  await paySession(api, (await createSession(api, { customerId: payer.customerId, amount: 4_000 })).checkoutId);
  const paid = ok(await api.post('/withdrawals', withdrawalBody(payee.customerId, { amount: 1_000 })), 201);
  const failing = ok(
    await api.post('/withdrawals', withdrawalBody(payee.customerId, { amount: 1_000, accountNumber: FAILING_ACCOUNT })),
    201,
  );
  await waitForWithdrawalSettled(stack.receiver, paid.withdrawalId);
  await waitForWithdrawalSettled(stack.receiver, failing.withdrawalId);

  // Every type has arrived (the merchant's events are all on the receiver).
  const mine = async () => {
    const ids = new Set((await stack.sql<Array<{ id: string }>>`select id from events where merchant_id = ${merchantId}`).map((r) => r.id));
    return stack.receiver.received.filter((h) => ids.has(h.body.id));
  };
  const hooks = await eventually(mine, (received) => new Set(received.map((h) => h.body.type)).size >= EVENT_TYPES.length, {
    what: 'every event type at the receiver',
    timeoutMs: 20_000,
    intervalMs: 250,
    show: (received) => JSON.stringify([...new Set(received.map((h) => h.body.type))]),
  });
  expect([...new Set(hooks.map((h) => h.body.type))].sort()).toEqual([...EVENT_TYPES].sort());

  const invalid = hooks.flatMap((hook) => {
    const validate = validators[hook.body.type];
    return validate(JSON.parse(hook.rawBody))
      ? []
      : [{ type: hook.body.type, errors: validate.errors!.map((e) => `${e.instancePath} ${e.message}`) }];
  });
  expect(invalid).toEqual([]);

  // docs/webhooks.md: a sample of every type, each valid against its schema and shaped as a real delivery of its type.
  const samples = documentedSamples();
  expect([...new Set(samples.map((s) => s.event.type))].sort()).toEqual([...EVENT_TYPES].sort());
  const wrong = samples.flatMap(({ summary, event }) => {
    const type = event.type as string;
    const validate = validators[type];
    if (!validate(event)) return [{ summary, errors: validate.errors!.map((e) => `${e.instancePath} ${e.message}`) }];
    const delivered = hooks.filter((h) => h.body.type === type).map((h) => JSON.parse(h.rawBody));
    return delivered.some((real) => sameFields(event, real)) ? [] : [{ summary, errors: ['no delivery of its type has the same fields'] }];
  });
  expect(wrong).toEqual([]);
  // The time in escrow: an automatic release's meta, and a deadline's change.
  expect(samples.map((s) => s.event)).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ type: 'escrow.released', meta: expect.objectContaining({ automatic: true, deadline: 'releaseAt' }) }),
      expect.objectContaining({ type: 'escrow.deadlines_updated', meta: { previousAttributes: expect.any(Object) } }),
    ]),
  );
});
