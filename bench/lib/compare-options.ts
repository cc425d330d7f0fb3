import { parseArgs } from 'node:util';
import type { TreeSide } from './compare-report';

// `npm run bench:compare <ref-a> <ref-b> [options]`: what to compare and how long to sit.

export type CompareOptions = {
  refA: string;
  refB: string;
  /** Runs of each tree, one beside the other: A B, then B A, then A B, … */
  pairings: number;
  /** Exit 1 when a shape is flagged (for CI); otherwise the command only reports. */
  failOnFlag: boolean;
  /** Where the prepared trees go; kept and reused by commit when given, a temporary folder removed at the end otherwise. */
  treesDir: string | undefined;
  /** A ref whose `bench/` both trees run instead of their own, so one harness measures both. */
  benchFrom: string | undefined;
};

/** The judged pairs at both loads: the scenarios `npm run bench` runs unless BENCH_SCENARIOS says otherwise. */
export const JUDGED_SCENARIOS = [
  'customers-list',
  'bare-read',
  'customers-list-1',
  'bare-read-1',
  'wallet-credits',
  'bare-create',
  'wallet-credits-1',
  'bare-create-1',
  'escrow-lifecycle',
  'bare-lifecycle',
  'escrow-lifecycle-1',
  'bare-lifecycle-1',
  'escrow-releases',
  'bare-update',
  'escrow-releases-1',
  'bare-update-1',
];

const USAGE = `usage: npm run bench:compare -- <ref-a> <ref-b> [--pairings N] [--fail-on-flag] [--trees-dir DIR] [--bench-from REF]

  <ref-a>          the baseline (a commit, branch or tag); <ref-b> the candidate; differences are B − A
  --pairings N     runs of each tree, in the order A B, B A, A B, … (BENCH_COMPARE_PAIRINGS; default 2: A B B A)
  --fail-on-flag   exit 1 when a shape is flagged (CI); without it the command exits 0 and only reports
  --trees-dir DIR  prepare the trees in DIR/<commit> and keep them for the next comparison (BENCH_COMPARE_TREES_DIR)
  --bench-from REF both trees run REF's bench/ instead of their own (one harness for both)

Each run is \`npm run bench\` in the tree, with the environment passed on: BENCH_ROUNDS (rounds per run),
BENCH_DURATION_SECONDS, BENCH_WARMUP_SECONDS, … BENCH_SCENARIOS defaults to the judged pairs at both loads.`;

export function parseCompareOptions(argv: string[], env: NodeJS.ProcessEnv = process.env): CompareOptions {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      pairings: { type: 'string' },
      'fail-on-flag': { type: 'boolean', default: false },
      'trees-dir': { type: 'string' },
      'bench-from': { type: 'string' },
    },
  });
  if (positionals.length !== 2) throw new Error(`two refs are needed, got ${positionals.length}\n${USAGE}`);
  const rawPairings = values.pairings ?? env.BENCH_COMPARE_PAIRINGS ?? '2';
  const pairings = Number(rawPairings);
  if (!Number.isInteger(pairings) || pairings < 1) throw new Error(`--pairings must be a whole number >= 1, got "${rawPairings}"`);
  return {
    refA: positionals[0],
    refB: positionals[1],
    pairings,
    failOnFlag: values['fail-on-flag'] ?? false,
    treesDir: values['trees-dir'] ?? (env.BENCH_COMPARE_TREES_DIR?.trim() || undefined),
    benchFrom: values['bench-from'],
  };
}

/**
 * The sitting's run order: each pairing one run of each tree, alternating which goes first
 * (A B, B A, A B, …), so a machine that speeds up or slows down over the sitting weighs on
 * both trees alike.
 */
export function sittingOrder(pairings: number): Array<{ tree: TreeSide; pairing: number }> {
  const order: Array<{ tree: TreeSide; pairing: number }> = [];
  for (let pairing = 1; pairing <= pairings; pairing++) {
    const trees: TreeSide[] = pairing % 2 === 1 ? ['a', 'b'] : ['b', 'a'];
    for (const tree of trees) order.push({ tree, pairing });
  }
  return order;
}
