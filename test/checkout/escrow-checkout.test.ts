import { randomUUID } from 'node:crypto';
import { createSession, ok, paySession } from '../support/checkout';
import { escrowBody } from '../support/escrows';
import { createCustomer } from '../support/fixtures';
import { stackForFile } from '../support/stack';

// POST /escrows with `checkout: true`: the escrow plus its checkout session.

const stack = stackForFile({ config: { rateLimitMultiplier: 100 } });

const freshMerchant = () => stack.newMerchantClient();

test('returns the escrow plus checkout {checkoutId, checkoutUrl}; the session funds the hold; a retry answers the same', async () => {
  const { api, merchantId } = await freshMerchant();
  const payer = await createCustomer(api);
  const payee = await createCustomer(api);
  const key = randomUUID();
  const body = escrowBody(payer.customerId, payee.customerId, {
    amount: 8_000,
    merchantFee: 100,
    checkout: true,
    callbackUrl: 'https://shop.example.com/escrow/return',
  });
  const res = await api.post('/escrows', body, { idempotencyKey: key });
  const escrow = ok(res, 201);
  expect(escrow).toMatchObject({ status: 'awaiting_funding', amount: 8_000, merchantFee: 100 });
  expect(escrow.checkout).toEqual({
    checkoutId: expect.stringMatching(/^chk_[0-9A-Za-z]{24}$/),
    checkoutUrl: `${stack.config.publicBaseUrl}/checkout/${escrow.checkout.checkoutId}`,
  });
  const session = ok(await api.get(`/checkout/sessions/${escrow.checkout.checkoutId}`));
  expect(session).toMatchObject({
    escrowId: escrow.escrowId,
    status: 'pending',
    amount: 8_000,
    callbackUrl: 'https://shop.example.com/escrow/return',
    fees: { merchantFee: 100, chargedAmount: 8_000 + 220 + 55 + 100 },
  });
  const replay = await api.post('/escrows', body, { idempotencyKey: key });
  expect(replay.text).toBe(res.text);
  // The hold's pending session is the one a separate create answers.
  expect(ok(await api.post('/checkout/sessions', { escrowId: escrow.escrowId }), 200).checkoutId).toBe(escrow.checkout.checkoutId);

  await paySession(api, escrow.checkout.checkoutId);
  expect(ok(await api.get(`/escrows/${escrow.escrowId}`))).toMatchObject({ status: 'held', feeAmount: 375 });
  const types = (await stack.sql`select type from events where merchant_id = ${merchantId} order by seq`).map((r) => r.type);
  expect(types).toEqual(['escrow.created', 'payment.pending', 'payment.succeeded', 'escrow.funded']);
});

test("a guest payer's escrow with checkout: true", async () => {
  const payee = await createCustomer(stack.api);
  const escrow = ok(
    await stack.api.post('/escrows', escrowBody({ email: 'guest@example.com' }, payee.customerId, { amount: 1_000, checkout: true })),
    201,
  );
  expect(escrow.checkout.checkoutId).toMatch(/^chk_/);
  const again = await createSession(stack.api, { customerId: payee.customerId, amount: 1_000 });
  expect(again.checkoutId).not.toBe(escrow.checkout.checkoutId);
  // Without checkout the response has no checkout field.
  const plain = ok(await stack.api.post('/escrows', escrowBody({ email: 'guest@example.com' }, payee.customerId)), 201);
  expect(plain.checkout).toBeUndefined();
});
