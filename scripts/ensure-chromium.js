#!/usr/bin/env node
// `npm test` runs this first (pretest): the docs page test (test/api/docs-page.test.ts) renders
// /docs in headless Chromium, and a fresh machine of this project's kind has none. As root with
// apt-get (these machines), Debian's `chromium` is installed once; otherwise it says what to do
// and the test fails with the same hint. CHROMIUM_PATH names a browser to use instead.
'use strict';
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const CANDIDATES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];

function onPath(cmd) {
  return (process.env.PATH || '').split(path.delimiter).some((dir) => {
    try {
      fs.accessSync(path.join(dir, cmd), fs.constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

if (process.env.CHROMIUM_PATH || CANDIDATES.some(onPath)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot || !onPath('apt-get')) {
  console.warn('[chromium] no Chromium found: install it (apt-get install -y chromium) or set CHROMIUM_PATH; the docs page test needs it');
  process.exit(0);
}
console.log('[chromium] installing Debian\'s chromium for the docs page test (once, about a minute)');
const quiet = { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } };
try {
  execFileSync('apt-get', ['update', '-qq'], quiet);
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], quiet);
} catch (err) {
  // The test says the same; everything else can still run.
  console.warn(`[chromium] could not install chromium: ${err.message}`);
}
