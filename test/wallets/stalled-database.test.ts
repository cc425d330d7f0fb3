import { FAKE_VALIDATION_FAILURE_REASON } from '../../fake-paystack/routes/customers';
import { systemAccountId } from '../../src/ledger/accounts';
import { walletAccountWorkflowId } from '../../workflows/wallet-account-messages';
import { createCustomer } from '../support/fixtures';
import { liveMerchant, liveStackForFile } from '../support/live';
import { liveWalletBody, walletSettled } from '../support/live-wallets';
import { WAIT_THROUGH_RECOVERY } from '../support/stack';
import { HeldLock, holdRowLock, waitForRetry } from '../support/stalled-transaction';

// A wallet write whose transaction commits after its activity timed out (a database that
// stalled mid-transaction): the retried attempt queued behind it and must find the first
// attempt's work (the credit's movement id; the wallet's account fields, each written once),
// answering it, booked once. The live account's steps run against the fake Paystack.

// The stack's workflows time every activity out after 3 s (shortActivityTimeouts): each stall
// lasts seconds instead of the policies' 10 to 30 s.
const { stack, fake } = liveStackForFile({ ownDatabase: true, shortActivityTimeouts: true, config: WAIT_THROUGH_RECOVERY });

test('a credit commits after its activity timed out: the retry answers it, credited once', async () => {
  const { api, merchantId } = await stack.newMerchantClient();
  const customer = await createCustomer(api);

  // The first attempt locks the wallet's balance, finds no booking and books up to the
  // provider-fees account, where it waits past its timeout; the retry waits for the balance.
  const lock = await holdRowLock(
    stack.sql,
    (tx) => tx`select 1 from ledger_accounts where id = ${systemAccountId(merchantId, 'test', 'provider_fees')} for update`,
  );
  const crediting = api.post(`/wallets/${customer.walletId}/credits`, { amount: 1_000 });
  await lock.waitForWaiters(2, 'the retried credit to queue behind the first attempt');
  await lock.release();

  const res = await crediting;
  expect({ status: res.status, body: res.body }).toMatchObject({
    status: 200,
    body: { data: { walletId: customer.walletId, balances: { available: 990 } } },
  });
  const journals = await stack.sql`select id from ledger_journals where related_id = ${customer.walletId} and event_type = 'wallet_credit'`;
  expect(journals).toHaveLength(1);
  const events = await stack.sql`select journal_id from events where type = 'wallet.credited' and data->>'walletId' = ${customer.walletId}`;
  expect(events).toEqual([{ journal_id: journals[0].id }]);
  const [available] = await stack.sql`select balance from ledger_accounts where id = ${`${customer.walletId}:available`}`;
  expect(available.balance).toBe(99_000n);
}, 90_000);

/** The wallet's row, locked: every step of its live account waits for it. */
const holdWallet = (walletId: string) => holdRowLock(stack.sql, (tx) => tx`select 1 from wallets where id = ${walletId} for update`);

const codeOf = async (walletId: string) =>
  (await stack.sql<{ provider_customer_code: string }[]>`select provider_customer_code from wallets where id = ${walletId}`)[0]
    .provider_customer_code;

/**
 * A live wallet whose validation is pending at Paystack; `lock` is taken before Paystack
 * decides it with `outcome`, so the step after the outcome meets it.
 */
async function validatedWhileHeld(
  api: Parameters<typeof createCustomer>[0],
  walletId: string,
  customerId: string,
  outcome: 'success' | 'failed',
) {
  fake.state.autoValidateCustomers = false;
  let lock: HeldLock;
  try {
    const res = await api.post('/wallets', liveWalletBody(customerId));
    expect({ status: res.status, accountStatus: res.body.data?.accountStatus }).toEqual({ status: 201, accountStatus: 'pending' });
    lock = await holdWallet(walletId);
    await fake.validateCustomer(await codeOf(walletId), outcome);
  } finally {
    fake.state.autoValidateCustomers = true;
  }
  return lock;
}

/** Paystack's customers and dedicated accounts for this e-mail and code. */
function atPaystack(email: string, code: string) {
  return {
    customers: [...fake.state.customers.values()].filter((c) => c.email === email).length,
    accounts: fake.state.dedicatedAccounts.filter((a) => a.customer.customer_code === code).map((a) => a.account_number),
  };
}

test("a wallet's validation start stores Paystack's customer after its activity timed out: the retry finds the same customer, provisioned once", async () => {
  const { api } = await liveMerchant(stack);
  const customer = await createCustomer(api);

  // The first attempt makes Paystack's customer and waits to store its code past its 20 s
  // timeout; the retry finds the customer by e-mail and waits for the wallet too.
  const lock = await holdWallet(customer.walletId);
  const creating = api.post('/wallets', liveWalletBody(customer.customerId));
  await waitForRetry(stack.temporal.workflow.getHandle(walletAccountWorkflowId(customer.walletId)), 'startWalletValidation');
  await lock.waitForWaiters(2, 'the retried start to queue behind the first attempt');
  await lock.release();

  const res = await creating;
  expect({ status: res.status, body: res.body }).toMatchObject({
    status: 201,
    body: { data: { walletId: customer.walletId, accountStatus: 'pending' } },
  });
  const wallet = await walletSettled(api, customer.walletId);
  expect(wallet.accountStatus).toBe('active');
  const code = await codeOf(customer.walletId);
  expect(atPaystack(customer.email, code)).toEqual({ customers: 1, accounts: [wallet.account.accountNumber] });
  await stack.temporal.workflow.getHandle(walletAccountWorkflowId(customer.walletId)).result();
}, 90_000);

test("a wallet's dedicated account stored after its activity timed out: the retry finds the same account, stored once", async () => {
  const { api } = await liveMerchant(stack);
  const customer = await createCustomer(api);

  // Paystack makes the account; storing it waits for the wallet past its timeout, and the
  // retry (which finds the same account at Paystack) waits too.
  const lock = await validatedWhileHeld(api, customer.walletId, customer.customerId, 'success');
  const handle = stack.temporal.workflow.getHandle(walletAccountWorkflowId(customer.walletId));
  await waitForRetry(handle, 'provisionWalletAccount');
  await lock.waitForWaiters(2, 'the retried store to queue behind the first attempt');
  await lock.release();

  await handle.result();
  const wallet = await walletSettled(api, customer.walletId);
  expect(wallet.accountStatus).toBe('active');
  expect(atPaystack(customer.email, await codeOf(customer.walletId))).toEqual({ customers: 1, accounts: [wallet.account.accountNumber] });
}, 120_000);

test("a wallet's failed validation stored after its activity timed out: failed once, and a new POST provisions it", async () => {
  const { api } = await liveMerchant(stack);
  const customer = await createCustomer(api);

  // Both attempts to store the failure wait for the wallet, the first past its timeout.
  const lock = await validatedWhileHeld(api, customer.walletId, customer.customerId, 'failed');
  await lock.waitForWaiters(2, 'the retried failure to queue behind the first attempt');
  await lock.release();

  await stack.temporal.workflow.getHandle(walletAccountWorkflowId(customer.walletId)).result();
  expect(await walletSettled(api, customer.walletId)).toMatchObject({
    accountStatus: 'failed',
    accountFailureReason: FAKE_VALIDATION_FAILURE_REASON,
    account: null,
  });

  const again = await api.post('/wallets', liveWalletBody(customer.customerId));
  expect({ status: again.status, accountStatus: again.body.data?.accountStatus }).toEqual({ status: 201, accountStatus: 'pending' });
  const wallet = await walletSettled(api, customer.walletId);
  expect(wallet.accountStatus).toBe('active');
  expect(atPaystack(customer.email, await codeOf(customer.walletId))).toEqual({ customers: 1, accounts: [wallet.account.accountNumber] });
}, 90_000);
