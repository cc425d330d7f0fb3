import { systemAccountId } from '../../src/ledger/accounts';
import { createCustomer } from '../support/fixtures';
import { stackForFile } from '../support/stack';
import { holdRowLock } from '../support/stalled-transaction';

// A wallet credit whose transaction commits after its activity timed out (a database that
// stalled mid-transaction): the retried attempt queued behind it on the wallet's balance and
// must find the first attempt's booking (same movement id), answering it, credited once.

const stack = stackForFile({ ownDatabase: true });

test('a credit commits after its activity timed out: the retry answers it, credited once', async () => {
  const { api, merchantId } = await stack.newMerchantClient();
  const customer = await createCustomer(api);

  // The first attempt locks the wallet's balance, finds no booking and books up to the
  // provider-fees account, where it waits past its 15 s timeout; the retry waits for the balance.
  const lock = await holdRowLock(stack.sql, (tx) => tx`select 1 from ledger_accounts where id = ${systemAccountId(merchantId, 'test', 'provider_fees')} for update`);
  const crediting = api.post(`/wallets/${customer.walletId}/credits`, { amount: 1_000 });
  await lock.waitForWaiters(2, 'the retried credit to queue behind the first attempt');
  await lock.release();

  const res = await crediting;
  expect({ status: res.status, body: res.body }).toMatchObject({ status: 200, body: { data: { walletId: customer.walletId, balances: { available: 990 } } } });
  const journals = await stack.sql`select id from ledger_journals where related_id = ${customer.walletId} and event_type = 'wallet_credit'`;
  expect(journals).toHaveLength(1);
  const events = await stack.sql`select journal_id from events where type = 'wallet.credited' and data->>'walletId' = ${customer.walletId}`;
  expect(events).toEqual([{ journal_id: journals[0].id }]);
  const [available] = await stack.sql`select balance from ledger_accounts where id = ${`${customer.walletId}:available`}`;
  expect(available.balance).toBe(99_000n);
}, 90_000);
