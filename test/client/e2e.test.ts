import { EscrowClient, IdempotencyError, NotFoundError, UnprocessableError, verifyWebhook, WebhookSignatureError } from '../../client/src';
import { LossyHttpProxy } from '../support/lossy-http-proxy';
import { stackForFile } from '../support/stack';

// The merchant's typed client (client/) against the whole service: a flow end to end, its
// typed refusals, an idempotent retry after an answer lost on the way back, and the webhook
// signature check on webhooks the service really delivered.

const stack = stackForFile({ config: { rateLimitMultiplier: 100 } });

const email = () => `client.${Math.random().toString(36).slice(2)}@example.com`;
const person = (firstName: string) => ({ firstName, lastName: 'Obi', email: email(), phone: '+2348012345678' });

/** A merchant of its own, whose webhooks go to the stack's receiver, and a client with its test key. */
async function merchantClient(baseUrl = `${stack.baseUrl}/api/v1`) {
  const merchant = await stack.newMerchant({ webhookUrl: stack.receiver.url });
  return { merchant, client: new EscrowClient({ secretKey: merchant.testSecretKey, baseUrl }) };
}

test('customer → credit → escrow → release, and the release webhook verifies with the secret key', async () => {
  const { merchant, client } = await merchantClient();
  const payer = await client.customers.create(person('Ada'));
  const payee = await client.customers.create(person('Chidi'));
  const credited = await client.wallets.credit(payer.walletId, { amount: 20_000 });
  expect(credited.balances.available).toBe(19_800); // 1% deposit fee, capped at 300
  const escrow = await client.escrows.create({
    reference: `client-${Date.now()}`,
    amount: 10_000,
    currency: 'NGN',
    debitPayer: true,
    parties: [
      { role: 'payer', customerId: payer.customerId },
      { role: 'payee', customerId: payee.customerId },
    ],
  });
  expect(escrow).toMatchObject({ status: 'held', remainingAmount: 10_000 });
  const released = await client.escrows.release(escrow.escrowId, { amount: 4_000 });
  expect(released).toMatchObject({ status: 'partially_released', remainingAmount: 6_000 });
  expect((await client.customers.get(payee.customerId)).balances).toEqual({ available: 4_000, held: 0 });

  const isRelease = (type: string, data: Record<string, unknown>) =>
    type === 'escrow.partially_released' && data.escrowId === escrow.escrowId;
  await stack.receiver.waitFor((r) => r.some((h) => isRelease(h.body.type, h.body.data)));
  const hook = stack.receiver.received.find((h) => isRelease(h.body.type, h.body.data))!;
  const signature = hook.headers['x-service-signature'];
  const event = verifyWebhook(hook.rawBody, signature, merchant.testSecretKey);
  expect(event).toMatchObject({ type: 'escrow.partially_released', data: { escrowId: escrow.escrowId, remainingAmount: 6_000 } });
  expect(verifyWebhook(Buffer.from(hook.rawBody), signature, merchant.testSecretKey).id).toBe(event.id);

  // Another key, another body, anything appended to the signature: refused.
  expect(() => verifyWebhook(hook.rawBody, signature, stack.merchant.testSecretKey)).toThrow(WebhookSignatureError);
  expect(() => verifyWebhook(`${hook.rawBody} `, signature, merchant.testSecretKey)).toThrow(WebhookSignatureError);
  expect(() => verifyWebhook(hook.rawBody, `${signature as string}00`, merchant.testSecretKey)).toThrow(WebhookSignatureError);
  expect(() => verifyWebhook(hook.rawBody, `${signature as string}zz`, merchant.testSecretKey)).toThrow(WebhookSignatureError);
  expect(() => verifyWebhook(hook.rawBody, undefined, merchant.testSecretKey)).toThrow(WebhookSignatureError);
});

test('refusals are typed errors with code, status, details and request id', async () => {
  const { client } = await merchantClient();
  const missing = await client.escrows.get('esc_doesnotexist0000000000').catch((e) => e);
  expect(missing).toBeInstanceOf(NotFoundError);
  expect(missing).toMatchObject({ status: 404, code: 'NOT_FOUND', requestId: expect.stringMatching(/^req_/) });

  const payer = await client.customers.create(person('Ada'));
  const payee = await client.customers.create(person('Chidi'));
  const tooMuch = await client.escrows
    .create({
      reference: `client-${Date.now()}`,
      amount: 5_000,
      currency: 'NGN',
      debitPayer: true,
      parties: [
        { role: 'payer', customerId: payer.customerId },
        { role: 'payee', customerId: payee.customerId },
      ],
    })
    .catch((e) => e);
  expect(tooMuch).toBeInstanceOf(UnprocessableError);
  expect(tooMuch).toMatchObject({ status: 422, code: 'INSUFFICIENT_BALANCE', details: { available: 0, requested: 5_000 } });

  // The same key with another body is the service's 409, not retried.
  await client.wallets.credit(payer.walletId, { amount: 1_000 }, { idempotencyKey: 'client-key-reuse' });
  const reused = await client.wallets.credit(payer.walletId, { amount: 2_000 }, { idempotencyKey: 'client-key-reuse' }).catch((e) => e);
  expect(reused).toBeInstanceOf(IdempotencyError);
  expect(reused).toMatchObject({ status: 409, code: 'IDEMPOTENCY_KEY_REUSED' });
});

test('an answer lost on the way back: the retry carries the same key and the credit is booked once', async () => {
  const proxy = new LossyHttpProxy(stack.baseUrl);
  const proxyUrl = await proxy.start();
  try {
    const { client } = await merchantClient(`${proxyUrl}/api/v1`);
    const customer = await client.customers.create(person('Ada'));
    proxy.lose(2); // the credit runs twice at the service, and both answers are lost
    const credited = await client.wallets.credit(customer.walletId, { amount: 10_000 });
    expect(credited.balances.available).toBe(9_900);

    const credits = proxy.seen.filter((r) => r.path.endsWith('/credits'));
    expect(credits.map((r) => r.answered)).toEqual(['lost', 'lost', 200]);
    expect(new Set(credits.map((r) => r.idempotencyKey)).size).toBe(1);
    expect((await client.customers.get(customer.customerId)).balances).toEqual({ available: 9_900, held: 0 });
    const statement = await client.transactions.list({ customerId: customer.customerId });
    expect(statement.transactions.filter((t) => t.type === 'wallet_credit')).toHaveLength(1);
  } finally {
    await proxy.stop();
  }
});

test('a checkout paid in the sandbox, and the statement downloaded as a file', async () => {
  const { client } = await merchantClient();
  const customer = await client.customers.create(person('Ada'));
  const session = await client.checkout.createSession({ customerId: customer.customerId, amount: 3_000 });
  expect(session).toMatchObject({ status: 'pending', amount: 3_000 });
  const payment = await client.sandbox.completeCheckout(session.checkoutId, { outcome: 'success' });
  expect(payment).toMatchObject({ bookedAs: 'wallet_credit' });
  expect((await client.checkout.getSession(session.checkoutId)).status).toBe('completed');

  const file = await client.transactions.export({ customerId: customer.customerId });
  expect(file.contentType).toMatch(/^text\/csv/);
  expect(file.filename).toMatch(/\.csv$/);
  expect(file.body.toString('utf8')).toContain(`wallet_credit,in,completed,3000.00,NGN,${session.checkoutId}`);
});
