import { escrowOperationId } from '../../src/escrows/commands';
import { ADOPT_LOST_CREATE, type escrowWorkflow } from '../../workflows/escrow';
import { escrowRowChangedSignal, escrowWorkflowId } from '../../workflows/escrow-messages';
import { EscrowIdKey, EscrowStatusKey, MerchantIdKey, PlaneKey } from '../../workflows/search-attributes';
import { createCommittedUnseen, escrowBody } from '../support/escrows';
import { createCustomer } from '../support/fixtures';
import { eventsOf, patchesIn } from '../support/history';
import { timeSkippingStackForFile } from '../support/time-skipping';

// An escrow whose create Update Temporal lost: the run was started (update-with-start) but
// never heard its create, because the worker died in the task that ran it and the server
// restarted before another worker took the task; the create's transaction had committed. The
// API answers the merchant's create from its record and tells the run (committed-unseen.test.ts),
// which adopts the row, so the hold's deadlines run without a later write. The whole service on
// the time-skipping server: the funding deadline an hour ahead costs nothing.

const { env, stack } = timeSkippingStackForFile();

test('told of its committed create, a run that never heard it adopts the row and cancels the unfunded hold at its fundingDeadline', async () => {
  const payer = await createCustomer(stack.api);
  const payee = await createCustomer(stack.api);
  const owner = { merchantId: stack.merchant.merchantId, plane: 'test' as const };
  const fundingDeadline = new Date(Date.now() + 60 * 60_000).toISOString();
  const body = escrowBody(payer.customerId, payee.customerId, { amount: 2_000, fundingDeadline });
  const escrowId = await createCommittedUnseen(stack.sql, owner, 'create-lost', body);

  // The run as update-with-start leaves it when its Update is lost: started, its create never delivered.
  const handle = await env.client.workflow.start<typeof escrowWorkflow>('escrowWorkflow', {
    taskQueue: stack.config.taskQueue,
    workflowId: escrowWorkflowId(escrowId),
    args: [{ ...owner, escrowId }],
    typedSearchAttributes: [
      { key: MerchantIdKey, value: owner.merchantId },
      { key: PlaneKey, value: owner.plane },
      { key: EscrowIdKey, value: escrowId },
      { key: EscrowStatusKey, value: 'awaiting_funding' },
    ],
  });
  await handle.signal(escrowRowChangedSignal);
  await handle.result(); // time is skipped to the deadline
  expect(await env.currentTimeMs()).toBeGreaterThanOrEqual(Date.parse(fundingDeadline));

  expect((await stack.api.get(`/escrows/${escrowId}`)).body.data).toMatchObject({ escrowId, status: 'cancelled' });
  expect((await handle.describe()).typedSearchAttributes.get(EscrowStatusKey)).toBe('cancelled');
  const [create] = await stack.sql`select 1 from escrow_operations where id = ${escrowOperationId(escrowId, 'create')}`;
  expect(create).toBeDefined();
  // The patch's marker, in this history alone (a created escrow's run never asks for it).
  expect(patchesIn(await eventsOf(handle))).toEqual([ADOPT_LOST_CREATE]);
});
