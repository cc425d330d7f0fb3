-- Escrow holds, their parties and disputes; checkout sessions and the payments that fund them.

create table escrows (
  id text primary key,
  merchant_id text not null references merchants (id),
  plane text not null check (plane in ('test', 'live')),
  reference text not null,
  status text not null check (status in ('awaiting_funding', 'held', 'partially_released', 'released',
                                         'refunded', 'cancelled', 'disputed')),
  amount bigint not null check (amount > 0),
  currency text not null,
  released_amount bigint not null default 0 check (released_amount >= 0),
  refunded_amount bigint not null default 0 check (refunded_amount >= 0),
  fee_amount bigint not null default 0 check (fee_amount >= 0),
  merchant_fee bigint not null default 0 check (merchant_fee >= 0),
  payer_customer_id text references customers (id),
  payer_guest jsonb,                          -- { email, name, phone } for a guest payer
  payee_customer_id text not null references customers (id),
  parties jsonb not null,                     -- as given, in order
  description text,
  debit_payer boolean not null default false,
  callback_url text,
  cancelled_reason text,
  pending_provider_refund boolean not null default false,
  funding_payment_id text,                    -- the payment that funded the hold (checkout)
  funded_at timestamptz,
  released_at timestamptz,
  refunded_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (merchant_id, plane, reference),
  check ((payer_customer_id is null) <> (payer_guest is null)),
  check (released_amount + refunded_amount <= amount)
);
create index escrows_list on escrows (merchant_id, plane, created_at desc, id desc);
create index escrows_payer on escrows (payer_customer_id) where payer_customer_id is not null;
create index escrows_payee on escrows (payee_customer_id);

create table disputes (
  id text primary key,
  escrow_id text not null references escrows (id),
  merchant_id text not null references merchants (id),
  plane text not null check (plane in ('test', 'live')),
  status text not null check (status in ('open', 'resolved')),
  opened_by text not null,
  reason_code text not null,
  description text not null,
  resolution text check (resolution in ('release', 'refund', 'split')),
  released_amount bigint not null default 0,
  refunded_amount bigint not null default 0,
  created_at timestamptz not null default now(),
  resolved_at timestamptz
);
-- At most one open dispute per hold, enforced by the database too.
create unique index disputes_one_open on disputes (escrow_id) where status = 'open';
create index disputes_escrow on disputes (escrow_id, created_at desc);

create table checkout_sessions (
  id text primary key,
  merchant_id text not null references merchants (id),
  plane text not null check (plane in ('test', 'live')),
  escrow_id text references escrows (id),
  customer_id text references customers (id),
  status text not null check (status in ('pending', 'completed', 'failed', 'expired')),
  amount bigint not null check (amount > 0),
  currency text not null,
  merchant_fee bigint not null default 0,
  payment_methods text[] not null,
  callback_url text,
  pending_event_id text,                      -- payment.pending, delivered by the session's workflow
  created_at timestamptz not null default now(),
  completed_at timestamptz,
  check ((escrow_id is null) <> (customer_id is null))
);
create index checkout_sessions_list on checkout_sessions (merchant_id, plane, created_at desc, id desc);
create index checkout_sessions_escrow on checkout_sessions (escrow_id, created_at desc) where escrow_id is not null;
create index checkout_sessions_customer on checkout_sessions (customer_id, created_at desc) where customer_id is not null;
-- An unfunded hold has at most one pending session: a repeat create returns it.
create unique index checkout_sessions_one_pending on checkout_sessions (escrow_id) where status = 'pending' and escrow_id is not null;

create table payments (
  id text primary key,
  checkout_id text not null unique references checkout_sessions (id),
  merchant_id text not null references merchants (id),
  plane text not null check (plane in ('test', 'live')),
  status text not null check (status in ('succeeded')),
  amount bigint not null,
  charged_amount bigint not null,
  net_amount bigint not null,
  provider_fee bigint not null,
  platform_fee bigint not null,
  merchant_fee bigint not null,
  currency text not null,
  channel text,
  provider text not null,
  provider_reference text not null,
  escrow_id text references escrows (id),
  wallet_id text references wallets (id),
  -- escrow_funding: funded its hold; wallet_credit: credited a wallet's available (top-up, or a
  -- hold no longer awaiting funding); refund_due: a guest paid a hold that can no longer take
  -- it and has no wallet, so the charged amount waits in refunds_due until the provider refunds it.
  booked_as text not null check (booked_as in ('escrow_funding', 'wallet_credit', 'refund_due')),
  journal_id text references ledger_journals (id),
  event_ids text[] not null,                  -- payment.succeeded and what followed, for a retried booking
  paid_at timestamptz not null,
  created_at timestamptz not null default now()
);

-- Money of guest payers is held in one never-negative system account per merchant and plane
-- (a registered payer's hold is the `held` balance of the payer's wallet).
alter table ledger_accounts drop constraint ledger_accounts_kind_check;
alter table ledger_accounts add constraint ledger_accounts_kind_check
  check (kind in ('available', 'held', 'provider_clearing', 'provider_fees', 'platform_revenue',
                  'merchant_settlement', 'guest_holds', 'refunds_due'));
insert into ledger_accounts (id, merchant_id, plane, kind, non_negative)
select m.id || ':' || p.plane || ':guest_holds', m.id, p.plane, 'guest_holds', true
from merchants m cross join (values ('test'), ('live')) as p (plane)
on conflict do nothing;
-- Checkout payments that could not be booked where they were meant to go (bookedAs
-- refund_due) wait here, never negative, until the provider refunds them.
insert into ledger_accounts (id, merchant_id, plane, kind, non_negative)
select m.id || ':' || p.plane || ':refunds_due', m.id, p.plane, 'refunds_due', true
from merchants m cross join (values ('test'), ('live')) as p (plane)
on conflict do nothing;

-- Each write to an escrow under its operation id (escrow:{escrowId}:{updateId}), committed in
-- the write's own transaction: a retried activity finds it and answers with the first result.
create table escrow_operations (
  id text primary key,
  escrow_id text not null references escrows (id),
  event_ids text[] not null,
  dispute_id text references disputes (id),
  refund_id text,                             -- a guest refund this write started (provider call follows)
  created_at timestamptz not null default now()
);
-- A customer delete asks whether the customer is a party on any escrow (extra roles included).
create index escrows_parties on escrows using gin (parties jsonb_path_ops);

-- Guest refunds go back through the provider: a row per refund, pending until the provider's
-- refund.processed / refund.failed event (POST /provider/events) settles it. At most one is
-- pending per escrow (the escrow's pending_provider_refund flag says the same).
-- escrow_id is null for the refund of a whole checkout payment booked as refund_due (one
-- per payment, src/refunds/refund-due.ts).
create table refunds (
  id text primary key,
  escrow_id text references escrows (id),
  merchant_id text not null references merchants (id),
  plane text not null check (plane in ('test', 'live')),
  payment_id text not null references payments (id),
  amount bigint not null check (amount > 0),
  reason text,
  status text not null check (status in ('pending', 'processed', 'failed')),
  provider_reference text unique,
  failure_reason text,
  created_at timestamptz not null default now(),
  completed_at timestamptz
);
create unique index refunds_one_pending on refunds (escrow_id) where status = 'pending';
create index refunds_payment on refunds (payment_id, created_at desc);
