import { ok } from '../support/checkout';
import { balancesOf } from '../support/escrows';
import { expectError } from '../support/expect';
import { journalTypes } from '../support/ledger';
import { eventually } from '../support/eventually';
import { LIVE_TEST_DELAY_MS, liveCustomerWithBalance, liveMerchant, liveStackForFile } from '../support/live';
import { withdrawalBody } from '../support/withdrawals';
import { withdrawalWorkflowId } from '../../workflows/withdrawal-messages';
import { FAKE_TRANSFER_FAILURES } from '../../fake-paystack/routes/transfers';
import { TRANSFER_FAILED_WITHOUT_REASON } from '../../src/payments/paystack/events';
import { providerReferenceOf } from '../../src/payments/references';
import { postProviderEvent } from '../support/provider-events';
import { reversedAfterCompletionReason } from '../../src/withdrawals/settle';

// Live payouts end to end against the fake Paystack: the account name from GET /bank/resolve,
// a nuban recipient, the transfer under our withdrawal's reference, its outcome by
// transfer.success / failed / reversed. Banks and account checks go through Paystack too.

const { stack, fake } = liveStackForFile();

const settled = (api: Parameters<typeof balancesOf>[0], withdrawalId: string) =>
  eventually(
    () => api.get(`/withdrawals/${withdrawalId}`).then((r) => r.body.data),
    (w) => w.status !== 'processing',
  );

test('success: resolved, sent once with our reference, completed by transfer.success', async () => {
  const { api } = await liveMerchant(stack);
  const customer = await liveCustomerWithBalance(api, fake, 10_000);
  const created = ok(
    await api.post('/withdrawals', withdrawalBody(customer.customerId, { amount: 2_000, accountNumber: '0123456789', bankCode: '058' })),
    201,
  );
  expect(created).toMatchObject({ status: 'processing', accountName: expect.stringMatching(/^[A-Z ]+$/) });
  const done = await settled(api, created.withdrawalId);
  expect(done.status).toBe('completed');
  const reference = providerReferenceOf(created.withdrawalId);
  const transfers = fake.calls('POST', '/transfer').filter((c) => c.body.reference === reference);
  expect(transfers).toHaveLength(1);
  expect(transfers[0].body).toMatchObject({
    amount: '200000',
    currency: 'NGN',
    source: 'balance',
    reference: expect.stringMatching(/^wdr-[0-9a-z]{24}$/),
  });
  expect(fake.calls('POST', '/transfer').filter((c) => c.body.reference === created.withdrawalId)).toHaveLength(0);
  expect(fake.calls('GET', '/bank/resolve').some((c) => c.query.account_number === '0123456789')).toBe(true);
  expect(fake.state.sent.filter((e) => e.data.reference === reference).map((e) => e.event)).toEqual(['transfer.success']);
  const { available } = await balancesOf(api, customer.customerId);
  expect(available).toBe(10_000 - created.chargedAmount);
});

test.each([
  ['failed', '9999999999'],
  ['reversed', '7777777777'],
])('transfer.%s: the withdrawal fails and the reserve goes back to available', async (event, accountNumber) => {
  const { api } = await liveMerchant(stack);
  const customer = await liveCustomerWithBalance(api, fake, 5_000);
  const created = ok(await api.post('/withdrawals', withdrawalBody(customer.customerId, { amount: 1_000, accountNumber })), 201);
  const done = await settled(api, created.withdrawalId);
  // Paystack's reason for the failure, not the narration it echoes back in `reason`.
  expect(done).toMatchObject({ status: 'failed', failureReason: FAKE_TRANSFER_FAILURES[event as 'failed' | 'reversed'] });
  const sent = fake.state.sent.filter((e) => e.data.reference === providerReferenceOf(created.withdrawalId));
  expect(sent.map((e) => [e.event, e.data.reason])).toEqual([
    [`transfer.${event}`, `Withdrawal ${providerReferenceOf(created.withdrawalId)}`],
  ]);
  expect(await balancesOf(api, customer.customerId)).toEqual({ available: 5_000, held: 0 });
});

test('reversed by the bank after success (transfer.reversed hours later): the charged amount back to available, failed, withdrawal.failed once', async () => {
  const { api } = await liveMerchant(stack);
  const customer = await liveCustomerWithBalance(api, fake, 5_000);
  const created = ok(await api.post('/withdrawals', withdrawalBody(customer.customerId, { amount: 1_000 })), 201);
  expect((await settled(api, created.withdrawalId)).status).toBe('completed');
  await stack.temporal.workflow.getHandle(withdrawalWorkflowId(created.withdrawalId)).result();
  expect(await balancesOf(api, customer.customerId)).toEqual({ available: 5_000 - created.chargedAmount, held: 0 });

  const reference = providerReferenceOf(created.withdrawalId);
  await fake.reverseTransfer(reference);
  const failed = await eventually(
    () => api.get(`/withdrawals/${created.withdrawalId}`).then((r) => r.body.data),
    (w) => w.status === 'failed',
  );
  expect(failed.failureReason).toBe(reversedAfterCompletionReason(FAKE_TRANSFER_FAILURES.reversed));
  expect(await balancesOf(api, customer.customerId)).toEqual({ available: 5_000, held: 0 });
  // Paystack delivers the event again: acknowledged, nothing more booked.
  await fake.releaseHeldEvents();
  const again = await postProviderEvent(stack, { event: 'transfer.reversed', data: { reference, status: 'reversed' } });
  expect(again.body.data).toMatchObject({ handled: false, reason: expect.stringContaining('already failed') });
  expect(await journalTypes(stack.sql, created.withdrawalId)).toEqual(['withdrawal', 'withdrawal_completed', 'withdrawal_reversed']);
  const sentEvents = fake.state.sent.filter((e) => e.data.reference === reference).map((e) => [e.event, e.deliveredStatus]);
  expect(sentEvents).toEqual([
    ['transfer.success', 200],
    ['transfer.reversed', 200],
  ]);
});

test('an account Paystack cannot resolve: 502 PROVIDER_ERROR and nothing is created', async () => {
  const { api, merchantId } = await liveMerchant(stack);
  const customer = await liveCustomerWithBalance(api, fake, 2_000);
  expectError(await api.post('/withdrawals', withdrawalBody(customer.customerId, { accountNumber: '0000000000' })), 502, 'PROVIDER_ERROR');
  expect(await stack.sql`select id from withdrawals where merchant_id = ${merchantId}`).toHaveLength(0);
});

test("Paystack down then back: the send is retried by the activity's retry policy and pays once", async () => {
  const { api } = await liveMerchant(stack);
  const customer = await liveCustomerWithBalance(api, fake, 5_000);
  fake.failNext(500, { path: '/transfer', method: 'POST', count: 1 });
  fake.failNext(429, { path: '/transferrecipient', count: 1 });
  const created = ok(await api.post('/withdrawals', withdrawalBody(customer.customerId, { amount: 1_000 })), 201);
  const done = await settled(api, created.withdrawalId);
  expect(done.status).toBe('completed');
  expect(fake.state.transfers.get(providerReferenceOf(created.withdrawalId))).toMatchObject({ status: 'success', amount: 100_000 });
  // One transfer at Paystack (the only one under our reference) and one completion in our books.
  expect(
    await stack.sql`select count(*)::int as n from ledger_journals where related_id = ${created.withdrawalId} and event_type = 'withdrawal_completed'`,
  ).toEqual([{ n: 1 }]);
  await stack.temporal.workflow.getHandle(withdrawalWorkflowId(created.withdrawalId)).result();
});

test('a send whose answer is lost (timeout): the retry finds the transfer by our reference instead of sending another', async () => {
  const { api } = await liveMerchant(stack);
  const customer = await liveCustomerWithBalance(api, fake, 5_000);
  fake.state.autoSettleTransfers = false;
  try {
    // The first POST /transfer answers after the adapter's timeout (the transfer is made all the same).
    fake.delayNext(LIVE_TEST_DELAY_MS, { path: '/transfer', method: 'POST' });
    const created = ok(await api.post('/withdrawals', withdrawalBody(customer.customerId, { amount: 1_000 })), 201);
    expect(created.status).toBe('processing');
    const reference = providerReferenceOf(created.withdrawalId);
    await eventually(
      async () => fake.state.transfers.get(reference),
      (t) => t !== undefined,
    );
    await fake.settleTransfer(reference);
    expect((await settled(api, created.withdrawalId)).status).toBe('completed');
    // Every retry asked Paystack by our reference first: one transfer, one completion.
    const mine = fake.calls().filter((c) => c.body?.reference === reference || c.path === `/transfer/verify/${reference}`);
    expect(mine[0]).toMatchObject({ method: 'GET', answered: 404 });
    expect(mine.filter((c) => c.method === 'GET').length).toBeGreaterThanOrEqual(2);
    expect([...fake.state.transfers.values()].filter((t) => t.reference === reference)).toHaveLength(1);
    expect(
      await stack.sql`select count(*)::int as n from ledger_journals where related_id = ${created.withdrawalId} and event_type = 'withdrawal_completed'`,
    ).toEqual([{ n: 1 }]);
  } finally {
    fake.state.autoSettleTransfers = true;
  }
});

test('transfer.failed without a reason from Paystack: the withdrawal fails with a clear generic one', async () => {
  const { api } = await liveMerchant(stack);
  const customer = await liveCustomerWithBalance(api, fake, 5_000);
  fake.state.autoSettleTransfers = false;
  try {
    const created = ok(
      await api.post('/withdrawals', withdrawalBody(customer.customerId, { amount: 1_000, accountNumber: '9999999999' })),
      201,
    );
    const reference = providerReferenceOf(created.withdrawalId);
    await eventually(
      async () => fake.state.transfers.get(reference),
      (t) => t !== undefined,
    );
    await fake.settleTransfer(reference, 'failed', null);
    expect(await settled(api, created.withdrawalId)).toMatchObject({ status: 'failed', failureReason: TRANSFER_FAILED_WITHOUT_REASON });
  } finally {
    fake.state.autoSettleTransfers = true;
  }
});

test('an event naming a withdrawal by its raw id, not its transfer reference, finds nothing', async () => {
  const { api } = await liveMerchant(stack);
  const customer = await liveCustomerWithBalance(api, fake, 5_000);
  const { withdrawalId } = ok(await api.post('/withdrawals', withdrawalBody(customer.customerId, { amount: 1_000 })), 201);
  await eventually(
    async () => fake.state.transfers.get(providerReferenceOf(withdrawalId)),
    (t) => t !== undefined,
  );
  const stray = await postProviderEvent(stack, { event: 'transfer.success', data: { reference: withdrawalId, status: 'success' } });
  expect(stray.body.data).toEqual({ received: true, handled: false, reason: expect.stringContaining('no withdrawal') });
});

describe('banks and account names through Paystack', () => {
  test('GET /identity/banks and POST /identity/bank-accounts/verify answer from Paystack; its refusal and its outage are 502', async () => {
    const { api } = await liveMerchant(stack);
    const banks = ok(await api.get('/identity/banks')).banks;
    expect(banks).toContainEqual({ name: 'Zenith Bank', code: '057' });
    expect(banks.some((b: { code: string }) => b.code === '000')).toBe(false);
    expect(fake.calls('GET', '/bank').length).toBeGreaterThanOrEqual(1);
    const verified = ok(await api.post('/identity/bank-accounts/verify', { bankCode: '057', accountNumber: '0123456789' }));
    expect(verified.accountName).toMatch(/^[A-Z ]+$/);
    expectError(await api.post('/identity/bank-accounts/verify', { bankCode: '057', accountNumber: '0000000000' }), 502, 'PROVIDER_ERROR');
    fake.failNext(503, { path: '/bank/resolve' });
    expectError(await api.post('/identity/bank-accounts/verify', { bankCode: '057', accountNumber: '0123456789' }), 502, 'PROVIDER_ERROR');
  });
});
