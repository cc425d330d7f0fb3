import { randomUUID } from 'node:crypto';
import { WithdrawalStatusKey } from '../../workflows/search-attributes';
import { withdrawalWorkflowId } from '../../workflows/withdrawal-messages';
import { balancesOf, customerWithBalance } from '../support/escrows';
import { expectError } from '../support/expect';
import { createCustomer } from '../support/fixtures';
import { ApiClient } from '../support/http';
import { systemAccountBalances } from '../support/ledger';
import { stackForFile } from '../support/stack';
import {
  FAILING_ACCOUNT,
  PAYABLE_ACCOUNT,
  UNRESOLVABLE_ACCOUNT,
  waitForWithdrawalSettled,
  waitForWithdrawalStatus,
  withdrawalBody,
} from '../support/withdrawals';

// POST /withdrawals through the whole stack with the sandbox provider: API → update-with-start
// → withdrawal-{id} (account name, reserve, transfer, outcome event) → ledger, statement rows
// and webhooks in order. The sandbox announces each outcome 1 s after the send.

const stack = stackForFile({}, 'after-each');

/** A merchant of its own (its system accounts are this test's) with a funded customer. */
async function fundedCustomer(grossNaira = 10_000): Promise<{ api: ApiClient; merchantId: string; customerId: string }> {
  const { api, merchantId } = await stack.newMerchantClient();
  const customer = await customerWithBalance(api, grossNaira);
  return { api, merchantId, customerId: customer.customerId };
}

const systemBalances = (merchantId: string) =>
  systemAccountBalances(stack.sql, merchantId, [
    'provider_clearing',
    'provider_fees',
    'platform_revenue',
    'merchant_settlement',
    'withdrawals_in_flight',
  ]);

async function statementRows(withdrawalId: string) {
  const rows = await stack.sql`select type, direction, status, amount, related_id from statement_lines
    where related_id = ${withdrawalId} order by id`;
  return rows.map((r) => ({ ...r, amount: Number(r.amount) }));
}

describe('a withdrawal that the bank pays', () => {
  test('answers processing with the fees, then completes: events in order, money out through provider clearing', async () => {
    const { api, merchantId, customerId } = await fundedCustomer(10_000); // available 9,900
    const clearingBefore = (await systemBalances(merchantId)).provider_clearing;

    const res = await api.post('/withdrawals', withdrawalBody(customerId, { amount: 6_000, merchantFee: 100, reference: 'payout-1' }));
    expect(res.status).toBe(201);
    const withdrawal = res.body.data;
    expect(withdrawal).toEqual({
      withdrawalId: expect.stringMatching(/^wdr_[0-9A-Za-z]{24}$/),
      customerId,
      walletId: expect.stringMatching(/^wal_/),
      reference: 'payout-1',
      status: 'processing',
      amount: 6_000,
      currency: 'NGN',
      // 5,001–50,000 → 25; platform 25 / 4 = 6.25
      fees: { providerFee: 25, platformFee: 6.25, merchantFee: 100, totalFees: 131.25 },
      chargedAmount: 6_131.25,
      bankCode: '058',
      bankName: 'Guaranty Trust Bank',
      last4: PAYABLE_ACCOUNT.slice(-4),
      accountName: expect.stringMatching(/^[A-Z]+ [A-Z]+$/),
      failureReason: null,
      createdAt: expect.any(String),
      completedAt: null,
      failedAt: null,
    });
    // Reserved at once: available down by chargedAmount, the reserve in flight.
    expect(await balancesOf(api, customerId)).toEqual({ available: 9_900 - 6_131.25, held: 0 });

    const events = await waitForWithdrawalSettled(stack.receiver, withdrawal.withdrawalId);
    expect(events.map((e) => e.body.type)).toEqual(['withdrawal.created', 'withdrawal.processing', 'withdrawal.completed']);
    expect(events.map((e) => e.body.data.status)).toEqual(['processing', 'processing', 'completed']);
    for (const event of events) {
      expect(event.body.meta).toEqual({});
      expect(event.body.data).toMatchObject({ withdrawalId: withdrawal.withdrawalId, last4: '6789', bankCode: '058' });
    }

    const done = (await api.get(`/withdrawals/${withdrawal.withdrawalId}`)).body.data;
    expect(done).toEqual({ ...withdrawal, status: 'completed', completedAt: expect.any(String) });
    expect(events[2].body.data).toEqual(done);
    expect(await balancesOf(api, customerId)).toEqual({ available: 3_768.75, held: 0 });

    const system = await systemBalances(merchantId);
    expect(system.provider_clearing - clearingBefore).toBe(6_000); // the bank amount leaves through clearing
    expect(system.withdrawals_in_flight).toBe(0);
    expect(system.merchant_settlement).toBe(100);
    expect(system.platform_revenue).toBe(6.25);
    expect(system.provider_fees).toBe(100 + 25); // deposit fee of the funding credit (1%) + transfer fee

    expect(await statementRows(withdrawal.withdrawalId)).toEqual([
      { type: 'withdrawal', direction: 'out', status: 'completed', amount: 613_125, related_id: withdrawal.withdrawalId },
    ]);
    const handle = stack.temporal.workflow.getHandle(withdrawalWorkflowId(withdrawal.withdrawalId));
    await handle.result();
    const described = await handle.describe();
    expect(described.typedSearchAttributes.get(WithdrawalStatusKey)).toBe('completed');
    expect(described.priority?.fairnessKey).toBe(merchantId);
  });

  test('a replay with the same Idempotency-Key answers the same withdrawal and pays once', async () => {
    const { api, customerId } = await fundedCustomer();
    const key = randomUUID();
    const body = withdrawalBody(customerId, { amount: 1_000 });
    const first = await api.post('/withdrawals', body, { idempotencyKey: key });
    const again = await api.post('/withdrawals', body, { idempotencyKey: key });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.text).toBe(first.text);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    await waitForWithdrawalStatus(api, first.body.data.withdrawalId);
    const rows = await stack.sql`select id from withdrawals where customer_id = ${customerId}`;
    expect(rows).toHaveLength(1);
    expect(await balancesOf(api, customerId)).toEqual({ available: 9_900 - 1_012.5, held: 0 });
  });
});

describe('a withdrawal whose transfer fails', () => {
  test('9999999999: accepted, then failed with failureReason; the whole reserve back with a withdrawal_reversed row', async () => {
    const { api, merchantId, customerId } = await fundedCustomer(10_000);
    const before = await systemBalances(merchantId);
    const res = await api.post(
      '/withdrawals',
      withdrawalBody(customerId, { accountNumber: FAILING_ACCOUNT, amount: 2_000, merchantFee: 50 }),
    );
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ status: 'processing', chargedAmount: 2_062.5, last4: '9999' });
    const { withdrawalId } = res.body.data;

    const events = await waitForWithdrawalSettled(stack.receiver, withdrawalId);
    expect(events.map((e) => e.body.type)).toEqual(['withdrawal.created', 'withdrawal.processing', 'withdrawal.failed']);
    const failed = (await api.get(`/withdrawals/${withdrawalId}`)).body.data;
    expect(failed).toMatchObject({
      status: 'failed',
      failureReason: expect.stringContaining('declined'),
      failedAt: expect.any(String),
      completedAt: null,
    });
    expect(events[2].body.data).toEqual(failed);

    expect(await balancesOf(api, customerId)).toEqual({ available: 9_900, held: 0 });
    expect(await systemBalances(merchantId)).toEqual(before); // no fee, no clearing movement
    expect(await statementRows(withdrawalId)).toEqual([
      { type: 'withdrawal', direction: 'out', status: 'failed', amount: 206_250, related_id: withdrawalId },
      { type: 'withdrawal_reversed', direction: 'in', status: 'completed', amount: 206_250, related_id: withdrawalId },
    ]);
  });
});

describe('refused creates leave nothing behind', () => {
  test('0000000000: 502 PROVIDER_ERROR, no withdrawal, nothing reserved, no event; a retry with the same key asks again', async () => {
    const { api, merchantId, customerId } = await fundedCustomer();
    const key = randomUUID();
    const body = withdrawalBody(customerId, { accountNumber: UNRESOLVABLE_ACCOUNT });
    const res = await api.post('/withdrawals', body, { idempotencyKey: key });
    expectError(res, 502, 'PROVIDER_ERROR');
    const retry = await api.post('/withdrawals', body, { idempotencyKey: key });
    expectError(retry, 502, 'PROVIDER_ERROR');
    expect(retry.headers.get('idempotent-replayed')).toBeNull();

    expect(await stack.sql`select id from withdrawals where customer_id = ${customerId}`).toHaveLength(0);
    expect(await balancesOf(api, customerId)).toEqual({ available: 9_900, held: 0 });
    const events = await stack.sql`select type from events where merchant_id = ${merchantId} and type like 'withdrawal.%'`;
    expect(events).toHaveLength(0);
  });

  test('above available: 400 INSUFFICIENT_BALANCE with available and requested (the charged amount)', async () => {
    const { api, customerId } = await fundedCustomer(10_000); // 9,900
    const res = await api.post('/withdrawals', withdrawalBody(customerId, { amount: 9_890 })); // + 25 + 6.25
    expectError(res, 400, 'INSUFFICIENT_BALANCE');
    expect(res.body.error.details).toEqual({ available: 9_900, requested: 9_921.25 });
    // Exactly affordable is fine: 9,868.75 + 25 + 6.25 = 9,900.
    expect(await balancesOf(api, customerId)).toEqual({ available: 9_900, held: 0 });
    const broke = await createCustomer(api);
    const none = await api.post('/withdrawals', withdrawalBody(broke.customerId, { amount: 1 }));
    expectError(none, 400, 'INSUFFICIENT_BALANCE');
    expect(none.body.error.details).toEqual({ available: 0, requested: 13.5 }); // 1 + 10 + 2.5
    expect(await stack.sql`select id from withdrawals where customer_id in ${stack.sql([customerId, broke.customerId])}`).toHaveLength(0);
  });

  test('a reused reference: 409 DUPLICATE_REFERENCE and nothing reserved for the second', async () => {
    const { api, customerId } = await fundedCustomer();
    const first = await api.post('/withdrawals', withdrawalBody(customerId, { reference: 'same-ref', amount: 1_000 }));
    expect(first.status).toBe(201);
    const second = await api.post('/withdrawals', withdrawalBody(customerId, { reference: 'same-ref', amount: 500 }));
    expectError(second, 409, 'DUPLICATE_REFERENCE');
    await waitForWithdrawalStatus(api, first.body.data.withdrawalId);
    expect(await balancesOf(api, customerId)).toEqual({ available: 9_900 - 1_012.5, held: 0 });
  });

  test('unknown customers are 404; bad input is 400 INVALID_REQUEST naming the field', async () => {
    const { api, customerId } = await fundedCustomer();
    const other = await stack.newMerchantClient();
    const stranger = await createCustomer(other.api);
    expectError(await api.post('/withdrawals', withdrawalBody('cus_doesnotexist000000000000')), 404, 'NOT_FOUND');
    expectError(await api.post('/withdrawals', withdrawalBody(stranger.customerId)), 404, 'NOT_FOUND');

    const bad: Array<[Record<string, unknown>, string]> = [
      [{ accountNumber: '012345678' }, 'accountNumber'],
      [{ accountNumber: '01234567AB' }, 'accountNumber'],
      [{ accountNumber: 123456789 }, 'accountNumber'],
      [{ amount: 0 }, 'amount'],
      [{ amount: 10.5 }, 'amount'],
      [{ amount: '100' }, 'amount'],
      [{ amount: 100_000_001 }, 'amount'],
      [{ currency: 'USD' }, 'currency'],
      [{ merchantFee: -1 }, 'merchantFee'],
      [{ bankCode: 'GTB' }, 'bankCode'],
      [{ reference: '' }, 'reference'],
      [{ nickname: 'x' }, 'nickname'],
    ];
    for (const [override, field] of bad) {
      expectError(await api.post('/withdrawals', withdrawalBody(customerId, override)), 400, 'INVALID_REQUEST', [field]);
    }
    const { bankCode: _omitted, ...noBank } = withdrawalBody(customerId);
    expectError(await api.post('/withdrawals', noBank), 400, 'INVALID_REQUEST', ['bankCode']);
    // A well-formed code no bank has: the resolution step names it.
    expectError(await api.post('/withdrawals', withdrawalBody(customerId, { bankCode: '999' })), 400, 'INVALID_REQUEST', ['bankCode']);
    expectError(await api.post('/withdrawals', withdrawalBody(customerId), { idempotencyKey: null }), 400, 'INVALID_REQUEST');
    expect(await stack.sql`select id from withdrawals where customer_id = ${customerId}`).toHaveLength(0);
    expect(await balancesOf(api, customerId)).toEqual({ available: 9_900, held: 0 });
  });
});

test('concurrent withdrawals that together exceed available: exactly the affordable ones are accepted and paid', async () => {
  const { api, merchantId, customerId } = await fundedCustomer(10_000); // 9,900 available
  // Each charges 2,000 + 10 + 2.5 = 2,012.5: four fit (8,050), the fifth would need 10,062.5.
  const results = await Promise.all(
    Array.from({ length: 8 }, () => api.post('/withdrawals', withdrawalBody(customerId, { amount: 2_000 }))),
  );
  const accepted = results.filter((r) => r.status === 201);
  const refused = results.filter((r) => r.status !== 201);
  expect(accepted).toHaveLength(4);
  for (const r of refused) {
    expectError(r, 400, 'INSUFFICIENT_BALANCE');
    expect(r.body.error.details.requested).toBe(2_012.5);
  }
  for (const r of accepted) expect((await waitForWithdrawalStatus(api, r.body.data.withdrawalId)).status).toBe('completed');
  expect(await balancesOf(api, customerId)).toEqual({ available: 9_900 - 4 * 2_012.5, held: 0 });
  expect((await systemBalances(merchantId)).withdrawals_in_flight).toBe(0);
});

describe('reads', () => {
  test('GET /withdrawals filters by status and customer, newest first, paginated; other merchants see nothing', async () => {
    const { api, customerId } = await fundedCustomer(20_000);
    const second = await customerWithBalance(api, 5_000);
    const paid = (await api.post('/withdrawals', withdrawalBody(customerId, { amount: 100 }))).body.data;
    const failing = (await api.post('/withdrawals', withdrawalBody(customerId, { amount: 200, accountNumber: FAILING_ACCOUNT }))).body.data;
    const other = (await api.post('/withdrawals', withdrawalBody(second.customerId, { amount: 300 }))).body.data;
    for (const w of [paid, failing, other]) await waitForWithdrawalStatus(api, w.withdrawalId);

    const all = (await api.get('/withdrawals')).body.data;
    expect(all.withdrawals.map((w: { withdrawalId: string }) => w.withdrawalId)).toEqual([
      other.withdrawalId,
      failing.withdrawalId,
      paid.withdrawalId,
    ]);
    expect(all.pagination).toEqual({ total: 3, limit: 20, offset: 0, hasMore: false });
    const byCustomer = (await api.get(`/withdrawals?customerId=${customerId}`)).body.data;
    expect(byCustomer.withdrawals.map((w: { withdrawalId: string }) => w.withdrawalId)).toEqual([failing.withdrawalId, paid.withdrawalId]);
    const failedOnly = (await api.get('/withdrawals?status=failed')).body.data;
    expect(failedOnly.withdrawals.map((w: { withdrawalId: string }) => w.withdrawalId)).toEqual([failing.withdrawalId]);
    const page = (await api.get('/withdrawals?limit=2&offset=1')).body.data;
    expect(page.withdrawals.map((w: { withdrawalId: string }) => w.withdrawalId)).toEqual([failing.withdrawalId, paid.withdrawalId]);
    expect(page.pagination).toEqual({ total: 3, limit: 2, offset: 1, hasMore: false });
    expectError(await api.get('/withdrawals?status=pending'), 400, 'INVALID_REQUEST', ['status']);

    expectError(await stack.api.get(`/withdrawals/${paid.withdrawalId}`), 404, 'NOT_FOUND');
    expectError(await api.get('/withdrawals/wdr_nope'), 404, 'NOT_FOUND');
    expectError(await api.get('/withdrawals/esc_000000000000000000000000'), 404, 'NOT_FOUND');
  });
});

test('live keys without a live provider secret: a withdrawal is 502 PROVIDER_ERROR saying so, and nothing is created', async () => {
  const merchant = await stack.newMerchant({ verified: true, liveMode: true });
  const live = new ApiClient(stack.api.baseUrl, merchant.liveSecretKey);
  const customer = await createCustomer(live);
  const res = await live.post('/withdrawals', withdrawalBody(customer.customerId));
  expectError(res, 502, 'PROVIDER_ERROR');
  expect(res.body.error.message).toContain('not configured');
  expect(await stack.sql`select id from withdrawals where merchant_id = ${merchant.merchantId}`).toHaveLength(0);
  expect((await live.get('/withdrawals')).body.data.pagination.total).toBe(0);
});
