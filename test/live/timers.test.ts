import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { LIVE_PAYMENT_CHECK_DELAYS_MS } from '../../workflows/checkout';
import { checkoutWorkflowId } from '../../workflows/checkout-messages';
import { createSession, ok } from '../support/checkout';
import { balancesOf } from '../support/escrows';
import { createCustomer } from '../support/fixtures';
import { timersAndActivities } from '../support/history';
import { eventually } from '../support/eventually';
import { LiveStack, liveCustomerWithBalance, liveMerchant, startLiveStack } from '../support/live';
import { withdrawalBody } from '../support/withdrawals';
import { STATUS_CHECK_DELAYS_MS } from '../../workflows/withdrawal';
import { withdrawalWorkflowId } from '../../workflows/withdrawal-messages';
import { expectLedgerConsistent } from '../support/stack';
import { startTimeSkippingServer } from '../support/time-skipping';
import { FAKE_IDENTITY, FAKE_VALIDATION_FAILURE_REASON } from '../../fake-paystack/routes/customers';
import { VALIDATION_CHECK_DELAYS_MS } from '../../workflows/wallet-account';
import { walletAccountWorkflowId } from '../../workflows/wallet-account-messages';
import { liveWalletBody } from '../support/live-wallets';
import { providerReferenceOf } from '../../src/payments/references';

// The fallbacks when Paystack's events never arrive: the live service on the time-skipping
// test server with the fake holding its events, so only the workflows' own checks on durable
// timers (skipped here) can find a payment (GET /transaction/verify) or a transfer's outcome
// (GET /transfer/verify), or a live wallet's validation (GET /customer, GET /dedicated_account).

let env: TestWorkflowEnvironment;
let live: LiveStack;
beforeAll(async () => {
  env = await startTimeSkippingServer();
  live = await startLiveStack({ temporal: { client: env.client, nativeConnection: env.nativeConnection } });
});
afterAll(async () => {
  if (live) {
    await expectLedgerConsistent(live.stack.sql);
    await live.stack.stop();
    await live.fake.close();
  }
  await env?.teardown();
});

test('no charge.success: the workflow verifies on its timers and books the payment once', async () => {
  const { stack, fake } = live;
  const { api } = await liveMerchant(stack);
  const customer = await createCustomer(api);
  const session = await createSession(api, { customerId: customer.customerId, amount: 3_000 });
  fake.holdEvents();
  await fake.pay(providerReferenceOf(session.checkoutId), { channel: 'ussd' });

  const startedAt = await env.currentTimeMs();
  await env.client.workflow.getHandle(checkoutWorkflowId(session.checkoutId)).result(); // time is skipped while waiting
  expect((await env.currentTimeMs()) - startedAt).toBeGreaterThanOrEqual(LIVE_PAYMENT_CHECK_DELAYS_MS[0]);

  const { timers, activities } = await timersAndActivities(env.client, checkoutWorkflowId(session.checkoutId));
  expect(timers[0]).toBe(60_000);
  expect(activities.filter((a) => a === 'checkLivePayment')).toHaveLength(1);
  expect(ok(await api.get(`/checkout/sessions/${session.checkoutId}`)).status).toBe('completed');
  expect(await stack.sql`select channel, provider from payments where checkout_id = ${session.checkoutId}`).toEqual([
    { channel: 'ussd', provider: 'paystack' },
  ]);
  expect(await balancesOf(api, customer.customerId)).toEqual({ available: 3_000, held: 0 });

  // The held event arrives late: acknowledged, nothing more booked.
  fake.sendEvents();
  await fake.releaseHeldEvents();
  expect(fake.state.sent.filter((e) => e.data.reference === providerReferenceOf(session.checkoutId)).map((e) => e.deliveredStatus)).toEqual(
    [200],
  );
  expect(await stack.sql`select id from payments where checkout_id = ${session.checkoutId}`).toHaveLength(1);
});

test('unpaid: each timer asks Paystack and finds nothing; a later payment is still found', async () => {
  const { stack, fake } = live;
  const { api } = await liveMerchant(stack);
  const customer = await createCustomer(api);
  const session = await createSession(api, { customerId: customer.customerId, amount: 1_000 });
  const handle = env.client.workflow.getHandle(checkoutWorkflowId(session.checkoutId));
  // Skip through the first three checks (1 + 5 + 15 min) without a payment.
  await env.sleep(LIVE_PAYMENT_CHECK_DELAYS_MS[0] + LIVE_PAYMENT_CHECK_DELAYS_MS[1] + LIVE_PAYMENT_CHECK_DELAYS_MS[2] + 1_000);
  // The third timer fires at the end of the skipped time, and its check runs in real time: read
  // the history once the workflow waits on the fourth timer, so the third check is in it.
  const before = await eventually(
    () => timersAndActivities(env.client, checkoutWorkflowId(session.checkoutId)),
    (history) => history.timers.length >= 4,
  );
  expect(before.timers).toHaveLength(4);
  expect(before.activities.filter((a) => a === 'checkLivePayment')).toHaveLength(3);
  expect(ok(await api.get(`/checkout/sessions/${session.checkoutId}`)).status).toBe('pending');

  fake.holdEvents();
  await fake.pay(providerReferenceOf(session.checkoutId)); // no event: found by the next timer (1 h)
  await handle.result();
  expect((await timersAndActivities(env.client, checkoutWorkflowId(session.checkoutId))).timers.slice(0, 4)).toEqual(
    LIVE_PAYMENT_CHECK_DELAYS_MS.slice(0, 4),
  );
  fake.sendEvents();
  expect(ok(await api.get(`/checkout/sessions/${session.checkoutId}`)).status).toBe('completed');
});

test.each([
  ['0123456789', 'completed'],
  ['7777777777', 'failed'],
])(
  "no transfer event: the withdrawal's status check (GET /transfer/verify) settles a payout to %s as %s",
  async (accountNumber, status) => {
    const { stack, fake } = live;
    fake.sendEvents();
    const { api } = await liveMerchant(stack);
    const customer = await liveCustomerWithBalance(api, fake, 5_000);
    fake.holdEvents();
    try {
      const res = await api.post('/withdrawals', withdrawalBody(customer.customerId, { amount: 1_000, accountNumber }));
      expect(res.status).toBe(201);
      const { withdrawalId } = res.body.data;
      // The bank answers (20 ms of real time after the send) before time is skipped, so the
      // first status check finds the outcome rather than a transfer still pending.
      await eventually(
        () => fake.state.transfers.get(providerReferenceOf(withdrawalId))?.status ?? 'pending',
        (transferStatus) => transferStatus !== 'pending',
        { what: 'the fake to settle the transfer', timeoutMs: 20_000, intervalMs: 20 },
      );
      await env.client.workflow.getHandle(withdrawalWorkflowId(withdrawalId)).result(); // time is skipped while waiting
      const { timers, activities } = await timersAndActivities(env.client, withdrawalWorkflowId(withdrawalId));
      expect(timers[0]).toBe(STATUS_CHECK_DELAYS_MS[0]);
      expect(activities.filter((a) => a === 'checkTransfer')).toHaveLength(1);
      expect(fake.calls('GET', `/transfer/verify/${providerReferenceOf(withdrawalId)}`).length).toBeGreaterThanOrEqual(2); // the send's own check, then the status check
      expect(ok(await api.get(`/withdrawals/${withdrawalId}`)).status).toBe(status);
      const { available } = await balancesOf(api, customer.customerId);
      expect(available).toBe(status === 'failed' ? 5_000 : 5_000 - res.body.data.chargedAmount);
    } finally {
      fake.state.held.length = 0;
      fake.sendEvents();
    }
  },
);

test.each([
  ['22345678901', 'active', null],
  [FAKE_IDENTITY.failingBvn, 'failed', FAKE_VALIDATION_FAILURE_REASON],
])("no validation event: the wallet's check on its timer (GET /customer) finds BVN %s %s", async (bvn, status, reason) => {
  const { stack, fake } = live;
  fake.sendEvents();
  const { api } = await liveMerchant(stack);
  const customer = await createCustomer(api);
  fake.holdEvents();
  try {
    const res = await api.post('/wallets', liveWalletBody(customer.customerId, { bvn }));
    expect(res.status).toBe(201);
    expect(res.body.data.accountStatus).toBe('pending');
    // Paystack decides (20 ms of real time after the request) before time is skipped, so the
    // first check finds the outcome rather than a validation still pending.
    const paystackCustomer = () => [...fake.state.customers.values()].find((c) => c.email === customer.email);
    await eventually(
      () => paystackCustomer()?.identifications.at(-1)?.status,
      (validation) => validation === (status === 'active' ? 'success' : 'failed'),
      { what: 'the fake to decide the validation', timeoutMs: 20_000, intervalMs: 20 },
    );
    await env.client.workflow.getHandle(walletAccountWorkflowId(customer.walletId)).result(); // time is skipped while waiting
    const { timers, activities } = await timersAndActivities(env.client, walletAccountWorkflowId(customer.walletId));
    expect(timers[0]).toBe(VALIDATION_CHECK_DELAYS_MS[0]);
    expect(activities.filter((a) => a === 'checkWalletValidation')).toHaveLength(1);
    expect(fake.calls('GET', `/customer/${paystackCustomer()!.customer_code}`).length).toBeGreaterThanOrEqual(2); // the start's read, then the check
    const wallet = ok(await api.get(`/wallets/${customer.walletId}`));
    expect(wallet).toMatchObject({ accountStatus: status, accountFailureReason: reason });
    if (status === 'active')
      expect(wallet.account.accountNumber).toBe(
        fake.state.dedicatedAccounts.find((a) => a.customer === paystackCustomer())!.account_number,
      );
    else expect(wallet.account).toBeNull();
  } finally {
    fake.state.held.length = 0;
    fake.sendEvents();
  }
});
