import { createHash } from 'node:crypto';
import type { LiveProviderSettings } from '../config';
import { refuse } from '../errors';
import { paystackProviders } from '../payments/paystack';
import { NIGERIAN_BANKS, SANDBOX_BANK } from './banks';
import type { Plane } from '../keys';
import type { IdentityProvider, IdentityRecord, IdentityType, VirtualAccount } from './provider';

// Deterministic sandbox answers with the magic values of decisions.md.
export const SANDBOX_MAGIC = {
  /** BVN whose name never matches the customer (BVN_NAME_MISMATCH). */
  mismatchedBvn: '00000000000',
  /** Account number whose name resolution fails (502 PROVIDER_ERROR). */
  unresolvableAccount: '0000000000',
  /** Account number that resolves but whose transfer fails. */
  failingTransferAccount: '9999999999',
} as const;

const FIRST_NAMES = [
  'Adaeze',
  'Babatunde',
  'Chinedu',
  'Damilola',
  'Emeka',
  'Funmilayo',
  'Ifeoma',
  'Kelechi',
  'Ngozi',
  'Oluwaseun',
  'Tobiloba',
  'Yetunde',
];
const LAST_NAMES = ['Adeyemi', 'Balogun', 'Chukwu', 'Eze', 'Nwosu', 'Okafor', 'Olawale', 'Onyeka', 'Salami', 'Uche'];

function pick<T>(list: T[], seed: string, salt: string): T {
  const digest = createHash('sha256').update(`${salt}:${seed}`).digest();
  return list[digest.readUInt32BE(0) % list.length];
}

class SandboxIdentityProvider implements IdentityProvider {
  readonly environment = 'sandbox' as const;

  async lookup(type: IdentityType, number: string): Promise<IdentityRecord> {
    const digest = createHash('sha256').update(`${type}:${number}`).digest();
    return {
      type,
      firstName: pick(FIRST_NAMES, number, 'first'),
      lastName: pick(LAST_NAMES, number, 'last'),
      middleName: null,
      dateOfBirth: `19${70 + (digest[0] % 30)}-${String(1 + (digest[1] % 12)).padStart(2, '0')}-${String(1 + (digest[2] % 28)).padStart(2, '0')}`,
      gender: digest[3] % 2 === 0 ? 'female' : 'male',
      phone: `080${String(digest.readUInt32BE(4) % 100_000_000).padStart(8, '0')}`,
      environment: 'sandbox',
    };
  }

  async bvnMatchesName(bvn: string): Promise<boolean> {
    return bvn !== SANDBOX_MAGIC.mismatchedBvn;
  }

  async listBanks() {
    return [...NIGERIAN_BANKS, SANDBOX_BANK];
  }

  async resolveAccountName(bankCode: string, accountNumber: string): Promise<string> {
    const known = [...NIGERIAN_BANKS, SANDBOX_BANK].some((b) => b.code === bankCode);
    if (!known) throw refuse.invalidRequest(`Unknown bankCode ${bankCode}; see GET /identity/banks`, { fields: ['bankCode'] });
    if (accountNumber === SANDBOX_MAGIC.unresolvableAccount) {
      throw refuse.providerError('The bank could not resolve this account number');
    }
    return `${pick(FIRST_NAMES, accountNumber, 'acct-first')} ${pick(LAST_NAMES, accountNumber, 'acct-last')}`.toUpperCase();
  }

  async provisionVirtualAccount(input: { walletId: string; accountName: string }): Promise<VirtualAccount> {
    // 10 digits derived from the wallet id: stable across retries, never a magic number.
    const digest = createHash('sha256').update(input.walletId).digest();
    const accountNumber = `7${String(digest.readUInt32BE(0) % 1_000_000_000).padStart(9, '0')}`;
    return { accountNumber, accountName: input.accountName, bankName: SANDBOX_BANK.name, bankCode: SANDBOX_BANK.code };
  }
}

/** The live plane without a provider secret: every provider call is a 502 saying so. */
class UnconfiguredLiveIdentityProvider implements IdentityProvider {
  readonly environment = 'live' as const;
  private fail(): never {
    throw refuse.liveProviderNotConfigured();
  }
  async lookup(): Promise<IdentityRecord> {
    return this.fail();
  }
  async bvnMatchesName(): Promise<boolean> {
    return this.fail();
  }
  async listBanks() {
    return NIGERIAN_BANKS;
  }
  async resolveAccountName(): Promise<string> {
    return this.fail();
  }
  async provisionVirtualAccount(): Promise<VirtualAccount> {
    return this.fail();
  }
}

/**
 * The identity provider of each plane: the sandbox for test keys; for live keys Paystack
 * (src/payments/paystack) when a live secret is configured, else one that answers 502 saying so.
 */
export function identityProvidersByPlane(liveSettings: LiveProviderSettings | null = null): (plane: Plane) => IdentityProvider {
  const sandbox = new SandboxIdentityProvider();
  const live = liveSettings ? paystackProviders(liveSettings).identity : new UnconfiguredLiveIdentityProvider();
  return (plane) => (plane === 'test' ? sandbox : live);
}
