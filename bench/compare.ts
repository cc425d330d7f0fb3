import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BenchRun, startBenchRun } from './lib/compare-bench-run';
import { JUDGED_SCENARIOS, parseCompareOptions, sittingOrder } from './lib/compare-options';
import { CompareRun, compareRuns, formatComparison, TreeSide } from './lib/compare-report';
import { differ, PreparedTree, prepareTree, resolveCommit } from './lib/compare-trees';
import { writeJson } from './lib/report';

// `npm run bench:compare <ref-a> <ref-b>`: whether B is slower than A. Prepares both trees
// outside the repository (lib/compare-trees.ts), runs each tree's `npm run bench` of the
// judged pairs in one alternating sitting (A B, B A, …), and prints per shape the ratio to its
// twin and the service's CPU per call by process for each tree, every round, and the
// difference, flagging a shape whose ratio fell by more than 0.05 or whose CPU per call rose
// by more than 3% in every pairing (lib/compare-report.ts). Exits 0 either way unless
// --fail-on-flag.

const REPO_ROOT = path.resolve(__dirname, '..');
const log = (line: string) => console.log(`[compare] ${line}`);
const elapsed = (since: number) => `${((Date.now() - since) / 1000).toFixed(0)} s`;

let current: BenchRun | undefined;
let aborted = false;
let cleanup: () => void = () => {};

function onSignal(signal: NodeJS.Signals) {
  if (aborted) return;
  aborted = true;
  log(`${signal}: stopping the running bench (it stops its stack), then removing the trees...`);
  if (current) {
    current.stop();
    void current.done
      .catch(() => undefined)
      .then(() => {
        cleanup();
        process.exit(130);
      });
  } else {
    cleanup();
    process.exit(130);
  }
}
process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);

async function main(): Promise<number> {
  const options = parseCompareOptions(process.argv.slice(2));
  if (process.env.BENCH_API_URL) throw new Error('bench:compare runs each tree on a stack of its own: unset BENCH_API_URL');
  const started = Date.now();
  const commits: Record<TreeSide, string> = { a: resolveCommit(REPO_ROOT, options.refA), b: resolveCommit(REPO_ROOT, options.refB) };
  const benchFrom = options.benchFrom === undefined ? undefined : resolveCommit(REPO_ROOT, options.benchFrom);
  log(
    `A: ${options.refA} = ${commits.a}; B: ${options.refB} = ${commits.b}; ${options.pairings} pairing(s): ${sittingOrder(options.pairings)
      .map((r) => r.tree.toUpperCase())
      .join(' ')}`,
  );
  if (benchFrom) log(`both trees run the bench of ${options.benchFrom} (${benchFrom.slice(0, 10)})`);
  else if (differ(REPO_ROOT, commits.a, commits.b, ['bench'])) {
    log("NOTE: the two trees' bench/ differ, so each tree is measured by its own harness; --bench-from <ref> measures both with one");
  }

  const treesRoot = options.treesDir ? path.resolve(options.treesDir) : fs.mkdtempSync(path.join(os.tmpdir(), 'escrow-bench-compare-'));
  fs.mkdirSync(treesRoot, { recursive: true });
  cleanup = () => {
    if (options.treesDir) return; // kept for the next comparison
    fs.rmSync(treesRoot, { recursive: true, force: true });
  };
  const trees = {} as Record<TreeSide, PreparedTree>;
  for (const side of ['a', 'b'] as const) {
    const dir = path.join(treesRoot, `${commits[side]}${benchFrom ? `-bench-${benchFrom.slice(0, 10)}` : ''}`);
    const same = side === 'b' && commits.b === commits.a;
    const since = Date.now();
    trees[side] = same
      ? trees.a
      : await prepareTree({
          repoRoot: REPO_ROOT,
          commit: commits[side],
          dir,
          benchFrom,
          log: (line) => log(`  ${side.toUpperCase()}: ${line}`),
        });
    if (!same) log(`tree ${side.toUpperCase()} ready in ${elapsed(since)} at ${dir} (dependencies: ${trees[side].install})`);
    if (aborted) return 130;
  }

  const resultsRoot = process.env.BENCH_RESULTS_DIR?.trim()
    ? path.resolve(process.env.BENCH_RESULTS_DIR.trim())
    : path.join(REPO_ROOT, 'bench', 'results');
  const sittingDir = path.join(resultsRoot, `compare-${new Date().toISOString().replace(/[:.]/g, '-')}`);
  const env: NodeJS.ProcessEnv = { ...process.env, BENCH_SCENARIOS: process.env.BENCH_SCENARIOS ?? JUDGED_SCENARIOS.join(',') };
  delete env.BENCH_RESULTS_DIR;
  log(
    `BENCH_ROUNDS=${env.BENCH_ROUNDS ?? '1'} per run; scenarios: ${env.BENCH_SCENARIOS}; each run's output and latest.json under ${sittingDir}`,
  );

  const runs: CompareRun[] = [];
  const order = sittingOrder(options.pairings);
  for (const [i, { tree, pairing }] of order.entries()) {
    const label = `${tree.toUpperCase()}#${pairing}`;
    const since = Date.now();
    log(`run ${i + 1} of ${order.length}: ${label} (${trees[tree].commit.slice(0, 10)})`);
    current = startBenchRun({
      treeDir: trees[tree].dir,
      resultsDir: path.join(sittingDir, `${tree}-${pairing}`),
      env,
      echo: (line) => log(`  ${label} ${line}`),
    });
    const result = await current.done;
    current = undefined;
    if (aborted) return 130;
    runs.push({ tree, pairing, result });
    log(`run ${label} done in ${elapsed(since)}`);
  }

  const comparisons = compareRuns(runs);
  const labels = { a: { ref: options.refA, commit: commits.a }, b: { ref: options.refB, commit: commits.b } };
  console.log('');
  console.log(formatComparison(comparisons, labels));
  const summary = {
    startedAt: new Date(started).toISOString(),
    seconds: (Date.now() - started) / 1000,
    trees: labels,
    benchFrom: benchFrom ?? null,
    pairings: options.pairings,
    env: { BENCH_ROUNDS: env.BENCH_ROUNDS ?? null, BENCH_SCENARIOS: env.BENCH_SCENARIOS },
    comparisons,
  };
  writeJson(path.join(sittingDir, 'compare.json'), summary);
  writeJson(path.join(resultsRoot, 'compare-latest.json'), summary);
  console.log(
    `\nresults written to ${path.relative(process.cwd(), path.join(resultsRoot, 'compare-latest.json'))}; the sitting took ${elapsed(started)}`,
  );
  const flagged = comparisons.some((c) => c.flags.length > 0);
  return flagged && options.failOnFlag ? 1 : 0;
}

main()
  .then((code) => {
    cleanup();
    process.exit(code);
  })
  .catch((err) => {
    console.error(`[compare] failed: ${err instanceof Error ? err.message : String(err)}`);
    cleanup();
    process.exit(2);
  });
