import { walletAccountId } from '../../src/ledger/accounts';
import { ProviderRefusedError } from '../../src/payments/provider';
import { providerReferenceOf } from '../../src/payments/references';
import type { TransferProvider } from '../../src/payments/transfers';
import { balancesOf, customerWithBalance } from '../support/escrows';
import { stackForFile } from '../support/stack';
import { waitForWithdrawalSettled, withdrawalBody } from '../support/withdrawals';

// A payout provider that refuses the transfer outright when it is sent (a real provider's
// answer to e.g. a blocked beneficiary; the sandbox never does this): the withdrawal fails
// with the provider's reason and the whole reserve goes back, with no processing event.

const REFUSAL = 'Beneficiary bank is not available for transfers';
const requests: string[] = [];
const refusingProvider: TransferProvider = {
  name: 'refusing',
  async initiateTransfer(request) {
    requests.push(request.reference);
    throw new ProviderRefusedError(REFUSAL);
  },
  async fetchTransfer() {
    return null;
  },
};

const stack = stackForFile({ activities: { transferProvider: () => refusingProvider } });

test('a transfer the provider refuses when sent: failed with its reason, reserve back, no withdrawal.processing', async () => {
  const { api } = await stack.newMerchantClient();
  const customer = await customerWithBalance(api, 10_000);
  const res = await api.post('/withdrawals', withdrawalBody(customer.customerId, { amount: 5_000 }));
  expect(res.status).toBe(201);
  expect(res.body.data.status).toBe('processing');
  const { withdrawalId } = res.body.data;

  const events = await waitForWithdrawalSettled(stack.receiver, withdrawalId);
  expect(events.map((e) => e.body.type)).toEqual(['withdrawal.created', 'withdrawal.failed']);
  expect((await api.get(`/withdrawals/${withdrawalId}`)).body.data).toMatchObject({ status: 'failed', failureReason: REFUSAL });
  expect(await balancesOf(api, customer.customerId)).toEqual({ available: 9_900, held: 0 });
  // The create reserved the charged amount, the refusal gave all of it back (the refusal may
  // come before any read could see the reserve, so the journals tell).
  const journals = await stack.sql`select j.event_type, e.amount from ledger_journals j join ledger_entries e on e.journal_id = j.id
    where j.related_id = ${withdrawalId} and e.account_id = ${walletAccountId(customer.walletId, 'available')} order by j.created_at`;
  expect(journals.map((j) => [j.event_type, String(j.amount)])).toEqual([
    ['withdrawal', '-501250'],
    ['withdrawal_reversed', '501250'],
  ]);
  expect(requests).toEqual([providerReferenceOf(withdrawalId)]); // sent once under its reference: a refusal is final, not retried
});
