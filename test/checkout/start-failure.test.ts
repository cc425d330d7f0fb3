import { randomUUID } from 'node:crypto';
import { checkoutIdFor } from '../../src/checkout/session-create';
import { SANDBOX_CHECKOUT_START_FAIL_HOST } from '../../src/payments/sandbox';
import { checkoutWorkflowId } from '../../workflows/checkout-messages';
import { createSession, ok } from '../support/checkout';
import { balancesOf, createEscrow, escrowBody } from '../support/escrows';
import { expectError } from '../support/expect';
import { createCustomer } from '../support/fixtures';
import { stackForFile } from '../support/stack';

// Spec, checkout session states: "(new) → failed: provider could not start checkout (create
// again)", answered 502 PROVIDER_ERROR. The sandbox provider refuses to start a checkout whose
// callbackUrl host is SANDBOX_CHECKOUT_START_FAIL_HOST (decisions.md "Sandbox").

const failingCallback = `https://${SANDBOX_CHECKOUT_START_FAIL_HOST}/return`;

const stack = stackForFile({ config: { rateLimitMultiplier: 100 } });

async function unfundedEscrow() {
  const payer = await createCustomer(stack.api);
  const payee = await createCustomer(stack.api);
  return createEscrow(stack.api, escrowBody(payer.customerId, payee.customerId));
}

async function sessionsOf(query: string): Promise<any[]> {
  return ok(await stack.api.get(`/checkout/sessions?${query}`)).checkouts;
}

/** payment.pending rows in the outbox for a session (what its workflow would deliver). */
async function pendingEventsOf(checkoutId: string): Promise<number> {
  const [{ n }] = await stack.sql`select count(*)::int as n from events
    where type = 'payment.pending' and data->>'checkoutId' = ${checkoutId}`;
  return n as number;
}

test('escrow: the provider cannot start → 502 PROVIDER_ERROR, session failed with no event, hold still awaiting_funding; a new create makes a new pending session', async () => {
  const escrow = await unfundedEscrow();
  expectError(
    await stack.api.post('/checkout/sessions', { escrowId: escrow.escrowId, callbackUrl: failingCallback }),
    502,
    'PROVIDER_ERROR',
  );

  const [failed] = await sessionsOf(`status=failed&escrowId=${escrow.escrowId}`);
  expect(failed).toMatchObject({ status: 'failed', escrowId: escrow.escrowId, callbackUrl: failingCallback, paymentId: null });
  expect(await pendingEventsOf(failed.checkoutId)).toBe(0);
  expect(ok(await stack.api.get(`/escrows/${escrow.escrowId}`)).status).toBe('awaiting_funding');
  // Its workflow ended at once: nothing waits for a payment of a checkout that never started.
  const run = await stack.temporal.workflow.getHandle(checkoutWorkflowId(failed.checkoutId)).describe();
  expect(run.status.name).toBe('COMPLETED');

  // A failed session is not reused: creating again (another return address) makes a new one.
  const fresh = await createSession(stack.api, { escrowId: escrow.escrowId, callbackUrl: 'https://shop.example.com/return' });
  expect(fresh).toMatchObject({ status: 'pending', escrowId: escrow.escrowId });
  expect(fresh.checkoutId).not.toBe(failed.checkoutId);
  await stack.receiver.waitFor((r) => r.some((h) => h.body.type === 'payment.pending' && h.body.data?.checkoutId === fresh.checkoutId));
  expect(await pendingEventsOf(fresh.checkoutId)).toBe(1);
  expect(stack.receiver.received.filter((h) => h.body.data?.checkoutId === failed.checkoutId)).toEqual([]);
  expect((await sessionsOf(`escrowId=${escrow.escrowId}`)).map((s) => [s.checkoutId, s.status])).toEqual([
    [fresh.checkoutId, 'pending'],
    [failed.checkoutId, 'failed'],
  ]);
  expect(ok(await stack.api.get(`/checkout/sessions/${failed.checkoutId}`)).status).toBe('failed');
});

test("the same Idempotency-Key retried after a 502 makes a new session (the key's next id), never answers the failed one", async () => {
  const escrow = await unfundedEscrow();
  const key = randomUUID();
  const owner = { merchantId: stack.merchant.merchantId, plane: 'test' as const };
  const failing = { escrowId: escrow.escrowId, callbackUrl: failingCallback };

  // 5xx answers are not stored for the key, so the same request runs again, and fails again.
  expectError(await stack.api.post('/checkout/sessions', failing, { idempotencyKey: key }), 502, 'PROVIDER_ERROR');
  expectError(await stack.api.post('/checkout/sessions', failing, { idempotencyKey: key }), 502, 'PROVIDER_ERROR');
  const failedIds = (await sessionsOf(`status=failed&escrowId=${escrow.escrowId}`)).map((s) => s.checkoutId).sort();
  expect(failedIds).toEqual([checkoutIdFor(owner, key), checkoutIdFor(owner, key, 1)].sort());

  const good = { escrowId: escrow.escrowId };
  const res = await stack.api.post('/checkout/sessions', good, { idempotencyKey: key });
  const session = ok(res, 201);
  expect(session).toMatchObject({ checkoutId: checkoutIdFor(owner, key, 2), status: 'pending' });
  // Now the key has a stored answer: replayed as is.
  const replay = await stack.api.post('/checkout/sessions', good, { idempotencyKey: key });
  expect({ status: replay.status, body: replay.body }).toEqual({ status: 201, body: res.body });
});

test('a wallet top-up that could not start cannot be paid: sandbox completion 409, hosted page says so', async () => {
  const customer = await createCustomer(stack.api);
  expectError(
    await stack.api.post('/checkout/sessions', { customerId: customer.customerId, amount: 2_000, callbackUrl: failingCallback }),
    502,
    'PROVIDER_ERROR',
  );
  const [failed] = await sessionsOf(`status=failed&customerId=${customer.customerId}`);
  expect(failed).toMatchObject({ status: 'failed', customerId: customer.customerId, amount: 2_000 });
  expect(await pendingEventsOf(failed.checkoutId)).toBe(0);

  expectError(await stack.api.post(`/sandbox/checkouts/${failed.checkoutId}/complete`, { outcome: 'success' }), 409, 'INVALID_REQUEST');
  const page = await fetch(`${stack.baseUrl}/checkout/${failed.checkoutId}`);
  expect(await page.text()).toContain('could not be started');
  expect(ok(await stack.api.get(`/checkout/sessions/${failed.checkoutId}`)).status).toBe('failed');

  expect(await balancesOf(stack.api, customer.customerId)).toEqual({ available: 0, held: 0 });
  // Creating again (no failing return address) works.
  expect(await createSession(stack.api, { customerId: customer.customerId, amount: 2_000 })).toMatchObject({ status: 'pending' });
});

test("an unfunded hold's pending session is reused before the provider is asked again (200, still pending)", async () => {
  const escrow = await unfundedEscrow();
  const first = await createSession(stack.api, { escrowId: escrow.escrowId });
  const again = await stack.api.post('/checkout/sessions', { escrowId: escrow.escrowId, callbackUrl: failingCallback });
  expect(ok(again, 200)).toMatchObject({ checkoutId: first.checkoutId, status: 'pending' });
  expect(await sessionsOf(`status=failed&escrowId=${escrow.escrowId}`)).toEqual([]);
});

test('POST /escrows with checkout: true whose session cannot start: 502 PROVIDER_ERROR, the escrow exists awaiting_funding, a checkout create then works', async () => {
  const payer = await createCustomer(stack.api);
  const payee = await createCustomer(stack.api);
  const body = escrowBody(payer.customerId, payee.customerId, { checkout: true, callbackUrl: failingCallback });
  expectError(await stack.api.post('/escrows', body), 502, 'PROVIDER_ERROR');
  const [escrow] = ok(await stack.api.get(`/escrows?customerId=${payer.customerId}`)).escrows;
  expect(escrow).toMatchObject({ reference: body.reference, status: 'awaiting_funding' });
  expect(await sessionsOf(`status=failed&escrowId=${escrow.escrowId}`)).toHaveLength(1);
  // The escrow's callbackUrl would fail again; the request's own address wins.
  const session = await createSession(stack.api, { escrowId: escrow.escrowId, callbackUrl: 'https://shop.example.com/return' });
  expect(session).toMatchObject({ status: 'pending', escrowId: escrow.escrowId });
});
