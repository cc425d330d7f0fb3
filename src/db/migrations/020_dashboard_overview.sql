-- The dashboard's overview and search, each read in a few rows however large the merchant, and
-- the one-time sign-in links the terminal hands out (npm start, cli merchant dashboard-link).
--
-- wallet_balance_totals: the sum of the merchant's customer wallets, available and held, kept in
-- the writing transaction. A balance change adds its difference at commit (a deferred trigger),
-- so the counter row is the last lock a money transaction takes: two postings that share a
-- shard wait for each other there and never hold a wallet row the other needs. Rows are
-- sharded by transaction id like list_counts; only the sum of a key's shards means anything.
--
-- escrow_funding_days: holds funded per UTC day (amount in kobo, and how many), for the volume
-- chart; a hold counts once, on the day it was funded.
--
-- escrows_timers: the holds whose timer is set (an automatic release, or a funding deadline of a
-- hold still unfunded), by the real moment it fires (its deadline on the hold's clock, less the
-- sandbox clock's lead), for "due in the next 24 hours".

lock table ledger_accounts in share row exclusive mode;
lock table escrows in share row exclusive mode;

create table wallet_balance_totals (
  merchant_id text not null references merchants (id),
  plane text not null check (plane in ('test', 'live')),
  shard smallint not null,
  available bigint not null default 0,
  held bigint not null default 0,
  primary key (merchant_id, plane, shard)
);

insert into wallet_balance_totals (merchant_id, plane, shard, available, held)
select merchant_id, plane, 0, coalesce(sum(balance) filter (where kind = 'available'), 0), coalesce(sum(balance) filter (where kind = 'held'), 0)
from ledger_accounts where wallet_id is not null group by merchant_id, plane;

create function wallet_balance_changed() returns trigger language plpgsql as $$
begin
  insert into wallet_balance_totals (merchant_id, plane, shard, available, held)
  values (new.merchant_id, new.plane, (txid_current() % 16)::smallint,
          case when new.kind = 'available' then new.balance - old.balance else 0 end,
          case when new.kind = 'held' then new.balance - old.balance else 0 end)
  on conflict (merchant_id, plane, shard) do update
    set available = wallet_balance_totals.available + excluded.available, held = wallet_balance_totals.held + excluded.held;
  return null;
end $$;

create constraint trigger wallet_balance_totals_on_update after update of balance on ledger_accounts
  deferrable initially deferred for each row
  when (new.wallet_id is not null and new.balance <> old.balance)
  execute function wallet_balance_changed();

-- New accounts start at zero (createCustomer); copies made with SQL (the growth benchmark) may not.
create function wallet_accounts_inserted() returns trigger language plpgsql as $$
begin
  insert into wallet_balance_totals (merchant_id, plane, shard, available, held)
  select merchant_id, plane, (txid_current() % 16)::smallint,
         coalesce(sum(balance) filter (where kind = 'available'), 0), coalesce(sum(balance) filter (where kind = 'held'), 0)
  from inserted_accounts where wallet_id is not null and balance <> 0
  group by merchant_id, plane order by merchant_id, plane
  on conflict (merchant_id, plane, shard) do update
    set available = wallet_balance_totals.available + excluded.available, held = wallet_balance_totals.held + excluded.held;
  return null;
end $$;

create trigger wallet_balance_totals_on_insert after insert on ledger_accounts
  referencing new table as inserted_accounts for each statement execute function wallet_accounts_inserted();

create table escrow_funding_days (
  merchant_id text not null references merchants (id),
  plane text not null check (plane in ('test', 'live')),
  day date not null,
  shard smallint not null,
  amount bigint not null default 0,
  holds bigint not null default 0,
  primary key (merchant_id, plane, day, shard)
);

insert into escrow_funding_days (merchant_id, plane, day, shard, amount, holds)
select merchant_id, plane, utc_day(funded_at), 0, sum(amount), count(*)
from escrows where funded_at is not null group by merchant_id, plane, utc_day(funded_at);

-- Adds a statement's newly funded holds to their days (the rows of `funded`, one per hold).
create function escrow_funding_days_add(funded escrows[]) returns void language sql as $$
  insert into escrow_funding_days (merchant_id, plane, day, shard, amount, holds)
  select f.merchant_id, f.plane, utc_day(f.funded_at), (txid_current() % 16)::smallint, sum(f.amount), count(*)
  from unnest(funded) f
  group by f.merchant_id, f.plane, utc_day(f.funded_at)
  order by f.merchant_id, f.plane, utc_day(f.funded_at)
  on conflict (merchant_id, plane, day, shard) do update
    set amount = escrow_funding_days.amount + excluded.amount, holds = escrow_funding_days.holds + excluded.holds;
$$;

-- Holds written funded (copies made with SQL; the service funds a hold after writing it).
create function escrow_fundings_inserted() returns trigger language plpgsql as $$
begin
  perform escrow_funding_days_add(array(select n::escrows from new_escrows n where n.funded_at is not null));
  return null;
end $$;

-- Holds a statement funded: funded_at now, none before it.
create function escrow_fundings_updated() returns trigger language plpgsql as $$
begin
  perform escrow_funding_days_add(array(
    select n::escrows from new_escrows n join old_escrows o on o.id = n.id where n.funded_at is not null and o.funded_at is null));
  return null;
end $$;

-- A removed hold (only ever done by hand) takes its funding back out of its day.
create function escrow_fundings_removed() returns trigger language plpgsql as $$
begin
  insert into escrow_funding_days (merchant_id, plane, day, shard, amount, holds)
  select o.merchant_id, o.plane, utc_day(o.funded_at), (txid_current() % 16)::smallint, -sum(o.amount), -count(*)
  from old_escrows o where o.funded_at is not null
  group by o.merchant_id, o.plane, utc_day(o.funded_at)
  order by o.merchant_id, o.plane, utc_day(o.funded_at)
  on conflict (merchant_id, plane, day, shard) do update
    set amount = escrow_funding_days.amount + excluded.amount, holds = escrow_funding_days.holds + excluded.holds;
  return null;
end $$;

create trigger escrow_fundings_on_delete after delete on escrows
  referencing old table as old_escrows for each statement execute function escrow_fundings_removed();
create trigger escrow_fundings_on_insert after insert on escrows
  referencing new table as new_escrows for each statement execute function escrow_fundings_inserted();
create trigger escrow_fundings_on_update after update on escrows
  referencing old table as old_escrows new table as new_escrows for each statement execute function escrow_fundings_updated();

-- When a hold's timer fires in real time: its deadline on the hold's clock less the clock's lead
-- (seconds only, so the same in every time zone: immutable, as an index needs).
create function escrow_timer_at(status text, release_at timestamptz, funding_deadline timestamptz, test_clock_offset integer)
returns timestamptz language sql immutable as $$
  select case when status = 'awaiting_funding' then funding_deadline else release_at end
         - make_interval(secs => test_clock_offset)
$$;

create index escrows_timers on escrows (merchant_id, plane, escrow_timer_at(status, release_at, funding_deadline, test_clock_offset))
  where status in ('awaiting_funding', 'held', 'partially_released');

-- Search by name: a prefix of the full name or of the last name, in any case.
create index customers_full_name on customers (merchant_id, plane, lower(first_name || ' ' || last_name) text_pattern_ops)
  where deleted_at is null;
create index customers_last_name on customers (merchant_id, plane, lower(last_name) text_pattern_ops)
  where deleted_at is null;

create table dashboard_sign_in_links (
  token_hash bytea primary key,             -- sha256 of the link's token; the token itself is never stored
  user_id text not null references dashboard_users (id),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index dashboard_sign_in_links_user on dashboard_sign_in_links (user_id);
