import { newId } from '../../src/ids';
import { expectError } from '../support/expect';
import { balancesOf, createEscrow, customerWithBalance, escrowBody, waitForEscrowEvents } from '../support/escrows';
import { createCustomer } from '../support/fixtures';
import { ApiResponse } from '../support/http';
import { stackForFile } from '../support/stack';

// Disputes: open (held / partially_released, one open at a time), read (open, else the
// latest resolved), resolve by release, refund or split with the final-status rule, and
// the events each step sends (dispute.resolved, then the movement events).

const stack = stackForFile({ config: { rateLimitMultiplier: 100 } });

const START = 99_700; // 100,000 credited, minus the 300 deposit fee
const OPEN = { openedBy: 'payer', reasonCode: 'item_not_received', description: 'The parcel never arrived' };

function ok(res: ApiResponse, status = 200) {
  expect({ status: res.status, body: res.body }).toMatchObject({ status, body: { success: true } });
  return res.body.data;
}

async function heldEscrow(amount = 400) {
  const payer = await customerWithBalance(stack.api, 100_000);
  const payee = await createCustomer(stack.api);
  const escrow = await createEscrow(stack.api, escrowBody(payer.customerId, payee.customerId, { amount, debitPayer: true }));
  return { escrow, payer: payer.customerId, payee: payee.customerId, id: escrow.escrowId as string };
}

async function openDispute(id: string) {
  return ok(await stack.api.post(`/escrows/${id}/disputes`, OPEN), 201);
}

test('opening a dispute: 201 open dispute, escrow disputed, dispute.opened with meta.escrow; GET returns it', async () => {
  const { id } = await heldEscrow();
  const dispute = await openDispute(id);
  expect(dispute).toEqual({
    disputeId: expect.stringMatching(/^dsp_/),
    escrowId: id,
    status: 'open',
    openedBy: 'payer',
    reasonCode: 'item_not_received',
    description: 'The parcel never arrived',
    resolution: null,
    releasedAmount: 0,
    refundedAmount: 0,
    createdAt: expect.any(String),
    resolvedAt: null,
  });
  expect(ok(await stack.api.get(`/escrows/${id}`))).toMatchObject({ status: 'disputed', remainingAmount: 400 });
  expect(ok(await stack.api.get(`/escrows/${id}/disputes`))).toEqual(dispute);

  const events = await waitForEscrowEvents(stack.receiver, id, 3);
  expect(events[2].body).toMatchObject({
    type: 'dispute.opened',
    data: dispute,
    meta: { escrow: { escrowId: id, status: 'disputed', remainingAmount: 400 } },
  });
  expect(Object.keys(events[2].body.meta)).toEqual(['escrow']);
});

test('meta.escrow.remainingAmount is what is still held after a partial release', async () => {
  const { id } = await heldEscrow();
  ok(await stack.api.post(`/escrows/${id}/release`, { amount: 100 }));
  await openDispute(id);
  const events = await waitForEscrowEvents(stack.receiver, id, 4);
  expect(events[3].body.meta).toEqual({ escrow: { escrowId: id, status: 'disputed', remainingAmount: 300 } });
});

test('resolve by release: the remaining hold goes to the payee; dispute.resolved then escrow.released', async () => {
  const { id, payer, payee } = await heldEscrow();
  const dispute = await openDispute(id);
  const resolved = ok(await stack.api.post(`/escrows/${id}/disputes/${dispute.disputeId}/resolve`, { action: 'release' }));
  expect(resolved).toMatchObject({
    disputeId: dispute.disputeId,
    status: 'resolved',
    resolution: 'release',
    releasedAmount: 400,
    refundedAmount: 0,
  });
  expect(resolved.resolvedAt).toEqual(expect.any(String));
  const escrow = ok(await stack.api.get(`/escrows/${id}`));
  expect(escrow).toMatchObject({ status: 'released', releasedAmount: 400, remainingAmount: 0 });

  const events = await waitForEscrowEvents(stack.receiver, id, 5);
  expect(events.slice(3).map((e) => [e.body.type, e.body.meta])).toEqual([
    ['dispute.resolved', {}],
    ['escrow.released', { movementAmount: 400 }],
  ]);
  expect(events[3].body.data).toEqual(resolved);
  expect(events[4].body.data).toEqual(escrow);
  expect(await balancesOf(stack.api, payee)).toEqual({ available: 400, held: 0 });
  expect(await balancesOf(stack.api, payer)).toEqual({ available: START - 400, held: 0 });
});

test('resolve by refund: back to the payer; refunded; dispute.resolved then escrow.refunded', async () => {
  const { id, payer, payee } = await heldEscrow();
  const dispute = await openDispute(id);
  const resolved = ok(await stack.api.post(`/escrows/${id}/disputes/${dispute.disputeId}/resolve`, { action: 'refund' }));
  expect(resolved).toMatchObject({ status: 'resolved', resolution: 'refund', releasedAmount: 0, refundedAmount: 400 });
  expect(ok(await stack.api.get(`/escrows/${id}`))).toMatchObject({ status: 'refunded', refundedAmount: 400, remainingAmount: 0 });
  const events = await waitForEscrowEvents(stack.receiver, id, 5);
  expect(events.slice(3).map((e) => [e.body.type, e.body.meta])).toEqual([
    ['dispute.resolved', {}],
    ['escrow.refunded', { movementAmount: 400 }],
  ]);
  expect(await balancesOf(stack.api, payer)).toEqual({ available: START, held: 0 });
  expect(await balancesOf(stack.api, payee)).toEqual({ available: 0, held: 0 });
});

test("resolve by split 250 / 150 of 400 ends released (the spec's example), with both movement events", async () => {
  const { id, payer, payee } = await heldEscrow();
  const dispute = await openDispute(id);
  const resolved = ok(
    await stack.api.post(`/escrows/${id}/disputes/${dispute.disputeId}/resolve`, {
      action: 'split',
      releaseAmount: 250,
      refundAmount: 150,
    }),
  );
  expect(resolved).toMatchObject({ status: 'resolved', resolution: 'split', releasedAmount: 250, refundedAmount: 150 });
  expect(ok(await stack.api.get(`/escrows/${id}`))).toMatchObject({
    status: 'released',
    releasedAmount: 250,
    refundedAmount: 150,
    remainingAmount: 0,
  });
  const events = await waitForEscrowEvents(stack.receiver, id, 6);
  expect(events.slice(3).map((e) => [e.body.type, e.body.meta, e.body.data.status ?? null])).toEqual([
    ['dispute.resolved', {}, 'resolved'],
    ['escrow.partially_released', { movementAmount: 250 }, 'partially_released'],
    ['escrow.refunded', { movementAmount: 150 }, 'released'],
  ]);
  expect(await balancesOf(stack.api, payee)).toEqual({ available: 250, held: 0 });
  expect(await balancesOf(stack.api, payer)).toEqual({ available: START - 250, held: 0 });
});

test('split all to one side: 0 / 400 ends refunded with only a refund event', async () => {
  const { id } = await heldEscrow();
  const dispute = await openDispute(id);
  ok(
    await stack.api.post(`/escrows/${id}/disputes/${dispute.disputeId}/resolve`, { action: 'split', releaseAmount: 0, refundAmount: 400 }),
  );
  expect(ok(await stack.api.get(`/escrows/${id}`))).toMatchObject({ status: 'refunded' });
  const events = await waitForEscrowEvents(stack.receiver, id, 5);
  expect(events.slice(3).map((e) => e.body.type)).toEqual(['dispute.resolved', 'escrow.refunded']);
});

test('a refund resolution after an earlier partial release ends released (final-status rule)', async () => {
  const { id } = await heldEscrow();
  ok(await stack.api.post(`/escrows/${id}/release`, { amount: 100 }));
  const dispute = await openDispute(id);
  ok(await stack.api.post(`/escrows/${id}/disputes/${dispute.disputeId}/resolve`, { action: 'refund' }));
  expect(ok(await stack.api.get(`/escrows/${id}`))).toMatchObject({ status: 'released', releasedAmount: 100, refundedAmount: 300 });
});

test('split not equal to remaining: 400 INVALID_DISPUTE, nothing changes', async () => {
  const { id } = await heldEscrow();
  const dispute = await openDispute(id);
  for (const split of [
    { releaseAmount: 250, refundAmount: 100 },
    { releaseAmount: 300, refundAmount: 150 },
  ]) {
    const res = await stack.api.post(`/escrows/${id}/disputes/${dispute.disputeId}/resolve`, { action: 'split', ...split });
    expectError(res, 400, 'INVALID_DISPUTE');
  }
  expect(ok(await stack.api.get(`/escrows/${id}/disputes`))).toEqual(dispute);
  expect(ok(await stack.api.get(`/escrows/${id}`))).toMatchObject({ status: 'disputed', remainingAmount: 400 });
});

test('resolve body validation: split needs both amounts, release/refund take none, unknown action', async () => {
  const { id } = await heldEscrow();
  const dispute = await openDispute(id);
  const path = `/escrows/${id}/disputes/${dispute.disputeId}/resolve`;
  expectError(await stack.api.post(path, { action: 'split', releaseAmount: 400 }), 400, 'INVALID_REQUEST', ['refundAmount']);
  expectError(await stack.api.post(path, { action: 'release', releaseAmount: 400 }), 400, 'INVALID_REQUEST', ['releaseAmount']);
  expectError(await stack.api.post(path, { action: 'settle' }), 400, 'INVALID_REQUEST', ['action']);
  expectError(await stack.api.post(path, { action: 'split', releaseAmount: -1, refundAmount: 401 }), 400, 'INVALID_REQUEST', [
    'releaseAmount',
  ]);
});

test('a resolved dispute cannot be resolved again: 409 INVALID_DISPUTE; GET returns the latest resolved', async () => {
  const { id } = await heldEscrow();
  const dispute = await openDispute(id);
  const resolved = ok(await stack.api.post(`/escrows/${id}/disputes/${dispute.disputeId}/resolve`, { action: 'release' }));
  expectError(await stack.api.post(`/escrows/${id}/disputes/${dispute.disputeId}/resolve`, { action: 'refund' }), 409, 'INVALID_DISPUTE');
  expect(ok(await stack.api.get(`/escrows/${id}/disputes`))).toEqual(resolved);
});

test('opening is refused: unfunded 409 INVALID_DISPUTE, already open 409 DISPUTE_EXISTS, terminal 409 ESCROW_INVALID_STATE', async () => {
  const payer = await customerWithBalance(stack.api, 100_000);
  const payee = await createCustomer(stack.api);
  const unfunded = await createEscrow(stack.api, escrowBody(payer.customerId, payee.customerId));
  expectError(await stack.api.post(`/escrows/${unfunded.escrowId}/disputes`, OPEN), 409, 'INVALID_DISPUTE');
  expectError(await stack.api.get(`/escrows/${unfunded.escrowId}/disputes`), 404, 'NOT_FOUND');

  const { id } = await heldEscrow();
  const first = await openDispute(id);
  const second = await stack.api.post(`/escrows/${id}/disputes`, { ...OPEN, openedBy: 'payee' });
  expectError(second, 409, 'DISPUTE_EXISTS');
  expect(ok(await stack.api.get(`/escrows/${id}/disputes`))).toEqual(first);
  const [{ n }] = await stack.sql`select count(*)::int as n from disputes where escrow_id = ${id}`;
  expect(n).toBe(1);

  const done = await heldEscrow();
  ok(await stack.api.post(`/escrows/${done.id}/release`, {}));
  expectError(await stack.api.post(`/escrows/${done.id}/disputes`, OPEN), 409, 'ESCROW_INVALID_STATE');
});

test('open body validation and unknown ids', async () => {
  const { id } = await heldEscrow();
  expectError(await stack.api.post(`/escrows/${id}/disputes`, { openedBy: 'payer', reasonCode: 'x' }), 400, 'INVALID_REQUEST', [
    'description',
  ]);
  expectError(await stack.api.post(`/escrows/${id}/disputes`, { ...OPEN, extra: 1 }), 400, 'INVALID_REQUEST', ['extra']);
  expectError(await stack.api.post(`/escrows/${newId('escrow')}/disputes`, OPEN), 404, 'NOT_FOUND');
  expectError(await stack.api.get(`/escrows/${newId('escrow')}/disputes`), 404, 'NOT_FOUND');
  expectError(await stack.api.get(`/escrows/${id}/disputes`), 404, 'NOT_FOUND');
  const dispute = await openDispute(id);
  // A dispute id of another escrow is unknown here.
  const other = await heldEscrow();
  expectError(await stack.api.post(`/escrows/${other.id}/disputes/${dispute.disputeId}/resolve`, { action: 'release' }), 404, 'NOT_FOUND');
  expectError(await stack.api.post(`/escrows/${id}/disputes/not-an-id/resolve`, { action: 'release' }), 404, 'NOT_FOUND');
  // Another merchant sees neither the escrow nor its dispute.
  const stranger = await stack.newMerchant();
  const api = stack.api.withKey(stranger.testSecretKey);
  expectError(await api.get(`/escrows/${id}/disputes`), 404, 'NOT_FOUND');
  expectError(await api.post(`/escrows/${id}/disputes/${dispute.disputeId}/resolve`, { action: 'release' }), 404, 'NOT_FOUND');
  expect(ok(await stack.api.get(`/escrows/${id}`))).toMatchObject({ status: 'disputed' });
});
