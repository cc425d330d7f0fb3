import fs from 'node:fs';
import path from 'node:path';
import { encodeHistory } from './history-file';
import { createSession, paySession } from '../support/checkout';
import { customerWithBalance, escrowBody } from '../support/escrows';
import { createCustomer } from '../support/fixtures';
import { ApiClient, ApiResponse } from '../support/http';
import { startStack, Stack } from '../support/stack';
import { withdrawalBody, FAILING_ACCOUNT } from '../support/withdrawals';

// `npm run record-histories`: runs one representative flow of every workflow type on a real
// stack and writes each finished workflow's history to test/replay/histories/ (committed).
// test/replay/replay.test.ts replays them with the current workflow code, so a change that
// would break running executions fails CI. Recorded files are never edited by hand: record
// again only for a change made safe with patched() (docs/workflow-changes.md).

const OUT = path.join(__dirname, 'histories');
let stack: Stack;
let api: ApiClient;

beforeAll(async () => {
  stack = await startStack({ config: { rateLimitMultiplier: 100 } });
  api = stack.api;
  fs.mkdirSync(OUT, { recursive: true });
});
afterAll(() => stack?.stop());

const ok = (res: ApiResponse, status = 200) => {
  expect({ status: res.status, body: res.body }).toMatchObject({ status, body: { success: true } });
  return res.body.data;
};

/** Waits for the workflow to finish and writes its history as `{name}.json`. */
async function record(name: string, workflowId: string): Promise<void> {
  const handle = stack.temporal.workflow.getHandle(workflowId);
  await handle.result();
  const history = await handle.fetchHistory();
  fs.writeFileSync(path.join(OUT, `${name}.json`), `${JSON.stringify(encodeHistory(workflowId, history), null, 1)}\n`);
}

/** The workflow that delivers an event: the event's outbox stream. */
async function streamOf(type: string, key: string, value: string): Promise<string> {
  const [row] = await stack.sql`select stream from events where type = ${type} and data->>${key} = ${value} order by seq desc limit 1`;
  return row.stream as string;
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
  const dispute = ok(await api.post(`/escrows/${escrow.escrowId}/disputes`, { openedBy: 'payer', reasonCode: 'late', description: 'Late' }), 201);
  ok(await api.post(`/escrows/${escrow.escrowId}/disputes/${dispute.disputeId}/resolve`, { action: 'split', releaseAmount: 5_000, refundAmount: 3_000 }));
  await record('escrow-debit-payer', `escrow-${escrow.escrowId}`);
});

test('escrow and checkout: a guest pays through checkout, then a guest refund through the provider', async () => {
  const payee = await createCustomer(api);
  const escrow = ok(await api.post('/escrows', escrowBody({ email: 'guest.replay@example.com', name: 'Guest' }, payee.customerId, { amount: 2_000 })), 201);
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

test('withdrawals: paid, and failed by the bank', async () => {
  const customer = await customerWithBalance(api, 50_000);
  const paid = ok(await api.post('/withdrawals', withdrawalBody(customer.customerId, { amount: 4_000 })), 201);
  const failed = ok(await api.post('/withdrawals', withdrawalBody(customer.customerId, { amount: 3_000, accountNumber: FAILING_ACCOUNT })), 201);
  await record('withdrawal-completed', `withdrawal-${paid.withdrawalId}`);
  await record('withdrawal-failed', `withdrawal-${failed.withdrawalId}`);
});
