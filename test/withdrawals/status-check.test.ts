import { STATUS_CHECK_DELAYS_MS } from '../../workflows/withdrawal';
import { withdrawalWorkflowId } from '../../workflows/withdrawal-messages';
import { balancesOf, customerWithBalance } from '../support/escrows';
import { timersAndActivities } from '../support/history';
import { timeSkippingStackForFile } from '../support/time-skipping';
import { FAILING_ACCOUNT, withdrawalBody } from '../support/withdrawals';

// The fallback when the provider's transfer event never comes: the whole service on the
// time-skipping test server with the sandbox's announcements off, so only the workflow's
// status check (a durable 30 s timer, skipped here) can settle a withdrawal.

const { env, stack } = timeSkippingStackForFile({ config: { sandboxTransferEventDelayMs: null } });

test.each([
  ['a payable account', '0123456789', 'completed', 9_900 - 2_012.5],
  ['9999999999', FAILING_ACCOUNT, 'failed', 9_900],
])('no event for %s: after the 30 s timer the status check settles it (%s)', async (_name, accountNumber, status, available) => {
  const { api } = await stack.newMerchantClient();
  const customer = await customerWithBalance(api, 10_000);
  const res = await api.post('/withdrawals', withdrawalBody(customer.customerId, { amount: 2_000, accountNumber }));
  expect(res.status).toBe(201);
  const { withdrawalId } = res.body.data;

  const startedAt = await env.currentTimeMs();
  await env.client.workflow.getHandle(withdrawalWorkflowId(withdrawalId)).result(); // time is skipped while waiting
  expect((await env.currentTimeMs()) - startedAt).toBeGreaterThanOrEqual(STATUS_CHECK_DELAYS_MS[0]);

  const { timers, activities } = await timersAndActivities(env.client, withdrawalWorkflowId(withdrawalId));
  expect(timers[0]).toBe(30_000);
  expect(activities.filter((a) => a === 'sendTransfer')).toHaveLength(1);
  expect(activities.filter((a) => a === 'checkTransfer')).toHaveLength(1);
  expect((await api.get(`/withdrawals/${withdrawalId}`)).body.data.status).toBe(status);
  expect(await balancesOf(api, customer.customerId)).toEqual({ available, held: 0 });
});
