-- Live wallet provisioning (Paystack customer validation, then a dedicated account): the
-- state of the wallet's inbound account, Paystack's reason when its validation failed, and
-- the Paystack customer the wallet belongs to (its events name it by customer_code).
alter table wallets
  add column account_status text not null default 'none'
    check (account_status in ('none', 'pending', 'active', 'failed')),
  add column account_failure_reason text,
  add column provider_customer_code text;
-- Wallets that already have an account (sandbox, or set by hand) are active.
update wallets set account_status = 'active' where account_number is not null;
-- Not unique: Paystack keys customers by e-mail, and two merchants may have a customer with
-- the same e-mail (one Paystack customer, validated once, for both wallets).
create index wallets_provider_customer_code on wallets (plane, provider_customer_code)
  where provider_customer_code is not null;
