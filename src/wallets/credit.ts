import { Sql } from '../db';
import { eventIdsOfJournal, recordEvents } from '../events/outbox';
import { quoteFees } from '../fees';
import type { Plane } from '../keys';
import { systemAccountId, walletAccountId } from '../ledger/accounts';
import { postJournal } from '../ledger/journal';
import { koboToNaira } from '../money';
import { findWallet, WalletView } from './view';

export type WalletCreditInput = {
  merchantId: string;
  plane: Plane;
  walletId: string;
  /** Books at most once: a retry with the same movementId finds the first booking. */
  movementId: string;
  grossAmount: string; // kobo, as a decimal string (workflow payloads are JSON)
  source: 'nuban';
  channel: 'dedicated_nuban';
  /** A deposit fee reported by the provider; it overrides the computed fee. */
  reportedProviderFee?: string;
  /** The outbox stream that delivers wallet.credited: the booking workflow's id (src/events/streams.ts). */
  stream: string;
};

export type WalletCreditResult = { wallet: WalletView; eventIds: string[]; journalId: string };

export class UnknownWalletError extends Error {}

/**
 * An inbound transfer to a wallet: the gross lands in provider clearing, the provider keeps
 * the deposit fee, the customer's available gets the net. Journal, statement line and the
 * wallet.credited event are one transaction.
 */
export async function bookWalletCredit(sql: Sql, input: WalletCreditInput): Promise<WalletCreditResult> {
  const owner = { merchantId: input.merchantId, plane: input.plane };
  return sql.begin(async (tx) => {
    // Share-lock the owner so a concurrent customer delete cannot strand this credit; the
    // wallet is read under that lock, in the same round trip.
    const [, before] = await Promise.all([
      tx`select c.id from customers c join wallets w on w.customer_id = c.id
        where w.id = ${input.walletId} and c.deleted_at is null for share of c`.execute(),
      findWallet(tx, input.merchantId, input.plane, input.walletId),
    ]);
    if (!before) throw new UnknownWalletError(`wallet ${input.walletId} not found`);
    const gross = BigInt(input.grossAmount);
    const fees = quoteFees('deposit', gross, {
      reportedProviderFee: input.reportedProviderFee === undefined ? undefined : BigInt(input.reportedProviderFee),
    });
    const posted = await postJournal(tx, {
      ...owner,
      movementId: input.movementId,
      eventType: 'wallet_credit',
      relatedId: input.walletId,
      entries: [
        { accountId: systemAccountId(input.merchantId, input.plane, 'provider_clearing'), amount: -gross },
        { accountId: systemAccountId(input.merchantId, input.plane, 'provider_fees'), amount: fees.providerFee },
        { accountId: walletAccountId(input.walletId, 'available'), amount: fees.netAmount },
      ],
      lines: [
        // An inbound transfer has no escrow, withdrawal or checkout behind it (the journal keeps the wallet).
        { customerId: before.customerId, type: 'wallet_credit', direction: 'in', status: 'completed', amount: fees.netAmount, relatedId: null },
      ],
    });
    const wallet = (await findWallet(tx, input.merchantId, input.plane, input.walletId))!;
    if (!posted.created) {
      return { wallet, journalId: posted.journalId, eventIds: await eventIdsOfJournal(tx, posted.journalId) };
    }
    const eventIds = await recordEvents(tx, { ...owner, stream: input.stream }, [
      {
        type: 'wallet.credited',
        journalId: posted.journalId,
        data: { walletId: wallet.walletId, customerId: wallet.customerId, balances: wallet.balances, account: wallet.account },
        meta: {
          amount: koboToNaira(fees.netAmount),
          currency: wallet.currency,
          source: input.source,
          channel: input.channel,
          accountNumber: wallet.account?.accountNumber ?? null,
          grossAmount: koboToNaira(gross),
          providerFee: koboToNaira(fees.providerFee),
          netAmount: koboToNaira(fees.netAmount),
        },
      },
    ]);
    return { wallet, journalId: posted.journalId, eventIds };
  }) as Promise<WalletCreditResult>;
}
