-- Withdrawals (payouts to bank accounts), the sandbox provider's transfers, and the indexes
-- the statement endpoints (GET /transactions, export) filter on.

-- Money on its way to a bank: reserved from a wallet's available when a withdrawal is
-- accepted, it leaves through provider clearing when the transfer succeeds, or goes back to
-- available when it fails. Never negative.
alter table ledger_accounts drop constraint ledger_accounts_kind_check;
alter table ledger_accounts add constraint ledger_accounts_kind_check
  check (kind in ('available', 'held', 'provider_clearing', 'provider_fees', 'platform_revenue',
                  'merchant_settlement', 'guest_holds', 'refunds_due', 'withdrawals_in_flight'));
insert into ledger_accounts (id, merchant_id, plane, kind, non_negative)
select m.id || ':' || p.plane || ':withdrawals_in_flight', m.id, p.plane, 'withdrawals_in_flight', true
from merchants m cross join (values ('test'), ('live')) as p (plane)
on conflict do nothing;

create table withdrawals (
  id text primary key,
  merchant_id text not null references merchants (id),
  plane text not null check (plane in ('test', 'live')),
  customer_id text not null references customers (id),
  wallet_id text not null references wallets (id),
  reference text not null,
  status text not null check (status in ('processing', 'completed', 'failed')),
  amount bigint not null check (amount > 0),              -- what the bank receives
  provider_fee bigint not null check (provider_fee >= 0),
  platform_fee bigint not null check (platform_fee >= 0),
  merchant_fee bigint not null check (merchant_fee >= 0),
  charged_amount bigint not null,                         -- what left the customer's available
  currency text not null,
  bank_code text not null,
  account_last4 text not null check (account_last4 ~ '^[0-9]{4}$'),
  account_name text not null,
  -- The full account number is needed only to send the transfer: AES-256-GCM with the master
  -- key, never returned, logged or put into an event or a workflow history.
  account_number_ciphertext bytea not null,
  provider text not null,
  provider_reference text,                                -- the provider's transfer code, once sent
  transfer_sent_at timestamptz,
  failure_reason text,
  reserve_journal_id text references ledger_journals (id),   -- its statement row follows the status
  -- Event ids by type (withdrawal.created, ...): a retried step answers with the event it recorded.
  event_ids jsonb not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  completed_at timestamptz,
  failed_at timestamptz,
  unique (merchant_id, plane, reference),
  check (charged_amount = amount + provider_fee + platform_fee + merchant_fee),
  check ((status = 'failed') = (failure_reason is not null))
);
create index withdrawals_list on withdrawals (merchant_id, plane, created_at desc, id desc);
create index withdrawals_customer on withdrawals (merchant_id, plane, customer_id, created_at desc, id desc);

-- The sandbox payment provider's own record of transfers (test keys): what a real provider
-- keeps on its side. Keyed by our reference, so sending the same transfer twice is one transfer.
create table sandbox_transfers (
  reference text primary key,                             -- our withdrawal id
  transfer_code text not null unique,
  amount bigint not null check (amount > 0),
  bank_code text not null,
  account_last4 text not null,
  status text not null check (status in ('success', 'failed')),
  failure_reason text,
  requests integer not null default 1,                    -- how often it was asked to send it
  created_at timestamptz not null default now()
);

-- Statement filters (GET /transactions, export): by customer, related resource, type and
-- direction, each in list order so a page stops after `limit` rows. Without the type and
-- direction ones, those filters (and their totals) scanned every row of the table.
create index statement_lines_customer on statement_lines (merchant_id, plane, customer_id, created_at desc, id desc);
create index statement_lines_related on statement_lines (merchant_id, plane, related_id, created_at desc, id desc)
  where related_id is not null;
create index statement_lines_type on statement_lines (merchant_id, plane, type, created_at desc, id desc);
create index statement_lines_direction on statement_lines (merchant_id, plane, direction, created_at desc, id desc);
