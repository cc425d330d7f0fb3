import type { Db, Sql } from '../db';
import type { Plane } from '../keys';
import { depositMovementId } from './ledger';
import type { ProviderActionContext } from '../payments/events';
import { routeProviderAction } from '../provider-actions/router';
import type { HealAction } from './classes';
import type { RunRef } from './store';

// A heal books what the provider's event would have booked, through the same path: the action
// the webhook would have produced goes to the router, whose domain handler finds its object and
// reaches its workflow. Each domain is idempotent on the provider's reference (a deposit's
// wallet-credit workflow id and movement id, a checkout's session workflow, a withdrawal's or a
// refund's first outcome), so a heal racing the late webhook moves the money once.

type PendingHeal = { id: string; source: string; reference: string; heal_action: HealAction };

export type HealBatch = { tried: number; healed: number; last: string | null };

/**
 * Tries the next `limit` pending heals of the run (after difference id `after`), each once:
 * handed to its domain → `healed` (recorded for good in reconciliation_heals), or refused with
 * why (the difference stays open for an operator).
 */
export async function healPending(
  sql: Sql,
  ctx: ProviderActionContext,
  run: RunRef,
  after: string | null,
  limit: number,
): Promise<HealBatch> {
  const pending = await sql<PendingHeal[]>`
    select id, source, reference, heal_action from reconciliation_differences
    where run_id = ${run.runId} and heal_state = 'pending' and (${after}::text is null or id > ${after})
    order by id limit ${limit}`;
  let healedCount = 0;
  for (const heal of pending) {
    const result = await routeProviderAction(ctx, heal.heal_action);
    // Refused because the provider's own event booked it since the record was read (the late
    // webhook won the race): the difference is settled all the same, once.
    const meanwhile = !result.handled && (await bookedWithin(sql, run.plane, heal.heal_action, BOOKING_WAIT_MS));
    const healed = result.handled || meanwhile;
    const note = result.handled
      ? handedNote(heal.heal_action)
      : meanwhile
        ? `booked meanwhile by the provider's own event (${result.reason ?? 'the heal found it booked'})`
        : `not booked: ${result.reason ?? 'refused'}`;
    await sql.begin(async (tx) => {
      await tx`update reconciliation_differences set heal_state = ${healed ? 'healed' : 'refused'}, heal_note = ${note}
        where run_id = ${run.runId} and id = ${heal.id}`;
      if (healed) {
        await tx`insert into reconciliation_heals (plane, source, reference, day, run_id, difference_id, action, note)
          values (${run.plane}, ${heal.source}, ${heal.reference}, ${run.day}, ${run.runId}, ${heal.id}, ${tx.json(heal.heal_action)}, ${note})
          on conflict (plane, source, reference) do nothing`;
      }
    });
    if (healed) healedCount++;
  }
  return { tried: pending.length, healed: healedCount, last: pending.at(-1)?.id ?? null };
}

/** How long a refused heal waits for the booking a racing event started (a wallet-credit workflow books in well under a second). */
const BOOKING_WAIT_MS = 5_000;

/** Whether the booking appears within `waitMs` (polled). */
async function bookedWithin(db: Db, plane: Plane, action: HealAction, waitMs: number): Promise<boolean> {
  for (const deadline = Date.now() + waitMs; ;) {
    if (await bookedMeanwhile(db, plane, action)) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Whether what the heal would book is in the ledger now (the provider's own event booked it). */
async function bookedMeanwhile(db: Db, plane: Plane, action: HealAction): Promise<boolean> {
  const any = (rows: { length: number }) => rows.length > 0;
  switch (action.kind) {
    case 'account.credited':
      return any(
        await db`select 1 from ledger_journals where plane = ${plane} and event_type = 'wallet_credit'
            and movement_id = ${depositMovementId(action.reference)} limit 1`,
      );
    case 'payment.succeeded':
      return any(await db`select 1 from payments where plane = ${plane} and provider_reference = ${action.reference} limit 1`);
    case 'transfer.settled':
      return any(
        await db`select 1 from withdrawals where plane = ${plane}
            and (transfer_reference = ${action.reference} or (id = ${action.reference} and transfer_reference is null))
        and status = ${action.outcome.status === 'success' ? 'completed' : 'failed'}`,
      );
    case 'transfer.reversed':
      return any(
        await db`select 1 from withdrawals where plane = ${plane}
            and (transfer_reference = ${action.reference} or (id = ${action.reference} and transfer_reference is null))
        and status = 'failed'`,
      );
    case 'refund.settled': {
      const reference = action.refund.reference ?? null;
      return any(
        await db`select 1 from refunds r join payments p on p.id = r.payment_id
        where r.plane = ${plane} and r.status = ${action.outcome}
            and (r.provider_reference = ${reference} or p.provider_reference = ${action.refund.paymentReference ?? null})`,
      );
    }
    default:
      return false;
  }
}

/** How a heal was booked, for the report. */
function handedNote(action: HealAction): string {
  switch (action.kind) {
    case 'account.credited':
      return `deposit ${action.reference} credited to its wallet through the wallet-credit workflow (as its charge.success would have)`;
    case 'payment.succeeded':
      return `checkout payment ${action.reference} handed to its session's workflow (as its charge.success would have)`;
    case 'transfer.settled':
      return `transfer ${action.reference} outcome ${action.outcome.status} handed to its withdrawal's workflow (as its transfer event would have)`;
    case 'transfer.reversed':
      return (
        `transfer ${action.reference} reversed by the bank: handed to its withdrawal's workflow, ` +
        'which returns the money with withdrawal.failed (as its transfer.reversed would have)'
      );
    case 'refund.settled':
      return `refund outcome ${action.outcome} booked (as its refund event would have)`;
    default:
      return `${action.kind} handed to its domain`;
  }
}
