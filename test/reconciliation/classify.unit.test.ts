import type { ProviderRefundRecord, ProviderTransactionRecord, ProviderTransferRecord } from '../../src/payments/records';
import { differenceId } from '../../src/reconciliation/classes';
import {
  classifyRefunds,
  classifySettlement,
  classifyTransaction,
  classifyTransfer,
  LedgerPayment,
  LedgerRefund,
  LedgerWithdrawal,
} from '../../src/reconciliation/classify';
import { dayClosedBefore, isDay, lagosDayOf, nextDay, providerDay } from '../../src/reconciliation/days';

// The reconciliation's pure rules: the provider's day in Lagos, and the class of each record
// against what the ledger has of it (the engine's database side: engine.test.ts).

describe('provider days (Africa/Lagos, UTC+1 all year)', () => {
  test('a day runs from 23:00Z the evening before to 23:00Z', () => {
    expect(providerDay('2026-11-27')).toEqual({ from: new Date('2026-11-26T23:00:00Z'), to: new Date('2026-11-27T23:00:00Z') });
  });

  test('an instant belongs to its Lagos calendar day', () => {
    expect(lagosDayOf(new Date('2026-11-27T22:59:59.999Z'))).toBe('2026-11-27');
    expect(lagosDayOf(new Date('2026-11-27T23:00:00Z'))).toBe('2026-11-28');
  });

  test('a run scheduled any time on a day reconciles the day before it, also across months and years', () => {
    expect(dayClosedBefore(new Date('2026-11-27T23:30:00Z'))).toBe('2026-11-27'); // 00:30 Lagos on the 28th
    expect(dayClosedBefore(new Date('2026-11-28T22:59:00Z'))).toBe('2026-11-27'); // 23:59 Lagos on the 28th
    expect(dayClosedBefore(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
    expect(dayClosedBefore(new Date('2027-03-01T00:00:00Z'))).toBe('2027-02-28');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
  });

  test('only real calendar dates are days', () => {
    expect(isDay('2026-11-27')).toBe(true);
    for (const bad of ['2026-02-30', '2026-13-01', '26-11-27', '2026-11-27T00:00', '', '2026/11/27']) expect(isDay(bad)).toBe(false);
    expect(() => providerDay('2026-02-30')).toThrow(RangeError);
  });
});

const transaction = (overrides: Partial<ProviderTransactionRecord> = {}): ProviderTransactionRecord => ({
  reference: 'chk-abc',
  status: 'success',
  amount: 101_500n,
  fee: 1_523n,
  currency: 'NGN',
  channel: 'card',
  receiverAccountNumber: null,
  paidAt: '2026-11-27T10:00:00Z',
  raw: { reference: 'chk-abc' },
  ...overrides,
});

const payment: LedgerPayment = {
  paymentId: 'pay_1',
  checkoutId: 'chk_1',
  merchantId: 'mch_1',
  chargedAmount: 101_500n,
  providerFee: 1_523n,
  currency: 'NGN',
  bookedAs: 'wallet_credit',
  bookedAt: new Date('2026-11-27T10:00:01Z'),
};

const context = { provider: 'paystack', depositKey: 'wallet_credit:abc' };

describe('transactions', () => {
  test('a booked charge with the same amount and fee is matched', () => {
    const { staged, difference } = classifyTransaction(transaction(), { payment }, context);
    expect(difference).toBeNull();
    expect(staged).toMatchObject({ class: 'matched', ledgerKey: 'chk-abc', amount: 101_500n, fee: 1_523n, expectedFee: 1_523n });
  });

  test('a charge the ledger never booked is healed as the webhook would have: payment.succeeded to its session', () => {
    const { difference } = classifyTransaction(
      transaction(),
      { session: { checkoutId: 'chk_1', merchantId: 'mch_1', status: 'pending' } },
      context,
    );
    expect(difference).toMatchObject({
      class: 'missing_in_ledger',
      merchantId: 'mch_1',
      heal: { kind: 'payment.succeeded', reference: 'chk-abc', channel: 'card', provider: 'paystack' },
    });
  });

  test("a missed deposit is healed as account.credited with the provider's amount and fee", () => {
    const deposit = transaction({
      reference: 'T_1',
      channel: 'dedicated_nuban',
      receiverAccountNumber: '9930000001',
      amount: 500_000n,
      fee: 5_000n,
    });
    const { staged, difference } = classifyTransaction(deposit, { account: { walletId: 'wal_1', merchantId: 'mch_1' } }, context);
    expect(staged.ledgerKey).toBe('wallet_credit:abc');
    expect(difference?.heal).toEqual({
      kind: 'account.credited',
      reference: 'T_1',
      accountNumber: '9930000001',
      amount: 500_000,
      fee: 5_000,
    });
  });

  test('healed by an earlier run: reported healed again (no new heal), not matched', () => {
    const { staged, difference } = classifyTransaction(transaction(), { payment }, { ...context, healedBefore: 'healed by run r1' });
    expect(staged.class).toBe('missing_in_ledger');
    expect(difference).toMatchObject({ class: 'missing_in_ledger', healedBefore: 'healed by run r1' });
  });

  test('different amounts, a status the ledger does not share, and a different fee are flagged with both sides', () => {
    expect(classifyTransaction(transaction({ amount: 100_000n }), { payment }, context).difference).toMatchObject({
      class: 'amount_mismatch',
      providerAmount: 100_000n,
      ledgerAmount: 101_500n,
      heal: null,
    });
    expect(classifyTransaction(transaction({ status: 'reversed' }), { payment }, context).difference).toMatchObject({
      class: 'status_mismatch',
      heal: null,
    });
    const fee = classifyTransaction(transaction({ fee: 2_000n }), { payment }, context);
    expect(fee.difference).toMatchObject({ class: 'fee_mismatch', providerFee: 2_000n, expectedFee: 1_523n });
  });

  test('odd currency, a negative amount, an unknown reference: unrecognised, nothing to heal', () => {
    for (const record of [transaction({ currency: 'USD' }), transaction({ amount: -5n })]) {
      const { difference } = classifyTransaction(
        record,
        { session: { checkoutId: 'chk_1', merchantId: 'mch_1', status: 'pending' } },
        context,
      );
      expect(difference).toMatchObject({ class: 'unrecognised', heal: null });
    }
    expect(classifyTransaction(transaction(), {}, context).difference).toMatchObject({ class: 'unrecognised', heal: null });
    const unknownAccount = transaction({ channel: 'dedicated_nuban', receiverAccountNumber: '0000000000' });
    expect(classifyTransaction(unknownAccount, {}, context).difference).toMatchObject({ class: 'unrecognised', heal: null });
  });

  test('an abandoned charge with nothing booked moved no money on either side', () => {
    const { staged, difference } = classifyTransaction(transaction({ status: 'abandoned' }), {}, context);
    expect(difference).toBeNull();
    expect(staged).toMatchObject({ class: 'matched', amount: 0n });
  });
});

const transfer = (overrides: Partial<ProviderTransferRecord> = {}): ProviderTransferRecord => ({
  reference: 'wdr-1',
  status: 'success',
  amount: 500_000n,
  fee: 2_500n,
  currency: 'NGN',
  reason: null,
  updatedAt: null,
  raw: {},
  ...overrides,
});

const withdrawal = (status: LedgerWithdrawal['status']): LedgerWithdrawal => ({
  withdrawalId: 'wdr_1',
  merchantId: 'mch_1',
  status,
  amount: 500_000n,
  providerFee: 2_500n,
  currency: 'NGN',
  failureReason: status === 'failed' ? 'declined' : null,
});

describe('transfers', () => {
  test('agreeing outcomes are matched (paid, failed or reversed against failed, in flight)', () => {
    expect(classifyTransfer(transfer(), withdrawal('completed')).difference).toBeNull();
    expect(classifyTransfer(transfer({ status: 'failed' }), withdrawal('failed')).difference).toBeNull();
    expect(classifyTransfer(transfer({ status: 'reversed' }), withdrawal('failed')).difference).toBeNull();
    expect(classifyTransfer(transfer({ status: 'pending' }), withdrawal('processing')).difference).toBeNull();
  });

  test('a missed outcome of a processing withdrawal is booked as its transfer event would have', () => {
    expect(classifyTransfer(transfer(), withdrawal('processing')).difference?.heal).toEqual({
      kind: 'transfer.settled',
      reference: 'wdr-1',
      outcome: { status: 'success' },
    });
    expect(classifyTransfer(transfer({ status: 'failed', reason: 'Account closed' }), withdrawal('processing')).difference?.heal).toEqual({
      kind: 'transfer.settled',
      reference: 'wdr-1',
      outcome: { status: 'failed', reason: 'Account closed' },
    });
  });

  test("a transfer reversed after the withdrawal completed is booked by the reversal rule, with the provider's reason", () => {
    const { difference } = classifyTransfer(transfer({ status: 'reversed', reason: 'Beneficiary bank reversed' }), withdrawal('completed'));
    expect(difference).toMatchObject({
      class: 'status_mismatch',
      heal: { kind: 'transfer.reversed', reference: 'wdr-1', reason: 'Beneficiary bank reversed' },
    });
    expect(difference!.detail).toContain('Beneficiary bank reversed');
  });

  test('paid at the provider while the ledger returned the money: flagged, never booked', () => {
    expect(classifyTransfer(transfer(), withdrawal('failed')).difference).toMatchObject({ class: 'status_mismatch', heal: null });
  });

  test('another amount, an unknown reference: flagged', () => {
    expect(classifyTransfer(transfer({ amount: 400_000n }), withdrawal('completed')).difference).toMatchObject({
      class: 'amount_mismatch',
    });
    expect(classifyTransfer(transfer(), null).difference).toMatchObject({ class: 'unrecognised' });
    expect(classifyTransfer(transfer({ fee: 5_000n }), withdrawal('completed')).difference).toMatchObject({ class: 'fee_mismatch' });
  });
});

const refund = (id: string, overrides: Partial<ProviderRefundRecord> = {}): ProviderRefundRecord => ({
  id,
  transactionReference: 'chk-abc',
  status: 'processed',
  amount: 100_000n,
  currency: 'NGN',
  createdAt: `2026-11-27T10:00:0${id.length % 10}Z`,
  raw: { id },
  ...overrides,
});

const ourRefund = (overrides: Partial<LedgerRefund> = {}): LedgerRefund => ({
  refundId: 'rfd_1',
  merchantId: 'mch_1',
  paymentId: 'pay_1',
  transactionReference: 'chk-abc',
  amount: 100_000n,
  status: 'processed',
  providerReference: 'rfd-1',
  createdAt: new Date('2026-11-27T10:00:00Z'),
  ...overrides,
});

const refundContext = { paymentKnown: true, healedBefore: new Map<string, string>() };

describe('refunds', () => {
  test('a refund made twice at the provider: one matches ours, the other is flagged and never booked', () => {
    const classified = classifyRefunds('chk-abc', [refund('1'), refund('22')], [ourRefund()], refundContext);
    expect(classified.map((c) => c.staged.class)).toEqual(['matched', 'missing_in_ledger']);
    expect(classified[1].difference).toMatchObject({
      class: 'missing_in_ledger',
      heal: null,
      providerAmount: 100_000n,
      ledgerAmount: null,
    });
  });

  test('a partial refund at the provider booked as full is an amount difference', () => {
    const [c] = classifyRefunds('chk-abc', [refund('1', { amount: 40_000n })], [ourRefund()], refundContext);
    expect(c.difference).toMatchObject({ class: 'amount_mismatch', providerAmount: 40_000n, ledgerAmount: 100_000n });
  });

  test('a pending refund of ours the provider settled: its missed event is booked (refund.settled)', () => {
    const [processed] = classifyRefunds('chk-abc', [refund('1')], [ourRefund({ status: 'pending' })], refundContext);
    expect(processed.difference?.heal).toEqual({
      kind: 'refund.settled',
      outcome: 'processed',
      refund: { reference: 'rfd-1', paymentReference: 'chk-abc' },
    });
    const [failed] = classifyRefunds('chk-abc', [refund('1', { status: 'failed' })], [ourRefund({ status: 'pending' })], refundContext);
    expect(failed.difference?.heal).toMatchObject({ kind: 'refund.settled', outcome: 'failed' });
  });

  test("pairs by the provider's id first (the sandbox names our refunds), then by amount", () => {
    const ours = [
      ourRefund({ refundId: 'rfd_a', amount: 30_000n, providerReference: 'sbx_2' }),
      ourRefund({ refundId: 'rfd_b', amount: 70_000n, providerReference: null }),
    ];
    const classified = classifyRefunds(
      'chk-abc',
      [refund('sbx_1', { amount: 70_000n }), refund('sbx_2', { amount: 30_000n })],
      ours,
      refundContext,
    );
    expect(classified.map((c) => [c.staged.reference, c.staged.ledgerKey, c.staged.class])).toEqual([
      ['sbx_1', 'rfd_b', 'matched'],
      ['sbx_2', 'rfd_a', 'matched'],
    ]);
  });

  test('a refund of a payment that is not ours is unrecognised', () => {
    const [c] = classifyRefunds('chk-zzz', [refund('1')], [], { ...refundContext, paymentKnown: false });
    expect(c.difference).toMatchObject({ class: 'unrecognised' });
  });
});

describe('settlements', () => {
  // Paystack's settlement: total_amount is what it settled, its records less their fees; effective_amount what reached the bank.
  const settlement = {
    id: 'set_1',
    status: 'success',
    effectiveAmount: 95_000n,
    totalAmount: 95_000n,
    totalFees: 5_000n,
    settledAt: null,
    raw: {},
  };

  test('a settlement that is the sum of its records less their fees is no difference', () => {
    expect(classifySettlement(settlement, { count: 2, amount: 100_000n, fees: 5_000n })).toBeNull();
  });

  test('one whose records add up to another amount or other fees is flagged with both sums', () => {
    const difference = classifySettlement(settlement, { count: 2, amount: 90_000n, fees: 4_000n });
    expect(difference).toMatchObject({
      class: 'settlement_mismatch',
      providerAmount: 95_000n,
      ledgerAmount: 86_000n,
      providerFee: 5_000n,
      expectedFee: 4_000n,
    });
  });

  test('one of which less reached the bank than it settled is flagged', () => {
    expect(classifySettlement({ ...settlement, effectiveAmount: 94_000n }, { count: 2, amount: 100_000n, fees: 5_000n })?.detail).toContain(
      '94000 kobo reached the bank',
    );
  });
});

test('a difference keeps its id across re-runs of its day, and only there', () => {
  const id = differenceId('live', '2026-11-27', 'transaction', 'missing_in_ledger', 'T_1');
  expect(id).toMatch(/^rdf_[0-9A-Za-z]{24}$/);
  expect(differenceId('live', '2026-11-27', 'transaction', 'missing_in_ledger', 'T_1')).toBe(id);
  expect(differenceId('test', '2026-11-27', 'transaction', 'missing_in_ledger', 'T_1')).not.toBe(id);
  expect(differenceId('live', '2026-11-28', 'transaction', 'missing_in_ledger', 'T_1')).not.toBe(id);
});
