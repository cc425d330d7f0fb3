import fs from 'node:fs';
import path from 'node:path';

// Where `npm start` left its embedded PostgreSQL (DATABASE_URL unset), so the operator CLI
// and `npm run migrate` reach the same database with no settings, as they find
// .data/master.key. The file holds the server's password: mode 0600, in gitignored .data/.

const LOCAL_DATABASE_FILE = path.resolve(__dirname, '..', '..', '.data', 'postgres.json');

/** The database `npm start` creates and migrates on its embedded server. */
const LOCAL_DATABASE_NAME = 'escrow';

export type LocalDatabaseState = {
  /** Set once at initdb; the cluster keeps it. */
  password: string;
  /** The port of the running (or last) server. */
  port: number;
  /** The server's process id while it runs; null once stopped. */
  pid: number | null;
};

export function readLocalDatabaseState(file = LOCAL_DATABASE_FILE): LocalDatabaseState | undefined {
  if (!fs.existsSync(file)) return undefined;
  return JSON.parse(fs.readFileSync(file, 'utf8')) as LocalDatabaseState;
}

export function writeLocalDatabaseState(state: LocalDatabaseState, file = LOCAL_DATABASE_FILE): void {
  fs.writeFileSync(file, `${JSON.stringify(state, null, 2)}\n`, { mode: 0o600 });
}

export function localDatabaseUrl(state: Pick<LocalDatabaseState, 'password' | 'port'>): string {
  return `postgres://postgres:${encodeURIComponent(state.password)}@127.0.0.1:${state.port}/${LOCAL_DATABASE_NAME}`;
}

export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'; // alive, someone else's
  }
}

/**
 * The database to use when DATABASE_URL is unset: the embedded server `npm start` runs, or
 * undefined when `npm start` never ran one here (the configured default applies). Throws
 * with what to do when that server is not running.
 */
function runningLocalDatabaseUrl(file = LOCAL_DATABASE_FILE): string | undefined {
  const state = readLocalDatabaseState(file);
  if (!state) return undefined;
  if (state.pid === null || !isRunning(state.pid)) {
    throw new Error(
      `DATABASE_URL is not set and the embedded PostgreSQL of \`npm start\` (${path.relative(process.cwd(), file) || file}) ` +
        'is not running: start it with `npm start`, or set DATABASE_URL.',
    );
  }
  return localDatabaseUrl(state);
}

/** DATABASE_URL when set; else the embedded server `npm start` runs here; else `fallback` (the configured default). */
export function databaseUrlFromEnvOrLocal(fallback: string, env: NodeJS.ProcessEnv = process.env): string {
  if (env.DATABASE_URL) return env.DATABASE_URL;
  return runningLocalDatabaseUrl() ?? fallback;
}
