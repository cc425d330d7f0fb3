import type { Client } from '@temporalio/client';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino, { Logger } from 'pino';
import { createApp } from '../../api/app';
import { Config, liveProviderSettings } from '../../src/config';
import type { Sql } from '../../src/db';
import { identityProvidersByPlane } from '../../src/identity/sandbox';
import { parseMasterKey } from '../../src/keys';

export type AppInstance = { baseUrl: string; apiUrl: string; close(): Promise<void> };

/**
 * One more API process over chosen dependencies (its own pool, a broken database, an
 * unreachable Temporal...), built exactly as startStack builds its app. The caller owns
 * `sql` and `temporal` and closes them.
 */
export async function startAppInstance(deps: {
  config: Config;
  sql: Sql;
  /** Admission's own pool, as api/main.ts gives it (reads then run alongside their admission). */
  bookkeepingSql?: Sql;
  temporal: Client;
  logger?: Logger;
}): Promise<AppInstance> {
  const app = createApp({
    config: deps.config,
    sql: deps.sql,
    bookkeepingSql: deps.bookkeepingSql,
    temporal: deps.temporal,
    logger: deps.logger ?? pino({ level: 'silent' }),
    identity: identityProvidersByPlane(liveProviderSettings(deps.config)),
    masterKey: parseMasterKey(process.env.MASTER_KEY!),
    validateResponses: true,
  });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    apiUrl: `${baseUrl}/api/v1`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
