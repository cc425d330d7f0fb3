import postgres from 'postgres';

export type Sql = postgres.Sql<{ bigint: bigint }>;
export type Tx = postgres.TransactionSql<{ bigint: bigint }>;
/** Either the pool or an open transaction: repository functions accept both. */
export type Db = Sql | Tx;

export type PoolOptions = {
  max?: number;
  /**
   * Plan each prepared statement once. Our queries filter by equality on merchant and plane,
   * where a generic plan is as good as a custom one, and re-planning on every execution was
   * the largest single cost of a list read.
   */
  genericPlans?: boolean;
  /**
   * Commit without waiting for the WAL flush. Only for data whose last milliseconds may be
   * lost in a database crash (rate-limit counters), never for money.
   */
  asyncCommit?: boolean;
};

export function createSql(url: string, options: PoolOptions = {}): Sql {
  const connection: Record<string, string> = { application_name: 'escrow-service' };
  if (options.genericPlans) connection.plan_cache_mode = 'force_generic_plan';
  if (options.asyncCommit) connection.synchronous_commit = 'off';
  return postgres(url, {
    max: options.max ?? 10,
    // int8 columns (kobo) come back as bigint, never as a float or a string.
    types: { bigint: postgres.BigInt },
    onnotice: () => {},
    connection,
  });
}

/**
 * Runs `fn` in a transaction; postgres.js rolls back when it throws.
 *
 * Pipelining inside a transaction: queries issued without waiting for each other go out
 * together and PostgreSQL runs them in the order they were started (one round trip). A
 * postgres.js query starts only when it is awaited, `.then`-ed or `.execute()`d, so a query
 * written as a value (not inside an async helper) must be started with `.execute()` where
 * its place in the order matters; `Promise.all` alone would start it after the helpers.
 */
export function inTransaction<T>(sql: Sql, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return sql.begin((tx) => fn(tx)) as Promise<T>;
}

/** Creates the database named in `url` when it does not exist yet. */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ''));
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`unsupported database name: ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const sql = postgres(admin.toString(), { max: 1, onnotice: () => {} });
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
