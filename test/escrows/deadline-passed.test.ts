import { expectError } from '../support/expect';
import { balancesOf, createEscrow, customerWithBalance, escrowBody } from '../support/escrows';
import { createCustomer } from '../support/fixtures';
import { ApiResponse } from '../support/http';
import { journalTypes } from '../support/ledger';
import { expectLedgerConsistent, stackForFile } from '../support/stack';
import { escrowWorkflowId } from '../../workflows/escrow-messages';

// 409 DEADLINE_PASSED through the real stack, as it happens in production: the worker is down
// when a hold's deadline comes, and a merchant's move of that deadline arrives while it is
// down. The server then holds, for the escrow's workflow, both the fired timer and the
// Update; the worker that comes back gets them in one activation, and the SDK hands the
// workflow its Updates before its timers. So the move is judged first, on a clock that already
// reads past the deadline: refused with DEADLINE_PASSED naming the field, nothing booked (the
// workflow's validator refuses it, as the booking's transaction would on the row). Then the
// timer's automatic release or cancel books, once.
//
// Its own database: this file stops its worker, and another file's outbox sweep must not take
// this one's events meanwhile (test/support/stack.ts ownDatabase).

jest.setTimeout(90_000);

const stack = stackForFile({ config: { rateLimitMultiplier: 100 }, ownDatabase: true }, 'none');

const DAY_MS = 24 * 60 * 60 * 1000;
const AMOUNT = 10_000;
/** How far ahead the deadline is set: long enough for the requests before the worker stops. */
const LEAD_MS = 4_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

function ok(res: ApiResponse) {
  expect({ status: res.status, body: res.body }).toMatchObject({ status: 200, body: { success: true } });
  return res.body.data;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, boundMs = 30_000): Promise<T> {
  const giveUpAt = Date.now() + boundMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > giveUpAt) return value;
    await sleep(200);
  }
}

/** The hold's events as recorded (the outbox), oldest first: type and meta. */
async function recordedEvents(escrowId: string) {
  const rows = await stack.sql`select type, meta from events where data->>'escrowId' = ${escrowId} order by seq`;
  return rows.map((r) => ({ type: r.type as string, meta: r.meta as Record<string, unknown> }));
}

/**
 * With the worker down past `deadline`: sends the move, checks it waits for a worker, starts
 * one, and returns the answer. The Update must reach the server while no worker runs, so it
 * is in the same workflow task as the fired timer.
 */
async function moveWhileWorkerDown(escrowId: string, deadline: string, body: Record<string, unknown>): Promise<ApiResponse> {
  await stack.stopWorker();
  let move!: Promise<ApiResponse>;
  try {
    await sleep(Date.parse(deadline) - Date.now() + 1_000);
    let answered = false;
    move = stack.api.post(`/escrows/${escrowId}/deadlines`, body).finally(() => (answered = true));
    await sleep(1_500);
    expect(answered).toBe(false); // no worker: the request waits
  } finally {
    await stack.startWorker();
  }
  return move;
}

test('the worker was down when releaseAt came: a move arriving meanwhile is 409 DEADLINE_PASSED once a worker is back, and the automatic release books once', async () => {
  const payer = await customerWithBalance(stack.api, 100_000);
  const payee = await createCustomer(stack.api);
  const escrow = await createEscrow(
    stack.api,
    escrowBody(payer.customerId, payee.customerId, { debitPayer: true, inspectionPeriod: 24 * 60 * 60 }),
  );
  // Brought a few seconds ahead by a move of its own (the one deadlines_updated this hold sends).
  const releaseAt = new Date(Date.now() + LEAD_MS).toISOString();
  expect(ok(await stack.api.post(`/escrows/${escrow.escrowId}/deadlines`, { releaseAt }))).toMatchObject({ status: 'held', releaseAt });

  const answer = await moveWhileWorkerDown(escrow.escrowId, releaseAt, { releaseAt: inDays(3) });
  expectError(answer, 409, 'DEADLINE_PASSED', ['releaseAt']);
  expect(answer.body.error.details).toMatchObject({ field: 'releaseAt', deadline: releaseAt });

  const released = await until(
    async () => ok(await stack.api.get(`/escrows/${escrow.escrowId}`)),
    (e) => e.status === 'released',
  );
  expect(released).toMatchObject({ status: 'released', releaseAt, releasedAmount: AMOUNT, remainingAmount: 0 });
  await sleep(1_000); // anything booked twice would show by now
  expect(await journalTypes(stack.sql, escrow.escrowId)).toEqual(['escrow_funded', 'escrow_released']);
  expect(await recordedEvents(escrow.escrowId)).toEqual([
    { type: 'escrow.created', meta: expect.any(Object) },
    { type: 'escrow.funded', meta: expect.any(Object) },
    { type: 'escrow.deadlines_updated', meta: { previousAttributes: { releaseAt: escrow.releaseAt } } },
    { type: 'escrow.released', meta: expect.objectContaining({ movementAmount: AMOUNT, automatic: true, deadline: 'releaseAt' }) },
  ]);
  expect(await balancesOf(stack.api, payee.customerId)).toEqual({ available: AMOUNT, held: 0 });
  await expectRefusedBeforeRecorded(escrow.escrowId);
  await expectLedgerConsistent(stack.sql);
});

test('the worker was down when fundingDeadline came: a move arriving meanwhile is 409 DEADLINE_PASSED once a worker is back, and the automatic cancel books once', async () => {
  const payer = await customerWithBalance(stack.api, 0);
  const payee = await createCustomer(stack.api);
  const fundingDeadline = new Date(Date.now() + LEAD_MS).toISOString();
  const escrow = await createEscrow(stack.api, escrowBody(payer.customerId, payee.customerId, { fundingDeadline }));
  expect(escrow).toMatchObject({ status: 'awaiting_funding', fundingDeadline });

  const answer = await moveWhileWorkerDown(escrow.escrowId, fundingDeadline, { fundingDeadline: inDays(1) });
  expectError(answer, 409, 'DEADLINE_PASSED', ['fundingDeadline']);
  expect(answer.body.error.details).toMatchObject({ field: 'fundingDeadline', deadline: fundingDeadline });

  const cancelled = await until(
    async () => ok(await stack.api.get(`/escrows/${escrow.escrowId}`)),
    (e) => e.status === 'cancelled',
  );
  expect(cancelled).toMatchObject({ status: 'cancelled', cancelledReason: 'funding_deadline_passed', fundingDeadline });
  await sleep(1_000);
  expect(await journalTypes(stack.sql, escrow.escrowId)).toEqual([]); // an unfunded hold's cancel moves nothing
  expect(await recordedEvents(escrow.escrowId)).toEqual([
    { type: 'escrow.created', meta: expect.any(Object) },
    { type: 'escrow.cancelled', meta: expect.objectContaining({ automatic: true, deadline: 'fundingDeadline' }) },
  ]);
  await expectRefusedBeforeRecorded(escrow.escrowId);
});

/**
 * How the workflow saw it: the timer fired while no worker ran, and from then on no Update was
 * accepted (the move was refused by the workflow's validator, which records nothing).
 */
async function expectRefusedBeforeRecorded(escrowId: string): Promise<void> {
  const events = (await stack.temporal.workflow.getHandle(escrowWorkflowId(escrowId)).fetchHistory()).events ?? [];
  const lastTimerFired = events.map((e) => Boolean(e.timerFiredEventAttributes)).lastIndexOf(true);
  expect(lastTimerFired).toBeGreaterThan(0);
  expect(events.slice(lastTimerFired).filter((e) => e.workflowExecutionUpdateAcceptedEventAttributes)).toEqual([]);
}
