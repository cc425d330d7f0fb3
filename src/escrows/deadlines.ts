import type { Sql } from '../db';
import { recordEvents } from '../events/outbox';
import { refuse } from '../errors';
import { escrowWrite, eventsOf, EscrowWriteResult, WriteTarget } from './escrow-write';
import { checkAdvanceTestClock, checkMoveDeadlines, DeadlineChanges, throwIfViolated } from './rules';
import { EscrowRow, EscrowView, toEscrowState, toEscrowView } from './store';

// The bookings of a hold's deadlines: a merchant moving one, and the test plane's sandbox
// clock running ahead. Each is one escrow write (escrowWrite: the row locked, the rule decided
// on it, once per operation id); the automatic release and cancel the deadlines issue are the
// ordinary release and cancel bookings (release-refund-cancel.ts).

export type MoveDeadlinesInput = WriteTarget & DeadlineChanges;

const COLUMNS = { inspectionPeriod: 'inspection_period', releaseAt: 'release_at', fundingDeadline: 'funding_deadline' } as const;
type ChangedField = keyof typeof COLUMNS;

/**
 * Sets, moves or removes the deadlines given (null removes). Judged on the locked row by the
 * hold's clock (the transaction's time plus its sandbox offset); escrow.deadlines_updated
 * carries the escrow after the change and, in `meta.previousAttributes`, what each field was.
 */
export function moveDeadlines(sql: Sql, input: MoveDeadlinesInput): Promise<EscrowWriteResult> {
  return escrowWrite(sql, input, async (tx, { row, now }) => {
    throwIfViolated(checkMoveDeadlines(toEscrowState(row), input, now.getTime()));
    const fields = (Object.keys(COLUMNS) as ChangedField[]).filter((field) => input[field] !== undefined);
    const after: EscrowRow = { ...row };
    const before = toEscrowView(row);
    const previousAttributes: Partial<Pick<EscrowView, ChangedField>> = {};
    for (const field of fields) {
      const value = input[field]!;
      previousAttributes[field] = before[field] as never;
      if (field === 'inspectionPeriod') after.inspection_period = value as number | null;
      else after[COLUMNS[field]] = value === null ? null : new Date(value);
    }
    await tx`update escrows set inspection_period = ${after.inspection_period}, release_at = ${after.release_at},
        funding_deadline = ${after.funding_deadline}, updated_at = now()
      where id = ${row.id}`;
    const eventIds = await recordEvents(tx, eventsOf(input), [
      { type: 'escrow.deadlines_updated', data: toEscrowView(after), meta: { previousAttributes } },
    ]);
    return { eventIds, after };
  });
}

export type AdvanceTestClockInput = WriteTarget & { seconds: number };

/**
 * Runs the hold's sandbox clock `seconds` ahead (test plane only): the deadlines stay where
 * they are and come closer. No event (nothing about the hold changed); the operation is
 * recorded and the escrow shows the clock's offset.
 */
export function advanceTestClock(sql: Sql, input: AdvanceTestClockInput): Promise<EscrowWriteResult> {
  return escrowWrite(sql, input, async (tx, { row }) => {
    if (row.plane !== 'test') throw refuse.forbidden('The sandbox clock runs on the test plane only');
    throwIfViolated(checkAdvanceTestClock(toEscrowState(row), input.seconds));
    const after: EscrowRow = { ...row, test_clock_offset: row.test_clock_offset + input.seconds };
    await tx`update escrows set test_clock_offset = ${after.test_clock_offset}, updated_at = now() where id = ${row.id}`;
    return { eventIds: [], after };
  });
}
