import { randomBytes } from 'node:crypto';
import { createEscrow, escrowBody } from '../support/escrows';
import { parse } from 'csv-parse/sync';
import { createSession, ok } from '../support/checkout';
import { cli, cliJson } from '../support/cli';
import { createCustomer } from '../support/fixtures';
import { eventually, liveCustomerWithBalance, liveMerchant, liveStackForFile } from '../support/live';
import { postProviderEvent } from '../support/provider-events';
import { TestProviderRecords } from '../support/provider-records';
import { withdrawalBody, waitForWithdrawalStatus } from '../support/withdrawals';
import { providerReferenceOf } from '../../src/payments/references';
import type { ProviderTransactionRecord } from '../../src/payments/records';
import { lagosDayOf } from '../../src/reconciliation/days';
import { depositMovementId } from '../../src/reconciliation/ledger';
import { explainDifference, readReport, Report } from '../../src/reconciliation/report';
import { runReconciliation } from '../../workflows/reconciliation-runs';

// The reconciliation engine on the live plane against the provider's books at the adapter
// boundary (test/support/provider-records.ts: the fake Paystack's own transactions, transfers
// and refunds, plus what a test injects): each class found, healed through the webhook's path
// or flagged, the report stored and replaced by a re-run, the run failing cleanly. A database
// of its own: a day's reconciliation reads every merchant's bookings of the day.

const records = new TestProviderRecords(null);
const { stack, fake } = liveStackForFile({ ownDatabase: true, activities: { providerRecords: (plane) => (plane === 'live' ? records : null) } });

beforeAll(() => {
  records.fake = fake.state;
});

const today = () => lagosDayOf(new Date());

async function reconcile(options: { perPage?: number } = {}): Promise<Report> {
  const outcome = await runReconciliation(stack.temporal, { plane: 'live', day: today(), taskQueue: stack.config.taskQueue, perPage: options.perPage ?? 3, batchSize: 4 });
  if (outcome.status !== 'completed') throw new Error(`reconciliation failed: ${outcome.failure}`);
  return readReport(stack.sql, 'live', today());
}

const differenceOf = (report: Report, reference: string) => report.differences.filter((d) => d.reference === reference);

async function liveWalletWithAccount() {
  const { api, merchantId } = await liveMerchant(stack);
  const customer = await createCustomer(api);
  const number = String(1_000_000_000 + (randomBytes(4).readUInt32BE(0) % 8_999_999_999)).slice(0, 10);
  await stack.sql`update wallets set account_number = ${number}, account_name = 'PAYSTACK/ADA', bank_name = 'Wema Bank', bank_code = '035', account_status = 'active'
    where id = ${customer.walletId}`;
  return { api, merchantId, customer, number };
}

function depositRecord(reference: string, account: string, amount: bigint, fee: bigint, overrides: Partial<ProviderTransactionRecord> = {}): ProviderTransactionRecord {
  const raw = { reference, amount: Number(amount), fees: Number(fee), currency: 'NGN', status: 'success', channel: 'dedicated_nuban', metadata: { receiver_account_number: account } };
  return { reference, status: 'success', amount, fee, currency: 'NGN', channel: 'dedicated_nuban', receiverAccountNumber: account, paidAt: new Date().toISOString(), raw, ...overrides };
}

function depositEvent(record: ProviderTransactionRecord) {
  return { event: 'charge.success', data: record.raw };
}

const walletCredits = (walletId: string) =>
  stack.sql<Array<{ movement_id: string }>>`select movement_id from ledger_journals where related_id = ${walletId} and event_type = 'wallet_credit'`;

const available = (api: Awaited<ReturnType<typeof liveMerchant>>['api'], customerId: string) =>
  api.get(`/customers/${customerId}`).then((r) => r.body.data.balances.available as number);

test('a checkout paid at the provider and booked agrees on amount; the provider\'s fee against the service\'s is reported and summed', async () => {
  const { api } = await liveMerchant(stack);
  const { customerId } = await liveCustomerWithBalance(api, fake, 1_000);
  const [payment] = await stack.sql<Array<{ provider_reference: string }>>`
    select p.provider_reference from payments p join wallets w on w.id = p.wallet_id where w.customer_id = ${customerId}`;
  const report = await reconcile();
  expect(report.run).toMatchObject({ status: 'completed' });
  // Paystack takes its 1.5% of the charged amount; the service expected it of the hold's amount.
  const [fee] = differenceOf(report, payment.provider_reference);
  expect(fee).toMatchObject({ class: 'fee_mismatch', providerAmount: '101875', ledgerAmount: '101875', providerFee: '1528', expectedFee: '1500', open: true });
  expect(report.summary!.classes.fee_mismatch.count).toBeGreaterThanOrEqual(1);
  expect(BigInt(report.summary!.fees.providerKobo) - BigInt(report.summary!.fees.expectedKobo)).toBe(BigInt(report.summary!.fees.differenceKobo));
  expect(BigInt(report.summary!.fees.differenceKobo)).toBeGreaterThanOrEqual(28n);
});

test('a deposit whose charge.success never came is healed: credited once with wallet.credited and its statement row; a re-run reports it healed and a late webhook books nothing', async () => {
  const { api, customer, number } = await liveWalletWithAccount();
  const record = depositRecord(`T${randomBytes(8).toString('hex')}`, number, 500_000n, 5_000n);
  records.transactionsAdded.push(record);

  const first = await reconcile();
  const [healed] = differenceOf(first, record.reference);
  expect(healed).toMatchObject({ class: 'missing_in_ledger', source: 'transaction', providerAmount: '500000', ledgerAmount: null, open: false });
  expect(healed.heal).toMatchObject({ state: 'healed', action: { kind: 'account.credited', reference: record.reference, accountNumber: number, amount: 500_000, fee: 5_000 } });
  await eventually(() => available(api, customer.customerId), (a) => a === 4_950);
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

  const late = await postProviderEvent(stack, depositEvent(record));
  expect(late.body.data).toMatchObject({ received: true, handled: false });
  expect(await walletCredits(customer.walletId)).toEqual([{ movement_id: depositMovementId(record.reference) }]);
  expect(await available(api, customer.customerId)).toBe(4_950);
});

test('a heal racing the late webhook for the same deposit moves the money once', async () => {
  const { api, customer, number } = await liveWalletWithAccount();
  const record = depositRecord(`T${randomBytes(8).toString('hex')}`, number, 300_000n, 3_000n);
  records.transactionsAdded.push(record);
  const [report, webhook] = await Promise.all([reconcile(), postProviderEvent(stack, depositEvent(record))]);
  expect(webhook.status).toBe(200);
  await eventually(() => available(api, customer.customerId), (a) => a === 2_970);
  expect(await walletCredits(customer.walletId)).toHaveLength(1);
  // Whichever came first booked it; the report says which (healed, or matched when the webhook had booked it before the read).
  const found = differenceOf(report, record.reference);
  expect(found.every((d) => d.class === 'missing_in_ledger')).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(await available(api, customer.customerId)).toBe(2_970);
});

test('records the service cannot take are flagged and nothing is booked: another currency, a negative amount, an unknown reference or account', async () => {
  const { customer, number } = await liveWalletWithAccount();
  const usd = depositRecord(`T${randomBytes(8).toString('hex')}`, number, 100_000n, 1_000n, { currency: 'USD' });
  const negative = depositRecord(`T${randomBytes(8).toString('hex')}`, number, -100_000n, 0n);
  const nobody = depositRecord(`T${randomBytes(8).toString('hex')}`, '0000000001', 100_000n, 1_000n);
  const unknownCharge: ProviderTransactionRecord = { ...depositRecord(`chk-${randomBytes(8).toString('hex')}`, '', 100_000n, 1_500n), channel: 'card', receiverAccountNumber: null };
  records.transactionsAdded.push(usd, negative, nobody, unknownCharge);
  const report = await reconcile();
  for (const record of [usd, negative, nobody, unknownCharge]) {
    expect(differenceOf(report, record.reference)).toEqual([expect.objectContaining({ class: 'unrecognised', heal: null, open: true })]);
  }
  expect(differenceOf(report, usd.reference)[0].detail).toContain('currency USD');
  expect(await walletCredits(customer.walletId)).toEqual([]);
});

test('a deposit the ledger booked that the provider has no record of is flagged, never unbooked; an explanation closes it, audited, and survives a re-run', async () => {
  const { api, customer, number } = await liveWalletWithAccount();
  const reference = `T${randomBytes(8).toString('hex')}`;
  // Booked through its webhook; the provider's list has no such record.
  expect((await postProviderEvent(stack, depositEvent(depositRecord(reference, number, 200_000n, 2_000n)))).body.data.handled).toBe(true);
  await eventually(() => available(api, customer.customerId), (a) => a === 1_980);
  const movement = depositMovementId(reference);
  const report = await reconcile();
  const [flagged] = differenceOf(report, movement);
  expect(flagged).toMatchObject({ class: 'missing_at_provider', source: 'transaction', ledgerAmount: '200000', providerAmount: null, open: true, provider: null });
  expect(flagged.ledger).toMatchObject({ kind: 'deposit', walletId: customer.walletId, movementId: movement });
  expect(await available(api, customer.customerId)).toBe(1_980);

  const explained = await explainDifference(stack.sql, { differenceId: flagged.id, note: 'Paystack support confirmed the deposit', by: 'ada@ops' });
  expect(explained).toMatchObject({ open: false, explanation: { note: 'Paystack support confirmed the deposit', by: 'ada@ops' } });
  await expect(explainDifference(stack.sql, { differenceId: flagged.id, note: 'again', by: 'bob' })).rejects.toThrow(/explained by ada@ops/);
  const again = await reconcile();
  expect(differenceOf(again, movement)).toEqual([expect.objectContaining({ id: flagged.id, open: false, explanation: expect.objectContaining({ by: 'ada@ops' }) })]);
});

test('a withdrawal whose transfer outcome was missed is booked from the provider\'s record; one reversed after success is flagged with the provider\'s reason', async () => {
  const { api } = await liveMerchant(stack);
  const { customerId } = await liveCustomerWithBalance(api, fake, 20_000);
  fake.state.autoSettleTransfers = false;
  fake.holdEvents();
  try {
    const created = ok(await api.post('/withdrawals', withdrawalBody(customerId, { amount: 5_000 })), 201);
    const reference = providerReferenceOf(created.withdrawalId);
    await eventually(async () => fake.state.transfers.get(reference), (t) => t !== undefined);
    fake.state.transfers.get(reference)!.status = 'success'; // paid at the bank; its event never comes
    const report = await reconcile();
    const [missed] = differenceOf(report, reference);
    expect(missed).toMatchObject({ class: 'status_mismatch', heal: { state: 'healed', action: { kind: 'transfer.settled', outcome: { status: 'success' } } } });
    expect((await waitForWithdrawalStatus(api, created.withdrawalId)).status).toBe('completed');

    fake.state.transfers.get(reference)!.status = 'reversed';
    fake.state.transfers.get(reference)!.gateway_response = 'Beneficiary bank reversed the credit';
    const after = await reconcile();
    const [reversed] = differenceOf(after, reference);
    expect(reversed).toMatchObject({ class: 'status_mismatch', open: true });
    expect(reversed.detail).toContain('Beneficiary bank reversed the credit');
  } finally {
    fake.state.autoSettleTransfers = true;
    fake.state.held.length = 0;
    fake.sendEvents();
  }
});

test('a refund made twice at the provider is flagged with both sides and nothing is booked', async () => {
  const { api } = await liveMerchant(stack);
  const payee = await createCustomer(api);
  const escrow = await createEscrow(api, escrowBody({ email: 'guest@example.com', name: 'Ada Guest' }, payee.customerId, { amount: 2_000 }));
  const session = await createSession(api, { escrowId: escrow.escrowId });
  await fake.pay(providerReferenceOf(session.checkoutId));
  await eventually(() => api.get(`/escrows/${escrow.escrowId}`).then((r) => r.body.data.status), (s) => s === 'held');
  ok(await api.post(`/escrows/${escrow.escrowId}/refund`, {}), 201);
  await eventually(() => api.get(`/escrows/${escrow.escrowId}`).then((r) => r.body.data.status), (s) => s === 'refunded');
  const transaction = providerReferenceOf(session.checkoutId);
  const second = { id: String(9_000_000 + randomBytes(2).readUInt16BE(0)), transactionReference: transaction, status: 'processed', amount: 200_000n, currency: 'NGN', createdAt: new Date().toISOString(), raw: { by: 'hand' } };
  records.refundsAdded.push(second);
  const report = await reconcile();
  const refundDifferences = report.differences.filter((d) => d.source === 'refund' && d.ledger === null && (d.provider as any)?.by === 'hand');
  expect(refundDifferences).toEqual([expect.objectContaining({ class: 'missing_in_ledger', heal: null, open: true, providerAmount: '200000' })]);
  const ours = report.differences.filter((d) => d.source === 'refund' && (d.ledger as any)?.transactionReference === transaction);
  expect(ours).toEqual([]);
});

test('fees and settlements: a fee other than expected and a settlement that is not the sum of its records are flagged', async () => {
  const { api, number } = await liveWalletWithAccount();
  const record = depositRecord(`T${randomBytes(8).toString('hex')}`, number, 100_000n, 1_000n);
  const event = await postProviderEvent(stack, depositEvent(record)); // booked with the provider's fee (1,000)
  expect(event.body.data.handled).toBe(true);
  void api;
  records.transactionsAdded.push({ ...record, fee: 1_200n }); // the provider's list says otherwise
  const settlementId = `set_${randomBytes(6).toString('hex')}`;
  records.settlementsAdded.push({ id: settlementId, status: 'success', totalAmount: 100_000n, totalFees: 1_000n, effectiveAmount: 99_000n, settledAt: new Date().toISOString(), raw: { id: settlementId } });
  records.settlementItems.set(settlementId, [{ ...record, amount: 90_000n }]);
  await eventually(() => stack.sql`select 1 from ledger_journals where movement_id = ${depositMovementId(record.reference)}`, (rows) => rows.length === 1);
  const report = await reconcile();
  expect(differenceOf(report, record.reference)).toEqual([expect.objectContaining({ class: 'fee_mismatch', providerFee: '1200', expectedFee: '1000' })]);
  expect(differenceOf(report, settlementId)).toEqual([expect.objectContaining({ class: 'settlement_mismatch', providerAmount: '100000', ledgerAmount: '90000' })]);
  expect(report.summary!.settlements.count).toBeGreaterThanOrEqual(1);
});

test('the provider failing mid-day: 5xx and 429 are retried (after Retry-After) and the run completes; a refusal for good fails the run with why and the day keeps its report', async () => {
  const before = await reconcile();
  records.failNext(TestProviderRecords.unavailable, { count: 2, source: 'transfers' });
  records.failNext(TestProviderRecords.rateLimited(1), { count: 1, source: 'refunds' });
  const retried = await reconcile();
  expect(retried.run!.status).toBe('completed');
  expect(records.faults.every((f) => f.remaining === 0)).toBe(true);

  records.failNext(TestProviderRecords.refused, { count: 1, source: 'transactions' });
  const outcome = await runReconciliation(stack.temporal, { plane: 'live', day: today(), taskQueue: stack.config.taskQueue, perPage: 3 });
  expect(outcome).toMatchObject({ status: 'failed' });
  expect((outcome as { failure: string }).failure).toContain('refused');
  const after = await readReport(stack.sql, 'live', today());
  expect(after.run!.runId).toBe(retried.run!.runId);
  expect(after.latestRun).toMatchObject({ status: 'failed' });
  expect(after.latestRun!.failure).toContain('refused the read');
  expect(after.summary).toEqual(retried.summary);
  void before;
});

describe('the operator command line', () => {
  const env = () => ({ DATABASE_URL: stack.config.databaseUrl, TEMPORAL_TASK_QUEUE: stack.config.taskQueue });

  test('reconcile runs the day and prints its report (text, or one JSON object); show, explain and export read it', async () => {
    const { number } = await liveWalletWithAccount();
    const usd = depositRecord(`T${randomBytes(8).toString('hex')}`, number, 100_000n, 1_000n, { currency: 'USD' });
    records.transactionsAdded.push(usd);

    const run = await cliJson(['reconcile', '--date', today(), '--plane', 'live', '--json'], env());
    expect(run).toMatchObject({ plane: 'live', day: today(), outcome: 'completed', run: { status: 'completed' } });
    const [flagged] = (run.differences as any[]).filter((d) => d.reference === usd.reference);
    expect(flagged).toMatchObject({ class: 'unrecognised', open: true });

    const text = await cli(['reconcile', 'show', '--date', today(), '--plane', 'live'], env());
    expect(text.code).toBe(0);
    expect(text.stdout).toContain(`Reconciliation of the live plane for ${today()}: completed`);
    expect(text.stdout).toMatch(/^unrecognised\s+\d+/m);
    expect(text.stdout).toContain(`${flagged.id}  unrecognised  transaction ${usd.reference}`);

    const explained = await cliJson(['reconcile', 'explain', '--id', flagged.id, '--note', 'a test charge in dollars', '--by', 'ada@ops', '--json'], env());
    expect(explained).toMatchObject({ id: flagged.id, open: false, explanation: { by: 'ada@ops', note: 'a test charge in dollars' } });
    const again = await cli(['reconcile', 'explain', '--id', flagged.id, '--note', 'twice'], env());
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('explained by ada@ops');

    const csv = await cli(['reconcile', 'export', '--date', today(), '--plane', 'live', '--format', 'csv'], env());
    expect(csv.code).toBe(0);
    const rows = parse(csv.stdout, { columns: true }) as Array<Record<string, string>>;
    expect(rows.find((r) => r.reference === usd.reference)).toMatchObject({ differenceId: flagged.id, class: 'unrecognised', providerAmount: '1000.00', open: 'no', explainedBy: 'ada@ops' });
    const json = await cliJson(['reconcile', 'export', '--date', today(), '--plane', 'live', '--format', 'json'], env());
    expect(json.differences).toHaveLength(rows.length);
  });

  test('a failed run exits 1 naming why; a bad day or plane is a usage error (exit 2); a day never run is exit 1', async () => {
    records.failNext(TestProviderRecords.refused, { count: 1, source: 'transfers' });
    const failed = await cli(['reconcile', '--date', today(), '--plane', 'live'], env());
    expect(failed.code).toBe(1);
    expect(failed.stdout).toContain('The run FAILED');
    expect(failed.stdout).toContain('refused the read');

    for (const args of [['--date', '2026-02-30', '--plane', 'live'], ['--date', today(), '--plane', 'staging'], ['--plane', 'live']]) {
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
  const negative = depositRecord(`T${randomBytes(8).toString('hex')}`, number, -1n, 0n);
  records.transactionsAdded.push(negative);
  const report = await reconcile();
  const scrape = async () => (await fetch(`${stack.baseUrl}/metrics`)).text();
  const value = (text: string, series: string) => Number(text.split('\n').find((l) => l.startsWith(`${series} `))?.split(' ')[1]);
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
