import { newId } from '../../src/ids';
import { expectError } from '../support/expect';
import { balancesOf, createEscrow, customerWithBalance, escrowBody, waitForEscrowEvents } from '../support/escrows';
import { createCustomer } from '../support/fixtures';
import { ApiResponse } from '../support/http';
import { journalTypes } from '../support/ledger';
import { stackForFile } from '../support/stack';

// Every escrow transition reachable without checkout, and every cell of the spec's
// "allowed operations by status" table (except "fund via checkout"), end to end through
// HTTP with the webhooks each write must send. Holds are funded with debitPayer after a
// sandbox credit of 100,000 (deposit fee 300): the payer starts with 99,700 available.

const stack = stackForFile({ config: { rateLimitMultiplier: 100 } });

const START = 99_700;
const AMOUNT = 10_000;

type Parties = { payer: string; payee: string };

async function parties(): Promise<Parties> {
  const payer = await customerWithBalance(stack.api, 100_000);
  const payee = await createCustomer(stack.api);
  return { payer: payer.customerId, payee: payee.customerId };
}

async function held(p: Parties, overrides: Record<string, unknown> = {}) {
  return createEscrow(stack.api, escrowBody(p.payer, p.payee, { debitPayer: true, ...overrides }));
}

function ok(res: ApiResponse, status = 200) {
  expect({ status: res.status, body: res.body }).toMatchObject({ status, body: { success: true } });
  return res.body.data;
}

/** Outbox rows about an escrow: a refused write records none. */
async function outboxTypes(escrowId: string): Promise<string[]> {
  const rows = await stack.sql`select type from events where data->>'escrowId' = ${escrowId} order by seq`;
  return rows.map((r) => r.type as string);
}

async function merchantSettlement(): Promise<bigint> {
  const [row] = await stack.sql`select balance from ledger_accounts where id = ${`${stack.merchant.merchantId}:test:merchant_settlement`}`;
  return row.balance as bigint;
}

describe('creation', () => {
  test('default: awaiting_funding, nothing locked, escrow.created {debitPayer: false}', async () => {
    const p = await parties();
    const escrow = await createEscrow(stack.api, escrowBody(p.payer, p.payee));
    expect(escrow).toMatchObject({ status: 'awaiting_funding', amount: AMOUNT, feeAmount: 0, remainingAmount: AMOUNT, fundedAt: null });
    const events = await waitForEscrowEvents(stack.receiver, escrow.escrowId, 1);
    expect(events.map((e) => [e.body.type, e.body.meta])).toEqual([['escrow.created', { debitPayer: false }]]);
    expect(events[0].body.data).toEqual(escrow);
    expect(await balancesOf(stack.api, p.payer)).toEqual({ available: START, held: 0 });
    expect(await journalTypes(stack.sql, escrow.escrowId)).toEqual([]);
  });

  test('debitPayer: held at once; payer pays amount + merchantFee; escrow.created then escrow.funded', async () => {
    const p = await parties();
    const settlementBefore = await merchantSettlement();
    const escrow = await held(p, { merchantFee: 150 });
    expect(escrow).toMatchObject({ status: 'held', amount: AMOUNT, feeAmount: 150, merchantFee: 150, remainingAmount: AMOUNT });
    expect(escrow.fundedAt).toEqual(expect.any(String));

    const events = await waitForEscrowEvents(stack.receiver, escrow.escrowId, 2);
    expect(events.map((e) => e.body.type)).toEqual(['escrow.created', 'escrow.funded']);
    expect(events[0].body.meta).toEqual({ debitPayer: true });
    expect(events[0].body.data).toMatchObject({ escrowId: escrow.escrowId, status: 'awaiting_funding', feeAmount: 0 });
    // Decision: a wallet-funded hold reports source "wallet", no payment and no provider fees.
    expect(events[1].body.meta).toEqual({
      source: 'wallet',
      paymentId: null,
      providerReference: null,
      chargedAmount: AMOUNT + 150,
      netAmount: AMOUNT,
      fees: { providerFee: 0, platformFee: 0, merchantFee: 150, totalFees: 150 },
    });
    expect(events[1].body.data).toEqual(escrow);
    // The funded escrow is worked out from the new row under its lock, not read back: it is the row as stored.
    expect(ok(await stack.api.get(`/escrows/${escrow.escrowId}`))).toEqual(escrow);

    expect(await balancesOf(stack.api, p.payer)).toEqual({ available: START - AMOUNT - 150, held: AMOUNT });
    expect(await merchantSettlement()).toBe(settlementBefore + 15_000n);
    expect(await journalTypes(stack.sql, escrow.escrowId)).toEqual(['escrow_funded']);
  });
});

describe('awaiting_funding', () => {
  test('cancel: cancelled with the reason, no ledger movement, escrow.cancelled', async () => {
    const p = await parties();
    const escrow = await createEscrow(stack.api, escrowBody(p.payer, p.payee));
    const cancelled = ok(await stack.api.post(`/escrows/${escrow.escrowId}/cancel`, { reason: 'buyer changed mind' }));
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelledReason: 'buyer changed mind', remainingAmount: AMOUNT });
    const events = await waitForEscrowEvents(stack.receiver, escrow.escrowId, 2);
    expect(events.map((e) => [e.body.type, e.body.meta])).toEqual([
      ['escrow.created', { debitPayer: false }],
      ['escrow.cancelled', {}],
    ]);
    expect(events[1].body.data).toEqual(cancelled);
    expect(ok(await stack.api.get(`/escrows/${escrow.escrowId}`))).toEqual(cancelled);
    expect(await journalTypes(stack.sql, escrow.escrowId)).toEqual([]);
    expect(await balancesOf(stack.api, p.payer)).toEqual({ available: START, held: 0 });
  });

  test('cancel without a reason stores null', async () => {
    const p = await parties();
    const escrow = await createEscrow(stack.api, escrowBody(p.payer, p.payee));
    expect(ok(await stack.api.post(`/escrows/${escrow.escrowId}/cancel`, {}))).toMatchObject({
      status: 'cancelled',
      cancelledReason: null,
    });
  });

  test('release, refund, dispute and resolve are refused; nothing is recorded', async () => {
    const p = await parties();
    const escrow = await createEscrow(stack.api, escrowBody(p.payer, p.payee));
    const id = escrow.escrowId;
    expectError(await stack.api.post(`/escrows/${id}/release`, {}), 409, 'ESCROW_INVALID_STATE');
    expectError(await stack.api.post(`/escrows/${id}/release`, { amount: 10 }), 409, 'ESCROW_INVALID_STATE');
    expectError(await stack.api.post(`/escrows/${id}/refund`, {}), 409, 'ESCROW_INVALID_STATE');
    expectError(
      await stack.api.post(`/escrows/${id}/disputes`, { openedBy: 'payer', reasonCode: 'x', description: 'y' }),
      409,
      'INVALID_DISPUTE',
    );
    expectError(await stack.api.post(`/escrows/${id}/disputes/${newId('dispute')}/resolve`, { action: 'release' }), 404, 'NOT_FOUND');
    expect(ok(await stack.api.get(`/escrows/${id}`))).toEqual(escrow);
    expect(await outboxTypes(id)).toEqual(['escrow.created']);
  });

  test("a guest payer's hold: refund is 409 GUEST_REFUND_NO_PAYMENT (no checkout payment exists), cancel works", async () => {
    const payee = await createCustomer(stack.api);
    const escrow = await createEscrow(stack.api, escrowBody({ email: 'guest@example.com', name: 'Bola' }, payee.customerId));
    expect(escrow.parties).toEqual([
      { role: 'payer', customerId: null, guest: { email: 'guest@example.com', name: 'Bola', phone: null } },
      { role: 'payee', customerId: payee.customerId },
    ]);
    expectError(await stack.api.post(`/escrows/${escrow.escrowId}/refund`, {}), 409, 'GUEST_REFUND_NO_PAYMENT');
    expectError(await stack.api.post(`/escrows/${escrow.escrowId}/release`, {}), 409, 'ESCROW_INVALID_STATE');
    expect(ok(await stack.api.post(`/escrows/${escrow.escrowId}/cancel`, {}))).toMatchObject({ status: 'cancelled' });
    expectError(await stack.api.post(`/escrows/${escrow.escrowId}/refund`, {}), 409, 'GUEST_REFUND_NO_PAYMENT');
  });
});

describe('held', () => {
  test('release with amount omitted: released, all to the payee, escrow.released {movementAmount}', async () => {
    const p = await parties();
    const escrow = await held(p);
    const released = ok(await stack.api.post(`/escrows/${escrow.escrowId}/release`, {}));
    expect(released).toMatchObject({ status: 'released', releasedAmount: AMOUNT, refundedAmount: 0, remainingAmount: 0 });
    expect(released.releasedAt).toEqual(expect.any(String));
    const events = await waitForEscrowEvents(stack.receiver, escrow.escrowId, 3);
    expect(events.map((e) => [e.body.type, e.body.meta])).toEqual([
      ['escrow.created', { debitPayer: true }],
      ['escrow.funded', expect.objectContaining({ source: 'wallet' })],
      ['escrow.released', { movementAmount: AMOUNT }],
    ]);
    expect(events[2].body.data).toEqual(released);
    expect(await balancesOf(stack.api, p.payer)).toEqual({ available: START - AMOUNT, held: 0 });
    expect(await balancesOf(stack.api, p.payee)).toEqual({ available: AMOUNT, held: 0 });
    expect(await journalTypes(stack.sql, escrow.escrowId)).toEqual(['escrow_funded', 'escrow_released']);
  });

  test('release equal to remaining: released', async () => {
    const p = await parties();
    const escrow = await held(p);
    expect(ok(await stack.api.post(`/escrows/${escrow.escrowId}/release`, { amount: AMOUNT }))).toMatchObject({ status: 'released' });
    const events = await waitForEscrowEvents(stack.receiver, escrow.escrowId, 3);
    expect(events[2].body).toMatchObject({ type: 'escrow.released', meta: { movementAmount: AMOUNT } });
  });

  test('partial release: partially_released with meta.movementAmount; the payee gets exactly that', async () => {
    const p = await parties();
    const escrow = await held(p);
    const partial = ok(await stack.api.post(`/escrows/${escrow.escrowId}/release`, { amount: 2500 }));
    expect(partial).toMatchObject({ status: 'partially_released', releasedAmount: 2500, remainingAmount: 7500 });
    const events = await waitForEscrowEvents(stack.receiver, escrow.escrowId, 3);
    expect(events[2].body).toMatchObject({ type: 'escrow.partially_released', meta: { movementAmount: 2500 }, data: partial });
    // The answer is worked out from the locked row, not read back: it is the row as stored.
    expect(ok(await stack.api.get(`/escrows/${escrow.escrowId}`))).toEqual(partial);
    expect(await balancesOf(stack.api, p.payer)).toEqual({ available: START - AMOUNT, held: 7500 });
    expect(await balancesOf(stack.api, p.payee)).toEqual({ available: 2500, held: 0 });
  });

  test("refund all: refunded, funds back to the payer's available at once, escrow.refunded; 201", async () => {
    const p = await parties();
    const escrow = await held(p, { merchantFee: 100 });
    const refunded = ok(await stack.api.post(`/escrows/${escrow.escrowId}/refund`, { reason: 'item out of stock' }), 201);
    expect(refunded).toMatchObject({ status: 'refunded', refundedAmount: AMOUNT, releasedAmount: 0, remainingAmount: 0, feeAmount: 100 });
    expect(refunded.refundedAt).toEqual(expect.any(String));
    const events = await waitForEscrowEvents(stack.receiver, escrow.escrowId, 3);
    expect(events[2].body).toMatchObject({ type: 'escrow.refunded', meta: { movementAmount: AMOUNT }, data: refunded });
    // The refund returns the hold, not the merchant fee taken at funding.
    expect(await balancesOf(stack.api, p.payer)).toEqual({ available: START - 100, held: 0 });
    expect(await balancesOf(stack.api, p.payee)).toEqual({ available: 0, held: 0 });
    expect(await journalTypes(stack.sql, escrow.escrowId)).toEqual(['escrow_funded', 'escrow_refunded']);
  });

  test('partial refund that leaves funds held keeps held (decisions.md)', async () => {
    const p = await parties();
    const escrow = await held(p);
    const partial = ok(await stack.api.post(`/escrows/${escrow.escrowId}/refund`, { amount: 4000 }), 201);
    expect(partial).toMatchObject({ status: 'held', refundedAmount: 4000, remainingAmount: 6000 });
    const events = await waitForEscrowEvents(stack.receiver, escrow.escrowId, 3);
    expect(events[2].body).toMatchObject({ type: 'escrow.refunded', meta: { movementAmount: 4000 } });
    // ...and refunding the rest with nothing ever released ends refunded.
    expect(ok(await stack.api.post(`/escrows/${escrow.escrowId}/refund`, {}), 201)).toMatchObject({
      status: 'refunded',
      refundedAmount: AMOUNT,
    });
    expect(await balancesOf(stack.api, p.payer)).toEqual({ available: START, held: 0 });
  });

  test('amounts above remaining: 400 INVALID_RELEASE / INVALID_REFUND; cancel: 409 ESCROW_NOT_CANCELLABLE; resolve without a dispute: 404', async () => {
    const p = await parties();
    const escrow = await held(p);
    const id = escrow.escrowId;
    const over = await stack.api.post(`/escrows/${id}/release`, { amount: AMOUNT + 1 });
    expectError(over, 400, 'INVALID_RELEASE');
    expect(over.body.error.details).toEqual({ remainingAmount: AMOUNT, requested: AMOUNT + 1 });
    expectError(await stack.api.post(`/escrows/${id}/refund`, { amount: AMOUNT + 1 }), 400, 'INVALID_REFUND');
    expectError(await stack.api.post(`/escrows/${id}/cancel`, {}), 409, 'ESCROW_NOT_CANCELLABLE');
    expectError(await stack.api.post(`/escrows/${id}/disputes/${newId('dispute')}/resolve`, { action: 'refund' }), 404, 'NOT_FOUND');
    expect(ok(await stack.api.get(`/escrows/${id}`))).toEqual(escrow);
    expect(await outboxTypes(id)).toEqual(['escrow.created', 'escrow.funded']);
    expect(await balancesOf(stack.api, p.payer)).toEqual({ available: START - AMOUNT, held: AMOUNT });
  });

  test('open dispute: allowed (disputed)', async () => {
    const p = await parties();
    const escrow = await held(p);
    const dispute = ok(
      await stack.api.post(`/escrows/${escrow.escrowId}/disputes`, {
        openedBy: 'payer',
        reasonCode: 'not_received',
        description: 'nothing came',
      }),
      201,
    );
    expect(dispute).toMatchObject({ status: 'open', escrowId: escrow.escrowId });
    expect(ok(await stack.api.get(`/escrows/${escrow.escrowId}`))).toMatchObject({ status: 'disputed', remainingAmount: AMOUNT });
  });
});

describe('partially_released', () => {
  async function partiallyReleased(p: Parties) {
    const escrow = await held(p);
    ok(await stack.api.post(`/escrows/${escrow.escrowId}/release`, { amount: 2500 }));
    return escrow.escrowId as string;
  }

  test('another partial release stays partially_released; releasing the rest ends released', async () => {
    const p = await parties();
    const id = await partiallyReleased(p);
    expect(ok(await stack.api.post(`/escrows/${id}/release`, { amount: 2500 }))).toMatchObject({
      status: 'partially_released',
      releasedAmount: 5000,
      remainingAmount: 5000,
    });
    expect(ok(await stack.api.post(`/escrows/${id}/release`, {}))).toMatchObject({
      status: 'released',
      releasedAmount: AMOUNT,
      remainingAmount: 0,
    });
    const events = await waitForEscrowEvents(stack.receiver, id, 5);
    expect(events.slice(2).map((e) => [e.body.type, e.body.meta])).toEqual([
      ['escrow.partially_released', { movementAmount: 2500 }],
      ['escrow.partially_released', { movementAmount: 2500 }],
      ['escrow.released', { movementAmount: 5000 }],
    ]);
    expect(await balancesOf(stack.api, p.payee)).toEqual({ available: AMOUNT, held: 0 });
    expect(await balancesOf(stack.api, p.payer)).toEqual({ available: START - AMOUNT, held: 0 });
  });

  test('refund of all remaining after a release ends released (final-status rule)', async () => {
    const p = await parties();
    const id = await partiallyReleased(p);
    const after = ok(await stack.api.post(`/escrows/${id}/refund`, {}), 201);
    expect(after).toMatchObject({ status: 'released', releasedAmount: 2500, refundedAmount: 7500, remainingAmount: 0 });
    const events = await waitForEscrowEvents(stack.receiver, id, 4);
    expect(events[3].body).toMatchObject({ type: 'escrow.refunded', meta: { movementAmount: 7500 }, data: after });
    expect(await balancesOf(stack.api, p.payer)).toEqual({ available: START - 2500, held: 0 });
    expect(await balancesOf(stack.api, p.payee)).toEqual({ available: 2500, held: 0 });
  });

  test('partial refund keeps partially_released', async () => {
    const p = await parties();
    const id = await partiallyReleased(p);
    expect(ok(await stack.api.post(`/escrows/${id}/refund`, { amount: 1000 }), 201)).toMatchObject({
      status: 'partially_released',
      refundedAmount: 1000,
      remainingAmount: 6500,
    });
  });

  test('cancel refused, amounts above remaining refused, dispute allowed', async () => {
    const p = await parties();
    const id = await partiallyReleased(p);
    expectError(await stack.api.post(`/escrows/${id}/cancel`, { reason: 'x' }), 409, 'ESCROW_NOT_CANCELLABLE');
    expectError(await stack.api.post(`/escrows/${id}/release`, { amount: 7501 }), 400, 'INVALID_RELEASE');
    expectError(await stack.api.post(`/escrows/${id}/refund`, { amount: 7501 }), 400, 'INVALID_REFUND');
    expectError(await stack.api.post(`/escrows/${id}/disputes/${newId('dispute')}/resolve`, { action: 'refund' }), 404, 'NOT_FOUND');
    expect(await outboxTypes(id)).toEqual(['escrow.created', 'escrow.funded', 'escrow.partially_released']);
    const dispute = ok(await stack.api.post(`/escrows/${id}/disputes`, { openedBy: 'payee', reasonCode: 'r', description: 'd' }), 201);
    expect(dispute.status).toBe('open');
    expect(ok(await stack.api.get(`/escrows/${id}`))).toMatchObject({ status: 'disputed', remainingAmount: 7500 });
  });
});

describe('disputed', () => {
  test('cancel, release, refund and a second dispute are refused; resolve is allowed', async () => {
    const p = await parties();
    const escrow = await held(p);
    const id = escrow.escrowId;
    const dispute = ok(await stack.api.post(`/escrows/${id}/disputes`, { openedBy: 'payer', reasonCode: 'r', description: 'd' }), 201);
    expectError(await stack.api.post(`/escrows/${id}/cancel`, {}), 409, 'ESCROW_NOT_CANCELLABLE');
    expectError(await stack.api.post(`/escrows/${id}/release`, {}), 409, 'ESCROW_INVALID_STATE');
    expectError(await stack.api.post(`/escrows/${id}/release`, { amount: 1 }), 409, 'ESCROW_INVALID_STATE');
    expectError(await stack.api.post(`/escrows/${id}/refund`, {}), 409, 'ESCROW_INVALID_STATE');
    const again = await stack.api.post(`/escrows/${id}/disputes`, { openedBy: 'payee', reasonCode: 'r2', description: 'd2' });
    expectError(again, 409, 'DISPUTE_EXISTS');
    expect(await outboxTypes(id)).toEqual(['escrow.created', 'escrow.funded', 'dispute.opened']);
    expect(ok(await stack.api.get(`/escrows/${id}`))).toMatchObject({ status: 'disputed' });
    expect(await balancesOf(stack.api, p.payer)).toEqual({ available: START - AMOUNT, held: AMOUNT });

    const resolved = ok(await stack.api.post(`/escrows/${id}/disputes/${dispute.disputeId}/resolve`, { action: 'release' }));
    expect(resolved).toMatchObject({ status: 'resolved', resolution: 'release', releasedAmount: AMOUNT, refundedAmount: 0 });
    expect(ok(await stack.api.get(`/escrows/${id}`))).toMatchObject({ status: 'released' });
  });
});

describe('terminal states accept nothing', () => {
  async function expectAllRefused(id: string, cancelCode = 'ESCROW_NOT_CANCELLABLE') {
    const before = ok(await stack.api.get(`/escrows/${id}`));
    const types = await outboxTypes(id);
    expectError(await stack.api.post(`/escrows/${id}/cancel`, {}), 409, cancelCode);
    expectError(await stack.api.post(`/escrows/${id}/release`, {}), 409, 'ESCROW_INVALID_STATE');
    expectError(await stack.api.post(`/escrows/${id}/release`, { amount: 1 }), 409, 'ESCROW_INVALID_STATE');
    expectError(await stack.api.post(`/escrows/${id}/refund`, {}), 409, 'ESCROW_INVALID_STATE');
    expectError(
      await stack.api.post(`/escrows/${id}/disputes`, { openedBy: 'payer', reasonCode: 'r', description: 'd' }),
      409,
      'ESCROW_INVALID_STATE',
    );
    expectError(await stack.api.post(`/escrows/${id}/disputes/${newId('dispute')}/resolve`, { action: 'release' }), 404, 'NOT_FOUND');
    expect(ok(await stack.api.get(`/escrows/${id}`))).toEqual(before);
    expect(await outboxTypes(id)).toEqual(types);
  }

  test('released', async () => {
    const p = await parties();
    const escrow = await held(p);
    ok(await stack.api.post(`/escrows/${escrow.escrowId}/release`, {}));
    await expectAllRefused(escrow.escrowId);
    expect(await balancesOf(stack.api, p.payee)).toEqual({ available: AMOUNT, held: 0 });
  });

  test('refunded', async () => {
    const p = await parties();
    const escrow = await held(p);
    ok(await stack.api.post(`/escrows/${escrow.escrowId}/refund`, {}), 201);
    await expectAllRefused(escrow.escrowId);
    expect(await balancesOf(stack.api, p.payer)).toEqual({ available: START, held: 0 });
  });

  test('cancelled (a second cancel is ESCROW_NOT_CANCELLABLE too)', async () => {
    const p = await parties();
    const escrow = await createEscrow(stack.api, escrowBody(p.payer, p.payee));
    ok(await stack.api.post(`/escrows/${escrow.escrowId}/cancel`, { reason: 'first' }));
    await expectAllRefused(escrow.escrowId);
    expect(ok(await stack.api.get(`/escrows/${escrow.escrowId}`)).cancelledReason).toBe('first');
  });
});

describe('idempotent writes', () => {
  test('a release replayed with the same Idempotency-Key moves money once and answers the same', async () => {
    const p = await parties();
    const escrow = await held(p);
    const first = await stack.api.post(`/escrows/${escrow.escrowId}/release`, { amount: 1000 }, { idempotencyKey: 'rel-once' });
    const second = await stack.api.post(`/escrows/${escrow.escrowId}/release`, { amount: 1000 }, { idempotencyKey: 'rel-once' });
    expect(second.status).toBe(200);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(second.body).toEqual(first.body);
    expect(ok(await stack.api.get(`/escrows/${escrow.escrowId}`))).toMatchObject({ releasedAmount: 1000, remainingAmount: 9000 });
    expect(await journalTypes(stack.sql, escrow.escrowId)).toEqual(['escrow_funded', 'escrow_released']);
  });
});

describe('Temporal', () => {
  const escrowWorkflow = (escrowId: string) => stack.temporal.workflow.getHandle(`escrow-${escrowId}`);
  const attributesOf = async (escrowId: string) => {
    const d = await escrowWorkflow(escrowId).describe();
    return Object.fromEntries(d.typedSearchAttributes.getAll().map((pair) => [pair.key.name, pair.value]));
  };
  /** EscrowStatus upserts in the escrow workflow's history (the status it was started with is not one). */
  const statusUpsertsOf = async (escrowId: string) =>
    (await escrowWorkflow(escrowId).fetchHistory()).events!.filter(
      (e) => e.upsertWorkflowSearchAttributesEventAttributes?.searchAttributes?.indexedFields?.EscrowStatus,
    ).length;

  test("one workflow per escrow with searchable merchant, plane, id, reference and current status, in its merchant's turn; it ends when terminal", async () => {
    const p = await parties();
    const escrow = await held(p);
    const handle = escrowWorkflow(escrow.escrowId);
    // Its tasks and activities are handed out by merchant when a queue backs up (temporal/merchant-runs.ts).
    expect((await handle.describe()).priority?.fairnessKey).toBe(stack.merchant.merchantId);
    const attributes = () => attributesOf(escrow.escrowId);
    const statusUpserts = () => statusUpsertsOf(escrow.escrowId);
    expect(await attributes()).toMatchObject({
      MerchantId: stack.merchant.merchantId,
      Plane: 'test',
      EscrowId: escrow.escrowId,
      EscrowReference: escrow.reference,
      EscrowStatus: 'held',
    });
    // Started with the status its create leaves: the create upserts nothing, a status change does.
    expect(await statusUpserts()).toBe(0);
    ok(await stack.api.post(`/escrows/${escrow.escrowId}/release`, { amount: 1 }));
    expect((await attributes()).EscrowStatus).toBe('partially_released');
    expect(await statusUpserts()).toBe(1);
    ok(await stack.api.post(`/escrows/${escrow.escrowId}/release`, {}));
    await handle.result(); // completes once released
    expect((await attributes()).EscrowStatus).toBe('released');
  });

  test('a new escrow asks for no patch: no marker and no TemporalChangeVersion upsert in its history', async () => {
    const p = await parties();
    const escrow = await held(p);
    ok(await stack.api.post(`/escrows/${escrow.escrowId}/release`, {}));
    await escrowWorkflow(escrow.escrowId).result();
    const events = (await escrowWorkflow(escrow.escrowId).fetchHistory()).events!;
    expect(events.filter((e) => e.markerRecordedEventAttributes?.markerName === 'core_patch')).toEqual([]);
    expect(
      events.filter((e) => e.upsertWorkflowSearchAttributesEventAttributes?.searchAttributes?.indexedFields?.TemporalChangeVersion),
    ).toEqual([]);
    // The terminal status is its only upsert.
    expect(events.filter((e) => e.upsertWorkflowSearchAttributesEventAttributes).length).toBe(1);
  });

  test('an escrow created without debitPayer is searchable as awaiting_funding from its start, with no upsert', async () => {
    const p = await parties();
    const escrow = await createEscrow(stack.api, escrowBody(p.payer, p.payee));
    expect(escrow.status).toBe('awaiting_funding');
    expect((await attributesOf(escrow.escrowId)).EscrowStatus).toBe('awaiting_funding');
    expect(await statusUpsertsOf(escrow.escrowId)).toBe(0);
  });
});
