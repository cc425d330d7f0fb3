import type { Client } from '@temporalio/client';
import { walletAccountWorkflowId } from '../../workflows/wallet-account-messages';
import type { ApiClient } from './http';
import { eventually } from './eventually';

// Live wallets (POST /wallets through Paystack's customer validation): the request body and
// the waits the tests share.

/** A live POST /wallets body: the BVN and the customer's own bank account. */
export function liveWalletBody(customerId: string, overrides: Record<string, unknown> = {}) {
  return { customerId, bvn: '22345678901', bankCode: '058', accountNumber: '0123456789', ...overrides };
}

/** The wallet once its provisioning has an outcome (accountStatus active or failed). */
export function walletSettled(api: ApiClient, walletId: string) {
  return eventually(
    () => api.get(`/wallets/${walletId}`).then((r) => r.body.data),
    (w) => w.accountStatus === 'active' || w.accountStatus === 'failed',
  );
}

/** Every text in a workflow's history (payloads decoded), to show what never lands there. */
export async function historyText(client: Client, walletId: string): Promise<string> {
  const history = await client.workflow.getHandle(walletAccountWorkflowId(walletId)).fetchHistory();
  const texts: string[] = [];
  const walk = (value: unknown): void => {
    if (value instanceof Uint8Array) texts.push(Buffer.from(value).toString('utf8'));
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
    else if (typeof value === 'string') texts.push(value);
  };
  walk(history);
  return texts.join('\n');
}
