-- One sender per outbox stream across worker processes (src/webhooks/stream-lock.ts).
-- A sender holds its stream's lease while it sends; a sender that dies leaves a lease that
-- expires, so no stream waits on a dead process for longer than the lease.
create table outbox_stream_leases (
  stream text primary key,
  token text not null,
  expires_at timestamptz not null
);
