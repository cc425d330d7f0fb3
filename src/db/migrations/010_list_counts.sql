-- Exact pagination totals from trigger-kept counters, for every list that has one: migration
-- 004's statement counters become one table of list counts, and customers join it, so
-- GET /customers (and GET /wallets, one wallet per customer) reads its `total` from a few
-- counter rows instead of counting the merchant's customers on every page (two thirds of
-- the page query). Same mechanism as 004: per-merchant rows sharded by transaction id, so
-- concurrent writes of one merchant rarely wait on the same row; a total is the sum of its
-- shards. A shard may go below zero (a customer counted in one shard, its deletion in
-- another); only the sum is meaningful.

-- No counted row may be written between the backfill and the triggers.
lock table statement_lines in share row exclusive mode;
lock table customers in share row exclusive mode;

create table list_counts (
  merchant_id text not null references merchants (id),
  plane text not null check (plane in ('test', 'live')),
  list text not null check (list in ('transactions', 'customers')),
  shard smallint not null,
  n bigint not null,
  primary key (merchant_id, plane, list, shard)
);

insert into list_counts (merchant_id, plane, list, shard, n)
select merchant_id, plane, 'transactions', shard, lines from statement_line_counts;

-- Customers count while not deleted (a soft delete leaves the count).
insert into list_counts (merchant_id, plane, list, shard, n)
select merchant_id, plane, 'customers', 0, count(*) from customers where deleted_at is null group by merchant_id, plane;

-- Statement rows are only ever inserted (once per INSERT statement: postJournal writes a
-- journal's lines in one statement).
create or replace function statement_lines_count() returns trigger language plpgsql as $$
begin
  insert into list_counts (merchant_id, plane, list, shard, n)
  select merchant_id, plane, 'transactions', (txid_current() % 16)::smallint, count(*) from inserted_lines group by merchant_id, plane
  on conflict (merchant_id, plane, list, shard) do update set n = list_counts.n + excluded.n;
  return null;
end $$;

drop table statement_line_counts;

-- Customers: rows that are not deleted after the statement, minus those that were not
-- deleted before it (an insert adds, a soft delete takes away, a PATCH changes nothing).
-- Customer rows are never deleted (their wallets and ledger history reference them).
create function customers_count() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into list_counts (merchant_id, plane, list, shard, n)
    select merchant_id, plane, 'customers', (txid_current() % 16)::smallint, count(*)
    from after_rows where deleted_at is null group by merchant_id, plane
    on conflict (merchant_id, plane, list, shard) do update set n = list_counts.n + excluded.n;
  else
    insert into list_counts (merchant_id, plane, list, shard, n)
    select merchant_id, plane, 'customers', (txid_current() % 16)::smallint, sum(delta)
    from (select merchant_id, plane, 1 as delta from after_rows where deleted_at is null
          union all
          select merchant_id, plane, -1 from before_rows where deleted_at is null) changed
    group by merchant_id, plane having sum(delta) <> 0
    on conflict (merchant_id, plane, list, shard) do update set n = list_counts.n + excluded.n;
  end if;
  return null;
end $$;

create trigger customers_counted_insert after insert on customers
  referencing new table as after_rows for each statement execute function customers_count();
create trigger customers_counted_update after update on customers
  referencing old table as before_rows new table as after_rows for each statement execute function customers_count();
