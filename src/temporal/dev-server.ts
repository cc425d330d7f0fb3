import { searchAttributeFlags } from './search-attributes';

/**
 * Flags that persist the dev server's state in a SQLite file. WAL with synchronous=normal
 * survives a crash of the server process (it may lose the last commits on power loss, fine
 * for a development server) and doubled workflow throughput here over SQLite's defaults.
 */
export function persistedStateFlags(dbFile: string): string[] {
  return ['--db-filename', dbFile, '--sqlite-pragma', 'journal_mode=wal', '--sqlite-pragma', 'synchronous=normal'];
}

/** The files SQLite keeps for `dbFile` in WAL mode (remove them all to remove the database). */
export function sqliteFiles(dbFile: string): string[] {
  return ['', '-wal', '-shm', '-journal'].map((suffix) => `${dbFile}${suffix}`);
}

/**
 * `temporal server start-dev` arguments of a headless server on 127.0.0.1:`port` with our
 * search attributes (registered and cached), stored as `storage` says (persistedStateFlags, or
 * none for memory): the bench's and the chaos run's servers.
 */
export function headlessDevServerArgs(port: number, storage: string[], logLevel: 'warn' | 'error' = 'warn'): string[] {
  return ['server', 'start-dev', '--headless', '--ip', '127.0.0.1', '--port', String(port), '--log-level', logLevel, ...storage, ...searchAttributeFlags()];
}
