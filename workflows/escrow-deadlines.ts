import { condition, log, upsertSearchAttributes, workflowInfo } from '@temporalio/workflow';
import type { EscrowCommand } from '../src/escrows/commands';
import type { EscrowState } from '../src/escrows/rules';
import { EscrowDeadlineKey } from './search-attributes';

// Time in an escrow's workflow: the hold's deadlines as a durable timer racing its commands.
// The timer is `condition(wake, timeout)` in the entity's run loop: it wakes early when a write
// changes what it waits for (a deadline moved, the sandbox clock advanced, the hold funded,
// released or disputed) and is set again from the new state. When it fires, the entity books
// the command below exactly as a merchant's: under its lock, through the same activity, so
// whichever comes first of the timer and a merchant's command moves the money, once.
//
// Deadlines are on the hold's clock: real time plus its sandbox offset (testClockOffset, test
// plane only). Temporal's time-skipping exists only in its test server; on a real server the
// offset moves this one hold's clock and no other's.

/** cancelledReason of a hold its funding deadline cancelled. */
const FUNDING_DEADLINE_REASON = 'funding_deadline_passed';

/** The automatic command a deadline issues, and when it fires (real ms). */
export type DueDeadline = {
  /** The operation the write is booked under: one per deadline value, so a retry books it once. */
  step: string;
  at: number;
  command: EscrowCommand;
};

/**
 * The hold's next automatic action: the release of what remains at releaseAt while it can be
 * released (a pending guest refund holds it back, a dispute removes it), or the cancel of an
 * unfunded hold at its fundingDeadline.
 */
function nextDeadline(state: EscrowState | undefined): DueDeadline | undefined {
  if (!state) return undefined;
  const offsetMs = (state.testClockOffset ?? 0) * 1000;
  const releasable = state.status === 'held' || state.status === 'partially_released';
  if (releasable && state.releaseAt && !state.pendingProviderRefund) {
    return {
      step: `auto-release:${state.releaseAt}`,
      at: Date.parse(state.releaseAt) - offsetMs,
      command: { kind: 'release', automatic: 'releaseAt' },
    };
  }
  if (state.status === 'awaiting_funding' && state.fundingDeadline) {
    return {
      step: `auto-cancel:${state.fundingDeadline}`,
      at: Date.parse(state.fundingDeadline) - offsetMs,
      command: { kind: 'cancel', reason: FUNDING_DEADLINE_REASON, automatic: 'fundingDeadline' },
    };
  }
  return undefined;
}

const keyOf = (due: DueDeadline | undefined) => (due ? `${due.step}@${due.at}` : '');

/** One hold's deadline timer, over the entity's cached state. */
export class EscrowDeadlines {
  /** A deadline whose write was refused: not issued again until the state moves on. */
  private refusedKey = '';

  constructor(private readonly stateOf: () => EscrowState | undefined) {}

  /** The deadline still to fire, if any. */
  next(): DueDeadline | undefined {
    const due = nextDeadline(this.stateOf());
    return keyOf(due) === this.refusedKey ? undefined : due;
  }

  /** Whether `due` is still what the state says is next (checked again under the lock before booking). */
  stillDue(due: DueDeadline): boolean {
    return keyOf(this.next()) === keyOf(due);
  }

  /**
   * Waits until `wake` holds (undefined) or the next deadline comes (the deadline). A write that
   * changes the deadline (moved, removed, set at funding, the clock advanced) sets the timer
   * again; EscrowDeadline is kept current each time. A run with no deadline starts no timer
   * (its history has no timer events to replay).
   */
  async waitFor(wake: () => boolean): Promise<DueDeadline | undefined> {
    for (;;) {
      const due = this.next();
      this.index(due);
      const key = keyOf(due);
      const changed = () => keyOf(this.next()) !== key;
      const remaining = due ? due.at - Date.now() : 0;
      if (!due) await condition(() => wake() || changed());
      else if (remaining <= 0 || !(await condition(() => wake() || changed(), remaining))) return due;
      if (wake()) return undefined;
    }
  }

  /** The write was refused (the state rules say no): logged, and left until the state changes. */
  refused(due: DueDeadline, err: unknown): void {
    this.refusedKey = keyOf(due);
    log.warn('automatic escrow command refused', { step: due.step, error: String(err) });
  }

  /** EscrowDeadline: when the next automatic action fires; removed when none is pending. */
  private index(due: DueDeadline | undefined): void {
    const value = workflowInfo().typedSearchAttributes.get(EscrowDeadlineKey);
    const indexed = value === undefined ? undefined : new Date(value).getTime();
    if (indexed === due?.at) return;
    upsertSearchAttributes([{ key: EscrowDeadlineKey, value: due ? new Date(due.at) : null }]);
  }
}
