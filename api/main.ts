import { liveProviderSettings, loadConfig } from '../src/config';
import { createSql } from '../src/db';
import { identityProvidersByPlane } from '../src/identity/sandbox';
import { loadMasterKey } from '../src/keys';
import { createLogger } from '../src/logger';
import { connectClient } from '../temporal/client';
import { createApp } from './app';
import { endEventStreams } from './event-stream';

// The API process: a thin Koa app over PostgreSQL reads and Temporal workflows.
async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel, 'api');
  // Custom plans (PostgreSQL's default plan_cache_mode): this pool reads the lists, whose
  // plans must see the page's limit and offset (docs/performance.md "Plans").
  const sql = createSql(config.databaseUrl, { max: 10 });
  // The request bookkeeping, on a pool with asynchronous commit (api/deps.ts): a hot counter
  // row commits on every request, and waiting for each WAL flush while holding its row lock
  // serialised all requests of a merchant. The same pool authenticates (one statement with
  // the count: api/middleware/admission-statement.ts) and keeps the Idempotency-Keys.
  const bookkeepingSql = createSql(config.databaseUrl, { max: 4, asyncCommit: true, genericPlans: true });
  const temporal = await connectClient(config.temporalAddress, config.temporalNamespace);
  const app = createApp({
    config,
    sql,
    bookkeepingSql,
    temporal,
    logger,
    identity: identityProvidersByPlane(liveProviderSettings(config)),
    masterKey: loadMasterKey(config.masterKey),
  });
  const server = app.listen(config.port, () => logger.info({ port: config.port }, 'api listening'));

  const stop = () => {
    logger.info('api stopping');
    endEventStreams(); // an open stream would hold its connection, and the close, for ever
    server.close(() => {
      void (async () => {
        await temporal.connection.close();
        await Promise.all([sql.end({ timeout: 5 }), bookkeepingSql.end({ timeout: 5 })]);
        process.exit(0);
      })();
    });
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
