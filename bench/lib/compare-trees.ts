import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// A tree for `npm run bench:compare`: one commit's files in a folder outside the repository,
// ready to run its own `npm run bench`. Its files come from `git archive` (no worktree is
// registered, nothing is left in the repository); its dependencies are this checkout's own
// node_modules, linked, when the commit's package-lock.json and patches are this checkout's,
// else `npm ci` from npm's shared cache. The Temporal binaries are hard-linked from this
// checkout's .temporal/, so the tree's own install finds its pinned versions already there.

export type PreparedTree = {
  dir: string;
  commit: string;
  /** How its dependencies came: this checkout's node_modules linked, `npm ci`, or a folder prepared before (`--trees-dir`). */
  install: 'linked' | 'npm ci' | 'kept';
};

/** Written last, so a folder whose preparation was cut short is prepared again. */
const READY_FILE = '.bench-compare-ready';

function git(repoRoot: string, args: string[]): string {
  return execFileSync('git', ['-C', repoRoot, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

/** The commit a ref names, in full; throws a one-line error for a ref git does not know. */
export function resolveCommit(repoRoot: string, ref: string): string {
  try {
    return git(repoRoot, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
  } catch {
    throw new Error(`unknown ref "${ref}" (git rev-parse found no commit)`);
  }
}

/** Whether `paths` are the same at `commit` as in this checkout's working tree (uncommitted changes count). */
function sameAsWorkingTree(repoRoot: string, commit: string, paths: string[]): boolean {
  try {
    execFileSync('git', ['-C', repoRoot, 'diff', '--quiet', commit, '--', ...paths], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Whether `paths` differ between two commits. */
export function differ(repoRoot: string, a: string, b: string, paths: string[]): boolean {
  try {
    execFileSync('git', ['-C', repoRoot, 'diff', '--quiet', a, b, '--', ...paths], { stdio: 'ignore' });
    return false;
  } catch {
    return true;
  }
}

/** Runs a command to its end, its output to `log`; rejects with the output's tail when it fails. */
function run(command: string, args: string[], cwd: string, log: (line: string) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    let output = '';
    const take = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000);
      for (const line of chunk.toString().split('\n')) if (line.trim()) log(line);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`}) in ${cwd}:\n${output.trim()}`)),
    );
  });
}

/** `ref`'s files at `paths` (all of them without) written into `dir`. */
async function extract(repoRoot: string, ref: string, dir: string, paths: string[] = []): Promise<void> {
  fs.mkdirSync(dir, { recursive: true });
  const quoted = paths.map((p) => `'${p.replace(/'/g, "'\\''")}'`).join(' ');
  await run('sh', ['-c', `git -C "$0" archive --format=tar "$1" ${quoted} | tar -x -C "$2"`, repoRoot, ref, dir], repoRoot, () => {});
}

/** Which ready tree a folder holds: the commit and the bench it runs. */
const readyMark = (commit: string, benchFrom: string | undefined) => `${commit} bench:${benchFrom ?? 'own'}\n`;

/**
 * `commit`'s tree in `dir`, ready to run `npm run bench`. `benchFrom`: a commit whose `bench/`
 * replaces the tree's own. A folder that already holds the same tree, ready, is kept as it is.
 */
export async function prepareTree(options: {
  repoRoot: string;
  commit: string;
  dir: string;
  benchFrom?: string;
  log: (line: string) => void;
}): Promise<PreparedTree> {
  const { repoRoot, commit, dir, benchFrom, log } = options;
  const readyFile = path.join(dir, READY_FILE);
  if (fs.existsSync(readyFile) && fs.readFileSync(readyFile, 'utf8') === readyMark(commit, benchFrom)) {
    log(`${dir}: ${commit.slice(0, 10)} already prepared there`);
    return { dir, commit, install: 'kept' };
  }
  fs.rmSync(dir, { recursive: true, force: true });
  await extract(repoRoot, commit, dir);
  if (benchFrom) {
    fs.rmSync(path.join(dir, 'bench'), { recursive: true, force: true });
    await extract(repoRoot, benchFrom, dir, ['bench']);
  }
  // Hard links: the same binaries without copying 200 MB; a tree pinning other versions installs its own beside them.
  const temporalDir = path.join(repoRoot, '.temporal');
  if (fs.existsSync(temporalDir)) await run('cp', ['-al', temporalDir, path.join(dir, '.temporal')], repoRoot, () => {});

  const ownModules = path.join(repoRoot, 'node_modules');
  const linkable = fs.existsSync(ownModules) && sameAsWorkingTree(repoRoot, commit, ['package-lock.json', 'patches']);
  let install: PreparedTree['install'];
  if (linkable) {
    fs.symlinkSync(ownModules, path.join(dir, 'node_modules'), 'dir');
    await run(process.execPath, ['scripts/install-temporal.js'], dir, log);
    install = 'linked';
  } else {
    log(`${commit.slice(0, 10)}: its package-lock.json or patches differ from this checkout's: npm ci (npm's cache is shared)`);
    await run('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline'], dir, log);
    install = 'npm ci';
  }
  await run(path.join(dir, 'node_modules', '.bin', 'tsx'), ['--version'], dir, log);
  fs.writeFileSync(readyFile, readyMark(commit, benchFrom));
  return { dir, commit, install };
}
