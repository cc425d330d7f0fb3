// The provider's own books, as the daily reconciliation reads them (docs/operations.md
// "Reconciliation"): its transactions, transfers, refunds and settlements of one day, page by
// page, whatever the provider. Paystack's adapter reads them from its list endpoints
// (src/payments/paystack/records.ts); the sandbox keeps the same records for the test plane
// (src/payments/sandbox-records.ts). Amounts are kobo as bigint; a record is passed on as the
// provider reported it (an odd currency or a negative amount is for the reconciliation to flag),
// but a page that cannot be read at all fails the whole read, so no report is ever half made.

/** One provider day: [from, to) in UTC instants (a Lagos calendar day is 23:00Z to 23:00Z). */
export type ProviderDay = { from: Date; to: Date };

/**
 * Where a paged read stands: the next page to ask for, or null when the day is read. `after`,
 * when an adapter sets it, is its own opaque position after the last record read (the sandbox
 * reads its table by key, not by offset, so page 10,000 of a day costs what page 1 does):
 * callers hand `next` back as they got it, and build only the first cursor (FIRST_PAGE).
 */
export type PageCursor = { page: number; perPage: number; after?: string };

export type RecordPage<T> = { records: T[]; next: PageCursor | null };

/** A charge the provider took: a checkout's payment, or a deposit into a dedicated account. */
export type ProviderTransactionRecord = {
  /** The provider's reference (ours for checkouts: providerReferenceOf(checkoutId)). */
  reference: string;
  /** 'success', 'failed', 'abandoned', 'reversed', or a status the provider adds later. */
  status: string;
  amount: bigint;
  /** The provider's fee, when it reports one. */
  fee: bigint | null;
  currency: string;
  channel: string | null;
  /** For a dedicated-account deposit: the receiving account number (our wallet's). */
  receiverAccountNumber: string | null;
  paidAt: string | null;
  /** The provider's record as it came, kept on a report's difference. */
  raw: unknown;
};

/** A payout the provider sent: a withdrawal's transfer, by our reference. */
export type ProviderTransferRecord = {
  reference: string;
  /** 'success', 'failed', 'reversed', 'pending', 'otp', or a status the provider adds later. */
  status: string;
  amount: bigint;
  fee: bigint | null;
  currency: string;
  /** Why a failed or reversed transfer did not arrive, when said. */
  reason: string | null;
  updatedAt: string | null;
  raw: unknown;
};

/** A refund the provider made (or is making) of one of its transactions. */
export type ProviderRefundRecord = {
  /** The provider's id of the refund. */
  id: string;
  /** The refunded transaction's reference. */
  transactionReference: string;
  /** 'pending', 'processing', 'processed', 'failed', or a status the provider adds later. */
  status: string;
  amount: bigint;
  currency: string;
  createdAt: string | null;
  raw: unknown;
};

/** Money the provider paid out to the platform's bank account, and what it settled. */
export type ProviderSettlementRecord = {
  id: string;
  status: string;
  /** What reached the bank account. */
  effectiveAmount: bigint;
  totalAmount: bigint;
  totalFees: bigint;
  settledAt: string | null;
  raw: unknown;
};

/** The reading side of a provider adapter. Each call is one page; the caller loops on `next`. */
export interface ProviderRecords {
  readonly name: string;
  transactions(day: ProviderDay, cursor: PageCursor): Promise<RecordPage<ProviderTransactionRecord>>;
  transfers(day: ProviderDay, cursor: PageCursor): Promise<RecordPage<ProviderTransferRecord>>;
  refunds(day: ProviderDay, cursor: PageCursor): Promise<RecordPage<ProviderRefundRecord>>;
  settlements(day: ProviderDay, cursor: PageCursor): Promise<RecordPage<ProviderSettlementRecord>>;
  /** The transactions one settlement paid out (by the settlement's id). */
  settlementTransactions(settlementId: string, cursor: PageCursor): Promise<RecordPage<ProviderTransactionRecord>>;
}

export const FIRST_PAGE = (perPage = 100): PageCursor => ({ page: 1, perPage });
