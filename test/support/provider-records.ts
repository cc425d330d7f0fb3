import type { FakeState } from '../../fake-paystack/state';
import type {
  PageCursor,
  ProviderDay,
  ProviderRecords,
  ProviderRefundRecord,
  ProviderSettlementRecord,
  ProviderTransactionRecord,
  ProviderTransferRecord,
  RecordPage,
} from '../../src/payments/records';

// The provider's books at the adapter boundary, where a test needs no HTTP (the schedule's
// tests, the history recording): what the fake Paystack's state holds (its checkouts'
// transactions, transfers and refunds, as a provider's list endpoints would give them), plus
// records a test adds or hides. The reconciliation's end-to-end tests read the fake's own list
// endpoints through the Paystack adapter instead (test/reconciliation/engine.test.ts).

type Source = 'transactions' | 'transfers' | 'refunds' | 'settlements' | 'settlementTransactions';

const inDay = (at: string | null | undefined, day: ProviderDay) => {
  if (!at) return false;
  const t = Date.parse(at);
  return t >= day.from.getTime() && t < day.to.getTime();
};

function page<T>(records: T[], cursor: PageCursor): RecordPage<T> {
  const start = (cursor.page - 1) * cursor.perPage;
  const slice = records.slice(start, start + cursor.perPage);
  return { records: slice, next: start + cursor.perPage < records.length ? { page: cursor.page + 1, perPage: cursor.perPage } : null };
}

export class TestProviderRecords implements ProviderRecords {
  readonly name = 'paystack';
  transactionsAdded: ProviderTransactionRecord[] = [];
  transfersAdded: ProviderTransferRecord[] = [];
  refundsAdded: ProviderRefundRecord[] = [];
  settlementsAdded: ProviderSettlementRecord[] = [];
  settlementItems = new Map<string, ProviderTransactionRecord[]>();
  /** References (or refund ids) the provider's books do not show. */
  hidden = new Set<string>();
  /** Every page asked for, in order. */
  calls: Array<{ source: Source; page: number }> = [];

  /** `fake`: whose state is the provider's books (settable once the fake is started). */
  constructor(public fake: FakeState | null) {}

  private async read<T>(source: Source, cursor: PageCursor, all: () => T[]): Promise<RecordPage<T>> {
    this.calls.push({ source, page: cursor.page });
    return page(all(), cursor);
  }

  async transactions(day: ProviderDay, cursor: PageCursor): Promise<RecordPage<ProviderTransactionRecord>> {
    return this.read('transactions', cursor, () => {
      const fromFake = [...(this.fake?.transactions.values() ?? [])].map((t): ProviderTransactionRecord => ({
        reference: t.reference,
        status: t.status,
        amount: BigInt(t.amount),
        fee: t.fees === null ? null : BigInt(t.fees),
        currency: t.currency,
        channel: t.channel,
        receiverAccountNumber: null,
        paidAt: t.paid_at ?? t.created_at,
        raw: t,
      }));
      return [...fromFake, ...this.transactionsAdded].filter((t) => inDay(t.paidAt, day) && !this.hidden.has(t.reference));
    });
  }

  async transfers(day: ProviderDay, cursor: PageCursor): Promise<RecordPage<ProviderTransferRecord>> {
    return this.read('transfers', cursor, () => {
      const fromFake = [...(this.fake?.transfers.values() ?? [])].map((t): ProviderTransferRecord => ({
        reference: t.reference,
        status: t.status,
        amount: BigInt(t.amount),
        fee: null,
        currency: t.currency,
        reason: t.gateway_response,
        updatedAt: t.createdAt,
        raw: { ...t, recipient: { recipient_code: t.recipient.recipient_code } },
      }));
      return [...fromFake, ...this.transfersAdded].filter((t) => inDay(t.updatedAt, day) && !this.hidden.has(t.reference));
    });
  }

  async refunds(day: ProviderDay, cursor: PageCursor): Promise<RecordPage<ProviderRefundRecord>> {
    return this.read('refunds', cursor, () => {
      const fromFake = (this.fake?.refunds ?? []).map((r): ProviderRefundRecord => ({
        id: String(r.id),
        transactionReference: r.transaction.reference,
        status: r.status,
        amount: BigInt(r.amount),
        currency: r.currency,
        createdAt: r.createdAt,
        raw: {
          id: r.id,
          transaction_reference: r.transaction.reference,
          amount: r.amount,
          status: r.status,
          merchant_note: r.merchant_note,
        },
      }));
      return [...fromFake, ...this.refundsAdded].filter((r) => inDay(r.createdAt, day) && !this.hidden.has(r.id));
    });
  }

  async settlements(day: ProviderDay, cursor: PageCursor): Promise<RecordPage<ProviderSettlementRecord>> {
    return this.read('settlements', cursor, () => this.settlementsAdded.filter((s) => inDay(s.settledAt, day)));
  }

  async settlementTransactions(settlementId: string, cursor: PageCursor): Promise<RecordPage<ProviderTransactionRecord>> {
    return this.read('settlementTransactions', cursor, () => this.settlementItems.get(settlementId) ?? []);
  }
}
