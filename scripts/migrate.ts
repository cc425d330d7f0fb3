import { loadConfig } from '../src/config';
import { createSql, ensureDatabase } from '../src/db';
import { databaseUrlFromEnvOrLocal } from '../src/db/local-database';
import { migrate } from '../src/db/migrate';

// `npm run migrate`: creates the database when missing and applies pending migrations (on the
// embedded PostgreSQL of a running `npm start` when DATABASE_URL is unset).
async function main() {
  const databaseUrl = databaseUrlFromEnvOrLocal(loadConfig().databaseUrl);
  await ensureDatabase(databaseUrl);
  const sql = createSql(databaseUrl, { max: 1 });
  const applied = await migrate(sql);
  await sql.end();
  console.log(applied.length ? `applied ${applied.join(', ')}` : 'database is up to date');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
