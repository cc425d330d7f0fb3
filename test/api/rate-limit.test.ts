import pino from 'pino';
import { createSql, Sql } from '../../src/db';
import { AppInstance, startAppInstance } from '../support/app-instance';
import { ApiClient, ApiResponse } from '../support/http';
import { startStack, Stack } from '../support/stack';

// Rate limits (spec "Limits"): per merchant, plane and endpoint family, 60-second windows,
// headers on every authenticated response, 429 RATE_LIMITED with Retry-After and details,
// counters in PostgreSQL shared by every API process. Test-key quota: 100 for every family.

let stack: Stack;
beforeAll(async () => {
  stack = await startStack(); // the real quotas: no rateLimitMultiplier here
});
afterAll(async () => stack.stop());

const WINDOW_MS = 60_000;
const TEST_QUOTA = 100;

/**
 * The windows are fixed wall-clock minutes, so a burst that straddles a minute boundary is
 * split over two counters. The app computes its window from the same clock, between our two
 * readings here: equal readings prove every request of the scenario fell into one window,
 * and then its result stands, pass or fail. If the minute rolled over, the whole scenario
 * runs once more (with fresh merchants, so no counts carry over); right after a rollover
 * it has a full minute for a burst of a few seconds.
 */
async function inOneWindow(scenario: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const window = Math.floor(Date.now() / WINDOW_MS);
    let failure: Error | undefined;
    try {
      await scenario();
    } catch (err) {
      failure = err as Error;
    }
    if (Math.floor(Date.now() / WINDOW_MS) === window || attempt === 2) {
      if (failure) throw failure;
      return;
    }
  }
}

function rateHeaders(res: ApiResponse) {
  return {
    limit: Number(res.headers.get('x-ratelimit-limit')),
    remaining: Number(res.headers.get('x-ratelimit-remaining')),
    reset: Number(res.headers.get('x-ratelimit-reset')),
  };
}

function expectRateHeaders(res: ApiResponse, limit: number, remaining: number) {
  const h = rateHeaders(res);
  expect(res.headers.get('x-ratelimit-limit')).not.toBeNull();
  expect(h.limit).toBe(limit);
  expect(h.remaining).toBe(remaining);
  expect(Number.isInteger(h.reset)).toBe(true);
  expect(h.reset).toBeGreaterThanOrEqual(1);
  expect(h.reset).toBeLessThanOrEqual(60);
}

function expectRateLimited(res: ApiResponse, limit: number, family: string, endpoint: RegExp) {
  expect(res.status).toBe(429);
  expect(res.body).toMatchObject({ success: false, error: { code: 'RATE_LIMITED' }, meta: { requestId: res.headers.get('x-request-id') } });
  const h = rateHeaders(res);
  expect(h).toMatchObject({ limit, remaining: 0 });
  expect(res.headers.get('retry-after')).toBe(res.headers.get('x-ratelimit-reset'));
  expect(res.body.error.details).toEqual({
    nextStep: expect.any(String),
    resetInSeconds: h.reset,
    limit,
    family,
    endpoint: expect.stringMatching(endpoint),
  });
}

let emailSeq = 0;
function customerBody() {
  emailSeq += 1;
  return { firstName: 'Emeka', lastName: 'Nwosu', email: `rl${emailSeq}.${Date.now()}@example.com`, phone: '+2348060000000' };
}

async function freshApi(options?: Parameters<Stack['newMerchant']>[0]) {
  const merchant = await stack.newMerchant(options);
  return { merchant, api: stack.api.withKey(merchant.testSecretKey), live: stack.api.withKey(merchant.liveSecretKey) };
}

/** Spends `count` requests of the standard family, checking the countdown on each. */
async function spendStandard(api: ApiClient, count: number, alreadyUsed = 0, limit = TEST_QUOTA) {
  for (let i = 1; i <= count; i++) {
    const res = await api.get('/customers?limit=1');
    expect(res.status).toBe(200);
    expectRateHeaders(res, limit, limit - alreadyUsed - i);
  }
}

test('every authenticated response carries the headers, successes and errors alike', async () => {
  await inOneWindow(async () => {
    const { api } = await freshApi();
    const responses = [
      await api.get('/customers'), // 200
      await api.post('/customers', customerBody()), // 201
      await api.get('/customers/nope'), // 404
      await api.post('/customers', { firstName: 'x' }), // 400
      await api.post('/wallets', { customerId: 'nope', bvn: '12345678901' }, { idempotencyKey: null }), // 400, no key
    ];
    expect(responses.map((r) => r.status)).toEqual([200, 201, 404, 400, 400]);
    responses.forEach((res, i) => expectRateHeaders(res, TEST_QUOTA, TEST_QUOTA - 1 - i));
  });
});

test('the 101st request of a minute is 429 RATE_LIMITED with Retry-After and the details', async () => {
  await inOneWindow(async () => {
    const { merchant, api } = await freshApi();
    await spendStandard(api, TEST_QUOTA);

    expectRateLimited(await api.get('/customers'), TEST_QUOTA, 'standard', /^GET \S*\/customers$/);
    // The whole family shares the bucket, and a refused request does no work.
    const refusedCreate = await api.post('/customers', customerBody());
    expectRateLimited(refusedCreate, TEST_QUOTA, 'standard', /^POST \S*\/customers$/);
    expectRateLimited(await api.get('/fees?type=deposit&amount=1000'), TEST_QUOTA, 'standard', /^GET \S*\/fees$/);
    const [{ n }] = await stack.sql`select count(*)::int as n from customers where merchant_id = ${merchant.merchantId}`;
    expect(n).toBe(0);

    // Other merchants keep their own quota.
    const other = await freshApi();
    expectRateHeaders(await other.api.get('/customers'), TEST_QUOTA, TEST_QUOTA - 1);
  });
});

test('families are separate buckets: banks and account verification still work when standard is spent', async () => {
  await inOneWindow(async () => {
    const { api } = await freshApi();
    await spendStandard(api, TEST_QUOTA);
    expectRateLimited(await api.get('/customers'), TEST_QUOTA, 'standard', /customers$/);

    const banks = await api.get('/identity/banks');
    expect(banks.status).toBe(200);
    expect(banks.body.data.banks.length).toBeGreaterThan(0);
    expectRateHeaders(banks, TEST_QUOTA, TEST_QUOTA - 1);

    const verify = await api.post('/identity/bank-accounts/verify', { bankCode: '058', accountNumber: '0123456789' });
    expect(verify.status).toBe(200);
    expectRateHeaders(verify, TEST_QUOTA, TEST_QUOTA - 1);

    // Spending banks to its end limits banks, with its own family in the details.
    for (let i = 2; i <= TEST_QUOTA; i++) expect((await api.get('/identity/banks')).status).toBe(200);
    expectRateLimited(await api.get('/identity/banks'), TEST_QUOTA, 'banks', /identity\/banks$/);
    expect((await api.post('/identity/bank-accounts/verify', { bankCode: '058', accountNumber: '0123456789' })).status).toBe(200);
  });
});

test('POST /withdrawals has its own bucket; reading withdrawals is standard', async () => {
  await inOneWindow(async () => {
    const { api } = await freshApi();
    await spendStandard(api, TEST_QUOTA);
    expectRateLimited(await api.get('/withdrawals'), TEST_QUOTA, 'standard', /withdrawals$/);

    // Bodies that fail validation: counted, but nothing is started.
    const bad = { customerId: 'cus_x', accountNumber: '123', bankCode: '058', amount: 1, reference: 'r' };
    const first = await api.post('/withdrawals', bad);
    expect(first.status).toBe(400);
    expectRateHeaders(first, TEST_QUOTA, TEST_QUOTA - 1);
    for (let i = 2; i <= TEST_QUOTA; i++) expect((await api.post('/withdrawals', bad)).status).toBe(400);
    expectRateLimited(await api.post('/withdrawals', bad), TEST_QUOTA, 'withdrawals', /^POST \S*\/withdrawals$/);
  });
});

test('planes are separate buckets: the live key has its own, larger quota', async () => {
  await inOneWindow(async () => {
    const { api, live } = await freshApi({ verified: true, liveMode: true });
    await spendStandard(api, TEST_QUOTA);
    expectRateLimited(await api.get('/customers'), TEST_QUOTA, 'standard', /customers$/);

    const liveRes = await live.get('/customers');
    expect(liveRes.status).toBe(200);
    expectRateHeaders(liveRes, 300, 299);
    // ...and spending live requests does not give the test key anything back.
    expectRateLimited(await api.get('/customers'), TEST_QUOTA, 'standard', /customers$/);
  });
});

test('only the current window counts: a full earlier window does not limit the next', async () => {
  await inOneWindow(async () => {
    const { merchant, api } = await freshApi();
    const previousWindow = new Date((Math.floor(Date.now() / WINDOW_MS) - 1) * WINDOW_MS);
    await stack.sql`insert into rate_limit_windows (merchant_id, plane, family, window_start, count)
      values (${merchant.merchantId}, 'test', 'standard', ${previousWindow}, 1000)`;
    expectRateHeaders(await api.get('/customers'), TEST_QUOTA, TEST_QUOTA - 1);
  });
});

describe('two API processes', () => {
  let secondSql: Sql;
  let second: AppInstance;
  beforeAll(async () => {
    // A second Koa app with its own connection pool on the same database, as a second
    // API process would have.
    secondSql = createSql(stack.config.databaseUrl, { max: 4 });
    second = await startAppInstance({ config: stack.config, sql: secondSql, temporal: stack.temporal, logger: pino({ level: 'silent' }) });
  });
  afterAll(async () => {
    await second.close();
    await secondSql.end({ timeout: 5 });
  });

  test('share one counter per merchant, plane and family', async () => {
    await inOneWindow(async () => {
      const { merchant } = await freshApi();
      const viaFirst = stack.api.withKey(merchant.testSecretKey);
      const viaSecond = new ApiClient(second.apiUrl, merchant.testSecretKey);

      // Alternate between the processes: each answer counts the other's requests too.
      for (let i = 1; i <= TEST_QUOTA; i++) {
        const res = await (i % 2 === 1 ? viaFirst : viaSecond).get('/customers?limit=1');
        expect(res.status).toBe(200);
        expectRateHeaders(res, TEST_QUOTA, TEST_QUOTA - i);
      }
      // 50 requests through each: neither process alone reached 100, together they did.
      expectRateLimited(await viaSecond.get('/customers'), TEST_QUOTA, 'standard', /customers$/);
      expectRateLimited(await viaFirst.get('/customers'), TEST_QUOTA, 'standard', /customers$/);

      // One row holds the whole minute's count: 100 allowed plus the two refused.
      const rows = await stack.sql`select count from rate_limit_windows
        where merchant_id = ${merchant.merchantId} and plane = 'test' and family = 'standard'`;
      expect(rows.map((r) => r.count)).toEqual([TEST_QUOTA + 2]);
    });
  });
});

test('concurrent requests each get their own count: exactly the quota passes, the rest is 429', async () => {
  await inOneWindow(async () => {
    const { merchant, api } = await freshApi();
    // Warm up, so the API knows the key and later reads run alongside their admission.
    expectRateHeaders(await api.get('/customers?limit=1'), TEST_QUOTA, TEST_QUOTA - 1);
    const burst = await Promise.all(Array.from({ length: TEST_QUOTA + 9 }, () => api.get('/customers?limit=1')));
    const passed = burst.filter((res) => res.status === 200);
    expect(passed).toHaveLength(TEST_QUOTA - 1);
    // Every success saw a different count: the remaining values are 0..98, each once.
    expect(passed.map((res) => rateHeaders(res).remaining).sort((a, b) => a - b)).toEqual(
      Array.from({ length: TEST_QUOTA - 1 }, (_, i) => i),
    );
    for (const res of burst.filter((r) => r.status !== 200)) {
      expectRateLimited(res, TEST_QUOTA, 'standard', /^GET \S*\/customers$/);
    }
    const rows = await stack.sql`select count from rate_limit_windows
      where merchant_id = ${merchant.merchantId} and plane = 'test' and family = 'standard'`;
    expect(rows.map((r) => r.count)).toEqual([TEST_QUOTA + 10]);
  });
});
