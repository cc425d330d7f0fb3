import { WorkflowNotFoundError } from '@temporalio/client';
import { GIVEN_UP_FAILURE_REASON } from '../../src/withdrawals/give-up';
import { giveUpWithdrawalUpdate, withdrawalWorkflowId } from '../../workflows/withdrawal-messages';
import { bookEscrowCommand } from '../../src/escrows/command-dispatch';
import { escrowOperationId } from '../../src/escrows/commands';
import { escrowWorkflowId } from '../../workflows/escrow-messages';
import { EscrowStatusKey } from '../../workflows/search-attributes';
import { balancesOf, createEscrow, customerWithBalance, escrowBody } from '../support/escrows';
import { cliJson, expectRefused } from '../support/cli';
import { createCustomer } from '../support/fixtures';
import { postProviderEvent } from '../support/provider-events';
import { providerReferenceOf } from '../../src/payments/references';
import { stackForFile } from '../support/stack';
import { waitForWithdrawalSettled, waitForWithdrawalStatus, withdrawalBody, withdrawalEvents } from '../support/withdrawals';

// The operator commands `find`, `withdrawal give-up` and `escrow catch-up` as documented (a child process on the
// test database and Temporal server). The sandbox never announces transfer outcomes here
// (SANDBOX_TRANSFER_EVENT_DELAY_MS=never), so a sent withdrawal stays processing until its
// first status check, 30 s after the send: the provider "never answers" within a test.

const stack = stackForFile({ config: { sandboxTransferEventDelayMs: null } }, 'after-each');

const UI = 'http://localhost:8233/namespaces/default/workflows';

/** A withdrawal of 3,000 naira from a 10,000-naira credit whose transfer was sent, outcome open. */
async function sentWithdrawal() {
  const { api, merchantId } = await stack.newMerchantClient();
  const customer = await customerWithBalance(api, 10_000);
  const res = await api.post('/withdrawals', withdrawalBody(customer.customerId, { amount: 3_000 }));
  expect(res.status).toBe(201);
  const withdrawal = res.body.data;
  await stack.receiver.waitFor(() =>
    withdrawalEvents(stack.receiver, withdrawal.withdrawalId).some((e) => e.body.type === 'withdrawal.processing'),
  );
  expect(await balancesOf(api, customer.customerId)).toEqual({ available: 9_900 - 3_012.5, held: 0 });
  return { api, merchantId, customerId: customer.customerId, withdrawal, withdrawalId: withdrawal.withdrawalId as string };
}

const transferSuccess = (withdrawalId: string) =>
  postProviderEvent(stack, { event: 'transfer.success', data: { reference: providerReferenceOf(withdrawalId), status: 'success' } });

describe('withdrawal give-up', () => {
  test('fails a sent withdrawal with no outcome: reserve back, withdrawal.failed sent, who and why kept; a late success pays nothing', async () => {
    const { api, customerId, withdrawalId } = await sentWithdrawal();
    const out = await cliJson([
      'withdrawal',
      'give-up',
      '--id',
      withdrawalId,
      '--operator',
      'ada.ops',
      '--reason',
      'Provider ticket 4411: transfer lost',
    ]);
    expect(out).toEqual({
      withdrawal: expect.objectContaining({
        withdrawalId,
        status: 'failed',
        failureReason: GIVEN_UP_FAILURE_REASON,
        failedAt: expect.any(String),
      }),
      givenUp: { operator: 'ada.ops', reason: 'Provider ticket 4411: transfer lost', at: expect.any(String) },
      temporalUrl: `${UI}/withdrawal-${withdrawalId}`,
    });

    expect(await balancesOf(api, customerId)).toEqual({ available: 9_900, held: 0 });
    const events = await waitForWithdrawalSettled(stack.receiver, withdrawalId);
    expect(events.map((e) => e.body.type)).toEqual(['withdrawal.created', 'withdrawal.processing', 'withdrawal.failed']);
    // The merchant sees the outcome, not the operator's internal note.
    expect(events[2].body.data).toMatchObject({ status: 'failed', failureReason: GIVEN_UP_FAILURE_REASON });
    expect(JSON.stringify(events[2].body)).not.toContain('ada.ops');
    const [row] = await stack.sql`select given_up_by, given_up_reason, given_up_at from withdrawals where id = ${withdrawalId}`;
    expect(row).toEqual({ given_up_by: 'ada.ops', given_up_reason: 'Provider ticket 4411: transfer lost', given_up_at: expect.any(Date) });
    const reversal = (await api.get(`/transactions?relatedId=${withdrawalId}`)).body.data.transactions;
    expect(reversal.map((t: any) => [t.type, t.direction, t.status])).toEqual(
      expect.arrayContaining([
        ['withdrawal_reversed', 'in', 'completed'],
        ['withdrawal', 'out', 'failed'],
      ]),
    );
    await stack.temporal.workflow.getHandle(withdrawalWorkflowId(withdrawalId)).result();

    // The provider's success after the decision: acknowledged, nothing booked twice.
    const late = await transferSuccess(withdrawalId);
    expect(late.body.data).toMatchObject({ handled: false });
    expect((await api.get(`/withdrawals/${withdrawalId}`)).body.data.status).toBe('failed');
    expect(await balancesOf(api, customerId)).toEqual({ available: 9_900, held: 0 });

    // Giving it up again is refused with who did it.
    await expectRefused(
      ['withdrawal', 'give-up', '--id', withdrawalId, '--operator', 'bola', '--reason', 'again'],
      /already failed \(given up by ada\.ops/,
      {},
      1,
    );
  });

  test('refused once the provider reported success: the withdrawal stays completed', async () => {
    const { api, customerId, withdrawalId } = await sentWithdrawal();
    expect((await transferSuccess(withdrawalId)).body.data).toEqual({ received: true, handled: true });
    expect((await waitForWithdrawalStatus(api, withdrawalId)).status).toBe('completed');
    await expectRefused(
      ['withdrawal', 'give-up', '--id', withdrawalId, '--operator', 'ada.ops', '--reason', 'late'],
      /is completed: the provider reported the transfer successful/,
      {},
      1,
    );
    expect(await balancesOf(api, customerId)).toEqual({ available: 9_900 - 3_012.5, held: 0 });
    const [row] = await stack.sql`select given_up_by from withdrawals where id = ${withdrawalId}`;
    expect(row.given_up_by).toBeNull();
  });

  test("a give-up sent straight to the workflow after the provider's success changes nothing (the command's row check bypassed)", async () => {
    const { api, withdrawalId } = await sentWithdrawal();
    await transferSuccess(withdrawalId);
    expect((await waitForWithdrawalStatus(api, withdrawalId)).status).toBe('completed');
    // The run ends in the task that books the outcome (the outbox relay sends its events), so
    // there is no workflow left to give up on.
    const handle = stack.temporal.workflow.getHandle(withdrawalWorkflowId(withdrawalId));
    await handle.result();
    const giveUp = handle.executeUpdate(giveUpWithdrawalUpdate, { args: [{ operator: 'ada.ops', reason: 'race' }] });
    await expect(giveUp).rejects.toThrow(WorkflowNotFoundError);
    await waitForWithdrawalSettled(stack.receiver, withdrawalId);
    expect((await api.get(`/withdrawals/${withdrawalId}`)).body.data.status).toBe('completed');
    const [row] = await stack.sql`select given_up_by from withdrawals where id = ${withdrawalId}`;
    expect(row.given_up_by).toBeNull();
  });

  test.each([
    ['an unknown withdrawal', ['--id', 'wdr_000000000000000000000000', '--operator', 'ada', '--reason', 'x'], /not found/, 1],
    ['a missing --reason', ['--id', 'wdr_000000000000000000000000', '--operator', 'ada'], /--reason is required/, 2],
    ['a blank --operator', ['--id', 'wdr_000000000000000000000000', '--operator', ' ', '--reason', 'x'], /--operator is required/, 2],
    ['an unknown option', ['--id', 'wdr_000000000000000000000000', '--operator', 'ada', '--reason', 'x', '--force'], /--force/, 2],
  ] as const)('%s is refused', async (_name, args, message, code) => {
    await expectRefused(['withdrawal', 'give-up', ...args], message, {}, code);
  });

  test.each([
    [
      'an unknown withdrawal',
      ['--id', 'wdr_000000000000000000000000', '--operator', 'ada', '--reason', 'x'],
      /withdrawal wdr_0+ not found/,
      1,
    ],
    ['a missing --operator', ['--id', 'wdr_000000000000000000000000', '--reason', 'x'], /withdrawal resume: --operator is required/, 2],
  ] as const)('resume: %s is refused', async (_name, args, message, code) => {
    await expectRefused(['withdrawal', 'resume', ...args], message, {}, code);
  });
});

describe('find', () => {
  test('a withdrawal, a reference, an event, an escrow and a merchant, each with its Temporal UI link', async () => {
    const { api, merchantId, customerId, withdrawal, withdrawalId } = await sentWithdrawal();
    // Settled first: left processing, its status check (30 s after the send) could complete it
    // between two of the lookups below.
    await transferSuccess(withdrawalId);
    expect((await waitForWithdrawalStatus(api, withdrawalId)).status).toBe('completed');
    const withdrawalMovement = {
      kind: 'withdrawal',
      id: withdrawalId,
      merchantId,
      plane: 'test',
      status: 'completed',
      reference: withdrawal.reference,
      amount: 3_000,
      currency: 'NGN',
      amounts: { chargedAmount: 3_012.5 },
      createdAt: withdrawal.createdAt,
      workflowId: `withdrawal-${withdrawalId}`,
      temporalUrl: `${UI}/withdrawal-${withdrawalId}`,
    };
    expect(await cliJson(['find', '--withdrawal', withdrawalId])).toEqual({ results: [withdrawalMovement] });
    expect(await cliJson(['find', '--reference', withdrawal.reference])).toEqual({ results: [withdrawalMovement] });
    expect(await cliJson(['find', '--reference', withdrawal.reference, '--merchant', merchantId])).toEqual({
      results: [withdrawalMovement],
    });

    const [processing] = withdrawalEvents(stack.receiver, withdrawalId).filter((e) => e.body.type === 'withdrawal.processing');
    expect(await cliJson(['find', '--event', processing.body.id])).toEqual({
      event: {
        id: processing.body.id,
        type: 'withdrawal.processing',
        merchantId,
        plane: 'test',
        createdAt: processing.body.createdAt,
        deliveryStatus: 'delivered',
        stream: `withdrawal-${withdrawalId}`,
      },
      results: [withdrawalMovement],
    });

    const payee = await createCustomer(api);
    const escrow = await createEscrow(api, escrowBody(customerId, payee.customerId, { amount: 1_000, debitPayer: true }));
    const escrowMovement = {
      kind: 'escrow',
      id: escrow.escrowId,
      merchantId,
      plane: 'test',
      status: 'held',
      reference: escrow.reference,
      amount: 1_000,
      currency: 'NGN',
      amounts: { releasedAmount: 0, refundedAmount: 0, remainingAmount: 1_000, feeAmount: expect.any(Number) },
      createdAt: escrow.createdAt,
      workflowId: `escrow-${escrow.escrowId}`,
      temporalUrl: `${UI}/escrow-${escrow.escrowId}`,
    };
    expect(await cliJson(['find', '--escrow', escrow.escrowId])).toEqual({ results: [escrowMovement] });
    expect(await cliJson(['find', '--merchant', merchantId])).toEqual({ results: [escrowMovement, withdrawalMovement] });

    // The wallet credit's event leads to its wallet-credit-… workflow.
    const [credited] = (await api.get('/events?type=wallet.credited')).body.data.events;
    const byCredit = await cliJson(['find', '--event', credited.id], { TEMPORAL_UI_URL: 'https://temporal.ops.example.ng/' });
    expect(byCredit.results).toEqual([
      expect.objectContaining({
        kind: 'wallet_credit',
        id: credited.data.walletId,
        status: 'completed',
        amount: 9_900,
        workflowId: expect.stringMatching(new RegExp(`^wallet-credit-${credited.data.walletId}-`)),
      }),
    ]);
    expect(byCredit.results[0].temporalUrl).toBe(
      `https://temporal.ops.example.ng/namespaces/default/workflows/${byCredit.results[0].workflowId}`,
    );
  });

  test('without TEMPORAL_UI_URL, links point at the UI npm start runs: TEMPORAL_UI_PORT, else TEMPORAL_DEV_PORT + 1000', async () => {
    const { api } = await stack.newMerchantClient();
    const payer = await customerWithBalance(api, 5_000);
    const payee = await createCustomer(api);
    const escrow = await createEscrow(api, escrowBody(payer.customerId, payee.customerId, { amount: 1_000 }));
    const link = (port: number) => `http://localhost:${port}/namespaces/default/workflows/escrow-${escrow.escrowId}`;
    expect((await cliJson(['find', '--escrow', escrow.escrowId], { TEMPORAL_UI_PORT: '18244' })).results[0].temporalUrl).toBe(link(18244));
    expect((await cliJson(['find', '--escrow', escrow.escrowId], { TEMPORAL_DEV_PORT: '17300' })).results[0].temporalUrl).toBe(link(18300));
  });

  test.each([
    ['nothing found', ['--escrow', 'esc_000000000000000000000000'], /nothing found for --escrow esc_0/, 1],
    ['an unknown event', ['--event', 'evt_000000000000000000000000'], /event evt_0+ not found/, 1],
    ['no option', [], /give one of/, 2],
    ['two things at once', ['--escrow', 'esc_1', '--withdrawal', 'wdr_1'], /give one of/, 2],
    ['an id with a merchant', ['--escrow', 'esc_1', '--merchant', 'mch_1'], /give one of/, 2],
    ['an empty value', ['--reference', ''], /needs a value/, 2],
    ['--stuck with an id', ['--stuck', '--withdrawal', 'wdr_1'], /give one of/, 2],
    ['--stuck with a value', ['--stuck=yes'], /--stuck/, 2],
  ] as const)('%s', async (_name, args, message, code) => {
    await expectRefused(['find', ...args], message, {}, code);
  });
});

describe('escrow catch-up', () => {
  test('a run behind its row (a release committed in a task it never completed) reads it, takes the state and ends', async () => {
    const { api, merchantId } = await stack.newMerchantClient();
    const payer = await customerWithBalance(api, 10_000);
    const payee = await createCustomer(api);
    const { escrowId } = await createEscrow(api, escrowBody(payer.customerId, payee.customerId, { amount: 2_000, debitPayer: true }));
    // The release's transaction as a lost task committed it; the API's signal never came.
    const operationId = escrowOperationId(escrowId, 'release-unseen');
    await bookEscrowCommand(stack.sql, { merchantId, plane: 'test', escrowId, operationId, command: { kind: 'release' } });
    const handle = stack.temporal.workflow.getHandle(escrowWorkflowId(escrowId));
    expect((await handle.describe()).status.name).toBe('RUNNING');

    const out = await cliJson(['escrow', 'catch-up', '--id', escrowId]);
    expect(out).toEqual({
      escrow: expect.objectContaining({ kind: 'escrow', id: escrowId, merchantId, status: 'released' }),
      told: { workflowId: `escrow-${escrowId}`, runId: expect.any(String) },
      temporalUrl: `${UI}/escrow-${escrowId}`,
    });
    await handle.result();
    expect((await handle.describe()).typedSearchAttributes.get(EscrowStatusKey)).toBe('released');
    expect(await balancesOf(api, payee.customerId)).toEqual({ available: 2_000, held: 0 });

    // Its run has ended: nothing left to tell.
    await expectRefused(['escrow', 'catch-up', '--id', escrowId], /has ended \(COMPLETED\); nothing to catch up/, {}, 1);
  });

  test.each([
    ['an unknown escrow', ['catch-up', '--id', 'esc_000000000000000000000000'], /escrow esc_0+ not found/, 1],
    ['no --id', ['catch-up'], /escrow catch-up: --id is required/, 2],
    ['another command', ['release', '--id', 'esc_1'], /unknown command: escrow release/, 2],
  ] as const)('%s', async (_name, args, message, code) => {
    await expectRefused(['escrow', ...args], message, {}, code);
  });
});
