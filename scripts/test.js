#!/usr/bin/env node
// `npm test`: the type check (`tsc --noEmit`) and jest, side by side. tsc takes one core for
// 20-odd seconds; run first, it held every test back that long, while jest's setup and its
// tests' waits leave a core idle for it. Type errors are printed as soon as tsc is done, and
// fail the run as before. Arguments go to jest (`npm test -- test/escrows`).
'use strict';
const { spawn } = require('node:child_process');

const run = (script, args, stdio) => spawn(process.execPath, [require.resolve(script), ...args], { stdio });
const exitCode = (child) => new Promise((resolve) => child.once('close', (code) => resolve(code ?? 1)));

const tsc = run('typescript/bin/tsc', ['--noEmit'], ['ignore', 'pipe', 'pipe']);
let tscOutput = '';
tsc.stdout.on('data', (chunk) => (tscOutput += chunk));
tsc.stderr.on('data', (chunk) => (tscOutput += chunk));
const typeCheck = exitCode(tsc).then((code) => {
  if (code !== 0) process.stderr.write(`\n[tsc --noEmit] type errors:\n${tscOutput}\n`);
  return code;
});

const tests = exitCode(run('jest/bin/jest', process.argv.slice(2), 'inherit'));

Promise.all([typeCheck, tests]).then(([typeCode, testCode]) => {
  if (typeCode !== 0) console.error('[tsc --noEmit] the type check failed: its errors are above');
  process.exit(typeCode || testCode);
});
