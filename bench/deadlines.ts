import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { EscrowClient } from '../client/src';
import type { Sql } from '../src/db';
import { LatencyHistogram, LatencySummary } from './lib/histogram';
import { HttpClient } from './lib/http-client';
import { loadBenchOptions } from './lib/options';
import { ensurePendingDeadlines } from './lib/pending-deadlines';
import { sleep } from './lib/readiness';
import { inParallel } from './lib/scenario';
import { startLocalStack, Teardown } from './lib/stack';
import { debitPayerEscrow, seedEscrowParties } from './scenarios/escrow-parties';

// `npm run bench:deadlines`: deadlines that fall due together. Brings up the whole service,
// creates BENCH_DEADLINES_HOLDS holds funded from the payer's wallet (and
// BENCH_DEADLINES_UNFUNDED unfunded ones), then gives every one a deadline in the same minute
// (POST /escrows/{id}/deadlines: releaseAt for the funded, fundingDeadline for the unfunded),
// spread evenly over its first BENCH_DEADLINES_SPREAD_SECONDS. Each hold's workflow timer then
// releases or cancels it. The bench waits until every hold is settled (or
// BENCH_DEADLINES_WAIT_SECONDS past the minute's end) and reads from PostgreSQL each hold's
// deadline (escrows.release_at / funding_deadline) and its settlement: the time of the
// automatic escrow.released / escrow.cancelled event, written in the settling transaction.
// Prints the lag from deadline to settlement (p50 / p99 / max), the time from the minute's end
// to the last settlement, and every hold left unsettled; writes bench/results/deadlines-latest.json.
// BENCH_PENDING_DEADLINES=N first creates N holds whose deadlines are days away (lib/pending-deadlines.ts).

const RESULTS_DIR = path.join(__dirname, 'results');
const log = (line: string) => console.log(`[deadlines] ${line}`);
const HOLD_NAIRA = 1000;
/** The largest single credit the API accepts: enough for every hold a client makes. */
const PAYER_CREDIT_NAIRA = 100_000_000;
/** The check: every hold settled within this long of the minute's end. */
const TARGET_SECONDS = 60;
const POLL_MS = 2000;

function countFromEnv(name: string, fallback: number, { min = 0, max = Infinity } = {}): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  return value;
}

type Hold = { escrowId: string; kind: 'release' | 'cancel' };
type Settlement = { escrowId: string; kind: Hold['kind']; status: string; deadline: Date; settledAt: Date | null };

/** Each hold's deadline as stored, and when its automatic release or cancel was written (null: not yet). */
async function settlements(sql: Sql, merchantId: string, holds: Hold[]): Promise<Settlement[]> {
  const kinds = new Map(holds.map((h) => [h.escrowId, h.kind]));
  const rows = await sql`
    select e.id, e.status, coalesce(e.release_at, e.funding_deadline) as deadline, min(ev.created_at) as settled_at
    from escrows e
    left join events ev on ev.merchant_id = e.merchant_id and ev.object_ids @> array[e.id]
      and ev.type in ('escrow.released', 'escrow.cancelled') and ev.meta->>'automatic' = 'true'
    where e.merchant_id = ${merchantId} and e.id = any(${holds.map((h) => h.escrowId)})
    group by e.id`;
  return rows.map((r) => ({ escrowId: r.id, kind: kinds.get(r.id)!, status: r.status, deadline: r.deadline, settledAt: r.settled_at }));
}

const seconds = (ms: number) => (ms / 1000).toFixed(2);
const describe = (s: LatencySummary) => `p50 ${seconds(s.p50)} s, p99 ${seconds(s.p99)} s, max ${seconds(s.max)} s`;

async function main(): Promise<void> {
  const funded = countFromEnv('BENCH_DEADLINES_HOLDS', 1000);
  const unfunded = countFromEnv('BENCH_DEADLINES_UNFUNDED', 0);
  const spreadSeconds = countFromEnv('BENCH_DEADLINES_SPREAD_SECONDS', 60, { max: 60 });
  const waitSeconds = countFromEnv('BENCH_DEADLINES_WAIT_SECONDS', 600, { min: 1 });
  if (funded + unfunded === 0) throw new Error('BENCH_DEADLINES_HOLDS and BENCH_DEADLINES_UNFUNDED are both 0: nothing to measure');
  const options = loadBenchOptions();
  let teardown: Teardown | undefined;
  const stop = () => teardown?.stop();
  process.on('SIGINT', () => void Promise.resolve(stop()).then(() => process.exit(130)));
  const startedAt = new Date().toISOString();
  const target = await startLocalStack(
    options,
    log,
    path.join(RESULTS_DIR, `deadlines-${startedAt.replace(/[:.]/g, '-')}-logs`),
    (t) => (teardown = t),
  );
  const api = new HttpClient(target.apiBaseUrl, target.apiKey, options.concurrency);
  try {
    const { sql, merchantId } = target.database!;
    const ctx = {
      api,
      merchant: new EscrowClient({ secretKey: target.apiKey, baseUrl: target.apiBaseUrl }),
      clients: options.concurrency,
      concurrency: options.concurrency,
      runId: `${Date.now()}${randomBytes(3).toString('hex')}`,
      log,
    };
    const pending = await ensurePendingDeadlines(ctx, target, options.pendingDeadlines);

    // The holds, with no deadline yet: funded ones first in each client's turn, then unfunded.
    const pairs = await seedEscrowParties(ctx, 'deadlines', PAYER_CREDIT_NAIRA);
    const total = funded + unfunded;
    const createStarted = performance.now();
    const holds = await Promise.race([
      target.failure,
      inParallel(total, options.concurrency, async (i): Promise<Hold> => {
        const reference = `${ctx.runId}-due-${i}`;
        const parties = pairs[i % pairs.length];
        const kind = i < funded ? 'release' : 'cancel';
        const body =
          kind === 'release'
            ? debitPayerEscrow(reference, HOLD_NAIRA, parties)
            : {
                reference,
                amount: HOLD_NAIRA,
                currency: 'NGN',
                parties: [
                  { role: 'payer', customerId: parties.payer },
                  { role: 'payee', customerId: parties.payee },
                ],
              };
        const escrow = await api.call<{ escrowId: string }>({ method: 'POST', path: '/escrows', idempotencyKey: reference, body });
        return { escrowId: escrow.escrowId, kind };
      }),
    ]);
    const createSeconds = (performance.now() - createStarted) / 1000;
    log(
      `created ${funded} funded and ${unfunded} unfunded holds in ${createSeconds.toFixed(1)} s (${(total / createSeconds).toFixed(1)}/s)`,
    );

    // The minute: the first whole minute that starts after setting every deadline should be
    // done (at the rate the holds were created, with half again and 15 s to spare).
    const minuteStart = Math.ceil((Date.now() + createSeconds * 1500 + 15_000) / 60_000) * 60_000;
    const minuteEnd = minuteStart + 60_000;
    const deadlineOf = (i: number) => new Date(minuteStart + Math.floor((i * spreadSeconds * 1000) / total)).toISOString();
    // Funded and unfunded interleaved in proportion, so both kinds share the spread.
    const share = (i: number) => (i < funded ? i / funded : (i - funded) / unfunded);
    const order = holds.map((_, i) => i).sort((a, b) => share(a) - share(b) || a - b);
    const position = new Map(order.map((holdIndex, slot) => [holdIndex, slot]));
    log(`setting ${total} deadlines from ${new Date(minuteStart).toISOString()} over ${spreadSeconds} s`);
    const setStarted = performance.now();
    await Promise.race([
      target.failure,
      inParallel(total, options.concurrency, async (i) => {
        const hold = holds[i];
        const at = deadlineOf(position.get(i)!);
        await api.call({
          method: 'POST',
          path: `/escrows/${hold.escrowId}/deadlines`,
          idempotencyKey: `${ctx.runId}-due-${i}-deadline`,
          body: hold.kind === 'release' ? { releaseAt: at } : { fundingDeadline: at },
        });
      }),
    ]);
    const lead = (minuteStart - Date.now()) / 1000;
    log(
      `deadlines set in ${((performance.now() - setStarted) / 1000).toFixed(1)} s; ${lead >= 0 ? `${lead.toFixed(1)} s before the minute starts` : `${(-lead).toFixed(1)} s into the minute (each was set before its own time)`}`,
    );

    // Wait for every settlement, or until the wait is over.
    const giveUpAt = minuteEnd + waitSeconds * 1000;
    let rows: Settlement[] = [];
    let lastProgress = 0;
    for (;;) {
      await Promise.race([target.failure, sleep(POLL_MS)]);
      rows = await settlements(sql, merchantId, holds);
      const settled = rows.filter((r) => r.settledAt).length;
      if (settled === total || Date.now() > giveUpAt) break;
      if (Date.now() >= minuteStart && Date.now() - lastProgress >= 10_000) {
        lastProgress = Date.now();
        log(`${settled} of ${total} settled, ${((Date.now() - minuteStart) / 1000).toFixed(0)} s after the minute's start`);
      }
    }

    const lags = { all: new LatencyHistogram(), release: new LatencyHistogram(), cancel: new LatencyHistogram() };
    let last = -Infinity;
    for (const r of rows) {
      if (!r.settledAt) continue;
      const lag = r.settledAt.getTime() - r.deadline.getTime();
      lags.all.record(lag);
      lags[r.kind].record(lag);
      last = Math.max(last, r.settledAt.getTime());
    }
    const unsettled = rows.filter((r) => !r.settledAt);
    const all = lags.all.summary();
    const lastAfterMinute = (last - minuteEnd) / 1000;
    const met = unsettled.length === 0 && lastAfterMinute <= TARGET_SECONDS;

    console.log('');
    console.log(
      `${total} deadlines in the minute from ${new Date(minuteStart).toISOString()} (${funded} releaseAt, ${unfunded} fundingDeadline, spread over ${spreadSeconds} s)${pending ? `, beside ${pending.holds} pending deadlines` : ''}`,
    );
    console.log(`settled: ${all.count} of ${total}`);
    console.log(`lag from deadline to settlement: ${describe(all)}`);
    if (funded > 0 && unfunded > 0) {
      console.log(`  releases: ${describe(lags.release.summary())}`);
      console.log(`  cancels:  ${describe(lags.cancel.summary())}`);
    }
    const lastWhen =
      lastAfterMinute >= 0
        ? `${lastAfterMinute.toFixed(2)} s after the minute's end`
        : `${(-lastAfterMinute).toFixed(2)} s before the minute's end`;
    console.log(`last settlement: ${all.count > 0 ? lastWhen : 'none'}`);
    for (const r of unsettled.slice(0, 20))
      console.log(`NOT SETTLED: ${r.escrowId} (${r.kind} due ${r.deadline.toISOString()}, status ${r.status})`);
    if (unsettled.length > 20) console.log(`NOT SETTLED: ${unsettled.length - 20} more`);
    console.log(`target: every hold settled within ${TARGET_SECONDS} s of the minute's end: ${met ? 'met' : 'missed'}`);

    const resultsFile = path.join(RESULTS_DIR, 'deadlines-latest.json');
    fs.mkdirSync(RESULTS_DIR, { recursive: true });
    fs.writeFileSync(
      resultsFile,
      `${JSON.stringify(
        {
          startedAt,
          funded,
          unfunded,
          spreadSeconds,
          concurrency: options.concurrency,
          pendingDeadlines: pending,
          createdPerSecond: total / createSeconds,
          minuteStart: new Date(minuteStart).toISOString(),
          lagMs: { all, release: lags.release.summary(), cancel: lags.cancel.summary() },
          lastSettlementAfterMinuteSeconds: all.count > 0 ? lastAfterMinute : null,
          unsettled: unsettled.map((r) => r.escrowId),
          met,
        },
        null,
        2,
      )}\n`,
    );
    log(`results written to ${path.relative(process.cwd(), resultsFile)}`);
    if (unsettled.length > 0) process.exitCode = 1;
  } finally {
    api.close();
    await stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
