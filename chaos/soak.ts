import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, sleep } from '../bench/lib/readiness';
import { DEFAULT_WORKER_MAX_CACHED_WORKFLOWS } from '../src/config';
import { ChaosClient, StatusTally } from './client';
import { Model } from './model';
import { Random } from './random';
import { ChaosReceiver } from './receiver';
import { ROLE_MEASURES, sampleRoles, sampleWorkerGauges } from './soak-sampler';
import { cpuMsPerOperation, missPct, nearest, RoleVerdict, Sample, verdicts } from './soak-memory';
import { ChaosStack, WEBHOOK_TIMEOUT_MS } from './stack';
import { OpTally, Progress, WorkloadClient } from './workload';

// `npm run soak`: the chaos workload with no faults, at a steady rate for SOAK_MINUTES, while
// every process's memory is sampled. Prints a row per sample, then each role's memory at the
// start, the end of warm-up, half-way and the end, and whether it stayed flat over the last
// half. Everything it starts is its own and on loopback; it stops by itself.

function num(name: string, fallback: number, min: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min) throw new Error(`${name} must be a number >= ${min}, got "${raw}"`);
  return value;
}

const minutes = num('SOAK_MINUTES', 30, 1);
const options = {
  minutes,
  clients: Math.floor(num('SOAK_CLIENTS', 8, 1)),
  sampleSeconds: num('SOAK_SAMPLE_SECONDS', 15, 1),
  // Warm-up: the caches and pools filling; the verdict looks at the last half in any case.
  warmupMinutes: num('SOAK_WARMUP_MINUTES', Math.min(5, minutes / 4), 0),
  limitPct: num('SOAK_LIMIT_PCT', 10, 0),
  seed: Math.floor(num('SOAK_SEED', Date.now() % 1_000_000_007, 0)),
  resultsFile: process.env.SOAK_RESULTS ?? path.join('bench', 'results', `soak-${new Date().toISOString().replace(/[:.]/g, '-')}.json`),
};
// Start-up, the last samples and teardown fit in this beyond the soak itself.
const HARD_BOUND_MS = (options.minutes * 60 + 300) * 1000;

const say = (line: string) => console.log(line);
let stack: ChaosStack | undefined;
let stopping: Promise<void> | undefined;
const stopStack = () => (stopping ??= stack ? stack.stop(false) : Promise.resolve());
const onSignal = () => {
  say('\ninterrupted: stopping everything the soak started...');
  void stopStack().then(() => process.exit(130));
};
process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);
const watchdog = setTimeout(() => {
  say(`FAIL: hard bound of ${HARD_BOUND_MS / 1000} s reached; killing everything`);
  stack?.killNow();
  process.exit(2);
}, HARD_BOUND_MS);
watchdog.unref();

const ROLES = Object.keys(ROLE_MEASURES);
const fmt = (v: number | undefined, digits = 0) => (v === undefined ? '-' : v.toFixed(digits));
const lpad = (s: string, n: number) => s.padStart(n);

function sampleRow(s: Sample): string {
  const w = s.worker;
  return [
    lpad(fmt(s.at / 60, 1), 6),
    lpad(String(s.ops), 8),
    ...ROLES.map((r) => lpad(fmt(s.mb[r]), 10)),
    lpad(fmt(w?.stickyCacheSize), 7),
    lpad(fmt(w?.heapUsedMb), 10),
    lpad(fmt(w?.rssMb !== undefined && w.heapTotalMb !== undefined ? w.rssMb - w.heapTotalMb - (w.externalMb ?? 0) : undefined), 10),
  ].join('');
}
// Memory in MB; the last three are the worker's own gauges: its cached workflows, its main
// thread's V8 heap in use, and its RSS beyond that heap (workflow isolates, the SDK core).
const SAMPLE_HEADER = [
  lpad('min', 6),
  lpad('ops', 8),
  ...ROLES.map((r) => lpad(r, 10)),
  lpad('cache', 7),
  lpad('main heap', 10),
  lpad('off-heap', 10),
].join('');

function verdictLines(results: RoleVerdict[]): string[] {
  const lines = [
    `${'role'.padEnd(10)}${lpad('start', 8)}${lpad('warm-up', 9)}${lpad('half', 8)}${lpad('end', 8)}${lpad('last half', 11)}${lpad('MB/min', 8)}  verdict`,
  ];
  for (const v of results) {
    const growth = v.growthPct === undefined ? '-' : `${v.growthPct >= 0 ? '+' : ''}${v.growthPct.toFixed(1)}%`;
    lines.push(
      `${v.role.padEnd(10)}${lpad(fmt(v.start), 8)}${lpad(fmt(v.warmupEnd), 9)}${lpad(fmt(v.half), 8)}${lpad(fmt(v.end), 8)}${lpad(growth, 11)}${lpad(fmt(v.slopeMbPerMinute, 2), 8)}  ${v.flat ? 'flat' : 'GROWING'}`,
    );
  }
  return lines;
}

async function main(): Promise<number> {
  if (process.platform !== 'linux') throw new Error('the soak reads /proc: Linux only');
  const metricsAddress = `127.0.0.1:${await freePort()}`;
  // The stack hands its environment to the worker and API it starts.
  process.env.WORKER_METRICS_ADDRESS = metricsAddress;
  const cacheSetting = process.env.WORKER_MAX_CACHED_WORKFLOWS || `${DEFAULT_WORKER_MAX_CACHED_WORKFLOWS} (default)`;
  say(
    `soak: ${options.minutes} min, ${options.clients} clients, a sample every ${options.sampleSeconds} s, warm-up ${options.warmupMinutes} min, flat = within ${options.limitPct}% over the last half; seed ${options.seed}`,
  );
  say(
    `worker: WORKER_MAX_CACHED_WORKFLOWS=${cacheSetting}; memory: worker/API/Temporal = RSS of the process running the code, PostgreSQL = PSS summed over its processes`,
  );

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'escrow-soak-'));
  const receiver = new ChaosReceiver(new Random(options.seed).fork(1000), 0, WEBHOOK_TIMEOUT_MS);
  await receiver.start();
  stack = await ChaosStack.create(dir, (l) => say(`  ${l}`));
  await stack.start(receiver);

  const rng = new Random(options.seed);
  const model = new Model();
  const tally = new StatusTally();
  const ops: OpTally = new Map();
  const started = Date.now();
  const stopAt = started + options.minutes * 60_000;
  const progress: Progress = { done: 0, target: Number.MAX_SAFE_INTEGER, stopAt };
  const clients = Array.from(
    { length: options.clients },
    () => new ChaosClient(stack!.apiBaseUrl, stack!.apiKey, tally, () => stopAt + 60_000),
  );
  const runTag = `soak-${options.seed}-${Date.now().toString(36)}`;
  const workload = Promise.all(clients.map((client, i) => new WorkloadClient(i, rng.fork(i), client, model, ops, progress, runTag).run()));

  const samples: Sample[] = [];
  const take = async () => {
    const roles = sampleRoles(stack!.roots());
    const sample: Sample = {
      at: (Date.now() - started) / 1000,
      ops: progress.done,
      ...roles,
      worker: await sampleWorkerGauges(metricsAddress),
    };
    samples.push(sample);
    say(sampleRow(sample));
  };
  say(SAMPLE_HEADER);
  let workloadDone = false;
  void workload.finally(() => (workloadDone = true));
  while (!workloadDone) {
    await take();
    const next = Date.now() + options.sampleSeconds * 1000;
    while (!workloadDone && Date.now() < next) await sleep(250);
  }
  await workload;
  await take();
  clients.forEach((c) => c.close());

  const durationSeconds = (Date.now() - started) / 1000;
  const results = verdicts(samples, ROLES, {
    durationSeconds,
    warmupSeconds: options.warmupMinutes * 60,
    sampleSeconds: options.sampleSeconds,
    limitPct: options.limitPct,
  });
  const warmupSample = nearest(samples, options.warmupMinutes * 60) ?? samples[0];
  const last = samples[samples.length - 1];
  // PostgreSQL's backends come and go, taking their CPU time with them: only the long-lived processes are counted.
  const cpuRoles = ROLES.filter((r) => ROLE_MEASURES[r] === 'largest-rss');
  const cpu = Object.fromEntries(cpuRoles.map((r) => [r, cpuMsPerOperation(warmupSample, last, r)]));
  const cache = samples.map((s) => s.worker?.stickyCacheSize).filter((v): v is number => v !== undefined);

  say('');
  say(
    `=== memory (MB) over ${(durationSeconds / 60).toFixed(1)} min, ${progress.done} money operations (${(progress.done / durationSeconds).toFixed(1)} ops/s) ===`,
  );
  verdictLines(results).forEach((l) => say(l));
  const misses = missPct(warmupSample.worker, last.worker);
  say(
    `worker cache: ${cache.length > 0 ? `${cache[0]} -> ${cache[cache.length - 1]} workflows (max ${Math.max(...cache)})` : 'not read'}; workflow tasks that replayed (cache misses) after warm-up: ${fmt(misses, 1)}%`,
  );
  say(
    `cpu per money operation after warm-up (ms): ${cpuRoles.map((r) => `${r} ${fmt(cpu[r], 2)}`).join(', ')}; load average now ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${os.cpus().length} cores`,
  );
  say(`workload: ${model.surprises.length} surprise(s)${model.surprises.length > 0 ? `, first: ${model.surprises[0]}` : ''}`);
  const flat = results.every((r) => r.flat);
  say(
    flat
      ? `soak: every process flat over the last half (within ${options.limitPct}%)`
      : `soak: GROWING over the last half: ${results
          .filter((r) => !r.flat)
          .map((r) => r.role)
          .join(', ')}`,
  );

  fs.mkdirSync(path.dirname(options.resultsFile), { recursive: true });
  const result = {
    options: { ...options, workerMaxCachedWorkflows: cacheSetting },
    machine: { cores: os.cpus().length, totalMemMb: Math.round(os.totalmem() / 1024 / 1024), loadAverageAtEnd: os.loadavg() },
    durationSeconds,
    operations: progress.done,
    verdicts: results,
    cpuMsPerOperationAfterWarmup: cpu,
    cacheMissPctAfterWarmup: misses,
    surprises: model.surprises.length,
    samples,
  };
  fs.writeFileSync(options.resultsFile, `${JSON.stringify(result, null, 2)}\n`);
  say(`result: ${options.resultsFile}`);
  await receiver.stop();
  return flat ? 0 : 1;
}

main()
  .then(async (code) => {
    await stopStack();
    process.exit(code);
  })
  .catch(async (err) => {
    console.error(`soak failed: ${err instanceof Error ? err.stack : err}`);
    await stopStack().catch(() => {});
    process.exit(1);
  });
