import { randomUUID } from 'node:crypto';
import { idForIdempotencyKey } from '../../api/derived-ids';
import { CREATE_WAIT_MS, type withdrawalWorkflow } from '../../workflows/withdrawal';
import { withdrawalWorkflowId } from '../../workflows/withdrawal-messages';
import { balancesOf, customerWithBalance } from '../support/escrows';
import { timeSkippingStackForFile } from '../support/time-skipping';
import { unsentStuckWithdrawal, withdrawalBody } from '../support/withdrawals';

// A withdrawal whose create Update Temporal lost: the workflow was started (update-with-start)
// but never heard its create, because the worker died in the task that ran it and the server
// restarted before another worker took the task. The reserve may have committed meanwhile.
// The whole service on the time-skipping server: the run's 15-minute wait costs nothing.

const { env, stack } = timeSkippingStackForFile();

/** The workflow as update-with-start leaves it when its Update is lost: started, its create never delivered. */
function startWithoutCreate(merchantId: string, withdrawalId: string) {
  return env.client.workflow.start<typeof withdrawalWorkflow>('withdrawalWorkflow', {
    taskQueue: stack.config.taskQueue,
    workflowId: withdrawalWorkflowId(withdrawalId),
    args: [{ merchantId, plane: 'test', withdrawalId }],
  });
}

test('the reserve committed: after 15 minutes the run reads its row and pays it out once', async () => {
  const customer = await customerWithBalance(stack.api, 10_000);
  const merchantId = stack.merchant.merchantId;
  const { available } = await balancesOf(stack.api, customer.customerId);
  const withdrawalId = await unsentStuckWithdrawal(stack, { merchantId, customerId: customer.customerId }, 3_000);
  expect(await balancesOf(stack.api, customer.customerId)).toEqual({ available: available - 3_012.5, held: 0 });

  const handle = await startWithoutCreate(merchantId, withdrawalId);
  const startedAt = await env.currentTimeMs();
  await handle.result(); // time is skipped while waiting
  expect((await env.currentTimeMs()) - startedAt).toBeGreaterThanOrEqual(CREATE_WAIT_MS);

  expect((await stack.api.get(`/withdrawals/${withdrawalId}`)).body.data).toMatchObject({ withdrawalId, status: 'completed' });
  // One transfer at the bank, asked for once.
  const sends = await stack.sql`select t.requests from sandbox_transfers t
    join withdrawals w on w.transfer_reference = t.reference where w.id = ${withdrawalId}`;
  expect(sends).toEqual([{ requests: 1 }]);
  expect(await balancesOf(stack.api, customer.customerId)).toEqual({ available: available - 3_012.5, held: 0 });
});

test('nothing reserved: the run ends not_created, and the merchant’s retry with the key starts a new one that pays', async () => {
  const customer = await customerWithBalance(stack.api, 10_000);
  const merchantId = stack.merchant.merchantId;
  const { available } = await balancesOf(stack.api, customer.customerId);
  const idempotencyKey = randomUUID();
  const withdrawalId = idForIdempotencyKey('withdrawal', { merchantId, plane: 'test' }, idempotencyKey);

  const lost = await startWithoutCreate(merchantId, withdrawalId);
  await lost.result();
  expect((await stack.api.get(`/withdrawals/${withdrawalId}`)).status).toBe(404);
  expect(await balancesOf(stack.api, customer.customerId)).toEqual({ available, held: 0 });

  const retried = await stack.api.post('/withdrawals', withdrawalBody(customer.customerId, { amount: 2_000 }), { idempotencyKey });
  expect(retried.status).toBe(201);
  expect(retried.body.data).toMatchObject({ withdrawalId, status: 'processing' });
  await env.client.workflow.getHandle(withdrawalWorkflowId(withdrawalId)).result();
  expect((await stack.api.get(`/withdrawals/${withdrawalId}`)).body.data.status).toBe('completed');
  expect(await balancesOf(stack.api, customer.customerId)).toEqual({ available: available - 2_012.5, held: 0 });
});
