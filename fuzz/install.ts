import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

// schemathesis (PyPI, pinned in fuzz/requirements.txt) in a project-local venv, .fuzz/venv/,
// installed on the first `npm run fuzz` rather than by `npm install`: only the fuzz run needs
// it, and it takes ~10 s and ~60 MB. Re-installed when requirements.txt changes (a stamp in
// the venv holds its hash). Falls back to `pip install --target` when `python3 -m venv`
// is unavailable.
const PROJECT_ROOT = path.resolve(__dirname, '..');
export const REQUIREMENTS = path.join(PROJECT_ROOT, 'fuzz', 'requirements.txt');
const FUZZ_DIR = path.join(PROJECT_ROOT, '.fuzz');
const VENV = path.join(FUZZ_DIR, 'venv');
const TARGET = path.join(FUZZ_DIR, 'pip');

export type Schemathesis = { command: string; args: string[]; env: NodeJS.ProcessEnv; version: string };

function stampOf(): string {
  return createHash('sha256').update(fs.readFileSync(REQUIREMENTS)).digest('hex');
}

function python(): string {
  return process.env.FUZZ_PYTHON ?? 'python3';
}

function venvWorks(): boolean {
  try {
    execFileSync(python(), ['-m', 'venv', '--help'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function pinnedVersion(): string {
  const line = fs
    .readFileSync(REQUIREMENTS, 'utf8')
    .split('\n')
    .find((l) => /^schemathesis==/.test(l.trim()));
  if (!line) throw new Error(`${REQUIREMENTS} must pin schemathesis==<version>`);
  return line.trim().slice('schemathesis=='.length);
}

function located(): Schemathesis | null {
  const stamp = stampOf();
  const version = pinnedVersion();
  const venvBin = path.join(VENV, 'bin', 'schemathesis');
  if (fs.existsSync(venvBin) && readStamp(VENV) === stamp) return { command: venvBin, args: [], env: process.env, version };
  if (fs.existsSync(path.join(TARGET, 'schemathesis')) && readStamp(TARGET) === stamp) {
    const env = { ...process.env, PYTHONPATH: [TARGET, process.env.PYTHONPATH].filter(Boolean).join(path.delimiter) };
    return { command: python(), args: ['-m', 'schemathesis.cli'], env, version };
  }
  return null;
}

function readStamp(dir: string): string | null {
  try {
    return fs.readFileSync(path.join(dir, '.requirements-sha256'), 'utf8').trim();
  } catch {
    return null;
  }
}

/** The pinned schemathesis, installed first when missing or out of date. */
export function ensureSchemathesis(log: (line: string) => void): Schemathesis {
  const found = located();
  if (found) return found;
  const pipArgs = ['install', '--quiet', '--disable-pip-version-check', '-r', REQUIREMENTS];
  fs.mkdirSync(FUZZ_DIR, { recursive: true });
  if (venvWorks()) {
    log(`installing ${path.relative(PROJECT_ROOT, REQUIREMENTS)} into ${path.relative(PROJECT_ROOT, VENV)} (first run only)`);
    fs.rmSync(VENV, { recursive: true, force: true });
    execFileSync(python(), ['-m', 'venv', VENV], { stdio: 'inherit' });
    execFileSync(path.join(VENV, 'bin', 'python'), ['-m', 'pip', ...pipArgs], { stdio: 'inherit' });
    fs.writeFileSync(path.join(VENV, '.requirements-sha256'), stampOf());
  } else {
    log(
      `python3 -m venv unavailable: installing ${path.relative(PROJECT_ROOT, REQUIREMENTS)} with pip --target ${path.relative(PROJECT_ROOT, TARGET)}`,
    );
    fs.rmSync(TARGET, { recursive: true, force: true });
    execFileSync(python(), ['-m', 'pip', ...pipArgs, '--target', TARGET], { stdio: 'inherit' });
    fs.writeFileSync(path.join(TARGET, '.requirements-sha256'), stampOf());
  }
  const installed = located();
  if (!installed) throw new Error('schemathesis is still missing after installing it');
  return installed;
}

if (require.main === module) {
  const s = ensureSchemathesis((line) => console.log(`[fuzz] ${line}`));
  console.log(`[fuzz] schemathesis ${s.version}: ${s.command} ${s.args.join(' ')}`);
}
