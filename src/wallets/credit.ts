import { allInOrder, Db, Sql } from '../db';
import { orOwnEarlierAttempt } from '../db/earlier-attempt';
import { eventIdsOfJournal, issueEvents } from '../events/outbox';
import { quoteFees } from '../fees';
import type { Plane } from '../keys';
import { systemAccountId, walletAccountId } from '../ledger/accounts';
import { postNewJournal } from '../ledger/journal';
import { koboToNaira } from '../money';
import { findWalletRow, toWalletView, WalletRow, WalletView } from './view';
import { UnknownWalletError } from '../unknown-entities';

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

/**
 * An inbound transfer to a wallet: the gross lands in provider clearing, the provider keeps
 * the deposit fee, the customer's available gets the net. Journal, statement line and the
 * wallet.credited event are one transaction.
 */
export async function bookWalletCredit(sql: Sql, input: WalletCreditInput): Promise<WalletCreditResult> {
  return orOwnEarlierAttempt(() => book(sql, input), {
    constraints: [MOVEMENT_KEY],
    // Booked before: a retry after the booking committed, or an earlier attempt that committed late.
    earlier: async () => {
      const [wallet, [booked]] = await Promise.all([
        findWalletRow(sql, input.merchantId, input.plane, input.walletId),
        bookingOf(sql, input),
      ]);
      return wallet && booked ? earlierBooking(sql, wallet, booked.id) : null;
    },
  });
}

/** The journal key a movement is booked under once (ledger_journals). */
const MOVEMENT_KEY = 'ledger_journals_merchant_id_plane_movement_id_key';

function bookingOf(db: Db, input: WalletCreditInput) {
  return db<Array<{ id: string }>>`select id from ledger_journals
    where merchant_id = ${input.merchantId} and plane = ${input.plane} and movement_id = ${input.movementId}`.execute();
}

/** The answer of a credit booked before: the wallet as it is now, the journal and its event. */
async function earlierBooking(db: Db, wallet: WalletRow, journalId: string): Promise<WalletCreditResult> {
  return { wallet: toWalletView(wallet), journalId, eventIds: await eventIdsOfJournal(db, journalId) };
}

async function book(sql: Sql, input: WalletCreditInput): Promise<WalletCreditResult> {
  const owner = { merchantId: input.merchantId, plane: input.plane };
  return sql.begin(async (tx) => {
    // One round trip, run in this order: the owner share-locked (a concurrent customer delete
    // cannot strand this credit), and the wallet with its available balance locked (so the
    // balance this credit leaves is known here).
    const [, before] = await Promise.all([
      tx`select c.id from customers c join wallets w on w.customer_id = c.id
        where w.id = ${input.walletId} and c.deleted_at is null for share of c`.execute(),
      findWalletRow(tx, input.merchantId, input.plane, input.walletId, true),
    ]);
    if (!before) throw new UnknownWalletError(`wallet ${input.walletId} not found`);
    const gross = BigInt(input.grossAmount);
    const fees = quoteFees('deposit', gross, {
      reportedProviderFee: input.reportedProviderFee === undefined ? undefined : BigInt(input.reportedProviderFee),
    });
    // Journal, rows and event in one round trip. A movement booked before (a retry, or an
    // earlier attempt that committed late) fails it on the journal's unique key, and
    // bookWalletCredit answers with that booking: no lookup on every credit for the rare retry.
    const posted = postNewJournal(tx, {
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
        {
          customerId: before.customer_id,
          type: 'wallet_credit',
          direction: 'in',
          status: 'completed',
          amount: fees.netAmount,
          relatedId: null,
        },
      ],
    });
    const wallet = toWalletView({ ...before, available: before.available + fees.netAmount });
    const events = issueEvents(tx, { ...owner, stream: input.stream }, [
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
    await allInOrder([posted.written, events.written]);
    return { wallet, journalId: posted.journalId, eventIds: events.ids };
  });
}
