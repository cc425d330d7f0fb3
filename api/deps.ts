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
  /** Pool for admission, the key lookup with its rate-limit count (asynchronous commit); defaults to `sql`. */
  countersSql?: Sql;
  temporal: Client;
  logger: Logger;
  identity: (plane: Plane) => IdentityProvider;
  /** Encrypts withdrawal account numbers before they reach a workflow (the worker decrypts them). */
  masterKey: Buffer;
  /** Validate every response body against its declared schema (on in tests). */
  validateResponses?: boolean;
};

export type AuthState = { merchant: Merchant; plane: Plane };

export type AppState = {
  requestId: string;
  auth?: AuthState;
};
