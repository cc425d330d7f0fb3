import { newId } from '../../src/ids';
import { paySession, createSession } from '../support/checkout';
import { expectError } from '../support/expect';
import { balancesOf, createEscrow, customerWithBalance, escrowBody, waitForEscrowEvents } from '../support/escrows';
import { createCustomer } from '../support/fixtures';
import { ApiResponse } from '../support/http';
import { stackForFile } from '../support/stack';

// Time in escrow through the real stack (HTTP, PostgreSQL, the Temporal dev server, webhooks):
// the automatic release at releaseAt and the automatic cancel at fundingDeadline, each made to
// happen now by the hold's sandbox clock; moving and removing a deadline; a late payment after
// the automatic cancel; and the refusals (past, too far, wrong format, moot, passed, live key),
// each leaving the hold as it was. test/workflows/escrow-deadlines.unit.test.ts pins the timer.

const stack = stackForFile({ config: { rateLimitMultiplier: 100 } });

const DAY_S = 24 * 60 * 60;
const AMOUNT = 10_000;

function ok(res: ApiResponse, status = 200) {
  expect({ status: res.status, body: res.body }).toMatchObject({ status, body: { success: true } });
  return res.body.data;
}

async function parties() {
  const payer = await customerWithBalance(stack.api, 100_000);
  const payee = await createCustomer(stack.api);
  return { payer: payer.customerId, payee: payee.customerId };
}

const inDays = (days: number) => new Date(Date.now() + days * DAY_S * 1000).toISOString();
const advance = (escrowId: string, seconds: number) => stack.api.post(`/escrows/${escrowId}/test_clock/advance`, { seconds });
const moveDeadlines = (escrowId: string, body: Record<string, unknown>) => stack.api.post(`/escrows/${escrowId}/deadlines`, body);

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const giveUpAt = Date.now() + 20_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > giveUpAt) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

const escrowNow = async (escrowId: string) => ok(await stack.api.get(`/escrows/${escrowId}`));

test('an inspection period releases the rest of the hold automatically: the sandbox clock brings releaseAt now, escrow.released says automatic', async () => {
  const p = await parties();
  const escrow = await createEscrow(stack.api, escrowBody(p.payer, p.payee, { debitPayer: true, inspectionPeriod: 7 * DAY_S }));
  expect(escrow).toMatchObject({ status: 'held', inspectionPeriod: 7 * DAY_S, fundingDeadline: null, testClockOffset: 0 });
  expect(Date.parse(escrow.releaseAt) - Date.parse(escrow.fundedAt)).toBe(7 * DAY_S * 1000);
  // The list shows the deadline too.
  const listed = ok(await stack.api.get(`/escrows?customerId=${p.payee}`)).escrows;
  expect(listed).toEqual([expect.objectContaining({ escrowId: escrow.escrowId, releaseAt: escrow.releaseAt })]);

  ok(await stack.api.post(`/escrows/${escrow.escrowId}/release`, { amount: 4_000 }));
  // Six days: nothing yet. One more: due.
  expect(ok(await advance(escrow.escrowId, 6 * DAY_S))).toMatchObject({ status: 'partially_released', testClockOffset: 6 * DAY_S });
  ok(await advance(escrow.escrowId, DAY_S));
  const released = await until(
    () => escrowNow(escrow.escrowId),
    (e) => e.status === 'released',
  );
  expect(released).toMatchObject({ status: 'released', releasedAmount: AMOUNT, remainingAmount: 0 });

  const events = await waitForEscrowEvents(stack.receiver, escrow.escrowId, 4);
  expect(events.map((e) => [e.body.type, e.body.meta])).toEqual([
    ['escrow.created', { debitPayer: true }],
    ['escrow.funded', expect.any(Object)],
    ['escrow.partially_released', { movementAmount: 4_000 }],
    ['escrow.released', { movementAmount: 6_000, automatic: true, deadline: 'releaseAt' }],
  ]);
  expect(await balancesOf(stack.api, p.payee)).toEqual({ available: AMOUNT, held: 0 });
  // The money moved once: a second advance is refused (the hold is closed), nothing else moves.
  expectError(await advance(escrow.escrowId, 60), 409, 'ESCROW_INVALID_STATE');
  expect(await balancesOf(stack.api, p.payee)).toEqual({ available: AMOUNT, held: 0 });
});

test('moving releaseAt: extended, then removed; the sandbox clock passing the old times releases nothing; escrow.deadlines_updated records each change', async () => {
  const p = await parties();
  const escrow = await createEscrow(stack.api, escrowBody(p.payer, p.payee, { debitPayer: true, inspectionPeriod: DAY_S }));
  const extendedTo = inDays(3);
  const extended = ok(await moveDeadlines(escrow.escrowId, { releaseAt: extendedTo }));
  expect(extended).toMatchObject({ status: 'held', releaseAt: new Date(extendedTo).toISOString() });
  ok(await advance(escrow.escrowId, 2 * DAY_S)); // past the first deadline only
  await new Promise((r) => setTimeout(r, 1_000));
  expect(await escrowNow(escrow.escrowId)).toMatchObject({ status: 'held', remainingAmount: AMOUNT });

  expect(ok(await moveDeadlines(escrow.escrowId, { releaseAt: null }))).toMatchObject({ releaseAt: null });
  ok(await advance(escrow.escrowId, 30 * DAY_S));
  await new Promise((r) => setTimeout(r, 1_000));
  expect(await escrowNow(escrow.escrowId)).toMatchObject({ status: 'held', remainingAmount: AMOUNT, testClockOffset: 32 * DAY_S });

  const events = await waitForEscrowEvents(stack.receiver, escrow.escrowId, 4);
  expect(events.slice(2).map((e) => [e.body.type, e.body.data.releaseAt, e.body.meta])).toEqual([
    ['escrow.deadlines_updated', new Date(extendedTo).toISOString(), { previousAttributes: { releaseAt: escrow.releaseAt } }],
    ['escrow.deadlines_updated', null, { previousAttributes: { releaseAt: new Date(extendedTo).toISOString() } }],
  ]);
  ok(await stack.api.post(`/escrows/${escrow.escrowId}/release`, {}));
});

test('a dispute stops the clock: releaseAt is removed and the sandbox clock passing it releases nothing', async () => {
  const p = await parties();
  const escrow = await createEscrow(stack.api, escrowBody(p.payer, p.payee, { debitPayer: true, inspectionPeriod: DAY_S }));
  ok(
    await stack.api.post(`/escrows/${escrow.escrowId}/disputes`, {
      openedBy: 'payer',
      reasonCode: 'damaged',
      description: 'Cracked screen',
    }),
    201,
  );
  expect(await escrowNow(escrow.escrowId)).toMatchObject({ status: 'disputed', releaseAt: null });
  ok(await advance(escrow.escrowId, 2 * DAY_S));
  await new Promise((r) => setTimeout(r, 1_000));
  expect(await escrowNow(escrow.escrowId)).toMatchObject({ status: 'disputed', releasedAmount: 0 });
  expectError(await moveDeadlines(escrow.escrowId, { releaseAt: inDays(5) }), 409, 'ESCROW_INVALID_STATE', ['releaseAt']);
});

test('a funding deadline cancels the unfunded hold (escrow.cancelled with the reason); a payment after it is credited to the payer', async () => {
  const p = await parties();
  const before = await balancesOf(stack.api, p.payer);
  const escrow = await createEscrow(stack.api, escrowBody(p.payer, p.payee, { fundingDeadline: inDays(2), inspectionPeriod: DAY_S }));
  expect(escrow).toMatchObject({
    status: 'awaiting_funding',
    fundingDeadline: expect.any(String),
    releaseAt: null,
    inspectionPeriod: DAY_S,
  });
  const session = await createSession(stack.api, { escrowId: escrow.escrowId, amount: AMOUNT, currency: 'NGN' });

  ok(await advance(escrow.escrowId, 2 * DAY_S + 60));
  const cancelled = await until(
    () => escrowNow(escrow.escrowId),
    (e) => e.status === 'cancelled',
  );
  expect(cancelled).toMatchObject({ status: 'cancelled', cancelledReason: 'funding_deadline_passed' });
  const cancelEvent = (await waitForEscrowEvents(stack.receiver, escrow.escrowId, 3))[2]; // created, payment.pending, cancelled
  expect(cancelEvent.body).toMatchObject({ type: 'escrow.cancelled', meta: { automatic: true, deadline: 'fundingDeadline' } });

  // Never rejected for age: the late payment goes to the payer's available.
  await paySession(stack.api, session.checkoutId);
  const after = await until(
    () => balancesOf(stack.api, p.payer),
    (b) => b.available > before.available,
  );
  expect(after).toEqual({ available: before.available + AMOUNT, held: 0 });
  expect(await escrowNow(escrow.escrowId)).toMatchObject({ status: 'cancelled', remainingAmount: AMOUNT, releasedAmount: 0 });
});

test('a payment before the funding deadline funds the hold: never cancelled, and the inspection period starts at funding', async () => {
  const p = await parties();
  const escrow = await createEscrow(stack.api, escrowBody(p.payer, p.payee, { fundingDeadline: inDays(1), inspectionPeriod: 3 * DAY_S }));
  const session = await createSession(stack.api, { escrowId: escrow.escrowId, amount: AMOUNT, currency: 'NGN' });
  await paySession(stack.api, session.checkoutId);
  const funded = await until(
    () => escrowNow(escrow.escrowId),
    (e) => e.status === 'held',
  );
  expect(Date.parse(funded.releaseAt) - Date.parse(funded.fundedAt)).toBe(3 * DAY_S * 1000);
  // Its part done, the funding deadline is cleared: a funded hold shows none, in the answer and the webhook.
  expect(funded.fundingDeadline).toBeNull();
  const [fundedEvent] = await stack.receiver
    .waitFor((r) => r.some((w) => w.body.type === 'escrow.funded' && w.body.data.escrowId === escrow.escrowId))
    .then((r) => r.filter((w) => w.body.type === 'escrow.funded' && w.body.data.escrowId === escrow.escrowId));
  expect(fundedEvent.body.data).toMatchObject({ status: 'held', fundingDeadline: null, releaseAt: funded.releaseAt });
  expectError(await moveDeadlines(escrow.escrowId, { fundingDeadline: inDays(2) }), 409, 'ESCROW_INVALID_STATE', ['fundingDeadline']);
  ok(await advance(escrow.escrowId, 2 * DAY_S)); // past the funding deadline: moot once funded
  await new Promise((r) => setTimeout(r, 1_000));
  expect(await escrowNow(escrow.escrowId)).toMatchObject({ status: 'held' });
  ok(await advance(escrow.escrowId, DAY_S + 60));
  expect(
    await until(
      () => escrowNow(escrow.escrowId),
      (e) => e.status === 'released',
    ),
  ).toMatchObject({ status: 'released', remainingAmount: 0 });
});

describe('bad input: a clear error naming the field, nothing changed', () => {
  test('on create: a past or too far fundingDeadline, a wrong format, an inspection period out of range; fundingDeadline with debitPayer', async () => {
    const p = await parties();
    const body = (extra: Record<string, unknown>) => escrowBody(p.payer, p.payee, extra);
    expectError(await stack.api.post('/escrows', body({ fundingDeadline: inDays(-1) })), 400, 'INVALID_REQUEST', ['fundingDeadline']);
    expectError(await stack.api.post('/escrows', body({ fundingDeadline: inDays(366) })), 400, 'INVALID_REQUEST', ['fundingDeadline']);
    expectError(await stack.api.post('/escrows', body({ fundingDeadline: '2026-13-01' })), 400, 'INVALID_REQUEST', ['fundingDeadline']);
    expectError(await stack.api.post('/escrows', body({ inspectionPeriod: 'P7D' })), 400, 'INVALID_REQUEST', ['inspectionPeriod']);
    expectError(await stack.api.post('/escrows', body({ inspectionPeriod: 366 * DAY_S })), 400, 'INVALID_REQUEST', ['inspectionPeriod']);
    expectError(await stack.api.post('/escrows', body({ debitPayer: true, fundingDeadline: inDays(1) })), 422, 'INVALID_REQUEST', [
      'fundingDeadline',
      'debitPayer',
    ]);
    expect(ok(await stack.api.get(`/escrows?customerId=${p.payer}`)).escrows).toEqual([]);
  });

  test("on a move: past (on the hold's clock), too far, wrong format, moot for the status, unknown hold; then the live plane refuses the clock", async () => {
    const p = await parties();
    const escrow = await createEscrow(stack.api, escrowBody(p.payer, p.payee, { debitPayer: true, inspectionPeriod: DAY_S }));
    expectError(await moveDeadlines(escrow.escrowId, { releaseAt: inDays(-1) }), 400, 'INVALID_REQUEST', ['releaseAt']);
    expectError(await moveDeadlines(escrow.escrowId, { releaseAt: inDays(400) }), 400, 'INVALID_REQUEST', ['releaseAt']);
    expectError(await moveDeadlines(escrow.escrowId, { releaseAt: 'tomorrow' }), 400, 'INVALID_REQUEST', ['releaseAt']);
    expectError(await moveDeadlines(escrow.escrowId, {}), 400, 'INVALID_REQUEST');
    expectError(await moveDeadlines(escrow.escrowId, { fundingDeadline: inDays(1) }), 409, 'ESCROW_INVALID_STATE', ['fundingDeadline']);
    expectError(await moveDeadlines(newId('escrow'), { releaseAt: inDays(1) }), 404, 'NOT_FOUND');
    // The hold's clock decides "past": a time a day ahead of real time is past once the clock ran two days ahead.
    const unfunded = await createEscrow(stack.api, escrowBody(p.payer, p.payee, { fundingDeadline: inDays(10) }));
    ok(await advance(unfunded.escrowId, 2 * DAY_S));
    expectError(await moveDeadlines(unfunded.escrowId, { fundingDeadline: inDays(1) }), 400, 'INVALID_REQUEST', ['fundingDeadline']);
    expectError(await advance(unfunded.escrowId, 0), 400, 'INVALID_REQUEST', ['seconds']);
    expect(await escrowNow(escrow.escrowId)).toEqual(escrow);

    const live = await stack.newMerchant({ verified: true, liveMode: true });
    const answer = await stack.api.withKey(live.liveSecretKey).post(`/escrows/${escrow.escrowId}/test_clock/advance`, { seconds: 60 });
    expect([answer.status, answer.body.error.code]).toEqual([403, 'FORBIDDEN']);
  });
});
