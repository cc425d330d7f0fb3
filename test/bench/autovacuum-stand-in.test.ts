import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { POSTGRES_AUTOVACUUM_DEFAULTS as THRESHOLDS, upkeepWhereDue } from '../../bench/lib/autovacuum-stand-in';
import type { Sql } from '../../src/db';

// One round of the stand-in on a real PostgreSQL, in a schema of its own: a table that grew is
// analysed (its statistics and every session's cached plans on it renewed), and a second round
// finds nothing left to do.
const schema = `stand_in_${randomBytes(4).toString('hex')}`;
let sql: Sql;

beforeAll(async () => {
  const admin = postgres(process.env.TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create schema ${schema}`);
  await admin.end();
  sql = postgres(process.env.TEST_DATABASE_URL!, {
    max: 1,
    onnotice: () => {},
    types: { bigint: postgres.BigInt },
    connection: { search_path: schema },
  });
});

afterAll(async () => {
  await sql.unsafe(`drop schema ${schema} cascade`);
  await sql.end();
});

async function tableStats(table: string) {
  const [row] = await sql`
    select c.reltuples::int as reltuples, s.last_analyze is not null as analysed, s.last_vacuum is not null as vacuumed
    from pg_class c join pg_stat_user_tables s on s.relid = c.oid
    where c.relname = ${table} and s.schemaname = ${schema}`;
  return row;
}

test('a table past the thresholds is analysed (and vacuumed past the insert threshold); one below them is left alone', async () => {
  await sql`create table grown (id int primary key)`;
  await sql`create table inserted (id int primary key)`;
  await sql`create table quiet (id int primary key)`;
  await sql`insert into grown select generate_series(1, 500)`;
  await sql`insert into inserted select generate_series(1, 1500)`;
  await sql`insert into quiet select generate_series(1, 10)`;
  await sql`select pg_stat_force_next_flush()`;
  await sql`select 1`; // the flush happens at the end of a transaction

  const round = await upkeepWhereDue(sql, THRESHOLDS);

  expect(round.analyzed.sort()).toEqual(['grown', 'inserted']);
  expect(round.vacuumed).toEqual(['inserted']);
  expect(await tableStats('grown')).toEqual({ reltuples: 500, analysed: true, vacuumed: false });
  expect(await tableStats('inserted')).toEqual({ reltuples: 1500, analysed: true, vacuumed: true });
  expect(await tableStats('quiet')).toEqual({ reltuples: -1, analysed: false, vacuumed: false });

  expect(await upkeepWhereDue(sql, THRESHOLDS)).toEqual({ vacuumed: [], analyzed: [] });
});
