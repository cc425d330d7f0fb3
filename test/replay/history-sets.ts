import fs from 'node:fs';
import path from 'node:path';
import type { HistoryFile } from './history-file';

// Recorded histories live in sets, one folder per recording run (test/replay/histories/<set>/).
// A set is never rewritten: the recording after a patch is a new set beside the older ones,
// which keep proving that executions started by older code still replay; a set goes when the
// patch it stands for is retired (docs/workflow-changes.md).

const HISTORIES_DIR = path.join(__dirname, 'histories');

export type RecordedHistory = { set: string; file: string; history: HistoryFile };

/** Every committed history, set by set, files in name order. */
export function recordedHistories(): RecordedHistory[] {
  const sets = fs
    .readdirSync(HISTORIES_DIR, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
  return sets.flatMap((set) =>
    fs
      .readdirSync(path.join(HISTORIES_DIR, set))
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((file) => ({ set, file, history: JSON.parse(fs.readFileSync(path.join(HISTORIES_DIR, set, file), 'utf8')) as HistoryFile })),
  );
}

/** The default name of a new set: the recording's UTC date and time, e.g. 2026-11-23-0105. */
export function defaultSetName(now = new Date()): string {
  return now.toISOString().slice(0, 16).replace('T', '-').replace(':', '');
}

/** Creates the folder of a new set; refuses one that exists (recorded sets are never rewritten). */
export function createSet(name: string): string {
  if (!/^[\w.-]+$/.test(name)) throw new Error(`history set name ${JSON.stringify(name)}: letters, digits, . _ - only`);
  const dir = path.join(HISTORIES_DIR, name);
  if (fs.existsSync(dir))
    throw new Error(`history set ${name} exists; recorded histories are never rewritten: record a new set (HISTORY_SET=...)`);
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}
