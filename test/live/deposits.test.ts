import { randomBytes } from 'node:crypto';
import { walletCreditWorkflowId } from '../../workflows/wallet-credit-messages';
import { depositMovementKey } from '../../src/wallets/deposits';
import { createCustomer } from '../support/fixtures';
import { eventually } from '../support/eventually';
import { liveMerchant, liveStackForFile } from '../support/live';
import { postProviderEvent } from '../support/provider-events';

// Live deposits: Paystack's charge.success with channel dedicated_nuban credits the live
// wallet whose dedicated account received it (Paystack's amount and fee), through the same
// wallet-credit workflow and booking as a sandbox top-up, once per Paystack reference.
// The edge cases here give the wallet its dedicated account in the database; a deposit to an
// account provisioned through POST /wallets is in wallets.test.ts.

const { stack } = liveStackForFile();

const accountNumber = () => String(1_000_000_000 + (randomBytes(4).readUInt32BE(0) % 8_999_999_999)).slice(0, 10);

async function liveWalletWithAccount() {
  const { api } = await liveMerchant(stack);
  const customer = await createCustomer(api);
  const number = accountNumber();
  await stack.sql`update wallets set account_number = ${number}, account_name = 'PAYSTACK/ADA', bank_name = 'Wema Bank', bank_code = '035'
    where id = ${customer.walletId}`;
  return { api, customer, number };
}

function depositEvent(reference: string, receiver: string, amountKobo: number, feesKobo: number) {
  return {
    event: 'charge.success',
    data: {
      id: 4_000_001,
      reference,
      amount: amountKobo,
      fees: feesKobo,
      currency: 'NGN',
      status: 'success',
      channel: 'dedicated_nuban',
      metadata: { receiver_account_number: receiver, receiver_bank: 'Wema Bank' },
      authorization: { channel: 'dedicated_nuban', receiver_bank_account_number: receiver, receiver_bank: 'Wema Bank' },
    },
  };
}

const walletCredits = (walletId: string) =>
  stack.sql`select movement_id from ledger_journals where related_id = ${walletId} and event_type = 'wallet_credit'`;

test("a deposit to a dedicated account is credited once with Paystack's fee; the same event again books nothing", async () => {
  const { api, customer, number } = await liveWalletWithAccount();
  const reference = `T${randomBytes(8).toString('hex')}`;
  const event = depositEvent(reference, number, 500_000, 5_000);

  const first = await postProviderEvent(stack, event);
  expect(first.status).toBe(200);
  expect(first.body.data).toMatchObject({ received: true, handled: true });
  await stack.temporal.workflow.getHandle(walletCreditWorkflowId(customer.walletId, depositMovementKey(reference))).result();
  expect((await api.get(`/customers/${customer.customerId}`)).body.data.balances.available).toBe(4_950);

  const again = await postProviderEvent(stack, event);
  expect(again.status).toBe(200);
  expect(again.body.data).toMatchObject({ received: true, handled: false });
  expect(await walletCredits(customer.walletId)).toHaveLength(1);
  expect((await api.get(`/customers/${customer.customerId}`)).body.data.balances.available).toBe(4_950);

  const credited = await eventually(
    async () => stack.receiver.received.filter((r) => r.body.type === 'wallet.credited' && r.body.data?.walletId === customer.walletId),
    (hooks) => hooks.length >= 1,
  );
  expect(credited).toHaveLength(1);
  expect(credited[0].body.meta).toMatchObject({
    source: 'nuban',
    channel: 'dedicated_nuban',
    accountNumber: number,
    grossAmount: 5_000,
    providerFee: 50,
    netAmount: 4_950,
  });
});

test('a deposit to an account no live wallet has is acknowledged and books nothing', async () => {
  const { customer } = await liveWalletWithAccount();
  const response = await postProviderEvent(stack, depositEvent(`T${randomBytes(8).toString('hex')}`, '0123456789', 100_000, 1_000));
  expect(response.status).toBe(200);
  expect(response.body.data).toMatchObject({ received: true, handled: false, reason: expect.stringContaining('unknown account') });
  expect(await walletCredits(customer.walletId)).toHaveLength(0);
});

test('a deposit event with a bad signature is refused and books nothing', async () => {
  const { customer, number } = await liveWalletWithAccount();
  const response = await postProviderEvent(
    stack,
    depositEvent(`T${randomBytes(8).toString('hex')}`, number, 100_000, 1_000),
    'f'.repeat(128),
  );
  expect(response.status).toBe(401);
  expect(await walletCredits(customer.walletId)).toHaveLength(0);
});
