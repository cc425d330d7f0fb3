import { ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { BenchResult } from './compare-report';

// One run of a tree's own `npm run bench` for `npm run bench:compare`: started in the tree
// with the environment passed on, its output kept in a log file (and its result lines
// echoed), its results read from the latest.json it writes.

export type BenchRun = {
  /** The run's results; rejects when the bench fails (the log's tail says why). */
  done: Promise<BenchResult>;
  /** Asks the bench to stop (it stops its stack and drops its database, then exits). */
  stop(): void;
};

/** Lines of a bench's output worth echoing while the sitting runs: each scenario's result, and failures. */
const ECHOED = /^\[bench\] .*(x 2xx|lifecycles completed)|^\[bench\] failed|exited early|(non-2xx|ended them\)): (?!none)|Error/;

export function startBenchRun(options: {
  treeDir: string;
  /** Where this run's latest.json, logs and output go. */
  resultsDir: string;
  env: NodeJS.ProcessEnv;
  echo: (line: string) => void;
}): BenchRun {
  const { treeDir, resultsDir, env, echo } = options;
  fs.mkdirSync(resultsDir, { recursive: true });
  const logFile = path.join(resultsDir, 'bench-output.log');
  // A tree whose bench predates BENCH_RESULTS_DIR writes here: never read an earlier run's file.
  const ownResults = path.join(treeDir, 'bench', 'results', 'latest.json');
  fs.rmSync(ownResults, { force: true });
  const out = fs.createWriteStream(logFile);
  // tsx directly rather than through npm, so a stop reaches the bench itself.
  const child: ChildProcess = spawn(path.join(treeDir, 'node_modules', '.bin', 'tsx'), ['bench/run.ts'], {
    cwd: treeDir,
    env: { ...env, BENCH_RESULTS_DIR: resultsDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let pending = '';
  const take = (chunk: Buffer) => {
    out.write(chunk);
    const lines = (pending + chunk.toString()).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) if (ECHOED.test(line)) echo(line);
  };
  child.stdout!.on('data', take);
  child.stderr!.on('data', take);
  const done = new Promise<BenchResult>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      out.end();
      if (code !== 0) {
        reject(new Error(`npm run bench in ${treeDir} failed (${signal ?? `exit ${code}`}); its output: ${logFile}`));
        return;
      }
      const file = [path.join(resultsDir, 'latest.json'), ownResults].find((f) => fs.existsSync(f));
      if (!file) {
        reject(new Error(`npm run bench in ${treeDir} wrote no latest.json; its output: ${logFile}`));
        return;
      }
      resolve(JSON.parse(fs.readFileSync(file, 'utf8')) as BenchResult);
    });
  });
  return { done, stop: () => void child.kill('SIGTERM') };
}
