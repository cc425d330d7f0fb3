import { TestWorkflowEnvironment } from '@temporalio/testing';
import { testDevServer } from '../support/dev-server';
import { expectError } from '../support/expect';
import { balancesOf, createEscrow, customerWithBalance, escrowBody, waitForEscrowEvents } from '../support/escrows';
import { createCustomer } from '../support/fixtures';
import { ApiResponse } from '../support/http';
import { expectLedgerConsistent, quietRuntime, startStack, Stack } from '../support/stack';
import type { HistoryEvent } from '../support/history';

// Histories stay bounded: the escrow workflow continues as new when the server suggests it,
// carrying its cached state. A dev server of its own suggests it after SUGGEST_AT events
// (the default is thousands, out of reach of a test), so many writes on one escrow run
// through several runs, each with a short history, and the escrow behaves as one.

const SUGGEST_AT = 40;

let env: TestWorkflowEnvironment;
let stack: Stack;
beforeAll(async () => {
  quietRuntime();
  env = await TestWorkflowEnvironment.createLocal({
    server: testDevServer(['--dynamic-config-value', `limit.historyCount.suggestContinueAsNew=${SUGGEST_AT}`]),
  });
  stack = await startStack({
    config: { rateLimitMultiplier: 100 },
    temporal: { client: env.client, nativeConnection: env.nativeConnection },
  });
});
afterAll(async () => {
  if (stack) {
    await expectLedgerConsistent(stack.sql);
    await stack.stop();
  }
  await env?.teardown();
});

function ok(res: ApiResponse, status = 200) {
  expect({ status: res.status, body: res.body }).toMatchObject({ status, body: { success: true } });
  return res.body.data;
}

/** Every run of the escrow's workflow, first to last, with its history. */
async function runsOf(escrowId: string, firstRunId: string) {
  const runs: { runId: string; events: HistoryEvent[] }[] = [];
  let runId: string | undefined = firstRunId;
  while (runId) {
    const events: HistoryEvent[] = (await stack.temporal.workflow.getHandle(`escrow-${escrowId}`, runId).fetchHistory()).events ?? [];
    runs.push({ runId, events });
    const next = events.find((e) => e.workflowExecutionContinuedAsNewEventAttributes);
    runId = next?.workflowExecutionContinuedAsNewEventAttributes?.newExecutionRunId ?? undefined;
  }
  return runs;
}

/**
 * Between writes, as when a merchant acts on each webhook: the write's events were delivered
 * and the workflow has no task pending (its delivery activity completed and, when the server
 * suggested it, continued as new). Returns the current run's description.
 */
async function quiet(escrowId: string, eventCount: number) {
  await waitForEscrowEvents(stack.receiver, escrowId, eventCount);
  for (;;) {
    const described = await stack.temporal.workflow.getHandle(`escrow-${escrowId}`).describe();
    if (!described.raw.pendingWorkflowTask) return described;
    await new Promise((r) => setTimeout(r, 20));
  }
}

test('30 writes on one escrow run through several short runs; state, validators and idempotency carry over', async () => {
  const payer = await customerWithBalance(stack.api, 100_000); // 99,700 available
  const payee = await createCustomer(stack.api);
  const escrow = await createEscrow(stack.api, escrowBody(payer.customerId, payee.customerId, { amount: 3_000, debitPayer: true }));
  const handle = stack.temporal.workflow.getHandle(`escrow-${escrow.escrowId}`);
  const firstRun = (await handle.describe()).runId;

  const runs = new Set<string>([firstRun]);
  let longest = 0;
  for (let i = 1; i <= 29; i++) {
    // Alternate releases and refunds of 100 each, with one replayed key on the way.
    const path = `/escrows/${escrow.escrowId}/${i % 2 ? 'release' : 'refund'}`;
    const res = await stack.api.post(path, { amount: 100 }, { idempotencyKey: `history-${i}` });
    ok(res, i % 2 ? 200 : 201);
    if (i === 15) expect((await stack.api.post(path, { amount: 100 }, { idempotencyKey: `history-${i}` })).body).toEqual(res.body);
    const described = await quiet(escrow.escrowId, 2 + i);
    runs.add(described.runId);
    longest = Math.max(longest, described.historyLength);
  }
  // Each write adds about a dozen events: one run would have ~350 by now.
  expect(runs.size).toBeGreaterThanOrEqual(5);
  // A run continues as new at its first quiet point after the suggestion: at most one write over.
  expect(longest).toBeLessThan(SUGGEST_AT + 20);

  // The latest run's validators know the true remaining (3,000 − 29 × 100 = 100).
  const escrowNow = ok(await stack.api.get(`/escrows/${escrow.escrowId}`));
  expect(escrowNow).toMatchObject({ status: 'partially_released', releasedAmount: 1_500, refundedAmount: 1_400, remainingAmount: 100 });
  const over = await stack.api.post(`/escrows/${escrow.escrowId}/release`, { amount: 101 });
  expectError(over, 400, 'INVALID_RELEASE');
  expect(over.body.error.details).toEqual({ remainingAmount: 100, requested: 101 });
  expectError(await stack.api.post(`/escrows/${escrow.escrowId}/cancel`, {}), 409, 'ESCROW_NOT_CANCELLABLE');

  // The 30th write empties the hold; the last run ends.
  expect(ok(await stack.api.post(`/escrows/${escrow.escrowId}/release`, {}))).toMatchObject({ status: 'released', remainingAmount: 0 });
  await handle.result();

  const journals = await stack.sql`select count(*)::int as n from ledger_journals where related_id = ${escrow.escrowId}`;
  expect(journals[0].n).toBe(31); // funding + 30 movements, none twice
  expect(await balancesOf(stack.api, payee.customerId)).toEqual({ available: 1_600, held: 0 });
  expect(await balancesOf(stack.api, payer.customerId)).toEqual({ available: 99_700 - 1_600, held: 0 });
  const events = await waitForEscrowEvents(stack.receiver, escrow.escrowId, 32);
  expect(events.map((e) => e.body.type).slice(-1)).toEqual(['escrow.released']);
  await expectLedgerConsistent(stack.sql);
});

test('3 clients writing back to back: every run continues as new soon after the suggestion, every write and event once', async () => {
  // A steady stream of writes: a run waiting for a moment with no write in flight and no
  // webhooks left to start would never get one. Once due, its validators refuse new writes
  // (the API sends them again to the next run), it lets a running delivery finish (the next
  // run drains what is left of the outbox), and it continues as new only in a task after the
  // one that answered its last write, so no write is lost.
  const payer = await customerWithBalance(stack.api, 100_000);
  const payee = await createCustomer(stack.api);
  const escrow = await createEscrow(stack.api, escrowBody(payer.customerId, payee.customerId, { amount: 5_000, debitPayer: true }));
  const handle = stack.temporal.workflow.getHandle(`escrow-${escrow.escrowId}`);
  const firstRun = (await handle.describe()).runId;

  // Three clients, each sending its next write as soon as its previous one answered, with
  // no waiting for webhooks.
  const CLIENTS = 3;
  const PER_CLIENT = 13;
  const WRITES = CLIENTS * PER_CLIENT + 1; // the last one, below, empties the hold
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, c) => {
      for (let i = 1; i <= PER_CLIENT; i++) {
        const res = await stack.api.post(`/escrows/${escrow.escrowId}/${(i + c) % 2 ? 'release' : 'refund'}`, { amount: 100 });
        ok(res, (i + c) % 2 ? 200 : 201);
      }
    }),
  );
  expect(ok(await stack.api.post(`/escrows/${escrow.escrowId}/release`, {}))).toMatchObject({ status: 'released', remainingAmount: 0 });
  await handle.result();

  // created + funded + one event per write, each received once.
  const events = await waitForEscrowEvents(stack.receiver, escrow.escrowId, 2 + WRITES);
  expect(new Set(events.map((e) => e.body.id)).size).toBe(2 + WRITES);
  expect(events.map((e) => e.body.type).slice(-1)).toEqual(['escrow.released']);

  const runs = await runsOf(escrow.escrowId, firstRun);
  expect(runs.length).toBeGreaterThanOrEqual(5); // ~12 events a write: 480 in one run
  expect(Math.max(...runs.map((r) => r.events.length))).toBeLessThan(2 * SUGGEST_AT);
  // Every write is in exactly one run's history (none lost to a failed task, none twice).
  const accepted = runs.flatMap((r) => r.events.filter((e) => e.workflowExecutionUpdateAcceptedEventAttributes));
  expect(accepted).toHaveLength(1 + WRITES); // create and the writes
  const updateIds = accepted.map((e) => e.workflowExecutionUpdateAcceptedEventAttributes!.acceptedRequest?.meta?.updateId);
  expect(new Set(updateIds).size).toBe(1 + WRITES);
  // No run, first or continued, records a patch marker.
  expect(runs.flatMap((r) => r.events.filter((e) => e.markerRecordedEventAttributes?.markerName === 'core_patch'))).toEqual([]);
  // Several runs drained the escrow's outbox: every event went out once, in recorded order.
  const recorded = await stack.sql`select id from events where stream = ${`escrow-${escrow.escrowId}`} order by seq`;
  expect(events.map((e) => e.body.id)).toEqual(recorded.map((r) => r.id));
  const [{ n: attempts }] = await stack.sql`select count(*)::int as n from webhook_attempts a
    join events e on e.id = a.event_id where e.stream = ${`escrow-${escrow.escrowId}`}`;
  expect(attempts).toBe(2 + WRITES);
  await expectLedgerConsistent(stack.sql);
});
