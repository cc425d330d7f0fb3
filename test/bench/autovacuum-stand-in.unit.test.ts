import { POSTGRES_AUTOVACUUM_DEFAULTS as DEFAULTS, TableActivity, upkeepDue } from '../../bench/lib/autovacuum-stand-in';

// Autovacuum's rule, with PostgreSQL's default thresholds, on a table of 10,000 rows.
const quiet: TableActivity = { table: 't', reltuples: 10_000, deadRows: 0, insertedSinceVacuum: 0, modifiedSinceAnalyze: 0 };

test('a table is analysed once the rows changed since its last analyse pass the threshold, scaled by its size', () => {
  expect(upkeepDue({ ...quiet, modifiedSinceAnalyze: 1050 }, DEFAULTS)).toEqual({ vacuum: false, analyze: false });
  expect(upkeepDue({ ...quiet, modifiedSinceAnalyze: 1051 }, DEFAULTS)).toEqual({ vacuum: false, analyze: true });
});

test('a table is vacuumed past the dead-row threshold, or past the insert threshold', () => {
  expect(upkeepDue({ ...quiet, deadRows: 2050 }, DEFAULTS).vacuum).toBe(false);
  expect(upkeepDue({ ...quiet, deadRows: 2051 }, DEFAULTS).vacuum).toBe(true);
  expect(upkeepDue({ ...quiet, insertedSinceVacuum: 3000 }, DEFAULTS).vacuum).toBe(false);
  expect(upkeepDue({ ...quiet, insertedSinceVacuum: 3001 }, DEFAULTS).vacuum).toBe(true);
});

test('a table never vacuumed nor analysed (reltuples -1) counts as empty: 51 new rows get it analysed', () => {
  const fresh = { ...quiet, reltuples: -1 };
  expect(upkeepDue({ ...fresh, modifiedSinceAnalyze: 50 }, DEFAULTS).analyze).toBe(false);
  expect(upkeepDue({ ...fresh, modifiedSinceAnalyze: 51 }, DEFAULTS).analyze).toBe(true);
});

test('an insert threshold of -1 turns the insert trigger off, as in PostgreSQL', () => {
  expect(upkeepDue({ ...quiet, insertedSinceVacuum: 1_000_000 }, { ...DEFAULTS, insertThreshold: -1 }).vacuum).toBe(false);
});
