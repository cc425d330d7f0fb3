import { refuse } from '../../errors';
import type { IdentityProvider, IdentityRecord, VirtualAccount } from '../../identity/provider';
import { ProviderRefusedError } from '../provider';
import { listNigerianBanks, resolveAccountName } from './banks';
import { PaystackClient } from './client';

// The live plane's IdentityProvider over Paystack: banks and account names. A refusal is
// 502 PROVIDER_ERROR; Paystack unreachable is refuse.providerUnavailable (retried in a
// workflow, 502 where the merchant waits). Identity lookups are refused for good: Paystack
// has no BVN or NIN lookup that returns the holder's details (decisions.md "Live plane").
// Live wallets' BVN checks and dedicated accounts do not go through this seam: Paystack's
// validation is asynchronous, so workflows/wallet-account.ts drives them (wallet-accounts.ts).

export class PaystackIdentityProvider implements IdentityProvider {
  readonly environment = 'live' as const;

  constructor(private readonly client: PaystackClient) {}

  listBanks() {
    return refusedAsProviderError(() => listNigerianBanks(this.client));
  }

  resolveAccountName(bankCode: string, accountNumber: string): Promise<string> {
    return refusedAsProviderError(
      () => resolveAccountName(this.client, bankCode, accountNumber),
      'The bank could not resolve this account number',
    );
  }

  private notYet(): never {
    throw refuse.providerError(
      "Live wallets are provisioned through Paystack's customer validation (wallet-account workflow), not this synchronous check",
    );
  }
  async lookup(): Promise<IdentityRecord> {
    throw refuse.providerError(
      "Identity lookups (BVN, NIN) are not offered on the live plane: Paystack has no lookup that returns the holder's details",
    );
  }
  async bvnMatchesName(): Promise<boolean> {
    return this.notYet();
  }
  async provisionVirtualAccount(): Promise<VirtualAccount> {
    return this.notYet();
  }
}

async function refusedAsProviderError<T>(run: () => Promise<T>, message?: string): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof ProviderRefusedError) throw refuse.providerError(message ? `${message} (${err.message})` : err.message);
    throw err;
  }
}
