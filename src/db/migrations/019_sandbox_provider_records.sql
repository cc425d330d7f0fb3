-- The sandbox payment provider's own books (test keys): what Paystack would list for the
-- platform's integration (its transactions, transfers and refunds), written at the moment the
-- sandbox "provider" acts and apart from our ledger booking, so a crash between the two looks
-- like a missed event, as it would with Paystack. The daily reconciliation reads them page by
-- page (src/payments/sandbox-records.ts), in the shapes of src/payments/records.ts; the
-- sandbox's settlements are derived from them per day. Not a second ledger: one row per object,
-- updated in place as the provider's status moves (a checkout's abandoned, then success).
--   kind                     transaction (a checkout's charge, or a deposit into a wallet) | transfer | refund
--   reference                transaction: our checkout's reference, or the deposit's (sbx-dep-…);
--                            transfer: our withdrawal's; refund: the sandbox's (sbx_rfd_…)
--   amount, fee              kobo; fee: the provider's (null where it reports none)
--   receiver_account_number  a deposit's receiving wallet account
--   transaction_reference    a refund's refunded transaction
--   reason                   why a transfer or refund failed
--   created_at               when the provider first had it: what places it in a day
create table sandbox_provider_records (
  id bigserial primary key,
  kind text not null check (kind in ('transaction', 'transfer', 'refund')),
  reference text not null,
  status text not null,
  amount bigint not null,
  fee bigint,
  currency text not null default 'NGN',
  channel text,
  receiver_account_number text,
  transaction_reference text,
  reason text,
  paid_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (kind, reference)
);
-- A day's records of one kind, newest first, read by key (created_at, id).
create index sandbox_provider_records_day on sandbox_provider_records (kind, created_at desc, id desc);
-- A day's settlement: the successful transactions paid in it.
create index sandbox_provider_records_paid on sandbox_provider_records (paid_at) where kind = 'transaction' and status = 'success';
