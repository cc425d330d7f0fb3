import type { Bank } from '../../identity/provider';
import { PaystackClient } from './client';

// Banks and account names (Paystack "Miscellaneous" and "Verification" APIs).

type PaystackBank = { name: string; code: string; active?: boolean; is_deleted?: boolean };

/** Nigeria's banks, every page (cursor pagination, 100 a page). */
export async function listNigerianBanks(client: PaystackClient): Promise<Bank[]> {
  const banks: Bank[] = [];
  let next: string | undefined;
  for (let page = 0; page < 50; page++) {
    const envelope = await client.call<PaystackBank[]>('GET', '/bank', {
      query: { country: 'nigeria', perPage: 100, use_cursor: 'true', next },
    });
    for (const bank of envelope.data ?? []) {
      if (bank.active !== false && !bank.is_deleted) banks.push({ name: bank.name, code: bank.code });
    }
    next = (envelope.meta as { next?: string | null } | undefined)?.next ?? undefined;
    if (!next) break;
  }
  return banks;
}

export async function resolveAccountName(client: PaystackClient, bankCode: string, accountNumber: string): Promise<string> {
  const { data } = await client.get('/bank/resolve', { account_number: accountNumber, bank_code: bankCode });
  return (data as { account_name: string }).account_name;
}
