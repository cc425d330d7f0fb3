import { parse } from 'csv-parse/sync';
import { seedStatementRows } from '../../bench/lib/statement-seed';
import { exportTransactionsRoute, getTransactionRoute, listTransactionsRoute } from '../../api/routes/transactions/routes';
import { ok } from '../support/checkout';
import { pdfText } from '../support/pdf';
import { expectError } from '../support/expect';
import { createCustomer } from '../support/fixtures';
import { ApiClient } from '../support/http';
import { operationOf } from '../support/openapi';
import { expectLedgerConsistent, startStack, Stack } from '../support/stack';
import { expectStatementCountsExact, makeMovements, Movements } from './movements';

// GET /transactions/export: the CSV read back with csv-parse and compared with the list
// endpoint; the PDF opened with pdf-parse (test/support/pdf.ts) and its text checked; the
// 5000-row rule.

let stack: Stack;
let merchant: { api: ApiClient; merchantId: string; name: string };
let m: Movements;

beforeAll(async () => {
  stack = await startStack({ config: { rateLimitMultiplier: 100 } });
  merchant = await namedMerchant();
  m = await makeMovements(merchant.api);
});
afterAll(async () => {
  await expectStatementCountsExact(stack.sql);
  await expectLedgerConsistent(stack.sql);
  await stack.stop();
});

const CSV_HEADER = 'transactionId,createdAt,customerId,type,direction,status,amount,currency,relatedId';
const PDF_HEADERS = ['Date (UTC)', 'Transaction', 'Customer', 'Type', 'Direction', 'Status', 'Amount', 'Currency', 'Related'];

async function namedMerchant() {
  const created = await stack.newMerchant();
  return { api: new ApiClient(`${stack.baseUrl}/api/v1`, created.testSecretKey), merchantId: created.merchantId, name: created.name };
}

type Download = { status: number; headers: Headers; bytes: Buffer; text: string };

async function download(api: ApiClient, query = '', headers: Record<string, string> = {}): Promise<Download> {
  const res = await fetch(`${api.baseUrl}/transactions/export${query}`, { headers: { authorization: `Bearer ${api.key}`, ...headers } });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, bytes, text: bytes.toString('utf8') };
}

/** Every list row matching the query, through the list endpoint's pages. */
async function listAll(api: ApiClient, query = ''): Promise<any[]> {
  const rows: any[] = [];
  for (let offset = 0; ; offset += 100) {
    const page = ok(await api.get(`/transactions?limit=100&offset=${offset}${query ? `&${query}` : ''}`));
    rows.push(...page.transactions);
    if (!page.pagination.hasMore) return rows;
  }
}

/** What the CSV must hold for a list row: naira with two decimals, an empty relatedId for none. */
function csvRecordOf(row: any): Record<string, string> {
  return {
    transactionId: row.transactionId,
    createdAt: row.createdAt,
    customerId: row.customerId,
    type: row.type,
    direction: row.direction,
    status: row.status,
    amount: row.amount.toFixed(2),
    currency: row.currency,
    relatedId: row.relatedId ?? '',
  };
}

function csvRecords(text: string): Record<string, string>[] {
  expect(text.split('\n')[0]).toBe(CSV_HEADER);
  return parse(text, { columns: true, skip_empty_lines: true });
}

/** "58,680.00" as the PDF shows naira. */
const display = (naira: number) => naira.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function totalsOf(rows: any[]) {
  const sum = (direction: string) =>
    rows.filter((r) => r.direction === direction).reduce((acc, r) => acc + Math.round(r.amount * 100), 0) / 100;
  return { in: sum('in'), out: sum('out'), locked: sum('locked'), unlocked: sum('unlocked') };
}

describe('CSV', () => {
  test('the default format: an attachment with the decisions.md columns, one record per list row in list order', async () => {
    const res = await download(merchant.api, '', { 'x-request-id': 'export-trace-1' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="transactions-\d{8}-\d{6}\.csv"$/);
    expect(res.headers.get('x-request-id')).toBe('export-trace-1');
    expect(res.headers.get('x-ratelimit-limit')).toBe('10000');
    expect(res.headers.get('x-export-truncated')).toBeNull();
    const records = csvRecords(res.text);
    const listed = await listAll(merchant.api);
    expect(listed).toHaveLength(m.expected.length);
    expect(records).toEqual(listed.map(csvRecordOf));
    // Two decimals always, and an empty field for no relatedId.
    expect(records.find((r) => r.type === 'escrow_funded')!.amount).toBe('10000.00');
    expect(records.filter((r) => r.relatedId === '').map((r) => r.amount)).toEqual(['1980.00', '49700.00']);
    expect((await download(merchant.api, '?format=csv')).text.split('\n').slice(1)).toEqual(res.text.split('\n').slice(1));
  });

  test('every filter applies exactly as on the list', async () => {
    const createdAt = (await listAll(merchant.api))[3].createdAt;
    const queries = [
      `customerId=${m.payer.customerId}`,
      `customerId=${m.payee.customerId}`,
      'type=wallet_credit',
      'direction=unlocked',
      `relatedId=${m.escrowId}`,
      `relatedId=${m.topUpCheckoutId}`,
      `endDate=${encodeURIComponent(createdAt)}`,
      `startDate=${encodeURIComponent(createdAt)}&type=escrow_refunded`,
      `startDate=${new Date().toISOString().slice(0, 10)}&direction=in`,
      'endDate=2024-01-01',
    ];
    for (const query of queries) {
      const listed = await listAll(merchant.api, query);
      const res = await download(merchant.api, `?${query}`);
      expect(res.status).toBe(200);
      expect({ query, records: csvRecords(res.text) }).toEqual({ query, records: listed.map(csvRecordOf) });
    }
  });

  test('nothing matching: the header row alone; another merchant sees none of these rows', async () => {
    expect((await download(merchant.api, '?endDate=2024-01-01')).text).toBe(`${CSV_HEADER}\n`);
    const stranger = await stack.newMerchantClient();
    expect((await download(stranger.api)).text).toBe(`${CSV_HEADER}\n`);
    expect((await download(stranger.api, `?customerId=${m.payer.customerId}`)).text).toBe(`${CSV_HEADER}\n`);
  });
});

describe('OpenAPI', () => {
  test('the export is documented as a text/csv or application/pdf attachment, the list and detail as JSON', async () => {
    const doc = (await (await fetch(`${stack.baseUrl}/api/v1/openapi.json`)).json()) as any;
    const exported = operationOf(doc, exportTransactionsRoute);
    expect(Object.keys(exported.responses['200'].content).sort()).toEqual(['application/pdf', 'text/csv']);
    expect(exported.responses['200'].content['application/pdf'].schema).toEqual({ type: 'string', format: 'binary' });
    expect(Object.keys(exported.responses['200'].headers)).toEqual(['Content-Disposition', 'x-export-truncated']);
    expect(exported.responses.default.content['application/json']).toBeDefined();
    expect(exported.parameters.map((p: any) => p.name).sort()).toEqual([
      'customerId',
      'direction',
      'endDate',
      'format',
      'relatedId',
      'startDate',
      'type',
    ]);
    const format = exported.parameters.find((p: any) => p.name === 'format');
    expect(format.schema).toMatchObject({ enum: ['csv', 'pdf'], default: 'csv' });
    const listed = operationOf(doc, listTransactionsRoute);
    expect(listed.parameters.map((p: any) => p.name).sort()).toEqual([
      'customerId',
      'direction',
      'endDate',
      'limit',
      'offset',
      'relatedId',
      'startDate',
      'startingAfter',
      'type',
    ]);
    expect(listed.responses['200'].content['application/json'].schema.properties.data.properties.transactions).toBeDefined();
    expect(operationOf(doc, getTransactionRoute).responses['200'].content['application/json']).toBeDefined();
  });
});

describe('errors stay in the JSON envelope', () => {
  test('bad filters, an unknown format, list-only parameters and unknown ones are 400 INVALID_REQUEST', async () => {
    const cases: Array<[string, string[]]> = [
      ['?format=xlsx', ['format']],
      ['?format=PDF', ['format']],
      ['?limit=10', ['limit']],
      ['?offset=0', ['offset']],
      ['?type=payout', ['type']],
      ['?direction=up', ['direction']],
      ['?startDate=2024-02-30', ['startDate']],
      ['?startDate=2024-03-02&endDate=2024-03-01', ['startDate', 'endDate']],
      ['?format=pdf&since=2024-01-01', ['since']],
    ];
    for (const [query, fields] of cases) {
      const res = await merchant.api.get(`/transactions/export${query}`, { headers: { 'x-request-id': 'bad-export' } });
      expectError(res, 400, 'INVALID_REQUEST');
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.headers.get('content-disposition')).toBeNull();
      expect(res.body.meta.requestId).toBe('bad-export');
      expect({ query, fields: [...res.body.error.details.fields].sort() }).toEqual({ query, fields: [...fields].sort() });
    }
    expectError(await merchant.api.get('/transactions/export', { key: null }), 401, 'UNAUTHORIZED');
  });
});

describe('PDF', () => {
  test('a real PDF statement: merchant, period, filters, column headers, rows and totals in and out', async () => {
    const res = await download(merchant.api, '?format=pdf', { 'x-request-id': 'export-pdf-1' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="transactions-\d{8}-\d{6}\.pdf"$/);
    expect(res.headers.get('x-request-id')).toBe('export-pdf-1');
    expect(res.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const { text, pages } = await pdfText(res.bytes);
    expect(pages).toHaveLength(1);
    expect(text).toContain('Transaction statement');
    expect(text).toContain(`${merchant.name} (${merchant.merchantId})`);
    expect(text).toContain('Sandbox (test keys)');
    expect(text).toMatch(/Period:\s+the first transaction to \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC \(generated\)/);
    expect(text).toMatch(/Filters:\s+none/);
    expect(text).toMatch(new RegExp(`Rows:\\s+${m.expected.length}\\b`));
    for (const header of PDF_HEADERS) expect(text).toContain(header);

    const listed = await listAll(merchant.api);
    for (const row of listed) {
      expect(text).toContain(row.transactionId);
      expect(text).toContain(row.customerId);
    }
    for (const amount of ['49,700.00', '1,980.00', '10,000.00', '6,000.00', '4,000.00', '3,000.00']) expect(text).toContain(amount);
    expect(text).toContain(m.escrowId);
    expect(text).toContain(m.topUpCheckoutId);

    const totals = totalsOf(listed);
    expect(totals.in).toBe(49_700 + 1_980 + 4_000 + 3_000);
    expect(text).toMatch(new RegExp(`Total in:\\s+NGN ${display(totals.in)}`));
    expect(text).toMatch(new RegExp(`Total out:\\s+NGN ${display(totals.out)}`));
    expect(text).toMatch(new RegExp(`Net \\(in - out\\):\\s+NGN ${display(totals.in - totals.out)}`));
    expect(text).toMatch(new RegExp(`Locked into holds:\\s+NGN ${display(totals.locked)}`));
    expect(text).toMatch(new RegExp(`Unlocked from holds:\\s+NGN ${display(totals.unlocked)}`));
    expect(text).toContain('Page 1 of 1');
  });

  test('the filters and the period asked for are printed, and only matching rows are in it', async () => {
    const query = `customerId=${m.payer.customerId}&direction=unlocked&startDate=2024-01-01&endDate=2099-12-31T23:59:59Z`;
    const res = await download(merchant.api, `?format=pdf&${query}`);
    expect(res.status).toBe(200);
    const { text } = await pdfText(res.bytes);
    expect(text).toMatch(/Period:\s+2024-01-01 to 2099-12-31T23:59:59Z/);
    expect(text).toContain(`customerId = ${m.payer.customerId}, direction = unlocked`);
    const listed = await listAll(merchant.api, query);
    expect(listed.map((r) => r.type)).toEqual(['escrow_refunded', 'escrow_released']);
    for (const row of listed) expect(text).toContain(row.transactionId);
    expect(text).not.toContain('wallet_credit');
    expect(text).toMatch(/Total in:\s+NGN 0\.00/);
    expect(text).toMatch(/Unlocked from holds:\s+NGN 10,000\.00/);
  });

  test('a multi-page statement repeats the header row on every page and numbers the pages', async () => {
    const big = await namedMerchant();
    const customers = [await createCustomer(big.api), await createCustomer(big.api)];
    await seedStatementRows(stack.sql, {
      merchantId: big.merchantId,
      plane: 'test',
      count: 150,
      tag: `pdf-${big.merchantId}`,
      wallets: customers.map((c) => ({ walletId: c.walletId, customerId: c.customerId })),
    });
    const listed = await listAll(big.api);
    expect(listed).toHaveLength(150);

    const res = await download(big.api, '?format=pdf');
    expect(res.status).toBe(200);
    const { text, pages } = await pdfText(res.bytes);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    pages.forEach((page, i) => {
      for (const header of PDF_HEADERS) expect({ page: i + 1, has: page.includes(header) }).toEqual({ page: i + 1, has: true });
      expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
    });
    // Every row exactly once, in list order across the pages.
    const ids = [...text.matchAll(/txn_[0-9A-Za-z]{24}/g)].map((match) => match[0]);
    expect(ids).toEqual(listed.map((r) => r.transactionId));
    const totals = totalsOf(listed);
    expect(pages[pages.length - 1]).toMatch(new RegExp(`Total in:\\s+NGN ${display(totals.in)}`));
    expect(text).toMatch(/Rows:\s+150\b/);
  });
});

describe('the 5000-row rule', () => {
  const NEWEST = new Date('2025-06-01T00:00:00.000Z');
  let big: Awaited<ReturnType<typeof namedMerchant>>;

  beforeAll(async () => {
    big = await namedMerchant();
    const customers = [await createCustomer(big.api), await createCustomer(big.api), await createCustomer(big.api)];
    // 5003 rows, one second apart, the newest one second before NEWEST.
    await seedStatementRows(stack.sql, {
      merchantId: big.merchantId,
      plane: 'test',
      count: 5003,
      tag: `limit-${big.merchantId}`,
      newest: NEWEST,
      spacingSeconds: 1,
      wallets: customers.map((c) => ({ walletId: c.walletId, customerId: c.customerId })),
    });
  });

  test('CSV over 5000 matching rows: the newest 5000 and x-export-truncated: true', async () => {
    expect(ok(await big.api.get('/transactions?limit=1')).pagination.total).toBe(5003);
    const res = await download(big.api);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-export-truncated')).toBe('true');
    const records = csvRecords(res.text);
    expect(records).toHaveLength(5000);
    const newest = ok(await big.api.get('/transactions?limit=2')).transactions;
    const around = ok(await big.api.get('/transactions?limit=2&offset=4999')).transactions; // the 5000th and the 5001st
    expect(records.slice(0, 2)).toEqual(newest.map(csvRecordOf));
    expect(records[4999]).toEqual(csvRecordOf(around[0]));
    expect(records.map((r) => r.transactionId)).not.toContain(around[1].transactionId);
    expect(new Set(records.map((r) => r.transactionId)).size).toBe(5000);
  });

  test('exactly 5000 matching rows: all of them, no truncation header', async () => {
    // Leaves out the newest three (NEWEST - 1 s .. NEWEST - 3 s).
    const endDate = new Date(NEWEST.getTime() - 4000).toISOString();
    const res = await download(big.api, `?endDate=${endDate}`);
    expect(res.headers.get('x-export-truncated')).toBeNull();
    const records = csvRecords(res.text);
    expect(records).toHaveLength(5000);
    expect(records[0].createdAt).toBe(endDate);
  });

  test('PDF over 5000 matching rows: the newest 5000, the header, and the statement says so', async () => {
    const res = await download(big.api, '?format=pdf');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-export-truncated')).toBe('true');
    const { text, pages } = await pdfText(res.bytes);
    expect(text).toContain('the newest 5000 of more matching rows');
    expect([...text.matchAll(/txn_[0-9A-Za-z]{24}/g)]).toHaveLength(5000);
    for (const header of PDF_HEADERS) expect(pages[pages.length - 2]).toContain(header);
    expect(pages[pages.length - 1]).toContain(`Page ${pages.length} of ${pages.length}`);
  });
});
