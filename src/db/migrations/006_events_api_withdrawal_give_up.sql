-- The merchant's events API (GET /events, GET /events/{id}, POST .../redeliver) and
-- the operator's give-up of a withdrawal whose transfer outcome never came.

-- The ids an event is about, from its data: what GET /events?objectId= matches. Ids are unique
-- across kinds (typed prefixes), so one array serves every kind. Kept by PostgreSQL itself.
alter table events add column object_ids text[] generated always as (array_remove(array[
  data ->> 'escrowId', data ->> 'withdrawalId', data ->> 'checkoutId',
  data ->> 'walletId', data ->> 'paymentId', data ->> 'disputeId'], null)) stored;
create index events_object_ids on events using gin (object_ids);

-- The list's order (newest first, seq breaks ties) and its type filter, walking an index so a
-- page stops after `limit` rows.
create index events_list on events (merchant_id, plane, created_at desc, seq desc);
create index events_list_by_type on events (merchant_id, plane, type, created_at desc, seq desc);
drop index events_merchant;

-- Each attempt's outcome as GET /events/{id} shows it (null while the request is in flight),
-- and, for a merchant's redelivery, the redelivery it belongs to (its workflow id).
alter table webhook_attempts
  add column outcome text check (outcome in ('delivered', 'failed', 'refused', 'interrupted')),
  add column redelivery_id text;
update webhook_attempts a set outcome = case
    when a.error like 'interrupted:%' then 'interrupted'
    when a.error is null and a.status_code between 200 and 299 then 'delivered'
    when e.delivery_status = 'refused' and a.status_code is null and a.attempt = e.attempts then 'refused'
    else 'failed' end
  from events e where e.id = a.event_id and a.finished_at is not null;
-- Attempt numbers are per event and never reused (stream attempts and redeliveries alike).
create unique index webhook_attempts_event_attempt on webhook_attempts (event_id, attempt);
drop index webhook_attempts_event;

-- Who gave a withdrawal up and why (cli `withdrawal give-up`): internal, never in an event.
alter table withdrawals
  add column given_up_by text,
  add column given_up_reason text,
  add column given_up_at timestamptz,
  add constraint withdrawals_given_up_check check (
    (given_up_by is null) = (given_up_at is null) and (given_up_by is null) = (given_up_reason is null)
    and (given_up_by is null or status = 'failed'));
