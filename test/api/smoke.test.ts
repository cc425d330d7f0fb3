import { expectLedgerConsistent, stackForFile } from '../support/stack';

const stack = stackForFile({}, 'none');

test('customer, wallet, credit, webhook', async () => {
  const created = await stack.api.post('/customers', {
    firstName: 'Ada',
    lastName: 'Obi',
    email: 'ada@example.com',
    phone: '+2348012345678',
  });
  expect(created.status).toBe(201);
  const customer = created.body.data;
  const wallet = await stack.api.post('/wallets', { customerId: customer.customerId, bvn: '12345678901' });
  expect(wallet.status).toBe(201);
  const credit = await stack.api.post(`/wallets/${customer.walletId}/credits`, { amount: 10000 });
  expect(credit.status).toBe(200);
  expect(credit.body.data.balances.available).toBe(9900);
  const hooks = await stack.receiver.waitFor((r) => r.length >= 1);
  expect(hooks[0].body.type).toBe('wallet.credited');
  expect(hooks[0].body.meta).toMatchObject({ grossAmount: 10000, providerFee: 100, netAmount: 9900, amount: 9900 });
  await expectLedgerConsistent(stack.sql);
});
