-- Daily reconciliation with the provider's books (docs/operations.md "Reconciliation"): a run
-- per plane and provider day, the provider's records it read (compactly, classed), the
-- differences it found with both sides, the heals it booked and the operators' explanations.

create table reconciliation_runs (
  id text primary key,
  plane text not null check (plane in ('test', 'live')),
  day date not null,
  status text not null check (status in ('running', 'completed', 'failed')),
  workflow_id text not null,
  started_at timestamptz not null default now(),
  finished_at timestamptz,
  failure text,
  -- Counts and kobo per class, the fee and settlement totals: written once, when the run completes.
  summary jsonb,
  check ((status = 'failed') = (failure is not null)),
  check ((status = 'completed') = (summary is not null))
);
create index reconciliation_runs_day on reconciliation_runs (plane, day, started_at desc);

-- The report of a day is its latest completed run; a re-run replaces it in one statement.
create table reconciliation_reports (
  plane text not null check (plane in ('test', 'live')),
  day date not null,
  run_id text not null references reconciliation_runs (id),
  completed_at timestamptz not null,
  primary key (plane, day)
);

-- What the provider's books said for a day, one row per record read, with the class it was
-- given. Replaced when the day is run again (runs of one day never overlap). Kept after the run:
-- a later day's ledger bookings are looked up here (ledger_key), and a settlement's items are
-- summed from here. The provider's whole record is kept only on a difference.
create table reconciliation_provider_records (
  seq bigserial primary key,
  plane text not null check (plane in ('test', 'live')),
  day date not null,
  source text not null check (source in ('transaction', 'transfer', 'refund', 'settlement', 'settlement_item')),
  -- A transaction's or transfer's reference, a refund's or a settlement's id at the provider.
  reference text not null,
  -- What the ledger knows the record by (a payment's reference, a deposit's movement id, a
  -- withdrawal's or a refund's id); null until matched for refunds, or when unknown.
  ledger_key text,
  -- A refund's transaction reference; a settlement item's settlement id.
  parent text,
  status text not null,
  amount bigint not null,
  fee bigint,
  expected_fee bigint,
  currency text not null,
  class text,
  -- The read that staged it (a page, or a batch of refunds): a retried read replaces its rows.
  page_key text not null,
  -- The provider's record as it came, for refunds and settlements (classed after the whole read).
  raw jsonb
);
create index reconciliation_provider_records_day on reconciliation_provider_records (plane, day, source, seq);
create index reconciliation_provider_records_page on reconciliation_provider_records (plane, day, page_key);
create index reconciliation_provider_records_ledger_key on reconciliation_provider_records (plane, source, ledger_key)
  where ledger_key is not null;
create index reconciliation_provider_records_parent on reconciliation_provider_records (plane, day, source, parent)
  where parent is not null;

-- Each difference of a run. Its id derives from the plane, day, source, class and reference, so
-- the same difference found by a re-run keeps its id (and its explanation).
create table reconciliation_differences (
  run_id text not null references reconciliation_runs (id) on delete cascade,
  id text not null,
  plane text not null check (plane in ('test', 'live')),
  day date not null,
  source text not null,
  class text not null,
  reference text not null,
  merchant_id text,
  provider_amount bigint,
  ledger_amount bigint,
  provider_fee bigint,
  expected_fee bigint,
  detail text not null,
  provider jsonb,
  ledger jsonb,
  -- A heal this difference asks for (the provider action), until it is tried; then how it went.
  heal_action jsonb,
  heal_state text check (heal_state in ('pending', 'healed', 'refused')),
  heal_note text,
  -- The read or sweep that found it: a retried one replaces what it found.
  page_key text not null,
  primary key (run_id, id)
);
create index reconciliation_differences_heals on reconciliation_differences (run_id, id) where heal_state = 'pending';
create index reconciliation_differences_page on reconciliation_differences (run_id, page_key);

-- Every heal the reconciliation booked, kept for good: a later run of the same day reports the
-- record as healed (by this), not as matched.
create table reconciliation_heals (
  plane text not null check (plane in ('test', 'live')),
  source text not null,
  reference text not null,
  day date not null,
  run_id text not null,
  difference_id text not null,
  action jsonb not null,
  note text not null,
  healed_at timestamptz not null default now(),
  primary key (plane, source, reference)
);

-- An operator's explanation of a difference (cli reconcile explain): who, when and why, once.
create table reconciliation_explanations (
  difference_id text primary key,
  plane text not null check (plane in ('test', 'live')),
  day date not null,
  note text not null check (length(note) > 0),
  explained_by text not null check (length(explained_by) > 0),
  explained_at timestamptz not null default now()
);

-- The ledger side of a day: what was booked with a provider behind it, by when it was booked
-- (always after the provider's own record), and a deposit by its movement id. A deposit is a
-- wallet_credit journal under a `wallet_credit:` movement (the wallet-credit workflow's); a
-- checkout top-up's wallet_credit journal is the payment's, swept with the payments. The id is
-- the last column: a sweep walks (time, id) in batches, and bookings of one transaction share
-- their time, so each batch starts in the index where the last one stopped.
create index payments_reconciliation on payments (plane, created_at, id);
create index withdrawals_reconciliation on withdrawals (plane, completed_at, id) where status = 'completed';
create index refunds_reconciliation on refunds (plane, completed_at, id) where status = 'processed';
create index ledger_journals_deposits on ledger_journals (plane, created_at, id)
  where event_type = 'wallet_credit' and movement_id like 'wallet\_credit:%';
create index ledger_journals_wallet_credit_movements on ledger_journals (plane, movement_id) where event_type = 'wallet_credit';
