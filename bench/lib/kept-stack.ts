import fs from 'node:fs';
import path from 'node:path';

// BENCH_STATE_DIR: a stack whose data outlives the run. Seeding 100,000 pending holds takes
// 20 to 25 minutes on 2 cores, so a sitting that compares passes beside them seeds once and
// runs each later pass on the same Temporal SQLite file, database and merchant. Nothing in it is removed at
// the end; delete the folder (and drop the database it names) when done.

export type KeptStack = {
  databaseName: string;
  masterKeyHex: string;
  merchantId: string;
  apiKey: string;
  /** Pending-deadline holds already created in this state (bench/lib/pending-deadlines.ts). */
  pendingDeadlines: number;
};

const STATE_FILE = 'state.json';

export function temporalFileIn(dir: string): string {
  return path.join(dir, 'temporal.sqlite');
}

/** The state a previous run left in `dir`, or undefined when it holds none yet. */
export function readKeptStack(dir: string): KeptStack | undefined {
  const file = path.join(dir, STATE_FILE);
  if (!fs.existsSync(file)) return undefined;
  return JSON.parse(fs.readFileSync(file, 'utf8')) as KeptStack;
}

/** Into `dir`, which the stack created before its Temporal server (mode 0700). */
export function writeKeptStack(dir: string, state: KeptStack): void {
  // Written whole then renamed, so an interrupted run never leaves half a file.
  const file = path.join(dir, STATE_FILE);
  fs.writeFileSync(`${file}.tmp`, `${JSON.stringify(state, null, 2)}\n`, { mode: 0o600 });
  fs.renameSync(`${file}.tmp`, file);
}
