import { Client } from '@temporalio/client';
import { NativeConnection, Worker } from '@temporalio/worker';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { temporalCliPath } from '../src/temporal-binaries';
import { headlessDevServerArgs, persistedStateFlags, SEARCH_ATTRIBUTE_CACHE_SETTING, sqliteFiles } from '../scripts/start/dev-server-flags';
import { cpuPerCall, cpuSnapshot } from './lib/cpu-meter';
import { stepUpdate } from './visibility/workflows';
import { freePort, waitForTemporal } from './lib/readiness';

// `npm run bench:visibility`: what one search-attribute upsert costs the Temporal dev server,
// in its own CPU. A tiny workflow answers a few Updates (one workflow task each, as
// an escrow's writes), with and without an upsert in each; the server's CPU per workflow is
// read from /proc, so the difference is the upserts' (a visibility write each). Run on the dev
// server as `npm start` starts it, and on one left to the CLI's default search-attribute
// handling (its cache bypassed). The two variants alternate which goes first, round by round.

const WORKFLOWS = Number(process.env.VISIBILITY_WORKFLOWS ?? 300);
const ROUNDS = Number(process.env.VISIBILITY_ROUNDS ?? 3);
const STEPS = 3;
const CONCURRENCY = 10;
const TASK_QUEUE = 'visibility-bench';

/** Starts the workflow, sends its Updates one after the other, waits for it to complete. */
async function runOne(client: Client, workflowId: string, upsert: boolean): Promise<void> {
  const handle = await client.workflow.start('visibilitySteps', { taskQueue: TASK_QUEUE, workflowId, args: [STEPS, upsert] });
  for (let step = 0; step < STEPS; step++) await handle.executeUpdate(stepUpdate);
  await handle.result();
}

async function measureServer(label: string, extraArgs: string[]): Promise<void> {
  const port = await freePort();
  const dbFile = path.join(os.tmpdir(), `visibility-bench-${Date.now()}.sqlite`);
  const args = [...headlessDevServerArgs(port, persistedStateFlags(dbFile), 'error'), ...extraArgs];
  const server = spawn(temporalCliPath(), args, { stdio: 'ignore', detached: true });
  const stopServer = () => {
    try {
      process.kill(-server.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.once('exit', stopServer); // also when interrupted (below)
  const group = [{ name: 'temporal', pgid: server.pid! }];
  try {
    const connection = await waitForTemporal(`127.0.0.1:${port}`);
    const client = new Client({ connection });
    const worker = await Worker.create({
      connection: await NativeConnection.connect({ address: `127.0.0.1:${port}` }),
      taskQueue: TASK_QUEUE,
      workflowsPath: require.resolve('./visibility/workflows'),
    });
    const running = worker.run();
    const perUpsert: number[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const perWorkflow: Record<string, number> = {};
      for (const upsert of round % 2 === 1 ? [false, true] : [true, false]) {
        const before = cpuSnapshot(group);
        for (let done = 0; done < WORKFLOWS; done += CONCURRENCY) {
          await Promise.all(Array.from({ length: CONCURRENCY }, (_, i) => runOne(client, `r${round}-${upsert}-${done + i}`, upsert)));
        }
        perWorkflow[String(upsert)] = cpuPerCall(before, cpuSnapshot(group), WORKFLOWS).temporal;
      }
      const upsertMs = (perWorkflow.true - perWorkflow.false) / STEPS;
      perUpsert.push(upsertMs);
      console.log(
        `${label}, round ${round}: server CPU per workflow of ${STEPS} Updates ${perWorkflow.false.toFixed(2)} ms, ` +
          `with an upsert in each ${perWorkflow.true.toFixed(2)} ms: ${upsertMs.toFixed(2)} ms per upsert`,
      );
    }
    worker.shutdown();
    await running;
    await connection.close();
  } finally {
    stopServer();
    process.removeListener('exit', stopServer);
    for (const file of sqliteFiles(dbFile)) fs.rmSync(file, { force: true });
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

async function main(): Promise<void> {
  console.log(
    `[visibility] ${WORKFLOWS} workflows per variant, ${CONCURRENCY} at a time, ${ROUNDS} rounds; ${os.cpus().length} CPUs, load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  await measureServer('as npm start runs it (search attributes cached)', []);
  await measureServer('CLI default (cache bypassed)', ['--dynamic-config-value', `${SEARCH_ATTRIBUTE_CACHE_SETTING}=true`]);
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
