import { timelyAcknowledgement, type ReceivedDelivery } from './receiver';

// The end-of-run invariants that judge what was read (checks.ts reads the database, Temporal
// and the receiver): pure functions of their inputs, so each can be shown to fail.

export type Check = { name: string; pass: boolean; figures: string[] };

const money = (k: bigint) => (Number(k) / 100).toFixed(2);
const sum = (xs: bigint[]) => xs.reduce((a, b) => a + b, 0n);
const tally = (xs: string[]) => xs.reduce<Record<string, number>>((acc, x) => ({ ...acc, [x]: (acc[x] ?? 0) + 1 }), {});
const listed = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([k, n]) => `${k} ${n}`)
    .join(', ') || 'none';

// ---- withdrawals ----

export type WithdrawalState = { id: string; status: string; charged: bigint; ageSeconds: number };

/** After the drain no withdrawal may still be `processing`: the sandbox settles every transfer within seconds. */
export function withdrawalsVerdict(rows: WithdrawalState[]): Check {
  const processing = rows.filter((r) => r.status === 'processing');
  return {
    name: 'no withdrawal left processing',
    pass: processing.length === 0,
    figures: [
      `${rows.length} withdrawals: ${listed(tally(rows.map((r) => r.status)))}`,
      ...processing
        .slice(0, 10)
        .map((r) => `  still processing: ${r.id} (charged ${money(r.charged)}, created ${r.ageSeconds.toFixed(0)} s before the check)`),
    ],
  };
}

// ---- money in flight ----

/** The system accounts that hold money on its way somewhere (src/ledger/accounts.ts). */
export const IN_FLIGHT_KINDS = ['withdrawals_in_flight', 'refunds_due', 'guest_holds'] as const;
export type InFlightKind = (typeof IN_FLIGHT_KINDS)[number];

/**
 * A pending object's share of an in-flight account. `legitimate`: the object is in a state
 * that may last once everything has settled (an open guest escrow's hold, a refund the
 * provider failed that waits for an operator); anything else should have moved on.
 */
export type InFlightHolder = { kind: InFlightKind; object: string; state: string; amount: bigint; legitimate: boolean };

/**
 * Each in-flight account's balance must equal what legitimately pending objects hold. A
 * balance above that is money stuck in flight: held by an object that should have settled
 * (a withdrawal still processing, a refund still pending), or held by no object at all.
 */
export function inFlightVerdict(balances: Record<InFlightKind, bigint>, holders: InFlightHolder[]): Check {
  const figures: string[] = [];
  let pass = true;
  for (const kind of IN_FLIGHT_KINDS) {
    const mine = holders.filter((h) => h.kind === kind);
    const legitimate = sum(mine.filter((h) => h.legitimate).map((h) => h.amount));
    const stuck = mine.filter((h) => !h.legitimate && h.amount !== 0n);
    const unexplained = balances[kind] - sum(mine.map((h) => h.amount));
    const ok = balances[kind] === legitimate;
    pass &&= ok;
    figures.push(
      `${kind}: balance ${money(balances[kind])}, legitimately held ${money(legitimate)} by ${mine.filter((h) => h.legitimate).length} object(s)` +
        (stuck.length ? `, ${money(sum(stuck.map((h) => h.amount)))} by ${stuck.length} that should have settled` : '') +
        (unexplained !== 0n ? `, ${money(unexplained)} held by no pending object` : ''),
    );
    figures.push(...stuck.slice(0, 8).map((h) => `  stuck in ${kind}: ${h.object} (${h.state}) ${money(h.amount)}`));
  }
  return { name: 'no money left in flight', pass, figures };
}

// ---- workflows ----

export type RunningWorkflow = { workflowId: string; type: string };
/** Closed but not completed: Failed, Terminated, TimedOut, Canceled. */
export type ClosedWorkflow = RunningWorkflow & { status: string };
/** The database's state of each object a workflow may legitimately wait on. */
export type ObjectStates = {
  escrows: Map<string, { status: string; pendingProviderRefund: boolean }>;
  checkouts: Map<string, string>;
};

/**
 * Workflows that may still be running once everything has settled, by their object's state:
 * an escrow's awaiting its payment or the merchant's next instruction (awaiting_funding, held,
 * partially_released, disputed, with no provider refund pending), and a checkout session's
 * awaiting its payment or expiry (pending). Every other workflow must have finished.
 */
export function legitimateWait(workflowId: string, states: ObjectStates): string | undefined {
  if (workflowId.startsWith('escrow-')) {
    const escrow = states.escrows.get(workflowId.slice('escrow-'.length));
    if (escrow && !escrow.pendingProviderRefund && ['awaiting_funding', 'held', 'partially_released', 'disputed'].includes(escrow.status)) {
      return `escrow ${escrow.status}`;
    }
  }
  if (workflowId.startsWith('checkout-') && states.checkouts.get(workflowId.slice('checkout-'.length)) === 'pending')
    return 'checkout pending';
  return undefined;
}

function describe(wf: RunningWorkflow, states: ObjectStates): string {
  const escrow = wf.workflowId.startsWith('escrow-') ? states.escrows.get(wf.workflowId.slice(7)) : undefined;
  const checkout = wf.workflowId.startsWith('checkout-') ? states.checkouts.get(wf.workflowId.slice(9)) : undefined;
  const state = escrow
    ? `, escrow ${escrow.status}${escrow.pendingProviderRefund ? ' refund pending' : ''}`
    : checkout
      ? `, checkout ${checkout}`
      : '';
  return `${wf.workflowId} (${wf.type}${state})`;
}

/** Running workflows split into those legitimately waiting (counted by state) and the stuck. */
export function classifyRunning(running: RunningWorkflow[], states: ObjectStates): { stuck: string[]; waiting: Record<string, number> } {
  const stuck: string[] = [];
  const waiting: Record<string, number> = {};
  for (const wf of running) {
    const why = legitimateWait(wf.workflowId, states);
    if (why) waiting[why] = (waiting[why] ?? 0) + 1;
    else stuck.push(describe(wf, states));
  }
  return { stuck, waiting };
}

export function workflowsVerdict(
  running: RunningWorkflow[],
  closedBadly: ClosedWorkflow[],
  completed: number,
  states: ObjectStates,
): Check {
  const { stuck, waiting } = classifyRunning(running, states);
  return {
    name: 'every workflow finished or legitimately waiting',
    pass: stuck.length === 0 && closedBadly.length === 0,
    figures: [
      `${completed} completed; ${running.length} running: legitimately waiting ${listed(waiting)}; stuck ${stuck.length}`,
      `closed without completing (failed, terminated, timed out, cancelled): ${closedBadly.length}`,
      ...stuck.slice(0, 10).map((s) => `  stuck: ${s}`),
      ...closedBadly.slice(0, 10).map((w) => `  ${w.status}: ${w.workflowId} (${w.type})`),
    ],
  };
}

// ---- webhook deliveries ----

export type OutboxEvent = { id: string; type: string; deliveryStatus: string; attempts: number };
/** One row of webhook_attempts: the service's record of one send. */
export type AttemptRecord = { eventId: string; attempt: number; outcome: string | null; statusCode: number | null; error: string | null };

/**
 * Every event ends delivered or failed after its four attempts, and the service's records
 * agree with what the receiver answered and when:
 * - a delivered event has exactly one delivered attempt, and the receiver gave it a timely
 *   2xx (answered before the webhook timeout) at least as often as the service recorded one;
 * - a failed event used all its attempts, none delivered; the receiver may have given it a
 *   timely 2xx only on an attempt whose sender stopped before recording the outcome (interrupted);
 * - for any event, a timely 2xx recorded as a failure (e.g. a 500 or a timeout) is a fault;
 * - no delivery of an event that is not in the outbox.
 */
export function deliveriesVerdict(input: {
  events: OutboxEvent[];
  attempts: AttemptRecord[];
  received: ReceivedDelivery[];
  timeoutMs: number;
  maxAttempts: number;
}): Check {
  const { events, attempts, received, timeoutMs, maxAttempts } = input;
  const attemptsOf = new Map<string, AttemptRecord[]>();
  for (const a of attempts) attemptsOf.set(a.eventId, [...(attemptsOf.get(a.eventId) ?? []), a]);
  const receivedOf = new Map<string, ReceivedDelivery[]>();
  for (const d of received) receivedOf.set(d.eventId, [...(receivedOf.get(d.eventId) ?? []), d]);

  const problems: string[] = [];
  let duplicates = 0;
  for (const e of events) {
    const mine = attemptsOf.get(e.id) ?? [];
    const delivered = mine.filter((a) => a.outcome === 'delivered').length;
    const interrupted = mine.filter((a) => a.outcome === 'interrupted').length;
    const answers = receivedOf.get(e.id) ?? [];
    const timely = answers.filter((d) => timelyAcknowledgement(d, timeoutMs)).length;
    if (timely > 1) duplicates++;
    const seen = `receiver: ${answers.map((d) => `${d.status} after ${d.answeredAt - d.receivedAt} ms`).join(', ') || 'nothing'}; service: ${mine.map((a) => a.outcome ?? 'unfinished').join(', ') || 'no attempt'}`;
    if (e.deliveryStatus === 'delivered') {
      if (delivered !== 1) problems.push(`${e.id} ${e.type} delivered with ${delivered} delivered attempts (${seen})`);
      if (timely < delivered || timely === 0) problems.push(`${e.id} ${e.type} delivered without a timely 2xx from the receiver (${seen})`);
    } else if (e.deliveryStatus === 'failed') {
      if (e.attempts !== maxAttempts || mine.length !== maxAttempts || delivered > 0) {
        problems.push(`${e.id} ${e.type} failed after ${e.attempts} attempts (${mine.length} recorded, ${delivered} delivered) (${seen})`);
      }
      if (timely > interrupted) problems.push(`${e.id} ${e.type} failed though the receiver gave it a timely 2xx (${seen})`);
    } else {
      problems.push(`${e.id} ${e.type} ${e.deliveryStatus} after ${e.attempts} attempts (${seen})`);
    }
    if (e.deliveryStatus === 'delivered' && timely > delivered + interrupted) {
      problems.push(`${e.id} ${e.type}: a timely 2xx recorded as a failed attempt (${seen})`);
    }
  }
  const ids = new Set(events.map((e) => e.id));
  const phantom = [...receivedOf.keys()].filter((id) => !ids.has(id));
  problems.push(...phantom.map((id) => `${id}: received but not in the outbox`));

  const byStatus = tally(events.map((e) => e.deliveryStatus));
  const byOutcome = tally(attempts.map((a) => a.outcome ?? 'unfinished'));
  const timelyAll = received.filter((d) => timelyAcknowledgement(d, timeoutMs)).length;
  const late2xx = received.filter((d) => d.status >= 200 && d.status <= 299 && !timelyAcknowledgement(d, timeoutMs)).length;
  return {
    name: 'every event delivered, or failed after its attempts, as the receiver answered',
    pass: problems.length === 0,
    figures: [
      `${events.length} events: ${listed(byStatus)}`,
      `receiver: ${received.length} deliveries of ${receivedOf.size} events; timely 2xx ${timelyAll}, 500 ${received.filter((d) => d.status === 500).length}, 2xx after the ${timeoutMs} ms timeout ${late2xx}`,
      `service attempts: ${attempts.length} (${listed(byOutcome)}); events given a timely 2xx more than once (at-least-once): ${duplicates}`,
      `${problems.length} disagreement(s)`,
      ...problems.slice(0, 12).map((p) => `  ${p}`),
    ],
  };
}

// ---- holds with deadlines ----

/** A hold the workload gave a deadline, as the database has it after the run, with the model's expectation. */
export type DeadlineHoldState = {
  escrowId: string;
  field: 'releaseAt' | 'fundingDeadline';
  scenario: string;
  /** When the deadline fell due in real time, and when the check read the hold. */
  dueAtMs: number;
  checkedAtMs: number;
  status: string;
  modelStatus: string;
  /** Who the model says settled it: the timer, the client's command that won the race, or nobody seen. */
  settledBy: 'automatic' | 'client' | 'unseen';
  releasedEvents: number;
  cancelledEvents: number;
  automaticEvents: number;
  releaseJournals: number;
  modelReleaseJournals: number;
};

const OPEN = ['awaiting_funding', 'held', 'partially_released'];

/**
 * Every hold whose deadline passed is settled: released or cancelled by its timer, or settled
 * first by the client's command that won the race (released, refunded, cancelled, or disputed
 * and resolved). The money moved once: at most one escrow.released or escrow.cancelled event,
 * at most one automatic event and exactly one when the model saw the timer act, release
 * journals as many as the model accepted, and the status the model expects.
 */
export function deadlineHoldsVerdict(holds: DeadlineHoldState[]): Check {
  const problems: string[] = [];
  for (const h of holds) {
    const name = `${h.escrowId} (${h.scenario}, ${h.field} due ${((h.checkedAtMs - h.dueAtMs) / 1000).toFixed(0)} s before the check)`;
    if (h.dueAtMs <= h.checkedAtMs && OPEN.includes(h.status)) problems.push(`${name}: deadline passed, still ${h.status}`);
    if (h.releasedEvents > 1 || h.cancelledEvents > 1 || h.releasedEvents + h.cancelledEvents > 1 || h.automaticEvents > 1) {
      problems.push(
        `${name}: settled more than once: ${h.releasedEvents} escrow.released, ${h.cancelledEvents} escrow.cancelled, ${h.automaticEvents} automatic`,
      );
    }
    const wantAutomatic = h.settledBy === 'automatic' ? 1 : 0;
    if (h.automaticEvents !== wantAutomatic)
      problems.push(`${name}: ${h.automaticEvents} automatic event(s), model ${wantAutomatic} (settled by ${h.settledBy})`);
    if (h.releaseJournals !== h.modelReleaseJournals)
      problems.push(`${name}: ${h.releaseJournals} escrow_released journal(s), model ${h.modelReleaseJournals}`);
    if (h.status !== h.modelStatus) problems.push(`${name}: ${h.status}, model ${h.modelStatus}`);
  }
  const outcomes = tally(holds.map((h) => `${h.scenario} ${h.settledBy === 'unseen' ? h.status : `${h.status} by ${h.settledBy}`}`));
  return {
    name: 'every hold whose deadline passed settled, once',
    pass: problems.length === 0,
    figures: [
      `${holds.length} holds with deadlines, ${holds.filter((h) => h.dueAtMs <= h.checkedAtMs).length} due: ${listed(outcomes)}`,
      `${problems.length} problem(s)`,
      ...problems.slice(0, 12).map((p) => `  ${p}`),
    ],
  };
}

// ---- late payments after an automatic cancel ----

/** A hold its funding deadline cancelled with a session the workload paid after the cancel, as the database has it. */
export type LatePaymentState = {
  escrowId: string;
  checkoutId: string;
  guest: boolean;
  paid: boolean;
  /** The hold: its status and reason, and what it holds (funded_at or a funding payment, movements, journals of its own). */
  escrowStatus: string;
  cancelledReason: string | null;
  escrowFunded: boolean;
  escrowMoved: bigint;
  escrowJournals: number;
  /** The session's payments (at most one by the schema; listed to see none). */
  payments: Array<{ id: string; bookedAs: string; walletId: string | null; netAmount: bigint; chargedAmount: bigint }>;
  /** Journals related to the payment, by type, and how many of them do not sum to zero. */
  paymentJournals: Record<string, number>;
  unbalancedJournals: number;
  /** Refunds of the payment (a guest's): status and amount. */
  refunds: Array<{ status: string; amount: bigint }>;
  /** The registered payer's wallet, and the amount the model credited to it. */
  payerWalletId: string | null;
  amount: bigint;
};

const exactly = (journals: Record<string, number>, want: Record<string, number>) =>
  Object.keys({ ...journals, ...want }).every((k) => (journals[k] ?? 0) === (want[k] ?? 0));

/**
 * A payment arriving after the automatic cancel is never lost: the cancelled hold holds none
 * of it (nothing funded, nothing moved, no journal of its own), and the money is where the
 * spec says, once: a registered payer's available (one wallet_credit journal, the amount net),
 * a guest's refunded whole through the provider (one refund_due journal, one refund processed,
 * one refund_due_refunded journal). Each of those journals sums to zero.
 */
export function latePaymentsVerdict(late: LatePaymentState[]): Check {
  const problems: string[] = [];
  for (const l of late) {
    const name = `${l.escrowId} (${l.guest ? 'guest' : 'payer'}, ${l.checkoutId})`;
    if (!l.paid) {
      problems.push(`${name}: never paid (the hold reads ${l.escrowStatus}; its automatic cancel was not seen)`);
      continue;
    }
    if (l.escrowStatus !== 'cancelled' || l.cancelledReason !== 'funding_deadline_passed')
      problems.push(`${name}: hold ${l.escrowStatus} (${l.cancelledReason ?? 'no reason'}), not cancelled by its deadline`);
    if (l.escrowFunded || l.escrowMoved !== 0n || l.escrowJournals !== 0)
      problems.push(
        `${name}: the cancelled hold holds money (funded ${l.escrowFunded}, moved ${money(l.escrowMoved)}, ${l.escrowJournals} journal(s))`,
      );
    if (l.payments.length !== 1) {
      problems.push(`${name}: ${l.payments.length} payment(s) of the session, want 1`);
      continue;
    }
    const [p] = l.payments;
    if (l.unbalancedJournals > 0) problems.push(`${name}: ${l.unbalancedJournals} journal(s) of the payment do not sum to zero`);
    const journals = listed(l.paymentJournals);
    if (l.guest) {
      const processed = l.refunds.filter((r) => r.status === 'processed' && r.amount === p.chargedAmount).length;
      if (p.bookedAs !== 'refund_due') problems.push(`${name}: booked as ${p.bookedAs}, want refund_due`);
      else if (l.refunds.length !== 1 || processed !== 1)
        problems.push(
          `${name}: refunds ${l.refunds.map((r) => `${r.status} ${money(r.amount)}`).join(', ') || 'none'}, want one processed of ${money(p.chargedAmount)}`,
        );
      if (!exactly(l.paymentJournals, { refund_due: 1, refund_due_refunded: 1 }))
        problems.push(`${name}: journals ${journals}, want refund_due 1, refund_due_refunded 1`);
    } else {
      if (p.bookedAs !== 'wallet_credit' || p.walletId !== l.payerWalletId)
        problems.push(
          `${name}: booked as ${p.bookedAs} to ${p.walletId ?? 'no wallet'}, want wallet_credit to the payer's ${l.payerWalletId}`,
        );
      if (p.netAmount !== l.amount) problems.push(`${name}: ${money(p.netAmount)} credited, want ${money(l.amount)}`);
      if (!exactly(l.paymentJournals, { wallet_credit: 1 })) problems.push(`${name}: journals ${journals}, want wallet_credit 1`);
      if (l.refunds.length > 0) problems.push(`${name}: ${l.refunds.length} refund(s) of a payment credited to the payer`);
    }
  }
  const paid = late.filter((l) => l.paid);
  return {
    name: 'a late payment after an automatic cancel is never lost, and lands once',
    pass: problems.length === 0,
    figures: [
      `${late.length} holds paid after their automatic cancel: ${paid.filter((l) => !l.guest).length} credited to the payer, ${paid.filter((l) => l.guest).length} a guest's (refunded), ${late.length - paid.length} never paid`,
      `${problems.length} problem(s)`,
      ...problems.slice(0, 12).map((p) => `  ${p}`),
    ],
  };
}

/** One day of the run reconciled on the test plane: the run's outcome and the differences still open. */
export type ReconciledDay = {
  day: string;
  outcome: 'completed' | 'failed';
  failure?: string;
  /** Provider records read, by source. */
  records: Record<string, number>;
  differences: number;
  open: Array<{ id: string; class: string; source: string; reference: string; detail: string }>;
};

/**
 * (10) The run's own days reconciled on the test plane against the sandbox's books: every run
 * completed, and no difference left open (neither healed nor explained). A kill or a freeze at
 * any line must leave the sandbox's books and the ledger agreeing.
 */
export function reconciliationVerdict(days: ReconciledDay[]): Check {
  const failed = days.filter((d) => d.outcome !== 'completed');
  const open = days.flatMap((d) => d.open.map((o) => ({ ...o, day: d.day })));
  return {
    name: "its own days reconcile with the sandbox's books",
    pass: days.length > 0 && failed.length === 0 && open.length === 0,
    figures: [
      ...days.map(
        (d) =>
          `${d.day}: ${d.outcome}${d.failure ? ` (${d.failure})` : ''}, ${
            Object.entries(d.records)
              .map(([s, n]) => `${n} ${s}`)
              .join(', ') || 'no records'
          }, ${d.differences} difference(s), ${d.open.length} open`,
      ),
      ...open.slice(0, 15).map((o) => `  ${o.day} ${o.id} ${o.class} ${o.source} ${o.reference}: ${o.detail}`),
    ],
  };
}

// ---- answers ----

export type InternalErrorAnswered = {
  kind: string;
  key: string | undefined;
  status: number;
  /** The 500's request id, and the error the API logged for it (chaos/stack.ts loggedError). */
  requestId: string;
  logged?: string;
};

/**
 * No 500 that the same request, sent again, answers 2xx: such a 500 was a passing condition
 * (a worker, PostgreSQL or Temporal away) that the service must answer as 503 with Retry-After.
 */
export function internalErrorsVerdict(internalErrors: number, thenAnswered: InternalErrorAnswered[]): Check {
  return {
    name: 'no 500 that a retry with the same key answers 2xx',
    pass: thenAnswered.length === 0,
    figures: [
      `500 answers seen: ${internalErrors}; followed by a 2xx on the same request: ${thenAnswered.length}`,
      ...thenAnswered
        .slice(0, 5)
        .flatMap((a) => [
          `  ${a.kind} (Idempotency-Key ${a.key ?? 'none'}, request ${a.requestId}) then ${a.status}`,
          `    the API logged: ${a.logged ?? 'nothing found'}`,
        ]),
    ],
  };
}
