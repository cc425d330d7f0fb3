import { registrationType, SEARCH_ATTRIBUTE_KEYS } from '../../workflows/search-attributes';

/** The dev server's dynamic-config key that bypasses its search-attribute cache. */
export const SEARCH_ATTRIBUTE_CACHE_SETTING = 'system.forceSearchAttributesCacheRefreshOnRead';

/**
 * `temporal server start-dev` flags that keep the search attributes cached. The dev server
 * reads them from its database on every use unless told otherwise (the CLI sets this key to
 * true, so an attribute created at runtime shows at once): about 26 reads of its cluster
 * metadata and namespace per escrow lifecycle (docs/performance.md, "Settings and why"). Ours are all
 * registered by `--search-attribute` flags before the server serves, so the cache never
 * misses one; one created by hand at runtime shows after the cache's next refresh.
 */
const searchAttributeCacheFlags: readonly string[] = ['--dynamic-config-value', `${SEARCH_ATTRIBUTE_CACHE_SETTING}=false`];

/** `temporal server start-dev` flags that register the search attributes (the tests' server takes SEARCH_ATTRIBUTE_KEYS instead). */
function searchAttributeRegistrationFlags(): string[] {
  return SEARCH_ATTRIBUTE_KEYS.flatMap((key) => ['--search-attribute', `${key.name}=${registrationType(key)}`]);
}

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

/** The dev server's dynamic-config key capping its history service's transfer queue reads per second. */
export const TRANSFER_QUEUE_POLL_SETTING = 'history.transferProcessorMaxPollRPS';

/**
 * `temporal server start-dev` flags that lift the cap on transfer queue reads. The history
 * service hands a new workflow's first workflow task (and every activity task) to matching
 * through this queue, which it reads at most 20 times a second by default: a workflow started
 * within 50 ms of the last read waited for the next one. At one client, an escrow created right
 * after the previous escrow's last write spent 20–50 ms scheduled and not started, the bare
 * twin's creates too (docs/performance.md, "Settings and why"); with the cap at 1000, 2–3 ms.
 */
const transferQueueFlags: readonly string[] = ['--dynamic-config-value', `${TRANSFER_QUEUE_POLL_SETTING}=1000`];

/** The dev server's dynamic-config key that turns on task queue fairness. */
export const FAIRNESS_SETTING = 'matching.enableFairness';

/**
 * `temporal server start-dev` flags that turn on task queue fairness: tasks that wait for a
 * worker slot are handed out by the merchant each run names as its fairness key
 * (temporal/merchant-runs.ts), in turn, not first come first served (docs/decisions.md
 * "One merchant's load and another's").
 */
const fairnessFlags: readonly string[] = ['--dynamic-config-value', `${FAIRNESS_SETTING}=true`];

/** The dynamic config every dev server of ours runs with: search attributes cached, the transfer queue uncapped, fairness on. */
export const devServerDynamicConfig: readonly string[] = [...searchAttributeCacheFlags, ...transferQueueFlags, ...fairnessFlags];

/** What every dev server of ours started by flags runs with: our search attributes registered, and devServerDynamicConfig. */
export function devServerFlags(): string[] {
  return [...searchAttributeRegistrationFlags(), ...devServerDynamicConfig];
}

/**
 * `temporal server start-dev` arguments of a headless server on 127.0.0.1:`port` with
 * devServerFlags(), stored as `storage` says (persistedStateFlags, or
 * none for memory): the bench's and the chaos run's servers.
 */
export function headlessDevServerArgs(port: number, storage: string[], logLevel: 'warn' | 'error' = 'warn'): string[] {
  return [
    'server',
    'start-dev',
    '--headless',
    '--ip',
    '127.0.0.1',
    '--port',
    String(port),
    '--log-level',
    logLevel,
    ...storage,
    ...devServerFlags(),
  ];
}
