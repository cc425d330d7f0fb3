/**
 * The loads `npm run bench:postgres-queue` puts on one postgres.js pool. Each client runs its
 * operations one after another; an operation is a lone `select 1` or, in some shapes, a
 * transaction. The pool settings beyond `max` are the configuration that might stand in for
 * the patch.
 */
export type LoadShape = {
  name: string;
  description: string;
  clients: number;
  max: number;
  /** postgres.js options beyond `max` (seconds, as postgres.js takes them). */
  pool?: { idle_timeout?: number; max_lifetime?: number; max_pipeline?: number };
  /** Every this many operations of a client, a sql.begin of two selects instead of a lone `select 1`. */
  transactionEvery?: number;
  /** After each tenth of the run every client stops and the pool is left idle for 200 ms. */
  drains?: boolean;
  /** Clients of the warm-up (default `clients`): more than `max` opens every connection first, as a burst would. */
  warmupClients?: number;
};

export const SHAPES: LoadShape[] = [
  { name: 'loaded', description: '20 clients on 10 connections', clients: 20, max: 10 },
  { name: 'light', description: '2 clients on 10 connections, all 10 opened by a burst first', clients: 2, max: 10, warmupClients: 20 },
  {
    name: 'transactions',
    description: '20 clients on 10 connections, one operation in 10 a sql.begin of two selects',
    clients: 20,
    max: 10,
    transactionEvery: 10,
  },
  { name: 'drains', description: 'loaded, the pool left idle for 200 ms after each tenth', clients: 20, max: 10, drains: true },
  {
    name: 'lifetime',
    description: 'loaded, idle_timeout 1 s, max_lifetime 2 s',
    clients: 20,
    max: 10,
    pool: { idle_timeout: 1, max_lifetime: 2 },
  },
  {
    name: 'light-lifetime',
    description: 'light, idle_timeout 1 s, max_lifetime 2 s',
    clients: 2,
    max: 10,
    warmupClients: 20,
    pool: { idle_timeout: 1, max_lifetime: 2 },
  },
  { name: 'pipeline1', description: 'loaded, max_pipeline 1', clients: 20, max: 10, pool: { max_pipeline: 1 } },
  { name: 'pipeline1-40', description: '40 clients on 10 connections, max_pipeline 1', clients: 40, max: 10, pool: { max_pipeline: 1 } },
  { name: 'single', description: '20 clients on 1 connection (max 1)', clients: 20, max: 1 },
];

/** Statements a transaction sends: begin, two selects, commit. */
export const TRANSACTION_STATEMENTS = 4;

export function shapeByName(name: string): LoadShape {
  const shape = SHAPES.find((s) => s.name === name);
  if (!shape) throw new Error(`unknown shape "${name}"; one of ${SHAPES.map((s) => s.name).join(', ')}`);
  return shape;
}
