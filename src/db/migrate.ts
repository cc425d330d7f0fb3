import fs from 'node:fs';
import path from 'node:path';
import { Sql } from './index';

// Forward-only SQL migrations: src/db/migrations/NNN_name.sql, applied in name order inside
// one transaction (all or nothing), recorded in schema_migrations. An advisory lock lets API, worker
// and tests start together without racing.
const MIGRATIONS_DIR = path.join(__dirname, 'migrations');
const LOCK_ID = 7_310_001;

export async function migrate(sql: Sql): Promise<string[]> {
  const files = fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((f) => /^\d+_[\w-]+\.sql$/.test(f))
    .sort();
  const applied: string[] = [];
  await sql.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(${LOCK_ID})`;
    await tx`create table if not exists schema_migrations (
      name text primary key, applied_at timestamptz not null default now())`;
    const done = new Set((await tx`select name from schema_migrations`).map((r) => r.name as string));
    for (const file of files) {
      if (done.has(file)) continue;
      await tx.unsafe(fs.readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8'));
      await tx`insert into schema_migrations (name) values (${file})`;
      applied.push(file);
    }
  });
  return applied;
}
