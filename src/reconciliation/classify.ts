import type {
  ProviderRefundRecord,
  ProviderSettlementRecord,
  ProviderTransactionRecord,
  ProviderTransferRecord,
} from '../payments/records';
import { collectionProviderFee } from '../fees';
import { DifferenceDraft, HealAction, jsonSide, ReconciliationClass, RecordSource } from './classes';

// The rules that class one provider record against what the ledger has of it: pure functions of
// the two sides (the lookups are src/reconciliation/ledger.ts), so each rule is tested alone.
// A record gives one staged row (its class, and what the ledger knows it by) and at most one
// difference.

/** A provider record as kept after the read (reconciliation_provider_records). */
export type StagedRecord = {
  source: RecordSource | 'settlement_item';
  reference: string;
  ledgerKey: string | null;
  parent: string | null;
  status: string;
  /** Kobo that moved (0 for a record that moved nothing: failed, abandoned). */
  amount: bigint;
  fee: bigint | null;
  expectedFee: bigint | null;
  currency: string;
  class: ReconciliationClass | null;
};

export type Classified = { staged: StagedRecord; difference: DifferenceDraft | null };

/** Heals of earlier runs, by reference: how each went. */
export type EarlierHeals = ReadonlyMap<string, string>;

const SUCCESS = 'success';
const CURRENCY = 'NGN';

/** Why a record cannot be taken at all (an odd currency, a negative or fractional amount), or null. */
function unreadableBecause(record: { currency: string; amount: bigint }): string | null {
  if (record.currency !== CURRENCY) return `currency ${record.currency || '(none)'}, not ${CURRENCY}`;
  if (record.amount < 0n) return `negative amount ${record.amount}`;
  if (record.amount > BigInt(Number.MAX_SAFE_INTEGER)) return `amount ${record.amount} too large`;
  return null;
}

// ---------------------------------------------------------------- transactions

/** A checkout payment the ledger booked, by its provider reference. */
export type LedgerPayment = {
  paymentId: string;
  checkoutId: string;
  merchantId: string;
  chargedAmount: bigint;
  providerFee: bigint;
  currency: string;
  bookedAs: string;
  bookedAt: Date;
};

/** A deposit the ledger booked (a wallet_credit journal under the deposit's movement id). */
export type LedgerDeposit = {
  journalId: string;
  merchantId: string;
  walletId: string;
  movementId: string;
  grossAmount: bigint;
  providerFee: bigint;
  bookedAt: Date;
};

/** What the ledger has of one provider transaction. */
export type TransactionLedger = {
  payment?: LedgerPayment;
  deposit?: LedgerDeposit;
  /** The checkout session the reference is ours for, when nothing is booked. */
  session?: { checkoutId: string; merchantId: string; status: string };
  /** The wallet whose dedicated account received a deposit, when nothing is booked. */
  account?: { walletId: string; merchantId: string };
};

/** Paystack's channel of a deposit to a dedicated virtual account. */
const DEDICATED_ACCOUNT_CHANNEL = 'dedicated_nuban';

export function isDeposit(record: ProviderTransactionRecord): boolean {
  return record.receiverAccountNumber !== null || record.channel === DEDICATED_ACCOUNT_CHANNEL;
}

/**
 * A transaction: a checkout's charge (ledger: the payment under its reference) or a deposit to a
 * dedicated account (ledger: the wallet credit under the deposit's movement id, `depositKey`).
 */
export function classifyTransaction(
  record: ProviderTransactionRecord,
  ledger: TransactionLedger,
  context: { provider: string; depositKey: string; healedBefore?: string },
): Classified {
  const deposit = isDeposit(record);
  const booked = deposit ? ledger.deposit : ledger.payment;
  const ledgerKey = deposit ? context.depositKey : record.reference;
  const succeeded = record.status === SUCCESS;
  const staged = (klass: ReconciliationClass, expectedFee: bigint | null = null): StagedRecord => ({
    source: 'transaction',
    reference: record.reference,
    ledgerKey,
    parent: null,
    status: record.status,
    amount: succeeded ? record.amount : 0n,
    fee: record.fee,
    expectedFee,
    currency: record.currency,
    class: klass,
  });
  const ledgerSide = ledger.payment ? paymentSide(ledger.payment) : ledger.deposit ? depositSide(ledger.deposit) : null;
  const base = {
    source: 'transaction' as const,
    reference: record.reference,
    merchantId:
      ledger.payment?.merchantId ?? ledger.deposit?.merchantId ?? ledger.session?.merchantId ?? ledger.account?.merchantId ?? null,
    providerAmount: record.amount,
    providerFee: record.fee,
    provider: record.raw,
    ledger: ledgerSide,
    heal: null,
  };

  const unreadable = unreadableBecause(record);
  if (unreadable) {
    return {
      staged: staged('unrecognised'),
      difference: { ...base, class: 'unrecognised', ledgerAmount: null, expectedFee: null, detail: `${unreadable}: nothing booked` },
    };
  }
  if (booked) {
    const bookedAmount = 'chargedAmount' in booked ? booked.chargedAmount : booked.grossAmount;
    // A charge: the provider's published price of what it charged (Paystack takes its 1.5% of
    // the charged amount, fees included, where the service's quote takes it of the hold's
    // amount: that gap is the platform's, not a difference). A deposit: the fee it reported.
    const expectedFee = 'chargedAmount' in booked ? collectionProviderFee(booked.chargedAmount) : booked.providerFee;
    const sides = { ...base, ledgerAmount: bookedAmount, expectedFee };
    if (!succeeded) {
      return {
        staged: staged('status_mismatch', expectedFee),
        difference: { ...sides, class: 'status_mismatch', detail: `the ledger booked it; the provider reports it ${record.status}` },
      };
    }
    if (bookedAmount !== record.amount) {
      return {
        staged: staged('amount_mismatch', expectedFee),
        difference: {
          ...sides,
          class: 'amount_mismatch',
          detail: `the provider took ${record.amount} kobo, the ledger booked ${bookedAmount}`,
        },
      };
    }
    if (context.healedBefore) {
      return {
        staged: staged('missing_in_ledger', expectedFee),
        difference: { ...sides, class: 'missing_in_ledger', detail: 'missed event, healed', healedBefore: context.healedBefore },
      };
    }
    if (record.fee !== null && record.fee !== expectedFee) {
      return {
        staged: staged('fee_mismatch', expectedFee),
        difference: {
          ...sides,
          class: 'fee_mismatch',
          detail: `the provider's fee is ${record.fee} kobo, the service expected ${expectedFee}`,
        },
      };
    }
    return { staged: staged('matched', expectedFee), difference: null };
  }
  if (!succeeded) return { staged: staged('matched'), difference: null }; // nothing moved on either side
  const sides = { ...base, ledgerAmount: null, expectedFee: null };
  if (context.healedBefore) {
    return {
      staged: staged('missing_in_ledger'),
      difference: {
        ...sides,
        class: 'missing_in_ledger',
        detail: 'missed event, handed to its workflow; not booked yet',
        healedBefore: context.healedBefore,
      },
    };
  }
  if (deposit) {
    if (!ledger.account || record.receiverAccountNumber === null) {
      return {
        staged: staged('unrecognised'),
        difference: {
          ...sides,
          class: 'unrecognised',
          detail: `a deposit to ${record.receiverAccountNumber ?? 'no account'}, which is no wallet's: nothing booked`,
        },
      };
    }
    const heal: HealAction = {
      kind: 'account.credited',
      reference: record.reference,
      accountNumber: record.receiverAccountNumber,
      amount: Number(record.amount),
      ...(record.fee !== null && record.fee >= 0n && record.fee <= record.amount ? { fee: Number(record.fee) } : {}),
    };
    return {
      staged: staged('missing_in_ledger'),
      difference: {
        ...sides,
        merchantId: ledger.account.merchantId,
        class: 'missing_in_ledger',
        detail: `a deposit to wallet ${ledger.account.walletId} the ledger never booked (missed event)`,
        heal,
      },
    };
  }
  if (!ledger.session) {
    return {
      staged: staged('unrecognised'),
      difference: { ...sides, class: 'unrecognised', detail: 'no checkout session has this reference: nothing booked' },
    };
  }
  const heal: HealAction = {
    kind: 'payment.succeeded',
    reference: record.reference,
    channel: record.channel ?? 'card',
    provider: context.provider,
  };
  return {
    staged: staged('missing_in_ledger'),
    difference: {
      ...sides,
      class: 'missing_in_ledger',
      detail: `checkout ${ledger.session.checkoutId} (${ledger.session.status}) was paid at the provider; the ledger never booked it (missed event)`,
      heal,
    },
  };
}

function paymentSide(p: LedgerPayment): Record<string, unknown> {
  return jsonSide({
    kind: 'payment',
    paymentId: p.paymentId,
    checkoutId: p.checkoutId,
    chargedAmount: p.chargedAmount,
    providerFee: p.providerFee,
    currency: p.currency,
    bookedAs: p.bookedAs,
    bookedAt: p.bookedAt,
  });
}

function depositSide(d: LedgerDeposit): Record<string, unknown> {
  return jsonSide({
    kind: 'deposit',
    journalId: d.journalId,
    walletId: d.walletId,
    movementId: d.movementId,
    grossAmount: d.grossAmount,
    providerFee: d.providerFee,
    bookedAt: d.bookedAt,
  });
}

// ---------------------------------------------------------------- transfers

/** A withdrawal whose transfer the provider's record may be. */
export type LedgerWithdrawal = {
  withdrawalId: string;
  merchantId: string;
  status: 'processing' | 'completed' | 'failed';
  amount: bigint;
  providerFee: bigint;
  currency: string;
  failureReason: string | null;
};

const TRANSFER_FAILED = new Set(['failed', 'reversed']);
const TRANSFER_IN_FLIGHT = new Set(['pending', 'otp', 'processing', 'queued']);

/** A transfer: a withdrawal's payout, by our reference. */
export function classifyTransfer(
  record: ProviderTransferRecord,
  withdrawal: LedgerWithdrawal | null,
  context: { healedBefore?: string } = {},
): Classified {
  const paid = record.status === SUCCESS;
  const staged = (klass: ReconciliationClass): StagedRecord => ({
    source: 'transfer',
    reference: record.reference,
    ledgerKey: withdrawal?.withdrawalId ?? null,
    parent: null,
    status: record.status,
    amount: paid ? record.amount : 0n,
    fee: record.fee,
    expectedFee: withdrawal?.providerFee ?? null,
    currency: record.currency,
    class: klass,
  });
  const base = {
    source: 'transfer' as const,
    reference: record.reference,
    merchantId: withdrawal?.merchantId ?? null,
    providerAmount: record.amount,
    ledgerAmount: withdrawal?.amount ?? null,
    providerFee: record.fee,
    expectedFee: withdrawal?.providerFee ?? null,
    provider: record.raw,
    ledger: withdrawal
      ? jsonSide({
          kind: 'withdrawal',
          withdrawalId: withdrawal.withdrawalId,
          status: withdrawal.status,
          amount: withdrawal.amount,
          providerFee: withdrawal.providerFee,
          failureReason: withdrawal.failureReason,
        })
      : null,
    heal: null,
  };
  const unreadable = unreadableBecause(record);
  if (unreadable)
    return { staged: staged('unrecognised'), difference: { ...base, class: 'unrecognised', detail: `${unreadable}: nothing booked` } };
  if (!withdrawal)
    return {
      staged: staged('unrecognised'),
      difference: { ...base, class: 'unrecognised', detail: 'no withdrawal has this reference: nothing booked' },
    };
  if (withdrawal.amount !== record.amount) {
    return {
      staged: staged('amount_mismatch'),
      difference: {
        ...base,
        class: 'amount_mismatch',
        detail: `the provider sent ${record.amount} kobo, the withdrawal is ${withdrawal.amount}`,
      },
    };
  }
  const reason =
    record.reason ??
    (record.status === 'reversed' ? 'The bank reversed the transfer' : 'The bank transfer failed; the provider gave no reason');
  const mismatch = (detail: string, heal: HealAction | null = null): Classified => ({
    staged: staged('status_mismatch'),
    difference: { ...base, class: 'status_mismatch', detail, heal },
  });
  const agreed =
    (paid && withdrawal.status === 'completed') ||
    (TRANSFER_FAILED.has(record.status) && withdrawal.status === 'failed') ||
    (TRANSFER_IN_FLIGHT.has(record.status) && withdrawal.status === 'processing');
  if (agreed) {
    if (context.healedBefore) {
      return {
        staged: staged('status_mismatch'),
        difference: {
          ...base,
          class: 'status_mismatch',
          detail: `the outcome (${record.status}) was missed, and booked`,
          heal: null,
          healedBefore: context.healedBefore,
        },
      };
    }
    if (paid && record.fee !== null && record.fee !== withdrawal.providerFee) {
      return {
        staged: staged('fee_mismatch'),
        difference: {
          ...base,
          class: 'fee_mismatch',
          detail: `the provider's fee is ${record.fee} kobo, the service expected ${withdrawal.providerFee}`,
        },
      };
    }
    return { staged: staged('matched'), difference: null };
  }
  if (withdrawal.status === 'processing') {
    // The outcome's event was missed: book it as the event would have.
    if (paid)
      return mismatch('the transfer arrived; its event was missed', {
        kind: 'transfer.settled',
        reference: record.reference,
        outcome: { status: 'success' },
      });
    if (TRANSFER_FAILED.has(record.status)) {
      return mismatch(`the transfer ${record.status}; its event was missed`, {
        kind: 'transfer.settled',
        reference: record.reference,
        outcome: { status: 'failed', reason },
      });
    }
  }
  if (withdrawal.status === 'completed' && record.status === 'reversed') {
    return mismatch(`the bank reversed the transfer after it was reported paid: ${reason}`, reversalOf(record.reference, reason));
  }
  return mismatch(`the provider reports the transfer ${record.status}, the withdrawal is ${withdrawal.status}`);
}

/** The rule for a payout reversed after success: the money back to the wallet with withdrawal.failed and the reason. */
function reversalOf(reference: string, reason: string): HealAction {
  return { kind: 'transfer.reversed', reference, reason };
}

// ---------------------------------------------------------------- refunds

/** A refund of ours of a payment whose provider reference is `transactionReference`. */
export type LedgerRefund = {
  refundId: string;
  merchantId: string;
  paymentId: string;
  transactionReference: string;
  amount: bigint;
  status: 'pending' | 'processed' | 'failed';
  providerReference: string | null;
  createdAt: Date;
};

const REFUND_DONE = new Set(['processed', 'failed']);

/**
 * The provider's refunds of one transaction against ours of the same payment. Pairs by the
 * provider's id (a refund we recorded under it), then by amount, then what is left in order; a
 * provider refund with no refund of ours (one made by hand at the provider, a double refund)
 * is flagged, never booked.
 */
export function classifyRefunds(
  transactionReference: string,
  records: ProviderRefundRecord[],
  ours: LedgerRefund[],
  context: { paymentKnown: boolean; healedBefore: EarlierHeals },
): Classified[] {
  const byCreation = <T extends { createdAt: Date | string | null }>(a: T, b: T) =>
    String(a.createdAt ?? '').localeCompare(String(b.createdAt ?? ''));
  const left = [...ours].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const pairs = new Map<ProviderRefundRecord, LedgerRefund | null>();
  const take = (match: (l: LedgerRefund) => boolean): LedgerRefund | null => {
    const index = left.findIndex(match);
    return index < 0 ? null : left.splice(index, 1)[0];
  };
  const sorted = [...records].sort(byCreation);
  for (const r of sorted) {
    const byId = take((l) => l.providerReference === r.id);
    if (byId) pairs.set(r, byId);
  }
  for (const r of sorted)
    if (!pairs.has(r)) {
      const byAmount = take((l) => l.amount === r.amount);
      if (byAmount) pairs.set(r, byAmount);
    }
  for (const r of sorted)
    if (!pairs.has(r) && r.status !== 'failed')
      pairs.set(
        r,
        take(() => true),
      );
  return sorted.map((r) =>
    classifyRefund(transactionReference, r, pairs.get(r) ?? null, context.paymentKnown, context.healedBefore.get(r.id)),
  );
}

function classifyRefund(
  transactionReference: string,
  record: ProviderRefundRecord,
  refund: LedgerRefund | null,
  paymentKnown: boolean,
  healedBefore: string | undefined,
): Classified {
  const processed = record.status === 'processed';
  const staged = (klass: ReconciliationClass): StagedRecord => ({
    source: 'refund',
    reference: record.id,
    ledgerKey: refund?.refundId ?? null,
    parent: transactionReference,
    status: record.status,
    amount: processed ? record.amount : 0n,
    fee: null,
    expectedFee: null,
    currency: record.currency,
    class: klass,
  });
  const base = {
    source: 'refund' as const,
    reference: record.id,
    merchantId: refund?.merchantId ?? null,
    providerAmount: record.amount,
    ledgerAmount: refund?.amount ?? null,
    providerFee: null,
    expectedFee: null,
    provider: record.raw,
    ledger: refund
      ? jsonSide({
          kind: 'refund',
          refundId: refund.refundId,
          paymentId: refund.paymentId,
          status: refund.status,
          amount: refund.amount,
          providerReference: refund.providerReference,
          transactionReference,
        })
      : null,
    heal: null,
  };
  const unreadable = unreadableBecause(record);
  if (unreadable)
    return { staged: staged('unrecognised'), difference: { ...base, class: 'unrecognised', detail: `${unreadable}: nothing booked` } };
  if (!paymentKnown)
    return {
      staged: staged('unrecognised'),
      difference: {
        ...base,
        class: 'unrecognised',
        detail: `a refund of ${transactionReference}, which is no payment of ours: nothing booked`,
      },
    };
  if (!refund) {
    if (record.status === 'failed') return { staged: staged('matched'), difference: null }; // nothing moved on either side
    return {
      staged: staged('missing_in_ledger'),
      difference: {
        ...base,
        class: 'missing_in_ledger',
        detail: `a refund of ${transactionReference} at the provider that the service never asked for (a refund made twice, or by hand): flagged, nothing booked`,
      },
    };
  }
  if (refund.amount !== record.amount) {
    return {
      staged: staged('amount_mismatch'),
      difference: {
        ...base,
        class: 'amount_mismatch',
        detail: `the provider refunded ${record.amount} kobo, the ledger booked a refund of ${refund.amount}`,
      },
    };
  }
  if (refund.status === record.status || (!REFUND_DONE.has(record.status) && refund.status === 'pending')) {
    if (healedBefore)
      return {
        staged: staged('status_mismatch'),
        difference: {
          ...base,
          class: 'status_mismatch',
          detail: `the refund's outcome (${record.status}) was missed, and booked`,
          healedBefore,
        },
      };
    return { staged: staged('matched'), difference: null };
  }
  if (refund.status === 'pending' && REFUND_DONE.has(record.status)) {
    const heal: HealAction = {
      kind: 'refund.settled',
      outcome: record.status as 'processed' | 'failed',
      refund: {
        ...(refund.providerReference ? { reference: refund.providerReference } : { reference: record.id }),
        paymentReference: transactionReference,
      },
      ...(record.status === 'failed' ? { reason: 'The provider reports the refund failed' } : {}),
    };
    return {
      staged: staged('status_mismatch'),
      difference: { ...base, class: 'status_mismatch', detail: `the refund ${record.status} at the provider; its event was missed`, heal },
    };
  }
  return {
    staged: staged('status_mismatch'),
    difference: {
      ...base,
      class: 'status_mismatch',
      detail: `the provider reports the refund ${record.status}, the ledger has it ${refund.status}`,
    },
  };
}

// ---------------------------------------------------------------- settlements

/** What the records a settlement paid out add up to (its items, read from the provider). */
export type SettlementItems = { count: number; amount: bigint; fees: bigint };

/**
 * A settlement against the sum of the records it settles: its total (what it settled, net of
 * fees, as Paystack's `total_amount`) is their amounts less their fees, its fees are their
 * fees, and what reached the bank (`effective_amount`) is its total (anything else is a
 * deduction the operator should see).
 */
export function classifySettlement(record: ProviderSettlementRecord, items: SettlementItems): DifferenceDraft | null {
  const net = items.amount - items.fees;
  const problems: string[] = [];
  if (net !== record.totalAmount)
    problems.push(`its ${items.count} records add up to ${net} kobo net of fees, it says ${record.totalAmount}`);
  if (items.fees !== record.totalFees) problems.push(`their fees add up to ${items.fees} kobo, it says ${record.totalFees}`);
  if (record.effectiveAmount !== record.totalAmount)
    problems.push(`${record.effectiveAmount} kobo reached the bank of its ${record.totalAmount}`);
  if (problems.length === 0) return null;
  return {
    source: 'settlement',
    class: 'settlement_mismatch',
    reference: record.id,
    merchantId: null,
    providerAmount: record.totalAmount,
    ledgerAmount: net,
    providerFee: record.totalFees,
    expectedFee: items.fees,
    detail: `settlement ${record.id}: ${problems.join('; ')}`,
    provider: record.raw,
    ledger: jsonSide({ kind: 'settlement_items', count: items.count, amount: items.amount, fees: items.fees, net }),
    heal: null,
  };
}

/** A settlement's own staged row (its effective amount moved to the bank). */
export function stagedSettlement(record: ProviderSettlementRecord, klass: ReconciliationClass | null): StagedRecord {
  return {
    source: 'settlement',
    reference: record.id,
    ledgerKey: null,
    parent: null,
    status: record.status,
    amount: record.effectiveAmount,
    fee: record.totalFees,
    expectedFee: null,
    currency: CURRENCY,
    class: klass,
  };
}

/** One transaction a settlement paid out (summed per settlement, not classed on its own). */
export function stagedSettlementItem(settlementId: string, record: ProviderTransactionRecord): StagedRecord {
  return {
    source: 'settlement_item',
    reference: record.reference,
    ledgerKey: null,
    parent: settlementId,
    status: record.status,
    amount: record.amount,
    fee: record.fee,
    expectedFee: null,
    currency: record.currency,
    class: null,
  };
}
