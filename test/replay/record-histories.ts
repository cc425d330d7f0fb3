import type { Client } from '@temporalio/client';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { webhookRetriesWorkflowId } from '../../workflows/webhook-retries-messages';
import { giveUpWithdrawalUpdate, withdrawalWorkflowId } from '../../workflows/withdrawal-messages';
import { escrowRowChangedSignal, escrowWorkflowId } from '../../workflows/escrow-messages';
import { idForIdempotencyKey } from '../../api/derived-ids';
import { encodeHistory } from './history-file';
import { createSet, defaultSetName } from './history-sets';
import { createSession, paySession } from '../support/checkout';
import { cliJson } from '../support/cli';
import { createCommittedUnseen, customerWithBalance, escrowBody } from '../support/escrows';
import { createCustomer } from '../support/fixtures';
import { ApiClient, ApiResponse } from '../support/http';
import type { FakePaystack } from '../../fake-paystack/server';
import { liveCustomerWithBalance, liveMerchant, startLiveStack } from '../support/live';
import { startStack, Stack } from '../support/stack';
import { startTimeSkippingServer } from '../support/time-skipping';
import { withdrawalBody, FAILING_ACCOUNT, unsentStuckWithdrawal } from '../support/withdrawals';
import { liveWalletBody } from '../support/live-wallets';
import { walletAccountWorkflowId } from '../../workflows/wallet-account-messages';
import { providerReferenceOf } from '../../src/payments/references';
import { lagosDayOf } from '../../src/reconciliation/days';
import { reconciliationWorkflowId } from '../../workflows/reconciliation-messages';
import { runReconciliation } from '../../temporal/reconciliation-runs';
import { ensureReconciliationSchedules } from '../../temporal/reconciliation-schedule';
import { TestProviderRecords } from '../support/provider-records';

// `npm run record-histories` (HISTORY_SET=name to choose the set's name): runs representative
// flows of every workflow type on a real stack and writes each finished workflow's history
// to a new set, test/replay/histories/<set>/ (committed). test/replay/replay.test.ts replays
// every set with the current workflow code, so a change that would break running executions
// fails CI. A set is never rewritten (docs/workflow-changes.md).

let out: string;
let stack: Stack;
let api: ApiClient;
// The stack also serves live keys, through a fake Paystack (test/support/live.ts); test keys are unaffected.
let fake: FakePaystack;
// The live provider's books for the reconciliation: the fake's own state, plus what a test adds.
const records = new TestProviderRecords(null);

beforeAll(async () => {
  out = createSet(process.env.HISTORY_SET ?? defaultSetName());
  // A 1 s pause between webhook attempts, so the webhook retries' history comes soon.
  ({ stack, fake } = await startLiveStack({
    config: { rateLimitMultiplier: 100, webhookRetryIntervalSeconds: 1 },
    activities: { providerRecords: (plane) => (plane === 'live' ? records : null) },
  }));
  records.fake = fake.state;
  api = stack.api;
});
afterAll(async () => {
  await stack?.stop();
  await fake?.close();
});

const ok = (res: ApiResponse, status = 200) => {
  expect({ status: res.status, body: res.body }).toMatchObject({ status, body: { success: true } });
  return res.body.data;
};

/** Waits for the workflow to finish and writes its history as `{name}.json`. */
async function record(name: string, workflowId: string, client: Client = stack.temporal): Promise<void> {
  const handle = client.workflow.getHandle(workflowId);
  await handle.result();
  const history = await handle.fetchHistory();
  fs.writeFileSync(path.join(out, `${name}.json`), `${JSON.stringify(encodeHistory(workflowId, history), null, 1)}\n`);
}

/** The workflow that delivers an event: the event's outbox stream. */
async function streamOf(type: string, key: string, value: string): Promise<string> {
  const [row] = await stack.sql`select stream from events where type = ${type} and data->>${key} = ${value} order by seq desc limit 1`;
  return row.stream as string;
}

async function until<T>(probe: () => Promise<T | undefined>, what: string): Promise<T> {
  for (const deadline = Date.now() + 20_000; ;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

test('wallet credit', async () => {
  const customer = await customerWithBalance(api, 10_000);
  await record('wallet-credit', await streamOf('wallet.credited', 'customerId', customer.customerId));
});

test('escrow: debitPayer create, partial release, dispute resolved by a split of the rest', async () => {
  const payer = await customerWithBalance(api, 50_000);
  const payee = await createCustomer(api);
  const escrow = ok(await api.post('/escrows', escrowBody(payer.customerId, payee.customerId, { amount: 10_000, debitPayer: true })), 201);
  ok(await api.post(`/escrows/${escrow.escrowId}/release`, { amount: 2_000 }));
  const dispute = ok(
    await api.post(`/escrows/${escrow.escrowId}/disputes`, { openedBy: 'payer', reasonCode: 'late', description: 'Late' }),
    201,
  );
  ok(
    await api.post(`/escrows/${escrow.escrowId}/disputes/${dispute.disputeId}/resolve`, {
      action: 'split',
      releaseAmount: 5_000,
      refundAmount: 3_000,
    }),
  );
  await record('escrow-debit-payer', `escrow-${escrow.escrowId}`);
});

test('escrow and checkout: a guest pays through checkout, then a guest refund through the provider', async () => {
  const payee = await createCustomer(api);
  const escrow = ok(
    await api.post('/escrows', escrowBody({ email: 'guest.replay@example.com', name: 'Guest' }, payee.customerId, { amount: 2_000 })),
    201,
  );
  const session = await createSession(api, { escrowId: escrow.escrowId });
  await paySession(api, session.checkoutId);
  ok(await api.post(`/escrows/${escrow.escrowId}/refund`, { reason: 'item not delivered' }), 201);
  await record('checkout-escrow-guest', `checkout-${session.checkoutId}`);
  await record('escrow-guest-refund', `escrow-${escrow.escrowId}`);
});

test('escrow cancelled before funding', async () => {
  const payer = await createCustomer(api);
  const payee = await createCustomer(api);
  const escrow = ok(await api.post('/escrows', escrowBody(payer.customerId, payee.customerId, { amount: 1_000 })), 201);
  ok(await api.post(`/escrows/${escrow.escrowId}/cancel`, { reason: 'out of stock' }));
  await record('escrow-cancelled', `escrow-${escrow.escrowId}`);
});

test('escrow with deadlines: releaseAt moved, then passed by the sandbox clock (automatic release)', async () => {
  const payer = await customerWithBalance(api, 10_000);
  const payee = await createCustomer(api);
  const body = escrowBody(payer.customerId, payee.customerId, { amount: 1_000, debitPayer: true, inspectionPeriod: 86_400 });
  const escrow = ok(await api.post('/escrows', body), 201);
  ok(await api.post(`/escrows/${escrow.escrowId}/deadlines`, { releaseAt: new Date(Date.now() + 2 * 86_400_000).toISOString() }));
  ok(await api.post(`/escrows/${escrow.escrowId}/test_clock/advance`, { seconds: 3 * 86_400 }));
  await record('escrow-automatic-release', `escrow-${escrow.escrowId}`);
});

test('escrow with a funding deadline passed by the sandbox clock (automatic cancel)', async () => {
  const payer = await createCustomer(api);
  const payee = await createCustomer(api);
  const body = escrowBody(payer.customerId, payee.customerId, {
    amount: 1_000,
    fundingDeadline: new Date(Date.now() + 86_400_000).toISOString(),
  });
  const escrow = ok(await api.post('/escrows', body), 201);
  ok(await api.post(`/escrows/${escrow.escrowId}/test_clock/advance`, { seconds: 2 * 86_400 }));
  await record('escrow-automatic-cancel', `escrow-${escrow.escrowId}`);
});

test('escrow: its create Update lost, the committed create adopted when the run is told of it, then released', async () => {
  const payer = await customerWithBalance(api, 10_000);
  const payee = await createCustomer(api);
  const owner = { merchantId: stack.merchant.merchantId, plane: 'test' as const };
  const body = escrowBody(payer.customerId, payee.customerId, { amount: 1_000, debitPayer: true });
  const escrowId = await createCommittedUnseen(stack.sql, owner, randomUUID(), body);
  // Started as update-with-start starts it, its create never delivered; then told, as the API tells it.
  const handle = await stack.temporal.workflow.start('escrowWorkflow', {
    taskQueue: stack.config.taskQueue,
    workflowId: escrowWorkflowId(escrowId),
    args: [{ ...owner, escrowId }],
  });
  await handle.signal(escrowRowChangedSignal);
  ok(await api.post(`/escrows/${escrowId}/release`, {}));
  await record('escrow-lost-create-adopted', handle.workflowId);
});

test('checkout: a wallet top-up declined once, then paid', async () => {
  const customer = await createCustomer(api);
  const session = await createSession(api, { customerId: customer.customerId, amount: 3_000 });
  ok(await api.post(`/sandbox/checkouts/${session.checkoutId}/complete`, { outcome: 'failure' }));
  await paySession(api, session.checkoutId);
  await record('checkout-wallet-top-up', `checkout-${session.checkoutId}`);
});

test('withdrawals: paid, and failed by the bank', async () => {
  const customer = await customerWithBalance(api, 50_000);
  const paid = ok(await api.post('/withdrawals', withdrawalBody(customer.customerId, { amount: 4_000 })), 201);
  const failed = ok(
    await api.post('/withdrawals', withdrawalBody(customer.customerId, { amount: 3_000, accountNumber: FAILING_ACCOUNT })),
    201,
  );
  await record('withdrawal-completed', `withdrawal-${paid.withdrawalId}`);
  await record('withdrawal-failed', `withdrawal-${failed.withdrawalId}`);
});

test('withdrawal: stuck before its transfer was sent, resumed by an operator (cli withdrawal resume)', async () => {
  const customer = await customerWithBalance(api, 10_000);
  const withdrawalId = await unsentStuckWithdrawal(
    stack,
    { merchantId: stack.merchant.merchantId, customerId: customer.customerId },
    3_000,
  );
  const resumed = await cliJson(
    ['withdrawal', 'resume', '--id', withdrawalId, '--operator', 'ada.ops', '--reason', 'stuck after an incident'],
    {
      DATABASE_URL: stack.config.databaseUrl,
      TEMPORAL_TASK_QUEUE: stack.config.taskQueue,
    },
  );
  expect(resumed).toMatchObject({ withdrawal: { withdrawalId, status: 'processing' }, resumed: { operator: 'ada.ops' } });
  await record('withdrawal-resumed', withdrawalWorkflowId(withdrawalId));
});

test('webhook retries: the first attempt of wallet.credited fails, the retry delivers it', async () => {
  stack.receiver.respondWith(500);
  const customer = await customerWithBalance(api, 1_000);
  const retries = webhookRetriesWorkflowId(await streamOf('wallet.credited', 'customerId', customer.customerId));
  await until(
    () =>
      stack.temporal.workflow
        .getHandle(retries)
        .describe()
        .then(
          () => true,
          () => undefined,
        ),
    'the retry workflow',
  );
  await record('webhook-retries', retries);
});

test('live: a guest escrow funded through Paystack (charge.success, then verify), then refunded through Paystack', async () => {
  const live = await liveMerchant(stack);
  const payee = await createCustomer(live.api);
  const escrow = ok(
    await live.api.post('/escrows', escrowBody({ email: 'guest.live@example.com', name: 'Guest' }, payee.customerId, { amount: 2_000 })),
    201,
  );
  const session = await createSession(live.api, { escrowId: escrow.escrowId });
  await fake.pay(providerReferenceOf(session.checkoutId));
  await record('live-checkout-escrow-guest', `checkout-${session.checkoutId}`);
  ok(await live.api.post(`/escrows/${escrow.escrowId}/refund`, { reason: 'item not delivered' }), 201);
  await until(async () => {
    const [row] = await stack.sql`select 1 from escrows where id = ${escrow.escrowId} and status = 'refunded'`;
    return row;
  }, 'the Paystack refund');
  await record('live-escrow-guest-refund', `escrow-${escrow.escrowId}`);
});

test('live: a withdrawal paid through Paystack, and one reversed', async () => {
  const live = await liveMerchant(stack);
  const customer = await liveCustomerWithBalance(live.api, fake, 20_000);
  const paid = ok(await live.api.post('/withdrawals', withdrawalBody(customer.customerId, { amount: 4_000 })), 201);
  const reversed = ok(
    await live.api.post('/withdrawals', withdrawalBody(customer.customerId, { amount: 3_000, accountNumber: '7777777777' })),
    201,
  );
  await record('live-withdrawal-completed', `withdrawal-${paid.withdrawalId}`);
  await record('live-withdrawal-reversed', `withdrawal-${reversed.withdrawalId}`);
});

test("live: a wallet validated by Paystack's event and given its account, one failed, one refused", async () => {
  const live = await liveMerchant(stack);
  const validated = await createCustomer(live.api);
  const failed = await createCustomer(live.api);
  const refused = await createCustomer(live.api);
  ok(await live.api.post('/wallets', liveWalletBody(validated.customerId)), 201);
  ok(await live.api.post('/wallets', liveWalletBody(failed.customerId, { bvn: '00000000000' })), 201);
  fake.failNext(400, { path: '/customer', method: 'POST' });
  expect((await live.api.post('/wallets', liveWalletBody(refused.customerId))).status).toBe(502);
  await record('live-wallet-account-active', walletAccountWorkflowId(validated.walletId));
  await record('live-wallet-account-failed', walletAccountWorkflowId(failed.walletId));
  await record('live-wallet-account-refused', walletAccountWorkflowId(refused.walletId));
});

test("reconciliation: a live day with a deposit whose event never came (healed), and the schedule's run of the day before", async () => {
  const live = await liveMerchant(stack);
  const customer = await createCustomer(live.api);
  const accountNumber = `99${String(Date.now()).slice(-8)}`;
  await stack.sql`update wallets set account_number = ${accountNumber}, bank_code = '035', account_status = 'active' where id = ${customer.walletId}`;
  const reference = `T_recorded_${Date.now()}`;
  const raw = {
    reference,
    amount: 500_000,
    fees: 5_000,
    currency: 'NGN',
    status: 'success',
    channel: 'dedicated_nuban',
    metadata: { receiver_account_number: accountNumber },
  };
  records.transactionsAdded.push({
    reference,
    status: 'success',
    amount: 500_000n,
    fee: 5_000n,
    currency: 'NGN',
    channel: 'dedicated_nuban',
    receiverAccountNumber: accountNumber,
    paidAt: new Date().toISOString(),
    raw,
  });
  const day = lagosDayOf(new Date());
  expect(await runReconciliation(stack.temporal, { plane: 'live', day, taskQueue: stack.config.taskQueue })).toMatchObject({
    status: 'completed',
  });
  await record('reconciliation-live-day', reconciliationWorkflowId('live', day));

  await ensureReconciliationSchedules(stack.temporal, { taskQueue: stack.config.taskQueue, planes: ['live'] });
  const schedule = stack.temporal.schedule.getHandle('reconciliation-live');
  try {
    await schedule.trigger();
    const scheduled = await until(
      async () => (await schedule.describe()).info.recentActions[0]?.action.workflow.workflowId,
      'the scheduled run',
    );
    await record('reconciliation-scheduled', scheduled);
  } finally {
    await schedule.delete();
  }
});

test('redelivery of a delivered event', async () => {
  const customer = await customerWithBalance(api, 5_000);
  const [event] = await stack.sql`select id from events where type = 'wallet.credited' and data->>'customerId' = ${customer.customerId}`;
  await until(async () => {
    const [row] = await stack.sql`select 1 from events where id = ${event.id} and delivery_status <> 'pending'`;
    return row;
  }, 'the first delivery');
  ok(await api.post(`/events/${event.id}/redeliver`));
  const workflowId = await until(async () => {
    for await (const w of stack.temporal.workflow.list({ query: `WorkflowType = 'redeliveryWorkflow'` })) {
      if (w.workflowId.startsWith(`redeliver-${event.id}-`)) return w.workflowId;
    }
    return undefined;
  }, 'the redelivery workflow in visibility');
  await record('redelivery', workflowId);
});

describe('flows that wait on a timer (time-skipping server)', () => {
  let env: TestWorkflowEnvironment;
  let quiet: Stack;
  let liveQuiet: Awaited<ReturnType<typeof startLiveStack>>;
  beforeAll(async () => {
    env = await startTimeSkippingServer();
    quiet = await startStack({
      config: { sandboxTransferEventDelayMs: null },
      temporal: { client: env.client, nativeConnection: env.nativeConnection },
    });
    liveQuiet = await startLiveStack({ temporal: { client: env.client, nativeConnection: env.nativeConnection } });
  });
  afterAll(async () => {
    await quiet?.stop();
    await liveQuiet?.stack.stop();
    await liveQuiet?.fake.close();
    await env?.teardown();
  });

  test('live: no charge.success, the checkout found by its verify timer', async () => {
    const live = await liveMerchant(liveQuiet.stack);
    const customer = await createCustomer(live.api);
    const session = await createSession(live.api, { customerId: customer.customerId, amount: 3_000 });
    liveQuiet.fake.holdEvents();
    await liveQuiet.fake.pay(providerReferenceOf(session.checkoutId));
    await record('live-checkout-verify-timer', `checkout-${session.checkoutId}`, env.client);
  });

  test("live: no validation event, the wallet's account found by its check", async () => {
    const live = await liveMerchant(liveQuiet.stack);
    const customer = await createCustomer(live.api);
    liveQuiet.fake.holdEvents();
    ok(await live.api.post('/wallets', liveWalletBody(customer.customerId)), 201);
    await until(
      async () => ([...liveQuiet.fake.state.customers.values()].find((c) => c.email === customer.email)?.identified ? true : undefined),
      'the validation',
    );
    await record('live-wallet-account-check-timer', walletAccountWorkflowId(customer.walletId), env.client);
  });

  test('settled by the status check after 30 s', async () => {
    const customer = await customerWithBalance(quiet.api, 10_000);
    const paid = ok(await quiet.api.post('/withdrawals', withdrawalBody(customer.customerId, { amount: 2_000 })), 201);
    await record('withdrawal-status-check', withdrawalWorkflowId(paid.withdrawalId), env.client);
  });

  test('a create Update lost: one whose reserve committed is carried on, one with none ends not_created', async () => {
    const customer = await customerWithBalance(quiet.api, 10_000);
    const merchantId = quiet.merchant.merchantId;
    const reserved = await unsentStuckWithdrawal(quiet, { merchantId, customerId: customer.customerId }, 2_000);
    const nothing = idForIdempotencyKey('withdrawal', { merchantId, plane: 'test' }, randomUUID());
    for (const withdrawalId of [reserved, nothing]) {
      // Started as update-with-start starts it, its create never delivered.
      await env.client.workflow.start('withdrawalWorkflow', {
        taskQueue: quiet.config.taskQueue,
        workflowId: withdrawalWorkflowId(withdrawalId),
        args: [{ merchantId, plane: 'test', withdrawalId }],
      });
    }
    await record('withdrawal-lost-create-reserved', withdrawalWorkflowId(reserved), env.client);
    await record('withdrawal-lost-create-nothing', withdrawalWorkflowId(nothing), env.client);
  });

  test('given up by an operator', async () => {
    const customer = await customerWithBalance(quiet.api, 10_000);
    const stuck = ok(await quiet.api.post('/withdrawals', withdrawalBody(customer.customerId, { amount: 2_000 })), 201);
    await until(async () => {
      const [row] = await quiet.sql`select 1 from withdrawals where id = ${stuck.withdrawalId} and transfer_sent_at is not null`;
      return row;
    }, 'the transfer to be sent');
    const handle = env.client.workflow.getHandle(withdrawalWorkflowId(stuck.withdrawalId));
    await handle.executeUpdate(giveUpWithdrawalUpdate, {
      args: [{ operator: 'ops@example.ng', reason: 'bank confirmed nothing was sent' }],
      updateId: 'give-up',
    });
    await record('withdrawal-given-up', handle.workflowId, env.client);
  });
});
