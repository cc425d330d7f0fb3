import { randomUUID } from 'node:crypto';
import { createCustomer } from '../../src/customers/customers';
import type { Sql } from '../../src/db';
import { CreatedMerchant, createMerchant } from '../../src/merchants/merchants';
import type { Owner } from '../../src/owner';
import { bookWalletCredit } from '../../src/wallets/credit';

/** A new merchant and one customer's wallet, for writing events onto outbox streams. */
export type MerchantWallet = { merchant: CreatedMerchant; owner: Owner; walletId: string };

type StreamEvents = { stream: string; eventIds: string[]; merchantId: string };

/** A new test-plane merchant whose webhooks go to `webhookUrl` (none when null or undefined), with a customer's wallet. */
export async function merchantWallet(
  sql: Sql,
  masterKey: Buffer,
  webhookUrl: string | null | undefined,
  name = 'Relay Merchant',
): Promise<MerchantWallet> {
  const merchant = await createMerchant(sql, masterKey, { name, webhookUrl });
  const owner = { merchantId: merchant.merchantId, plane: 'test' as const };
  const customer = await createCustomer(sql, owner, {
    firstName: 'Ada',
    lastName: 'Obi',
    email: `relay-${randomUUID()}@example.com`,
    phone: '+2348012345678',
  });
  return { merchant, owner, walletId: customer.walletId };
}

/** A wallet.credited event committed onto `stream`, as a write of its workflow would: the ids of the events booked. */
export async function creditOnStream(
  sql: Sql,
  wallet: MerchantWallet,
  stream: string,
  options: { amount?: number; movement?: string } = {},
): Promise<string[]> {
  const booked = await bookWalletCredit(sql, {
    ...wallet.owner,
    walletId: wallet.walletId,
    movementId: `wallet_credit:${options.movement ?? randomUUID()}`,
    grossAmount: String(options.amount ?? 100_000),
    source: 'nuban',
    channel: 'dedicated_nuban',
    stream,
  });
  return booked.eventIds;
}

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
  const wallet = await merchantWallet(sql, masterKey, webhookUrl);
  const made: StreamEvents[] = [];
  for (let s = 0; s < streams; s++) {
    const stream = `wallet-credit-${wallet.walletId}-${randomUUID().slice(0, 8)}`;
    const eventIds: string[] = [];
    for (let i = 1; i <= eventsEach; i++) eventIds.push(...(await creditOnStream(sql, wallet, stream, { amount: i * 100_000 })));
    made.push({ stream, eventIds, merchantId: wallet.merchant.merchantId });
  }
  return made;
}
