import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { isRunning, localDatabaseUrl, readLocalDatabaseState, writeLocalDatabaseState } from '../../src/db/local-database';
import { Child, spawnChild } from './children';
import { OUTSIDE_CLUSTER_PREFIX } from './reset';
import {
  canEnter,
  initCluster,
  postgresBinaries,
  postgresRunAs,
  reachableBinaries,
  RunAs,
  serverArgs,
  waitForPostgres,
  waitForServerReady,
} from './embedded-postgres';

// `npm start` with DATABASE_URL unset: the embedded PostgreSQL, its cluster kept in
// .data/postgres/data between starts, its password and port in .data/postgres.json (which the
// CLI reads: src/db/local-database.ts).

/**
 * The directory holding the cluster (data/) and, when needed, the binaries the postgres user
 * runs (native/): .data/postgres. Running as root from a folder the postgres user cannot
 * enter (a clone in a `mktemp -d` folder or in root's home), a directory of its own under
 * /var/tmp instead, which .data/postgres links to. `npm run reset` deletes both
 * (scripts/start/reset.ts); deleting .data/ alone starts afresh too, leaving that directory.
 */
function clusterHome(dataDir: string, runAs: RunAs | undefined): string {
  const link = path.join(dataDir, 'postgres');
  if (!runAs) return link;
  const stat = fs.lstatSync(link, { throwIfNoEntry: false });
  if (stat?.isSymbolicLink()) {
    if (fs.existsSync(link)) return fs.realpathSync(link);
    fs.rmSync(link); // its directory is gone (a reboot emptied the temporary folder): start afresh
  } else if (stat) {
    if (fs.existsSync(path.join(link, 'data', 'PG_VERSION')) || canEnter(dataDir, runAs)) return link;
    fs.rmSync(link, { recursive: true, force: true }); // no cluster: what a failed initdb left
  } else if (canEnter(dataDir, runAs)) {
    return link;
  }
  const parent = fs.existsSync('/var/tmp') ? '/var/tmp' : os.tmpdir(); // /var/tmp outlives a reboot
  const home = fs.mkdtempSync(path.join(parent, OUTSIDE_CLUSTER_PREFIX));
  fs.symlinkSync(home, link);
  return home;
}

export type LocalPostgres = { url: string; dataDir: string; port: number; created: boolean };

/** The last start's port when it is still free (a stable URL for psql), else any free one. */
async function choosePort(previous: number | undefined): Promise<number> {
  const listen = (port: number) =>
    new Promise<number | undefined>((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(undefined));
      server.listen({ port, host: '127.0.0.1', exclusive: true }, () => {
        const { port: bound } = server.address() as net.AddressInfo;
        server.close(() => resolve(bound));
      });
    });
  return (previous && (await listen(previous))) || (await listen(0))!;
}

export async function startLocalPostgres(options: {
  dataDir: string;
  projectRoot: string;
  launch: (name: string, command: () => Child) => Child;
  log: (message: string) => void;
  timeoutMs: number;
}): Promise<LocalPostgres> {
  const { dataDir, launch, log } = options;
  const stateFile = path.join(dataDir, 'postgres.json');
  const runAs = postgresRunAs();
  // The postgres user must pass through .data/ (mode 0700) to its own cluster directory;
  // o+x lets it through without letting it list or read what else is there.
  if (runAs) fs.chmodSync(dataDir, 0o711);
  const home = clusterHome(dataDir, runAs);
  const clusterDir = path.join(home, 'data');
  const shown = path.relative(options.projectRoot, clusterDir).startsWith('..')
    ? clusterDir
    : path.relative(options.projectRoot, clusterDir);

  const previous = readLocalDatabaseState(stateFile);
  if (previous?.pid && isRunning(previous.pid)) {
    throw new Error(
      `the embedded PostgreSQL in ${shown} is already running (pid ${previous.pid}): is another \`npm start\` still running? Stop it first`,
    );
  }
  const hasCluster = fs.existsSync(path.join(clusterDir, 'PG_VERSION'));
  if (hasCluster && !previous) {
    throw new Error(
      `${shown} holds a cluster but ${path.relative(options.projectRoot, stateFile)} (its password) is missing: delete ${shown} to start over, or set DATABASE_URL`,
    );
  }
  const password = previous?.password ?? randomBytes(18).toString('base64url');
  const port = await choosePort(previous?.port);
  // Saved before initdb, so a cluster is never left with a password nobody kept.
  writeLocalDatabaseState({ password, port, pid: null }, stateFile);

  const binaries = reachableBinaries(postgresBinaries(options.projectRoot), runAs, path.join(home, 'native'));
  const created = await initCluster(clusterDir, { password, runAs, binaries });
  if (created) log(`created a PostgreSQL cluster in ${shown}`);
  log(`starting the embedded PostgreSQL on 127.0.0.1:${port} (data in ${shown})`);
  const child = launch('postgres', () =>
    spawnChild('postgres', binaries.postgres, serverArgs(clusterDir, port), {
      cwd: clusterDir,
      env: process.env,
      runAs,
      stopSignal: 'SIGINT',
    }),
  );
  void child.exited.then(() => writeLocalDatabaseState({ password, port, pid: null }, stateFile));

  const url = localDatabaseUrl({ password, port });
  const adminUrl = url.replace(/\/[^/]*$/, '/postgres');
  const abortReason = () => (child.exit ? 'PostgreSQL exited; see [postgres] above' : undefined);
  // Connecting before the server is ready is refused, with a FATAL line in its log: wait for it first.
  await waitForServerReady(clusterDir, child.pid, { timeoutMs: options.timeoutMs, abortReason });
  await waitForPostgres(adminUrl, { timeoutMs: options.timeoutMs, abortReason });
  writeLocalDatabaseState({ password, port, pid: child.pid }, stateFile);
  return { url, dataDir: clusterDir, port, created };
}
