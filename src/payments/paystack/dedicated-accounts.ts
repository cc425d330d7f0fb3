import { PaystackClient } from './client';

// Dedicated virtual accounts (Paystack "Dedicated Virtual Accounts" API): one per validated
// customer. A create is not keyed by a reference of ours, so the account is looked up by the
// customer first (GET /dedicated_account?customer=) and only made when there is none.

export type PaystackDedicatedAccount = {
  id: number;
  account_name: string;
  account_number: string;
  currency: string;
  active: boolean;
  assigned?: boolean;
  bank: { name: string; id: number; slug: string };
  customer?: { id: number; customer_code: string };
};

/** The customer's active dedicated accounts (Paystack filters by the customer's numeric id). */
export async function listDedicatedAccounts(client: PaystackClient, customerId: number): Promise<PaystackDedicatedAccount[]> {
  const { data } = await client.get('/dedicated_account', { customer: customerId, active: 'true' });
  return (data ?? []) as PaystackDedicatedAccount[];
}

export async function createDedicatedAccount(
  client: PaystackClient,
  customerCode: string,
  preferredBank: string,
): Promise<PaystackDedicatedAccount> {
  const { data } = await client.post('/dedicated_account', { customer: customerCode, preferred_bank: preferredBank });
  return data as PaystackDedicatedAccount;
}
