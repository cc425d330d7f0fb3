import { customerWithBalance, escrowBody } from '../support/escrows';
import { createCustomer } from '../support/fixtures';
import { ApiClient, ApiResponse } from '../support/http';
import { expectLedgerConsistent, startStack, Stack, WAIT_THROUGH_RECOVERY } from '../support/stack';
import { withdrawalBody } from '../support/withdrawals';
import { killAllWorkerProcesses, killWorkerProcess, startWorkerProcess, WorkerProcess } from '../support/worker-process';
import { eventually } from '../support/eventually';

// No committed event may be lost to a crash. At each point of the credit, escrow
// and withdrawal paths, a worker process kills itself (SIGKILL) right after the step
// returned, before Temporal heard of it (worker/fault-injection.ts): the commit is done, the
// answer is lost. A fresh worker process takes over; every event the flow committed must
// then be delivered, and each effect be booked once. Each case has its own stack and task
// queue, so the cases run side by side.

afterAll(() => killAllWorkerProcesses());

type Flow = (api: ApiClient) => Promise<void>;

const ok = (res: ApiResponse, status: number) =>
  expect({ status: res.status, body: res.body }).toMatchObject({ status, body: { success: true } });

async function escrowOf(api: ApiClient, debitPayer = true) {
  const payer = await customerWithBalance(api, 50_000);
  const payee = await createCustomer(api);
  const res = await api.post('/escrows', escrowBody(payer.customerId, payee.customerId, { amount: 10_000, debitPayer }));
  ok(res, 201);
  return res.body.data;
}

async function withdrawal(api: ApiClient) {
  const customer = await customerWithBalance(api, 50_000);
  const res = await api.post('/withdrawals', withdrawalBody(customer.customerId, { amount: 4_000 }));
  ok(res, 201);
}

/**
 * The point the first worker dies at, the flow that passes it, and the events it must commit.
 * The two slowest to recover come first (a transfer whose outcome event died with the worker
 * waits for the workflow's 30 s status check; a sender's lease holds its stream 20 s), so the
 * other cases run beside them.
 */
const CASES: Array<{ point: string; flow: Flow; events: string[]; journals: string[] }> = [
  {
    point: 'sendTransfer',
    flow: withdrawal,
    events: ['wallet.credited', 'withdrawal.created', 'withdrawal.processing', 'withdrawal.completed'],
    journals: ['wallet_credit', 'withdrawal', 'withdrawal_completed'],
  },
  {
    // The outbox relay's first send: answered by the receiver, its outcome never recorded. The
    // sweep of the fresh worker finds the unfinished attempt, and the stream's retry workflow
    // marks it interrupted and sends again (at least once).
    point: 'webhookSend',
    flow: async (api) => void (await customerWithBalance(api, 10_000)),
    events: ['wallet.credited'],
    journals: ['wallet_credit'],
  },
  {
    point: 'bookWalletCredit',
    flow: async (api) => void (await customerWithBalance(api, 10_000)),
    events: ['wallet.credited'],
    journals: ['wallet_credit'],
  },
  {
    point: 'createEscrow',
    flow: async (api) => void (await escrowOf(api)),
    events: ['wallet.credited', 'escrow.created', 'escrow.funded'],
    journals: ['wallet_credit', 'escrow_funded'],
  },
  {
    // Every escrow command is booked by this one activity; the release is the flow's first.
    point: 'bookEscrowCommand',
    flow: async (api) => {
      const escrow = await escrowOf(api);
      ok(await api.post(`/escrows/${escrow.escrowId}/release`, { amount: 4_000 }), 200);
    },
    events: ['wallet.credited', 'escrow.created', 'escrow.funded', 'escrow.partially_released'],
    journals: ['wallet_credit', 'escrow_funded', 'escrow_released'],
  },
  {
    point: 'bookEscrowCommand',
    flow: async (api) => {
      const escrow = await escrowOf(api, false);
      ok(await api.post(`/escrows/${escrow.escrowId}/cancel`, { reason: 'out of stock' }), 200);
    },
    events: ['wallet.credited', 'escrow.created', 'escrow.cancelled'],
    journals: ['wallet_credit'],
  },
  {
    point: 'createWithdrawal',
    flow: withdrawal,
    events: ['wallet.credited', 'withdrawal.created', 'withdrawal.processing', 'withdrawal.completed'],
    journals: ['wallet_credit', 'withdrawal', 'withdrawal_completed'],
  },
  {
    point: 'completeWithdrawal',
    flow: withdrawal,
    events: ['wallet.credited', 'withdrawal.created', 'withdrawal.processing', 'withdrawal.completed'],
    journals: ['wallet_credit', 'withdrawal', 'withdrawal_completed'],
  },
];

/** Until every event of the merchant is settled (not pending) and at least `count` exist. */
async function eventsSettled(stack: Stack, merchantId: string, count: number) {
  // Bounded by the slowest path: a sender killed mid-send holds its stream for the 20 s lease,
  // then the sweep hands it to its retries. About 40 s alone; the eight cases run side by side
  // with the rest of the suite on two cores, where 80 s was seen to run out.
  return eventually(
    () => stack.sql<Array<{ id: string; type: string; delivery_status: string }>>`
      select id, type, delivery_status from events where merchant_id = ${merchantId} order by seq`,
    (rows) => rows.length >= count && rows.every((r) => r.delivery_status !== 'pending'),
    { what: 'every event delivered or failed', timeoutMs: 150_000, intervalMs: 100 },
  );
}

test.concurrent.each(CASES)(
  'a worker killed right after $point: every committed event is delivered, every effect booked once',
  async ({ point, flow, events, journals }) => {
    // A 1 s pause between webhook attempts, so a retried delivery comes soon; activities time out
    // after 3 s, so a transfer whose answer died with the worker is sent again soon.
    const stack = await startStack({
      worker: false,
      ownDatabase: true,
      shortActivityTimeouts: true,
      config: { ...WAIT_THROUGH_RECOVERY, webhookRetryIntervalSeconds: 1 },
    });
    const workers: WorkerProcess[] = [];
    try {
      const { api, merchantId } = await stack.newMerchantClient();
      const first = await startWorkerProcess(stack, { env: { FAULT_KILL_AFTER: point } });
      workers.push(first);
      const running = flow(api);
      expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
      expect(first.output.join('\n')).toContain(`killing the worker after ${point} returned`);
      workers.push(await startWorkerProcess(stack));
      await running;

      const rows = await eventsSettled(stack, merchantId, events.length);
      expect(rows.map((r) => r.type)).toEqual(events);
      expect(rows.map((r) => r.delivery_status)).toEqual(events.map(() => 'delivered'));
      // Every committed event reached the merchant (at least once: a send cut off may repeat).
      const received = new Set(stack.receiver.received.map((h) => h.body.id));
      for (const row of rows) expect(received.has(row.id)).toBe(true);
      // Each movement booked once, and the ledger balances.
      const booked = await stack.sql`select event_type from ledger_journals where merchant_id = ${merchantId} order by created_at`;
      expect(booked.map((j) => j.event_type)).toEqual(journals);
      await expectLedgerConsistent(stack.sql);
    } finally {
      // Before the stack drops its database: a worker left running would sweep a database that is gone.
      await Promise.all(workers.map(killWorkerProcess));
      await stack.stop();
    }
  },
  240_000,
);
