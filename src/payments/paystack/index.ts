import type { LiveProviderSettings } from '../../config';
import type { IdentityProvider } from '../../identity/provider';
import type { ProviderRecords } from '../records';
import type { TransferProvider } from '../transfers';
import { PaystackClient } from './client';
import { PaystackIdentityProvider } from './identity-provider';
import { createPaystackPaymentProvider, PaystackPaymentProvider } from './payment-provider';
import { createPaystackRecords } from './records';
import { createPaystackTransferProvider } from './transfer-provider';
import { createPaystackWalletAccounts, PaystackWalletAccounts } from './wallet-accounts';

// The live plane's providers, one Paystack client under all of them.

export type LiveProviders = {
  payments: PaystackPaymentProvider;
  transfers: TransferProvider;
  identity: IdentityProvider;
  walletAccounts: PaystackWalletAccounts;
  /** Paystack's own books, read page by page (the daily reconciliation's). */
  records: ProviderRecords;
};

export function paystackProviders(settings: LiveProviderSettings): LiveProviders {
  const client = new PaystackClient(settings);
  return {
    payments: createPaystackPaymentProvider(client),
    transfers: createPaystackTransferProvider(client),
    identity: new PaystackIdentityProvider(client),
    walletAccounts: createPaystackWalletAccounts(client, settings.preferredBank),
    records: createPaystackRecords(client),
  };
}

export { PaystackClient } from './client';
export { PAYSTACK_PROVIDER_NAME } from './payment-provider';
