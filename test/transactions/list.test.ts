import { ApiClient } from '../support/http';
import { ok } from '../support/checkout';
import { expectError } from '../support/expect';
import { expectLedgerConsistent, startStack, Stack } from '../support/stack';
import { expectStatementCountsExact, makeMovements, Movements, withoutIds } from './movements';

// GET /transactions (every filter, pagination, isolation) and GET /transactions/{id}, over
// statement rows written by real movements: credits, a debitPayer escrow released and
// refunded, a checkout top-up and a guest's checkout-funded escrow.

let stack: Stack;
let api: ApiClient;
let merchantId: string;
let m: Movements;

beforeAll(async () => {
  stack = await startStack({ config: { rateLimitMultiplier: 100 } });
  ({ api, merchantId } = await stack.newMerchantClient());
  m = await makeMovements(api);
});
afterAll(async () => {
  await expectStatementCountsExact(stack.sql);
  await expectLedgerConsistent(stack.sql);
  await stack.stop();
});

async function list(query = ''): Promise<{ transactions: any[]; pagination: any }> {
  return ok(await api.get(`/transactions${query}`));
}

describe('GET /transactions', () => {
  test('a row per involved customer of every movement, newest first, with the spec types, directions and relatedIds', async () => {
    const res = await api.get('/transactions');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-ratelimit-limit')).toBe('10000'); // the standard family, raised 100x here
    const { transactions, pagination } = res.body.data;
    expect(transactions.map(withoutIds)).toEqual(m.expected);
    expect(pagination).toEqual({ total: 7, limit: 20, offset: 0, hasMore: false });
    for (const t of transactions) {
      expect(Object.keys(t).sort()).toEqual([
        'amount',
        'createdAt',
        'currency',
        'customerId',
        'direction',
        'relatedId',
        'status',
        'transactionId',
        'type',
      ]);
      expect(t.transactionId).toMatch(/^txn_[0-9A-Za-z]{24}$/);
      expect(new Date(t.createdAt).toISOString()).toBe(t.createdAt);
    }
    // Newest first: createdAt never increases down the list.
    const times = transactions.map((t: any) => t.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    // The release is one ledger event with two rows (payee in, payer unlocked); every other movement has its own.
    expect(transactions[2].transactionId).toBe(transactions[3].transactionId);
    expect(new Set(transactions.map((t: any) => t.transactionId)).size).toBe(6);
    const [release] = await stack.sql`select id from ledger_journals where related_id = ${m.escrowId} and event_type = 'escrow_released'`;
    expect(transactions[2].transactionId).toBe(release.id);
  });

  test('the unfiltered total comes from counters that match the rows; a filtered total counts the rows', async () => {
    const counted = async (id: string) =>
      (
        await stack.sql`select coalesce(sum(n), 0)::int as n from list_counts where merchant_id = ${id} and plane = 'test' and list = 'transactions'`
      )[0].n;
    expect(await counted(merchantId)).toBe(m.expected.length);
    expect((await list()).pagination.total).toBe(m.expected.length);
    // A merchant of its own: the total follows each new set of movements.
    const fresh = await stack.newMerchantClient();
    expect((await ok(await fresh.api.get('/transactions'))).pagination.total).toBe(0);
    const first = await makeMovements(fresh.api);
    const second = await makeMovements(fresh.api);
    const total = first.expected.length + second.expected.length;
    expect(await counted(fresh.merchantId)).toBe(total);
    const all = await ok(await fresh.api.get('/transactions?limit=100'));
    expect(all.pagination.total).toBe(total);
    expect(all.transactions.map(withoutIds)).toEqual([...second.expected, ...first.expected]);
    expect((await ok(await fresh.api.get(`/transactions?customerId=${second.payer.customerId}`))).pagination.total).toBe(4);
    await expectStatementCountsExact(stack.sql);
  });

  test('the statement rows carry the escrow, the checkout or nothing as relatedId (journal ids stay internal)', async () => {
    const rows = await stack.sql`select l.related_id as line, j.related_id as journal, j.event_type
      from statement_lines l join ledger_journals j on j.id = l.journal_id
      where l.merchant_id = ${merchantId} and l.type = 'wallet_credit' order by l.id`;
    expect(rows).toEqual([
      { line: null, journal: m.payer.walletId, event_type: 'wallet_credit' },
      { line: null, journal: m.other.walletId, event_type: 'wallet_credit' },
      { line: m.topUpCheckoutId, journal: expect.stringMatching(/^pay_/), event_type: 'wallet_credit' },
    ]);
  });

  test("customerId filter: that customer's rows only (payer, payee, unknown)", async () => {
    const payer = await list(`?customerId=${m.payer.customerId}`);
    expect(payer.transactions.map(withoutIds)).toEqual(m.expected.filter((r) => r.customerId === m.payer.customerId));
    expect(payer.pagination.total).toBe(4);
    const payee = await list(`?customerId=${m.payee.customerId}`);
    expect(payee.transactions.map(withoutIds)).toEqual([m.expected[2]]);
    expect(await list('?customerId=cus_doesnotexist000000000000')).toEqual({
      transactions: [],
      pagination: { total: 0, limit: 20, offset: 0, hasMore: false },
    });
  });

  test('type filter, for each of the seven types', async () => {
    const types = [
      'wallet_credit',
      'wallet_funded',
      'escrow_funded',
      'escrow_released',
      'escrow_refunded',
      'withdrawal',
      'withdrawal_reversed',
    ];
    for (const type of types) {
      const page = await list(`?type=${type}`);
      const expected = m.expected.filter((r) => r.type === type);
      expect(page.transactions.map(withoutIds)).toEqual(expected);
      expect(page.pagination.total).toBe(expected.length);
    }
  });

  test('direction filter, for each of in, out, locked, unlocked', async () => {
    for (const direction of ['in', 'out', 'locked', 'unlocked']) {
      const page = await list(`?direction=${direction}`);
      expect(page.transactions.map(withoutIds)).toEqual(m.expected.filter((r) => r.direction === direction));
    }
    expect((await list('?direction=unlocked')).pagination.total).toBe(2);
  });

  test('relatedId filter: every row of the escrow; the checkout top-up; filters combine', async () => {
    const escrow = await list(`?relatedId=${m.escrowId}`);
    expect(escrow.transactions.map(withoutIds)).toEqual(m.expected.filter((r) => r.relatedId === m.escrowId));
    expect(escrow.pagination.total).toBe(4);
    const topUp = await list(`?relatedId=${m.topUpCheckoutId}`);
    expect(topUp.transactions.map(withoutIds)).toEqual([m.expected[0]]);
    // The guest's escrow moved money but involved no customer of the merchant.
    expect((await list(`?relatedId=${m.guestEscrowId}`)).transactions).toEqual([]);

    const combined = await list(`?relatedId=${m.escrowId}&customerId=${m.payer.customerId}&direction=unlocked&type=escrow_refunded`);
    expect(combined.transactions.map(withoutIds)).toEqual([m.expected[1]]);
  });

  test('limit and offset page through newest first; hasMore exactly when offset + limit < total', async () => {
    const all = (await list()).transactions;
    const pages = [];
    for (let offset = 0; ; offset += 3) {
      const page = await list(`?limit=3&offset=${offset}`);
      expect(page.pagination).toEqual({ total: 7, limit: 3, offset, hasMore: offset + 3 < 7 });
      pages.push(...page.transactions);
      if (!page.pagination.hasMore) break;
    }
    expect(pages).toEqual(all);
    expect(await list('?limit=7')).toMatchObject({ pagination: { hasMore: false } });
    expect(await list('?limit=6')).toMatchObject({ pagination: { hasMore: true } });
    expect(await list('?offset=50')).toEqual({ transactions: [], pagination: { total: 7, limit: 20, offset: 50, hasMore: false } });
    expect((await list(`?limit=2&offset=1&customerId=${m.payer.customerId}`)).transactions.map(withoutIds)).toEqual(
      m.expected.filter((r) => r.customerId === m.payer.customerId).slice(1, 3),
    );
  });

  test('startDate and endDate: datetime bounds are inclusive, to the millisecond shown in createdAt', async () => {
    const all = (await list()).transactions;
    const refund = all[1];
    const upTo = await list(`?endDate=${encodeURIComponent(refund.createdAt)}`);
    expect(upTo.transactions).toEqual(all.slice(1));
    const from = await list(`?startDate=${encodeURIComponent(refund.createdAt)}`);
    expect(from.transactions).toEqual(all.slice(0, 2));
    const exactly = await list(`?startDate=${encodeURIComponent(refund.createdAt)}&endDate=${encodeURIComponent(refund.createdAt)}`);
    expect(exactly.transactions).toEqual([refund]);
    // The same instant in another offset.
    const at = new Date(refund.createdAt);
    const lagos = new Date(at.getTime() + 3_600_000).toISOString().replace('Z', '+01:00');
    expect((await list(`?startDate=${encodeURIComponent(lagos)}&endDate=${encodeURIComponent(lagos)}`)).transactions).toEqual([refund]);
  });

  test('date-only bounds take whole UTC days; an endDate date includes its whole day', async () => {
    // Move three of this merchant's rows (and their journals) to known instants.
    const { api: dated } = await stack.newMerchantClient();
    const d = await makeMovements(dated);
    const rows = (await ok(await dated.get('/transactions'))).transactions;
    const instants = ['2024-03-09T12:00:00.000Z', '2024-03-10T23:59:59.999Z', '2024-03-11T00:00:00.000Z'];
    const moved = [rows[6], rows[5], rows[0]]; // the two credits and the top-up
    for (const [i, row] of moved.entries()) {
      await stack.sql`update statement_lines set created_at = ${instants[i]} where journal_id = ${row.transactionId}`;
      await stack.sql`update ledger_journals set created_at = ${instants[i]} where id = ${row.transactionId}`;
    }
    const get = async (q: string) =>
      (await ok(await dated.get(`/transactions${q}`))).transactions.map((t: any) => [t.transactionId, t.createdAt]);
    const ids = moved.map((r, i) => [r.transactionId, instants[i]]);
    expect(await get('?endDate=2024-03-10')).toEqual([ids[1], ids[0]]);
    expect(await get('?startDate=2024-03-10&endDate=2024-03-10')).toEqual([ids[1]]);
    expect(await get('?startDate=2024-03-11&endDate=2024-03-11')).toEqual([ids[2]]);
    expect(await get('?startDate=2024-03-10T00:00:00Z&endDate=2024-03-11T00:00:00Z')).toEqual([ids[2], ids[1]]);
    expect(await get('?endDate=2024-03-10T23:59:59.998Z')).toEqual([ids[0]]);
    expect(await get('?startDate=2024-03-09&endDate=2024-03-11')).toEqual([ids[2], ids[1], ids[0]]);
    // Everything else happened today.
    const today = new Date().toISOString().slice(0, 10);
    expect((await get(`?startDate=${today}`)).length).toBe(d.expected.length - 3);
  });

  test('unknown parameters and bad values are 400 INVALID_REQUEST naming the fields', async () => {
    const cases: Array<[string, string[]]> = [
      ['?status=completed', ['status']],
      ['?custmerId=cus_x&foo=1', ['custmerId', 'foo']],
      ['?type=refund', ['type']],
      ['?type=WALLET_CREDIT', ['type']],
      ['?direction=sideways', ['direction']],
      ['?limit=0', ['limit']],
      ['?limit=101', ['limit']],
      ['?limit=abc', ['limit']],
      ['?offset=-1', ['offset']],
      ['?startDate=yesterday', ['startDate']],
      ['?startDate=2024-02-30', ['startDate']],
      ['?endDate=2024-13-01', ['endDate']],
      ['?endDate=2024-01-01T10:00:00', ['endDate']], // a local time names no instant
      ['?endDate=2024-01-01T10:61:00Z', ['endDate']],
      ['?startDate=1700000000', ['startDate']],
      ['?customerId=', ['customerId']],
      ['?startDate=2024-03-11&endDate=2024-03-10', ['startDate', 'endDate']],
      ['?startDate=2024-03-10T12:00:00Z&endDate=2024-03-10T11:59:59.999Z', ['startDate', 'endDate']],
      ['?type=a&type=b', ['type']],
    ];
    for (const [query, fields] of cases) {
      const res = await api.get(`/transactions${query}`);
      expectError(res, 400, 'INVALID_REQUEST');
      expect({ query, fields: [...res.body.error.details.fields].sort() }).toEqual({ query, fields: [...fields].sort() });
    }
  });

  test('another merchant and the live plane of the same merchant never see these rows', async () => {
    const { api: stranger } = await stack.newMerchantClient();
    expect(await ok(await stranger.get('/transactions'))).toEqual({
      transactions: [],
      pagination: { total: 0, limit: 20, offset: 0, hasMore: false },
    });
    expect((await ok(await stranger.get(`/transactions?customerId=${m.payer.customerId}`))).transactions).toEqual([]);
    expect((await ok(await stranger.get(`/transactions?relatedId=${m.escrowId}`))).transactions).toEqual([]);
    const someId = (await list()).transactions[0].transactionId;
    expectError(await stranger.get(`/transactions/${someId}`), 404, 'NOT_FOUND');

    const both = await stack.newMerchant({ verified: true, liveMode: true });
    const testKey = new ApiClient(`${stack.baseUrl}/api/v1`, both.testSecretKey);
    const liveKey = new ApiClient(`${stack.baseUrl}/api/v1`, both.liveSecretKey);
    const sandboxRows = await makeMovements(testKey);
    const sandboxList = await ok(await testKey.get('/transactions'));
    expect(sandboxList.pagination.total).toBe(sandboxRows.expected.length);
    expect(await ok(await liveKey.get('/transactions'))).toEqual({
      transactions: [],
      pagination: { total: 0, limit: 20, offset: 0, hasMore: false },
    });
    expect((await ok(await liveKey.get(`/transactions?customerId=${sandboxRows.payer.customerId}`))).transactions).toEqual([]);
    expectError(await liveKey.get(`/transactions/${sandboxList.transactions[0].transactionId}`), 404, 'NOT_FOUND');
  });
});

describe('GET /transactions/{transactionId}', () => {
  test('a release: eventType escrow_released, payer escrow_released/unlocked and payee wallet_funded/in', async () => {
    const [journal] =
      await stack.sql`select id, created_at from ledger_journals where related_id = ${m.escrowId} and event_type = 'escrow_released'`;
    const detail = ok(await api.get(`/transactions/${journal.id}`));
    expect(detail).toEqual({
      transactionId: journal.id,
      eventType: 'escrow_released',
      relatedId: m.escrowId,
      currency: 'NGN',
      createdAt: (journal.created_at as Date).toISOString(),
      entries: [
        { customerId: m.payer.customerId, type: 'escrow_released', direction: 'unlocked', status: 'completed', amount: 4_000 },
        { customerId: m.payee.customerId, type: 'wallet_funded', direction: 'in', status: 'completed', amount: 4_000 },
      ],
    });
  });

  test('every listed transactionId opens, with entries matching its list rows', async () => {
    const rows = (await list()).transactions;
    for (const id of new Set(rows.map((r: any) => r.transactionId))) {
      const detail = ok(await api.get(`/transactions/${id}`));
      const mine = rows.filter((r: any) => r.transactionId === id).reverse(); // list: newest line first
      expect(detail.entries).toEqual(
        mine.map((r: any) => ({ customerId: r.customerId, type: r.type, direction: r.direction, status: r.status, amount: r.amount })),
      );
      expect(detail).toMatchObject({ relatedId: mine[0].relatedId, createdAt: mine[0].createdAt, currency: 'NGN' });
    }
    const credit = ok(await api.get(`/transactions/${rows[6].transactionId}`));
    expect(credit).toMatchObject({ eventType: 'wallet_credit', relatedId: null });
    const funding = ok(await api.get(`/transactions/${rows[4].transactionId}`));
    expect(funding).toMatchObject({ eventType: 'escrow_funded', relatedId: m.escrowId });
  });

  test('404 NOT_FOUND: a journal without statement rows (guest funding), unknown and malformed ids', async () => {
    const [guest] = await stack.sql`select id from ledger_journals where related_id = ${m.guestEscrowId} and event_type = 'escrow_funded'`;
    expect(guest.id).toMatch(/^txn_/);
    expectError(await api.get(`/transactions/${guest.id}`), 404, 'NOT_FOUND');
    for (const id of [
      'txn_000000000000000000000000',
      'txn_short',
      'esc_000000000000000000000000',
      'nope',
      encodeURIComponent("txn_' or 1=1 --"),
    ]) {
      expectError(await api.get(`/transactions/${id}`), 404, 'NOT_FOUND');
    }
  });

  test('/transactions/export is the export, not a transaction id', async () => {
    const res = await api.get('/transactions/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
  });
});
