import { randomUUID } from 'node:crypto';
import { createCustomer } from '../../src/customers/customers';
import type { Sql } from '../../src/db';
import { createMerchant } from '../../src/merchants/merchants';
import { bookWalletCredit } from '../../src/wallets/credit';

type StreamEvents = { stream: string; eventIds: string[] };

/**
 * `count` wallet.credited events committed onto one fresh stream, as writes of its workflow
 * would, for a new merchant whose webhooks go to `webhookUrl` (none when undefined).
 */
export async function eventsOnStream(sql: Sql, masterKey: Buffer, webhookUrl: string | undefined, count: number): Promise<StreamEvents> {
  const [events] = await streamsOfOneMerchant(sql, masterKey, webhookUrl, 1, count);
  return events;
}

/** `streams` fresh streams of one new merchant, `eventsEach` wallet.credited events on each. */
export async function streamsOfOneMerchant(
  sql: Sql,
  masterKey: Buffer,
  webhookUrl: string | undefined,
  streams: number,
  eventsEach = 1,
): Promise<StreamEvents[]> {
  const merchant = await createMerchant(sql, masterKey, { name: 'Relay Merchant', webhookUrl });
  const owner = { merchantId: merchant.merchantId, plane: 'test' as const };
  const customer = await createCustomer(sql, owner, {
    firstName: 'Ada',
    lastName: 'Obi',
    email: `relay-${randomUUID()}@example.com`,
    phone: '+2348012345678',
  });
  const made: StreamEvents[] = [];
  for (let s = 0; s < streams; s++) {
    const stream = `wallet-credit-${customer.walletId}-${randomUUID().slice(0, 8)}`;
    const eventIds: string[] = [];
    for (let i = 1; i <= eventsEach; i++) {
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
    made.push({ stream, eventIds });
  }
  return made;
}
