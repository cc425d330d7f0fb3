import { Gauge, Registry } from 'prom-client';
import type { Sql } from '../../src/db';
import { RECONCILIATION_CLASSES } from '../../src/reconciliation/classes';
import { providerDay } from '../../src/reconciliation/days';
import { lastReconciledDays, openDifferenceCounts } from '../../src/reconciliation/report';

const PLANES = ['live', 'test'] as const;

/**
 * The daily reconciliation (docs/operations.md "Reconciliation"), read from PostgreSQL when
 * Prometheus scrapes: the open differences of the days' reports by plane and class (neither
 * healed nor explained), and how long ago the last reconciled day closed, per plane, so an
 * alert fires when the daily run stops completing. Two small aggregate queries over the
 * reports' differences.
 */
export function registerReconciliationGauges(registry: Registry, sql: Sql): void {
  let reading: Promise<void> | undefined;
  const collect = () =>
    (reading ??= read().finally(() => {
      reading = undefined;
    }));

  const open = new Gauge({
    name: 'escrow_reconciliation_open_differences',
    help: 'Differences of the reconciled days neither healed nor explained by an operator, by plane and class (cli reconcile show lists them)',
    labelNames: ['plane', 'class'],
    registers: [registry],
    collect,
  });
  const age = new Gauge({
    name: 'escrow_reconciliation_last_completed_day_age_seconds',
    help: 'Seconds since the end (Lagos) of the latest provider day with a completed reconciliation, per plane (absent: none yet)',
    labelNames: ['plane'],
    registers: [registry],
    collect,
  });
  const readOk = new Gauge({
    name: 'escrow_reconciliation_read_ok',
    help: '1 when this scrape read the reconciliation reports from PostgreSQL, 0 when the read failed (the reconciliation values are then stale)',
    registers: [registry],
    collect,
  });

  async function read(): Promise<void> {
    try {
      const [counts, days] = await Promise.all([openDifferenceCounts(sql), lastReconciledDays(sql)]);
      // Every plane and class is reported, 0 when none is open, so a difference explained away reads 0 (not stale).
      for (const plane of PLANES) for (const klass of RECONCILIATION_CLASSES) if (klass !== 'matched') open.set({ plane, class: klass }, 0);
      for (const c of counts) open.set({ plane: c.plane, class: c.class }, c.count);
      age.reset();
      for (const d of days) age.set({ plane: d.plane }, Math.max(0, (Date.now() - providerDay(d.day).to.getTime()) / 1000));
      readOk.set(1);
    } catch {
      readOk.set(0);
    }
  }
}
