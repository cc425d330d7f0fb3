-- Every checkout session and withdrawal is created with our reference at the provider
-- (src/payments/references.ts): the column is required, and an event finds its object by it alone.
alter table checkout_sessions alter column provider_reference set not null;
alter table withdrawals alter column transfer_reference set not null;
