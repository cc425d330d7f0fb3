import { ProviderRefusedError } from '../../src/payments/provider';
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
  expect(await balancesOf(api, customer.customerId)).toEqual({ available: 9_900 - 5_012.5, held: 0 });
  const { withdrawalId } = res.body.data;

  const events = await waitForWithdrawalSettled(stack.receiver, withdrawalId);
  expect(events.map((e) => e.body.type)).toEqual(['withdrawal.created', 'withdrawal.failed']);
  expect((await api.get(`/withdrawals/${withdrawalId}`)).body.data).toMatchObject({ status: 'failed', failureReason: REFUSAL });
  expect(await balancesOf(api, customer.customerId)).toEqual({ available: 9_900, held: 0 });
  expect(requests).toEqual([withdrawalId]); // a refusal is final: not retried
});
