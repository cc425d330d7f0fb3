import { randomUUID } from 'node:crypto';
import { createCustomer } from '../../src/customers/customers';
import type { Sql } from '../../src/db';
import { createMerchant } from '../../src/merchants/merchants';
import { bookWalletCredit } from '../../src/wallets/credit';

/**
 * `count` wallet.credited events committed onto one fresh stream, as writes of its workflow
 * would, for a new merchant whose webhooks go to `webhookUrl` (none when undefined).
 */
export async function eventsOnStream(
  sql: Sql,
  masterKey: Buffer,
  webhookUrl: string | undefined,
  count: number,
): Promise<{ stream: string; eventIds: string[] }> {
  const merchant = await createMerchant(sql, masterKey, { name: 'Relay Merchant', webhookUrl });
  const owner = { merchantId: merchant.merchantId, plane: 'test' as const };
  const customer = await createCustomer(sql, owner, {
    firstName: 'Ada',
    lastName: 'Obi',
    email: `relay-${randomUUID()}@example.com`,
    phone: '+2348012345678',
  });
  const stream = `wallet-credit-${customer.walletId}-${randomUUID().slice(0, 8)}`;
  const eventIds: string[] = [];
  for (let i = 1; i <= count; i++) {
    const booked = await bookWalletCredit(sql, {
      ...owner,
      walletId: customer.walletId,
      movementId: `wallet_credit:${randomUUID()}`,
      grossAmount: String(i * 100_000),
      source: 'nuban',
      channel: 'dedicated_nuban',
      stream,
    });
    eventIds.push(...booked.eventIds);
  }
  return { stream, eventIds };
}
