import { ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { waitForWorkerPoller } from '../../scripts/start/temporal';
import type { Stack } from './stack';

// The worker as a real OS process (`node --import tsx worker/main.ts`) on a stack's task
// queue, for tests that kill it with SIGKILL or read what it logs.

const ROOT = path.resolve(__dirname, '../..');

export type ExitStatus = { code: number | null; signal: NodeJS.Signals | null };

export type WorkerProcess = {
  proc: ChildProcess;
  pid: number;
  exited: Promise<ExitStatus>;
  /** Every line it wrote to stdout and stderr so far. */
  output: string[];
};

export type WorkerProcessOptions = {
  /** Where the worker reaches Temporal (e.g. through a relay the test controls); default the stack's. */
  temporalAddress?: string;
  /** Extra environment, e.g. LOG_LEVEL or SANDBOX_TRANSFER_EVENT_DELAY_MS. */
  env?: Record<string, string>;
};

const running = new Set<WorkerProcess>();
// Should the test process die without cleaning up, its worker processes go with it.
process.once('exit', () => running.forEach((w) => w.proc.kill('SIGKILL')));

/** Starts a worker process; resolves once it polls the stack's task queue. */
export async function startWorkerProcess(stack: Stack, options: WorkerProcessOptions = {}): Promise<WorkerProcess> {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'worker/main.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATABASE_URL: stack.config.databaseUrl,
      TEMPORAL_ADDRESS: options.temporalAddress ?? stack.config.temporalAddress,
      TEMPORAL_NAMESPACE: stack.config.temporalNamespace,
      TEMPORAL_TASK_QUEUE: stack.config.taskQueue,
      MASTER_KEY: process.env.MASTER_KEY,
      WORKFLOW_BUNDLE_PATH: stack.workflowBundlePath,
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      // The stack's webhook settings, so a test's short retry pause holds in its worker processes too.
      WEBHOOK_RETRY_INTERVAL_SECONDS: String(stack.config.webhookRetryIntervalSeconds),
      WEBHOOK_TIMEOUT_MS: String(stack.config.webhookTimeoutMs),
      LOG_LEVEL: 'warn',
      ...options.env,
    },
  });
  // 'close', not 'exit': the exit can come before the last lines of its pipes were read, and a
  // test reads what the process said (the fault hook's line) once it has exited.
  const exited = new Promise<ExitStatus>((resolve) => proc.once('close', (code, signal) => resolve({ code, signal })));
  const child: WorkerProcess = { proc, pid: proc.pid!, exited, output: [] };
  running.add(child);
  void exited.then(() => running.delete(child));
  for (const stream of [proc.stdout, proc.stderr]) {
    readline.createInterface({ input: stream }).on('line', (line) => {
      child.output.push(line);
      // Show only trouble: a JSON line at warn or above, or anything that is not a log line (a crash).
      if (/"level":"(warn|error|fatal)"/.test(line) || !line.startsWith('{')) process.stderr.write(`[worker ${child.pid}] ${line}\n`);
    });
  }
  await waitForWorkerPoller(stack.config.temporalAddress, stack.config.temporalNamespace, stack.config.taskQueue, child.pid, {
    timeoutMs: 30_000,
    abortReason: () => (proc.exitCode !== null || proc.signalCode !== null ? 'the worker process exited' : undefined),
  });
  return child;
}

/** SIGKILL: no shutdown, no drain; the process and its sockets are gone. */
export async function killWorkerProcess(child: WorkerProcess): Promise<ExitStatus> {
  if (child.proc.exitCode === null && child.proc.signalCode === null) child.proc.kill('SIGKILL');
  return child.exited;
}

/** Kills every worker process still running (afterEach of tests that start them). */
export async function killAllWorkerProcesses(): Promise<void> {
  await Promise.all([...running].map((w) => killWorkerProcess(w)));
}
