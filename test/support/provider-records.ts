import type { FakeState } from '../../fake-paystack/state';
import { refuse } from '../../src/errors';
import { ProviderRefusedError } from '../../src/payments/provider';
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

// The provider's books at the adapter boundary, for the reconciliation engine's own tests: what
// the fake Paystack's state holds (its checkouts' transactions, transfers and refunds, read as
// a provider's list endpoints would give them), plus records a test injects (a deposit whose
// event never came, a second refund, an odd currency) or hides. Faults are thrown as the
// adapter's client throws them (refuse.providerUnavailable with Retry-After, a refusal for good).

type Source = 'transactions' | 'transfers' | 'refunds' | 'settlements' | 'settlementTransactions';

type Fault = { source?: Source; remaining: number; error: () => Error };

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
  faults: Fault[] = [];
  /** Every page asked for, in order. */
  calls: Array<{ source: Source; page: number }> = [];

  /** `fake`: whose state is the provider's books (settable once the fake is started). */
  constructor(public fake: FakeState | null) {}

  /** The next `count` reads (of `source`, if given) fail with `error`. */
  failNext(error: () => Error, options: { count?: number; source?: Source } = {}): void {
    this.faults.push({ remaining: options.count ?? 1, source: options.source, error });
  }

  /** A 5xx, a timeout or a malformed page, as the adapter reports it (retryable). */
  static unavailable = () => refuse.providerUnavailable('Paystack answered 503');

  /** A 429 with Retry-After, as the adapter reports it. */
  static rateLimited = (seconds: number) => () => {
    const err = refuse.providerUnavailable('Paystack answered 429');
    (err as { details?: unknown }).details = { retryAfterSeconds: seconds };
    return err;
  };

  /** A refusal for good (a 4xx). */
  static refused = () => new ProviderRefusedError('Paystack refused the list (400): Invalid date', 400);

  private async read<T>(source: Source, cursor: PageCursor, all: () => T[]): Promise<RecordPage<T>> {
    this.calls.push({ source, page: cursor.page });
    const fault = this.faults.find((f) => f.remaining > 0 && (!f.source || f.source === source));
    if (fault) {
      fault.remaining--;
      throw fault.error();
    }
    return page(all(), cursor);
  }

  async transactions(day: ProviderDay, cursor: PageCursor): Promise<RecordPage<ProviderTransactionRecord>> {
    return this.read('transactions', cursor, () => {
      const fromFake = [...(this.fake?.transactions.values() ?? [])].map(
        (t): ProviderTransactionRecord => ({
          reference: t.reference,
          status: t.status,
          amount: BigInt(t.amount),
          fee: t.fees === null ? null : BigInt(t.fees),
          currency: t.currency,
          channel: t.channel,
          receiverAccountNumber: null,
          paidAt: t.paid_at ?? t.created_at,
          raw: t,
        }),
      );
      return [...fromFake, ...this.transactionsAdded].filter((t) => inDay(t.paidAt, day) && !this.hidden.has(t.reference));
    });
  }

  async transfers(day: ProviderDay, cursor: PageCursor): Promise<RecordPage<ProviderTransferRecord>> {
    return this.read('transfers', cursor, () => {
      const fromFake = [...(this.fake?.transfers.values() ?? [])].map(
        (t): ProviderTransferRecord => ({
          reference: t.reference,
          status: t.status,
          amount: BigInt(t.amount),
          fee: null,
          currency: t.currency,
          reason: t.gateway_response,
          updatedAt: t.createdAt,
          raw: { ...t, recipient: { recipient_code: t.recipient.recipient_code } },
        }),
      );
      return [...fromFake, ...this.transfersAdded].filter((t) => inDay(t.updatedAt, day) && !this.hidden.has(t.reference));
    });
  }

  async refunds(day: ProviderDay, cursor: PageCursor): Promise<RecordPage<ProviderRefundRecord>> {
    return this.read('refunds', cursor, () => {
      const fromFake = (this.fake?.refunds ?? []).map(
        (r): ProviderRefundRecord => ({
          id: String(r.id),
          transactionReference: r.transaction.reference,
          status: r.status,
          amount: BigInt(r.amount),
          currency: r.currency,
          createdAt: r.createdAt,
          raw: { id: r.id, transaction_reference: r.transaction.reference, amount: r.amount, status: r.status, merchant_note: r.merchant_note },
        }),
      );
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
