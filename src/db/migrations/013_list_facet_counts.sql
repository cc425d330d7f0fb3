-- Exact pagination totals for every list and every filter value the lists take, kept by
-- triggers in the writing transaction (as migration 010 does for whole lists), so a total
-- costs a few counter rows instead of counting the matching rows.
--
-- list_counts (010) keeps each whole list: escrows, withdrawals, checkouts and events join
-- transactions and customers there (GET /wallets reads the customers' count: one wallet each).
-- list_facet_counts keeps one filter value of a list ("facet"):
--   transactions: type:<type>, direction:<direction>, customer:<customerId>
--   events:       type:<type>
--   escrows:      status:<status>, customer:<customerId> (payer or payee, once when both)
--   withdrawals:  status:<status>, customer:<customerId>
--   checkouts:    status:<status>, customer:<customerId>
-- Each facet counts across every day (day = '-infinity'). Transactions and events, the lists
-- with date filters, also count per UTC day of created_at, for the whole list (facet '') and
-- for type and direction: a date range sums the whole days it spans and counts its two
-- partial days exactly. Rows are sharded by transaction id like list_counts, so concurrent
-- writes of one merchant rarely wait on the same counter row; only the sum of a key's shards
-- means anything (a shard may go below zero).

-- No counted row may be written between the backfill and the triggers.
lock table statement_lines in share row exclusive mode;
lock table events in share row exclusive mode;
lock table escrows in share row exclusive mode;
lock table withdrawals in share row exclusive mode;
lock table checkout_sessions in share row exclusive mode;

alter table list_counts drop constraint list_counts_list_check;
alter table list_counts add constraint list_counts_list_check
  check (list in ('transactions', 'customers', 'escrows', 'withdrawals', 'checkouts', 'events'));

create table list_facet_counts (
  merchant_id text not null references merchants (id),
  plane text not null check (plane in ('test', 'live')),
  list text not null check (list in ('transactions', 'escrows', 'withdrawals', 'checkouts', 'events')),
  facet text not null,
  day date not null,
  shard smallint not null,
  n bigint not null,
  primary key (merchant_id, plane, list, facet, day, shard)
);

-- One change to the counters: a facet of null is the whole list (list_counts); day is the UTC
-- day of a day bucket or '-infinity' for a facet's count across every day.
create type list_count_change as (merchant_id text, plane text, facet text, day date, delta bigint);

-- Applies a statement's changes to one list's counters: summed per key first (a status change
-- is -1 and +1 on the same whole-list key: nothing to write), then upserted in key order, so
-- two transactions that share a shard lock the rows they share in the same order.
create function apply_list_count_changes(list_name text, changes list_count_change[]) returns void
language sql as $$
  insert into list_counts (merchant_id, plane, list, shard, n)
  select merchant_id, plane, list_name, (txid_current() % 16)::smallint, sum(delta)
  from unnest(changes) where facet is null
  group by merchant_id, plane having sum(delta) <> 0
  order by merchant_id, plane
  on conflict (merchant_id, plane, list, shard) do update set n = list_counts.n + excluded.n;

  insert into list_facet_counts (merchant_id, plane, list, facet, day, shard, n)
  select merchant_id, plane, list_name, facet, day, (txid_current() % 16)::smallint, sum(delta)
  from unnest(changes) where facet is not null
  group by merchant_id, plane, facet, day having sum(delta) <> 0
  order by merchant_id, plane, facet, day
  on conflict (merchant_id, plane, list, facet, day, shard) do update set n = list_facet_counts.n + excluded.n;
$$;

-- The keys one row counts under, per list (a row written adds `delta` = 1, one removed -1).

create function utc_day(at timestamptz) returns date language sql immutable as $$
  select (at at time zone 'UTC')::date
$$;

create function statement_line_counted_keys(merchant_id text, plane text, customer_id text, type text,
  direction text, created_at timestamptz, delta bigint) returns setof list_count_change
language sql immutable as $$
  select row(merchant_id, plane, k.facet, k.day, delta)::list_count_change
  from (values
    ('type:' || type, '-infinity'::date), ('direction:' || direction, '-infinity'::date),
    ('customer:' || customer_id, '-infinity'::date),
    ('', utc_day(created_at)), ('type:' || type, utc_day(created_at)), ('direction:' || direction, utc_day(created_at))
  ) k(facet, day)
$$;

create function event_counted_keys(merchant_id text, plane text, type text, created_at timestamptz, delta bigint)
returns setof list_count_change language sql immutable as $$
  select row(merchant_id, plane, k.facet, k.day, delta)::list_count_change
  from (values
    (null, null::date), ('type:' || type, '-infinity'::date), ('', utc_day(created_at)), ('type:' || type, utc_day(created_at))
  ) k(facet, day)
$$;

-- Escrows, withdrawals and checkouts: the whole list, the status and each customer party.
create function status_counted_keys(merchant_id text, plane text, status text, customer_ids text[], delta bigint)
returns setof list_count_change language sql immutable as $$
  select row(merchant_id, plane, null, null, delta)::list_count_change
  union all
  select row(merchant_id, plane, 'status:' || status, '-infinity'::date, delta)::list_count_change
  union all
  select distinct row(merchant_id, plane, 'customer:' || c, '-infinity'::date, delta)::list_count_change
  from unnest(customer_ids) c where c is not null
$$;

-- Statement rows are inserted by the service (their status may change, which no counter keys
-- on): the whole count (010) and the facets, in one pass.
create or replace function statement_lines_count() returns trigger language plpgsql as $$
begin
  perform apply_list_count_changes('transactions', array(
    select row(merchant_id, plane, null, null, count(*))::list_count_change from inserted_lines group by merchant_id, plane
    union all
    select k from inserted_lines l,
      statement_line_counted_keys(l.merchant_id, l.plane, l.customer_id, l.type, l.direction, l.created_at, 1) k));
  return null;
end $$;

create function statement_lines_count_moved() returns trigger language plpgsql as $$
begin
  perform apply_list_count_changes('transactions', array(
    select row(old.merchant_id, old.plane, null, null, -1)::list_count_change
    union all
    select k from statement_line_counted_keys(old.merchant_id, old.plane, old.customer_id, old.type, old.direction, old.created_at, -1) k
    union all
    select row(new.merchant_id, new.plane, null, null, 1)::list_count_change
    union all
    select k from statement_line_counted_keys(new.merchant_id, new.plane, new.customer_id, new.type, new.direction, new.created_at, 1) k));
  return null;
end $$;
create function statement_lines_count_deleted() returns trigger language plpgsql as $$
begin
  perform apply_list_count_changes('transactions', array(
    select row(merchant_id, plane, null, null, -count(*))::list_count_change from before_rows group by merchant_id, plane
    union all
    select k from before_rows l,
      statement_line_counted_keys(l.merchant_id, l.plane, l.customer_id, l.type, l.direction, l.created_at, -1) k));
  return null;
end $$;
create trigger statement_lines_counted_delete after delete on statement_lines
  referencing old table as before_rows for each statement execute function statement_lines_count_deleted();
create trigger statement_lines_counted_update after update on statement_lines for each row
  when ((old.merchant_id, old.plane, old.customer_id, old.type, old.direction, old.created_at)
        is distinct from (new.merchant_id, new.plane, new.customer_id, new.type, new.direction, new.created_at))
  execute function statement_lines_count_moved();

-- Events: inserted (the outbox) and, by an operator's hand only, deleted.
create function events_count() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    perform apply_list_count_changes('events', array(
      select k from after_rows e, event_counted_keys(e.merchant_id, e.plane, e.type, e.created_at, 1) k));
  else
    perform apply_list_count_changes('events', array(
      select k from before_rows e, event_counted_keys(e.merchant_id, e.plane, e.type, e.created_at, -1) k));
  end if;
  return null;
end $$;
-- A row whose counted columns change (never by the service: only an operator or a test moves a
-- row in time) moves between counters; a row-level trigger, so that the many updates of other
-- columns (delivery status, attempts; a statement row's status) cost only the WHEN test.
create function events_count_moved() returns trigger language plpgsql as $$
begin
  perform apply_list_count_changes('events', array(
    select k from event_counted_keys(old.merchant_id, old.plane, old.type, old.created_at, -1) k
    union all
    select k from event_counted_keys(new.merchant_id, new.plane, new.type, new.created_at, 1) k));
  return null;
end $$;
create trigger events_counted_update after update on events for each row
  when ((old.merchant_id, old.plane, old.type, old.created_at) is distinct from (new.merchant_id, new.plane, new.type, new.created_at))
  execute function events_count_moved();

create trigger events_counted_insert after insert on events
  referencing new table as after_rows for each statement execute function events_count();
create trigger events_counted_delete after delete on events
  referencing old table as before_rows for each statement execute function events_count();

-- Escrows, withdrawals, checkout sessions: inserted, their status updated, deleted only by an
-- operator's hand. An update counts the rows after it and takes away the rows before it (nothing
-- to write unless a status changed; a
-- statement-level trigger sees only the transition tables its event has, hence three branches).

create function escrows_count() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    perform apply_list_count_changes('escrows', array(select k from after_rows e, status_counted_keys(e.merchant_id, e.plane, e.status, array[e.payer_customer_id, e.payee_customer_id], 1) k));
  elsif tg_op = 'DELETE' then
    perform apply_list_count_changes('escrows', array(select k from before_rows e, status_counted_keys(e.merchant_id, e.plane, e.status, array[e.payer_customer_id, e.payee_customer_id], -1) k));
  else
    perform apply_list_count_changes('escrows', array(
      select k from after_rows e, status_counted_keys(e.merchant_id, e.plane, e.status, array[e.payer_customer_id, e.payee_customer_id], 1) k
      union all
      select k from before_rows e, status_counted_keys(e.merchant_id, e.plane, e.status, array[e.payer_customer_id, e.payee_customer_id], -1) k));
  end if;
  return null;
end $$;
create trigger escrows_counted_insert after insert on escrows
  referencing new table as after_rows for each statement execute function escrows_count();
create trigger escrows_counted_update after update on escrows
  referencing old table as before_rows new table as after_rows for each statement execute function escrows_count();
create trigger escrows_counted_delete after delete on escrows
  referencing old table as before_rows for each statement execute function escrows_count();

-- Withdrawals and checkout sessions count alike (merchant, plane, status, one customer): one
-- function, told its list by the trigger's argument.
create function customer_status_count() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    perform apply_list_count_changes(tg_argv[0], array(select k from after_rows r, status_counted_keys(r.merchant_id, r.plane, r.status, array[r.customer_id], 1) k));
  elsif tg_op = 'DELETE' then
    perform apply_list_count_changes(tg_argv[0], array(select k from before_rows r, status_counted_keys(r.merchant_id, r.plane, r.status, array[r.customer_id], -1) k));
  else
    perform apply_list_count_changes(tg_argv[0], array(
      select k from after_rows r, status_counted_keys(r.merchant_id, r.plane, r.status, array[r.customer_id], 1) k
      union all
      select k from before_rows r, status_counted_keys(r.merchant_id, r.plane, r.status, array[r.customer_id], -1) k));
  end if;
  return null;
end $$;
create trigger withdrawals_counted_insert after insert on withdrawals
  referencing new table as after_rows for each statement execute function customer_status_count('withdrawals');
create trigger withdrawals_counted_update after update on withdrawals
  referencing old table as before_rows new table as after_rows for each statement execute function customer_status_count('withdrawals');
create trigger withdrawals_counted_delete after delete on withdrawals
  referencing old table as before_rows for each statement execute function customer_status_count('withdrawals');
create trigger checkout_sessions_counted_insert after insert on checkout_sessions
  referencing new table as after_rows for each statement execute function customer_status_count('checkouts');
create trigger checkout_sessions_counted_update after update on checkout_sessions
  referencing old table as before_rows new table as after_rows for each statement execute function customer_status_count('checkouts');
create trigger checkout_sessions_counted_delete after delete on checkout_sessions
  referencing old table as before_rows for each statement execute function customer_status_count('checkouts');

-- Backfill: every existing row counted as if just inserted (in shard 0).
insert into list_counts (merchant_id, plane, list, shard, n)
select merchant_id, plane, list, 0, sum(delta) from (
  select k.*, 'escrows' as list from escrows e,
    status_counted_keys(e.merchant_id, e.plane, e.status, array[e.payer_customer_id, e.payee_customer_id], 1) k
  union all
  select k.*, 'withdrawals' from withdrawals w, status_counted_keys(w.merchant_id, w.plane, w.status, array[w.customer_id], 1) k
  union all
  select k.*, 'checkouts' from checkout_sessions s, status_counted_keys(s.merchant_id, s.plane, s.status, array[s.customer_id], 1) k
  union all
  select k.*, 'events' from events e, event_counted_keys(e.merchant_id, e.plane, e.type, e.created_at, 1) k
) c where facet is null group by merchant_id, plane, list;

insert into list_facet_counts (merchant_id, plane, list, facet, day, shard, n)
select merchant_id, plane, list, facet, day, 0, sum(delta) from (
  select k.*, 'escrows' as list from escrows e,
    status_counted_keys(e.merchant_id, e.plane, e.status, array[e.payer_customer_id, e.payee_customer_id], 1) k
  union all
  select k.*, 'withdrawals' from withdrawals w, status_counted_keys(w.merchant_id, w.plane, w.status, array[w.customer_id], 1) k
  union all
  select k.*, 'checkouts' from checkout_sessions s, status_counted_keys(s.merchant_id, s.plane, s.status, array[s.customer_id], 1) k
  union all
  select k.*, 'events' from events e, event_counted_keys(e.merchant_id, e.plane, e.type, e.created_at, 1) k
  union all
  select k.*, 'transactions' from statement_lines l,
    statement_line_counted_keys(l.merchant_id, l.plane, l.customer_id, l.type, l.direction, l.created_at, 1) k
) c where facet is not null group by merchant_id, plane, list, facet, day;
