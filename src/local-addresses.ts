import fs from 'node:fs';
import path from 'node:path';
import { isRunning } from './db/local-database';

// Where the pieces of a running `npm start` listen (.data/addresses.json): written once they
// are all up, removed when it stops. The one place the operator CLI learns the ports
// `npm start` chose (PORT, TEMPORAL_DEV_PORT, TEMPORAL_UI_PORT, the embedded PostgreSQL's),
// so that every command reaches them with no settings (cli/addresses.ts).

export const LOCAL_ADDRESSES_FILE = path.resolve(__dirname, '..', '.data', 'addresses.json');

export type LocalAddresses = {
  /** The process of `npm start`; the file counts only while it runs. */
  pid: number;
  /** The API's origin, e.g. http://localhost:3000 (the API itself is below /api/v1). */
  api: string;
  /** host:port of the Temporal frontend the worker and API use. */
  temporal: string;
  /** The Temporal Web UI, when `npm start` runs the dev server (null with TEMPORAL_ADDRESS). */
  temporalUi: string | null;
  /** host:port of the embedded PostgreSQL (null with DATABASE_URL); its password is in postgres.json. */
  postgres: string | null;
};

export function writeLocalAddresses(addresses: LocalAddresses, file = LOCAL_ADDRESSES_FILE): void {
  fs.writeFileSync(file, `${JSON.stringify(addresses, null, 2)}\n`, { mode: 0o600 });
}

/** Removes the file when it is this process's own (a newer `npm start` may have written it). */
export function removeLocalAddresses(pid: number, file = LOCAL_ADDRESSES_FILE): void {
  if (readLocalAddresses(file)?.pid === pid) fs.rmSync(file, { force: true });
}

export function readLocalAddresses(file = LOCAL_ADDRESSES_FILE): LocalAddresses | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as LocalAddresses;
  } catch {
    return undefined;
  }
}

/** The addresses of the `npm start` running here, or undefined when none is. */
export function runningLocalAddresses(file = LOCAL_ADDRESSES_FILE): LocalAddresses | undefined {
  const addresses = readLocalAddresses(file);
  return addresses && isRunning(addresses.pid) ? addresses : undefined;
}
