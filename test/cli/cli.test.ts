import { createSql, Sql } from '../../src/db';
import { decryptSecret, hashApiKey } from '../../src/keys';
import { getMerchant } from '../../src/merchants/merchants';
import { AppInstance, startAppInstance } from '../support/app-instance';
import { cliJson, expectRefused } from '../support/cli';
import { DashboardClient } from '../support/dashboard-client';
import { ApiClient } from '../support/http';
import { stackForFile } from '../support/stack';

// The operator's merchant commands (test/support/cli.ts runs them as documented), checked
// against the real API.

const stack = stackForFile({}, 'none');

const status = async (key: string) => (await stack.api.withKey(key).get('/customers')).status;

test('merchant create prints working keys; verify, live, suspend and unsuspend gate them', async () => {
  const created = await cliJson(['merchant', 'create', '--name', 'Mama Put Foods']);
  expect(Object.keys(created).sort()).toEqual(
    ['merchantId', 'name', 'webhookUrl', 'testSecretKey', 'testPublishableKey', 'liveSecretKey', 'livePublishableKey'].sort(),
  );
  expect(created).toMatchObject({ name: 'Mama Put Foods', webhookUrl: null, merchantId: expect.stringMatching(/^mch_/) });
  expect(created.testSecretKey).toMatch(/^sk_test_/);
  expect(created.testPublishableKey).toMatch(/^pk_test_/);
  expect(created.liveSecretKey).toMatch(/^sk_live_/);
  expect(created.livePublishableKey).toMatch(/^pk_live_/);

  // The secret is stored encrypted with the MASTER_KEY from the environment (webhook signing needs it).
  const [row] = await stack.sql<{ secret_ciphertext: Buffer }[]>`
    select secret_ciphertext from api_keys where key_hash = ${hashApiKey(created.testSecretKey)}`;
  expect(decryptSecret(Buffer.from(process.env.MASTER_KEY!, 'hex'), row.secret_ciphertext)).toBe(created.testSecretKey);

  expect(await status(created.testSecretKey)).toBe(200);
  expect(await status(created.testPublishableKey)).toBe(401);
  expect(await status(created.liveSecretKey)).toBe(403);

  const id = created.merchantId;
  const verified = await cliJson(['merchant', 'verify', '--id', id]);
  expect(verified).toEqual({
    merchantId: id,
    name: 'Mama Put Foods',
    webhookUrl: null,
    callbackUrl: null,
    paymentMethods: ['card'],
    verified: true,
    liveMode: false,
    suspended: false,
  });
  expect(await status(created.liveSecretKey)).toBe(403);

  expect(await cliJson(['merchant', 'live', '--id', id])).toMatchObject({ verified: true, liveMode: true });
  expect(await status(created.liveSecretKey)).toBe(200);

  expect(await cliJson(['merchant', 'suspend', '--id', id])).toMatchObject({ suspended: true });
  expect(await status(created.testSecretKey)).toBe(403);
  expect(await status(created.liveSecretKey)).toBe(403);

  expect(await cliJson(['merchant', 'unsuspend', '--id', id])).toMatchObject({ suspended: false, liveMode: true });
  expect(await status(created.testSecretKey)).toBe(200);
  expect(await status(created.liveSecretKey)).toBe(200);
});

test('merchant live refuses an unverified merchant and changes nothing', async () => {
  const merchant = await stack.newMerchant();
  await expectRefused(['merchant', 'live', '--id', merchant.merchantId], /not verified/);
  expect(await getMerchant(stack.sql, merchant.merchantId)).toMatchObject({ verified: false, liveMode: false });
  expect(await status(merchant.liveSecretKey)).toBe(403);
});

test('merchant update sets webhook URL, callback URL and payment methods', async () => {
  const merchant = await stack.newMerchant();
  const updated = await cliJson([
    'merchant',
    'update',
    '--id',
    merchant.merchantId,
    '--webhook-url',
    'https://hooks.shop.example.ng/escrow',
    '--callback-url',
    'https://shop.example.ng/paid',
    '--payment-methods',
    'card,bank_transfer,ussd',
  ]);
  const expected = {
    webhookUrl: 'https://hooks.shop.example.ng/escrow',
    callbackUrl: 'https://shop.example.ng/paid',
    paymentMethods: ['card', 'bank_transfer', 'ussd'],
  };
  expect(updated).toMatchObject({ merchantId: merchant.merchantId, ...expected });
  expect(await getMerchant(stack.sql, merchant.merchantId)).toMatchObject(expected);
});

describe('invalid input: non-zero exit, message on stderr, nothing on stdout, nothing changed', () => {
  test.each([
    ['an unknown command', ['merchant', 'delete', '--id', 'mch_x'], /unknown command/],
    ['a missing --id', ['merchant', 'verify'], /--id is required/],
    ['an unknown merchant', ['merchant', 'suspend', '--id', 'mch_000000000000000000000000'], /not found/],
  ])('%s', async (_, args, message) => {
    await expectRefused(args, message);
  });

  test('an unknown payment method', async () => {
    const merchant = await stack.newMerchant();
    await expectRefused(['merchant', 'update', '--id', merchant.merchantId, '--payment-methods', 'card,crypto'], /crypto/);
    expect(await getMerchant(stack.sql, merchant.merchantId)).toMatchObject({ paymentMethods: ['card'] });
  });

  test('a non-https webhook URL without WEBHOOK_ALLOW_PRIVATE_TARGETS', async () => {
    const merchant = await stack.newMerchant({ webhookUrl: 'https://old.example.ng/hooks' });
    await expectRefused(['merchant', 'update', '--id', merchant.merchantId, '--webhook-url', 'http://127.0.0.1:8080/hooks'], /https/);
    expect(await getMerchant(stack.sql, merchant.merchantId)).toMatchObject({ webhookUrl: 'https://old.example.ng/hooks' });
  });
});

test('WEBHOOK_ALLOW_PRIVATE_TARGETS=true accepts an http localhost webhook URL', async () => {
  const created = await cliJson(['merchant', 'create', '--name', 'Dev Shop', '--webhook-url', 'http://localhost:4000/hooks'], {
    WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
  });
  expect(created.webhookUrl).toBe('http://localhost:4000/hooks');
  expect(await getMerchant(stack.sql, created.merchantId)).toMatchObject({ webhookUrl: 'http://localhost:4000/hooks' });
});

describe('a suspension through the CLI while API processes know the key', () => {
  let secondSql: Sql;
  let second: AppInstance;
  beforeAll(async () => {
    // A second API process with its own pool: it admitted the key too, so both hold it.
    secondSql = createSql(stack.config.databaseUrl, { max: 4 });
    second = await startAppInstance({ config: stack.config, sql: secondSql, temporal: stack.temporal });
  });
  afterAll(async () => {
    await second.close();
    await secondSql.end({ timeout: 5 });
  });

  test('refuses the very next request on every process, reads and writes alike, and lets it back in', async () => {
    const merchant = await stack.newMerchant({ verified: true, liveMode: true });
    const first = stack.api.withKey(merchant.testSecretKey);
    const other = new ApiClient(second.apiUrl, merchant.testSecretKey);
    const live = stack.api.withKey(merchant.liveSecretKey);
    // Admitted several times, so each process reads alongside its cached admission from now on.
    for (let i = 0; i < 3; i++) {
      expect((await first.get('/customers')).status).toBe(200);
      expect((await other.get('/customers?limit=1')).status).toBe(200);
      expect((await live.get('/wallets')).status).toBe(200);
    }

    expect(await cliJson(['merchant', 'suspend', '--id', merchant.merchantId])).toMatchObject({ suspended: true });
    const refused = await first.get('/customers');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ success: false, error: { code: 'FORBIDDEN' } });
    expect(refused.body.data).toBeUndefined(); // the read that ran alongside is not shown
    expect((await other.get('/customers?limit=1')).status).toBe(403);
    expect((await live.get('/wallets')).status).toBe(403);
    expect((await first.get('/customers/cus_000000000000000000000000')).status).toBe(403); // not 404
    expect(
      (await other.post('/customers', { firstName: 'A', lastName: 'B', email: `s${Date.now()}@example.com`, phone: '+2348060000000' }))
        .status,
    ).toBe(403);

    expect(await cliJson(['merchant', 'unsuspend', '--id', merchant.merchantId])).toMatchObject({ suspended: false });
    expect((await first.get('/customers')).status).toBe(200);
    expect((await other.get('/customers?limit=1')).status).toBe(200);
    expect((await live.get('/wallets')).status).toBe(200);
  });
});

test('merchant dashboard-link prints a one-time link that signs in to the dashboard as the merchant made here', async () => {
  const created = await cliJson(['merchant', 'create', '--name', 'Link Me Foods']);
  // The link opens on the API its PUBLIC_BASE_URL names (else the running npm start's).
  const link = await cliJson(['merchant', 'dashboard-link', '--id', created.merchantId], { PUBLIC_BASE_URL: stack.baseUrl });
  expect(Object.keys(link).sort()).toEqual(['expiresAt', 'merchantId', 'url']);
  expect(link.merchantId).toBe(created.merchantId);
  expect(link.url).toMatch(new RegExp(`^${stack.baseUrl}/dashboard/link/[\\w-]{43}$`));
  expect(Date.parse(link.expiresAt) - Date.now()).toBeGreaterThan(14 * 60_000);
  // The link's page asks to continue; its form signs in once.
  const browser = new DashboardClient(stack.baseUrl);
  const path = new URL(link.url).pathname;
  expect((await browser.get(path)).status).toBe(200);
  const first = await browser.post(path, {});
  expect(first.status).toBe(303);
  expect(browser.cookies.has('dashboard_session')).toBe(true);
  expect((await fetch(link.url, { redirect: 'manual' })).status).toBe(404);
  await expectRefused(['merchant', 'dashboard-link', '--id', 'mch_nope'], /merchant mch_nope not found/);
});
