import { z } from 'zod';
import { refuse } from '../../errors';
import type {
  PageCursor,
  ProviderDay,
  ProviderRecords,
  ProviderRefundRecord,
  ProviderSettlementRecord,
  ProviderTransactionRecord,
  ProviderTransferRecord,
  RecordPage,
} from '../records';
import { isNotFound, PaystackClient } from './client';
import { PAYSTACK_PROVIDER_NAME } from './payment-provider';

// Paystack's own books for a day, read page by page from its list endpoints (Paystack's API
// reference: GET /transaction, /transfer, /refund, /settlement and
// /settlement/:id/transactions, each with `perPage`, `page` and a `from` / `to` window).
//
// Every page is checked with zod before a record is passed on. Liberal where Paystack's answers
// vary without changing the money (an id as a number or a string, `createdAt` or `created_at`,
// `perPage` in meta as a string, a transfer without our reference); strict where a wrong
// reading would lose money: an amount that is not a whole number of kobo, a record without a
// reference or status, a `data` that is not a list, a page other than the one asked for. Such
// a page fails the whole read as refuse.providerUnavailable (retryable: a cut-short answer or a
// bad deploy on Paystack's side is usually gone on the next try; the caller's retries are
// bounded, and then the run fails saying which page and why), never as "no more records".
//
// The day is [from, to). Paystack is asked for from..to (its `to` may be inclusive) and every
// record created outside [from, to) is dropped, so a record on the boundary is read on one day
// only. What decides the day is when Paystack created the record (what its window filters on);
// a settlement's is its settlement_date.

/** Paystack's largest page we ask for (its lists answer 50 by default). */
const PAYSTACK_RECORDS_MAX_PAGE_SIZE = 100;

const id = z.union([z.number().int(), z.string().min(1)]).transform(String);

/** Kobo as Paystack writes it: a whole number (negative passes: the reconciliation flags it), or a string of one. */
const kobo = z
  .union([z.number().int().refine(Number.isSafeInteger, 'not a safe integer'), z.string().regex(/^-?\d+$/, 'not a whole number of kobo')])
  .transform((v) => BigInt(v));

const text = z.string().nullish();

const transactionSchema = z.looseObject({
  reference: z.string().min(1),
  status: z.string().min(1),
  amount: kobo,
  fees: kobo.nullish(),
  currency: z.string().min(1),
  channel: text,
  paid_at: text,
  paidAt: text,
  created_at: text,
  createdAt: text,
  // An object, or whatever an integration put there (a string, 0): only an object is read.
  metadata: z.unknown().optional(),
  authorization: z.looseObject({ receiver_bank_account_number: text }).nullish(),
});

const transferSchema = z
  .looseObject({
    reference: text,
    transfer_code: text,
    status: z.string().min(1),
    amount: kobo,
    fee_charged: kobo.nullish(),
    currency: z.string().min(1),
    // Why it did not arrive; `reason` is the narration we sent, echoed back: never read as a failure's reason.
    gateway_response: text,
    createdAt: text,
    created_at: text,
    updatedAt: text,
    updated_at: text,
  })
  .refine((t) => Boolean(t.reference || t.transfer_code), 'a transfer without a reference or transfer_code');

const refundSchema = z.looseObject({
  id,
  // The refunded transaction: its id (the list) or the transaction itself.
  transaction: z.union([id, z.looseObject({ id: id.optional(), reference: text })]),
  transaction_reference: text,
  status: z.string().min(1),
  amount: kobo,
  currency: z.string().min(1),
  created_at: text,
  createdAt: text,
});

const settlementSchema = z.looseObject({
  id,
  status: z.string().min(1),
  total_amount: kobo,
  effective_amount: kobo,
  total_fees: kobo,
  settlement_date: text,
  createdAt: text,
  created_at: text,
});

const pageSchema = z.object({
  data: z.array(z.unknown()),
  meta: z
    .looseObject({
      page: z.coerce.number().int().positive().optional(),
      perPage: z.coerce.number().int().positive().optional(),
      pageCount: z.coerce.number().int().nonnegative().optional(),
    })
    .optional(),
});

type List = { path: string; what: string; day?: ProviderDay };

/** The ProviderRecords of Paystack over its HTTP client. */
export function createPaystackRecords(client: PaystackClient): ProviderRecords {
  // Transaction references of the refunded transactions a refund names by id only (one lookup each, kept while read).
  const referencesById = new Map<string, string>();

  /** One page of a list, checked: the raw records and where the next page is. */
  async function readPage(list: List, cursor: PageCursor): Promise<{ records: unknown[]; next: PageCursor | null }> {
    const perPage = Math.min(Math.max(1, Math.trunc(cursor.perPage)), PAYSTACK_RECORDS_MAX_PAGE_SIZE);
    const query = {
      perPage,
      page: cursor.page,
      ...(list.day ? { from: list.day.from.toISOString(), to: list.day.to.toISOString() } : {}),
    };
    const envelope = await client.call('GET', list.path, { query });
    const parsed = pageSchema.safeParse(envelope);
    if (!parsed.success) throw malformed(list, cursor.page, parsed.error);
    const { data, meta } = parsed.data;
    if (meta?.page !== undefined && meta.page !== cursor.page) {
      throw malformedBecause(list, cursor.page, `Paystack answered page ${meta.page}`);
    }
    return { records: data, next: nextPage(cursor.page, perPage, data.length, meta) };
  }

  /** The records of one page, each checked, then mapped; `at` places a record in the day. */
  async function readRecords<S extends z.ZodType, R>(
    list: List,
    cursor: PageCursor,
    schema: S,
    map: (record: z.output<S>, raw: unknown) => R | Promise<R>,
    at: (record: z.output<S>) => string | null | undefined,
  ): Promise<RecordPage<R>> {
    const page = await readPage(list, cursor);
    const records: R[] = [];
    for (const [index, raw] of page.records.entries()) {
      const parsed = schema.safeParse(raw);
      if (!parsed.success) throw malformed(list, cursor.page, parsed.error, index);
      if (list.day && !withinDay(at(parsed.data), list.day, list, cursor.page, index)) continue;
      records.push(await map(parsed.data, raw));
    }
    return { records, next: page.next };
  }

  const transactionOf = (t: z.output<typeof transactionSchema>, raw: unknown): ProviderTransactionRecord => ({
    reference: t.reference,
    status: t.status,
    amount: t.amount,
    fee: t.fees ?? null,
    currency: t.currency,
    channel: t.channel ?? null,
    receiverAccountNumber: receiverAccountOf(t),
    paidAt: t.paid_at ?? t.paidAt ?? null,
    raw,
  });

  /** The refunded transaction's reference: as given, else asked of Paystack by its id (GET /transaction/:id). */
  async function refundedReference(r: z.output<typeof refundSchema>): Promise<string> {
    const given = r.transaction_reference ?? (typeof r.transaction === 'object' ? r.transaction.reference : undefined);
    if (given) return given;
    const transactionId = typeof r.transaction === 'object' ? r.transaction.id : r.transaction;
    if (!transactionId) throw malformedBecause({ path: '/refund', what: 'refunds' }, 0, `refund ${r.id} names no transaction`);
    const known = referencesById.get(transactionId);
    if (known) return known;
    let reference: string;
    try {
      const { data } = await client.call<{ reference?: unknown }>('GET', `/transaction/${encodeURIComponent(transactionId)}`);
      if (typeof data?.reference !== 'string' || !data.reference)
        throw malformedBecause({ path: '/transaction/:id', what: 'a transaction' }, 1, 'no reference');
      reference = data.reference;
    } catch (err) {
      // Paystack does not know the refunded transaction: no reference of ours can match it, so the reconciliation flags it.
      if (!isNotFound(err)) throw err;
      reference = `paystack-transaction-${transactionId}`;
    }
    if (referencesById.size >= 10_000) referencesById.clear();
    referencesById.set(transactionId, reference);
    return reference;
  }

  return {
    name: PAYSTACK_PROVIDER_NAME,

    transactions: (day, cursor) =>
      readRecords(
        { path: '/transaction', what: 'transactions', day },
        cursor,
        transactionSchema,
        transactionOf,
        (t) => t.created_at ?? t.createdAt,
      ),

    transfers: (day, cursor) =>
      readRecords(
        { path: '/transfer', what: 'transfers', day },
        cursor,
        transferSchema,
        (t, raw): ProviderTransferRecord => ({
          reference: (t.reference || t.transfer_code)!,
          status: t.status,
          amount: t.amount,
          fee: t.fee_charged ?? null,
          currency: t.currency,
          reason: t.gateway_response || null,
          updatedAt: t.updatedAt ?? t.updated_at ?? null,
          raw,
        }),
        (t) => t.createdAt ?? t.created_at,
      ),

    refunds: (day, cursor) =>
      readRecords(
        { path: '/refund', what: 'refunds', day },
        cursor,
        refundSchema,
        async (r, raw): Promise<ProviderRefundRecord> => ({
          id: r.id,
          transactionReference: await refundedReference(r),
          status: r.status,
          amount: r.amount,
          currency: r.currency,
          createdAt: r.created_at ?? r.createdAt ?? null,
          raw,
        }),
        (r) => r.created_at ?? r.createdAt,
      ),

    settlements: (day, cursor) =>
      readRecords(
        { path: '/settlement', what: 'settlements', day },
        cursor,
        settlementSchema,
        (s, raw): ProviderSettlementRecord => ({
          id: s.id,
          status: s.status,
          effectiveAmount: s.effective_amount,
          totalAmount: s.total_amount,
          totalFees: s.total_fees,
          settledAt: s.settlement_date ?? s.createdAt ?? s.created_at ?? null,
          raw,
        }),
        (s) => s.settlement_date ?? s.createdAt ?? s.created_at,
      ),

    settlementTransactions: (settlementId, cursor) =>
      readRecords(
        { path: `/settlement/${encodeURIComponent(settlementId)}/transactions`, what: `settlement ${settlementId}'s transactions` },
        cursor,
        transactionSchema,
        transactionOf,
        () => null,
      ),
  };
}

/**
 * The page after `page`, or null when it was the last: by meta.pageCount when Paystack gives it,
 * else (cursor-style meta) a page shorter than the page size Paystack used.
 */
function nextPage(page: number, perPage: number, count: number, meta: z.output<typeof pageSchema>['meta']): PageCursor | null {
  if (meta?.pageCount !== undefined) return page < meta.pageCount ? { page: page + 1, perPage } : null;
  return count < (meta?.perPage ?? perPage) || count === 0 ? null : { page: page + 1, perPage };
}

/** A deposit's receiving dedicated account: `metadata.receiver_account_number`, else the authorization's. */
function receiverAccountOf(t: z.output<typeof transactionSchema>): string | null {
  const metadata = t.metadata !== null && typeof t.metadata === 'object' ? (t.metadata as Record<string, unknown>) : undefined;
  const fromMetadata = typeof metadata?.receiver_account_number === 'string' ? metadata.receiver_account_number : undefined;
  return fromMetadata || t.authorization?.receiver_bank_account_number || null;
}

/**
 * Whether a record created at `at` falls in [from, to). Without a time, Paystack's own window
 * placed it: kept. A time that is not a date is a malformed record.
 */
function withinDay(at: string | null | undefined, day: ProviderDay, list: List, page: number, index: number): boolean {
  if (!at) return true;
  const ms = Date.parse(at);
  if (Number.isNaN(ms)) throw malformedBecause(list, page, `data[${index}]: ${at} is not a date`);
  return ms >= day.from.getTime() && ms < day.to.getTime();
}

function malformed(list: List, page: number, error: z.ZodError, index?: number) {
  const issue = error.issues[0];
  const where = [...(index === undefined ? [] : [`data[${index}]`]), ...(issue?.path ?? []).map(String)].join('.');
  return malformedBecause(list, page, `${where || 'the answer'}: ${issue?.message ?? "not Paystack's shape"}`);
}

function malformedBecause(list: Pick<List, 'path' | 'what'>, page: number, why: string) {
  return refuse.providerUnavailable(
    `GET ${list.path} (${list.what}) page ${page} is not Paystack's answer (${why}); the day's read stops here`,
  );
}
