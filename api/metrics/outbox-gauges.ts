import { Gauge, Registry } from 'prom-client';
import type { Sql } from '../../src/db';

/**
 * Outbox backlog, read from PostgreSQL when Prometheus scrapes (not on any request): how many
 * events wait for delivery and how old the oldest is. One query over the pending rows only
 * (the partial index events_pending_by_stream holds exactly those), so it stays cheap however
 * large the delivered history grows.
 */
export function registerOutboxGauges(registry: Registry, sql: Sql): void {
  // One query serves all three gauges: prom-client collects every metric of a scrape at once,
  // so the first collect starts the read and the others await the same promise.
  let reading: Promise<void> | undefined;
  const collect = () =>
    (reading ??= readOutbox().finally(() => {
      reading = undefined;
    }));

  const pending = new Gauge({
    name: 'escrow_outbox_pending_events',
    help: 'Events waiting for webhook delivery',
    registers: [registry],
    collect,
  });
  const oldestAge = new Gauge({
    name: 'escrow_outbox_oldest_pending_age_seconds',
    help: 'Age in seconds of the oldest event waiting for webhook delivery (0 when none waits)',
    registers: [registry],
    collect,
  });
  const readOk = new Gauge({
    name: 'escrow_outbox_read_ok',
    help: '1 when this scrape read the outbox from PostgreSQL, 0 when the read failed (the outbox values are then stale)',
    registers: [registry],
    collect,
  });

  async function readOutbox(): Promise<void> {
    try {
      const [row] = await sql<Array<{ pending: number; age: number | null }>>`
        select count(*)::int as pending,
               extract(epoch from clock_timestamp() - min(created_at))::float8 as age
        from events where delivery_status = 'pending'`;
      pending.set(row.pending);
      oldestAge.set(Math.max(0, row.age ?? 0));
      readOk.set(1);
    } catch {
      readOk.set(0); // a scrape during a database outage still answers the request metrics
    }
  }
}
