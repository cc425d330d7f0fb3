import postgres from 'postgres';

export type Sql = postgres.Sql<{ bigint: bigint }>;
/**
 * An open transaction (`sql.begin`; postgres.js rolls back when the callback throws).
 *
 * Pipelining inside a transaction: queries issued without waiting for each other go out
 * together and PostgreSQL runs them in the order they were started (one round trip). A
 * postgres.js query starts only when it is awaited, `.then`-ed or `.execute()`d, so a query
 * written as a value (not inside an async helper) must be started with `.execute()` where
 * its place in the order matters; `Promise.all` alone would start it after the helpers.
 */
export type Tx = postgres.TransactionSql<{ bigint: bigint }>;
/** Either the pool or an open transaction: repository functions accept both. */
export type Db = Sql | Tx;
/** A piece of SQL built with `db\`…\`` to be put into another statement. */
export type Fragment = postgres.PendingQuery<postgres.Row[]>;

export type PoolOptions = {
  max?: number;
  /**
   * Plan each prepared statement once (plan_cache_mode = force_generic_plan). Only for pools
   * whose statements are all lookups by key, where a generic plan is as good as a custom one
   * and re-planning would be the largest cost: never for a pool that reads lists, whose
   * generic plan cannot see the page's limit and offset (docs/performance.md "Plans").
   */
  genericPlans?: boolean;
  /**
   * Commit without waiting for the WAL flush. Only for data whose last milliseconds may be
   * lost in a database crash (rate-limit counters), never for money.
   */
  asyncCommit?: boolean;
  /** Sees every statement sent with its parameters (the growth benchmark EXPLAINs them). */
  onQuery?: (query: string, parameters: unknown[]) => void;
};

/**
 * A database URL for postgres.js, which names a Unix socket with `path` where libpq (psql,
 * the rest of the world) takes a directory in `?host=`: `postgres://postgres@localhost/escrow?host=/var/run/postgresql`.
 * On the same machine a socket costs both ends less per round trip than TCP loopback
 * (docs/performance.md "Unix socket").
 */
export function postgresTarget(url: string): { url: string; path?: string } {
  const parsed = new URL(url);
  const socketDir = parsed.searchParams.get('host');
  if (!socketDir?.startsWith('/')) return { url };
  parsed.searchParams.delete('host');
  return { url: parsed.toString(), path: `${socketDir}/.s.PGSQL.${parsed.port || '5432'}` };
}

export function createSql(databaseUrl: string, options: PoolOptions = {}): Sql {
  // No JIT: a statement of this service reads a page or a few rows; JIT compilation only pays
  // off for long analytic scans, and cost one list read 405 ms (docs/performance.md "Plans").
  const connection: Record<string, string> = { application_name: 'escrow-service', jit: 'off' };
  if (options.genericPlans) connection.plan_cache_mode = 'force_generic_plan';
  if (options.asyncCommit) connection.synchronous_commit = 'off';
  const { url, path } = postgresTarget(databaseUrl);
  return postgres(url, {
    path,
    max: options.max ?? 10,
    // int8 columns (kobo) come back as bigint, never as a float or a string.
    types: { bigint: postgres.BigInt },
    onnotice: () => {},
    connection,
    ...(options.onQuery ? { debug: (_: number, query: string, parameters: unknown[]) => options.onQuery!(query, parameters) } : {}),
  });
}

/** Creates the database named in `url` when it does not exist yet. */
export async function ensureDatabase(url: string): Promise<void> {
  const { url: tcpUrl, path } = postgresTarget(url);
  const target = new URL(tcpUrl);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ''));
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`unsupported database name: ${name}`);
  const admin = new URL(tcpUrl);
  admin.pathname = '/postgres';
  const sql = postgres(admin.toString(), { path, max: 1, onnotice: () => {} });
  try {
    const rows = await sql`select 1 from pg_database where datname = ${name}`;
    if (rows.length === 0) {
      await sql.unsafe(`create database "${name}"`).catch((err: { code?: string }) => {
        if (err.code !== '42P04') throw err; // created concurrently by another process
      });
    }
  } finally {
    await sql.end();
  }
}

/**
 * Waits for statements sent together in one transaction and fails with the first failure in
 * the order they were sent. Once a statement fails, PostgreSQL refuses every later one of the
 * transaction ("current transaction is aborted"), and those refusals can reach Promise.all
 * first; this keeps the cause (an overdraft, a unique violation) as the error. Statements of
 * an aborted transaction are answered at once, so waiting for all of them costs nothing.
 */
export async function allInOrder(statements: ReadonlyArray<Promise<unknown> | null | undefined>): Promise<void> {
  const settled = await Promise.allSettled(statements.filter((s): s is Promise<unknown> => s != null));
  const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) throw failed.reason;
}
