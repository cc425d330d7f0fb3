import { withdrawalWorkflowId } from '../../workflows/withdrawal-messages';
import { providerReferenceOf } from '../../src/payments/references';
import { balancesOf, customerWithBalance } from '../support/escrows';
import { expectError } from '../support/expect';
import { postProviderEvent } from '../support/provider-events';
import { stackForFile } from '../support/stack';
import { waitForWithdrawalSettled, withdrawalBody, withdrawalEvents } from '../support/withdrawals';
import { routeProviderAction } from '../../src/provider-actions/router';
import { signalThroughTemporal } from '../../temporal/provider-signallers';
import { reversedAfterCompletionReason, reverseCompletedWithdrawal } from '../../src/withdrawals/settle';

// The provider's transfer events through POST /provider/events (signed like Paystack's), with
// the sandbox's own announcements switched off (SANDBOX_TRANSFER_EVENT_DELAY_MS=never): the
// signal from the HTTP handler is what settles each withdrawal here. The workflow's status
// check would come only after 30 s, long after each test ends.

const stack = stackForFile({ config: { sandboxTransferEventDelayMs: null } }, 'after-each');

const providerEvent = (body: unknown, signature?: string) => postProviderEvent(stack, body, signature);

/** A withdrawal whose transfer was sent (withdrawal.processing received) and whose outcome is still open. */
async function sentWithdrawal(overrides: Record<string, unknown> = {}, grossNaira = 10_000) {
  const { api } = await stack.newMerchantClient();
  const customer = await customerWithBalance(api, grossNaira);
  const res = await api.post('/withdrawals', withdrawalBody(customer.customerId, { amount: 3_000, ...overrides }));
  expect(res.status).toBe(201);
  const { withdrawalId } = res.body.data;
  await stack.receiver.waitFor(() => withdrawalEvents(stack.receiver, withdrawalId).some((e) => e.body.type === 'withdrawal.processing'));
  const [transfer] = await stack.sql`select transfer_code from sandbox_transfers where reference = ${providerReferenceOf(withdrawalId)}`;
  expect((await api.get(`/withdrawals/${withdrawalId}`)).body.data.status).toBe('processing');
  return { api, customerId: customer.customerId, withdrawalId, transferCode: transfer.transfer_code as string };
}

test('transfer.success completes the withdrawal; a repeated event is acknowledged and changes nothing', async () => {
  const { api, customerId, withdrawalId, transferCode } = await sentWithdrawal();
  const event = {
    event: 'transfer.success',
    data: { reference: providerReferenceOf(withdrawalId), transfer_code: transferCode, amount: 300_000, status: 'success' },
  };
  const res = await providerEvent(event);
  expect(res.status).toBe(200);
  expect(res.body.data).toEqual({ received: true, handled: true });

  const events = await waitForWithdrawalSettled(stack.receiver, withdrawalId);
  expect(events.map((e) => e.body.type)).toEqual(['withdrawal.created', 'withdrawal.processing', 'withdrawal.completed']);
  expect(await balancesOf(api, customerId)).toEqual({ available: 9_900 - 3_012.5, held: 0 });
  await stack.temporal.workflow.getHandle(withdrawalWorkflowId(withdrawalId)).result();

  const repeated = await providerEvent(event);
  expect(repeated.body.data).toEqual({ received: true, handled: false, reason: expect.stringContaining('already completed') });
  const failedLate = await providerEvent({
    event: 'transfer.failed',
    data: { reference: providerReferenceOf(withdrawalId), reason: 'late' },
  });
  expect(failedLate.body.data.handled).toBe(false);
  expect((await api.get(`/withdrawals/${withdrawalId}`)).body.data.status).toBe('completed');
});

test("transfer.failed fails it with the provider's reason (not the narration it echoes) and restores available; transfer.reversed does the same", async () => {
  for (const eventName of ['transfer.failed', 'transfer.reversed']) {
    const { api, customerId, withdrawalId } = await sentWithdrawal();
    const res = await providerEvent({
      event: eventName,
      data: {
        reference: providerReferenceOf(withdrawalId),
        status: 'failed',
        reason: `Withdrawal ${providerReferenceOf(withdrawalId)}`,
        gateway_response: 'Beneficiary account is dormant',
      },
    });
    expect(res.body.data).toEqual({ received: true, handled: true });
    const events = await waitForWithdrawalSettled(stack.receiver, withdrawalId);
    expect(events.map((e) => e.body.type)).toEqual(['withdrawal.created', 'withdrawal.processing', 'withdrawal.failed']);
    expect((await api.get(`/withdrawals/${withdrawalId}`)).body.data).toMatchObject({
      status: 'failed',
      failureReason: 'Beneficiary account is dormant',
    });
    expect(await balancesOf(api, customerId)).toEqual({ available: 9_900, held: 0 });
  }
});

test('a bad signature is 401 and settles nothing; an unknown reference is acknowledged and ignored', async () => {
  const { api, withdrawalId } = await sentWithdrawal();
  const forged = await providerEvent(
    { event: 'transfer.success', data: { reference: providerReferenceOf(withdrawalId) } },
    'ab'.repeat(64),
  );
  expectError(forged, 401, 'UNAUTHORIZED');
  const unknown = await providerEvent({ event: 'transfer.success', data: { reference: 'wdr_000000000000000000000000' } });
  expect(unknown.status).toBe(200);
  expect(unknown.body.data).toEqual({ received: true, handled: false, reason: expect.stringContaining('no withdrawal') });
  expect((await api.get(`/withdrawals/${withdrawalId}`)).body.data.status).toBe('processing');
  // Settle it, so the workflow does not outlive the test file.
  await providerEvent({ event: 'transfer.success', data: { reference: providerReferenceOf(withdrawalId) } });
  await waitForWithdrawalSettled(stack.receiver, withdrawalId);
});

test('a customer whose withdrawal is still processing cannot be deleted (a failure would give the money back)', async () => {
  // 1,250 gross → 1,237.5 available (1% deposit fee); 1,225 + 10 + 2.5 takes all of it.
  const { api, customerId, withdrawalId } = await sentWithdrawal({ amount: 1_225 }, 1_250);
  expect(await balancesOf(api, customerId)).toEqual({ available: 0, held: 0 });
  expectError(await api.delete(`/customers/${customerId}`), 409, 'CUSTOMER_HAS_BALANCE');
  await providerEvent({
    event: 'transfer.failed',
    data: { reference: providerReferenceOf(withdrawalId), gateway_response: 'Invalid account' },
  });
  await waitForWithdrawalSettled(stack.receiver, withdrawalId);
  expect(await balancesOf(api, customerId)).toEqual({ available: 1_237.5, held: 0 });
});

describe('a transfer reversed by the bank after it was reported successful', () => {
  /** A withdrawal of 3,000 (charged 3,012.5) completed by transfer.success, its workflow ended. */
  async function completedWithdrawal() {
    const sent = await sentWithdrawal();
    await providerEvent({ event: 'transfer.success', data: { reference: providerReferenceOf(sent.withdrawalId), status: 'success' } });
    await waitForWithdrawalSettled(stack.receiver, sent.withdrawalId);
    await stack.temporal.workflow.getHandle(withdrawalWorkflowId(sent.withdrawalId)).result();
    expect(await balancesOf(sent.api, sent.customerId)).toEqual({ available: 9_900 - 3_012.5, held: 0 });
    return sent;
  }

  const reversedEvent = (withdrawalId: string) => ({
    event: 'transfer.reversed',
    data: {
      reference: providerReferenceOf(withdrawalId),
      status: 'reversed',
      reason: `Withdrawal ${providerReferenceOf(withdrawalId)}`,
      gateway_response: 'Beneficiary account closed',
    },
  });

  const journalsOf = async (withdrawalId: string) =>
    (await stack.sql`select event_type, movement_id from ledger_journals where related_id = ${withdrawalId} order by created_at`).map(
      (j) => j.event_type as string,
    );

  /** Each event once (delivery is at least once), in the order received. */
  const eventTypes = (withdrawalId: string) => [
    ...new Map(withdrawalEvents(stack.receiver, withdrawalId).map((e) => [e.body.id, e.body.type])).values(),
  ];

  async function waitForFailedAfterCompletion(withdrawalId: string) {
    await stack.receiver.waitFor(() => eventTypes(withdrawalId).includes('withdrawal.failed'));
  }

  test('the whole charged amount returns to available; the withdrawal turns failed with withdrawal.failed saying the bank reversed it', async () => {
    const { api, customerId, withdrawalId } = await completedWithdrawal();
    const res = await providerEvent(reversedEvent(withdrawalId));
    expect(res.body.data).toEqual({ received: true, handled: true });
    await waitForFailedAfterCompletion(withdrawalId);

    const failureReason = reversedAfterCompletionReason('Beneficiary account closed');
    expect(failureReason).toMatch(/reversed the transfer after it was reported successful/);
    const withdrawal = (await api.get(`/withdrawals/${withdrawalId}`)).body.data;
    expect(withdrawal).toMatchObject({ status: 'failed', failureReason, completedAt: expect.any(String), failedAt: expect.any(String) });
    expect(eventTypes(withdrawalId)).toEqual(['withdrawal.created', 'withdrawal.processing', 'withdrawal.completed', 'withdrawal.failed']);
    const failed = withdrawalEvents(stack.receiver, withdrawalId).find((e) => e.body.type === 'withdrawal.failed')!;
    expect(failed.body.data).toMatchObject({ withdrawalId, status: 'failed', failureReason, chargedAmount: 3_012.5 });
    expect(await balancesOf(api, customerId)).toEqual({ available: 9_900, held: 0 });
    expect(await journalsOf(withdrawalId)).toEqual(['withdrawal', 'withdrawal_completed', 'withdrawal_reversed']);
    const statement = (await api.get(`/transactions?relatedId=${withdrawalId}`)).body.data.transactions;
    expect(statement.map((t: any) => [t.type, t.direction, t.status, t.amount]).sort()).toEqual([
      ['withdrawal', 'out', 'failed', 3_012.5],
      ['withdrawal_reversed', 'in', 'completed', 3_012.5],
    ]);
    // Paystack returns the amount and keeps its transfer fee: clearing takes the amount back,
    // the platform gives up its fee and bears the provider's, the merchant's fee is given back.
    const [reversal] =
      await stack.sql`select id from ledger_journals where related_id = ${withdrawalId} and event_type = 'withdrawal_reversed'`;
    const entries =
      await stack.sql`select a.kind, e.amount from ledger_entries e join ledger_accounts a on a.id = e.account_id where e.journal_id = ${reversal.id} order by a.kind`;
    expect(entries.map((e) => [e.kind, String(e.amount)])).toEqual([
      ['available', '301250'],
      ['platform_revenue', '-1250'],
      ['provider_clearing', '-300000'],
    ]);
  });

  test("told three times at once (the event twice and the reconciliation's heal): the money moves once", async () => {
    const { api, customerId, withdrawalId } = await completedWithdrawal();
    const heal = routeProviderAction(
      { sql: stack.sql, secretIsSandbox: true, signal: signalThroughTemporal(stack.temporal, undefined, stack.config) },
      {
        kind: 'transfer.reversed',
        reference: providerReferenceOf(withdrawalId),
        reason: 'Reversed at the provider (daily reconciliation)',
      },
    );
    const answers = await Promise.all([providerEvent(reversedEvent(withdrawalId)), providerEvent(reversedEvent(withdrawalId)), heal]);
    expect(answers.filter((a) => 'status' in a).map((a: any) => a.status)).toEqual([200, 200]);
    await waitForFailedAfterCompletion(withdrawalId);
    await stack.temporal.workflow.getHandle(withdrawalWorkflowId(withdrawalId)).result();
    expect(await balancesOf(api, customerId)).toEqual({ available: 9_900, held: 0 });
    expect(await journalsOf(withdrawalId)).toEqual(['withdrawal', 'withdrawal_completed', 'withdrawal_reversed']);
    expect(eventTypes(withdrawalId).filter((t) => t === 'withdrawal.failed')).toHaveLength(1);

    // The booking itself books once whoever calls it (its row's status and its movement id).
    const booked = await Promise.all([1, 2].map(() => reverseCompletedWithdrawal(stack.sql, withdrawalId, 'again')));
    // Whichever of the three came first gave the reason.
    const { failureReason } = (await api.get(`/withdrawals/${withdrawalId}`)).body.data;
    expect(booked.map((b) => b.withdrawal.failureReason)).toEqual([failureReason, failureReason]);
    expect(await journalsOf(withdrawalId)).toEqual(['withdrawal', 'withdrawal_completed', 'withdrawal_reversed']);

    // Once failed, a further reversal is acknowledged and changes nothing.
    const late = await providerEvent(reversedEvent(withdrawalId));
    expect(late.body.data).toEqual({ received: true, handled: false, reason: expect.stringContaining('already failed') });
    expect(await journalsOf(withdrawalId)).toEqual(['withdrawal', 'withdrawal_completed', 'withdrawal_reversed']);
  });

  test('a reversal of a withdrawal whose transfer had failed changes nothing; an unknown reference is ignored with why', async () => {
    const { api, customerId, withdrawalId } = await sentWithdrawal();
    await providerEvent({
      event: 'transfer.failed',
      data: { reference: providerReferenceOf(withdrawalId), gateway_response: 'Invalid account' },
    });
    await waitForWithdrawalSettled(stack.receiver, withdrawalId);
    await stack.temporal.workflow.getHandle(withdrawalWorkflowId(withdrawalId)).result();
    const again = await providerEvent(reversedEvent(withdrawalId));
    expect(again.body.data).toEqual({ received: true, handled: false, reason: expect.stringContaining('already failed') });
    expect(await balancesOf(api, customerId)).toEqual({ available: 9_900, held: 0 });
    expect(await journalsOf(withdrawalId)).toEqual(['withdrawal', 'withdrawal_reversed']);

    const unknown = await providerEvent(reversedEvent('wdr_000000000000000000000000'));
    expect(unknown.body.data).toEqual({ received: true, handled: false, reason: expect.stringContaining('no withdrawal with reference') });
  });
});
