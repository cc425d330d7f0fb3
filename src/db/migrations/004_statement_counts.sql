-- Statement row counts per merchant and plane, kept by a trigger, so GET /transactions
-- without filters gives its exact pagination total from a few counter rows instead of
-- counting every statement row of the merchant on every page (33 ms at 100,000 rows).
-- Counters are sharded by transaction id: concurrent postings of one merchant rarely wait
-- on the same counter row. Statement rows are never deleted, so counts only grow.

-- No statement row may be written between the backfill and the trigger.
lock table statement_lines in share row exclusive mode;

create table statement_line_counts (
  merchant_id text not null references merchants (id),
  plane text not null check (plane in ('test', 'live')),
  shard smallint not null,
  lines bigint not null check (lines >= 0),
  primary key (merchant_id, plane, shard)
);

insert into statement_line_counts (merchant_id, plane, shard, lines)
select merchant_id, plane, 0, count(*) from statement_lines group by merchant_id, plane;

create function statement_lines_count() returns trigger language plpgsql as $$
begin
  insert into statement_line_counts (merchant_id, plane, shard, lines)
  select merchant_id, plane, (txid_current() % 16)::smallint, count(*) from inserted_lines group by merchant_id, plane
  on conflict (merchant_id, plane, shard) do update set lines = statement_line_counts.lines + excluded.lines;
  return null;
end $$;

-- Once per INSERT statement (postJournal writes a journal's lines in one statement).
create trigger statement_lines_counted after insert on statement_lines
  referencing new table as inserted_lines for each statement execute function statement_lines_count();
