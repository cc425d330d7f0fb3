#!/usr/bin/env node
// `npm test` runs this first (pretest). Two tests need a program that a fresh machine of this
// project's kind lacks: the docs page test renders /docs in headless Chromium, and the webhook
// receiver samples (docs/examples/webhooks) include one in PHP. As root with apt-get, the missing
// Debian packages are installed once; otherwise it says what to do and the test fails with the
// same hint. CHROMIUM_PATH and PHP_PATH name programs to use instead.
'use strict';
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const TOOLS = [
  {
    name: 'Chromium',
    override: 'CHROMIUM_PATH',
    commands: ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'],
    debian: 'chromium',
    neededBy: 'the docs page test',
  },
  { name: 'PHP', override: 'PHP_PATH', commands: ['php'], debian: 'php-cli', neededBy: 'the PHP webhook receiver sample' },
];

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

const missing = TOOLS.filter((tool) => !process.env[tool.override] && !tool.commands.some(onPath));
if (missing.length === 0) process.exit(0);

const packages = missing.map((tool) => tool.debian);
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot || !onPath('apt-get')) {
  for (const tool of missing) {
    console.warn(
      `[test tools] no ${tool.name} found: install it (apt-get install -y ${tool.debian}) or set ${tool.override}; ${tool.neededBy} needs it`,
    );
  }
  process.exit(0);
}
console.log(
  `[test tools] installing Debian's ${packages.join(' and ')} for ${missing.map((t) => t.neededBy).join(' and ')} (once, about a minute)`,
);
const quiet = { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } };
try {
  execFileSync('apt-get', ['update', '-qq'], quiet);
  execFileSync('apt-get', ['install', '-y', '-qq', ...packages], quiet);
} catch (err) {
  // The tests say the same; everything else can still run.
  console.warn(`[test tools] could not install ${packages.join(', ')}: ${err.message}`);
}
