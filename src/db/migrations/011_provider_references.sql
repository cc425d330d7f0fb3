-- Our reference at the provider (decisions.md "Live plane"): the object's id lowercased with
-- `_` replaced by `-`, written when the object is created (src/payments/references.ts), so an
-- inbound event finds its object by index. Null: the object was created before, and the
-- provider knows it by its raw id; events and lookups fall back to the id for those rows
-- until none is pending. No backfill: old rows keep what they were sent with.
alter table checkout_sessions add column provider_reference text;
create unique index checkout_sessions_provider_reference on checkout_sessions (provider_reference)
  where provider_reference is not null;

-- A withdrawal's provider_reference is the provider's transfer code (set once sent); the
-- reference we send the transfer with is its own column.
alter table withdrawals add column transfer_reference text;
create unique index withdrawals_transfer_reference on withdrawals (transfer_reference)
  where transfer_reference is not null;

-- Refund events name the refunded payment (transaction_reference): its pending refund is
-- found through this index (refunds.provider_reference is unique already; a live refund's
-- is its derived reference, set when it is created).
create index payments_provider_reference on payments (provider_reference);
