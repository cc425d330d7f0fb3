// What the service needs from an identity and banking provider. The sandbox implementation
// (sandbox.ts) serves test keys; the live adapter of the provider's HTTP API comes later.
export type IdentityType = 'bvn' | 'nin';

export type IdentityRecord = {
  type: IdentityType;
  firstName: string;
  lastName: string;
  middleName: string | null;
  dateOfBirth: string | null;
  gender: 'male' | 'female' | null;
  phone: string | null;
  environment: 'sandbox' | 'live';
};

export type Bank = { name: string; code: string };

export type VirtualAccount = {
  accountNumber: string;
  accountName: string;
  bankName: string;
  bankCode: string;
};

export interface IdentityProvider {
  readonly environment: 'sandbox' | 'live';
  /** Looks an identity number up; throws refuse.providerError when the provider fails. */
  lookup(type: IdentityType, number: string): Promise<IdentityRecord>;
  /** Whether the name registered on a BVN is this person's. */
  bvnMatchesName(bvn: string, name: { firstName: string; lastName: string }): Promise<boolean>;
  listBanks(): Promise<Bank[]>;
  /** The name on a bank account; throws refuse.providerError when it cannot be resolved. */
  resolveAccountName(bankCode: string, accountNumber: string): Promise<string>;
  /** A dedicated inbound account for a wallet whose owner passed the BVN check. */
  provisionVirtualAccount(input: { walletId: string; accountName: string }): Promise<VirtualAccount>;
}
