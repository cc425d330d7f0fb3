import { WorkflowNotFoundError } from '@temporalio/client';
import { randomUUID } from 'node:crypto';
import { checkoutIdFor } from '../../src/checkout/session-create';
import { checkoutWorkflowId } from '../../workflows/checkout-messages';
import { createSession, ok, paySession } from '../support/checkout';
import { balancesOf, createEscrow, escrowBody } from '../support/escrows';
import { expectError } from '../support/expect';
import { createCustomer } from '../support/fixtures';
import { journalTypes } from '../support/ledger';
import { expectLedgerConsistent, stackForFile } from '../support/stack';

// The "Fund via checkout" column of the spec's "allowed operations by status" table, end to
// end through HTTP (the other columns are in transitions.test.ts and disputes.test.ts):
// - awaiting_funding: a session is created (payment.pending) and its payment funds the hold;
// - every other status: POST /checkout/sessions is 409 ESCROW_NOT_PAYABLE and leaves nothing
//   behind (no session, no workflow, no event, no ledger movement);
// - a payment that still arrives for such a hold (an earlier, declined session paid later)
//   never touches the hold: it credits the payer's available (wallet.credited), and the
//   hold's own operations go on as before.
// Holds here are funded by checkout: the payer (no balance of their own) ends with the
// hold's amount held and nothing available.

const stack = stackForFile({ config: { rateLimitMultiplier: 100 } });

const AMOUNT = 10_000;
const OPEN_DISPUTE = { openedBy: 'payer', reasonCode: 'not_received', description: 'nothing came' };

type Status = 'awaiting_funding' | 'held' | 'partially_released' | 'disputed' | 'released' | 'refunded' | 'cancelled';
type Hold = { id: string; payer: string; payee: string; disputeId?: string; declinedSession?: string };

/**
 * A hold of a registered payer brought to `status` through the API. With `declinedSession`
 * a first session is declined before the one that funds the hold (it can still be paid).
 */
async function holdIn(status: Status, options: { declinedSession?: boolean } = {}): Promise<Hold> {
  const payer = await createCustomer(stack.api);
  const payee = await createCustomer(stack.api);
  const escrow = await createEscrow(stack.api, escrowBody(payer.customerId, payee.customerId, { amount: AMOUNT }));
  const hold: Hold = { id: escrow.escrowId, payer: payer.customerId, payee: payee.customerId };
  if (status === 'awaiting_funding') return hold;
  if (status === 'cancelled') {
    ok(await stack.api.post(`/escrows/${hold.id}/cancel`, { reason: 'changed mind' }));
    return hold;
  }
  if (options.declinedSession) {
    const declined = await createSession(stack.api, { escrowId: hold.id });
    expect(ok(await stack.api.post(`/sandbox/checkouts/${declined.checkoutId}/complete`, { outcome: 'failure' })).status).toBe('failed');
    hold.declinedSession = declined.checkoutId;
  }
  const session = await createSession(stack.api, { escrowId: hold.id });
  expect((await paySession(stack.api, session.checkoutId)).bookedAs).toBe('escrow_funding');
  if (status === 'partially_released') ok(await stack.api.post(`/escrows/${hold.id}/release`, { amount: 2_500 }));
  if (status === 'disputed') hold.disputeId = ok(await stack.api.post(`/escrows/${hold.id}/disputes`, OPEN_DISPUTE), 201).disputeId;
  if (status === 'released') ok(await stack.api.post(`/escrows/${hold.id}/release`, {}));
  if (status === 'refunded') ok(await stack.api.post(`/escrows/${hold.id}/refund`, {}), 201);
  expect(ok(await stack.api.get(`/escrows/${hold.id}`)).status).toBe(status);
  return hold;
}

/** Everything a refused or non-funding call must leave as it was. */
async function snapshot(hold: Hold) {
  const [{ n: sessions }] = await stack.sql`select count(*)::int as n from checkout_sessions where escrow_id = ${hold.id}`;
  const events = await stack.sql`select type from events where data->>'escrowId' = ${hold.id} order by seq`;
  return {
    escrow: ok(await stack.api.get(`/escrows/${hold.id}`)),
    sessions,
    events: events.map((r) => r.type as string),
    journals: await journalTypes(stack.sql, hold.id),
    payer: await balancesOf(stack.api, hold.payer),
    payee: await balancesOf(stack.api, hold.payee),
  };
}

async function workflowExists(workflowId: string): Promise<boolean> {
  try {
    await stack.temporal.workflow.getHandle(workflowId).describe();
    return true;
  } catch (err) {
    if (err instanceof WorkflowNotFoundError) return false;
    throw err;
  }
}

describe('fund via checkout: awaiting_funding → yes', () => {
  test('the session is created pending with payment.pending; its payment makes the hold held (payment.succeeded, escrow.funded)', async () => {
    const hold = await holdIn('awaiting_funding');
    const session = ok(await stack.api.post('/checkout/sessions', { escrowId: hold.id, amount: AMOUNT, currency: 'NGN' }), 201);
    expect(session).toMatchObject({ escrowId: hold.id, status: 'pending', amount: AMOUNT });
    expect(await workflowExists(checkoutWorkflowId(session.checkoutId))).toBe(true);
    const payment = await paySession(stack.api, session.checkoutId);
    expect(payment).toMatchObject({ bookedAs: 'escrow_funding', escrowId: hold.id, walletId: null });
    expect(ok(await stack.api.get(`/escrows/${hold.id}`))).toMatchObject({ status: 'held', remainingAmount: AMOUNT });
    expect(await balancesOf(stack.api, hold.payer)).toEqual({ available: 0, held: AMOUNT });
    const after = await snapshot(hold);
    expect(after.events).toEqual(['escrow.created', 'payment.pending', 'payment.succeeded', 'escrow.funded']);
    expect(after.journals).toEqual(['escrow_funded']);
    await stack.receiver.waitFor((r) => r.some((h) => h.body.type === 'escrow.funded' && h.body.data.escrowId === hold.id));
  });
});

describe.each<Status>(['held', 'partially_released', 'disputed', 'released', 'refunded', 'cancelled'])(
  'fund via checkout: %s → no',
  (status) => {
    test('POST /checkout/sessions is 409 ESCROW_NOT_PAYABLE (before the amount check); no session, workflow, event or movement', async () => {
      const hold = await holdIn(status);
      const before = await snapshot(hold);
      const key = randomUUID();
      const bodies = [
        { escrowId: hold.id },
        { escrowId: hold.id, amount: AMOUNT, currency: 'NGN' },
        { escrowId: hold.id, amount: AMOUNT + 1 },
      ];
      for (const body of bodies) {
        const res = await stack.api.post('/checkout/sessions', body, { idempotencyKey: body === bodies[0] ? key : undefined });
        expectError(res, 409, 'ESCROW_NOT_PAYABLE');
        expect(res.body.error.details).toEqual({ status });
      }
      // The session a success would have made (its id derives from the key) has no workflow.
      const refusedId = checkoutIdFor({ merchantId: stack.merchant.merchantId, plane: 'test' }, key);
      expect(await workflowExists(checkoutWorkflowId(refusedId))).toBe(false);
      expectError(await stack.api.get(`/checkout/sessions/${refusedId}`), 404, 'NOT_FOUND');
      expect(await snapshot(hold)).toEqual(before);
      expect(ok(await stack.api.get(`/checkout/sessions?escrowId=${hold.id}&status=pending`)).checkouts).toEqual([]);
    });
  },
);

describe('a payment that still arrives for a hold past awaiting_funding credits the payer and leaves the hold alone', () => {
  // An earlier session of the hold was declined, then another one funded it; paying the
  // declined one later (the provider never rejects a successful payment) is such a payment.
  test.each<[Status, (hold: Hold) => Promise<unknown>]>([
    ['held', async (hold) => expect(ok(await stack.api.post(`/escrows/${hold.id}/release`, {}))).toMatchObject({ status: 'released' })],
    [
      'partially_released',
      async (hold) =>
        expect(ok(await stack.api.post(`/escrows/${hold.id}/release`, {}))).toMatchObject({ status: 'released', releasedAmount: AMOUNT }),
    ],
    [
      'disputed',
      async (hold) =>
        expect(ok(await stack.api.post(`/escrows/${hold.id}/disputes/${hold.disputeId}/resolve`, { action: 'refund' }))).toMatchObject({
          status: 'resolved',
          refundedAmount: AMOUNT,
        }),
    ],
    ['released', async (hold) => expectError(await stack.api.post(`/escrows/${hold.id}/refund`, {}), 409, 'ESCROW_INVALID_STATE')],
    ['refunded', async (hold) => expectError(await stack.api.post(`/escrows/${hold.id}/release`, {}), 409, 'ESCROW_INVALID_STATE')],
  ])("%s: wallet_credit, payment.succeeded then wallet.credited; the hold's next operation behaves as before", async (status, next) => {
    const hold = await holdIn(status, { declinedSession: true });
    const before = await snapshot(hold);

    const payment = await paySession(stack.api, hold.declinedSession!);
    expect(payment).toMatchObject({
      bookedAs: 'wallet_credit',
      escrowId: hold.id,
      walletId: expect.stringMatching(/^wal_/),
      netAmount: AMOUNT,
    });
    expect(ok(await stack.api.get(`/checkout/sessions/${hold.declinedSession}`))).toMatchObject({
      status: 'completed',
      paymentId: payment.paymentId,
    });

    const after = await snapshot(hold);
    expect(after.escrow).toEqual(before.escrow);
    expect(after.journals).toEqual(before.journals); // the credit is the payer's, not the hold's
    expect(after.events).toEqual([...before.events, 'payment.succeeded']);
    expect(after.payer).toEqual({ available: before.payer.available + AMOUNT, held: before.payer.held });
    expect(after.payee).toEqual(before.payee);
    const credit = await stack.sql`select related_id from ledger_journals where movement_id = ${`checkout:${hold.declinedSession}`}`;
    expect(credit).toHaveLength(1);
    await stack.receiver.waitFor((r) => r.some((h) => h.body.type === 'wallet.credited' && h.body.data.customerId === hold.payer));
    const hook = stack.receiver.received.find((h) => h.body.type === 'wallet.credited' && h.body.data.customerId === hold.payer)!;
    expect(hook.body.meta).toMatchObject({ amount: AMOUNT, source: 'checkout' });

    await next(hold);
    await expectLedgerConsistent(stack.sql);
  });
});
