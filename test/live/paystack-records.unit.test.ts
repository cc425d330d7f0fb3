import { createServer, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startFakePaystack, FakePaystack } from '../../fake-paystack/server';
import { ServiceError } from '../../src/errors';
import { PaystackClient } from '../../src/payments/paystack';
import { retryAfterSecondsOf } from '../../src/payments/paystack/client';
import { createPaystackRecords } from '../../src/payments/paystack/records';
import { FIRST_PAGE, PageCursor, ProviderDay, ProviderRecords, RecordPage } from '../../src/payments/records';
import { eventually } from '../support/eventually';

// Paystack's books as the daily reconciliation reads them: the fake's list endpoints
// (Paystack's shapes, pages, windows, meta) and its injection controls, then the adapter
// (src/payments/paystack/records.ts) against the fake over HTTP, and against answers shaped
// like the samples of Paystack's API reference.

const SECRET = 'sk_test_records_fake_secret';
let fake: FakePaystack;
let client: PaystackClient;
let records: ProviderRecords;
let sent: { event: string; data: any }[];
let sink: Server;

beforeAll(async () => {
  sent = [];
  sink = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      sent.push(JSON.parse(raw));
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  fake = await startFakePaystack({
    secretKey: SECRET,
    eventsUrl: `http://127.0.0.1:${(sink.address() as AddressInfo).port}/provider/events`,
  });
  client = new PaystackClient({ baseUrl: fake.url, secretKey: SECRET, timeoutMs: 2_000 });
  records = createPaystackRecords(client);
  // The first call pays for connection setup, without the short timeout.
  await new PaystackClient({ baseUrl: fake.url, secretKey: SECRET, timeoutMs: 30_000 }).get('/bank');
});
afterAll(async () => {
  await fake?.close();
  await new Promise((resolve) => sink?.close(resolve));
});

beforeEach(() => {
  fake.state.transactions.clear();
  fake.state.transfers.clear();
  fake.state.refunds.length = 0;
  fake.state.settlements.length = 0;
  fake.state.faults.length = 0;
  fake.state.delays.length = 0;
  fake.state.malformations.length = 0;
  sent.length = 0;
});

/** Waits until the sink has received `event`: the fake sends some events a moment after the call that causes them. */
async function received(event: string): Promise<void> {
  await eventually(
    () => sent.map((e) => e.event),
    (events) => events.includes(event),
    { what: `the fake's ${event}`, timeoutMs: 5_000, intervalMs: 10 },
  );
}

/** A Lagos day: 23:00Z to 23:00Z. */
const DAY: ProviderDay = { from: new Date('2026-03-01T23:00:00.000Z'), to: new Date('2026-03-02T23:00:00.000Z') };

const at = (iso: string, ms = 0) => new Date(Date.parse(iso) + ms).toISOString();

/** A paid checkout transaction at the fake, created (and paid) at `createdAt`. */
async function paidTransaction(reference: string, createdAt: string, amount = 100_000, options: { fees?: number; success?: boolean } = {}) {
  await client.post('/transaction/initialize', { email: 'payer@example.com', amount: String(amount), reference, currency: 'NGN' });
  await fake.pay(reference, { sendEvent: false, success: options.success, fees: options.fees });
  const tx = fake.state.transactions.get(reference)!;
  tx.created_at = createdAt;
  if (tx.paid_at) tx.paid_at = at(createdAt, 60_000);
  return tx;
}

/** Every page of one list, as the reconciliation loops on `next`. */
async function readAll<T>(read: (cursor: PageCursor) => Promise<RecordPage<T>>, perPage = 2): Promise<{ records: T[]; pages: number }> {
  const all: T[] = [];
  let cursor: PageCursor | null = FIRST_PAGE(perPage);
  let pages = 0;
  while (cursor) {
    const page: RecordPage<T> = await read(cursor);
    all.push(...page.records);
    pages++;
    cursor = page.next;
  }
  return { records: all, pages };
}

async function caught(promise: Promise<unknown>): Promise<ServiceError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ServiceError);
  return err as ServiceError;
}

/** A validated customer's dedicated account at the fake, for deposits. */
async function dedicatedAccount(email: string): Promise<string> {
  const { data: customer } = await client.post<any>('/customer', { email, first_name: 'Ada', last_name: 'Obi' });
  fake.state.customers.get(email)!.identified = true;
  const { data: account } = await client.post<any>('/dedicated_account', { customer: customer.customer_code, preferred_bank: 'wema-bank' });
  return account.account_number as string;
}

const control = (path: string, body: unknown): Promise<{ status: number; body: any }> =>
  fetch(`${fake.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(
    async (r) => ({ status: r.status, body: await r.json() }),
  );

describe("the fake's list endpoints", () => {
  test('GET /transaction: newest first, perPage and page, meta {total, total_volume, skipped, perPage, page, pageCount}', async () => {
    for (let i = 0; i < 5; i++) await paidTransaction(`list-tx-${i}`, at('2026-03-02T10:00:00.000Z', i * 1000), 100_000 + i);
    const first = await client.call<any>('GET', '/transaction', { query: { perPage: 2, page: 1 } });
    expect(first.data.map((t: any) => t.reference)).toEqual(['list-tx-4', 'list-tx-3']);
    expect(first.meta).toEqual({ total: 5, total_volume: 500_010, skipped: 0, perPage: 2, page: 1, pageCount: 3 });
    const last = await client.call<any>('GET', '/transaction', { query: { perPage: 2, page: 3 } });
    expect(last.data.map((t: any) => t.reference)).toEqual(['list-tx-0']);
    expect(last.meta).toMatchObject({ skipped: 4, page: 3, pageCount: 3 });
    expect(last.data[0]).toMatchObject({
      id: expect.any(Number),
      status: 'success',
      amount: 100_000,
      fees: 1_500,
      currency: 'NGN',
      channel: 'card',
      paid_at: expect.any(String),
      created_at: expect.any(String),
    });
    // Paystack's default page is 50.
    expect((await client.call<any>('GET', '/transaction')).meta).toMatchObject({ perPage: 50, pageCount: 1 });
  });

  test('from / to: both bounds inclusive, a date alone is the whole UTC day; status filters; a bad date is 400', async () => {
    await paidTransaction('window-before', at('2026-03-01T22:59:59.999Z'));
    await paidTransaction('window-from', '2026-03-01T23:00:00.000Z');
    await paidTransaction('window-to', '2026-03-02T23:00:00.000Z');
    await paidTransaction('window-failed', '2026-03-02T12:00:00.000Z', 5_000, { success: false });
    const refs = async (query: Record<string, string>) =>
      (await client.call<any>('GET', '/transaction', { query })).data.map((t: any) => t.reference).sort();
    expect(await refs({ from: DAY.from.toISOString(), to: DAY.to.toISOString() })).toEqual(['window-failed', 'window-from', 'window-to']);
    expect(await refs({ from: DAY.from.toISOString(), to: DAY.to.toISOString(), status: 'success' })).toEqual(['window-from', 'window-to']);
    expect(await refs({ from: '2026-03-02', to: '2026-03-02' })).toEqual(['window-failed', 'window-to']);
    await expect(client.call<any>('GET', '/transaction', { query: { from: 'yesterday' } })).rejects.toThrow(/400/);
  });

  test('a dedicated-account deposit is in the list as Paystack shows it: channel dedicated_nuban, the receiving account in metadata and authorization', async () => {
    const accountNumber = await dedicatedAccount('depositor@example.com');
    const reference = await fake.deposit(accountNumber, 250_000);
    const [listed] = (await client.call<any>('GET', '/transaction')).data;
    expect(listed).toMatchObject({
      reference,
      status: 'success',
      amount: 250_000,
      fees: 2_500,
      channel: 'dedicated_nuban',
      metadata: { receiver_account_number: accountNumber },
      authorization: { receiver_bank_account_number: accountNumber },
      customer: { email: 'depositor@example.com' },
    });
    expect(sent.map((e) => [e.event, e.data.reference])).toEqual([['charge.success', reference]]);
  });

  test('GET /transfer: fee_charged, our reference, status filter; GET /refund: perPage as a string, the transaction by id and reference', async () => {
    await client.post('/transferrecipient', { type: 'nuban', name: 'ADA OBI', account_number: '0123456789', bank_code: '058' });
    const recipient = [...fake.state.recipients.values()][0].recipient_code;
    fake.state.autoSettleTransfers = false;
    try {
      await client.post('/transfer', {
        source: 'balance',
        amount: '300000',
        recipient,
        reference: 'wdr-list-transfer-0001',
        reason: 'Withdrawal wdr-list-transfer-0001',
      });
      await client.post('/transfer', {
        source: 'balance',
        amount: '900000',
        recipient,
        reference: 'wdr-list-transfer-0002',
        reason: 'Withdrawal wdr-list-transfer-0002',
      });
      await fake.settleTransfer('wdr-list-transfer-0001', 'success');
    } finally {
      fake.state.autoSettleTransfers = true;
    }
    const transfers = await client.call<any>('GET', '/transfer', { query: { status: 'success' } });
    expect(transfers.data).toEqual([
      expect.objectContaining({
        reference: 'wdr-list-transfer-0001',
        status: 'success',
        amount: 300_000,
        fee_charged: 1_000,
        currency: 'NGN',
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      }),
    ]);
    expect(transfers.meta).toEqual({ total: 1, skipped: 0, perPage: 50, page: 1, pageCount: 1 });

    const tx = await paidTransaction('chk-list-refunded', new Date().toISOString());
    await client.post('/refund', { transaction: 'chk-list-refunded', amount: '40000' });
    // Processed a moment after it is queued: listed once its refund.processed has come (which
    // also keeps that event out of the next test's sink).
    await received('refund.processed');
    const refunds = await client.call<any>('GET', '/refund');
    expect(refunds.data).toEqual([
      expect.objectContaining({
        transaction: tx.id,
        transaction_reference: 'chk-list-refunded',
        amount: 40_000,
        status: 'processed',
        deducted_amount: 40_000,
        created_at: expect.any(String),
      }),
    ]);
    expect(refunds.meta).toMatchObject({ total: 1, perPage: '50', page: 1, pageCount: 1 });
  });

  test("settlements: the window's successful transactions less their fees, settled once; GET /settlement/:id/transactions pages them", async () => {
    await paidTransaction('settle-1', '2026-03-02T08:00:00.000Z', 100_000);
    await paidTransaction('settle-2', '2026-03-02T09:00:00.000Z', 200_000);
    await paidTransaction('settle-declined', '2026-03-02T09:30:00.000Z', 50_000, { success: false });
    await paidTransaction('settle-next-day', '2026-03-03T08:00:00.000Z', 70_000);
    const answer = await control('/_fake/settlements', {
      from: DAY.from.toISOString(),
      to: DAY.to.toISOString(),
      settlementDate: '2026-03-03T00:00:00.000Z',
    });
    expect(answer.body.data).toMatchObject({ total_amount: 300_000 - 1_500 - 3_000, transactions: 2 });
    expect(fake.settleDay({ from: DAY.from.toISOString(), to: DAY.to.toISOString() })).toBeNull(); // settled once
    const [settlement] = (await client.call<any>('GET', '/settlement')).data;
    expect(settlement).toMatchObject({
      id: answer.body.data.id,
      status: 'success',
      currency: 'NGN',
      total_processed: 300_000,
      total_fees: 4_500,
      total_amount: 295_500,
      effective_amount: 295_500,
      settlement_date: '2026-03-03T00:00:00.000Z',
    });
    const page = await client.call<any>('GET', `/settlement/${settlement.id}/transactions`, { query: { perPage: 1, page: 2 } });
    expect(page.data.map((t: any) => t.reference)).toEqual(['settle-1']);
    expect(page.meta).toMatchObject({ total: 2, perPage: 1, page: 2, pageCount: 2 });
    await expect(client.call<any>('GET', '/settlement/1/transactions')).rejects.toThrow(/404/);
  });
});

describe("the fake's injection controls", () => {
  test('a deposit whose charge.success is never sent: in the list, no event', async () => {
    const accountNumber = await dedicatedAccount('silent-depositor@example.com');
    const answer = await control(`/_fake/dedicated_accounts/${accountNumber}/deposit`, { amount: 120_000, sendEvent: false });
    expect((await client.call<any>('GET', '/transaction')).data.map((t: any) => t.reference)).toEqual([answer.body.data.reference]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual([]);
  });

  test("a transfer reversed after success: reads reversed with the bank's reason, with or without transfer.reversed", async () => {
    await client.post('/transferrecipient', { type: 'nuban', name: 'ADA OBI', account_number: '0123456789', bank_code: '058' });
    const recipient = [...fake.state.recipients.values()][0].recipient_code;
    for (const reference of ['wdr-reversed-with-event-01', 'wdr-reversed-silently-01']) {
      await client.post('/transfer', { source: 'balance', amount: '300000', recipient, reference, reason: `Withdrawal ${reference}` });
      await new Promise((resolve) => setTimeout(resolve, 60)); // auto-settled: success
      expect(fake.state.transfers.get(reference)!.status).toBe('success');
    }
    sent.length = 0;
    await control('/_fake/transfers/wdr-reversed-with-event-01/reverse', {});
    await control('/_fake/transfers/wdr-reversed-silently-01/reverse', { sendEvent: false, gatewayResponse: 'Account closed' });
    expect(sent.map((e) => [e.event, e.data.reference, e.data.status])).toEqual([
      ['transfer.reversed', 'wdr-reversed-with-event-01', 'reversed'],
    ]);
    const listed = (await client.call<any>('GET', '/transfer', { query: { status: 'reversed' } })).data;
    expect(listed.map((t: any) => [t.reference, t.gateway_response])).toEqual([
      ['wdr-reversed-silently-01', 'Account closed'],
      ['wdr-reversed-with-event-01', 'Transfer reversed by the bank'],
    ]);
    expect((await client.get<any>('/transfer/verify/wdr-reversed-silently-01')).data.status).toBe('reversed');
    expect(await control('/_fake/transfers/wdr-unknown-transfer-0001/reverse', {})).toEqual({
      status: 400,
      body: { status: false, message: 'fake paystack: no transfer wdr-unknown-transfer-0001' },
    });
  });

  test('a refund made twice: a second processed refund on the transaction, past its amount, with its refund.processed', async () => {
    await paidTransaction('chk-refunded-twice', new Date().toISOString(), 100_000);
    await client.post('/refund', { transaction: 'chk-refunded-twice', merchant_note: 'rfd-ours' });
    await received('refund.processed');
    sent.length = 0;
    await control('/_fake/transactions/chk-refunded-twice/refund-again', {});
    const refunds = (await client.call<any>('GET', '/refund')).data;
    expect(refunds.map((r: any) => [r.transaction_reference, r.amount, r.status, r.merchant_note])).toEqual([
      ['chk-refunded-twice', 100_000, 'processed', 'rfd-ours'],
      ['chk-refunded-twice', 100_000, 'processed', 'rfd-ours'],
    ]);
    expect(sent.map((e) => [e.event, e.data.transaction_reference])).toEqual([['refund.processed', 'chk-refunded-twice']]);
  });

  test('a fee that differs: at payment, or changed afterwards', async () => {
    await client.post('/transaction/initialize', { email: 'payer@example.com', amount: '100000', reference: 'chk-odd-fee' });
    await control('/_fake/transactions/chk-odd-fee/pay', { fees: 4_242, sendEvent: false });
    expect((await client.get<any>('/transaction/verify/chk-odd-fee')).data.fees).toBe(4_242);
    await control('/_fake/transactions/chk-odd-fee/fees', { fees: 777 });
    expect((await client.call<any>('GET', '/transaction')).data[0].fees).toBe(777);
    expect(sent).toEqual([]);
  });

  test('a settlement that does not add up: its total is off by the offset', async () => {
    await paidTransaction('settle-off', '2026-03-02T08:00:00.000Z', 100_000);
    await control('/_fake/settlements', { from: DAY.from.toISOString(), to: DAY.to.toISOString(), offset: -500 });
    expect((await client.call<any>('GET', '/settlement')).data[0]).toMatchObject({
      total_processed: 100_000,
      total_fees: 1_500,
      total_amount: 98_000,
      effective_amount: 98_000,
    });
  });

  test('list faults aimed at page N: 5xx, 429 with Retry-After, a spoiled 200, a delay; other pages answer', async () => {
    for (let i = 0; i < 3; i++) await paidTransaction(`fault-${i}`, new Date().toISOString());
    await control('/_fake/faults', { status: 429, path: '/transaction', page: 2, retryAfterSeconds: 7 });
    const page1 = await fetch(`${fake.url}/transaction?perPage=1&page=1`, { headers: { authorization: `Bearer ${SECRET}` } });
    expect(page1.status).toBe(200);
    const page2 = await fetch(`${fake.url}/transaction?perPage=1&page=2`, { headers: { authorization: `Bearer ${SECRET}` } });
    expect([page2.status, page2.headers.get('retry-after')]).toEqual([429, '7']);
    await control('/_fake/malformed', { kind: 'truncated', path: '/transaction', page: 3 });
    const spoiled = await fetch(`${fake.url}/transaction?perPage=1&page=3`, { headers: { authorization: `Bearer ${SECRET}` } });
    await expect(spoiled.json()).rejects.toThrow();
    expect((await control('/_fake/malformed', { kind: 'bogus' })).status).toBe(400);
    await control('/_fake/delays', { ms: 300, path: '/transaction', page: 2 });
    const started = Date.now();
    await client.call<any>('GET', '/transaction', { query: { perPage: 1, page: 2 } });
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });
});

describe('the adapter against the fake', () => {
  test('transactions across several pages, each as Paystack reported it; a deposit carries its receiving account', async () => {
    for (let i = 0; i < 4; i++)
      await paidTransaction(`chk-page-${i}`, at('2026-03-02T10:00:00.000Z', i * 1000), 100_000, { fees: 1_500 + i });
    const accountNumber = await dedicatedAccount('paged-depositor@example.com');
    const deposit = await fake.deposit(accountNumber, 500_000, 5_000, { sendEvent: false });
    fake.state.transactions.get(deposit)!.created_at = '2026-03-02T11:00:00.000Z';
    const { records: read, pages } = await readAll((c) => records.transactions(DAY, c));
    expect(pages).toBe(3);
    expect(read.map((t) => t.reference)).toEqual([deposit, 'chk-page-3', 'chk-page-2', 'chk-page-1', 'chk-page-0']);
    expect(read[0]).toMatchObject({
      status: 'success',
      amount: 500_000n,
      fee: 5_000n,
      currency: 'NGN',
      channel: 'dedicated_nuban',
      receiverAccountNumber: accountNumber,
    });
    expect(read[1]).toMatchObject({
      status: 'success',
      amount: 100_000n,
      fee: 1_503n,
      channel: 'card',
      receiverAccountNumber: null,
      paidAt: expect.any(String),
    });
    expect((read[1].raw as any).reference).toBe('chk-page-3');
    // Asked with the day's window and Paystack's paging.
    expect(fake.calls('GET', '/transaction').at(-1)!.query).toEqual({
      perPage: '2',
      page: '3',
      from: DAY.from.toISOString(),
      to: DAY.to.toISOString(),
    });
  });

  test("window edges: a record at `from` is the day's, one at `to` (which Paystack's window includes) is the next day's", async () => {
    await paidTransaction('edge-from', DAY.from.toISOString());
    await paidTransaction('edge-last-ms', at(DAY.to.toISOString(), -1));
    await paidTransaction('edge-to', DAY.to.toISOString());
    const today = await readAll((c) => records.transactions(DAY, c), 100);
    expect(today.records.map((t) => t.reference).sort()).toEqual(['edge-from', 'edge-last-ms']);
    const next = { from: DAY.to, to: new Date(DAY.to.getTime() + 24 * 3600_000) };
    expect((await readAll((c) => records.transactions(next, c), 100)).records.map((t) => t.reference)).toEqual(['edge-to']);
  });

  test("transfers (fee, the bank's reason, never the narration), refunds (the refunded transaction's reference) and settlements with their transactions", async () => {
    await client.post('/transferrecipient', { type: 'nuban', name: 'ADA OBI', account_number: '0123456789', bank_code: '058' });
    const recipient = [...fake.state.recipients.values()][0].recipient_code;
    await client.post('/transfer', {
      source: 'balance',
      amount: '300000',
      recipient,
      reference: 'wdr-adapter-reversed-01',
      reason: 'Withdrawal wdr-adapter-reversed-01',
    });
    await new Promise((resolve) => setTimeout(resolve, 60));
    await fake.reverseTransfer('wdr-adapter-reversed-01', { sendEvent: false, gatewayResponse: 'Account closed' });
    const today = { from: new Date(Date.now() - 3600_000), to: new Date(Date.now() + 3600_000) };
    expect((await records.transfers(today, FIRST_PAGE())).records).toEqual([
      expect.objectContaining({
        reference: 'wdr-adapter-reversed-01',
        status: 'reversed',
        amount: 300_000n,
        fee: 1_000n,
        currency: 'NGN',
        reason: 'Account closed',
        updatedAt: expect.any(String),
      }),
    ]);

    await paidTransaction('chk-adapter-refund', new Date().toISOString(), 100_000);
    await client.post('/refund', { transaction: 'chk-adapter-refund', amount: '30000' });
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect((await records.refunds(today, FIRST_PAGE())).records).toEqual([
      expect.objectContaining({
        id: expect.any(String),
        transactionReference: 'chk-adapter-refund',
        status: 'processed',
        amount: 30_000n,
        currency: 'NGN',
        createdAt: expect.any(String),
      }),
    ]);

    await paidTransaction('chk-adapter-settled', '2026-03-02T08:00:00.000Z', 200_000);
    const settlement = fake.settleDay({
      from: DAY.from.toISOString(),
      to: DAY.to.toISOString(),
      settlementDate: '2026-03-02T12:00:00.000Z',
    })!;
    const [read] = (await records.settlements(DAY, FIRST_PAGE())).records;
    expect(read).toMatchObject({
      id: String(settlement.id),
      status: 'success',
      totalAmount: 197_000n,
      effectiveAmount: 197_000n,
      totalFees: 3_000n,
      settledAt: '2026-03-02T12:00:00.000Z',
    });
    expect((await records.settlementTransactions(read.id, FIRST_PAGE())).records.map((t) => [t.reference, t.fee])).toEqual([
      ['chk-adapter-settled', 3_000n],
    ]);
  });

  test('a malformed page N stops the read with a clear, retryable failure naming the page, never "no more records"', async () => {
    for (let i = 0; i < 5; i++) await paidTransaction(`bad-${i}`, at('2026-03-02T10:00:00.000Z', i * 1000));
    for (const kind of ['truncated', 'no_data', 'bad_record'] as const) {
      fake.malformNext(kind, { path: '/transaction', page: 2 });
      expect((await records.transactions(DAY, FIRST_PAGE(2))).next).toEqual({ page: 2, perPage: 2 });
      const err = await caught(records.transactions(DAY, { page: 2, perPage: 2 }));
      expect(err).toMatchObject({ code: 'PROVIDER_ERROR', retryable: true });
      if (kind !== 'truncated') expect(err.message).toMatch(/GET \/transaction \(transactions\) page 2 is not Paystack's answer/);
      if (kind === 'bad_record') expect(err.message).toMatch(/data\[0\]\.amount/);
    }
    // The page asked again answers whole.
    expect((await records.transactions(DAY, { page: 2, perPage: 2 })).records).toHaveLength(2);
  });

  test('429 with Retry-After: retryable, the wait in details.retryAfterSeconds; a 5xx and a timeout are retryable', async () => {
    await paidTransaction('limited', '2026-03-02T10:00:00.000Z');
    fake.failNext(429, { path: '/transaction', page: 1, retryAfterSeconds: 30 });
    const limited = await caught(records.transactions(DAY, FIRST_PAGE()));
    expect(limited).toMatchObject({ code: 'PROVIDER_ERROR', retryable: true, retryAfterSeconds: 30, details: { retryAfterSeconds: 30 } });
    fake.failNext(503, { path: '/settlement' });
    expect(await caught(records.settlements(DAY, FIRST_PAGE()))).toMatchObject({ retryable: true, details: undefined });
    fake.delayNext(2_500, { path: '/refund', page: 3 });
    expect(await caught(records.refunds(DAY, { page: 3, perPage: 100 }))).toMatchObject({
      retryable: true,
      message: expect.stringMatching(/timed out/),
    });
    expect((await records.transactions(DAY, FIRST_PAGE())).records.map((t) => t.reference)).toEqual(['limited']);
  });

  test('Retry-After as seconds or as an HTTP date', () => {
    expect(retryAfterSecondsOf('120')).toBe(120);
    expect(retryAfterSecondsOf('Wed, 21 Oct 2026 07:28:30 GMT', Date.parse('2026-10-21T07:28:00Z'))).toBe(30);
    expect(retryAfterSecondsOf(null)).toBeUndefined();
    expect(retryAfterSecondsOf('soon')).toBeUndefined();
  });
});

describe("the adapter's shapes against answers like Paystack's documented samples", () => {
  // A stand-in for Paystack that answers what its API reference's samples show: a transaction
  // list with cursor-style meta ({next, previous, perPage}), refunds naming their transaction by
  // id only, transfers with fee_charged and createdAt, settlements with settlement_date, ids
  // as numbers.
  let server: Server;
  let documented: ProviderRecords;
  const answers: Record<string, unknown> = {
    '/transaction': {
      status: true,
      message: 'Transactions retrieved',
      data: [
        {
          id: 4099260516,
          domain: 'test',
          status: 'success',
          reference: 're4lyvq3s3',
          amount: 40333,
          gateway_response: 'Successful',
          paid_at: '2026-03-02T09:15:02.000Z',
          created_at: '2026-03-02T09:14:24.000Z',
          channel: 'card',
          currency: 'NGN',
          metadata: null,
          fees: 10283,
          customer: { id: 181873746, email: 'demo@test.com', customer_code: 'CUS_1rkzaqsv4rrhqo6' },
          authorization: { authorization_code: 'AUTH_uh8bcl3zbn', channel: 'card', bank: 'TEST BANK' },
          paidAt: '2026-03-02T09:15:02.000Z',
          createdAt: '2026-03-02T09:14:24.000Z',
        },
        {
          id: '4099260517',
          domain: 'live',
          status: 'success',
          reference: 'dep-sample-1',
          amount: '500000',
          fees: 5000,
          currency: 'NGN',
          channel: 'dedicated_nuban',
          metadata: '',
          created_at: '2026-03-02T10:00:00.000Z',
          authorization: { channel: 'dedicated_nuban', receiver_bank_account_number: '9930000001', receiver_bank: 'Wema Bank' },
        },
      ],
      meta: { next: 'dW5kZWZpbmVkOjQwMTM3MDk2MzU=', previous: null, perPage: 50 },
    },
    '/refund': {
      status: true,
      message: 'Refunds retrieved',
      data: [
        {
          id: 1,
          integration: 100982,
          domain: 'live',
          transaction: 1641,
          dispute: 20,
          amount: 500000,
          deducted_amount: 500000,
          currency: 'NGN',
          channel: 'migs',
          fully_deducted: 1,
          refunded_at: '2026-03-02T10:54:47.000Z',
          customer_note: 'xxx',
          merchant_note: 'xxx',
          created_at: '2026-03-02T09:10:59.000Z',
          updated_at: '2026-03-02T11:59:56.000Z',
          status: 'processed',
        },
      ],
    },
    '/transaction/1641': {
      status: true,
      message: 'Transaction retrieved',
      data: { id: 1641, reference: 'chk-refunded-sample', amount: 500000, status: 'success' },
    },
    '/transfer': {
      status: true,
      message: 'Transfers retrieved',
      data: [
        {
          amount: 20000,
          createdAt: '2026-03-02T08:32:21.000Z',
          currency: 'NGN',
          domain: 'test',
          failures: null,
          id: 451930323,
          integration: 463433,
          reason: 'Life go better for you',
          reference: 'ge-bzrf8u8k2pygxrnqf',
          source: 'balance',
          status: 'success',
          transfer_code: 'TRF_fpmd0l8uta8upow7',
          updatedAt: '2026-03-02T08:34:07.000Z',
          recipient: { recipient_code: 'RCP_rjs1szi4ax5hoeo', type: 'nuban' },
          fee_charged: 0,
          gateway_response: null,
        },
        {
          amount: 4400,
          currency: 'NGN',
          source: 'balance',
          reason: 'Eater',
          status: 'otp',
          transfer_code: 'TRF_1ptvuv321ahaa7q',
          id: 14,
          createdAt: '2026-03-02T17:21:54.000Z',
          updatedAt: '2026-03-02T17:21:54.000Z',
        },
      ],
      meta: { total: 2, skipped: 0, perPage: 50, page: 1, pageCount: 1 },
    },
    '/settlement': {
      status: true,
      message: 'Settlements retrieved',
      data: [
        {
          id: 3090024,
          domain: 'live',
          status: 'success',
          currency: 'NGN',
          integration: 463433,
          total_amount: 995,
          effective_amount: 995,
          total_fees: 5,
          total_processed: 1000,
          deductions: null,
          settlement_date: '2026-03-02T00:00:00.000Z',
          settled_by: null,
          createdAt: '2026-03-02T01:04:08.000Z',
        },
      ],
    },
  };

  beforeAll(async () => {
    server = createServer((req, res) => {
      const path = new URL(req.url!, 'http://x').pathname;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(answers[path] ?? { status: false, message: 'Not found' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    documented = createPaystackRecords(
      new PaystackClient({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, secretKey: SECRET, timeoutMs: 5_000 }),
    );
  });
  afterAll(() => new Promise((resolve) => server?.close(resolve)));

  test('transactions: numbers or strings, metadata not an object, the receiving account from the authorization; cursor meta ends on a short page', async () => {
    const page = await documented.transactions(DAY, FIRST_PAGE());
    expect(page.next).toBeNull();
    expect(page.records.map((t) => [t.reference, t.amount, t.fee, t.channel, t.receiverAccountNumber, t.paidAt])).toEqual([
      ['re4lyvq3s3', 40_333n, 10_283n, 'card', null, '2026-03-02T09:15:02.000Z'],
      ['dep-sample-1', 500_000n, 5_000n, 'dedicated_nuban', '9930000001', null],
    ]);
  });

  test('a refund naming its transaction by id only: the reference is asked of Paystack (GET /transaction/:id)', async () => {
    expect((await documented.refunds(DAY, FIRST_PAGE())).records).toEqual([
      expect.objectContaining({
        id: '1',
        transactionReference: 'chk-refunded-sample',
        status: 'processed',
        amount: 500_000n,
        currency: 'NGN',
      }),
    ]);
  });

  test('transfers: one without our reference is named by its transfer code; settlements by settlement_date', async () => {
    const transfers = (await documented.transfers(DAY, FIRST_PAGE())).records;
    expect(transfers.map((t) => [t.reference, t.status, t.fee, t.reason])).toEqual([
      ['ge-bzrf8u8k2pygxrnqf', 'success', 0n, null],
      ['TRF_1ptvuv321ahaa7q', 'otp', null, null],
    ]);
    expect((await documented.settlements(DAY, FIRST_PAGE())).records).toEqual([
      expect.objectContaining({
        id: '3090024',
        totalAmount: 995n,
        effectiveAmount: 995n,
        totalFees: 5n,
        settledAt: '2026-03-02T00:00:00.000Z',
      }),
    ]);
  });
});
