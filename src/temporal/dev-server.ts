/**
 * Flags that persist the dev server's state in a SQLite file. WAL with synchronous=normal
 * survives a crash of the server process (it may lose the last commits on power loss, fine
 * for a development server) and doubled workflow throughput here over SQLite's defaults.
 */
export function persistedStateFlags(dbFile: string): string[] {
  return ['--db-filename', dbFile, '--sqlite-pragma', 'journal_mode=wal', '--sqlite-pragma', 'synchronous=normal'];
}
