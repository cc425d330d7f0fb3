import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { canEnter, postgresRunAs } from '../../scripts/start/embedded-postgres';
import { resetLocalState } from '../../scripts/start/reset';
import { installPostgresPackage, PrivateProjectReport, runFromPrivateProject } from './private-project';

// A clone in a folder only its owner can enter (mode 0700: `mktemp -d`, root's home), as root
// (containers, CI images) and as an ordinary user: `npm start`'s embedded PostgreSQL comes up,
// keeps its cluster across a restart, and `npm test`'s starts. The test makes the folder and
// picks the user itself; the full `npm install && npm start` / `npm test` from such a clone is
// what CI's fresh-clone run covers (docs/development.md).

const isRoot = process.getuid?.() === 0;
const ORDINARY_USER = 'nobody';
const removals: string[] = [];

afterAll(() => {
  for (const dir of removals) fs.rmSync(dir, { recursive: true, force: true });
});

/** A 0700 folder with a project inside holding the PostgreSQL package, owned by `uid`. */
function privateProject(uid?: number, gid?: number): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'escrow-private-'));
  removals.push(folder);
  const project = path.join(folder, 'project');
  fs.mkdirSync(project);
  installPostgresPackage(project);
  if (uid !== undefined) chownTree(folder, uid, gid!);
  fs.chmodSync(folder, 0o700);
  return project;
}

function chownTree(dir: string, uid: number, gid: number): void {
  fs.lchownSync(dir, uid, gid);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const child = path.join(dir, entry.name);
    if (entry.isDirectory()) chownTree(child, uid, gid);
    else fs.lchownSync(child, uid, gid);
  }
}

function expectWorked(report: PrivateProjectReport) {
  expect(report.folderMode).toBe(0o700);
  expect(report.start.linkedFromProject).toBe(true);
  expect(report.start.keptAcrossRestart).toBe(true);
  expect(report.testServer.answered).toBe(true);
}

(isRoot ? test : test.skip)(
  'as root, from a project in a 0700 folder the postgres user cannot enter',
  async () => {
    const project = privateProject();
    const runAs = postgresRunAs()!;
    expect(canEnter(path.dirname(project), runAs)).toBe(false); // the case, not assumed

    const report = await runFromPrivateProject(project);
    removals.push(...report.outside);
    expect(report.uid).toBe(0);
    expectWorked(report);
    // The cluster lives where the postgres user can reach it, linked from .data/postgres.
    expect(report.outside).toHaveLength(1);
    expect(report.start.dataDirectory.startsWith(report.outside[0])).toBe(true);
    expect(canEnter(report.outside[0], runAs)).toBe(true);

    // npm run reset deletes both: .data/ and the cluster's directory outside the project.
    expect(resetLocalState(path.join(project, '.data'))).toEqual({ removed: [report.outside[0], path.join(project, '.data')], left: [] });
    expect(fs.existsSync(report.outside[0])).toBe(false);
    expect(fs.existsSync(path.join(project, '.data'))).toBe(false);
  },
  180_000,
);

test(`as an ordinary user (${isRoot ? ORDINARY_USER : 'the one running the tests'}), from a project in a 0700 folder of its own`, async () => {
  if (!isRoot) {
    const report = await runFromPrivateProject(privateProject());
    expect(report.uid).not.toBe(0);
    expectWorked(report);
    expect(report.outside).toEqual([]);
    return;
  }
  const uid = Number(await output('id', ['-u', ORDINARY_USER]));
  const gid = Number(await output('id', ['-g', ORDINARY_USER]));
  const project = privateProject(uid, gid);
  // The check, bundled into the user's folder: this checkout may be in a folder the user cannot enter.
  const bundle = path.join(project, 'check.js');
  const esbuild = await import('esbuild');
  await esbuild.build({
    entryPoints: [path.join(__dirname, 'private-project.ts')],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    outfile: bundle,
    logLevel: 'silent',
  });
  fs.lchownSync(bundle, uid, gid);

  const ran = await output(process.execPath, [bundle, project], {
    uid,
    gid,
    env: { PATH: process.env.PATH, HOME: path.dirname(project), PRIVATE_PROJECT_CHECK: '1' },
  });
  const report = JSON.parse(ran) as PrivateProjectReport;
  expect(report.uid).toBe(uid);
  expectWorked(report);
  expect(report.outside).toEqual([]);
}, 180_000);

function output(command: string, args: string[], options: { uid?: number; gid?: number; env?: NodeJS.ProcessEnv } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(stdout.trim()) : reject(new Error(`${command} exited with ${code}: ${stderr}`))));
  });
}
