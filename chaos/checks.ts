import { Client, Connection } from '@temporalio/client';
import { sleep } from '../bench/lib/readiness';
import type { Sql } from '../src/db';
import { checkLedgerInvariants } from '../src/ledger/invariants';
import { INTERRUPTED_ATTEMPT } from '../src/webhooks/delivery';
import { ChaosClient, ok } from './client';
import { kobo, Model } from './model';
import type { ChaosReceiver } from './receiver';
import { NAMESPACE } from './stack';

export type Check = { name: string; pass: boolean; figures: string[] };

const OPEN_ESCROW = new Set(['awaiting_funding', 'held', 'partially_released', 'disputed']);
const money = (k: bigint) => (Number(k) / 100).toFixed(2);

type RunningWorkflow = { workflowId: string; type: string };

export async function runningWorkflows(address: string): Promise<RunningWorkflow[]> {
  const connection = await Connection.connect({ address, connectTimeout: 5000 });
  try {
    const client = new Client({ connection, namespace: NAMESPACE });
    const out: RunningWorkflow[] = [];
    for await (const wf of client.workflow.list({ query: 'ExecutionStatus="Running"' })) {
      out.push({ workflowId: wf.workflowId, type: wf.type });
      if (out.length > 50_000) break;
    }
    return out;
  } finally {
    await connection.close();
  }
}

/** Running workflows that have nothing left to wait for, by the database's state of their object. */
async function stuckWorkflows(sql: Sql, running: RunningWorkflow[]): Promise<{ stuck: string[]; legit: Record<string, number> }> {
  const stuck: string[] = [];
  const legit: Record<string, number> = {};
  const ids = (prefix: string) => running.filter((w) => w.workflowId.startsWith(prefix)).map((w) => w.workflowId.slice(prefix.length));
  const escrowStatus = new Map((await sql`select id, status from escrows where id = any(${ids('escrow-')})`).map((r) => [r.id as string, r.status as string]));
  const checkoutStatus = new Map((await sql`select id, status from checkout_sessions where id = any(${ids('checkout-')})`).map((r) => [r.id as string, r.status as string]));
  for (const wf of running) {
    const [prefix, id] = wf.workflowId.startsWith('escrow-') ? ['escrow', wf.workflowId.slice(7)]
      : wf.workflowId.startsWith('checkout-') ? ['checkout', wf.workflowId.slice(9)]
      : [wf.workflowId.split('-')[0], ''];
    const state = prefix === 'escrow' ? escrowStatus.get(id) : prefix === 'checkout' ? checkoutStatus.get(id) : undefined;
    const fine = (prefix === 'escrow' && state !== undefined && OPEN_ESCROW.has(state)) || (prefix === 'checkout' && state === 'pending');
    if (fine) legit[`${prefix} (${state})`] = (legit[`${prefix} (${state})`] ?? 0) + 1;
    else stuck.push(`${wf.workflowId} (${wf.type}${state ? `, ${prefix} ${state}` : ''})`);
  }
  return { stuck, legit };
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
      const { stuck } = await stuckWorkflows(sql, await runningWorkflows(temporalAddress));
      const line = `pending events ${row.events}, withdrawals processing ${row.withdrawals}, guest refunds pending ${row.refunds}, workflows with nothing to wait for ${stuck.length}`;
      if (row.events + row.withdrawals + row.refunds + stuck.length === 0) {
        say(`  drained after ${((Date.now() - started) / 1000).toFixed(1)} s`);
        return (Date.now() - started) / 1000;
      }
      if (line !== lastLine && Date.now() - started > 2000) say(`  waiting: ${line}`);
      lastLine = line;
    } catch (err) {
      say(`  drain probe failed: ${err}`);
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
        wrong.push(`${c.customerId}: available ${money(got.available)} (model ${money(want.available)}), held ${money(got.held)} (model ${money(want.held)})`);
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
        escrowWrong.push(`${r.id}: ${r.status} released ${money(r.released_amount)} refunded ${money(r.refunded_amount)}${r.pending_provider_refund ? ' refund pending' : ''}; model ${e.status} released ${money(e.released)} refunded ${money(e.refunded)}`);
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
    const [counts] = await sql`select (select count(*)::int from ledger_journals) as journals, (select count(*)::int from ledger_entries) as entries`;
    checks.push({
      name: 'journals balance (ledger invariants)',
      pass: violations.length === 0,
      figures: [`${counts.journals} journals, ${counts.entries} entries, ${violations.length} violations`, ...violations.slice(0, 10).map((v) => `  ${v.kind} ${v.id}: ${v.detail}`)],
    });
  }

  // (3) one effect per key
  {
    const journals = new Map((await sql`select event_type, count(*)::int as n from ledger_journals group by event_type`).map((r) => [r.event_type as string, r.n as number]));
    const events = new Map((await sql`select type, count(*)::int as n from events group by type`).map((r) => [r.type as string, r.n as number]));
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
      ['events escrow.released + partially_released', (events.get('escrow.released') ?? 0) + (events.get('escrow.partially_released') ?? 0), e.escrowReleasedJournals],
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
        ...wrongOutcome.slice(0, 5).map((w) => `  ${w.withdrawalId}: ${withdrawals.get(w.withdrawalId)} (expected ${w.failing ? 'failed' : 'completed'})`),
      ],
    });
  }

  // (4) every committed event delivered
  {
    const rows = await sql`select id, type, delivery_status, attempts from events`;
    const byStatus: Record<string, number> = {};
    for (const r of rows) byStatus[r.delivery_status as string] = (byStatus[r.delivery_status as string] ?? 0) + 1;
    const ids = new Set(rows.map((r) => r.id as string));
    const notReceived = rows.filter((r) => r.delivery_status === 'delivered' && !receiver.acknowledged(r.id as string));
    const phantom = [...receiver.answers.keys()].filter((id) => !ids.has(id));
    const failed = rows.filter((r) => r.delivery_status === 'failed').map((r) => r.id as string);
    const failedAttempts = failed.length
      ? await sql`select event_id, status_code, error from webhook_attempts where event_id = any(${failed})`
      : [];
    // A failed event is fine only if every attempt was answered 500 by the receiver (told to) or cut off by a kill.
    const badFailed = failed.filter((id) => failedAttempts.some((a) => a.event_id === id && a.status_code !== 500 && a.error !== INTERRUPTED_ATTEMPT));
    const failedAcknowledged = failed.filter((id) => receiver.acknowledged(id));
    const [attempts] = await sql`select count(*)::int as n,
      count(*) filter (where error = ${INTERRUPTED_ATTEMPT})::int as interrupted,
      count(*) filter (where finished_at is null)::int as unfinished,
      count(*) filter (where status_code = 500)::int as answered500 from webhook_attempts`;
    let extra = 0;
    let dupEvents = 0;
    for (const answers of receiver.answers.values()) {
      const oks = answers.filter((s) => s === 200).length;
      if (oks > 1) {
        dupEvents++;
        extra += oks - 1;
      }
    }
    const bad = (byStatus.pending ?? 0) + (byStatus.refused ?? 0) + (byStatus.no_endpoint ?? 0) + notReceived.length + phantom.length + badFailed.length;
    checks.push({
      name: 'every committed event delivered',
      pass: bad === 0,
      figures: [
        `${rows.length} events: ${Object.entries(byStatus).map(([s, n]) => `${s} ${n}`).join(', ')}`,
        `receiver: ${receiver.deliveries} deliveries of ${receiver.answers.size} distinct events, answered 500 to ${receiver.answered500} (told to); delivered but never acknowledged by the receiver: ${notReceived.length}; received but not in the outbox: ${phantom.length}`,
        `duplicates (at-least-once): ${dupEvents} events acknowledged more than once, ${extra} extra deliveries`,
        `attempts recorded: ${attempts.n}, of them interrupted by a kill ${attempts.interrupted}, unfinished ${attempts.unfinished}, answered 500 ${attempts.answered500}`,
        ...(failed.length ? [`given up after 4 attempts: ${failed.length} (receiver 500s or kill-interrupted attempts only: ${failed.length - badFailed.length}; acknowledged by the receiver anyway: ${failedAcknowledged.length})`] : []),
        ...notReceived.slice(0, 5).map((r) => `  not received: ${r.id} ${r.type}`),
        ...phantom.slice(0, 5).map((id) => `  phantom: ${id} ${receiver.typeOf.get(id)}`),
        ...badFailed.slice(0, 5).map((id) => `  failed for another reason: ${id}`),
      ],
    });
  }

  // (5) no workflow stuck
  {
    const running = await runningWorkflows(deps.temporalAddress);
    const { stuck, legit } = await stuckWorkflows(sql, running);
    const [left] = await sql`select
      (select count(*)::int from withdrawals where status = 'processing') as withdrawals,
      (select count(*)::int from refunds where status = 'pending') as refunds`;
    checks.push({
      name: 'no workflow stuck',
      pass: stuck.length === 0 && left.withdrawals === 0 && left.refunds === 0,
      figures: [
        `${running.length} running: ${Object.entries(legit).map(([k, n]) => `${k} ${n}`).join(', ') || 'none legitimately open'}; stuck ${stuck.length}`,
        `withdrawals still processing ${left.withdrawals}, guest refunds still pending ${left.refunds}`,
        ...stuck.slice(0, 10).map((s) => `  stuck: ${s}`),
      ],
    });
  }
  return checks;
}
