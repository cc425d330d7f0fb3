import { Sql, Tx } from '../db';
import { NewEvent, recordEvents } from '../events/outbox';
import { outboxStream } from '../events/streams';
import type { EscrowState } from '../escrows/rules';
import { EscrowRow, findEscrowRow, lockEscrowRow, releaseAtOnFunding, toEscrowState, toEscrowView } from '../escrows/store';
import { feesInNaira, quoteFees } from '../fees';
import { newId, randomToken } from '../ids';
import type { Plane } from '../keys';
import { systemAccountId, walletAccountId } from '../ledger/accounts';
import { JournalEntry, postJournal, StatementLine } from '../ledger/journal';
import { koboToNaira } from '../money';
import { findWallet } from '../wallets/view';
import { BookedAs, findPaymentOfCheckout, PaymentRow, PaymentView, toPaymentView } from './payments';
import { CheckoutRow, findSessionById } from './session-store';
import { UnknownCheckoutError } from '../unknown-entities';

// Booking a successful checkout payment: ONE transaction, at most once per session (the
// payment row and the ledger movement `checkout:{checkoutId}` both say "already booked").
// A successful payment is never refused: it funds a hold still awaiting funding, else it
// credits a wallet's available, else (a guest whose hold can no longer take it) it is
// booked to refunds_due, owed back through the provider (src/refunds/refund-due.ts).
// Only the hold's own workflow funds it (`fundHold`): the escrow row has one writer.

export type BookPaymentInput = {
  checkoutId: string;
  channel: string;
  provider: string;
  /** The provider's reference; the sandbox makes one up. */
  providerReference?: string;
  /**
   * Set by the escrow's workflow, which books its sessions' payments: the payment may fund
   * the hold. Without it (a top-up, or a hold whose workflow has ended) it never does.
   */
  fundHold?: boolean;
};

export type BookPaymentResult = {
  payment: PaymentView;
  /** payment.succeeded, then escrow.funded or wallet.credited, in emission order. */
  eventIds: string[];
  /** Set when the payment funded a hold: the hold's state after it. */
  funded: { escrowId: string; state: EscrowState } | null;
};

type Fees = ReturnType<typeof quoteFees>;

/** Money arrived at the provider: clearing pays out the charged amount, fees to their accounts. */
function collectionEntries(session: CheckoutRow, fees: Fees, target: string): JournalEntry[] {
  const account = (kind: 'provider_clearing' | 'provider_fees' | 'platform_revenue' | 'merchant_settlement') =>
    systemAccountId(session.merchant_id, session.plane, kind);
  return [
    { accountId: account('provider_clearing'), amount: -fees.chargedAmount },
    { accountId: account('provider_fees'), amount: fees.providerFee },
    { accountId: account('platform_revenue'), amount: fees.platformFee },
    { accountId: account('merchant_settlement'), amount: fees.merchantFee },
    { accountId: target, amount: fees.netAmount },
  ];
}

function feesMeta(fees: Fees) {
  return feesInNaira(fees);
}

export async function bookCheckoutPayment(sql: Sql, input: BookPaymentInput): Promise<BookPaymentResult> {
  return sql.begin<BookPaymentResult>(async (tx) => {
    const session = await findSessionById(tx, input.checkoutId, true);
    if (!session) throw new UnknownCheckoutError(`checkout ${input.checkoutId} not found`);
    const existing = await findPaymentOfCheckout(tx, session.id);
    if (existing) return answer(tx, session, existing);

    const owner = { merchantId: session.merchant_id, plane: session.plane };
    const fees = quoteFees('collection', session.amount, { merchantFee: session.merchant_fee });
    const paymentId = newId('payment');
    const movementId = `checkout:${session.id}`;
    const payment = { providerReference: input.providerReference ?? `sbx_${randomToken(20)}` };
    let bookedAs: BookedAs;
    let walletId: string | null = null;
    let journalId: string;
    const after: NewEvent[] = [];

    const locked = session.escrow_id ? await lockEscrowRow(tx, owner, session.escrow_id) : null;
    const escrow = locked?.row ?? null;
    if (escrow && escrow.status === 'awaiting_funding' && input.fundHold) {
      bookedAs = 'escrow_funding';
      const hold = escrow.payer_wallet_id
        ? walletAccountId(escrow.payer_wallet_id, 'held')
        : systemAccountId(owner.merchantId, owner.plane, 'guest_holds');
      const lines: StatementLine[] = escrow.payer_customer_id
        ? [
            {
              customerId: escrow.payer_customer_id,
              type: 'escrow_funded',
              direction: 'locked',
              status: 'completed',
              amount: fees.netAmount,
            },
          ]
        : [];
      ({ journalId } = await postJournal(tx, {
        ...owner,
        movementId,
        eventType: 'escrow_funded',
        relatedId: escrow.id,
        entries: collectionEntries(session, fees, hold),
        lines,
      }));
      // The funding deadline has done its part: cleared, so a funded hold shows no deadline that cannot act.
      await tx`update escrows set status = 'held', fee_amount = ${fees.totalFees}, funded_at = now(),
          funding_payment_id = ${paymentId}, updated_at = now(), release_at = ${releaseAtOnFunding(escrow, locked!.now)},
          funding_deadline = null
        where id = ${escrow.id}`;
      const funded = (await findEscrowRow(tx, owner, escrow.id))!;
      after.push({
        type: 'escrow.funded',
        journalId,
        data: toEscrowView(funded),
        meta: {
          source: 'checkout',
          paymentId,
          providerReference: payment.providerReference,
          chargedAmount: koboToNaira(fees.chargedAmount),
          netAmount: koboToNaira(fees.netAmount),
          fees: feesMeta(fees),
        },
      });
    } else {
      // A top-up, or a payment its hold can no longer take (cancelled, already funded, its
      // workflow gone): the customer's available gets the net amount.
      const customerId = escrow ? escrow.payer_customer_id : session.customer_id;
      const wallet = customerId ? await liveWalletOf(tx, customerId) : null;
      if (wallet) {
        bookedAs = 'wallet_credit';
        walletId = wallet.id;
        ({ journalId } = await postJournal(tx, {
          ...owner,
          movementId,
          eventType: 'wallet_credit',
          relatedId: paymentId,
          entries: collectionEntries(session, fees, walletAccountId(wallet.id, 'available')),
          // The statement row points at the checkout the customer paid (the journal keeps the payment).
          lines: [
            {
              customerId: wallet.customerId,
              type: 'wallet_credit',
              direction: 'in',
              status: 'completed',
              amount: fees.netAmount,
              relatedId: session.id,
            },
          ],
        }));
        const view = (await findWallet(tx, owner.merchantId, owner.plane, wallet.id))!;
        after.push({
          type: 'wallet.credited',
          journalId,
          data: { walletId: view.walletId, customerId: view.customerId, balances: view.balances, account: view.account },
          meta: {
            amount: koboToNaira(fees.netAmount),
            currency: session.currency,
            source: 'checkout',
            channel: input.channel,
            accountNumber: view.account?.accountNumber ?? null,
          },
        });
      } else {
        // A guest payer (or a since-deleted customer) has no wallet: the money did arrive, so
        // the whole charged amount waits in refunds_due until the checkout workflow's provider
        // refund gives it back (src/refunds/refund-due.ts). No fees are taken.
        bookedAs = 'refund_due';
        ({ journalId } = await postJournal(tx, {
          ...owner,
          movementId,
          eventType: 'refund_due',
          relatedId: paymentId,
          entries: [
            { accountId: systemAccountId(owner.merchantId, owner.plane, 'provider_clearing'), amount: -fees.chargedAmount },
            { accountId: systemAccountId(owner.merchantId, owner.plane, 'refunds_due'), amount: fees.chargedAmount },
          ],
        }));
      }
    }

    const [row] = await tx<PaymentRow[]>`
      insert into payments (id, checkout_id, merchant_id, plane, status, amount, charged_amount, net_amount,
        provider_fee, platform_fee, merchant_fee, currency, channel, provider, provider_reference, escrow_id,
        wallet_id, booked_as, journal_id, event_ids, paid_at)
      values (${paymentId}, ${session.id}, ${owner.merchantId}, ${owner.plane}, 'succeeded', ${session.amount},
        ${fees.chargedAmount}, ${fees.netAmount}, ${fees.providerFee}, ${fees.platformFee}, ${fees.merchantFee},
        ${session.currency}, ${input.channel}, ${input.provider}, ${payment.providerReference}, ${session.escrow_id},
        ${walletId}, ${bookedAs}, ${journalId}, ${[]}, now())
      returning *`;
    const eventIds = await recordEvents(tx, { ...owner, stream: outboxStream('checkout', session.id) }, [
      { type: 'payment.succeeded', journalId, data: toPaymentView(row), meta: {} },
      ...after,
    ]);
    await tx`update payments set event_ids = ${eventIds} where id = ${paymentId}`;
    await tx`update checkout_sessions set status = 'completed', completed_at = now() where id = ${session.id}`;
    return answer(tx, session, { ...row, event_ids: eventIds });
  });
}

async function liveWalletOf(tx: Tx, customerId: string): Promise<{ id: string; customerId: string } | null> {
  // Share-lock the customer so a concurrent delete cannot strand this credit.
  const [wallet] = await tx`select w.id from customers c join wallets w on w.customer_id = c.id
    where c.id = ${customerId} and c.deleted_at is null for share of c`;
  return wallet ? { id: wallet.id as string, customerId } : null;
}

async function answer(tx: Tx, session: CheckoutRow, payment: PaymentRow): Promise<BookPaymentResult> {
  let funded: BookPaymentResult['funded'] = null;
  if (payment.booked_as === 'escrow_funding' && payment.escrow_id) {
    const escrow = (await findEscrowRow(tx, { merchantId: session.merchant_id, plane: session.plane }, payment.escrow_id)) as EscrowRow;
    funded = { escrowId: escrow.id, state: toEscrowState(escrow) };
  }
  return { payment: toPaymentView(payment), eventIds: payment.event_ids, funded };
}

/** The sandbox Decline (or a provider's failure): a pending session becomes `failed`. */
export async function markCheckoutFailed(
  sql: Sql,
  checkoutId: string,
): Promise<{ status: 'failed' | 'completed'; merchantId: string; plane: Plane }> {
  return sql.begin(async (tx) => {
    const session = await findSessionById(tx, checkoutId, true);
    if (!session) throw new UnknownCheckoutError(`checkout ${checkoutId} not found`);
    if (session.status === 'pending') await tx`update checkout_sessions set status = 'failed' where id = ${checkoutId}`;
    return { status: session.status === 'completed' ? 'completed' : 'failed', merchantId: session.merchant_id, plane: session.plane };
  });
}
