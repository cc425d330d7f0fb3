import { randomInt } from 'node:crypto';
import { expectError } from '../support/expect';
import { stackForFile } from '../support/stack';

// Identity on test keys: the sandbox provider with the magic values of decisions.md.
const stack = stackForFile({}, 'none');

/** Random numbers, so a row of another test file running in parallel cannot hold the same one. */
const tenRandomDigits = () => `${randomInt(1, 9)}${String(randomInt(0, 1e9)).padStart(9, '0')}`;
const elevenRandomDigits = () => `${randomInt(1, 10)}${String(randomInt(0, 1e9)).padStart(9, '0')}${randomInt(0, 10)}`;

/** Rows this merchant owns, per table (rate-limit counters are metering, not stored data). */
async function merchantRowCounts(merchantId: string): Promise<Record<string, number>> {
  const tables = await stack.sql<Array<{ table_name: string }>>`
    select table_name from information_schema.columns
    where table_schema = 'public' and column_name = 'merchant_id' and table_name <> 'rate_limit_windows'
    order by table_name`;
  const counts: Record<string, number> = {};
  for (const { table_name } of tables) {
    const [{ n }] = await stack.sql`select count(*)::int as n from ${stack.sql(table_name)} where merchant_id = ${merchantId}`;
    counts[table_name] = n as number;
  }
  expect(Object.keys(counts)).toEqual(expect.arrayContaining(['customers', 'events', 'idempotency_keys', 'ledger_journals']));
  return counts;
}

/** Every table row, as text, that mentions `needle` anywhere. */
async function rowsMentioning(needle: string): Promise<string[]> {
  const tables = await stack.sql<Array<{ table_name: string }>>`
    select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`;
  const hits: string[] = [];
  for (const { table_name } of tables) {
    const rows = await stack.sql`select t::text as row from ${stack.sql(table_name)} t where t::text like ${'%' + needle + '%'}`;
    hits.push(...rows.map((r) => `${table_name}: ${r.row}`));
  }
  return hits;
}

describe('POST /identity/lookups', () => {
  test.each(['bvn', 'nin'] as const)('a %s lookup answers with a sandbox identity and stores nothing', async (type) => {
    const number = elevenRandomDigits();
    const before = await merchantRowCounts(stack.merchant.merchantId);

    const res = await stack.api.post('/identity/lookups', { type, number });
    expect(res.status).toBe(200);
    const identity = res.body.data;
    expect(identity).toMatchObject({ type, environment: 'sandbox', middleName: null });
    expect(identity.firstName).toEqual(expect.stringMatching(/^\S+$/));
    expect(identity.lastName).toEqual(expect.stringMatching(/^\S+$/));
    expect(identity.dateOfBirth).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(['male', 'female']).toContain(identity.gender);
    expect(identity.phone).toMatch(/^0\d{10}$/);

    // Deterministic: the same number gives the same person.
    const again = await stack.api.post('/identity/lookups', { type, number });
    expect(again.body.data).toEqual(identity);

    expect(await merchantRowCounts(stack.merchant.merchantId)).toEqual(before);
    expect(await rowsMentioning(number)).toEqual([]);
  });

  test.each([
    ['unknown type', { type: 'passport', number: '12345678901' }, ['type']],
    ['missing type', { number: '12345678901' }, ['type']],
    ['10 digits', { type: 'bvn', number: '1234567890' }, ['number']],
    ['12 digits', { type: 'nin', number: '123456789012' }, ['number']],
    ['letters', { type: 'bvn', number: '1234567890a' }, ['number']],
    ['a number instead of a string', { type: 'bvn', number: 12345678901 }, ['number']],
    ['missing number', { type: 'bvn' }, ['number']],
    ['unknown field', { type: 'bvn', number: '12345678901', dob: '1990-01-01' }, ['dob']],
  ])('%s → 400 INVALID_REQUEST', async (_case, body, fields) => {
    expectError(await stack.api.post('/identity/lookups', body), 400, 'INVALID_REQUEST', fields);
  });
});

describe('GET /identity/banks', () => {
  test('lists real Nigerian banks with their codes and the sandbox bank', async () => {
    const res = await stack.api.get('/identity/banks');
    expect(res.status).toBe(200);
    const banks: Array<{ name: string; code: string }> = res.body.data.banks;
    for (const bank of banks) {
      expect(Object.keys(bank).sort()).toEqual(['code', 'name']);
      expect(bank.name.length).toBeGreaterThan(0);
      expect(bank.code).toMatch(/^\d{3,6}$/);
    }
    expect(new Set(banks.map((b) => b.code)).size).toBe(banks.length);
    const codeOf = (pattern: RegExp) => banks.find((b) => pattern.test(b.name))?.code;
    expect(codeOf(/^Guaranty Trust|^GTBank/)).toBe('058');
    expect(codeOf(/^Access Bank$/)).toBe('044');
    expect(codeOf(/^Zenith/)).toBe('057');
    expect(codeOf(/^First Bank/)).toBe('011');
    expect(codeOf(/^United Bank for Africa|^UBA/)).toBe('033');
    expect(banks).toContainEqual({ name: 'Sandbox Bank', code: '000' });
    // The banks family has its own rate-limit bucket.
    expect(res.headers.get('x-ratelimit-limit')).toBe('100');
  });
});

describe('POST /identity/bank-accounts/verify', () => {
  test('resolves the name on an account; nothing is saved', async () => {
    const accountNumber = tenRandomDigits();
    const before = await merchantRowCounts(stack.merchant.merchantId);
    const res = await stack.api.post('/identity/bank-accounts/verify', { bankCode: '058', accountNumber });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data).sort()).toEqual(['accountName', 'accountNumber', 'bankCode']);
    expect(res.body.data).toMatchObject({ accountNumber, bankCode: '058' });
    expect(res.body.data.accountName).toMatch(/^[A-Z]+ [A-Z]+$/);

    const again = await stack.api.post('/identity/bank-accounts/verify', { bankCode: '058', accountNumber });
    expect(again.body.data.accountName).toBe(res.body.data.accountName);
    // The sandbox bank's accounts resolve too.
    const sandbox = await stack.api.post('/identity/bank-accounts/verify', { bankCode: '000', accountNumber: '7000000001' });
    expect(sandbox.status).toBe(200);

    expect(await merchantRowCounts(stack.merchant.merchantId)).toEqual(before);
    expect(await rowsMentioning(accountNumber)).toEqual([]);
  });

  test('account 0000000000 fails name resolution with 502 PROVIDER_ERROR', async () => {
    const res = await stack.api.post('/identity/bank-accounts/verify', { bankCode: '044', accountNumber: '0000000000' });
    expectError(res, 502, 'PROVIDER_ERROR');
  });

  test.each([
    ['unknown bankCode', { bankCode: '999', accountNumber: '0123456789' }, ['bankCode']],
    ['non-numeric bankCode', { bankCode: 'GTB', accountNumber: '0123456789' }, ['bankCode']],
    ['missing bankCode', { accountNumber: '0123456789' }, ['bankCode']],
    ['9-digit accountNumber', { bankCode: '058', accountNumber: '012345678' }, ['accountNumber']],
    ['11-digit accountNumber', { bankCode: '058', accountNumber: '01234567890' }, ['accountNumber']],
    ['accountNumber with letters', { bankCode: '058', accountNumber: '01234S6789' }, ['accountNumber']],
    ['missing accountNumber', { bankCode: '058' }, ['accountNumber']],
    ['unknown field', { bankCode: '058', accountNumber: '0123456789', bankName: 'GTBank' }, ['bankName']],
  ])('%s → 400 INVALID_REQUEST', async (_case, body, fields) => {
    expectError(await stack.api.post('/identity/bank-accounts/verify', body), 400, 'INVALID_REQUEST', fields);
  });
});
