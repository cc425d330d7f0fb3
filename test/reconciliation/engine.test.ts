import { randomBytes } from 'node:crypto';
import { createEscrow, customerWithBalance, escrowBody } from '../support/escrows';
import { parse } from 'csv-parse/sync';
import { createSession, ok, paySession } from '../support/checkout';
import { cli, cliJson } from '../support/cli';
import { createCustomer } from '../support/fixtures';
import { eventually } from '../support/eventually';
import { liveCustomerWithBalance, liveMerchant, liveStackForFile } from '../support/live';
import { postProviderEvent } from '../support/provider-events';
import { liveWalletBody, walletSettled } from '../support/live-wallets';
import { FAILING_ACCOUNT, withdrawalBody, waitForWithdrawalStatus } from '../support/withdrawals';
import { providerReferenceOf } from '../../src/payments/references';
import type { FakeTransaction } from '../../fake-paystack/state';
import { transactionData } from '../../fake-paystack/routes/transactions';
import { lagosDayOf, providerDay } from '../../src/reconciliation/days';
import { depositMovementId } from '../../src/reconciliation/ledger';
import { explainDifference, readReport, Report } from '../../src/reconciliation/report';
import { runReconciliation } from '../../temporal/reconciliation-runs';

// The daily reconciliation end to end on the live plane: Paystack's books read through the
// Paystack adapter from the fake Paystack's list endpoints, its controls injecting each kind of
// difference (a deposit whose event never came, a payout reversed after success, a refund made
// twice, an odd fee, a settlement that does not add up, faults on a list page), each class
// found, healed through the webhook's path or flagged, the report stored and replaced by a
// re-run, the run failing cleanly; then the command line and /metrics. A database of its own: a
// day's reconciliation reads every merchant's bookings of the day.

const { stack, fake } = liveStackForFile({ ownDatabase: true });

const today = () => lagosDayOf(new Date());

async function reconcile(options: { perPage?: number } = {}): Promise<Report> {
  const outcome = await runReconciliation(stack.temporal, {
    plane: 'live',
    day: today(),
    taskQueue: stack.config.taskQueue,
    perPage: options.perPage ?? 3,
    batchSize: 4,
  });
  if (outcome.status !== 'completed') throw new Error(`reconciliation failed: ${outcome.failure}`);
  return readReport(stack.sql, 'live', today());
}

const differenceOf = (report: Report, reference: string) => report.differences.filter((d) => d.reference === reference);

/** A live wallet provisioned through the API: Paystack's customer, validation and dedicated account. */
async function liveWalletWithAccount() {
  const { api, merchantId } = await liveMerchant(stack);
  const customer = await createCustomer(api);
  ok(await api.post('/wallets', liveWalletBody(customer.customerId)), 201);
  const wallet = await walletSettled(api, customer.walletId);
  expect(wallet.accountStatus).toBe('active');
  return { api, merchantId, customer, number: wallet.account.accountNumber as string };
}

/** A record put straight into the fake's books (one Paystack's list will show), as a deposit to `account` unless overridden. */
function injectTransaction(account: string, amount: number, fees: number, overrides: Partial<FakeTransaction> = {}): FakeTransaction {
  const now = new Date().toISOString();
  const tx: FakeTransaction = {
    id: fake.state.id(),
    reference: fake.state.code('T'),
    access_code: '',
    authorization_url: '',
    email: 'ada@example.com',
    amount,
    currency: 'NGN',
    channels: ['dedicated_nuban'],
    callback_url: null,
    metadata: { receiver_account_number: account },
    status: 'success',
    channel: 'dedicated_nuban',
    fees,
    gateway_response: 'Approved',
    paid_at: now,
    created_at: now,
    authorization: { channel: 'dedicated_nuban', receiver_bank_account_number: account },
    ...overrides,
  };
  fake.state.transactions.set(tx.reference, tx);
  return tx;
}

/** Paystack's charge.success for a transaction of the fake's books, as its webhook. */
const chargeEvent = (reference: string) => ({ event: 'charge.success', data: transactionData(fake.state.transactions.get(reference)!) });

/** A deposit Paystack never announced (its event lost): in Paystack's books, not in ours. */
const silentDeposit = (account: string, amount: number, fees: number) => fake.deposit(account, amount, fees, { sendEvent: false });

const walletCredits = (walletId: string) =>
  stack.sql<
    Array<{ movement_id: string }>
  >`select movement_id from ledger_journals where related_id = ${walletId} and event_type = 'wallet_credit'`;

const available = (api: Awaited<ReturnType<typeof liveMerchant>>['api'], customerId: string) =>
  api.get(`/customers/${customerId}`).then((r) => r.body.data.balances.available as number);

test("a checkout paid at the provider and booked agrees on amount and on Paystack's price of the charge; a fee off that price is flagged and summed", async () => {
  const { api } = await liveMerchant(stack);
  const { customerId } = await liveCustomerWithBalance(api, fake, 1_000);
  const [payment] = await stack.sql<Array<{ provider_reference: string }>>`
    select p.provider_reference from payments p join wallets w on w.id = p.wallet_id where w.customer_id = ${customerId}`;
  // Paystack takes its 1.5% of the charged amount (₦1,018.75 → ₦15.28), as the reconciliation expects.
  const agreed = await reconcile();
  expect(agreed.run).toMatchObject({ status: 'completed' });
  expect(differenceOf(agreed, payment.provider_reference)).toEqual([]);
  // Paystack's list says it took more than its price.
  fake.setFees(payment.provider_reference, 1_600);
  const report = await reconcile();
  const [fee] = differenceOf(report, payment.provider_reference);
  expect(fee).toMatchObject({
    class: 'fee_mismatch',
    providerAmount: '101875',
    ledgerAmount: '101875',
    providerFee: '1600',
    expectedFee: '1528',
    open: true,
  });
  expect(report.summary!.classes.fee_mismatch.count).toBeGreaterThanOrEqual(1);
  expect(BigInt(report.summary!.fees.providerKobo) - BigInt(report.summary!.fees.expectedKobo)).toBe(
    BigInt(report.summary!.fees.differenceKobo),
  );
  expect(BigInt(report.summary!.fees.differenceKobo)).toBeGreaterThanOrEqual(72n);
});

test('a deposit whose charge.success never came is healed: credited once with wallet.credited and its statement row; a re-run reports it healed and a late webhook books nothing', async () => {
  const { api, customer, number } = await liveWalletWithAccount();
  const record = { reference: await silentDeposit(number, 500_000, 5_000) };

  const first = await reconcile();
  const [healed] = differenceOf(first, record.reference);
  expect(healed).toMatchObject({
    class: 'missing_in_ledger',
    source: 'transaction',
    providerAmount: '500000',
    ledgerAmount: null,
    open: false,
  });
  expect(healed.heal).toMatchObject({
    state: 'healed',
    action: { kind: 'account.credited', reference: record.reference, accountNumber: number, amount: 500_000, fee: 5_000 },
  });
  await eventually(
    () => available(api, customer.customerId),
    (a) => a === 4_950,
  );
  const hooks = await eventually(
    async () => stack.receiver.received.filter((r) => r.body.type === 'wallet.credited' && r.body.data?.walletId === customer.walletId),
    (found) => found.length >= 1,
  );
  expect(hooks[0].body.meta).toMatchObject({ grossAmount: 5_000, providerFee: 50, netAmount: 4_950 });
  const statement = ok(await api.get(`/transactions?customerId=${customer.customerId}`)).transactions;
  expect(statement.map((t: any) => [t.type, t.direction, t.amount])).toEqual([['wallet_credit', 'in', 4_950]]);

  const again = await reconcile();
  expect(again.run!.runId).not.toBe(first.run!.runId);
  const [still] = differenceOf(again, record.reference);
  expect(still).toMatchObject({ id: healed.id, class: 'missing_in_ledger', open: false });
  expect(still.heal!.state).toBe('healed');
  expect(still.heal!.note).toContain(`healed by run ${first.run!.runId}`);

  const late = await postProviderEvent(stack, chargeEvent(record.reference));
  expect(late.body.data).toMatchObject({ received: true, handled: false });
  expect(await walletCredits(customer.walletId)).toEqual([{ movement_id: depositMovementId(record.reference) }]);
  expect(await available(api, customer.customerId)).toBe(4_950);
});

test('a heal racing the late webhook for the same deposit moves the money once, and the report says it is settled', async () => {
  const { api, customer, number } = await liveWalletWithAccount();
  const reference = await silentDeposit(number, 300_000, 3_000);
  const running = reconcile();
  // The webhook arrives once the run has found the deposit missing and before (or while) it heals it.
  await eventually(
    () => stack.sql`select 1 from reconciliation_differences where reference = ${reference} and heal_state = 'pending'`,
    (rows) => rows.length === 1,
    20_000,
  );
  const webhook = await postProviderEvent(stack, chargeEvent(reference));
  const report = await running;
  expect(webhook.status).toBe(200);
  await eventually(
    () => available(api, customer.customerId),
    (a) => a === 2_970,
  );
  expect(await walletCredits(customer.walletId)).toHaveLength(1);
  const [settled] = differenceOf(report, reference);
  expect(settled).toMatchObject({ class: 'missing_in_ledger', open: false, heal: expect.objectContaining({ state: 'healed' }) });
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(await available(api, customer.customerId)).toBe(2_970);
  expect(await walletCredits(customer.walletId)).toHaveLength(1);
});

test('records the service cannot take are flagged and nothing is booked: another currency, a negative amount, an unknown reference or account', async () => {
  const { customer, number } = await liveWalletWithAccount();
  const usd = injectTransaction(number, 100_000, 1_000, { currency: 'USD' });
  const negative = injectTransaction(number, -100_000, 0);
  const nobody = injectTransaction('0000000001', 100_000, 1_000, {
    metadata: { receiver_account_number: '0000000001' },
    authorization: { channel: 'dedicated_nuban', receiver_bank_account_number: '0000000001' },
  });
  const unknownCharge = injectTransaction('', 100_000, 1_500, {
    reference: `chk-${randomBytes(8).toString('hex')}`,
    channel: 'card',
    channels: ['card'],
    metadata: {},
    authorization: null,
  });
  const report = await reconcile();
  for (const record of [usd, negative, nobody, unknownCharge]) {
    expect(differenceOf(report, record.reference)).toEqual([expect.objectContaining({ class: 'unrecognised', heal: null, open: true })]);
  }
  expect(differenceOf(report, usd.reference)[0].detail).toContain('currency USD');
  expect(await walletCredits(customer.walletId)).toEqual([]);
});

test('a deposit the ledger booked that the provider has no record of is flagged, never unbooked; an explanation closes it, audited, and survives a re-run', async () => {
  const { api, customer, number } = await liveWalletWithAccount();
  // Booked through a webhook whose transaction Paystack's list does not have.
  const reference = await silentDeposit(number, 200_000, 2_000);
  const event = chargeEvent(reference);
  fake.state.transactions.delete(reference);
  expect((await postProviderEvent(stack, event)).body.data.handled).toBe(true);
  await eventually(
    () => available(api, customer.customerId),
    (a) => a === 1_980,
  );
  const movement = depositMovementId(reference);
  const report = await reconcile();
  const [flagged] = differenceOf(report, movement);
  expect(flagged).toMatchObject({
    class: 'missing_at_provider',
    source: 'transaction',
    ledgerAmount: '200000',
    providerAmount: null,
    open: true,
    provider: null,
  });
  expect(flagged.ledger).toMatchObject({ kind: 'deposit', walletId: customer.walletId, movementId: movement });
  expect(await available(api, customer.customerId)).toBe(1_980);

  const explained = await explainDifference(stack.sql, {
    differenceId: flagged.id,
    note: 'Paystack support confirmed the deposit',
    by: 'ada@ops',
  });
  expect(explained).toMatchObject({ open: false, explanation: { note: 'Paystack support confirmed the deposit', by: 'ada@ops' } });
  await expect(explainDifference(stack.sql, { differenceId: flagged.id, note: 'again', by: 'bob' })).rejects.toThrow(
    /explained by ada@ops/,
  );
  const again = await reconcile();
  expect(differenceOf(again, movement)).toEqual([
    expect.objectContaining({ id: flagged.id, open: false, explanation: expect.objectContaining({ by: 'ada@ops' }) }),
  ]);
});

test("a withdrawal whose transfer outcome was missed is booked from the provider's record; one the bank reversed after success returns the money with withdrawal.failed", async () => {
  const { api } = await liveMerchant(stack);
  const { customerId } = await liveCustomerWithBalance(api, fake, 20_000);
  fake.state.autoSettleTransfers = false;
  fake.holdEvents();
  try {
    const created = ok(await api.post('/withdrawals', withdrawalBody(customerId, { amount: 5_000 })), 201);
    const reference = providerReferenceOf(created.withdrawalId);
    await eventually(
      async () => fake.state.transfers.get(reference),
      (t) => t !== undefined,
    );
    fake.state.transfers.get(reference)!.status = 'success'; // paid at the bank; its event never comes
    const report = await reconcile();
    const [missed] = differenceOf(report, reference);
    expect(missed).toMatchObject({
      class: 'status_mismatch',
      heal: { state: 'healed', action: { kind: 'transfer.settled', outcome: { status: 'success' } } },
    });
    expect((await waitForWithdrawalStatus(api, created.withdrawalId)).status).toBe('completed');

    const before = await available(api, customerId);
    await fake.reverseTransfer(reference, { sendEvent: false, gatewayResponse: 'Beneficiary bank reversed the credit' });
    const after = await reconcile();
    const [reversed] = differenceOf(after, reference);
    expect(reversed).toMatchObject({
      class: 'status_mismatch',
      open: false,
      heal: { state: 'healed', action: { kind: 'transfer.reversed', reason: 'Beneficiary bank reversed the credit' } },
    });
    expect(reversed.detail).toContain('Beneficiary bank reversed the credit');
    const failed = await eventually(
      () => api.get(`/withdrawals/${created.withdrawalId}`).then((r) => r.body.data),
      (w) => w.status === 'failed',
    );
    expect(failed.failureReason).toContain('Beneficiary bank reversed the credit');
    await eventually(
      () => available(api, customerId),
      (a) => a === before + created.chargedAmount,
    );
    await eventually(
      async () =>
        stack.receiver.received.filter((r) => r.body.type === 'withdrawal.failed' && r.body.data?.withdrawalId === created.withdrawalId),
      (hooks) => hooks.length === 1,
    );
  } finally {
    fake.state.autoSettleTransfers = true;
    fake.state.held.length = 0;
    fake.sendEvents();
  }
});

test('a refund made twice at the provider is flagged with both sides and nothing is booked', async () => {
  const { api } = await liveMerchant(stack);
  const payee = await createCustomer(api);
  const escrow = await createEscrow(
    api,
    escrowBody({ email: 'guest@example.com', name: 'Ada Guest' }, payee.customerId, { amount: 2_000 }),
  );
  const session = await createSession(api, { escrowId: escrow.escrowId });
  await fake.pay(providerReferenceOf(session.checkoutId));
  await eventually(
    () => api.get(`/escrows/${escrow.escrowId}`).then((r) => r.body.data.status),
    (s) => s === 'held',
  );
  ok(await api.post(`/escrows/${escrow.escrowId}/refund`, {}), 201);
  await eventually(
    () => api.get(`/escrows/${escrow.escrowId}`).then((r) => r.body.data.status),
    (s) => s === 'refunded',
  );
  const transaction = providerReferenceOf(session.checkoutId);
  const second = await fake.duplicateRefund(transaction, { sendEvent: false });
  const report = await reconcile();
  expect(differenceOf(report, String(second.id))).toEqual([
    expect.objectContaining({
      class: 'missing_in_ledger',
      source: 'refund',
      heal: null,
      open: true,
      providerAmount: '200000',
      ledger: null,
    }),
  ]);
  // Our own refund of that payment matched its first refund at Paystack.
  expect(report.differences.filter((d) => d.source === 'refund' && (d.ledger as any)?.transactionReference === transaction)).toEqual([]);
  expect(
    await stack.sql`select count(*)::int as n from refunds where payment_id = (select id from payments where provider_reference = ${transaction})`,
  ).toEqual([{ n: 1 }]);
});

test('fees and settlements: a fee other than expected and a settlement that is not the sum of its records are flagged', async () => {
  const { api, customer, number } = await liveWalletWithAccount();
  const reference = await fake.deposit(number, 100_000, 1_000); // booked with Paystack's fee then (1,000)
  await eventually(
    () => available(api, customer.customerId),
    (a) => a === 990,
  );
  fake.setFees(reference, 1_200); // Paystack's list says otherwise now
  const { from, to } = providerDay(today());
  const settlement = fake.settleDay({ from: from.toISOString(), to: to.toISOString(), offset: -500 })!;
  const report = await reconcile();
  expect(differenceOf(report, reference)).toEqual([
    expect.objectContaining({ class: 'fee_mismatch', providerFee: '1200', expectedFee: '1000' }),
  ]);
  const [unsettled] = differenceOf(report, String(settlement.id));
  expect(unsettled).toMatchObject({
    class: 'settlement_mismatch',
    providerAmount: String(settlement.total_amount),
    ledgerAmount: String(settlement.total_amount + 500),
  });
  expect(report.summary!.settlements.count).toBe(1);
});

test('the provider failing mid-day: 5xx and 429 are retried (after Retry-After) and the run completes; a refusal for good fails the run with why and the day keeps its report', async () => {
  const before = await reconcile();
  fake.failNext(503, { count: 2, path: '/transfer', method: 'GET', page: 1 });
  fake.failNext(429, { count: 1, path: '/refund', method: 'GET', page: 1, retryAfterSeconds: 1 });
  fake.malformNext('truncated', { count: 1, path: '/settlement', page: 1 });
  const retried = await reconcile();
  expect(retried.run!.status).toBe('completed');
  expect(fake.state.faults.every((f) => f.remaining === 0)).toBe(true);
  expect(fake.state.malformations.every((m) => m.remaining === 0)).toBe(true);

  fake.failNext(400, { count: 1, path: '/transaction', method: 'GET', page: 1 });
  const outcome = await runReconciliation(stack.temporal, { plane: 'live', day: today(), taskQueue: stack.config.taskQueue, perPage: 3 });
  expect(outcome).toMatchObject({ status: 'failed' });
  expect((outcome as { failure: string }).failure).toContain('refused');
  const after = await readReport(stack.sql, 'live', today());
  expect(after.run!.runId).toBe(retried.run!.runId);
  expect(after.latestRun).toMatchObject({ status: 'failed' });
  expect(after.latestRun!.failure).toContain('refused the read');
  expect(after.summary).toEqual(retried.summary);
  expect(before.run!.runId).not.toBe(retried.run!.runId);
});

describe('the operator command line', () => {
  const env = () => ({ DATABASE_URL: stack.config.databaseUrl, TEMPORAL_TASK_QUEUE: stack.config.taskQueue });

  test('reconcile runs the day and prints its report (text, or one JSON object); show, explain and export read it', async () => {
    const { number } = await liveWalletWithAccount();
    const usd = injectTransaction(number, 100_000, 1_000, { currency: 'USD' });

    const run = await cliJson(['reconcile', '--date', today(), '--plane', 'live', '--json'], env());
    expect(run).toMatchObject({ plane: 'live', day: today(), outcome: 'completed', run: { status: 'completed' } });
    const [flagged] = (run.differences as any[]).filter((d) => d.reference === usd.reference);
    expect(flagged).toMatchObject({ class: 'unrecognised', open: true });

    const text = await cli(['reconcile', 'show', '--date', today(), '--plane', 'live'], env());
    expect(text.code).toBe(0);
    expect(text.stdout).toContain(`Reconciliation of the live plane for ${today()}: completed`);
    expect(text.stdout).toMatch(/^unrecognised\s+\d+/m);
    expect(text.stdout).toContain(`${flagged.id}  unrecognised  transaction ${usd.reference}`);

    const explained = await cliJson(
      ['reconcile', 'explain', '--id', flagged.id, '--note', 'a test charge in dollars', '--by', 'ada@ops', '--json'],
      env(),
    );
    expect(explained).toMatchObject({ id: flagged.id, open: false, explanation: { by: 'ada@ops', note: 'a test charge in dollars' } });
    const again = await cli(['reconcile', 'explain', '--id', flagged.id, '--note', 'twice'], env());
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('explained by ada@ops');

    const csv = await cli(['reconcile', 'export', '--date', today(), '--plane', 'live', '--format', 'csv'], env());
    expect(csv.code).toBe(0);
    const rows = parse<Record<string, string>>(csv.stdout, { columns: true });
    expect(rows.find((r) => r.reference === usd.reference)).toMatchObject({
      differenceId: flagged.id,
      class: 'unrecognised',
      providerAmount: '1000.00',
      open: 'no',
      explainedBy: 'ada@ops',
    });
    const json = await cliJson(['reconcile', 'export', '--date', today(), '--plane', 'live', '--format', 'json'], env());
    expect(json.differences).toHaveLength(rows.length);
  });

  test('a failed run exits 1 naming why; a bad day or plane is a usage error (exit 2); a day never run is exit 1', async () => {
    fake.failNext(400, { count: 1, path: '/transfer', method: 'GET', page: 1 });
    const failed = await cli(['reconcile', '--date', today(), '--plane', 'live'], env());
    expect(failed.code).toBe(1);
    expect(failed.stdout).toContain('The run FAILED');
    expect(failed.stdout).toContain('refused the read');

    for (const args of [
      ['--date', '2026-02-30', '--plane', 'live'],
      ['--date', today(), '--plane', 'staging'],
      ['--plane', 'live'],
    ]) {
      const bad = await cli(['reconcile', ...args], env());
      expect(bad.code).toBe(2);
    }
    const never = await cli(['reconcile', 'show', '--date', '2020-01-01', '--plane', 'live'], env());
    expect(never.code).toBe(1);
    expect(never.stderr).toContain('no reconciliation of 2020-01-01');
  });
});

test('/metrics: open differences by plane and class, and the age of the last reconciled day', async () => {
  const { number } = await liveWalletWithAccount();
  const negative = injectTransaction(number, -1, 0);
  const report = await reconcile();
  const scrape = async () => (await fetch(`${stack.baseUrl}/metrics`)).text();
  const value = (text: string, series: string) =>
    Number(
      text
        .split('\n')
        .find((l) => l.startsWith(`${series} `))
        ?.split(' ')[1],
    );
  const openOf = (klass: string) => report.differences.filter((d) => d.open && d.class === klass).length;

  let text = await scrape();
  expect(value(text, 'escrow_reconciliation_read_ok')).toBe(1);
  const unrecognised = value(text, 'escrow_reconciliation_open_differences{plane="live",class="unrecognised"}');
  expect(unrecognised).toBe(openOf('unrecognised'));
  expect(unrecognised).toBeGreaterThanOrEqual(1);
  expect(value(text, 'escrow_reconciliation_open_differences{plane="test",class="unrecognised"}')).toBe(0);
  // Today is not over in Lagos: its end lies ahead, so the age reads 0.
  expect(value(text, 'escrow_reconciliation_last_completed_day_age_seconds{plane="live"}')).toBe(0);

  const [flagged] = differenceOf(report, negative.reference);
  await explainDifference(stack.sql, { differenceId: flagged.id, note: 'a provider test record', by: 'ada@ops' });
  text = await scrape();
  expect(value(text, 'escrow_reconciliation_open_differences{plane="live",class="unrecognised"}')).toBe(unrecognised - 1);
});

test("the test plane against the sandbox's own books: deposits, checkouts, payouts paid and failed, a guest refund: every record matched, nothing open", async () => {
  const { api } = await stack.newMerchantClient();
  const payer = await customerWithBalance(api, 50_000);
  const topUp = await createSession(api, { customerId: payer.customerId, amount: 2_000 });
  await paySession(api, topUp.checkoutId);
  const paid = ok(await api.post('/withdrawals', withdrawalBody(payer.customerId, { amount: 1_000 })), 201);
  const declined = ok(
    await api.post('/withdrawals', withdrawalBody(payer.customerId, { amount: 1_000, accountNumber: FAILING_ACCOUNT })),
    201,
  );
  expect((await waitForWithdrawalStatus(api, paid.withdrawalId)).status).toBe('completed');
  expect((await waitForWithdrawalStatus(api, declined.withdrawalId)).status).toBe('failed');
  const payee = await createCustomer(api);
  const escrow = await createEscrow(
    api,
    escrowBody({ email: 'guest@example.com', name: 'Ada Guest' }, payee.customerId, { amount: 3_000 }),
  );
  const session = await createSession(api, { escrowId: escrow.escrowId });
  await paySession(api, session.checkoutId);
  await eventually(
    () => api.get(`/escrows/${escrow.escrowId}`).then((r) => r.body.data.status),
    (s) => s === 'held',
  );
  ok(await api.post(`/escrows/${escrow.escrowId}/refund`, {}), 201);
  await eventually(
    () => api.get(`/escrows/${escrow.escrowId}`).then((r) => r.body.data.status),
    (s) => s === 'refunded',
  );

  const outcome = await runReconciliation(stack.temporal, { plane: 'test', day: today(), taskQueue: stack.config.taskQueue, perPage: 5 });
  expect(outcome.status).toBe('completed');
  const report = await readReport(stack.sql, 'test', today());
  expect(report.differences.filter((d) => d.open)).toEqual([]);
  expect(report.summary!.records).toMatchObject({ transaction: expect.any(Number), transfer: 2, refund: 1, settlement: 1 });
  expect(report.summary!.classes.matched.count).toBeGreaterThanOrEqual(6);
  expect(report.summary!.fees.differenceKobo).toBe('0');
});

test('provider records read for days more than 35 days before a completed day are dropped; those of the days since are kept', async () => {
  const old = new Date(Date.parse(`${today()}T00:00:00Z`) - 36 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const recent = new Date(Date.parse(`${today()}T00:00:00Z`) - 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  for (const day of [old, recent]) {
    await stack.sql`insert into reconciliation_provider_records (plane, day, source, reference, ledger_key, status, amount, currency, class, page_key)
      values ('live', ${day}, 'transaction', ${`T_${day}`}, ${`T_${day}`}, 'success', 100, 'NGN', 'matched', 'transaction:1')`;
  }
  await reconcile();
  const kept =
    await stack.sql`select day::text from reconciliation_provider_records where plane = 'live' and reference in (${`T_${old}`}, ${`T_${recent}`})`;
  expect(kept).toEqual([{ day: recent }]);
});

test('a checkout paid at Paystack whose charge.success never came is handed to its session, which confirms and books it once', async () => {
  const { api } = await liveMerchant(stack);
  const customer = await createCustomer(api);
  const session = await createSession(api, { customerId: customer.customerId, amount: 1_500 });
  const reference = providerReferenceOf(session.checkoutId);
  await fake.pay(reference, { sendEvent: false });
  const report = await reconcile();
  expect(differenceOf(report, reference)).toEqual([
    expect.objectContaining({
      class: 'missing_in_ledger',
      open: false,
      heal: expect.objectContaining({ state: 'healed', action: expect.objectContaining({ kind: 'payment.succeeded', reference }) }),
    }),
  ]);
  await eventually(
    () => available(api, customer.customerId),
    (a) => a === 1_500,
  );
  expect(await stack.sql`select count(*)::int as n from payments where provider_reference = ${reference}`).toEqual([{ n: 1 }]);
  const again = await reconcile();
  expect(differenceOf(again, reference)).toEqual([expect.objectContaining({ class: 'missing_in_ledger', open: false })]);
});
