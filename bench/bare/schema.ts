import type postgres from 'postgres';

// The bare twins' only table, created in the bench database at start (not a project
// migration): every bare write inserts two rows of it in one transaction, the smallest
// stand-in for a balanced journal.
export async function createBareTables(sql: postgres.Sql<any>): Promise<void> {
  await sql`create table if not exists bare_lines (
    id bigserial primary key,
    entity_id text not null,
    amount bigint not null,
    created_at timestamptz not null default now()
  )`;
}
