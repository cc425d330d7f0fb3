import type { Sql } from '../../src/db';
import { PartySeeding, partiesOf, seedEscrowParties } from '../scenarios/escrow-parties';
import type { HttpClient } from './http-client';
import type { BenchTarget } from './stack';
import { inParallel } from './scenario';
import { sleep } from './readiness';
import { vacuumAnalyze } from './vacuum';

// Holds waiting on a deadline, as a merchant with many open deals has them: unfunded escrows
// whose funding deadline is days ahead, each a running workflow with a durable timer on the
// Temporal server. BENCH_PENDING_DEADLINES=N creates them through the API after the stack is
// up and before the scenarios, so the judged shapes are measured beside N pending timers.

/** Far enough ahead that no timer fires during a run; a second apart so each hold has its own. */
const DAYS_AHEAD = 7;
const HOLD_NAIRA = 1000;
const PROGRESS_EVERY_MS = 10_000;
/** A create the API did not answer with 2xx is sent again under the same Idempotency-Key (one hold either way). */
const ATTEMPTS = 3;
/** Webhooks of the seeded holds still in delivery: given up once none went out for this long. */
const DRAIN_STALL_MS = 60_000;

export type PendingDeadlinesSeeded = {
  holds: number;
  seconds: number;
  perSecond: number;
  webhooksDrainedSeconds: number | null;
  vacuumSeconds: number | null;
};

/**
 * Creates `count` unfunded holds with a fundingDeadline, `ctx.concurrency` calls in flight, one
 * payer and payee per client (seedEscrowParties, not credited: no two calls wait on one
 * customer's counter rows). Prints progress and the rate, then (own stack) waits until their `escrow.created` webhooks are
 * delivered, so the relay's catch-up is not measured as the scenarios' time.
 */
async function seedPendingDeadlines(
  ctx: PartySeeding & { api: HttpClient },
  count: number,
  sql: Sql | undefined,
): Promise<PendingDeadlinesSeeded> {
  const pairs = (await seedEscrowParties(ctx, 'pending', 0)).map(partiesOf);
  const firstDeadline = Date.now() + DAYS_AHEAD * 86_400_000;
  const started = performance.now();
  let done = 0;
  let lastProgress = started;
  ctx.log(
    `pending deadlines: creating ${count.toLocaleString('en')} unfunded holds with a fundingDeadline ${DAYS_AHEAD} days ahead, ${ctx.concurrency} at a time`,
  );
  await inParallel(count, ctx.concurrency, async (i) => {
    const reference = `${ctx.runId}-pending-${i}`;
    const body = {
      reference,
      amount: HOLD_NAIRA,
      currency: 'NGN',
      parties: pairs[i % pairs.length],
      fundingDeadline: new Date(firstDeadline + i * 1000).toISOString(),
    };
    for (let attempt = 1; ; attempt++) {
      try {
        await ctx.api.call({ method: 'POST', path: '/escrows', idempotencyKey: reference, body });
        break;
      } catch (err) {
        if (attempt === ATTEMPTS) throw err;
        await sleep(1000);
      }
    }
    done++;
    const now = performance.now();
    if (now - lastProgress >= PROGRESS_EVERY_MS) {
      lastProgress = now;
      ctx.log(
        `pending deadlines: ${done.toLocaleString('en')} of ${count.toLocaleString('en')} holds, ${(done / ((now - started) / 1000)).toFixed(1)}/s`,
      );
    }
  });
  const seconds = (performance.now() - started) / 1000;
  const perSecond = count / seconds;
  ctx.log(`pending deadlines: ${count.toLocaleString('en')} holds created in ${seconds.toFixed(1)} s: ${perSecond.toFixed(1)} holds/s`);
  const webhooksDrainedSeconds = sql ? await drainWebhooks(sql, ctx.log) : null;
  const vacuumSeconds = sql ? await vacuum(sql, ctx.log) : null;
  return { holds: count, seconds, perSecond, webhooksDrainedSeconds, vacuumSeconds };
}

/**
 * The stack's pending holds brought up to `count`: all of them on a fresh stack, only the rest
 * on a kept one (BENCH_STATE_DIR) that has some already; null when none were created now.
 */
export async function ensurePendingDeadlines(
  ctx: PartySeeding & { api: HttpClient },
  target: Pick<BenchTarget, 'pendingDeadlines' | 'database' | 'failure'>,
  count: number,
): Promise<PendingDeadlinesSeeded | null> {
  const already = target.pendingDeadlines?.seeded ?? 0;
  if (already > 0) ctx.log(`pending deadlines: ${already.toLocaleString('en')} holds already in the kept stack`);
  if (count <= already) return null;
  const seeded = await Promise.race([target.failure, seedPendingDeadlines(ctx, count - already, target.database?.sql)]);
  target.pendingDeadlines?.record(count);
  return seeded;
}

/** Waits while events are pending delivery, printing progress; gives up when delivery stalls. */
async function drainWebhooks(sql: Sql, log: (line: string) => void): Promise<number> {
  const started = performance.now();
  const pending = async () => Number((await sql`select count(*)::int as n from events where delivery_status = 'pending'`)[0].n);
  let left = await pending();
  let lastMove = started;
  let lastProgress = started;
  while (left > 0) {
    await sleep(1000);
    const now = performance.now();
    const next = await pending();
    if (next < left) lastMove = now;
    left = next;
    if (now - lastMove > DRAIN_STALL_MS) {
      log(`pending deadlines: webhook delivery stalled with ${left} events pending; going on`);
      break;
    }
    if (now - lastProgress >= PROGRESS_EVERY_MS) {
      lastProgress = now;
      log(`pending deadlines: ${left.toLocaleString('en')} webhooks still to deliver`);
    }
  }
  const seconds = (performance.now() - started) / 1000;
  log(`pending deadlines: webhooks of the seeded holds delivered after ${seconds.toFixed(1)} s more`);
  return seconds;
}

/**
 * The seeding grew every table by N holds with their events and counters: vacuumed and analysed
 * here, so the scenarios do not run beside autovacuum catching up with them.
 */
async function vacuum(sql: Sql, log: (line: string) => void): Promise<number> {
  const started = performance.now();
  await vacuumAnalyze(sql);
  const seconds = (performance.now() - started) / 1000;
  log(`pending deadlines: database vacuumed and analysed in ${seconds.toFixed(1)} s`);
  return seconds;
}
