import { randomBytes } from 'node:crypto';
import type { CustomerView, NewCustomer } from '../../src/customers/customers';
import type { WalletView } from '../../src/wallets/view';
import { ApiClient } from './http';

// Customers and wallets made through the API, for tests whose subject is something else.

// The response shapes are the API's own view types.
export type Customer = CustomerView;
export type Wallet = WalletView;

/** An address no other test uses: e-mails are unique per merchant and plane. */
export const uniqueEmail = (name = 'ada') => `${name}.${randomBytes(4).toString('hex')}@example.com`;

/** A valid POST /customers body with a fresh e-mail; overrides may also add, break or (as undefined) blank fields. */
export function customerBody(overrides: Record<string, unknown> = {}) {
  return { firstName: 'Ada', lastName: 'Obi', email: uniqueEmail(), phone: '+2348012345678', ...overrides };
}

/** Creates a customer (201 asserted) and returns its data. */
export async function createCustomer(api: ApiClient, overrides: Partial<NewCustomer> = {}): Promise<Customer> {
  const res = await api.post('/customers', customerBody(overrides));
  expect(res.status).toBe(201);
  return res.body.data;
}

/** Gives the customer's wallet a virtual account (201 asserted: it had none) and returns the wallet. */
export async function provisionWallet(api: ApiClient, customerId: string, bvn = '12345678901'): Promise<Wallet> {
  const res = await api.post('/wallets', { customerId, bvn });
  expect(res.status).toBe(201);
  return res.body.data;
}
