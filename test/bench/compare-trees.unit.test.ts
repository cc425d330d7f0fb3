import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { prepareTree, resolveCommit } from '../../bench/lib/compare-trees';

// `npm run bench:compare` prepares each ref's tree outside the repository
// (bench/lib/compare-trees.ts). Here: HEAD's tree, whose lock file is this checkout's, so its
// dependencies are this checkout's node_modules, linked; the full sitting stays out of `npm test`.

const repoRoot = path.resolve(__dirname, '..', '..');
let treesRoot: string;
beforeAll(() => void (treesRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-compare-test-'))));
afterAll(() => fs.rmSync(treesRoot, { recursive: true, force: true }));

test('a ref git does not know is refused in one line', () => {
  expect(() => resolveCommit(repoRoot, 'no-such-ref-anywhere')).toThrow('unknown ref "no-such-ref-anywhere"');
  expect(resolveCommit(repoRoot, 'HEAD')).toMatch(/^[0-9a-f]{40}$/);
});

test("HEAD's tree runs its own code with this checkout's dependencies, and a ready tree is kept", async () => {
  const commit = resolveCommit(repoRoot, 'HEAD');
  const dir = path.join(treesRoot, commit);
  const lines: string[] = [];
  const tree = await prepareTree({ repoRoot, commit, dir, log: (line) => lines.push(line) });
  expect(tree).toEqual({ dir, commit, install: 'linked' });
  expect(fs.lstatSync(path.join(dir, 'node_modules')).isSymbolicLink()).toBe(true);
  // The committed files, not the working tree's, and nothing of git's.
  expect(execFileSync('git', ['-C', repoRoot, 'show', `${commit}:package.json`], { encoding: 'utf8' })).toBe(
    fs.readFileSync(path.join(dir, 'package.json'), 'utf8'),
  );
  expect(fs.existsSync(path.join(dir, '.git'))).toBe(false);
  // Its tsx runs its own source, with the dependencies resolved through the link.
  const tsx = path.join(dir, 'node_modules', '.bin', 'tsx');
  expect(execFileSync(tsx, ['--version'], { cwd: dir, encoding: 'utf8' })).toMatch(/tsx v\d/);
  const script =
    "import { nairaToKobo } from './src/money'; import postgres from 'postgres'; console.log(String(nairaToKobo(2)), typeof postgres, require.resolve('./src/money'))";
  const out = execFileSync(tsx, ['-e', script], { cwd: dir, encoding: 'utf8' }).trim().split(' ');
  expect(out.slice(0, 2)).toEqual(['200', 'function']);
  expect(out[2]).toBe(path.join(dir, 'src', 'money.ts'));

  // The same folder again: already prepared, nothing redone.
  expect(await prepareTree({ repoRoot, commit, dir, log: () => {} })).toEqual({ dir, commit, install: 'kept' });
  // With another ref's bench/, it is another tree: prepared again.
  expect((await prepareTree({ repoRoot, commit, dir, benchFrom: commit, log: () => {} })).install).toBe('linked');
}, 120_000);
