import { PaystackClient } from './client';

// Customers and their validation (Paystack "Customers" API). A customer is keyed by e-mail:
// POST /customer with a known e-mail answers the existing customer, so a retry reuses it.
// Validation (POST /customer/:code/identification) is asynchronous: Paystack answers that it
// is in progress and tells the outcome by customeridentification.success / .failed.

type PaystackIdentification = {
  country?: string;
  type?: string;
  value?: string;
  status?: string;
  reason?: string | null;
  createdAt?: string;
};

export type PaystackCustomer = {
  id: number;
  customer_code: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  /** True once a validation succeeded. */
  identified: boolean;
  identifications: PaystackIdentification[] | null;
};

export type NewPaystackCustomer = { email: string; firstName: string; lastName: string; phone: string; metadata: Record<string, unknown> };

export async function createCustomer(client: PaystackClient, customer: NewPaystackCustomer): Promise<PaystackCustomer> {
  const { data } = await client.post('/customer', {
    email: customer.email,
    first_name: customer.firstName,
    last_name: customer.lastName,
    phone: customer.phone,
    metadata: customer.metadata,
  });
  return data as PaystackCustomer;
}

/** GET /customer/:code (Paystack also takes the e-mail). */
export async function fetchCustomer(client: PaystackClient, customerCode: string): Promise<PaystackCustomer> {
  const { data } = await client.get(`/customer/${encodeURIComponent(customerCode)}`);
  return data as PaystackCustomer;
}

/** The customer's own bank account and BVN, checked by Paystack against each other and the names. */
export type BankAccountIdentification = {
  bvn: string;
  bankCode: string;
  accountNumber: string;
  firstName: string;
  lastName: string;
};

/** Asks Paystack to validate the customer; the answer says only that it is in progress. */
export async function requestIdentification(
  client: PaystackClient,
  customerCode: string,
  identification: BankAccountIdentification,
): Promise<void> {
  await client.post(`/customer/${encodeURIComponent(customerCode)}/identification`, {
    country: 'NG',
    type: 'bank_account',
    bvn: identification.bvn,
    bank_code: identification.bankCode,
    account_number: identification.accountNumber,
    first_name: identification.firstName,
    last_name: identification.lastName,
  });
}
