import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { HttpClient } from './lib/http-client';
import { runLifecycles } from './lib/lifecycle-load';
import { LoadResult, runLoad } from './lib/load';
import { BenchOptions, loadBenchOptions } from './lib/options';
import { computeRatios, formatRatios } from './lib/ratios';
import { ensurePendingDeadlines, PendingDeadlinesSeeded } from './lib/pending-deadlines';
import { roundPlan } from './lib/rounds';
import { takeTurns, Turn } from './lib/turns';
import { CpuSnapshot, cpuPerCall } from './lib/cpu-meter';
import { describeBenchFailure } from './lib/failure';
import { formatCpu, formatDetails, formatTable, formatWebhooks, judge, ms, roundLabel, ScenarioReport, writeJson } from './lib/report';
import type { Scenario, ScenarioContext, Target } from './lib/scenario';
import { BenchTarget, externalTarget, startLocalStack, Teardown } from './lib/stack';
import { SCENARIOS } from './scenarios';
import { EscrowClient } from '../client/src';

// `npm run bench`: brings up the whole service on this machine (or targets BENCH_API_URL),
// runs each scenario with N keep-alive clients, prints a table with the targets next to the
// figures, and writes bench/results/latest.json. Every process it started is stopped at the
// end, on errors and on Ctrl-C; a detached guardian (lib/guardian.ts) does it if the bench
// itself is killed.
const DEFAULT_RESULTS_DIR = path.join(__dirname, 'results');
const log = (line: string) => console.log(`[bench] ${line}`);

let teardown: Teardown | undefined;
let stopping: Promise<void> | undefined;
let stoppedCleanly = false;
let aborted = false;

function stopTarget(): Promise<void> {
  stopping ??= (teardown?.stop() ?? Promise.resolve())
    .then(() => void (stoppedCleanly = true))
    .catch((err) => console.error(`[bench] stopping failed: ${err}`));
  return stopping;
}

let firstSignalAt = 0;
function onSignal(signal: NodeJS.Signals) {
  if (aborted) {
    // tsx relays a Ctrl-C it thinks the bench missed, so a repeat within a moment is the same one.
    if (Date.now() - firstSignalAt < 2000) return;
    teardown?.killNow(); // a real second Ctrl-C: no more waiting (the guardian still drops the database)
    process.exit(130);
  }
  aborted = true;
  firstSignalAt = Date.now();
  log(`${signal}: stopping the service processes and dropping the bench database...`);
  void stopTarget().then(() => process.exit(130));
}
process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);
process.on('exit', () => {
  if (!stoppedCleanly) teardown?.killNow(); // e.g. a second Ctrl-C or a crash mid-stop
});

/** BENCH_SCENARIOS ids in the order given; `prefix*` stands for every id with that prefix. */
function selectScenarios(ids: string[] | undefined): Scenario[] {
  if (!ids) return SCENARIOS;
  const matches = (id: string) => SCENARIOS.filter((s) => (id.endsWith('*') ? s.id.startsWith(id.slice(0, -1)) : s.id === id));
  const unknown = ids.filter((id) => matches(id).length === 0);
  if (unknown.length > 0) throw new Error(`unknown scenario(s) ${unknown.join(', ')}; known: ${SCENARIOS.map((s) => s.id).join(', ')}`);
  return [...new Set(ids.flatMap(matches))];
}

function machine() {
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    loadavg: os.loadavg().map((l) => Number(l.toFixed(2))),
    node: process.version,
  };
}

async function main(): Promise<void> {
  const options = loadBenchOptions();
  const resultsDir = options.resultsDir ?? DEFAULT_RESULTS_DIR;
  const scenarios = selectScenarios(options.scenarios);
  const startedAt = new Date().toISOString();
  const before = machine();
  const measured = options.requests === undefined ? `${options.durationSeconds} s` : `${options.requests} requests`;
  log(`machine: ${before.cpus} CPUs (${before.cpuModel}), load average ${before.loadavg.join(' ')}, node ${before.node}`);
  const plan = roundPlan(scenarios, options.rounds, (s) => s.load?.concurrency === 1);
  const planned = (id: string, round: number, alongside?: string) =>
    roundLabel({ id: alongside ? `${id} + ${alongside} (taking turns)` : id, round });
  log(
    `plan: ${plan.map(({ scenario, round, alongside }) => planned(scenario.id, round, alongside?.id)).join(', ')}; ${options.concurrency} concurrent clients; warm-up ${options.warmupSeconds} s, then ${measured} per scenario`,
  );

  const target: BenchTarget = options.external
    ? externalTarget(options.external)
    : await startLocalStack(
        options,
        log,
        path.join(resultsDir, 'logs'),
        (t) => (teardown = t),
        scenarios.some((s) => s.needsBare),
      );
  for (const line of target.description) log(line);

  const api = new HttpClient(target.apiBaseUrl, target.apiKey, options.concurrency);
  const bareRead = target.bare && new HttpClient(target.bare.readBaseUrl, 'none', options.concurrency);
  const merchant = new EscrowClient({ secretKey: target.apiKey, baseUrl: target.apiBaseUrl });
  const ctx: ScenarioContext = {
    api,
    merchant,
    concurrency: options.concurrency,
    clients: options.concurrency,
    runId: `${Date.now()}${randomBytes(3).toString('hex')}`,
    seedCustomers: options.seedCustomers,
    database: target.database,
    bare: target.bare &&
      bareRead && { temporal: target.bare.temporal, read: bareRead, readAnswers: options.bareRead, twinWrites: options.bareWrite },
    log,
  };
  const reports: ScenarioReport[] = [];
  let pendingDeadlines: PendingDeadlinesSeeded | undefined;
  try {
    pendingDeadlines = (await ensurePendingDeadlines(ctx, target, options.pendingDeadlines)) ?? undefined;
    for (const { scenario, round, alongside } of plan) {
      if (aborted) return;
      const skipped = [scenario, ...(alongside ? [alongside] : [])].find((s) => skipReason(s, ctx));
      if (skipped) {
        log(`${skipped.id}: skipped (${skipReason(skipped, ctx)})`);
        continue;
      }
      log(`${planned(scenario.id, round, alongside?.id)}: preparing`);
      // A round of its own ids (customers, references, Idempotency-Keys, workflow ids): never a replay of the last.
      const roundCtx = round > 1 ? { ...ctx, runId: `${ctx.runId}r${round}` } : ctx;
      const rows = await Promise.race([
        target.failure,
        alongside
          ? measureTakingTurns([scenario, alongside], round, roundCtx, options)
          : measure(scenario, round, roundCtx, options, target.cpu),
      ]);
      if (aborted) return;
      for (const row of rows) {
        reports.push(row);
        const ok = row.unit === 'lifecycles' ? 'lifecycles completed' : 'x 2xx';
        log(
          `${roundLabel(row)}: ${row.ok} ${ok}, ${row.requests - row.ok} failed, ${row.throughput.toFixed(1)}/s, p50 ${ms(row.latencyMs.p50)} ms, p99 ${ms(row.latencyMs.p99)} ms`,
        );
      }
    }
    if (!options.external) log(`waiting up to ${options.webhookDrainSeconds} s for webhooks still in delivery...`);
    const webhooks = await Promise.race([target.failure, target.webhooks(options.webhookDrainSeconds)]);
    const after = machine();

    console.log('');
    console.log(formatTable(reports));
    console.log('');
    console.log(formatDetails(reports));
    console.log(formatWebhooks(webhooks));
    console.log('');
    console.log(formatCpu(reports));
    const ratios = computeRatios(reports, options.concurrency, options);
    console.log('');
    console.log(formatRatios(ratios));
    console.log('');
    for (const line of target.description.filter((l) => l.startsWith('rate limits') || l.startsWith('temporal') || l.startsWith('target')))
      console.log(line);
    if (pendingDeadlines)
      console.log(
        `pending deadlines: ${pendingDeadlines.holds} unfunded holds with a timer, created at ${pendingDeadlines.perSecond.toFixed(1)}/s before the scenarios`,
      );
    console.log(
      `load average: ${before.loadavg.join(' ')} at start, ${after.loadavg.join(' ')} at end (other work on this machine skews the figures)`,
    );

    const file = path.join(resultsDir, 'latest.json');
    writeJson(file, {
      startedAt,
      finishedAt: new Date().toISOString(),
      machine: { ...before, loadavgAtEnd: after.loadavg },
      options: { ...options, external: options.external ? { apiUrl: options.external.apiUrl } : undefined },
      stack: target.settings,
      pendingDeadlines: pendingDeadlines ?? null,
      scenarios: reports,
      ...ratios,
      webhooks,
    });
    console.log(`results written to ${path.relative(process.cwd(), file)}`);
  } finally {
    api.close();
    bareRead?.close();
  }
}

function skipReason(scenario: Scenario, ctx: ScenarioContext): string | undefined {
  if (scenario.needsDatabase && !ctx.database) return "seeds with SQL; needs the bench's own stack, not BENCH_API_URL";
  if (scenario.needsBare && !ctx.bare) return "a bare twin; needs the bench's own stack, not BENCH_API_URL";
  return undefined;
}

/** Seeds and loads one scenario: one report row, or one per step plus one for whole lifecycles. */
async function measure(
  scenario: Scenario,
  round: number,
  runCtx: ScenarioContext,
  options: BenchOptions,
  cpu?: () => CpuSnapshot,
): Promise<ScenarioReport[]> {
  const load = await prepareLoad(scenario, round, runCtx, options, cpu);
  return load();
}

/**
 * Seeds both, then loads them at once, one client each, taking turns of about a second (never
 * cutting a call or lifecycle). CPU per call is not metered: the readings would mix the two.
 */
async function measureTakingTurns(
  pair: [Scenario, Scenario],
  round: number,
  runCtx: ScenarioContext,
  options: BenchOptions,
): Promise<ScenarioReport[]> {
  const loads = [await prepareLoad(pair[0], round, runCtx, options), await prepareLoad(pair[1], round, runCtx, options)];
  const turns = takeTurns();
  return (await Promise.all(loads.map((load, i) => load(turns[i])))).flat();
}

/** Seeds a scenario; the function returned loads it (taking `turn`s with another, when given). */
async function prepareLoad(
  scenario: Scenario,
  round: number,
  runCtx: ScenarioContext,
  options: BenchOptions,
  cpu?: () => CpuSnapshot,
): Promise<(turn?: Turn) => Promise<ScenarioReport[]>> {
  // CPU per call: one reading when the measured phase starts, one when its last call is answered.
  let cpuAtStart: CpuSnapshot | undefined;
  const row = (
    id: string,
    title: string,
    unit: ScenarioReport['unit'],
    target: Target | undefined,
    result: LoadResult,
    cpuAtEnd?: CpuSnapshot,
  ): ScenarioReport => ({
    id,
    title,
    target: target ?? null,
    unit,
    verdict: judge(result, target),
    ...result,
    cpuMsPerCall: cpuAtStart && cpuAtEnd ? cpuPerCall(cpuAtStart, cpuAtEnd, result.ok) : null,
    round,
  });
  const load = { ...planOf(options), ...scenario.load, shouldStop: () => aborted, onMeasureStart: () => void (cpuAtStart = cpu?.()) };
  const ctx = { ...runCtx, clients: load.concurrency };
  if (scenario.kind === 'lifecycle') {
    const lifecycle = await scenario.prepare(ctx);
    return async (turn) => {
      log(`${scenario.id}: ${scenario.title} with ${load.concurrency} client(s)`);
      const result = await runLifecycles(ctx.api, { ...load, turn, steps: scenario.steps.map((s) => s.id), lifecycle });
      const cpuAtEnd = cpu?.();
      return [
        ...scenario.steps.map((s) => row(`${scenario.id}/${s.id}`, s.title, 'requests', s.target, result.steps[s.id])),
        row(scenario.id, scenario.title, 'lifecycles', scenario.target, result.lifecycles, cpuAtEnd),
      ];
    };
  }
  const nextRequest = await scenario.prepare(ctx);
  return async (turn) => {
    const plan = load.requests === undefined ? `${load.durationSeconds} s` : `${load.requests} requests`;
    log(`${scenario.id}: ${scenario.title} with ${load.concurrency} client(s), ${plan} after ${load.warmupSeconds} s warm-up`);
    const result = await runLoad(scenario.http?.(ctx) ?? ctx.api, { ...load, turn, nextRequest });
    return [row(scenario.id, scenario.title, 'requests', scenario.target, result, cpu?.())];
  };
}

function planOf(options: BenchOptions) {
  return {
    concurrency: options.concurrency,
    warmupSeconds: options.warmupSeconds,
    durationSeconds: options.durationSeconds,
    requests: options.requests,
  };
}

main()
  .then(async () => {
    await stopTarget();
    process.exit(aborted ? 130 : 0);
  })
  .catch(async (err) => {
    console.error(`[bench] failed: ${describeBenchFailure(err)}`);
    await stopTarget();
    process.exit(1);
  });
