-- Time in escrow: the deadlines a hold carries (docs/decisions.md "Escrow deadlines").
--   inspection_period  seconds from funding to the automatic release; null: none
--   release_at         when the remaining hold is released automatically, set at funding
--                      (the hold's clock + inspection_period) and movable while funded
--   funding_deadline   when an unfunded hold is cancelled automatically
--   test_clock_offset  seconds the hold's sandbox clock runs ahead of real time (test plane only)
-- Deadlines are on the hold's clock: real time + test_clock_offset.
alter table escrows
  add column inspection_period integer check (inspection_period > 0),
  add column release_at timestamptz,
  add column funding_deadline timestamptz,
  add column test_clock_offset integer not null default 0 check (test_clock_offset >= 0);
