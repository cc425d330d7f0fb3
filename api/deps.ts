import type { Client } from '@temporalio/client';
import type { Logger } from 'pino';
import type { Config } from '../src/config';
import type { Sql } from '../src/db';
import type { IdentityProvider } from '../src/identity/provider';
import type { Plane } from '../src/keys';
import type { Merchant } from '../src/merchants/merchants';

/** Everything a route handler may use; built once per process (api/main.ts, tests). */
export type AppDeps = {
  config: Config;
  sql: Sql;
  /**
   * Pool for the request bookkeeping, with asynchronous commit: admission (the key lookup with
   * its rate-limit count) and the Idempotency-Key claims and answers. A commit there does not
   * wait for its WAL flush: PostgreSQL writes WAL in order, so the durable commit of the money
   * write a claim leads to (in the worker) makes the claim durable too, and a database crash can
   * only lose the last moments of bookkeeping: a few counted requests, or a stored answer (the
   * key then reads as in progress until its lease ends, and the retry re-runs the write, which
   * answers from its operation id: nothing moves twice). Defaults to `sql`.
   */
  bookkeepingSql?: Sql;
  temporal: Client;
  logger: Logger;
  identity: (plane: Plane) => IdentityProvider;
  /** Encrypts withdrawal account numbers before they reach a workflow (the worker decrypts them). */
  masterKey: Buffer;
  /** Validate every response body against its declared schema (on in tests). */
  validateResponses?: boolean;
};

export type AuthState = { merchant: Merchant; plane: Plane };
