import type { Client } from '@temporalio/client';
import { Gauge, Registry } from 'prom-client';
import type { Sql } from '../../src/db';
import { countProcessingWithdrawals, processingWithdrawals } from '../../src/withdrawals/processing';
import { stuckAmong } from '../../temporal/stuck-withdrawals';

/**
 * A withdrawal processing and unchanged for this long is looked at: a healthy one is either
 * fresh (its transfer goes out within seconds) or waiting on the bank with a running workflow.
 */
const OVERDUE_AFTER_SECONDS = 5 * 60;
/** The overdue withdrawals checked against Temporal per scrape, least recently changed first. */
const STUCK_CHECKS_PER_SCRAPE = 100;
/** A scrape waits this long for Temporal, then reports the read as failed. */
const TEMPORAL_DEADLINE_MS = 5_000;

/**
 * Stuck withdrawals (processing, no running workflow: the money sits in withdrawals_in_flight
 * until an operator resumes or gives them up), read when Prometheus scrapes. The database says
 * which are overdue (one count and one read over the partial index of processing rows); only
 * those are asked of Temporal, one describe each, so a scrape costs nothing while nothing is
 * overdue and at most STUCK_CHECKS_PER_SCRAPE describes while a bank is slow.
 * docs/decisions.md "Stuck withdrawals" says why.
 */
export function registerWithdrawalGauges(registry: Registry, sql: Sql, temporal: Client): void {
  let reading: Promise<void> | undefined;
  const collect = () =>
    (reading ??= readWithdrawals().finally(() => {
      reading = undefined;
    }));

  const overdue = new Gauge({
    name: 'escrow_withdrawals_processing_overdue',
    help: `Withdrawals processing and unchanged for ${OVERDUE_AFTER_SECONDS} s or more (waiting on the bank, or stuck)`,
    registers: [registry],
    collect,
  });
  const stuck = new Gauge({
    name: 'escrow_withdrawals_stuck',
    help: `Overdue withdrawals with no running workflow (of the ${STUCK_CHECKS_PER_SCRAPE} least recently changed); cli find --stuck lists them`,
    registers: [registry],
    collect,
  });
  const readOk = new Gauge({
    name: 'escrow_withdrawals_read_ok',
    help: '1 when this scrape read the withdrawals from PostgreSQL and Temporal, 0 when a read failed (the withdrawal values are then stale)',
    registers: [registry],
    collect,
  });

  async function readWithdrawals(): Promise<void> {
    try {
      const [count, candidates] = await Promise.all([
        countProcessingWithdrawals(sql, OVERDUE_AFTER_SECONDS),
        processingWithdrawals(sql, { unchangedForSeconds: OVERDUE_AFTER_SECONDS, limit: STUCK_CHECKS_PER_SCRAPE }),
      ]);
      const found =
        candidates.length === 0
          ? []
          : await temporal.connection.withDeadline(Date.now() + TEMPORAL_DEADLINE_MS, () => stuckAmong(sql, temporal, candidates));
      overdue.set(count);
      stuck.set(found.length);
      readOk.set(1);
    } catch {
      readOk.set(0); // a scrape while the database or Temporal is down still answers the other metrics
    }
  }
}
