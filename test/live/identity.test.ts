import { expectError } from '../support/expect';
import { liveMerchant, liveStackForFile } from '../support/live';

// Identity on the live plane: lookups are refused for good (Paystack has no BVN/NIN lookup
// that returns the holder's details), without reaching Paystack. BVN checks belong to live
// wallet provisioning (test/live/wallets.test.ts).

const { stack, fake } = liveStackForFile();

test('POST /identity/lookups with live keys is 502 PROVIDER_ERROR saying live lookups are not offered; Paystack is not called', async () => {
  const { api } = await liveMerchant(stack);
  const before = fake.calls('GET', '/bank').length + fake.calls('POST', '/customer').length;
  const res = await api.post('/identity/lookups', { type: 'bvn', number: '12345678901' });
  expectError(res, 502, 'PROVIDER_ERROR');
  expect(res.body.error.message).toMatch(/not offered on the live plane/);
  expect(fake.calls('GET', '/bank').length + fake.calls('POST', '/customer').length).toBe(before);
});
