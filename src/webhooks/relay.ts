import type { Logger } from 'pino';
import type { Sql } from '../db';
import { logFailedAttempt } from './attempt-log';
import { deliverStream, DeliveryOutcome, DeliverySettings, FailedAttempt } from './delivery';
import { sendFirstAttempts } from './first-attempts';
import { STREAM_BUSY, withStreamLock } from './stream-lock';

export type RelaySettings = {
  /** Streams delivered at once by this process. */
  concurrency: number;
  /** How often the outbox is swept for what no kick delivered (a sender that died, a lost kick). */
  sweepIntervalMs: number;
  /** A never-tried event this old is the sweep's (younger ones are a kick's, in flight). */
  staleAfterMs: number;
  /** A tried event whose last attempt ended this long ago has lost its retries: hand it over again. */
  retriesLostAfterMs: number;
};

export type RelayDeps = {
  sql: Sql;
  delivery: DeliverySettings;
  settings: RelaySettings;
  logger: Logger;
  /**
   * Hands a stream of `merchantId` whose head event failed (attempts left) to its durable
   * retries: the worker starts the stream's retry workflow (idempotent by id).
   */
  startRetries(stream: string, merchantId: string): Promise<void>;
  onOutcome?: (outcome: DeliveryOutcome) => void;
  /** Crash tests only (FAULT_KILL_AFTER=webhookSend): after a send, before its outcome is recorded. */
  afterSend?: () => void;
};

/** One send per sweep run or kick: the budget only bounds how long a stream keeps a slot. */
const STREAM_BUDGET_MS = 2_000;

/** Streams whose merchant one lookup reads, at most (the rest wait for the next slot's). */
const MERCHANT_LOOKUP_BATCH = 500;

/**
 * The outbox relay: the second of webhook delivery's four boxes (docs/decisions.md "Webhooks").
 *
 *   1. outbox rows, written in the money write's own transaction (src/events/outbox.ts), on
 *      the stream of the object they report (src/events/streams.ts);
 *   2. this relay, in every worker: kicked when a write's activity returns
 *      (worker/outbox-kicks.ts), and sweeping every `sweepIntervalMs` for what a crash left;
 *      one sender per stream across processes (a lease row, stream-lock.ts) keeps it in order;
 *   3. the signed POST with its attempt row, on record before the request goes out
 *      (delivery.ts; first-attempts.ts is the same in two statements, the relay's own);
 *   4. retries on a durable schedule: a failed attempt hands the stream to its retry workflow
 *      (workflows/webhook-retries.ts: a durable timer, then Temporal's retry policy).
 *
 * A write costs Temporal no delivery activity and no workflow task.
 */
export class OutboxRelay {
  /** Streams being delivered, with their merchant once a choice between waiting streams asked for it. */
  private readonly running = new Map<string, { again: boolean; merchantId?: string }>();
  /** Streams waiting for a slot, oldest first, with their merchant once looked up. */
  private readonly waiting = new Map<string, string | undefined>();
  /** Slots taken: the running streams, and a slot between two streams while the next is chosen. */
  private slotsTaken = 0;
  private sweepTimer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(private readonly deps: RelayDeps) {}

  start(): void {
    this.sweepTimer = setInterval(() => void this.sweep(), this.deps.settings.sweepIntervalMs);
    this.sweepTimer.unref();
  }

  /** Stops taking work and waits for the streams being delivered. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.sweepTimer);
    this.waiting.clear();
    while (this.running.size > 0) await new Promise((resolve) => setTimeout(resolve, 20));
  }

  /** A write on `stream` committed (or may have): deliver what it left pending, now. */
  kick(stream: string): void {
    if (this.stopped) return;
    const current = this.running.get(stream);
    if (current) {
      current.again = true; // what the running delivery may have missed, right after it
      return;
    }
    if (this.slotsTaken >= this.deps.settings.concurrency) {
      if (!this.waiting.has(stream)) this.waiting.set(stream, undefined);
      return;
    }
    this.slotsTaken++;
    this.run(stream, undefined);
  }

  /** Delivers `stream` in a slot already taken, then hands the slot to the next waiting stream. */
  private run(stream: string, merchantId: string | undefined): void {
    const state = { again: false, merchantId };
    this.running.set(stream, state);
    void (async () => {
      do {
        state.again = false;
        await this.deliver(stream);
      } while (state.again && !this.stopped);
      this.running.delete(stream);
      const next = await this.nextWaiting();
      if (next === undefined) this.slotsTaken--;
      else this.run(next.stream, next.merchantId);
    })();
  }

  /**
   * The waiting stream a freed slot goes to: the oldest of the merchant with the fewest streams
   * running here. One merchant whose endpoint answers only at the timeout then holds back its
   * own streams, not every merchant's first attempts. The merchants are looked up only when
   * streams wait for a slot, so a relay that keeps up pays nothing for the choice.
   */
  private async nextWaiting(): Promise<{ stream: string; merchantId: string | undefined } | undefined> {
    if (this.waiting.size > 1 && !this.stopped) await this.lookUpMerchants();
    if (this.waiting.size === 0 || this.stopped) return undefined;
    const runningPerMerchant = new Map<string, number>();
    for (const { merchantId } of this.running.values()) {
      if (merchantId) runningPerMerchant.set(merchantId, (runningPerMerchant.get(merchantId) ?? 0) + 1);
    }
    let chosen: { stream: string; merchantId: string | undefined } | undefined;
    let fewest = Infinity;
    for (const [stream, merchantId] of this.waiting) {
      const runningOfMerchant = merchantId ? (runningPerMerchant.get(merchantId) ?? 0) : 0;
      if (runningOfMerchant < fewest) [chosen, fewest] = [{ stream, merchantId }, runningOfMerchant];
      if (fewest === 0) break;
    }
    this.waiting.delete(chosen!.stream);
    return chosen;
  }

  /** The merchant of each waiting or running stream not known yet ('' when nothing is pending on it). */
  private async lookUpMerchants(): Promise<void> {
    const unknown = [
      ...[...this.waiting].filter(([, merchantId]) => merchantId === undefined).map(([stream]) => stream),
      ...[...this.running].filter(([, state]) => state.merchantId === undefined).map(([stream]) => stream),
    ].slice(0, MERCHANT_LOOKUP_BATCH);
    if (unknown.length === 0) return;
    try {
      const rows = await this.deps.sql<Array<{ stream: string; merchant_id: string }>>`
        select distinct on (stream) stream, merchant_id from events
        where stream = any(${unknown}) and delivery_status = 'pending' order by stream, seq`;
      const merchantOf = new Map(rows.map((r) => [r.stream, r.merchant_id]));
      for (const stream of unknown) {
        const merchantId = merchantOf.get(stream) ?? '';
        if (this.waiting.has(stream)) this.waiting.set(stream, merchantId);
        const state = this.running.get(stream);
        if (state) state.merchantId = merchantId;
      }
    } catch (err) {
      // The oldest waiting stream goes next, as without the lookup (or none: the relay stopped).
      if (!this.stopped)
        this.deps.logger.warn({ err: String(err) }, "outbox relay: waiting streams' merchants not read; the oldest goes next");
    }
  }

  private async deliver(stream: string): Promise<void> {
    const { sql, delivery, logger } = this.deps;
    try {
      const options = {
        budgetMs: STREAM_BUDGET_MS,
        onOutcome: this.deps.onOutcome,
        onFailedAttempt: (failed: FailedAttempt) => logFailedAttempt(logger, failed),
        afterSend: this.deps.afterSend,
        firstAttemptsOnly: true,
      };
      let result = await sendFirstAttempts(sql, delivery, stream, options);
      // What the two-statement path leaves (no endpoint, a head that moved on): the general one.
      if (result === 'fallBack') result = await withStreamLock(sql, stream, () => deliverStream(sql, delivery, stream, options));
      if (result === STREAM_BUSY) return; // its sender delivers what is pending; the sweep backs it up
      // A failed head, or one tried before (its retries own the stream: make sure they run).
      if (result.state === 'retry' || result.state === 'retrying') await this.deps.startRetries(stream, result.merchantId);
      else if (result.state === 'more') this.running.get(stream)!.again = true;
    } catch (err) {
      // Our own trouble (database, Temporal): what is pending stays in the outbox for the sweep.
      logger.warn({ stream, err: String(err) }, 'outbox relay: delivery not finished; the sweep will retry');
    }
  }

  /**
   * Pending streams no sender is working on: never-tried heads older than `staleAfterMs`
   * (their kick was lost with its worker), and tried heads whose retries went quiet (their
   * retry workflow could not be started).
   */
  async sweep(): Promise<void> {
    if (this.stopped) return;
    const { sql, settings, logger } = this.deps;
    try {
      const heads = await sql<Array<{ stream: string; merchant_id: string; attempts: number; last_attempt_at: Date | null }>>`
        select h.stream, h.merchant_id, h.attempts, (select max(coalesce(a.finished_at, a.created_at)) from webhook_attempts a where a.event_id = h.id) as last_attempt_at
        from (select distinct on (stream) stream, merchant_id, id, attempts, created_at from events
              where delivery_status = 'pending' and stream is not null order by stream, seq) h
        where h.created_at < now() - make_interval(secs => ${settings.staleAfterMs / 1000})
        limit 200`;
      const now = Date.now();
      for (const head of heads) {
        if (head.attempts === 0) this.kick(head.stream);
        else if (!head.last_attempt_at || now - head.last_attempt_at.getTime() > settings.retriesLostAfterMs) {
          await this.deps.startRetries(head.stream, head.merchant_id);
        }
      }
    } catch (err) {
      logger.warn({ err: String(err) }, 'outbox relay: sweep failed; next sweep retries');
    }
  }
}
