import { walletAccountWorkflowId } from '../../workflows/wallet-account-messages';
import { FAKE_IDENTITY, FAKE_VALIDATION_FAILURE_REASON } from '../../fake-paystack/routes/customers';
import { expectError } from '../support/expect';
import { createCustomer } from '../support/fixtures';
import { eventually } from '../support/eventually';
import { liveMerchant, liveStackForFile, withoutLiveSecret } from '../support/live';
import { historyText, liveWalletBody, walletSettled } from '../support/live-wallets';
import { postProviderEvent } from '../support/provider-events';

// Live wallet provisioning end to end against the fake Paystack: POST /customer (found by
// e-mail on a retry), POST /customer/{code}/identification (asynchronous), then on
// customeridentification.success one POST /dedicated_account, stored on the wallet; on
// .failed the wallet's provisioning fails with Paystack's reason and a new POST starts again.

const { stack, fake } = liveStackForFile();

const codeOf = async (walletId: string) =>
  (await stack.sql<{ provider_customer_code: string | null }[]>`select provider_customer_code from wallets where id = ${walletId}`)[0]
    .provider_customer_code;

test('create: 201 pending with no account, then customeridentification.success gives it a dedicated account (active)', async () => {
  const { api } = await liveMerchant(stack);
  const customer = await createCustomer(api, { firstName: 'Chiamaka', lastName: 'Eze' });
  const res = await api.post('/wallets', liveWalletBody(customer.customerId));
  expect(res.status).toBe(201);
  expect(res.body.data).toEqual({
    walletId: customer.walletId,
    customerId: customer.customerId,
    currency: 'NGN',
    balances: { available: 0, held: 0 },
    account: null,
    accountStatus: 'pending',
    accountFailureReason: null,
    createdAt: expect.any(String),
  });
  const code = await codeOf(customer.walletId);
  expect(code).toMatch(/^CUS_/);

  // Paystack's calls, with Paystack's fields: the customer, its validation, then the account.
  const customerCalls = fake.calls('POST', '/customer').filter((c) => c.path === '/customer' && c.body.email === customer.email);
  expect(customerCalls.map((c) => c.body)).toEqual([
    {
      email: customer.email,
      first_name: 'Chiamaka',
      last_name: 'Eze',
      phone: customer.phone,
      metadata: { customerId: customer.customerId },
    },
  ]);
  expect(fake.calls('POST', `/customer/${code}/identification`).map((c) => [c.body, c.answered])).toEqual([
    [
      {
        country: 'NG',
        type: 'bank_account',
        bvn: '22345678901',
        bank_code: '058',
        account_number: '0123456789',
        first_name: 'Chiamaka',
        last_name: 'Eze',
      },
      202,
    ],
  ]);

  const wallet = await walletSettled(api, customer.walletId);
  const [account] = fake.state.dedicatedAccounts.filter((a) => a.customer.customer_code === code);
  expect(wallet).toMatchObject({
    accountStatus: 'active',
    accountFailureReason: null,
    account: {
      accountNumber: account.account_number,
      accountName: 'PAYSTACK / CHIAMAKA EZE',
      bankName: 'Wema Bank',
      bankCode: '035',
      currency: 'NGN',
    },
  });
  expect(
    fake
      .calls('POST', '/dedicated_account')
      .filter((c) => c.body.customer === code)
      .map((c) => c.body),
  ).toEqual([{ customer: code, preferred_bank: 'wema-bank' }]);
  expect(fake.state.sent.filter((e) => e.data.customer_code === code).map((e) => [e.event, e.deliveredStatus])).toEqual([
    ['customeridentification.success', 200],
  ]);
  // The customer read shows the same account.
  expect((await api.get(`/customers/${customer.customerId}`)).body.data.account).toEqual(wallet.account);

  // A repeat POST returns the active wallet as it is; Paystack is not asked again.
  const again = await api.post('/wallets', liveWalletBody(customer.customerId, { bvn: '99999999999' }));
  expect(again.status).toBe(200);
  expect(again.body.data).toEqual(wallet);
  expect(fake.calls('POST', `/customer/${code}/identification`)).toHaveLength(1);

  // The BVN and the customer's account number never reach a workflow history, nor a response, in clear.
  await stack.temporal.workflow.getHandle(walletAccountWorkflowId(customer.walletId)).result();
  const history = await historyText(stack.temporal, customer.walletId);
  expect(history).toContain(customer.walletId); // the decoding works
  expect(history).not.toContain('22345678901');
  expect(history).not.toContain('0123456789');
  expect(JSON.stringify(res.body)).not.toContain('22345678901');
});

test("validation failed: the wallet reads failed with Paystack's reason; a new POST starts again (same Paystack customer) and succeeds", async () => {
  const { api } = await liveMerchant(stack);
  const customer = await createCustomer(api);
  const first = await api.post('/wallets', liveWalletBody(customer.customerId, { bvn: FAKE_IDENTITY.failingBvn }));
  expect(first.status).toBe(201);
  expect(first.body.data.accountStatus).toBe('pending');

  const failed = await walletSettled(api, customer.walletId);
  expect(failed).toMatchObject({ accountStatus: 'failed', accountFailureReason: FAKE_VALIDATION_FAILURE_REASON, account: null });
  const code = await codeOf(customer.walletId);
  expect(fake.state.dedicatedAccounts.filter((a) => a.customer.customer_code === code)).toHaveLength(0);
  await stack.temporal.workflow.getHandle(walletAccountWorkflowId(customer.walletId)).result();

  const retry = await api.post('/wallets', liveWalletBody(customer.customerId));
  expect(retry.status).toBe(201);
  expect(retry.body.data).toMatchObject({ accountStatus: 'pending', accountFailureReason: null, account: null });
  const active = await walletSettled(api, customer.walletId);
  expect(active.accountStatus).toBe('active');
  expect(active.account.accountNumber).toMatch(/^\d{10}$/);
  // Paystack's customer was found again by e-mail: one customer, two validations, one account.
  expect(await codeOf(customer.walletId)).toBe(code);
  expect([...fake.state.customers.values()].filter((c) => c.email === customer.email)).toHaveLength(1);
  expect(fake.calls('POST', `/customer/${code}/identification`).map((c) => c.body.bvn)).toEqual([FAKE_IDENTITY.failingBvn, '22345678901']);
  expect(fake.state.dedicatedAccounts.filter((a) => a.customer.customer_code === code)).toHaveLength(1);
});

test('a repeat POST while Paystack validates returns the pending wallet (200) and asks Paystack nothing more', async () => {
  const { api } = await liveMerchant(stack);
  const customer = await createCustomer(api);
  fake.state.autoValidateCustomers = false;
  try {
    const first = await api.post('/wallets', liveWalletBody(customer.customerId));
    expect(first.status).toBe(201);
    const again = await api.post('/wallets', liveWalletBody(customer.customerId));
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    const code = (await codeOf(customer.walletId))!;
    expect(fake.calls('POST', `/customer/${code}/identification`)).toHaveLength(1);
    await fake.validateCustomer(code, 'success');
  } finally {
    fake.state.autoValidateCustomers = true;
  }
  expect((await walletSettled(api, customer.walletId)).accountStatus).toBe('active');
});

test('Paystack down then back (5xx on the customer, then on the account): provisioned once', async () => {
  const { api } = await liveMerchant(stack);
  const customer = await createCustomer(api);
  fake.failNext(500, { path: '/customer', method: 'POST', count: 2 });
  fake.failNext(503, { path: '/dedicated_account', method: 'POST', count: 1 });
  const res = await api.post('/wallets', liveWalletBody(customer.customerId));
  expect(res.status).toBe(201);
  const wallet = await walletSettled(api, customer.walletId);
  expect(wallet.accountStatus).toBe('active');
  const code = await codeOf(customer.walletId);
  expect(
    fake
      .calls('POST', '/customer')
      .filter((c) => c.path === '/customer' && c.body.email === customer.email)
      .map((c) => c.answered),
  ).toEqual([500, 500, 200]);
  expect([...fake.state.customers.values()].filter((c) => c.email === customer.email)).toHaveLength(1);
  expect(fake.calls('POST', `/customer/${code}/identification`)).toHaveLength(1);
  expect(
    fake
      .calls('POST', '/dedicated_account')
      .filter((c) => c.body.customer === code)
      .map((c) => c.answered),
  ).toEqual([503, 200]);
  expect(fake.state.dedicatedAccounts.filter((a) => a.customer.customer_code === code)).toHaveLength(1);
});

test('a dedicated account made but its answer lost: the retry finds it and makes no second one', async () => {
  const { api } = await liveMerchant(stack);
  const customer = await createCustomer(api);
  fake.state.autoValidateCustomers = false;
  let code: string;
  try {
    expect((await api.post('/wallets', liveWalletBody(customer.customerId))).status).toBe(201);
    code = (await codeOf(customer.walletId))!;
    // The account is made at Paystack before our workflow asks (as if its first answer was lost).
    const made = await fetch(`${fake.url}/dedicated_account`, {
      method: 'POST',
      headers: { authorization: `Bearer ${fake.state.secretKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ customer: code, preferred_bank: 'wema-bank' }),
    }).then((r) => r.status);
    expect(made).toBe(400); // not validated yet: Paystack refuses
    fake.state.customers.get(customer.email)!.identified = true;
    expect(
      await fetch(`${fake.url}/dedicated_account`, {
        method: 'POST',
        headers: { authorization: `Bearer ${fake.state.secretKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ customer: code, preferred_bank: 'wema-bank' }),
      }).then((r) => r.status),
    ).toBe(200);
    await fake.validateCustomer(code, 'success');
  } finally {
    fake.state.autoValidateCustomers = true;
  }
  const wallet = await walletSettled(api, customer.walletId);
  const accounts = fake.state.dedicatedAccounts.filter((a) => a.customer.customer_code === code);
  expect(accounts).toHaveLength(1);
  expect(wallet.account.accountNumber).toBe(accounts[0].account_number);
});

test("a deposit to the account provisioned through the API credits the wallet with Paystack's fee", async () => {
  const { api } = await liveMerchant(stack);
  const customer = await createCustomer(api);
  expect((await api.post('/wallets', liveWalletBody(customer.customerId))).status).toBe(201);
  const wallet = await walletSettled(api, customer.walletId);
  expect(wallet.accountStatus).toBe('active');

  await fake.deposit(wallet.account.accountNumber, 500_000, 5_000);
  const credited = await eventually(
    () => api.get(`/wallets/${customer.walletId}`).then((r) => r.body.data.balances.available),
    (available) => available === 4_950,
  );
  expect(credited).toBe(4_950);
  const hooks = await eventually(
    async () => stack.receiver.received.filter((r) => r.body.type === 'wallet.credited' && r.body.data?.walletId === customer.walletId),
    (found) => found.length >= 1,
  );
  expect(hooks[0].body.meta).toMatchObject({
    source: 'nuban',
    channel: 'dedicated_nuban',
    accountNumber: wallet.account.accountNumber,
    grossAmount: 5_000,
    providerFee: 50,
    netAmount: 4_950,
  });
  expect(hooks[0].body.data.account).toEqual(wallet.account);
});

test('Paystack refusing the customer (4xx) while the merchant waits: 502 PROVIDER_ERROR, the wallet unchanged; a retry works', async () => {
  const { api } = await liveMerchant(stack);
  const customer = await createCustomer(api);
  fake.failNext(400, { path: '/customer', method: 'POST', count: 1 });
  const res = await api.post('/wallets', liveWalletBody(customer.customerId));
  expectError(res, 502, 'PROVIDER_ERROR');
  expect(res.body.error.message).toMatch(/Paystack refused/);
  expect((await api.get(`/wallets/${customer.walletId}`)).body.data).toMatchObject({ accountStatus: 'none', account: null });

  const retry = await api.post('/wallets', liveWalletBody(customer.customerId));
  expect(retry.status).toBe(201);
  expect((await walletSettled(api, customer.walletId)).accountStatus).toBe('active');
});

test('live keys need bankCode and accountNumber: 400 INVALID_REQUEST naming them; Paystack is not called', async () => {
  const { api } = await liveMerchant(stack);
  const customer = await createCustomer(api);
  const before = fake.calls('POST', '/customer').length;
  expectError(await api.post('/wallets', { customerId: customer.customerId, bvn: '22345678901' }), 400, 'INVALID_REQUEST', [
    'bankCode',
    'accountNumber',
  ]);
  expectError(
    await api.post('/wallets', { customerId: customer.customerId, bvn: '22345678901', bankCode: '058' }),
    400,
    'INVALID_REQUEST',
    ['accountNumber'],
  );
  expect(fake.calls('POST', '/customer').length).toBe(before);
  expect((await api.get(`/wallets/${customer.walletId}`)).body.data.accountStatus).toBe('none');
});

test('an identification event for a customer no wallet has is acknowledged and changes nothing', async () => {
  const res = await postProviderEvent(stack, {
    event: 'customeridentification.success',
    data: {
      customer_id: 1,
      customer_code: 'CUS_nobody_of_ours',
      email: 'x@example.com',
      identification: { country: 'NG', type: 'bank_account' },
    },
  });
  expect(res.status).toBe(200);
  expect(res.body.data).toMatchObject({ received: true, handled: false, reason: expect.stringContaining('no live wallet') });
});

test('without a live provider secret a live POST /wallets is 502 PROVIDER_ERROR saying so', async () => {
  await withoutLiveSecret(stack, async (created, { unconfigured, stackApi }) => {
    const customer = await createCustomer(stackApi(created.liveSecretKey));
    const res = await unconfigured(created.liveSecretKey).post('/wallets', liveWalletBody(customer.customerId));
    expectError(res, 502, 'PROVIDER_ERROR');
    expect(res.body.error.message).toContain('not configured');
    expect(await codeOf(customer.walletId)).toBeNull();
  });
});
