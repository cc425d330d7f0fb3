-- Foundation: merchants and keys, customers and wallets, the double-entry ledger,
-- statement lines, the event outbox with webhook attempts, idempotency and rate limits.
-- Every merchant-owned row carries merchant_id and plane ('test' | 'live'): the planes never mix.

create table merchants (
  id text primary key,
  name text not null,
  webhook_url text,
  callback_url text,
  payment_methods text[] not null default '{card}',
  verified boolean not null default false,
  live_mode boolean not null default false,
  suspended boolean not null default false,
  created_at timestamptz not null default now()
);

create table api_keys (
  key_hash bytea primary key,              -- sha256 of the whole key, for lookup
  merchant_id text not null references merchants (id),
  plane text not null check (plane in ('test', 'live')),
  kind text not null check (kind in ('secret', 'publishable')),
  secret_ciphertext bytea,                 -- secret keys only: AES-256-GCM, for webhook signing
  created_at timestamptz not null default now(),
  check ((kind = 'secret') = (secret_ciphertext is not null))
);
create index api_keys_merchant on api_keys (merchant_id, plane, kind);

create table customers (
  id text primary key,
  merchant_id text not null references merchants (id),
  plane text not null check (plane in ('test', 'live')),
  first_name text not null,
  last_name text not null,
  email text not null,
  phone text not null,
  created_at timestamptz not null default now(),
  deleted_at timestamptz
);
create unique index customers_email_unique on customers (merchant_id, plane, lower(email)) where deleted_at is null;
create index customers_list on customers (merchant_id, plane, created_at desc, id desc) where deleted_at is null;

create table wallets (
  id text primary key,
  merchant_id text not null references merchants (id),
  plane text not null check (plane in ('test', 'live')),
  customer_id text not null unique references customers (id),
  currency text not null default 'NGN',
  account_number text,
  account_name text,
  bank_name text,
  bank_code text,
  created_at timestamptz not null default now()
);
create unique index wallets_account_number on wallets (plane, bank_code, account_number) where account_number is not null;
create index wallets_list on wallets (merchant_id, plane, created_at desc, id desc);

-- Balances use one sign convention: positive means the platform owes the account's owner.
-- Wallet balances may never go negative; system accounts (provider clearing is an asset) may.
create table ledger_accounts (
  id text primary key,
  merchant_id text not null references merchants (id),
  plane text not null check (plane in ('test', 'live')),
  wallet_id text references wallets (id),
  kind text not null check (kind in ('available', 'held', 'provider_clearing', 'provider_fees',
                                     'platform_revenue', 'merchant_settlement')),
  balance bigint not null default 0,
  non_negative boolean not null,
  constraint ledger_accounts_non_negative check (not non_negative or balance >= 0),
  check ((wallet_id is null) = (kind not in ('available', 'held')))
);
create unique index ledger_wallet_accounts on ledger_accounts (wallet_id, kind) where wallet_id is not null;
create unique index ledger_system_accounts on ledger_accounts (merchant_id, plane, kind) where wallet_id is null;

create table ledger_journals (
  id text primary key,                      -- txn_..., the transactionId of statements
  merchant_id text not null references merchants (id),
  plane text not null check (plane in ('test', 'live')),
  movement_id text not null,                -- caller's key: a retried booking finds the first one
  event_type text not null,
  related_id text,
  created_at timestamptz not null default now(),
  unique (merchant_id, plane, movement_id)
);

create table ledger_entries (
  id bigserial primary key,
  journal_id text not null references ledger_journals (id),
  account_id text not null references ledger_accounts (id),
  amount bigint not null check (amount <> 0)
);
create index ledger_entries_journal on ledger_entries (journal_id);
create index ledger_entries_account on ledger_entries (account_id);

-- Every journal sums to zero, checked by the database itself at commit.
create function ledger_journal_balanced() returns trigger language plpgsql as $$
begin
  if (select coalesce(sum(amount), 0) from ledger_entries where journal_id = new.journal_id) <> 0 then
    raise exception 'ledger journal % does not balance', new.journal_id using errcode = '23514';
  end if;
  return null;
end $$;
create constraint trigger ledger_entries_balanced after insert on ledger_entries
  deferrable initially deferred for each row execute function ledger_journal_balanced();

-- Statement rows: one per involved customer of a journal (GET /transactions).
create table statement_lines (
  id bigserial primary key,
  journal_id text not null references ledger_journals (id),
  merchant_id text not null references merchants (id),
  plane text not null check (plane in ('test', 'live')),
  customer_id text not null references customers (id),
  type text not null,
  direction text not null check (direction in ('in', 'out', 'locked', 'unlocked')),
  status text not null,
  amount bigint not null check (amount > 0),
  currency text not null default 'NGN',
  related_id text,
  created_at timestamptz not null default now()
);
create index statement_lines_list on statement_lines (merchant_id, plane, created_at desc, id desc);
create index statement_lines_journal on statement_lines (journal_id);

-- Outbox: an event is written in the same transaction as the change it reports.
create table events (
  id text primary key,
  merchant_id text not null references merchants (id),
  plane text not null check (plane in ('test', 'live')),
  type text not null,
  data jsonb not null,
  meta jsonb not null default '{}',
  journal_id text references ledger_journals (id),
  created_at timestamptz not null default clock_timestamp(),
  seq bigserial not null,
  delivery_status text not null default 'pending'
    check (delivery_status in ('pending', 'delivered', 'failed', 'no_endpoint', 'refused')),
  attempts integer not null default 0,
  delivered_at timestamptz
);
create index events_merchant on events (merchant_id, plane, created_at desc);
create index events_journal on events (journal_id) where journal_id is not null;

create table webhook_attempts (
  id bigserial primary key,
  event_id text not null references events (id),
  attempt integer not null,
  url text not null,
  status_code integer,
  error text,
  duration_ms integer not null,
  created_at timestamptz not null default now()
);
create index webhook_attempts_event on webhook_attempts (event_id);

create table idempotency_keys (
  merchant_id text not null references merchants (id),
  plane text not null check (plane in ('test', 'live')),
  key text not null,
  fingerprint text not null,
  state text not null check (state in ('in_progress', 'completed')),
  locked_until timestamptz,
  response_status integer,
  response_body text,                      -- the exact JSON text sent: a replay is byte-identical
  created_at timestamptz not null default now(),
  primary key (merchant_id, plane, key)
);

create table rate_limit_windows (
  merchant_id text not null,
  plane text not null,
  family text not null,
  window_start timestamptz not null,
  count integer not null,
  primary key (merchant_id, plane, family, window_start)
);
