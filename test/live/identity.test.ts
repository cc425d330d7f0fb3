import { expectError } from '../support/expect';
import { createCustomer } from '../support/fixtures';
import { liveMerchant, liveStackForFile } from '../support/live';

// Identity on the live plane: lookups are refused for good (Paystack has no BVN/NIN lookup
// that returns the holder's details); wallet provisioning (Paystack customer validation and a
// dedicated account) is not built yet and says so. Neither reaches Paystack.

const { stack, fake } = liveStackForFile();

test('POST /identity/lookups with live keys is 502 PROVIDER_ERROR saying live lookups are not offered; Paystack is not called', async () => {
  const { api } = await liveMerchant(stack);
  const before = fake.calls('GET', '/bank').length + fake.calls('POST', '/customer').length;
  const res = await api.post('/identity/lookups', { type: 'bvn', number: '12345678901' });
  expectError(res, 502, 'PROVIDER_ERROR');
  expect(res.body.error.message).toMatch(/not offered on the live plane/);
  expect(fake.calls('GET', '/bank').length + fake.calls('POST', '/customer').length).toBe(before);
});

test('POST /wallets with live keys is 502 PROVIDER_ERROR saying dedicated accounts are not available yet; the wallet keeps no account', async () => {
  const { api } = await liveMerchant(stack);
  const customer = await createCustomer(api);
  const res = await api.post('/wallets', { customerId: customer.customerId, bvn: '12345678901' });
  expectError(res, 502, 'PROVIDER_ERROR');
  expect(res.body.error.message).toMatch(/not available on the live plane yet/);
  expect((await api.get(`/wallets/${customer.walletId}`)).body.data.account).toBeNull();
});
