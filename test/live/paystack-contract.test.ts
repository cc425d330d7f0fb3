import { createServer, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startFakePaystack, FakePaystack } from '../../fake-paystack/server';
import { ProviderError, ProviderUnavailableError, serviceErrorFor } from '../../src/errors';
import { PaystackClient, paystackProviders, LiveProviders } from '../../src/payments/paystack';
import { ProviderRefusedError } from '../../src/payments/provider';
import { providerSignatureValid } from '../../src/payments/signature';

// The adapter's contract against the fake Paystack: the requests it makes (Paystack's paths,
// fields, bearer key, our references), how it reads the answers, and how it classifies failures.

const SECRET = 'sk_test_contract_fake_secret';
let fake: FakePaystack;
let live: LiveProviders;
let events: { raw: string; signature: string | undefined }[];
let sink: Server;

beforeAll(async () => {
  events = [];
  sink = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      events.push({ raw, signature: req.headers['x-paystack-signature'] as string | undefined });
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  fake = await startFakePaystack({ secretKey: SECRET, eventsUrl: `http://127.0.0.1:${(sink.address() as AddressInfo).port}/provider/events` });
  live = paystackProviders({ baseUrl: fake.url, secretKey: SECRET, timeoutMs: 500 });
});
afterAll(async () => {
  await fake?.close();
  await new Promise((resolve) => sink?.close(resolve));
});

const checkout = (checkoutId: string) => ({
  checkoutId, amount: '151500', currency: 'NGN', channels: ['card', 'bank_transfer'], callbackUrl: 'https://shop.example.com/done', email: 'payer@example.com',
});

async function waitForEvent(type: string, count = 1): Promise<{ event: string; data: any }[]> {
  for (;;) {
    const found = events.map((e) => JSON.parse(e.raw)).filter((e) => e.event === type);
    if (found.length >= count) return found;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('checkout', () => {
  test('initialize sends kobo, e-mail, our reference, callback_url and channels with the bearer key; a retry is the same transaction', async () => {
    const first = await live.payments.initializeCheckout(checkout('chk_contract_init_000000001'));
    expect(first.providerReference).toBe('chk_contract_init_000000001');
    expect(first.authorizationUrl).toMatch(new RegExp(`^${fake.url}/checkout/`));
    const [call] = fake.calls('POST', '/transaction/initialize');
    expect(call.body).toEqual({
      email: 'payer@example.com', amount: '151500', currency: 'NGN', reference: 'chk_contract_init_000000001',
      callback_url: 'https://shop.example.com/done', channels: ['card', 'bank_transfer'], metadata: { checkoutId: 'chk_contract_init_000000001' },
    });
    expect(call.answered).toBe(200);
    expect(await live.payments.initializeCheckout(checkout('chk_contract_init_000000001'))).toEqual(first);
    expect(fake.state.transactions.size).toBe(1);
  });

  test('verify: pending before payment, success with channel and amount after; an unknown reference is pending', async () => {
    await live.payments.initializeCheckout(checkout('chk_contract_verify_00000001'));
    expect(await live.payments.verifyCheckout('chk_contract_verify_00000001')).toEqual({ status: 'pending' });
    await fake.pay('chk_contract_verify_00000001', { channel: 'bank_transfer' });
    expect(await live.payments.verifyCheckout('chk_contract_verify_00000001')).toMatchObject({
      status: 'success', providerReference: 'chk_contract_verify_00000001', channel: 'bank_transfer', amount: 151_500n, currency: 'NGN',
    });
    expect(await live.payments.verifyCheckout('chk_never_initialized_0000001')).toEqual({ status: 'pending' });
  });

  test('charge.success is POSTed signed with the secret (hex HMAC-SHA512 of the raw body)', async () => {
    await live.payments.initializeCheckout(checkout('chk_contract_event_000000001'));
    await fake.pay('chk_contract_event_000000001');
    const raw = events.find((e) => e.raw.includes('chk_contract_event_000000001'))!;
    expect(providerSignatureValid(raw.raw, raw.signature, SECRET)).toBe(true);
    expect(providerSignatureValid(raw.raw, raw.signature, 'another secret')).toBe(false);
    expect(JSON.parse(raw.raw)).toMatchObject({ event: 'charge.success', data: { reference: 'chk_contract_event_000000001', status: 'success', amount: 151_500 } });
  });

  test('no e-mail: refused before any call', async () => {
    const before = fake.calls().length;
    await expect(live.payments.initializeCheckout({ ...checkout('chk_contract_noemail_0000001'), email: undefined })).rejects.toBeInstanceOf(ProviderRefusedError);
    expect(fake.calls()).toHaveLength(before);
  });
});

describe('refunds', () => {
  test('a refund carries our refund id; asking again finds it instead of refunding twice; its outcome event names the transaction', async () => {
    await live.payments.initializeCheckout(checkout('chk_contract_refund_0000001'));
    await fake.pay('chk_contract_refund_0000001');
    const request = { paymentId: 'pay_x', providerReference: 'chk_contract_refund_0000001', amount: '100000', refundId: 'rfd_contract_1', reason: 'changed mind' };
    const first = await live.payments.startRefund(request);
    const again = await live.payments.startRefund(request);
    expect(again).toEqual(first);
    expect(fake.calls('POST', '/refund')).toHaveLength(1);
    expect(fake.calls('POST', '/refund')[0].body).toEqual({
      transaction: 'chk_contract_refund_0000001', amount: '100000', currency: 'NGN', merchant_note: 'refund:rfd_contract_1', customer_note: 'changed mind',
    });
    const [event] = await waitForEvent('refund.processed');
    expect(event.data).toMatchObject({ transaction_reference: 'chk_contract_refund_0000001', id: Number(first.providerReference), amount: 100_000 });
  });
});

describe('transfers', () => {
  const payout = (reference: string, accountNumber = '0123456789') => ({
    reference, amount: '500000', currency: 'NGN', bankCode: '058', accountNumber, accountName: 'ADAEZE OKAFOR',
  });

  test('a nuban recipient, then the transfer with our reference; sending again finds the first', async () => {
    fake.state.autoSettleTransfers = false;
    try {
      const { transferCode } = await live.transfers.initiateTransfer(payout('wdr_contract_transfer_0001'));
      expect(transferCode).toMatch(/^TRF_/);
      expect(fake.calls('POST', '/transferrecipient').at(-1)!.body).toEqual({
        type: 'nuban', name: 'ADAEZE OKAFOR', account_number: '0123456789', bank_code: '058', currency: 'NGN',
      });
      expect(fake.calls('POST', '/transfer').at(-1)!.body).toMatchObject({
        source: 'balance', amount: '500000', reference: 'wdr_contract_transfer_0001', currency: 'NGN',
      });
      expect(await live.transfers.fetchTransfer('wdr_contract_transfer_0001')).toEqual({ status: 'pending', transferCode });
      const sends = fake.calls('POST', '/transfer').length;
      expect(await live.transfers.initiateTransfer(payout('wdr_contract_transfer_0001'))).toEqual({ transferCode });
      expect(fake.calls('POST', '/transfer')).toHaveLength(sends);
      await fake.settleTransfer('wdr_contract_transfer_0001');
      expect(await live.transfers.fetchTransfer('wdr_contract_transfer_0001')).toEqual({ status: 'success', transferCode });
      expect((await waitForEvent('transfer.success')).some((e) => e.data.reference === 'wdr_contract_transfer_0001')).toBe(true);
    } finally {
      fake.state.autoSettleTransfers = true;
    }
  });

  test('a send refused as a duplicate of a transfer Paystack has under our reference is that transfer', async () => {
    const { transferCode } = await live.transfers.initiateTransfer(payout('wdr_contract_duplicate_001'));
    fake.failNext(404, { path: '/transfer/verify/wdr_contract_duplicate_001' });
    fake.failNext(400, { path: '/transfer', method: 'POST' });
    expect(await live.transfers.initiateTransfer(payout('wdr_contract_duplicate_001'))).toEqual({ transferCode });
    expect(fake.calls('POST', '/transfer').filter((c) => c.body.reference === 'wdr_contract_duplicate_001').map((c) => c.answered)).toEqual([200, 400]);
  });

  test('failed and reversed transfers read as failed with a reason; an unknown reference is null', async () => {
    await live.transfers.initiateTransfer(payout('wdr_contract_failing_00001', '9999999999'));
    await live.transfers.initiateTransfer(payout('wdr_contract_reversed_0001', '7777777777'));
    await waitForEvent('transfer.reversed');
    expect(await live.transfers.fetchTransfer('wdr_contract_failing_00001')).toMatchObject({ status: 'failed', reason: expect.any(String) });
    expect(await live.transfers.fetchTransfer('wdr_contract_reversed_0001')).toMatchObject({ status: 'failed', reason: expect.stringContaining('reversed') });
    expect(await live.transfers.fetchTransfer('wdr_contract_never_sent_01')).toBeNull();
  });
});

describe('banks and accounts', () => {
  test('banks of Nigeria; an account resolves to its name; an unresolvable one is 502 PROVIDER_ERROR', async () => {
    const banks = await live.identity.listBanks();
    expect(banks).toContainEqual({ name: 'Guaranty Trust Bank', code: '058' });
    expect(fake.calls('GET', '/bank').at(-1)!.query).toMatchObject({ country: 'nigeria' });
    expect(await live.identity.resolveAccountName('058', '0123456789')).toMatch(/^[A-Z ]+$/);
    expect(fake.calls('GET', '/bank/resolve').at(-1)!.query).toEqual({ account_number: '0123456789', bank_code: '058' });
    const err = await live.identity.resolveAccountName('058', '0000000000').catch((e) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect(err.status).toBe(502);
  });
});

describe('failures', () => {
  const client = () => new PaystackClient({ baseUrl: fake.url, secretKey: SECRET, timeoutMs: 300 });

  test.each([500, 503, 429])('%s is retryable (ProviderUnavailableError), and the API answers it 502 PROVIDER_ERROR', async (status) => {
    fake.failNext(status, { path: '/bank' });
    const err = await client().get('/bank').catch((e) => e);
    expect(err).toBeInstanceOf(ProviderUnavailableError);
    expect(err.httpStatus).toBe(status);
    expect(serviceErrorFor(err)).toMatchObject({ status: 502, code: 'PROVIDER_ERROR' });
    // The fault was used up: the next call answers.
    expect((await client().get('/bank')).status).toBe(true);
  });

  test('a timeout is retryable', async () => {
    fake.delayNext(1_000, { path: '/bank' });
    const err = await client().get('/bank').catch((e) => e);
    expect(err).toBeInstanceOf(ProviderUnavailableError);
    expect(err.message).toContain('timed out');
  });

  test('a connection refused is retryable', async () => {
    const err = await new PaystackClient({ baseUrl: 'http://127.0.0.1:1', secretKey: SECRET, timeoutMs: 300 }).get('/bank').catch((e) => e);
    expect(err).toBeInstanceOf(ProviderUnavailableError);
    expect(serviceErrorFor(err)).toMatchObject({ status: 502, code: 'PROVIDER_ERROR' });
  });

  test('a 4xx is refused for good, with Paystack\'s message; a wrong key is 401', async () => {
    fake.failNext(400, { path: '/bank' });
    const refused = await client().get('/bank').catch((e) => e);
    expect(refused).toBeInstanceOf(ProviderRefusedError);
    expect(refused.httpStatus).toBe(400);
    const badKey = await new PaystackClient({ baseUrl: fake.url, secretKey: 'sk_wrong', timeoutMs: 300 }).get('/bank').catch((e) => e);
    expect(badKey).toBeInstanceOf(ProviderRefusedError);
    expect(badKey.message).toContain('Invalid key');
  });

  test('duplicated and held events: sent twice, or kept until released', async () => {
    await live.payments.initializeCheckout(checkout('chk_contract_dup_00000000001'));
    fake.duplicateEvents(true);
    try {
      await fake.pay('chk_contract_dup_00000000001');
    } finally {
      fake.duplicateEvents(false);
    }
    expect(events.filter((e) => e.raw.includes('chk_contract_dup_00000000001'))).toHaveLength(2);

    await live.payments.initializeCheckout(checkout('chk_contract_held_0000000001'));
    fake.holdEvents();
    await fake.pay('chk_contract_held_0000000001');
    expect(events.filter((e) => e.raw.includes('chk_contract_held_0000000001'))).toHaveLength(0);
    fake.sendEvents();
    await fake.releaseHeldEvents();
    expect(events.filter((e) => e.raw.includes('chk_contract_held_0000000001'))).toHaveLength(1);
  });
});
