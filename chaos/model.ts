import { quoteFees } from '../src/fees';

// What the accepted operations should have done, in kobo. Each client owns its customers
// and escrows, so a client's operations on them are sequential and the model is exact,
// except for the one asynchronous effect: a failing withdrawal's charged amount comes back
// to available some time after its create answered (tracked as `pendingRestore`).

export const kobo = (naira: number) => BigInt(Math.round(naira * 100));

export type CustomerModel = {
  customerId: string;
  walletId: string;
  available: bigint;
  held: bigint;
  /** Charged amounts of accepted withdrawals to the failing account, not yet seen restored. */
  pendingRestore: bigint;
  /** Remaining amounts of holds paying this customer whose automatic release is still to be seen. */
  pendingRelease: bigint;
};

/** A hold given a deadline by the workload (chaos/deadline-holds.ts), and how it was meant to end. */
export type DeadlineModel = {
  field: 'releaseAt' | 'fundingDeadline';
  scenario: string;
  /** When the deadline falls due in real time (its time on the hold's clock less the clock's offset). */
  dueAtMs: number;
  /** Who settled it, once the workload saw it: the timer, or the client's command that won the race. */
  settledBy?: 'automatic' | 'client';
};

export type EscrowModel = {
  escrowId: string;
  amount: bigint;
  released: bigint;
  refunded: bigint;
  status: string;
  payer: string | null; // null: a guest payer
  payee: string;
  funding: 'debit' | 'checkout' | 'guest';
  checkoutId?: string;
  /** A guest refund that had not settled when its client stopped waiting (settled before the checks). */
  pendingRefund?: bigint;
  deadline?: DeadlineModel;
  /** Accepted releases (escrow_released journals) of this hold. */
  releases?: number;
  /** A checkout session of a hold its funding deadline cancelled, paid only once the cancel was seen. */
  latePayment?: LatePaymentModel;
};

/** A hold as its create answered: awaiting funding, nothing released or refunded yet. */
export function newEscrowModel(
  created: Pick<EscrowModel, 'escrowId' | 'amount' | 'payer' | 'payee' | 'funding' | 'checkoutId' | 'deadline'>,
): EscrowModel {
  return { ...created, released: 0n, refunded: 0n, status: 'awaiting_funding' };
}

/**
 * A payment after the automatic cancel (spec: never rejected for age): a registered payer's
 * goes to their available (net), a guest's is refunded whole through the provider.
 */
export type LatePaymentModel = { checkoutId: string; guest: boolean; paid: boolean };

export type WithdrawalModel = { withdrawalId: string; customerId: string; charged: bigint; failing: boolean };

/** Counts of accepted effects, compared with the ledger's journals and the outbox. */
export type EffectCounts = {
  walletCreditJournals: number;
  escrowFundedJournals: number;
  escrowReleasedJournals: number;
  escrowRefundedJournals: number;
  withdrawalJournals: number;
  withdrawalCompletedJournals: number;
  withdrawalReversedJournals: number;
  escrowCreatedEvents: number;
  escrowCancelledEvents: number;
  disputeOpenedEvents: number;
  disputeResolvedEvents: number;
};

export class Model {
  readonly customers = new Map<string, CustomerModel>();
  readonly escrows = new Map<string, EscrowModel>();
  readonly withdrawals: WithdrawalModel[] = [];
  readonly effects: EffectCounts = {
    walletCreditJournals: 0,
    escrowFundedJournals: 0,
    escrowReleasedJournals: 0,
    escrowRefundedJournals: 0,
    withdrawalJournals: 0,
    withdrawalCompletedJournals: 0,
    withdrawalReversedJournals: 0,
    escrowCreatedEvents: 0,
    escrowCancelledEvents: 0,
    disputeOpenedEvents: 0,
    disputeResolvedEvents: 0,
  };
  /** Definitive answers the model did not expect (a refusal of a valid write, or the reverse). */
  readonly surprises: string[] = [];
  /** Guest refunds that took longer than the workload's 60 s wait to settle. */
  slowGuestRefunds = 0;

  customer(id: string): CustomerModel {
    const c = this.customers.get(id);
    if (!c) throw new Error(`unknown customer ${id}`);
    return c;
  }

  surprise(text: string): void {
    this.surprises.push(text);
  }

  credit(customerId: string, grossNaira: number): void {
    this.customer(customerId).available += quoteFees('deposit', kobo(grossNaira)).netAmount;
    this.effects.walletCreditJournals++;
  }

  /** A checkout payment credited to available (a top-up, or a hold that could no longer take it). */
  checkoutCredit(customerId: string, naira: number): void {
    this.customer(customerId).available += kobo(naira);
    this.effects.walletCreditJournals++;
  }

  fundByDebit(e: EscrowModel, merchantFeeNaira: number): void {
    const payer = this.customer(e.payer!);
    payer.available -= e.amount + kobo(merchantFeeNaira);
    payer.held += e.amount;
    e.status = 'held';
    this.effects.escrowFundedJournals++;
  }

  fundByCheckout(e: EscrowModel): void {
    if (e.payer) this.customer(e.payer).held += e.amount;
    e.status = 'held';
    this.effects.escrowFundedJournals++;
  }

  release(e: EscrowModel, amount: bigint): void {
    if (e.payer) this.customer(e.payer).held -= amount;
    this.customer(e.payee).available += amount;
    e.released += amount;
    e.releases = (e.releases ?? 0) + 1;
    this.effects.escrowReleasedJournals++;
  }

  /** A registered payer's refund (at once), or a guest's once the provider processed it. */
  refund(e: EscrowModel, amount: bigint): void {
    if (e.payer) {
      const payer = this.customer(e.payer);
      payer.held -= amount;
      payer.available += amount;
    }
    e.refunded += amount;
    this.effects.escrowRefundedJournals++;
  }

  withdraw(customerId: string, withdrawalId: string, charged: bigint, failing: boolean): void {
    const c = this.customer(customerId);
    c.available -= charged;
    if (failing) c.pendingRestore += charged;
    this.withdrawals.push({ withdrawalId, customerId, charged, failing });
    this.effects.withdrawalJournals++;
    if (failing) this.effects.withdrawalReversedJournals++;
    else this.effects.withdrawalCompletedJournals++;
  }

  /** What a customer's balances must be once every withdrawal has settled. */
  expected(c: CustomerModel): { available: bigint; held: bigint } {
    return { available: c.available + c.pendingRestore, held: c.held };
  }

  /** Bounds of available right now: without and with the restorations and automatic releases still to come. */
  availableBounds(c: CustomerModel): [bigint, bigint] {
    return [c.available, c.available + c.pendingRestore + c.pendingRelease];
  }
}

export function remaining(e: EscrowModel): bigint {
  return e.amount - e.released - e.refunded;
}

/** The spec's final-status rule. */
export function statusAfter(e: EscrowModel): string {
  if (remaining(e) > 0n) return e.released > 0n ? 'partially_released' : 'held';
  return e.released > 0n ? 'released' : 'refunded';
}
