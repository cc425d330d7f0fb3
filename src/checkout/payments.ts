import { Db } from '../db';
import type { Plane } from '../keys';
import { feesInNaira } from '../fees';
import { koboToNaira } from '../money';

// The Payment resource (the data of payment.succeeded and of a sandbox completion).

export type BookedAs = 'escrow_funding' | 'wallet_credit' | 'refund_due';

export type PaymentRow = {
  id: string;
  checkout_id: string;
  merchant_id: string;
  plane: Plane;
  status: 'succeeded';
  amount: bigint;
  charged_amount: bigint;
  net_amount: bigint;
  provider_fee: bigint;
  platform_fee: bigint;
  merchant_fee: bigint;
  currency: string;
  channel: string | null;
  provider: string;
  provider_reference: string;
  escrow_id: string | null;
  wallet_id: string | null;
  booked_as: BookedAs;
  journal_id: string | null;
  event_ids: string[];
  paid_at: Date;
};

export type PaymentView = {
  paymentId: string;
  checkoutId: string;
  status: 'succeeded';
  amount: number;
  chargedAmount: number;
  netAmount: number;
  currency: string;
  escrowId: string | null;
  /** The wallet whose available received the money (a top-up, or a hold that could no longer take it). */
  walletId: string | null;
  /** How the money was booked: funded the hold, credited a wallet, or owed back to a guest payer. */
  bookedAs: BookedAs;
  provider: string;
  providerReference: string;
  channel: string | null;
  paidAt: string;
  fees: { providerFee: number; platformFee: number; merchantFee: number; totalFees: number };
};

export function toPaymentView(row: PaymentRow): PaymentView {
  const total = row.provider_fee + row.platform_fee + row.merchant_fee;
  return {
    paymentId: row.id,
    checkoutId: row.checkout_id,
    status: row.status,
    amount: koboToNaira(row.amount),
    chargedAmount: koboToNaira(row.charged_amount),
    netAmount: koboToNaira(row.net_amount),
    currency: row.currency,
    escrowId: row.escrow_id,
    walletId: row.wallet_id,
    bookedAs: row.booked_as,
    provider: row.provider,
    providerReference: row.provider_reference,
    channel: row.channel,
    paidAt: row.paid_at.toISOString(),
    fees: feesInNaira({ providerFee: row.provider_fee, platformFee: row.platform_fee, merchantFee: row.merchant_fee, totalFees: total }),
  };
}

export async function findPaymentOfCheckout(db: Db, checkoutId: string): Promise<PaymentRow | null> {
  const [row] = await db<PaymentRow[]>`select * from payments where checkout_id = ${checkoutId}`;
  return row ?? null;
}
