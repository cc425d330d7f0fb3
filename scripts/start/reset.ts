import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isRunning, readLocalDatabaseState } from '../../src/db/local-database';
import { readLocalAddresses } from '../../src/local-addresses';

// `npm run reset`: start afresh by deleting what `npm start` keeps, .data/ (the keys, the
// Temporal history, the sandbox merchant, the embedded PostgreSQL's cluster) and, as root in
// a folder PostgreSQL's user cannot enter, the cluster's own directory outside the project
// that .data/postgres links to (local-postgres.ts clusterHome). Only what `npm start` made:
// the linked directory is removed only when it is one of its escrow-postgres-… directories.

/** The prefix of the directories clusterHome makes outside the project. */
export const OUTSIDE_CLUSTER_PREFIX = 'escrow-postgres-';

export type ResetResult = { removed: string[]; left: string[] };

/** Why `npm start` looks still running in `dataDir`, or undefined. */
function stillRunning(dataDir: string): string | undefined {
  const addresses = readLocalAddresses(path.join(dataDir, 'addresses.json'));
  if (addresses && isRunning(addresses.pid)) return `npm start is running (pid ${addresses.pid})`;
  const database = readLocalDatabaseState(path.join(dataDir, 'postgres.json'));
  if (database?.pid && isRunning(database.pid)) return `its embedded PostgreSQL is running (pid ${database.pid})`;
  return undefined;
}

/** The directory .data/postgres links to, when it is one `npm start` made outside the project. */
function outsideCluster(dataDir: string): { dir?: string; foreign?: string } {
  const link = path.join(dataDir, 'postgres');
  if (!fs.lstatSync(link, { throwIfNoEntry: false })?.isSymbolicLink()) return {};
  const target = path.resolve(dataDir, fs.readlinkSync(link));
  if (!fs.existsSync(target)) return {};
  const madeByStart = path.basename(target).startsWith(OUTSIDE_CLUSTER_PREFIX) && ['/var/tmp', os.tmpdir()].includes(path.dirname(target));
  return madeByStart ? { dir: target } : { foreign: target };
}

/** Deletes `dataDir` and the cluster directory it links to; refuses while `npm start` runs there. */
export function resetLocalState(dataDir: string): ResetResult {
  if (!fs.existsSync(dataDir)) return { removed: [], left: [] };
  const running = stillRunning(dataDir);
  if (running) throw new Error(`${running}: stop it (Ctrl-C) first, then run npm run reset again`);
  const { dir, foreign } = outsideCluster(dataDir);
  const removed: string[] = [];
  if (dir) {
    fs.rmSync(dir, { recursive: true, force: true });
    removed.push(dir);
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  removed.push(dataDir);
  return { removed, left: foreign ? [foreign] : [] };
}
