-- The withdrawals still `processing`, least recently changed first: what the stuck-withdrawal
-- gauge (api/metrics/withdrawal-gauges.ts) and `cli find --stuck` read. Partial, so it holds
-- only the payouts in flight however large the settled history grows.
create index withdrawals_processing on withdrawals (updated_at, id) where status = 'processing';
