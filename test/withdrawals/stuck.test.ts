import { randomUUID } from 'node:crypto';
import { idForIdempotencyKey } from '../../api/derived-ids';
import { providerReferenceOf } from '../../src/payments/references';
import { createSandboxTransferProvider } from '../../src/payments/sandbox-transfers';
import type { TransferProvider } from '../../src/payments/transfers';
import { GIVEN_UP_FAILURE_REASON } from '../../src/withdrawals/give-up';
import { withdrawalWorkflowId } from '../../workflows/withdrawal-messages';
import { cli, cliJson, expectRefused } from '../support/cli';
import { postProviderEvent } from '../support/provider-events';
import { balancesOf, customerWithBalance } from '../support/escrows';
import type { ApiClient } from '../support/http';
import { journalTypes } from '../support/ledger';
import { stackForFile } from '../support/stack';
import { unsentStuckWithdrawal, waitForWithdrawalSettled, withdrawalBody, withdrawalEvents } from '../support/withdrawals';

// Stuck withdrawals: `processing` in the database with no running workflow (the reserve held
// in withdrawals_in_flight, nothing left to send the transfer or book its outcome). Made here
// as they happen: a row whose workflow ended without carrying it on (written by the create
// step alone, as when a run ended on a wrong not_created), and a sent withdrawal whose
// workflow was terminated. The operator sees them (`find`, the API's gauges) and mends them
// (`withdrawal resume`, `withdrawal give-up`) through the command line as documented.

/** References whose transfer the bank never settles: the provider answers `pending` for them. */
const silentBank = new Set<string>();

/** The sandbox provider (table sandbox_transfers), but silent for the references in silentBank. */
function provider(): TransferProvider {
  const sandbox = createSandboxTransferProvider({ sql: stack.sql, secret: 'unused', deliver: async () => undefined, eventDelayMs: null });
  return {
    name: 'sandbox',
    initiateTransfer: (request) => sandbox.initiateTransfer(request),
    async fetchTransfer(reference) {
      const state = await sandbox.fetchTransfer(reference);
      return state && silentBank.has(reference) ? { status: 'pending', transferCode: state.transferCode } : state;
    },
  };
}

// Its own database, so the gauges count this file's withdrawals only. The sandbox announces no
// outcome: a sent withdrawal's outcome comes from its workflow's status check.
const stack = stackForFile(
  { ownDatabase: true, config: { sandboxTransferEventDelayMs: null }, activities: { transferProvider: () => provider() } },
  'after-each',
);

/** The command line on this file's database and the worker's task queue. */
const env = () => ({ DATABASE_URL: stack.config.databaseUrl, TEMPORAL_TASK_QUEUE: stack.config.taskQueue });
const operator = (command: string, id: string, reason = 'stuck after an incident') => [
  'withdrawal',
  command,
  '--id',
  id,
  '--operator',
  'ada.ops',
  '--reason',
  reason,
];

const AMOUNT = 3_000;
const CHARGED = 3_012.5;
const CREDITED = 9_900; // a 10,000-naira credit less its deposit fee

/** A customer with CREDITED naira available, of a merchant of its own. */
async function fundedCustomer() {
  const { api, merchantId } = await stack.newMerchantClient();
  const customer = await customerWithBalance(api, 10_000);
  return { api, merchantId, customerId: customer.customerId };
}

/** A stuck withdrawal not yet sent (test/support/withdrawals.ts), of `owner` or a fresh customer. */
async function stuckBeforeSending(owner?: Awaited<ReturnType<typeof fundedCustomer>>) {
  const { api, merchantId, customerId } = owner ?? (await fundedCustomer());
  const withdrawalId = await unsentStuckWithdrawal(stack, { merchantId, customerId }, AMOUNT);
  return { api, customerId, withdrawalId };
}

/** A withdrawal made through the API whose transfer was sent (withdrawal.processing received). */
async function sentWithdrawal(options: { bankSilent: boolean }, owner?: Awaited<ReturnType<typeof fundedCustomer>>) {
  const { api, merchantId, customerId } = owner ?? (await fundedCustomer());
  const idempotencyKey = randomUUID();
  const withdrawalId = idForIdempotencyKey('withdrawal', { merchantId, plane: 'test' }, idempotencyKey);
  if (options.bankSilent) silentBank.add(providerReferenceOf(withdrawalId));
  const res = await api.post('/withdrawals', withdrawalBody(customerId, { amount: AMOUNT }), { idempotencyKey });
  expect(res.status).toBe(201);
  await stack.receiver.waitFor(() => withdrawalEvents(stack.receiver, withdrawalId).some((e) => e.body.type === 'withdrawal.processing'));
  return { api, customerId, withdrawalId };
}

/** A sent withdrawal whose workflow was terminated before any outcome was booked. */
async function sentStuckWithdrawal(options: { bankSilent: boolean }) {
  const made = await sentWithdrawal(options);
  await stack.temporal.workflow.getHandle(withdrawalWorkflowId(made.withdrawalId)).terminate('lost in an incident');
  return made;
}

const findWithdrawal = async (withdrawalId: string) => (await cliJson(['find', '--withdrawal', withdrawalId], env())).results[0];

async function transfersOf(withdrawalId: string) {
  return stack.sql`select requests, amount from sandbox_transfers where reference = ${providerReferenceOf(withdrawalId)}`;
}

/** The customer's statement rows of this withdrawal: [type, direction, status]. */
async function statementOf(api: ApiClient, withdrawalId: string): Promise<string[][]> {
  const rows = (await api.get(`/transactions?relatedId=${withdrawalId}`)).body.data.transactions;
  return rows.map((t: any) => [t.type, t.direction, t.status]).sort();
}

/** Waits for the withdrawal's settling event; its events once each (delivery is at least once). */
async function settledEventTypes(withdrawalId: string): Promise<string[]> {
  const received = await waitForWithdrawalSettled(stack.receiver, withdrawalId);
  return [...new Map(received.map((e) => [e.body.id, e.body.type])).values()];
}

async function scrape(): Promise<{ overdue: number; stuck: number; readOk: number }> {
  const text = await (await fetch(`${stack.baseUrl}/metrics`)).text();
  const valueOf = (name: string) =>
    Number(
      text
        .split('\n')
        .find((l) => l.startsWith(`${name} `))
        ?.slice(name.length + 1),
    );
  return {
    overdue: valueOf('escrow_withdrawals_processing_overdue'),
    stuck: valueOf('escrow_withdrawals_stuck'),
    readOk: valueOf('escrow_withdrawals_read_ok'),
  };
}

/** As if nothing had touched the row for ten minutes (the gauges look at withdrawals unchanged for five). */
const ageRow = (withdrawalId: string, minutes = 10) =>
  stack.sql`update withdrawals set updated_at = now() - make_interval(mins => ${minutes}) where id = ${withdrawalId}`;

describe('the gauges', () => {
  // First in the file: the counts below are this file's, and no stuck withdrawal of a later
  // test has been left long enough to be counted yet.
  test('count the overdue withdrawals and, of those, the ones with no running workflow; find --stuck lists those', async () => {
    const before = await scrape();
    expect(before).toEqual({ overdue: 0, stuck: 0, readOk: 1 });

    // Of one merchant: one waiting on a silent bank with its workflow running (overdue, not
    // stuck), one stuck.
    const owner = await fundedCustomer();
    const waiting = await sentWithdrawal({ bankSilent: true }, owner);
    const stuck = await stuckBeforeSending(owner);
    expect(await scrape()).toEqual({ overdue: 0, stuck: 0, readOk: 1 }); // fresh: nothing overdue yet
    await ageRow(waiting.withdrawalId, 20);
    await ageRow(stuck.withdrawalId, 10);
    expect(await scrape()).toEqual({ overdue: 2, stuck: 1, readOk: 1 });

    const listed = await cliJson(['find', '--stuck', '--merchant', owner.merchantId], env());
    expect(listed.results.map((r: any) => r.id)).toEqual([stuck.withdrawalId]);
    expect(listed.results[0].stuck).toMatchObject({ workflowStatus: 'NOT_FOUND', transferSent: false });

    // Mended, it leaves the gauge.
    await cliJson(operator('resume', stuck.withdrawalId), env());
    await settledEventTypes(stuck.withdrawalId);
    expect(await scrape()).toEqual({ overdue: 1, stuck: 0, readOk: 1 });
  });
});

describe('a withdrawal whose workflow is running', () => {
  test('is not stuck: find says nothing of it, and resume is refused', async () => {
    const waiting = await sentWithdrawal({ bankSilent: true });
    expect((await findWithdrawal(waiting.withdrawalId)).stuck).toBeUndefined();
    await expectRefused(
      operator('resume', waiting.withdrawalId),
      /its workflow withdrawal-wdr_\w+ is running and carries it on; nothing to resume/,
      env(),
      1,
    );
    expect(await journalTypes(stack.sql, waiting.withdrawalId)).toEqual(['withdrawal']);
  });
});

describe('a withdrawal stuck before its transfer was sent', () => {
  test('find marks it stuck, and give-up is refused (its transfer may yet be sent)', async () => {
    const { api, customerId, withdrawalId } = await stuckBeforeSending();
    expect(await balancesOf(api, customerId)).toEqual({ available: CREDITED - CHARGED, held: 0 });

    const found = await findWithdrawal(withdrawalId);
    expect(found).toMatchObject({ kind: 'withdrawal', id: withdrawalId, status: 'processing' });
    expect(found.stuck).toEqual({
      reason: 'processing with no running workflow',
      workflowStatus: 'NOT_FOUND',
      transferSent: false,
      unchangedSince: expect.any(String),
      mend: [expect.stringContaining(`withdrawal resume --id ${withdrawalId}`)],
    });

    // Giving up a transfer that may yet be sent is refused, pointing at resume.
    await expectRefused(operator('give-up', withdrawalId), /stuck before its transfer was sent.*withdrawal resume --id/, env(), 1);
    expect(await journalTypes(stack.sql, withdrawalId)).toEqual(['withdrawal']);
    expect(await balancesOf(api, customerId)).toEqual({ available: CREDITED - CHARGED, held: 0 });
  });

  test('resume sends the transfer once and completes it: the statement line, the events, the ledger', async () => {
    const { api, customerId, withdrawalId } = await stuckBeforeSending();
    expect(await cliJson(operator('resume', withdrawalId), env())).toEqual({
      withdrawal: expect.objectContaining({ withdrawalId, status: 'processing' }),
      resumed: { operator: 'ada.ops', reason: 'stuck after an incident', runId: expect.any(String) },
      temporalUrl: expect.stringContaining(`/workflows/withdrawal-${withdrawalId}`),
    });
    expect(await settledEventTypes(withdrawalId)).toEqual(['withdrawal.created', 'withdrawal.processing', 'withdrawal.completed']);
    expect((await api.get(`/withdrawals/${withdrawalId}`)).body.data.status).toBe('completed');
    expect(await transfersOf(withdrawalId)).toEqual([{ requests: 1, amount: BigInt(AMOUNT * 100) }]);
    expect(await journalTypes(stack.sql, withdrawalId)).toEqual(['withdrawal', 'withdrawal_completed']);
    expect(await statementOf(api, withdrawalId)).toEqual([['withdrawal', 'out', 'completed']]);
    expect(await balancesOf(api, customerId)).toEqual({ available: CREDITED - CHARGED, held: 0 });
  });

  test('two resumes at once start one run: the transfer is sent and booked once; resuming again changes nothing', async () => {
    const { api, customerId, withdrawalId } = await stuckBeforeSending();

    // Two operators at once: the server starts one run, the other is refused. The bank stays
    // silent until both have answered, so the first run is surely still going.
    silentBank.add(providerReferenceOf(withdrawalId));
    const [first, second] = await Promise.all([cli(operator('resume', withdrawalId), env()), cli(operator('resume', withdrawalId), env())]);
    const results = [first, second].sort((a, b) => (a.code ?? 9) - (b.code ?? 9));
    expect(results.map((r) => r.code)).toEqual([0, 1]);
    expect(JSON.parse(results[0].stdout)).toMatchObject({ withdrawal: { withdrawalId }, resumed: { operator: 'ada.ops' } });
    expect(results[1].stderr).toMatch(/its workflow withdrawal-wdr_\w+ is running and carries it on; nothing to resume/);
    // The resumed run sent the transfer; the bank's success arrives as its event.
    await stack.receiver.waitFor(() => withdrawalEvents(stack.receiver, withdrawalId).some((e) => e.body.type === 'withdrawal.processing'));
    silentBank.delete(providerReferenceOf(withdrawalId));
    const success = await postProviderEvent(stack, {
      event: 'transfer.success',
      data: { reference: providerReferenceOf(withdrawalId), status: 'success' },
    });
    expect(success.body.data).toEqual({ received: true, handled: true });

    expect(await settledEventTypes(withdrawalId)).toEqual(['withdrawal.created', 'withdrawal.processing', 'withdrawal.completed']);

    // Settled: resuming again moves nothing.
    await stack.temporal.workflow.getHandle(withdrawalWorkflowId(withdrawalId)).result();
    await expectRefused(operator('resume', withdrawalId), /is already completed .*nothing to resume/, env(), 1);
    expect(await transfersOf(withdrawalId)).toEqual([{ requests: 1, amount: BigInt(AMOUNT * 100) }]);
    expect(await journalTypes(stack.sql, withdrawalId)).toEqual(['withdrawal', 'withdrawal_completed']);
    expect(await balancesOf(api, customerId)).toEqual({ available: CREDITED - CHARGED, held: 0 });
  });
});

describe('a sent withdrawal whose workflow was terminated', () => {
  test('give-up: the resumed run asks the provider (still pending), then the reserve goes back once', async () => {
    const { api, customerId, withdrawalId } = await sentStuckWithdrawal({ bankSilent: true });

    const found = await findWithdrawal(withdrawalId);
    expect(found.stuck).toEqual({
      reason: 'processing with no running workflow',
      workflowStatus: 'TERMINATED',
      transferSent: true,
      unchangedSince: expect.any(String),
      mend: [
        expect.stringContaining(`withdrawal resume --id ${withdrawalId}`),
        expect.stringContaining(`withdrawal give-up --id ${withdrawalId}`),
      ],
    });

    const out = await cliJson(operator('give-up', withdrawalId, 'Provider ticket 4411: transfer lost'), env());
    expect(out).toEqual({
      withdrawal: expect.objectContaining({ withdrawalId, status: 'failed', failureReason: GIVEN_UP_FAILURE_REASON }),
      givenUp: { operator: 'ada.ops', reason: 'Provider ticket 4411: transfer lost', at: expect.any(String) },
      temporalUrl: expect.stringContaining(`/workflows/withdrawal-${withdrawalId}`),
    });
    expect(await settledEventTypes(withdrawalId)).toEqual(['withdrawal.created', 'withdrawal.processing', 'withdrawal.failed']);
    expect(await balancesOf(api, customerId)).toEqual({ available: CREDITED, held: 0 });
    expect(await journalTypes(stack.sql, withdrawalId)).toEqual(['withdrawal', 'withdrawal_reversed']);
    expect(await statementOf(api, withdrawalId)).toEqual([
      ['withdrawal', 'out', 'failed'],
      ['withdrawal_reversed', 'in', 'completed'],
    ]);

    // The resumed run read the row, found the transfer sent (no second send), asked the
    // provider, and only then took the give-up.
    const handle = stack.temporal.workflow.getHandle(withdrawalWorkflowId(withdrawalId));
    await handle.result();
    const history = await handle.fetchHistory();
    const steps = (history.events ?? []).flatMap((e) => {
      const local = e.markerRecordedEventAttributes?.details?.data?.payloads?.[0]?.data;
      const activity = e.activityTaskScheduledEventAttributes?.activityType?.name;
      if (activity) return [activity];
      if (!local) return [];
      const type = /"activity_?[tT]ype":"(\w+)"/.exec(Buffer.from(local).toString('utf8'))?.[1];
      return type ? [type] : [];
    });
    expect(steps).toEqual(['loadWithdrawal', 'sendTransfer', 'checkTransfer', 'failWithdrawal']);
    expect(await transfersOf(withdrawalId)).toEqual([{ requests: 1, amount: BigInt(AMOUNT * 100) }]);
  });

  test('given up, it stays given up: a second give-up is refused, nothing moves', async () => {
    const { api, customerId, withdrawalId } = await sentStuckWithdrawal({ bankSilent: true });
    await cliJson(operator('give-up', withdrawalId), env());
    await settledEventTypes(withdrawalId);
    await stack.temporal.workflow.getHandle(withdrawalWorkflowId(withdrawalId)).result();

    await expectRefused(operator('give-up', withdrawalId, 'again'), /already failed \(given up by ada\.ops/, env(), 1);
    expect(await balancesOf(api, customerId)).toEqual({ available: CREDITED, held: 0 });
    expect(await journalTypes(stack.sql, withdrawalId)).toEqual(['withdrawal', 'withdrawal_reversed']);
    expect(await settledEventTypes(withdrawalId)).toEqual(['withdrawal.created', 'withdrawal.processing', 'withdrawal.failed']);
  });

  test('give-up is refused when the provider paid while no workflow ran: the resumed run books the success instead', async () => {
    const { api, customerId, withdrawalId } = await sentStuckWithdrawal({ bankSilent: false });
    await expectRefused(operator('give-up', withdrawalId), /refused: .*the provider already reported the transfer successful/, env(), 1);
    expect(await settledEventTypes(withdrawalId)).toEqual(['withdrawal.created', 'withdrawal.processing', 'withdrawal.completed']);
    expect(await balancesOf(api, customerId)).toEqual({ available: CREDITED - CHARGED, held: 0 });
    expect(await journalTypes(stack.sql, withdrawalId)).toEqual(['withdrawal', 'withdrawal_completed']);
    const [row] = await stack.sql`select given_up_by from withdrawals where id = ${withdrawalId}`;
    expect(row.given_up_by).toBeNull();
  });

  test('resume: the resumed run sends nothing again, asks the provider at once and completes it', async () => {
    const { api, customerId, withdrawalId } = await sentStuckWithdrawal({ bankSilent: false });
    await cliJson(operator('resume', withdrawalId), env());
    expect(await settledEventTypes(withdrawalId)).toEqual(['withdrawal.created', 'withdrawal.processing', 'withdrawal.completed']);
    expect(await transfersOf(withdrawalId)).toEqual([{ requests: 1, amount: BigInt(AMOUNT * 100) }]);
    expect(await journalTypes(stack.sql, withdrawalId)).toEqual(['withdrawal', 'withdrawal_completed']);
    expect(await statementOf(api, withdrawalId)).toEqual([['withdrawal', 'out', 'completed']]);
    expect(await balancesOf(api, customerId)).toEqual({ available: CREDITED - CHARGED, held: 0 });
  });
});
