import { ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  initCluster,
  postgresBinaries,
  postgresRunAs,
  reachableBinaries,
  serverArgs,
  waitForPostgres,
} from '../../scripts/start/embedded-postgres';
import { closedPort } from './ports';

// The PostgreSQL server of one `npm test` run (docs/decisions.md "Embedded PostgreSQL"):
//   TEST_DATABASE_BASE_URL set  that server (e.g. postgres://postgres@127.0.0.1:5432);
//   else DATABASE_URL set       the server DATABASE_URL names;
//   else                        an embedded PostgreSQL of the run's own, in a temporary
//                               directory, stopped and removed when the run ends.
// The run creates its database on it either way (global-setup.ts).

export type TestDatabaseServer = {
  /** postgres://user@host:port, without a database name. */
  baseUrl: string;
  /** The run's own server (removed as a whole at the end), not a configured one. */
  embedded: boolean;
  /** The directory holding the server's Unix socket, when it is the run's embedded one. */
  socketDir?: string;
  /** Stops an embedded server (a configured one is left alone). */
  stop(): Promise<void>;
};

/** `projectRoot`: the project whose installed binaries the embedded server runs (this one by default). */
export async function startTestDatabaseServer(env: NodeJS.ProcessEnv = process.env, projectRoot?: string): Promise<TestDatabaseServer> {
  if (env.TEST_DATABASE_BASE_URL) return { baseUrl: env.TEST_DATABASE_BASE_URL.replace(/\/+$/, ''), embedded: false, stop: async () => {} };
  if (env.DATABASE_URL) return { baseUrl: serverOf(env.DATABASE_URL), embedded: false, stop: async () => {} };
  return startEmbedded(projectRoot);
}

/** The server part of a database URL: scheme, credentials, host and port. */
function serverOf(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  return `${url.protocol}//${url.username ? `${url.username}${url.password ? `:${url.password}` : ''}@` : ''}${url.host}`;
}

async function startEmbedded(projectRoot: string | undefined): Promise<TestDatabaseServer> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'escrow-test-pg-'));
  const dataDir = path.join(root, 'data');
  const runAs = postgresRunAs();
  // As root, from a clone only root can enter, the postgres user runs a copy in the run's directory.
  const binaries = reachableBinaries(postgresBinaries(projectRoot), runAs, path.join(root, 'native'));
  await initCluster(dataDir, { runAs, binaries }); // trust auth, loopback only: a throwaway cluster
  const port = await closedPort();
  // fsync off: the cluster is deleted after the run, so surviving an OS crash buys nothing.
  const args = serverArgs(dataDir, port, { unix_socket_directories: root, fsync: 'off' });
  // Not detached: a Ctrl-C of the run reaches the server too.
  const server: ChildProcess = spawn(binaries.postgres, args, { ...runAs, stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  server.stderr!.on('data', (d) => (log = (log + d).slice(-4000)));
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  let gone = false;
  void exited.then(() => (gone = true));
  const killOnExit = () => server.kill('SIGKILL'); // the run ended without its teardown
  process.once('exit', killOnExit);

  const baseUrl = `postgres://postgres@127.0.0.1:${port}`;
  await waitForPostgres(`${baseUrl}/postgres`, {
    timeoutMs: 30_000,
    abortReason: () => (gone ? `the test PostgreSQL exited: ${log.trim()}` : undefined),
  });
  return {
    baseUrl,
    embedded: true,
    socketDir: root,
    async stop() {
      process.removeListener('exit', killOnExit);
      if (!gone) {
        server.kill('SIGINT'); // fast shutdown
        const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
