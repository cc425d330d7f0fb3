import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runChecks, drain, Check } from './checks';
import { ChaosClient, StatusTally } from './client';
import { Faults } from './faults';
import { Model } from './model';
import { loadOptions } from './options';
import { Random } from './random';
import { ChaosReceiver } from './receiver';
import { checksTable, operationsTable, statusTotals } from './report';
import { ChaosStack, WEBHOOK_TIMEOUT_MS } from './stack';
import { internalErrorsVerdict } from './verdicts';
import { settleDeadlineHolds } from './deadline-holds';
import { OpTally, Progress, settlePendingRefunds, WorkloadClient } from './workload';

// `npm run chaos`: the randomized concurrent workload under faults, then the checks.
// Everything it starts is its own and on loopback; it stops by itself within CHAOS_SECONDS.

const options = loadOptions();
const say = (line: string) => console.log(line);
const started = Date.now();
const hardDeadline = started + options.seconds * 1000;
let stack: ChaosStack | undefined;
let stopping: Promise<void> | undefined;
let keepDir = options.keepLogs;

const stopStack = () => (stopping ??= stack ? stack.stop(keepDir) : Promise.resolve());
let signals = 0;
const onSignal = () => {
  signals++;
  if (signals > 1) {
    stack?.killNow(); // the guardian removes the rest
    process.exit(130);
  }
  say('\ninterrupted: stopping everything the chaos run started...');
  void stopStack().then(() => process.exit(130));
};
process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);

// The hard bound: whatever is still running at CHAOS_SECONDS (+30 s for teardown) is killed.
const watchdog = setTimeout(
  () => {
    say(`FAIL: hard bound of ${options.seconds} s (+30 s) reached; killing everything`);
    stack?.killNow();
    process.exit(2);
  },
  (options.seconds + 30) * 1000,
);
watchdog.unref();

async function main(): Promise<number> {
  const rng = new Random(options.seed);
  const receiverRng = rng.fork(1000);
  const faultRng = rng.fork(1001);
  say(
    `chaos run: profile ${options.profile}, ${options.clients} clients, ~${options.operations} money operations, seed ${options.seed} (CHAOS_SEED=${options.seed} repeats the choices)`,
  );
  const freezeLine = (what: string, seconds: number) => `${what} frozen ${seconds > 0 ? `once for ${seconds} s` : 'off'}`;
  say(
    `faults: worker SIGKILLed ${options.killEverySeconds[0]}-${options.killEverySeconds[1]} s after each start; Temporal restart ${options.restartTemporal ? 'once' : 'off'}; PostgreSQL restart ${options.restartPostgres ? 'once' : 'off'} (each down ${options.downSeconds} s); ${freezeLine('PostgreSQL', options.freezePostgresSeconds)}; ${freezeLine('Temporal', options.freezeTemporalSeconds)}`,
  );
  say(
    `webhook receiver: answers badly ${(options.webhookFailShare * 100).toFixed(0)}% of deliveries (half 500, half 200 after the ${WEBHOOK_TIMEOUT_MS / 1000} s webhook timeout)`,
  );
  say(`bounds: whole run ${options.seconds} s, workload ${options.workloadSeconds} s, drain ${options.drainSeconds} s`);

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'escrow-chaos-'));
  const receiver = new ChaosReceiver(receiverRng, options.webhookFailShare, WEBHOOK_TIMEOUT_MS);
  await receiver.start();
  stack = await ChaosStack.create(dir, (l) => say(`  ${l}`));
  const tStart = Date.now();
  await stack.start(receiver);
  const startSeconds = (Date.now() - tStart) / 1000;

  const model = new Model();
  const tally = new StatusTally();
  const ops: OpTally = new Map();
  const workloadStart = Date.now();
  const progress: Progress = {
    done: 0,
    target: options.operations,
    stopAt: Math.min(workloadStart + options.workloadSeconds * 1000, hardDeadline - (options.drainSeconds + 45) * 1000),
  };
  // Writes in flight when the workload stops keep retrying until definitive, within the bound.
  const writeDeadline = () => hardDeadline - 40_000;
  const clients = Array.from({ length: options.clients }, () => new ChaosClient(stack!.apiBaseUrl, stack!.apiKey, tally, writeDeadline));
  const runTag = `${options.seed}-${Date.now().toString(36)}`;
  const faults = new Faults(stack, faultRng, progress, options, say);
  say(`workload: started (${options.clients} clients)`);
  const faultsDone = faults.run();
  const progressTimer = setInterval(
    () => say(`  ... ${progress.done} operations, ${((Date.now() - workloadStart) / 1000).toFixed(0)} s`),
    15_000,
  );
  await Promise.all(clients.map((client, i) => new WorkloadClient(i, rng.fork(i), client, model, ops, progress, runTag).run()));
  clearInterval(progressTimer);
  const workloadSeconds = (Date.now() - workloadStart) / 1000;
  faults.stop();
  await faultsDone;
  say(`workload: ${progress.done} money operations in ${workloadSeconds.toFixed(1)} s`);
  await stack.waitWorkerReady(120_000);
  // Before the drain: the automatic actions they bring about send events the drain waits for.
  say('deadlines: bringing due the holds left to their timer');
  await settleDeadlineHolds(
    model,
    clients[0],
    Math.max(5_000, Math.min(30_000, hardDeadline - Date.now() - (options.drainSeconds + 40) * 1000)),
  );

  say('drain: waiting for workflows and the outbox');
  const drainSeconds = await drain(
    stack.sql,
    stack.temporalAddress,
    Math.max(5, Math.min(options.drainSeconds, (hardDeadline - Date.now()) / 1000 - 25)),
    say,
  );
  await settlePendingRefunds(model, clients[0]);
  const checks: Check[] = await runChecks({
    sql: stack.sql,
    api: clients[0],
    model,
    receiver,
    temporalAddress: stack.temporalAddress,
    merchantId: stack.merchantId,
    startedAt: new Date(started),
  });
  for (const answered of tally.internalErrorsThenAnswered) answered.logged = stack.loggedError(answered.requestId);
  checks.push(internalErrorsVerdict(tally.internalErrors, tally.internalErrorsThenAnswered));
  clients.forEach((c) => c.close());

  const failed = checks.filter((c) => !c.pass).length;
  say('');
  say('=== operations ===');
  operationsTable(ops, tally).forEach((l) => say(l));
  say(statusTotals(tally));
  say('=== faults ===');
  say(
    `worker: ${stack.events.workerKills} SIGKILLs, ${stack.events.workerStarts} starts, ${stack.events.workerCrashes} exits on its own; API exits on its own: ${stack.events.apiCrashes}`,
  );
  say(
    `temporal restarted: ${faults.temporalDownMs !== undefined ? `yes, down ${(faults.temporalDownMs / 1000).toFixed(1)} s` : 'no'}; postgresql restarted: ${faults.postgresDownMs !== undefined ? `yes, down ${(faults.postgresDownMs / 1000).toFixed(1)} s` : 'no'}`,
  );
  const frozen = (what: 'postgres' | 'temporal') =>
    faults.freezes
      .filter((f) => f.what === what)
      .map((f) => `yes, ${f.processes} process(es) for ${(f.frozenMs / 1000).toFixed(1)} s`)
      .join('; ') || 'no';
  say(`postgresql frozen: ${frozen('postgres')}; temporal frozen: ${frozen('temporal')}`);
  say(
    `webhook receiver: ${receiver.deliveries.length} deliveries answered, ${receiver.answered500} with 500, ${receiver.answeredLate} with 200 after the timeout`,
  );
  say('=== durations ===');
  say(
    `start-up ${startSeconds.toFixed(1)} s, workload ${workloadSeconds.toFixed(1)} s (${(progress.done / workloadSeconds).toFixed(1)} ops/s), drain ${drainSeconds.toFixed(1)} s, total ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  say('=== checks ===');
  checksTable(checks).forEach((l) => say(l));
  say(failed === 0 ? 'chaos: all checks PASS' : `chaos: ${failed} check(s) FAIL (logs kept in ${path.join(dir, 'logs')})`);
  if (failed > 0) keepDir = true;
  await receiver.stop();
  return failed === 0 ? 0 : 1;
}

main()
  .then(async (code) => {
    await stopStack();
    process.exit(code);
  })
  .catch(async (err) => {
    console.error(`chaos run failed: ${err instanceof Error ? err.stack : err}`);
    keepDir = true;
    await stopStack().catch(() => {});
    process.exit(1);
  });
