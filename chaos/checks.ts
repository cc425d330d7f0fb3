import { Client, Connection } from '@temporalio/client';
import { sleep } from '../bench/lib/readiness';
import type { Sql } from '../src/db';
import { checkLedgerInvariants } from '../src/ledger/invariants';
import { WEBHOOK_ATTEMPTS } from '../src/webhooks/delivery';
import { ChaosClient, ok } from './client';
import { kobo, Model } from './model';
import type { ChaosReceiver } from './receiver';
import { NAMESPACE, TASK_QUEUE } from './stack';
import { lagosDayOf, nextDay } from '../src/reconciliation/days';
import { readReport } from '../src/reconciliation/report';
import { runReconciliation } from '../temporal/reconciliation-runs';
import {
  Check,
  classifyRunning,
  ClosedWorkflow,
  DeadlineHoldState,
  deadlineHoldsVerdict,
  deliveriesVerdict,
  IN_FLIGHT_KINDS,
  InFlightHolder,
  InFlightKind,
  inFlightVerdict,
  LatePaymentState,
  latePaymentsVerdict,
  ReconciledDay,
  reconciliationVerdict,
  ObjectStates,
  RunningWorkflow,
  withdrawalsVerdict,
  workflowsVerdict,
} from './verdicts';

export type { Check };

const money = (k: bigint) => (Number(k) / 100).toFixed(2);

async function withTemporal<T>(address: string, use: (client: Client) => Promise<T>): Promise<T> {
  const connection = await Connection.connect({ address, connectTimeout: 5000 });
  try {
    return await use(new Client({ connection, namespace: NAMESPACE }));
  } finally {
    await connection.close();
  }
}

async function listWorkflows(client: Client, query: string): Promise<ClosedWorkflow[]> {
  const out: ClosedWorkflow[] = [];
  for await (const wf of client.workflow.list({ query })) {
    out.push({ workflowId: wf.workflowId, type: wf.type, status: wf.status.name });
    if (out.length > 50_000) break;
  }
  return out;
}

export function runningWorkflows(address: string): Promise<RunningWorkflow[]> {
  return withTemporal(address, (client) => listWorkflows(client, 'ExecutionStatus="Running"'));
}

/** The states of the escrows and checkout sessions that running workflows belong to. */
async function objectStates(sql: Sql, running: RunningWorkflow[]): Promise<ObjectStates> {
  const ids = (prefix: string) => running.filter((w) => w.workflowId.startsWith(prefix)).map((w) => w.workflowId.slice(prefix.length));
  const escrows = await sql`select id, status, pending_provider_refund from escrows where id = any(${ids('escrow-')})`;
  const checkouts = await sql`select id, status from checkout_sessions where id = any(${ids('checkout-')})`;
  return {
    escrows: new Map(
      escrows.map((r) => [r.id as string, { status: r.status as string, pendingProviderRefund: r.pending_provider_refund as boolean }]),
    ),
    checkouts: new Map(checkouts.map((r) => [r.id as string, r.status as string])),
  };
}

/** Waits (bounded) until nothing is in flight: outbox drained, withdrawals and refunds settled, no stuck workflow. */
export async function drain(sql: Sql, temporalAddress: string, seconds: number, say: (line: string) => void): Promise<number> {
  const started = Date.now();
  let lastLine = '';
  for (;;) {
    try {
      const [row] = await sql`select
        (select count(*)::int from events where delivery_status = 'pending') as events,
        (select count(*)::int from withdrawals where status = 'processing') as withdrawals,
        (select count(*)::int from refunds where status = 'pending') as refunds`;
      const running = await runningWorkflows(temporalAddress);
      const { stuck } = classifyRunning(running, await objectStates(sql, running));
      const line = `pending events ${row.events}, withdrawals processing ${row.withdrawals}, refunds pending ${row.refunds}, workflows with nothing to wait for ${stuck.length}`;
      if (row.events + row.withdrawals + row.refunds + stuck.length === 0) {
        say(`  drained after ${((Date.now() - started) / 1000).toFixed(1)} s`);
        return (Date.now() - started) / 1000;
      }
      if (line !== lastLine && Date.now() - started > 2000) say(`  waiting: ${line}`);
      lastLine = line;
    } catch (err) {
      say(`  drain probe failed: ${(err as Error).message}`);
    }
    if (Date.now() - started > seconds * 1000) {
      say(`  drain bound of ${seconds} s reached`);
      return (Date.now() - started) / 1000;
    }
    await sleep(2000);
  }
}

export async function runChecks(deps: {
  sql: Sql;
  api: ChaosClient;
  model: Model;
  receiver: ChaosReceiver;
  temporalAddress: string;
  merchantId: string;
  /** When the run started: its days (Lagos) are reconciled on the test plane at the end. */
  startedAt: Date;
}): Promise<Check[]> {
  const { sql, api, model, receiver } = deps;
  const checks: Check[] = [];

  // (0) every definitive answer was what the model expected
  checks.push({
    name: 'answers agree with the model',
    pass: model.surprises.length === 0,
    figures: [
      model.surprises.length === 0 ? 'no unexpected answer' : `${model.surprises.length} unexpected:`,
      ...model.surprises.slice(0, 15).map((s) => `  ${s}`),
      ...(model.slowGuestRefunds ? [`(${model.slowGuestRefunds} guest refund(s) took over 60 s to settle; checked after the drain)`] : []),
    ],
  });

  // (1) balances: the API's view of every customer against the model; escrows against the model
  {
    const wrong: string[] = [];
    let available = 0n;
    let held = 0n;
    for (const c of model.customers.values()) {
      const read = await api.read('check.customer', `/customers/${c.customerId}`);
      const want = model.expected(c);
      available += want.available;
      held += want.held;
      if (!ok(read)) {
        wrong.push(`${c.customerId}: read answered ${read.status}`);
        continue;
      }
      const got = { available: kobo(read.data.balances.available), held: kobo(read.data.balances.held) };
      if (got.available !== want.available || got.held !== want.held) {
        wrong.push(
          `${c.customerId}: available ${money(got.available)} (model ${money(want.available)}), held ${money(got.held)} (model ${money(want.held)})`,
        );
      }
    }
    const rows = await sql`select id, status, amount, released_amount, refunded_amount, pending_provider_refund from escrows`;
    const escrowWrong: string[] = [];
    for (const r of rows) {
      const e = model.escrows.get(r.id as string);
      if (!e) {
        escrowWrong.push(`${r.id}: in the database, not in the model (an escrow no accepted create made)`);
        continue;
      }
      if (r.status !== e.status || r.released_amount !== e.released || r.refunded_amount !== e.refunded || r.pending_provider_refund) {
        escrowWrong.push(
          `${r.id}: ${r.status} released ${money(r.released_amount)} refunded ${money(r.refunded_amount)}${r.pending_provider_refund ? ' refund pending' : ''}; model ${e.status} released ${money(e.released)} refunded ${money(e.refunded)}`,
        );
      }
    }
    const missing = [...model.escrows.keys()].filter((id) => !rows.some((r) => r.id === id));
    checks.push({
      name: 'every balance equals the model',
      pass: wrong.length === 0 && escrowWrong.length === 0 && missing.length === 0,
      figures: [
        `${model.customers.size} customers, ${model.customers.size - wrong.length} match (model totals: available ${money(available)}, held ${money(held)} naira)`,
        `${rows.length} escrows in the database, ${model.escrows.size} in the model, ${escrowWrong.length} differ, ${missing.length} missing`,
        ...wrong.slice(0, 10).map((w) => `  customer ${w}`),
        ...escrowWrong.slice(0, 10).map((w) => `  escrow ${w}`),
        ...missing.slice(0, 5).map((w) => `  escrow ${w} accepted but not in the database`),
      ],
    });
  }

  // (2) the ledger: journals balance, balances equal their entries, nothing negative
  {
    const violations = await checkLedgerInvariants(sql);
    const [counts] =
      await sql`select (select count(*)::int from ledger_journals) as journals, (select count(*)::int from ledger_entries) as entries`;
    checks.push({
      name: 'journals balance (ledger invariants)',
      pass: violations.length === 0,
      figures: [
        `${counts.journals} journals, ${counts.entries} entries, ${violations.length} violations`,
        ...violations.slice(0, 10).map((v) => `  ${v.kind} ${v.id}: ${v.detail}`),
      ],
    });
  }

  // (3) one effect per key
  {
    const journals = new Map(
      (await sql`select event_type, count(*)::int as n from ledger_journals group by event_type`).map((r) => [
        r.event_type as string,
        r.n as number,
      ]),
    );
    const events = new Map(
      (await sql`select type, count(*)::int as n from events group by type`).map((r) => [r.type as string, r.n as number]),
    );
    const e = model.effects;
    const expected: Array<[string, number, number]> = [
      ['journals wallet_credit', journals.get('wallet_credit') ?? 0, e.walletCreditJournals],
      ['journals escrow_funded', journals.get('escrow_funded') ?? 0, e.escrowFundedJournals],
      ['journals escrow_released', journals.get('escrow_released') ?? 0, e.escrowReleasedJournals],
      ['journals escrow_refunded', journals.get('escrow_refunded') ?? 0, e.escrowRefundedJournals],
      ['journals withdrawal', journals.get('withdrawal') ?? 0, e.withdrawalJournals],
      ['journals withdrawal_completed', journals.get('withdrawal_completed') ?? 0, e.withdrawalCompletedJournals],
      ['journals withdrawal_reversed', journals.get('withdrawal_reversed') ?? 0, e.withdrawalReversedJournals],
      ['events wallet.credited', events.get('wallet.credited') ?? 0, e.walletCreditJournals],
      ['events escrow.created', events.get('escrow.created') ?? 0, e.escrowCreatedEvents],
      ['events escrow.funded', events.get('escrow.funded') ?? 0, e.escrowFundedJournals],
      ['events escrow.cancelled', events.get('escrow.cancelled') ?? 0, e.escrowCancelledEvents],
      [
        'events escrow.released + partially_released',
        (events.get('escrow.released') ?? 0) + (events.get('escrow.partially_released') ?? 0),
        e.escrowReleasedJournals,
      ],
      ['events escrow.refunded', events.get('escrow.refunded') ?? 0, e.escrowRefundedJournals],
      ['events dispute.opened', events.get('dispute.opened') ?? 0, e.disputeOpenedEvents],
      ['events dispute.resolved', events.get('dispute.resolved') ?? 0, e.disputeResolvedEvents],
      ['events withdrawal.created', events.get('withdrawal.created') ?? 0, e.withdrawalJournals],
      ['events withdrawal.completed', events.get('withdrawal.completed') ?? 0, e.withdrawalCompletedJournals],
      ['events withdrawal.failed', events.get('withdrawal.failed') ?? 0, e.withdrawalReversedJournals],
    ];
    const dupRefs = await sql`
      select 'escrow' as kind, reference, count(*)::int as n from escrows group by reference having count(*) > 1
      union all select 'withdrawal', reference, count(*)::int from withdrawals group by reference having count(*) > 1`;
    const withdrawals = new Map((await sql`select id, status from withdrawals`).map((r) => [r.id as string, r.status as string]));
    const wrongOutcome = model.withdrawals.filter((w) => withdrawals.get(w.withdrawalId) !== (w.failing ? 'failed' : 'completed'));
    const extraWithdrawals = withdrawals.size - model.withdrawals.length;
    const off = expected.filter(([, got, want]) => got !== want);
    checks.push({
      name: 'one effect per key',
      pass: off.length === 0 && dupRefs.length === 0 && wrongOutcome.length === 0 && extraWithdrawals === 0,
      figures: [
        `${expected.length} counts compared (journals and events by type against the accepted operations), ${off.length} differ`,
        ...off.map(([what, got, want]) => `  ${what}: ${got} in the database, ${want} accepted`),
        `duplicate escrow/withdrawal references: ${dupRefs.length}; withdrawals: ${withdrawals.size} in the database, ${model.withdrawals.length} accepted, ${wrongOutcome.length} with the wrong outcome`,
        ...wrongOutcome
          .slice(0, 5)
          .map((w) => `  ${w.withdrawalId}: ${withdrawals.get(w.withdrawalId)} (expected ${w.failing ? 'failed' : 'completed'})`),
      ],
    });
  }

  // (4) every event delivered, or failed after its attempts, as the receiver answered
  {
    // Late answers still owed are part of the receiver's record: wait for them (bounded by their delay).
    const until = Date.now() + receiver.timeoutMs + 5000;
    while (receiver.lateAnswersPending > 0 && Date.now() < until) await sleep(200);
    const events = await sql`select id, type, delivery_status, attempts from events`;
    const attempts = await sql`select event_id, attempt, outcome, status_code, error from webhook_attempts order by event_id, attempt`;
    checks.push(
      deliveriesVerdict({
        events: events.map((r) => ({
          id: r.id as string,
          type: r.type as string,
          deliveryStatus: r.delivery_status as string,
          attempts: r.attempts as number,
        })),
        attempts: attempts.map((r) => ({
          eventId: r.event_id as string,
          attempt: r.attempt as number,
          outcome: r.outcome as string | null,
          statusCode: r.status_code as number | null,
          error: r.error as string | null,
        })),
        received: receiver.deliveries,
        timeoutMs: receiver.timeoutMs,
        maxAttempts: WEBHOOK_ATTEMPTS,
      }),
    );
  }

  // (5) every workflow finished or legitimately waiting
  {
    const { running, closedBadly, completed } = await withTemporal(deps.temporalAddress, async (client) => ({
      running: await listWorkflows(client, 'ExecutionStatus="Running"'),
      closedBadly: await listWorkflows(
        client,
        'ExecutionStatus="Failed" or ExecutionStatus="Terminated" or ExecutionStatus="TimedOut" or ExecutionStatus="Canceled"',
      ),
      completed: (await client.workflow.count('ExecutionStatus="Completed"')).count,
    }));
    checks.push(workflowsVerdict(running, closedBadly, completed, await objectStates(sql, running)));
  }

  // (6) no withdrawal left processing
  {
    const rows = await sql`select id, status, charged_amount, extract(epoch from now() - created_at)::float8 as age from withdrawals`;
    checks.push(
      withdrawalsVerdict(
        rows.map((r) => ({
          id: r.id as string,
          status: r.status as string,
          charged: r.charged_amount as bigint,
          ageSeconds: r.age as number,
        })),
      ),
    );
  }

  // (7) no money left in flight
  checks.push(inFlightVerdict(await inFlightBalances(sql), await inFlightHolders(sql)));

  // (8) every hold whose deadline passed settled, once
  checks.push(deadlineHoldsVerdict(await deadlineHolds(sql, model)));

  // (9) a payment after an automatic cancel: in the payer's available or refunded to the guest, once
  checks.push(latePaymentsVerdict(await latePayments(sql, model)));

  // (10) the run's own days reconciled on the test plane: nothing left open
  checks.push(reconciliationVerdict(await reconcileOwnDays(sql, deps.temporalAddress, deps.startedAt)));
  return checks;
}

/** The holds whose session the workload paid after their automatic cancel, with where the payment went. */
async function latePayments(sql: Sql, model: Model): Promise<LatePaymentState[]> {
  const late = [...model.escrows.values()].filter((e) => e.latePayment);
  const escrows = new Map(
    (
      await sql`select e.id, e.status, e.cancelled_reason, e.funded_at is not null or e.funding_payment_id is not null as funded,
        e.released_amount + e.refunded_amount as moved,
        (select count(*)::int from ledger_journals j where j.related_id = e.id) as journals
      from escrows e where e.id = any(${late.map((e) => e.escrowId)})`
    ).map((r) => [r.id as string, r]),
  );
  const payments = await sql`select id, checkout_id, booked_as, wallet_id, net_amount, charged_amount from payments
    where checkout_id = any(${late.map((e) => e.latePayment!.checkoutId)})`;
  const paymentIds = payments.map((p) => p.id as string);
  const journals =
    await sql`select j.related_id, j.event_type, (select coalesce(sum(n.amount), 0) from ledger_entries n where n.journal_id = j.id)::bigint as total
    from ledger_journals j where j.related_id = any(${paymentIds})`;
  const refunds = await sql`select payment_id, status, amount from refunds where escrow_id is null and payment_id = any(${paymentIds})`;
  return late.map((e) => {
    const row = escrows.get(e.escrowId);
    const mine = payments.filter((p) => p.checkout_id === e.latePayment!.checkoutId);
    const ids = new Set(mine.map((p) => p.id as string));
    const myJournals = journals.filter((j) => ids.has(j.related_id as string));
    return {
      escrowId: e.escrowId,
      checkoutId: e.latePayment!.checkoutId,
      guest: e.latePayment!.guest,
      paid: e.latePayment!.paid,
      escrowStatus: (row?.status as string) ?? 'missing',
      cancelledReason: (row?.cancelled_reason as string | null) ?? null,
      escrowFunded: Boolean(row?.funded),
      escrowMoved: BigInt((row?.moved as string | bigint | undefined) ?? 0),
      escrowJournals: (row?.journals as number) ?? 0,
      payments: mine.map((p) => ({
        id: p.id as string,
        bookedAs: p.booked_as as string,
        walletId: p.wallet_id as string | null,
        netAmount: BigInt(p.net_amount as string | bigint),
        chargedAmount: BigInt(p.charged_amount as string | bigint),
      })),
      paymentJournals: myJournals.reduce<Record<string, number>>(
        (acc, j) => ({ ...acc, [j.event_type as string]: (acc[j.event_type as string] ?? 0) + 1 }),
        {},
      ),
      unbalancedJournals: myJournals.filter((j) => BigInt(j.total as string | bigint) !== 0n).length,
      refunds: refunds
        .filter((r) => ids.has(r.payment_id as string))
        .map((r) => ({ status: r.status as string, amount: BigInt(r.amount as string | bigint) })),
      payerWalletId: e.payer ? model.customer(e.payer).walletId : null,
      amount: e.amount,
    };
  });
}

/** The holds the workload gave deadlines, with their events and release journals counted in the database. */
async function deadlineHolds(sql: Sql, model: Model): Promise<DeadlineHoldState[]> {
  const mine = [...model.escrows.values()].filter((e) => e.deadline);
  const rows = await sql`select e.id, e.status,
      (select count(*)::int from events v where v.data->>'escrowId' = e.id and v.type = 'escrow.released') as released_events,
      (select count(*)::int from events v where v.data->>'escrowId' = e.id and v.type = 'escrow.cancelled') as cancelled_events,
      (select count(*)::int from events v where v.data->>'escrowId' = e.id and v.meta->>'automatic' = 'true') as automatic_events,
      (select count(*)::int from ledger_journals j where j.related_id = e.id and j.event_type = 'escrow_released') as release_journals
    from escrows e where e.id = any(${mine.map((e) => e.escrowId)})`;
  const byId = new Map(rows.map((r) => [r.id as string, r]));
  const checkedAtMs = Date.now();
  return mine.map((e) => {
    const r = byId.get(e.escrowId);
    return {
      escrowId: e.escrowId,
      field: e.deadline!.field,
      scenario: e.deadline!.scenario,
      dueAtMs: e.deadline!.dueAtMs,
      checkedAtMs,
      status: (r?.status as string) ?? 'missing',
      modelStatus: e.status,
      settledBy: e.deadline!.settledBy ?? 'unseen',
      releasedEvents: (r?.released_events as number) ?? 0,
      cancelledEvents: (r?.cancelled_events as number) ?? 0,
      automaticEvents: (r?.automatic_events as number) ?? 0,
      releaseJournals: (r?.release_journals as number) ?? 0,
      modelReleaseJournals: e.releases ?? 0,
    };
  });
}

/** The in-flight system accounts' balances, summed over merchants and planes (one merchant here). */
async function inFlightBalances(sql: Sql): Promise<Record<InFlightKind, bigint>> {
  const rows = await sql`select split_part(id, ':', 3) as kind, sum(balance)::bigint as balance from ledger_accounts
    where split_part(id, ':', 3) = any(${[...IN_FLIGHT_KINDS]}) group by 1`;
  const out = Object.fromEntries(IN_FLIGHT_KINDS.map((k) => [k, 0n])) as Record<InFlightKind, bigint>;
  for (const r of rows) out[r.kind as InFlightKind] = BigInt(r.balance as string | bigint);
  return out;
}

/**
 * What each pending object holds in the in-flight accounts, and whether it may legitimately
 * still hold it once everything has settled:
 * - withdrawals_in_flight: a processing withdrawal's charged amount (never legitimate after the drain);
 * - refunds_due: a refund_due payment's charged amount until its refund is processed
 *   (legitimate only once the provider failed the refund: it waits for an operator);
 * - guest_holds: a funded guest escrow's remaining amount (legitimate while the escrow is open),
 *   of which a guest refund still pending is not legitimate.
 */
/** Reconciles each Lagos day the run touched on the test plane (on the stack's worker) and reads its report. */
async function reconcileOwnDays(sql: Sql, temporalAddress: string, startedAt: Date): Promise<ReconciledDay[]> {
  const days: string[] = [];
  for (let day = lagosDayOf(startedAt); day <= lagosDayOf(new Date()); day = nextDay(day)) days.push(day);
  return withTemporal(temporalAddress, async (client) => {
    const reconciled: ReconciledDay[] = [];
    for (const day of days) {
      const outcome = await runReconciliation(client, { plane: 'test', day, taskQueue: TASK_QUEUE });
      const report = await readReport(sql, 'test', day);
      reconciled.push({
        day,
        outcome: outcome.status,
        failure: outcome.status === 'failed' ? outcome.failure : undefined,
        records: report.summary?.records ?? {},
        differences: report.differences.length,
        open: report.differences
          .filter((d) => d.open)
          .map((d) => ({ id: d.id, class: d.class, source: d.source, reference: d.reference, detail: d.detail })),
      });
    }
    return reconciled;
  });
}

async function inFlightHolders(sql: Sql): Promise<InFlightHolder[]> {
  const holders: InFlightHolder[] = [];
  for (const r of await sql`select id, charged_amount from withdrawals where status = 'processing'`) {
    holders.push({
      kind: 'withdrawals_in_flight',
      object: r.id as string,
      state: 'withdrawal processing',
      amount: r.charged_amount as bigint,
      legitimate: false,
    });
  }
  const owed = await sql`select p.id, p.charged_amount, r.status as refund_status from payments p
    left join refunds r on r.payment_id = p.id and r.escrow_id is null
    where p.booked_as = 'refund_due' and (r.status is null or r.status <> 'processed')`;
  for (const r of owed) {
    holders.push({
      kind: 'refunds_due',
      object: r.id as string,
      state: r.refund_status ? `refund ${r.refund_status}` : 'no refund started',
      amount: r.charged_amount as bigint,
      legitimate: r.refund_status === 'failed',
    });
  }
  const guest = await sql`select e.id, e.status, e.amount - e.released_amount - e.refunded_amount as remaining,
      coalesce((select sum(r.amount) from refunds r where r.escrow_id = e.id and r.status = 'pending'), 0)::bigint as refund_pending
    from escrows e where e.payer_customer_id is null and e.funded_at is not null`;
  for (const r of guest) {
    const pending = BigInt(r.refund_pending as string | bigint);
    const open = ['held', 'partially_released', 'disputed'].includes(r.status as string);
    holders.push({
      kind: 'guest_holds',
      object: r.id as string,
      state: `escrow ${r.status}`,
      amount: (r.remaining as bigint) - pending,
      legitimate: open,
    });
    if (pending > 0n)
      holders.push({ kind: 'guest_holds', object: r.id as string, state: 'guest refund pending', amount: pending, legitimate: false });
  }
  return holders;
}
