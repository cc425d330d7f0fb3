import { createSession, ok } from '../support/checkout';
import { balancesOf, createEscrow, escrowBody } from '../support/escrows';
import { createCustomer } from '../support/fixtures';
import { ApiClient } from '../support/http';
import { stackForFile } from '../support/stack';

// The hosted checkout page: server-rendered HTML at /checkout/{checkoutId} (no key), with
// sandbox Pay and Decline forms that book like the completion endpoint and return the payer.

const stack = stackForFile({ config: { rateLimitMultiplier: 100 } });

async function page(checkoutId: string): Promise<Response> {
  return fetch(`${stack.baseUrl}/checkout/${checkoutId}`);
}

/** A browser's form submission (application/x-www-form-urlencoded), redirects not followed. */
async function submit(checkoutId: string, button: 'pay' | 'decline', fields: Record<string, string> = {}): Promise<Response> {
  return fetch(`${stack.baseUrl}/checkout/${checkoutId}/${button}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

test('checkoutUrl serves the page: merchant, amount, fees, charged amount, channels and the sandbox buttons', async () => {
  const merchant = await stack.newMerchant();
  await stack.sql`update merchants set name = 'Ada & Sons <Gadgets>' where id = ${merchant.merchantId}`;
  const api = stack.api.withKey(merchant.testSecretKey);
  const payer = await createCustomer(api);
  const payee = await createCustomer(api);
  const escrow = await createEscrow(api, escrowBody(payer.customerId, payee.customerId, { amount: 10_000, merchantFee: 200 }));
  const session = await createSession(api, { escrowId: escrow.escrowId, paymentMethods: ['card', 'bank_transfer', 'ussd'] });
  expect(session.checkoutUrl).toBe(`${stack.config.publicBaseUrl}/checkout/${session.checkoutId}`);

  const res = await page(session.checkoutId);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
  const html = await res.text();
  expect(html).toContain('<!doctype html>');
  expect(html).toContain('Ada &amp; Sons &lt;Gadgets&gt;');
  expect(html).not.toContain('<Gadgets>');
  expect(html).toContain('₦10,000.00'); // amount
  expect(html).toContain('₦250.00'); // provider fee
  expect(html).toContain('₦62.50'); // platform fee
  expect(html).toContain('₦200.00'); // merchant fee
  expect(html).toContain('₦10,512.50'); // what the payer pays
  for (const label of ['Card', 'Bank transfer', 'USSD']) expect(html).toContain(label);
  expect(html).toContain(`<form method="post" action="/checkout/${session.checkoutId}/pay">`);
  expect(html).toContain(`<form method="post" action="/checkout/${session.checkoutId}/decline">`);
  expect(html).toContain('value="bank_transfer"');
});

test('Pay books the payment and returns the payer to the callbackUrl with checkoutId and status', async () => {
  const customer = await createCustomer(stack.api);
  const session = await createSession(stack.api, {
    customerId: customer.customerId,
    amount: 2_000,
    paymentMethods: ['card', 'ussd'],
    callbackUrl: 'https://shop.example.com/done?order=42',
  });
  const res = await submit(session.checkoutId, 'pay', { channel: 'ussd' });
  expect(res.status).toBe(303);
  const location = new URL(res.headers.get('location')!);
  expect(`${location.origin}${location.pathname}`).toBe('https://shop.example.com/done');
  expect(Object.fromEntries(location.searchParams)).toEqual({ order: '42', checkoutId: session.checkoutId, status: 'completed' });

  const done = ok(await stack.api.get(`/checkout/sessions/${session.checkoutId}`));
  expect(done.status).toBe('completed');
  const [payment] = await stack.sql`select channel, booked_as from payments where checkout_id = ${session.checkoutId}`;
  expect(payment).toEqual({ channel: 'ussd', booked_as: 'wallet_credit' });
  expect(await balancesOf(stack.api, customer.customerId)).toEqual({ available: 2_000, held: 0 });

  // The page of a paid session shows it is complete, without buttons; paying again books nothing more.
  const html = await (await page(session.checkoutId)).text();
  expect(html).toContain('This payment is complete');
  expect(html).not.toContain('/pay"');
  expect((await submit(session.checkoutId, 'pay')).status).toBe(303);
  expect(await balancesOf(stack.api, customer.customerId)).toEqual({ available: 2_000, held: 0 });
});

test('without a callbackUrl the result is shown on a page; Decline fails the session', async () => {
  const customer = await createCustomer(stack.api);
  const declined = await createSession(stack.api, { customerId: customer.customerId, amount: 1_000 });
  const res = await submit(declined.checkoutId, 'decline');
  expect(res.status).toBe(200);
  expect(await res.text()).toContain('Payment declined');
  expect(ok(await stack.api.get(`/checkout/sessions/${declined.checkoutId}`)).status).toBe('failed');
  expect(await balancesOf(stack.api, customer.customerId)).toEqual({ available: 0, held: 0 });

  const paid = await createSession(stack.api, { customerId: customer.customerId, amount: 1_000 });
  const payRes = await submit(paid.checkoutId, 'pay');
  expect(payRes.status).toBe(200);
  expect(await payRes.text()).toContain('Payment complete');
  expect(await balancesOf(stack.api, customer.customerId)).toEqual({ available: 1_000, held: 0 });
});

test('a channel the session does not allow is refused on the page', async () => {
  const customer = await createCustomer(stack.api);
  const session = await createSession(stack.api, { customerId: customer.customerId, amount: 1_000 });
  const res = await submit(session.checkoutId, 'pay', { channel: 'ussd' });
  expect(res.status).toBe(400);
  expect(await res.text()).toContain('Payment not possible');
  expect(ok(await stack.api.get(`/checkout/sessions/${session.checkoutId}`)).status).toBe('pending');
});

test('live keys without a live provider cannot make a session (test/live covers live pages); unknown ids are a 404 page', async () => {
  const merchant = await stack.newMerchant({ verified: true, liveMode: true });
  const live = new ApiClient(stack.api.baseUrl, merchant.liveSecretKey);
  const customer = await createCustomer(live);
  const res = await live.post('/checkout/sessions', { customerId: customer.customerId, amount: 1_000 });
  expect(res.status).toBe(502);
  expect(res.body.error.code).toBe('PROVIDER_ERROR');

  const missing = await page('chk_000000000000000000000000');
  expect(missing.status).toBe(404);
  expect(missing.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(await missing.text()).toContain('Checkout not found');
  expect((await page('not-an-id')).status).toBe(404);
});
