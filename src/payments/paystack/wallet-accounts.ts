import { NIGERIAN_BANKS } from '../../identity/banks';
import type { VirtualAccount } from '../../identity/provider';
import { ProviderRefusedError } from '../provider';
import { PaystackClient } from './client';
import {
  BankAccountIdentification,
  createCustomer,
  fetchCustomer,
  NewPaystackCustomer,
  PaystackCustomer,
  requestIdentification,
} from './customers';
import { createDedicatedAccount, listDedicatedAccounts, PaystackDedicatedAccount } from './dedicated-accounts';

// A live wallet's inbound account through Paystack: the customer (keyed by e-mail), its
// validation (asynchronous), then one dedicated account. Every call is safe to repeat: the
// customer is found by e-mail, an identified customer need not be asked again, and a customer's
// dedicated account is looked up before one is made.

/** Paystack's preferred_bank when PROVIDER_PREFERRED_BANK is unset. */
const DEFAULT_PREFERRED_BANK = 'wema-bank';

/** The Paystack customer a wallet is provisioned for. */
type ProviderCustomer = { customerCode: string; providerCustomerId: number };

export type ValidationStarted = ProviderCustomer & {
  /** How many identifications the customer had before ours (older outcomes are not ours). */
  priorIdentifications: number;
};

export type ValidationState = { status: 'pending' } | { status: 'success' } | { status: 'failed'; reason: string };

export type PaystackWalletAccounts = {
  /** The customer of this e-mail (Paystack answers the existing one for a known e-mail). */
  findOrCreateCustomer(customer: NewPaystackCustomer): Promise<ValidationStarted & { identified: boolean }>;
  /** Asks Paystack to validate the customer; the outcome comes later (event, or checkValidation). */
  requestValidation(customerCode: string, identification: BankAccountIdentification): Promise<void>;
  checkValidation(customer: ValidationStarted): Promise<ValidationState>;
  dedicatedAccount(customer: ProviderCustomer): Promise<VirtualAccount>;
};

export function createPaystackWalletAccounts(client: PaystackClient, preferredBank = DEFAULT_PREFERRED_BANK): PaystackWalletAccounts {
  return {
    async findOrCreateCustomer(customer) {
      const made = await createCustomer(client, customer);
      // POST /customer answers only some fields for a known e-mail: read the whole customer.
      const current = await fetchCustomer(client, made.customer_code);
      return {
        customerCode: current.customer_code,
        providerCustomerId: current.id,
        priorIdentifications: current.identifications?.length ?? 0,
        identified: current.identified,
      };
    },

    requestValidation: (customerCode, identification) => requestIdentification(client, customerCode, identification),

    async checkValidation(customer) {
      if ((await listDedicatedAccounts(client, customer.providerCustomerId)).length > 0) return { status: 'success' };
      return validationStateOf(await fetchCustomer(client, customer.customerCode), customer.priorIdentifications);
    },

    async dedicatedAccount(customer) {
      const existing = await listDedicatedAccounts(client, customer.providerCustomerId);
      if (existing.length > 0) return virtualAccountOf(existing[0]);
      try {
        return virtualAccountOf(await createDedicatedAccount(client, customer.customerCode, preferredBank));
      } catch (err) {
        // A create whose first answer was lost may be refused now: the account exists, and is ours.
        if (!(err instanceof ProviderRefusedError)) throw err;
        const made = await listDedicatedAccounts(client, customer.providerCustomerId);
        if (made.length === 0) throw err;
        return virtualAccountOf(made[0]);
      }
    },
  };
}

/** The customer's validation, from its `identified` flag and the identifications after ours began. */
function validationStateOf(customer: PaystackCustomer, priorIdentifications: number): ValidationState {
  if (customer.identified) return { status: 'success' };
  const ours = (customer.identifications ?? []).slice(priorIdentifications);
  const failed = ours.find((i) => i.status === 'failed');
  if (failed) return { status: 'failed', reason: failed.reason || 'Paystack could not validate the customer' };
  return { status: 'pending' };
}

/** Paystack names the bank (name, slug) but not its code: ours by name, else Paystack's slug. */
function virtualAccountOf(account: PaystackDedicatedAccount): VirtualAccount {
  const bankCode = NIGERIAN_BANKS.find((b) => b.name.toLowerCase() === account.bank.name.toLowerCase())?.code ?? account.bank.slug;
  return { accountNumber: account.account_number, accountName: account.account_name, bankName: account.bank.name, bankCode };
}
