import { createServer, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FAKE_TRANSFER_FAILURES } from '../../fake-paystack/routes/transfers';
import { startFakePaystack, FakePaystack } from '../../fake-paystack/server';
import type { FakeRefund } from '../../fake-paystack/state';
import { answerFor } from '../../api/middleware/errors';
import { ServiceError } from '../../src/errors';
import { PaystackClient, paystackProviders, LiveProviders } from '../../src/payments/paystack';
import { readPaystackEvent, TRANSFER_FAILED_WITHOUT_REASON } from '../../src/payments/paystack/events';
import { REFUND_LOOKUP_MAX_PAGES, REFUND_LOOKUP_PAGE_SIZE } from '../../src/payments/paystack/refunds';
import { ProviderRefusedError } from '../../src/payments/provider';
import { providerReferenceOf } from '../../src/payments/references';
import { providerSignatureValid } from '../../src/payments/signature';

// The adapter's contract against the fake Paystack: the requests it makes (Paystack's paths,
// fields, bearer key, our references), how it reads the answers, and how it classifies failures.
// The fake enforces Paystack's documented reference rules, so a reference Paystack would
// refuse fails here too.

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
  fake = await startFakePaystack({
    secretKey: SECRET,
    eventsUrl: `http://127.0.0.1:${(sink.address() as AddressInfo).port}/provider/events`,
  });
  live = paystackProviders({ baseUrl: fake.url, secretKey: SECRET, timeoutMs: 500 });
  // The process's first call pays for connection setup and lazy loading: made here, without
  // the short timeout, so a busy machine does not time out the first test's call.
  await new PaystackClient({ baseUrl: fake.url, secretKey: SECRET, timeoutMs: 30_000 }).get('/bank');
});
afterAll(async () => {
  await fake?.close();
  await new Promise((resolve) => sink?.close(resolve));
});

/** A checkout request for the session `checkoutId`, under its derived reference. */
const checkout = (checkoutId: string) => ({
  checkoutId,
  reference: providerReferenceOf(checkoutId),
  amount: '151500',
  currency: 'NGN',
  channels: ['card', 'bank_transfer'],
  callbackUrl: 'https://shop.example.com/done',
  email: 'payer@example.com',
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
    const first = await live.payments.initializeCheckout(checkout('chk_ContractInit0000000001'));
    expect(first.providerReference).toBe('chk-contractinit0000000001');
    expect(first.authorizationUrl).toMatch(new RegExp(`^${fake.url}/checkout/`));
    const [call] = fake.calls('POST', '/transaction/initialize');
    expect(call.body).toEqual({
      email: 'payer@example.com',
      amount: '151500',
      currency: 'NGN',
      reference: 'chk-contractinit0000000001',
      callback_url: 'https://shop.example.com/done',
      channels: ['card', 'bank_transfer'],
      metadata: { checkoutId: 'chk_ContractInit0000000001' },
    });
    expect(call.answered).toBe(200);
    expect(await live.payments.initializeCheckout(checkout('chk_ContractInit0000000001'))).toEqual(first);
    expect(fake.state.transactions.size).toBe(1);
  });

  test('verify: pending before payment, success with channel and amount after; an unknown reference is pending', async () => {
    const reference = providerReferenceOf('chk_contract_verify_00000001');
    await live.payments.initializeCheckout(checkout('chk_contract_verify_00000001'));
    expect(await live.payments.verifyCheckout(reference)).toEqual({ status: 'pending' });
    await fake.pay(reference, { channel: 'bank_transfer' });
    expect(await live.payments.verifyCheckout(reference)).toMatchObject({
      status: 'success',
      providerReference: reference,
      channel: 'bank_transfer',
      amount: 151_500n,
      currency: 'NGN',
    });
    expect(fake.calls('GET', `/transaction/verify/${reference}`).map((c) => c.answered)).toEqual([200, 200]);
    expect(await live.payments.verifyCheckout('chk-never-initialized-0000001')).toEqual({ status: 'pending' });
  });

  test('charge.success is POSTed signed with the secret (hex HMAC-SHA512 of the raw body)', async () => {
    const reference = providerReferenceOf('chk_contract_event_000000001');
    await live.payments.initializeCheckout(checkout('chk_contract_event_000000001'));
    await fake.pay(reference);
    const raw = events.find((e) => e.raw.includes(reference))!;
    expect(providerSignatureValid(raw.raw, raw.signature, SECRET)).toBe(true);
    expect(providerSignatureValid(raw.raw, raw.signature, 'another secret')).toBe(false);
    expect(JSON.parse(raw.raw)).toMatchObject({ event: 'charge.success', data: { reference, status: 'success', amount: 151_500 } });
    expect(readPaystackEvent(raw.raw, raw.signature, SECRET)).toEqual({
      kind: 'payment.succeeded',
      reference,
      channel: 'card',
      provider: 'paystack',
    });
  });

  test('no e-mail: refused before any call', async () => {
    const before = fake.calls().length;
    await expect(
      live.payments.initializeCheckout({ ...checkout('chk_contract_noemail_0000001'), email: undefined }),
    ).rejects.toBeInstanceOf(ProviderRefusedError);
    expect(fake.calls()).toHaveLength(before);
  });
});

describe("Paystack's reference rules, enforced by the fake", () => {
  test('a transaction reference takes letters of either case, digits, -, . and =; anything else is 400', async () => {
    for (const reference of ['chk_Ab3xZ0000000000000000000', 'chk Ab3', 'chk/ab3', 'chk+ab3']) {
      const refused = await live.payments.initializeCheckout({ ...checkout('chk_x'), reference }).catch((e) => e);
      expect(refused).toBeInstanceOf(ProviderRefusedError);
      expect([refused.httpStatus, refused.message]).toEqual([400, expect.stringContaining('Invalid transaction reference')]);
    }
    expect(fake.state.transactions.has('chk_Ab3xZ0000000000000000000')).toBe(false);
    const taken = await live.payments.initializeCheckout({ ...checkout('chk_x'), reference: 'Order.2026=Ab-3' });
    expect(taken.providerReference).toBe('Order.2026=Ab-3');
    // Our raw id is refused; its derived reference is taken.
    const derived = await live.payments.initializeCheckout(checkout('chk_Ab3xZ0000000000000000000'));
    expect(derived.providerReference).toBe('chk-ab3xz0000000000000000000');
  });

  test('a transfer reference takes lowercase letters, digits, - and _, at least 16 of them; anything else is 400', async () => {
    const send = (reference: string) =>
      live.transfers.initiateTransfer({
        reference,
        amount: '100000',
        currency: 'NGN',
        bankCode: '058',
        accountNumber: '0123456789',
        accountName: 'ADAEZE OKAFOR',
      });
    for (const [reference, why] of [
      ['wdr_Ab3xZ0000000000000000000', 'lowercase'], // our raw id: mixed case
      ['wdr-ab3xz.000000000000000000', 'lowercase'],
      ['wdr-ab3xz=000000000000000000', 'lowercase'],
      ['wdr-ab3xz', 'at least 16'],
    ]) {
      const refused = await send(reference).catch((e) => e);
      expect(refused).toBeInstanceOf(ProviderRefusedError);
      expect([refused.httpStatus, refused.message]).toEqual([
        400,
        expect.stringContaining(why === 'lowercase' ? 'Only lowercase letters' : 'at least 16'),
      ]);
      expect(fake.state.transfers.has(reference)).toBe(false);
    }
    expect(await send('wdr_lower_case_and_under_score')).toEqual({ transferCode: expect.stringMatching(/^TRF_/) });
    expect(await send(providerReferenceOf('wdr_Ab3xZ0000000000000000000'))).toEqual({ transferCode: expect.stringMatching(/^TRF_/) });
    expect(fake.state.transfers.has('wdr-ab3xz0000000000000000000')).toBe(true);
  });
});

/** Refunds of other payments, as other merchants' make them, `count` of them made now (the newest). */
function othersRefunds(count: number): FakeRefund[] {
  const tx = { ...[...fake.state.transactions.values()][0], reference: 'someone-elses-transaction' };
  const made = Array.from({ length: count }, (): FakeRefund => ({
    id: fake.state.id(),
    transaction: tx,
    amount: 100,
    currency: 'NGN',
    status: 'processed',
    merchant_note: 'theirs',
    customer_note: null,
    createdAt: new Date().toISOString(),
  }));
  fake.state.refunds.push(...made);
  return made;
}

function forget(refunds: FakeRefund[]): void {
  fake.state.refunds = fake.state.refunds.filter((r) => !refunds.includes(r));
}

describe('refunds', () => {
  const paidTransaction = async (checkoutId: string) => {
    await live.payments.initializeCheckout(checkout(checkoutId));
    await fake.pay(providerReferenceOf(checkoutId));
    return providerReferenceOf(checkoutId);
  };
  const refundOf = (transaction: string, refundId: string, requestedAt = new Date()) => ({
    paymentId: 'pay_x',
    providerReference: transaction,
    amount: '100000',
    refundId,
    refundReference: providerReferenceOf(refundId),
    requestedAt,
    reason: 'changed mind',
  });
  const ours = (refundReference: string) => fake.state.refunds.filter((r) => r.merchant_note === refundReference);

  test('a refund carries our refund reference; asking again finds it instead of refunding twice; its outcome event names the transaction', async () => {
    const transaction = await paidTransaction('chk_contract_refund_0000001');
    const request = refundOf(transaction, 'rfd_Contract1');
    const first = await live.payments.startRefund(request);
    expect(first).toEqual({ providerReference: 'rfd-contract1' });
    const again = await live.payments.startRefund(request);
    expect(again).toEqual(first);
    expect(fake.calls('POST', '/refund')).toHaveLength(1);
    expect(fake.calls('POST', '/refund')[0].body).toEqual({
      transaction,
      amount: '100000',
      currency: 'NGN',
      merchant_note: 'rfd-contract1',
      customer_note: 'changed mind',
    });
    const [event] = await waitForEvent('refund.processed');
    expect(event.data).toMatchObject({ transaction_reference: transaction, merchant_note: 'rfd-contract1', amount: 100_000 });
  });

  test("the lookup asks only what Paystack documents: the window from the refund's recording, page by page; never ?reference=", async () => {
    const transaction = await paidTransaction('chk_contract_refund_0000002');
    const requestedAt = new Date();
    const lookups = () => fake.calls('GET', '/refund').length;
    const before = lookups();
    await live.payments.startRefund(refundOf(transaction, 'rfd_ContractDocumented', requestedAt));
    const [lookup] = fake.calls('GET', '/refund').slice(before);
    expect(lookup.query).toEqual({
      from: new Date(requestedAt.getTime() - 3_600_000).toISOString(),
      perPage: String(REFUND_LOOKUP_PAGE_SIZE),
      page: '1',
    });
    expect(fake.calls('GET', '/refund').every((c) => !('reference' in c.query) && !('transaction' in c.query))).toBe(true);
  });

  test('a hit: the answer to the first ask was lost; the retry finds the refund two pages deep and makes no second one', async () => {
    const transaction = await paidTransaction('chk_contract_refund_0000003');
    const request = refundOf(transaction, 'rfd_ContractLostAnswer');
    fake.delayNext(800, { path: '/refund', method: 'POST' }); // past the client's timeout: made, the answer lost
    await expect(live.payments.startRefund(request)).rejects.toMatchObject({ code: 'PROVIDER_ERROR', retryable: true });
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(ours('rfd-contractlostanswer')).toHaveLength(1);
    const newer = othersRefunds(REFUND_LOOKUP_PAGE_SIZE + 5); // ours is on page 2 (newest first)
    try {
      const before = fake.calls('GET', '/refund').length;
      expect(await live.payments.startRefund(request)).toEqual({ providerReference: 'rfd-contractlostanswer' });
      expect(
        fake
          .calls('GET', '/refund')
          .slice(before)
          .map((c) => c.query.page),
      ).toEqual(['1', '2']);
      expect(ours('rfd-contractlostanswer')).toHaveLength(1);
      expect(fake.calls('POST', '/refund').filter((c) => c.body.merchant_note === 'rfd-contractlostanswer')).toHaveLength(1);
    } finally {
      forget(newer);
    }
  });

  test("a miss: no refund of ours in the window (only others', over several pages), so it is made once", async () => {
    const transaction = await paidTransaction('chk_contract_refund_0000004');
    const others = othersRefunds(REFUND_LOOKUP_PAGE_SIZE * 2 + 1);
    try {
      const before = fake.calls('GET', '/refund').length;
      await live.payments.startRefund(refundOf(transaction, 'rfd_ContractMiss'));
      expect(
        fake
          .calls('GET', '/refund')
          .slice(before)
          .map((c) => c.query.page),
      ).toEqual(['1', '2', '3']);
      expect(ours('rfd-contractmiss')).toHaveLength(1);
    } finally {
      forget(others);
    }
  });

  test('more refunds in the window than the bounded pages hold: not asked again (retryable), never refunded blind', async () => {
    const transaction = await paidTransaction('chk_contract_refund_0000006');
    const others = othersRefunds(REFUND_LOOKUP_PAGE_SIZE * REFUND_LOOKUP_MAX_PAGES + 1);
    try {
      const posts = fake.calls('POST', '/refund').length;
      const err = await live.payments.startRefund(refundOf(transaction, 'rfd_ContractBounded')).catch((e) => e);
      expect(err).toMatchObject({ code: 'PROVIDER_ERROR', retryable: true });
      expect(err.message).toContain('rfd-contractbounded');
      expect(fake.calls('POST', '/refund')).toHaveLength(posts);
    } finally {
      forget(others);
    }
  });
});

describe('transfers', () => {
  const payout = (reference: string, accountNumber = '0123456789') => ({
    reference,
    amount: '500000',
    currency: 'NGN',
    bankCode: '058',
    accountNumber,
    accountName: 'ADAEZE OKAFOR',
  });

  test('a nuban recipient, then the transfer with our reference; sending again finds the first', async () => {
    fake.state.autoSettleTransfers = false;
    try {
      const { transferCode } = await live.transfers.initiateTransfer(payout('wdr_contract_transfer_0001'));
      expect(transferCode).toMatch(/^TRF_/);
      expect(fake.calls('POST', '/transferrecipient').at(-1)!.body).toEqual({
        type: 'nuban',
        name: 'ADAEZE OKAFOR',
        account_number: '0123456789',
        bank_code: '058',
        currency: 'NGN',
      });
      expect(fake.calls('POST', '/transfer').at(-1)!.body).toMatchObject({
        source: 'balance',
        amount: '500000',
        reference: 'wdr_contract_transfer_0001',
        currency: 'NGN',
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
    expect(
      fake
        .calls('POST', '/transfer')
        .filter((c) => c.body.reference === 'wdr_contract_duplicate_001')
        .map((c) => c.answered),
    ).toEqual([200, 400]);
  });

  test("failed and reversed transfers read as failed with Paystack's reason, not the narration it echoes; an unknown reference is null", async () => {
    await live.transfers.initiateTransfer(payout('wdr-contract-failing-00001', '9999999999'));
    await live.transfers.initiateTransfer(payout('wdr-contract-reversed-0001', '7777777777'));
    const [failed] = (await waitForEvent('transfer.failed')).filter((e) => e.data.reference === 'wdr-contract-failing-00001');
    expect(failed.data).toMatchObject({ reason: 'Withdrawal wdr-contract-failing-00001', gateway_response: FAKE_TRANSFER_FAILURES.failed });
    await waitForEvent('transfer.reversed');
    expect(await live.transfers.fetchTransfer('wdr-contract-failing-00001')).toEqual({
      status: 'failed',
      transferCode: expect.any(String),
      reason: FAKE_TRANSFER_FAILURES.failed,
    });
    expect(await live.transfers.fetchTransfer('wdr-contract-reversed-0001')).toEqual({
      status: 'failed',
      transferCode: expect.any(String),
      reason: FAKE_TRANSFER_FAILURES.reversed,
    });
    expect(await live.transfers.fetchTransfer('wdr-contract-never-sent-01')).toBeNull();
  });

  test('a failure Paystack gives no reason for reads as a clear generic one', async () => {
    fake.state.autoSettleTransfers = false;
    try {
      await live.transfers.initiateTransfer(payout('wdr-contract-no-reason-001', '9999999999'));
      await fake.settleTransfer('wdr-contract-no-reason-001', 'failed', null);
      expect(await live.transfers.fetchTransfer('wdr-contract-no-reason-001')).toMatchObject({
        status: 'failed',
        reason: TRANSFER_FAILED_WITHOUT_REASON,
      });
    } finally {
      fake.state.autoSettleTransfers = true;
    }
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
    expect(err).toBeInstanceOf(ServiceError);
    expect(err).toMatchObject({ code: 'PROVIDER_ERROR', status: 502, retryable: false });
  });
});

describe('wallet accounts (customers, validation, dedicated accounts)', () => {
  const holder = (email: string) => ({
    email,
    firstName: 'Ada',
    lastName: 'Obi',
    phone: '+2348012345678',
    metadata: { customerId: 'cus_contract' },
  });
  const identification = (bvn = '22345678901') => ({
    bvn,
    bankCode: '058',
    accountNumber: '0123456789',
    firstName: 'Ada',
    lastName: 'Obi',
  });

  test("the customer: POST /customer with Paystack's fields, read back whole; the same e-mail again is the same customer", async () => {
    const first = await live.walletAccounts.findOrCreateCustomer(holder('ada.contract@example.com'));
    expect(first).toEqual({
      customerCode: expect.stringMatching(/^CUS_/),
      providerCustomerId: expect.any(Number),
      priorIdentifications: 0,
      identified: false,
    });
    expect(fake.calls('POST', '/customer').at(-1)!.body).toEqual({
      email: 'ada.contract@example.com',
      first_name: 'Ada',
      last_name: 'Obi',
      phone: '+2348012345678',
      metadata: { customerId: 'cus_contract' },
    });
    expect(fake.calls('GET', `/customer/${first.customerCode}`)).toHaveLength(1);
    expect(await live.walletAccounts.findOrCreateCustomer(holder('ada.contract@example.com'))).toEqual(first);
    expect([...fake.state.customers.values()].filter((c) => c.email === 'ada.contract@example.com')).toHaveLength(1);
  });

  test('validation: POST /customer/{code}/identification (202, in progress), then a signed customeridentification.success; the check reads identified', async () => {
    const customer = await live.walletAccounts.findOrCreateCustomer(holder('validated.contract@example.com'));
    expect(await live.walletAccounts.checkValidation(customer)).toEqual({ status: 'pending' });
    await live.walletAccounts.requestValidation(customer.customerCode, identification());
    const [call] = fake.calls('POST', `/customer/${customer.customerCode}/identification`);
    expect([call.body, call.answered]).toEqual([
      {
        country: 'NG',
        type: 'bank_account',
        bvn: '22345678901',
        bank_code: '058',
        account_number: '0123456789',
        first_name: 'Ada',
        last_name: 'Obi',
      },
      202,
    ]);
    const [event] = (await waitForEvent('customeridentification.success')).filter((e) => e.data.customer_code === customer.customerCode);
    expect(event.data).toMatchObject({
      customer_code: customer.customerCode,
      email: 'validated.contract@example.com',
      identification: { country: 'NG', type: 'bank_account' },
    });
    expect(JSON.stringify(event)).not.toContain('22345678901'); // Paystack masks the BVN
    const raw = events.find((e) => e.raw.includes(customer.customerCode))!;
    expect(providerSignatureValid(raw.raw, raw.signature, SECRET)).toBe(true);
    expect(readPaystackEvent(raw.raw, raw.signature, SECRET)).toEqual({
      kind: 'customer.identified',
      customerCode: customer.customerCode,
      outcome: { status: 'success' },
    });
    expect(await live.walletAccounts.checkValidation(customer)).toEqual({ status: 'success' });
  });

  test("the magic BVN 00000000000 fails with Paystack's reason; an older failure does not count against a new validation", async () => {
    const customer = await live.walletAccounts.findOrCreateCustomer(holder('failing.contract@example.com'));
    await live.walletAccounts.requestValidation(customer.customerCode, identification('00000000000'));
    const [event] = (await waitForEvent('customeridentification.failed')).filter((e) => e.data.customer_code === customer.customerCode);
    expect(event.data.reason).toBe('Account number or BVN is incorrect');
    expect(await live.walletAccounts.checkValidation(customer)).toEqual({ status: 'failed', reason: 'Account number or BVN is incorrect' });

    fake.state.autoValidateCustomers = false;
    try {
      const again = await live.walletAccounts.findOrCreateCustomer(holder('failing.contract@example.com'));
      expect(again.priorIdentifications).toBe(1);
      await live.walletAccounts.requestValidation(again.customerCode, identification());
      expect(await live.walletAccounts.checkValidation(again)).toEqual({ status: 'pending' });
    } finally {
      fake.state.autoValidateCustomers = true;
    }
  });

  test('dedicated account: POST /dedicated_account (customer code, preferred_bank) once; asked again, it is found (GET ?customer=), not made twice', async () => {
    const customer = await live.walletAccounts.findOrCreateCustomer(holder('nuban.contract@example.com'));
    await expect(live.walletAccounts.dedicatedAccount(customer)).rejects.toBeInstanceOf(ProviderRefusedError); // not validated yet
    await live.walletAccounts.requestValidation(customer.customerCode, identification());
    await waitForEvent('customeridentification.success', 2);
    const account = await live.walletAccounts.dedicatedAccount(customer);
    expect(account).toEqual({
      accountNumber: expect.stringMatching(/^\d{10}$/),
      accountName: 'PAYSTACK / ADA OBI',
      bankName: 'Wema Bank',
      bankCode: '035',
    });
    expect(fake.calls('POST', '/dedicated_account').at(-1)!.body).toEqual({ customer: customer.customerCode, preferred_bank: 'wema-bank' });
    expect(fake.calls('GET', '/dedicated_account').at(-1)!.query).toEqual({
      customer: String(customer.providerCustomerId),
      active: 'true',
    });
    expect(await live.walletAccounts.dedicatedAccount(customer)).toEqual(account);
    expect(fake.state.dedicatedAccounts.filter((a) => a.customer.customer_code === customer.customerCode)).toHaveLength(1);
    expect(await live.walletAccounts.checkValidation(customer)).toEqual({ status: 'success' });
  });
});

describe('failures', () => {
  const client = () => new PaystackClient({ baseUrl: fake.url, secretKey: SECRET, timeoutMs: 300 });

  test.each([500, 503, 429])('%s is retryable (refuse.providerUnavailable), and the API answers it 502 PROVIDER_ERROR', async (status) => {
    fake.failNext(status, { path: '/bank' });
    const err = await client()
      .get('/bank')
      .catch((e) => e);
    expect(err).toBeInstanceOf(ServiceError);
    expect(err).toMatchObject({ code: 'PROVIDER_ERROR', retryable: true });
    expect(err.message).toContain(`answered ${status}`);
    expect(answerFor(err)).toMatchObject({ status: 502, code: 'PROVIDER_ERROR' });
    // The fault was used up: the next call answers.
    expect((await client().get('/bank')).status).toBe(true);
  });

  test('a timeout is retryable', async () => {
    fake.delayNext(1_000, { path: '/bank' });
    const err = await client()
      .get('/bank')
      .catch((e) => e);
    expect(err).toMatchObject({ code: 'PROVIDER_ERROR', retryable: true });
    expect(err.message).toContain('timed out');
  });

  test('a connection refused is retryable', async () => {
    const err = await new PaystackClient({ baseUrl: 'http://127.0.0.1:1', secretKey: SECRET, timeoutMs: 300 }).get('/bank').catch((e) => e);
    expect(err).toMatchObject({ code: 'PROVIDER_ERROR', retryable: true });
    expect(answerFor(err)).toMatchObject({ status: 502, code: 'PROVIDER_ERROR' });
  });

  test("a 4xx is refused for good, with Paystack's message; a wrong key is 401", async () => {
    fake.failNext(400, { path: '/bank' });
    const refused = await client()
      .get('/bank')
      .catch((e) => e);
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
      await fake.pay('chk-contract-dup-00000000001');
    } finally {
      fake.duplicateEvents(false);
    }
    expect(events.filter((e) => e.raw.includes('chk-contract-dup-00000000001'))).toHaveLength(2);

    await live.payments.initializeCheckout(checkout('chk_contract_held_0000000001'));
    fake.holdEvents();
    await fake.pay('chk-contract-held-0000000001');
    expect(events.filter((e) => e.raw.includes('chk-contract-held-0000000001'))).toHaveLength(0);
    fake.sendEvents();
    await fake.releaseHeldEvents();
    expect(events.filter((e) => e.raw.includes('chk-contract-held-0000000001'))).toHaveLength(1);
  });
});
