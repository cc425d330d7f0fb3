import { TestWorkflowEnvironment } from '@temporalio/testing';
import { temporalCliPath } from '../../src/temporal-binaries';
import { SEARCH_ATTRIBUTE_KEYS } from '../../src/temporal/search-attributes';
import { expectError } from '../support/expect';
import { balancesOf, createEscrow, customerWithBalance, escrowBody, waitForEscrowEvents } from '../support/escrows';
import { createCustomer } from '../support/fixtures';
import { ApiResponse } from '../support/http';
import { expectLedgerConsistent, quietRuntime, startStack, Stack } from '../support/stack';

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
    server: {
      executable: { type: 'existing-path', path: temporalCliPath() },
      searchAttributes: SEARCH_ATTRIBUTE_KEYS,
      extraArgs: ['--headless', '--log-level', 'error', '--dynamic-config-value', `limit.historyCount.suggestContinueAsNew=${SUGGEST_AT}`],
    },
  });
  stack = await startStack({ config: { rateLimitMultiplier: 100 }, temporal: { client: env.client, nativeConnection: env.nativeConnection } });
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

/**
 * Between writes, as when a merchant acts on each webhook: the write's events were delivered
 * and the workflow has no task pending (it has seen its children start and, when the server
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
    runs.add(described.runId!);
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
