-- The outbox by stream (no committed event may be orphaned). Every event names the
-- stream that delivers it: the id of the workflow that owns its object (escrow-…, checkout-…,
-- withdrawal-…, wallet-credit-…). That workflow drains its stream in order after each write
-- and before it ends, reading what is pending from here, so an event committed by a write
-- whose answer was lost (a worker killed after the commit) is still delivered.
alter table events add column stream text;
create index events_pending_by_stream on events (stream, seq) where delivery_status = 'pending';

-- An attempt is recorded before its request is sent and finished with its outcome, so an
-- attempt cut off by a crash is still on record (finished_at stays null until the next
-- attempt marks it interrupted).
alter table webhook_attempts
  alter column duration_ms drop not null,
  add column finished_at timestamptz;
update webhook_attempts set finished_at = created_at;
