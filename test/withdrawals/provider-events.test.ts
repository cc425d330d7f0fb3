import { withdrawalWorkflowId } from '../../workflows/withdrawal-messages';
import { providerReferenceOf } from '../../src/payments/references';
import { balancesOf, customerWithBalance } from '../support/escrows';
import { expectError } from '../support/expect';
import { postProviderEvent } from '../support/provider-events';
import { stackForFile } from '../support/stack';
import { waitForWithdrawalSettled, withdrawalBody, withdrawalEvents } from '../support/withdrawals';

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
  const event = { event: 'transfer.success', data: { reference: providerReferenceOf(withdrawalId), transfer_code: transferCode, amount: 300_000, status: 'success' } };
  const res = await providerEvent(event);
  expect(res.status).toBe(200);
  expect(res.body.data).toEqual({ received: true, handled: true });

  const events = await waitForWithdrawalSettled(stack.receiver, withdrawalId);
  expect(events.map((e) => e.body.type)).toEqual(['withdrawal.created', 'withdrawal.processing', 'withdrawal.completed']);
  expect(await balancesOf(api, customerId)).toEqual({ available: 9_900 - 3_012.5, held: 0 });
  await stack.temporal.workflow.getHandle(withdrawalWorkflowId(withdrawalId)).result();

  const repeated = await providerEvent(event);
  expect(repeated.body.data).toEqual({ received: true, handled: false, reason: expect.stringContaining('already completed') });
  const failedLate = await providerEvent({ event: 'transfer.failed', data: { reference: providerReferenceOf(withdrawalId), reason: 'late' } });
  expect(failedLate.body.data.handled).toBe(false);
  expect((await api.get(`/withdrawals/${withdrawalId}`)).body.data.status).toBe('completed');
});

test('transfer.failed fails it with the provider\'s reason (not the narration it echoes) and restores available; transfer.reversed does the same', async () => {
  for (const eventName of ['transfer.failed', 'transfer.reversed']) {
    const { api, customerId, withdrawalId } = await sentWithdrawal();
    const res = await providerEvent({ event: eventName, data: { reference: providerReferenceOf(withdrawalId), status: 'failed', reason: `Withdrawal ${providerReferenceOf(withdrawalId)}`, gateway_response: 'Beneficiary account is dormant' } });
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
  const forged = await providerEvent({ event: 'transfer.success', data: { reference: providerReferenceOf(withdrawalId) } }, 'ab'.repeat(64));
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
  await providerEvent({ event: 'transfer.failed', data: { reference: providerReferenceOf(withdrawalId), gateway_response: 'Invalid account' } });
  await waitForWithdrawalSettled(stack.receiver, withdrawalId);
  expect(await balancesOf(api, customerId)).toEqual({ available: 1_237.5, held: 0 });
});
