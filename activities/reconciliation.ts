import { ApplicationFailure, Context } from '@temporalio/activity';
import type { Sql } from '../src/db';
import { ServiceError } from '../src/errors';
import { CONTROL_FAILURE, failureOf } from '../src/failures';
import { ProviderRefusedError } from '../src/payments/provider';
import type { Plane } from '../src/keys';
import type { EventLogger } from '../src/payments/events';
import type { PageCursor, ProviderRecords, ProviderTransactionRecord } from '../src/payments/records';
import { DifferenceDraft } from '../src/reconciliation/classes';
import {
  Classified,
  classifyRefunds,
  classifySettlement,
  classifyTransaction,
  classifyTransfer,
  isDeposit,
  stagedSettlement,
  stagedSettlementItem,
} from '../src/reconciliation/classify';
import { providerDay } from '../src/reconciliation/days';
import { HealBatch, healPending } from '../src/reconciliation/heals';
import { depositMovementId, refundsOfPayments, transactionLedgers, withdrawalsByReference } from '../src/reconciliation/ledger';
import { completeRun, failRun, ReportSummary } from '../src/reconciliation/report';
import {
  beginRun,
  earlierHeals,
  LedgerSweep,
  pruneProviderRecords,
  RunRef,
  runStatus,
  stagedRefundParents,
  stagedRefundsOf,
  stagedSettlements,
  SWEEP_SOURCE,
  SweepCursor,
  sweepLedger,
  writePage,
  writeFindings,
} from '../src/reconciliation/store';
import type { SignalThrough } from './provider-event-sink';

// The daily reconciliation's activities (workflows/reconciliation.ts runs them in order): each
// reads one page of the provider's records, or works one bounded batch in PostgreSQL, so a day
// of a million records is never in memory and every step can be retried alone.

export type ReconciliationDeps = {
  sql: Sql;
  /** The provider's records of a plane (Paystack's for live, the sandbox's for test); null: none configured. */
  providerRecords: (plane: Plane) => ProviderRecords | null;
  /** How heals reach their workflows (the worker's signallers, with deposits' wallet-credit starts). */
  healSignalThrough: SignalThrough;
};

type ReadSource = 'transaction' | 'transfer' | 'refund' | 'settlement';

export type ReadPageInput = RunRef & { source: ReadSource; cursor: PageCursor };
export type ReadItemsInput = RunRef & { settlementId: string; cursor: PageCursor };
export type ReadPageResult = { next: PageCursor | null; records: number };

/** Whose provider records the run reads; refuses for good when the plane has none. */
function recordsOf(deps: ReconciliationDeps, plane: Plane): ProviderRecords {
  const records = deps.providerRecords(plane);
  if (!records) {
    throw ApplicationFailure.nonRetryable(
      `no provider records to reconcile the ${plane} plane against (is PROVIDER_SECRET_KEY set?)`,
      'ReconciliationUnavailable',
    );
  }
  return records;
}

/**
 * A provider call's failure as the retry policy should see it: a refusal for good ends the run;
 * a retryable one (5xx, timeout, malformed page) is retried, after the provider's Retry-After
 * when it rate-limited us.
 */
async function providerCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof ProviderRefusedError)
      throw ApplicationFailure.nonRetryable(`the provider refused the read: ${err.message}`, CONTROL_FAILURE.providerRefused);
    if (err instanceof ServiceError) {
      const fields = failureOf(err);
      const retryAfter = Number((err.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds);
      throw ApplicationFailure.create({
        ...fields,
        ...(err.retryable && retryAfter > 0 ? { nextRetryDelay: `${retryAfter} seconds` } : {}),
      });
    }
    throw err;
  }
}

/** A page's records kept with the differences they gave. */
function split(classified: Array<Classified & { raw?: unknown }>): {
  records: Array<{ staged: Classified['staged']; raw?: unknown }>;
  differences: DifferenceDraft[];
} {
  return {
    records: classified.map((c) => ({ staged: c.staged, raw: c.raw })),
    differences: classified.flatMap((c) => (c.difference ? [c.difference] : [])),
  };
}

export function reconciliationActivities(deps: ReconciliationDeps) {
  const { sql } = deps;
  const log = (): EventLogger => {
    const l = Context.current().log;
    return {
      info: (attrs, message) => {
        l.info(message, { ...attrs });
      },
      warn: (attrs, message) => {
        l.warn(message, { ...attrs });
      },
    };
  };

  /** Refuses to write for a run that was failed or superseded meanwhile (its workflow ended from outside). */
  async function stillRunning(run: RunRef): Promise<void> {
    const status = await runStatus(sql, run.runId);
    if (status !== 'running')
      throw ApplicationFailure.nonRetryable(`reconciliation run ${run.runId} is ${status ?? 'unknown'}`, 'ReconciliationRunEnded');
  }

  async function readTransactions(run: RunRef, records: ProviderRecords, page: ProviderTransactionRecord[]) {
    const ledgers = await transactionLedgers(
      sql,
      run.plane,
      page.map((r) => ({ reference: r.reference, deposit: isDeposit(r), receiverAccountNumber: r.receiverAccountNumber })),
    );
    const heals = await earlierHeals(
      sql,
      run.plane,
      'transaction',
      page.map((r) => r.reference),
    );
    return page.map((r) =>
      classifyTransaction(r, ledgers.get(r.reference) ?? {}, {
        provider: records.name,
        depositKey: depositMovementId(r.reference),
        healedBefore: heals.get(r.reference),
      }),
    );
  }

  return {
    async beginReconciliation(input: RunRef & { workflowId: string }): Promise<void> {
      await beginRun(sql, input);
    },

    /** One page of the day's transactions, transfers, refunds or settlements: staged and classed. */
    async readProviderPage(input: ReadPageInput): Promise<ReadPageResult> {
      await stillRunning(input);
      const records = recordsOf(deps, input.plane);
      const day = providerDay(input.day);
      const pageKey = `${input.source}:${input.cursor.page}`;
      switch (input.source) {
        case 'transaction': {
          const page = await providerCall(() => records.transactions(day, input.cursor));
          const { records: staged, differences } = split(await readTransactions(input, records, page.records));
          await writePage(sql, input, pageKey, staged, differences);
          return { next: page.next, records: page.records.length };
        }
        case 'transfer': {
          const page = await providerCall(() => records.transfers(day, input.cursor));
          const withdrawals = await withdrawalsByReference(
            sql,
            input.plane,
            page.records.map((r) => r.reference),
          );
          const heals = await earlierHeals(
            sql,
            input.plane,
            'transfer',
            page.records.map((r) => r.reference),
          );
          const classified = page.records.map((r) =>
            classifyTransfer(r, withdrawals.get(r.reference) ?? null, { healedBefore: heals.get(r.reference) }),
          );
          const { records: staged, differences } = split(classified);
          await writePage(sql, input, pageKey, staged, differences);
          return { next: page.next, records: page.records.length };
        }
        case 'refund': {
          // Classed once the whole day is read (classifyRefundBatch): a payment's refunds may span pages.
          const page = await providerCall(() => records.refunds(day, input.cursor));
          const staged = page.records.map((r) => ({
            staged: {
              source: 'refund' as const,
              reference: r.id,
              ledgerKey: null,
              parent: r.transactionReference,
              status: r.status,
              amount: r.status === 'processed' ? r.amount : 0n,
              fee: null,
              expectedFee: null,
              currency: r.currency,
              class: null,
            },
            raw: { ...r, amount: r.amount.toString() },
          }));
          await writePage(sql, input, pageKey, staged, []);
          return { next: page.next, records: page.records.length };
        }
        case 'settlement': {
          const page = await providerCall(() => records.settlements(day, input.cursor));
          const staged = page.records.map((r) => ({
            staged: stagedSettlement(r, null),
            raw: {
              ...r,
              effectiveAmount: r.effectiveAmount.toString(),
              totalAmount: r.totalAmount.toString(),
              totalFees: r.totalFees.toString(),
            },
          }));
          await writePage(sql, input, pageKey, staged, []);
          return { next: page.next, records: page.records.length };
        }
      }
    },

    /** One page of the transactions a settlement paid out (summed per settlement afterwards). */
    async readSettlementItems(input: ReadItemsInput): Promise<ReadPageResult> {
      await stillRunning(input);
      const records = recordsOf(deps, input.plane);
      const page = await providerCall(() => records.settlementTransactions(input.settlementId, input.cursor));
      const staged = page.records.map((r) => ({ staged: stagedSettlementItem(input.settlementId, r) }));
      await writePage(sql, input, `settlement_item:${input.settlementId}:${input.cursor.page}`, staged, []);
      return { next: page.next, records: page.records.length };
    },

    /** The staged settlement after `after` (by id), or null when all were read. */
    async nextStagedSettlement(input: RunRef & { after: string | null }): Promise<string | null> {
      const [next] = await stagedSettlements(sql, input, input.after, 1);
      return next?.id ?? null;
    },

    /** Classes the refunds of the next `limit` refunded transactions (in reference order). */
    async classifyRefundBatch(input: RunRef & { after: string | null; limit: number }): Promise<{ last: string | null }> {
      await stillRunning(input);
      const parents = await stagedRefundParents(sql, input, input.after, input.limit);
      if (parents.length === 0) return { last: null };
      const [staged, ledger] = await Promise.all([stagedRefundsOf(sql, input, parents), refundsOfPayments(sql, input.plane, parents)]);
      const heals = await earlierHeals(
        sql,
        input.plane,
        'refund',
        staged.map((s) => (s.raw as { id: string }).id),
      );
      const classes: Array<{ seq: string; class: string; ledgerKey: string | null }> = [];
      const differences: DifferenceDraft[] = [];
      for (const parent of parents) {
        const rows = staged.filter((s) => s.parent === parent);
        const records = rows.map((s) => {
          const raw = s.raw as Record<string, unknown>;
          return { ...(raw as object), amount: BigInt(raw.amount as string) } as Parameters<typeof classifyRefunds>[1][number];
        });
        const classified = classifyRefunds(
          parent,
          records,
          ledger.refunds.filter((r) => r.transactionReference === parent),
          {
            paymentKnown: ledger.known.has(parent),
            healedBefore: heals,
          },
        );
        // classifyRefunds answers in creation order; match each back to its staged row by the provider's id.
        for (const c of classified) {
          const row = rows.find((s) => (s.raw as { id: string }).id === c.staged.reference && !classes.some((k) => k.seq === s.seq));
          if (row) classes.push({ seq: row.seq, class: c.staged.class!, ledgerKey: c.staged.ledgerKey });
          if (c.difference) differences.push(c.difference);
        }
      }
      await writeFindings(sql, input, `refunds:${parents[0]}`, classes, differences);
      return { last: parents.at(-1)! };
    },

    /** Checks the next `limit` settlements against their staged items. */
    async checkSettlementBatch(input: RunRef & { after: string | null; limit: number }): Promise<{ last: string | null }> {
      await stillRunning(input);
      const settlements = await stagedSettlements(sql, input, input.after, input.limit);
      if (settlements.length === 0) return { last: null };
      const differences = settlements.flatMap((s) => {
        const raw = s.raw as Record<string, unknown>;
        const record = {
          ...(raw as object),
          effectiveAmount: BigInt(raw.effectiveAmount as string),
          totalAmount: BigInt(raw.totalAmount as string),
          totalFees: BigInt(raw.totalFees as string),
        } as Parameters<typeof classifySettlement>[0];
        const difference = classifySettlement(record, { count: s.count, amount: s.amount, fees: s.fees });
        return difference ? [difference] : [];
      });
      await writeFindings(sql, input, `settlements:${settlements[0].id}`, [], differences);
      await sql`update reconciliation_provider_records
        set class = case when reference = any(${differences.map((d) => d.reference)}) then 'settlement_mismatch' else 'matched' end
        where plane = ${input.plane} and day = ${input.day} and source = 'settlement' and reference = any(${settlements.map((s) => s.id)})`;
      return { last: settlements.at(-1)!.id };
    },

    /** The next batch of the ledger's own bookings of the day: those the provider has no record of are flagged. */
    async sweepLedgerBatch(
      input: RunRef & { sweep: LedgerSweep; cursor: SweepCursor; limit: number },
    ): Promise<{ cursor: SweepCursor; flagged: number }> {
      await stillRunning(input);
      const batch = await sweepLedger(sql, input, input.sweep, input.cursor, input.limit);
      if (batch.length === 0) return { cursor: null, flagged: 0 };
      const source = SWEEP_SOURCE[input.sweep];
      const differences: DifferenceDraft[] = batch
        .filter((b) => !b.seen)
        .map((b) => ({
          source,
          class: 'missing_at_provider',
          reference: b.reference,
          merchantId: b.merchantId,
          providerAmount: null,
          ledgerAmount: b.amount,
          providerFee: null,
          expectedFee: b.fee,
          detail:
            `the ledger booked this ${input.sweep.replace(/s$/, '')} on the day; ` +
            "the provider's records of this day and the days before have no such record: flagged, nothing unbooked",
          provider: null,
          ledger: b.ledger,
          heal: null,
        }));
      const pageKey = `ledger:${input.sweep}:${input.cursor ? `${input.cursor.at}/${input.cursor.id}` : 'start'}`;
      await writeFindings(sql, input, pageKey, [], differences);
      const last = batch.at(-1)!;
      return { cursor: { at: last.at, id: last.id }, flagged: differences.length };
    },

    /** Tries the next batch of the run's heals through the webhook's path. */
    async healBatch(input: RunRef & { after: string | null; limit: number }): Promise<HealBatch> {
      await stillRunning(input);
      const signal = deps.healSignalThrough(Context.current().client);
      return healPending(sql, { sql, secretIsSandbox: input.plane !== 'live', signal, logger: log() }, input, input.after, input.limit);
    },

    /** Makes the run's report the day's, then drops provider records too old to be looked for again. */
    async completeReconciliation(input: RunRef): Promise<ReportSummary> {
      const summary = await completeRun(sql, input);
      await pruneProviderRecords(sql, input.plane, input.day);
      return summary;
    },

    /** Records the run failed, with why; the day keeps the report it had. */
    async failReconciliation(input: { runId: string; failure: string }): Promise<void> {
      await failRun(sql, input.runId, input.failure);
    },
  };
}
