import crypto from 'node:crypto';
import { SIGN_UP_REFUSED } from '../../api/dashboard/pages/account';
import { DashboardClient, newEmail, PASSWORD, signUpClient, testAddress, TESTS_AS_PROXY } from '../support/dashboard-client';
import { createSignInLink, SIGN_IN_LINK_PATH } from '../../src/dashboard/sign-in-links';
import { createMerchant, updateMerchant } from '../../src/merchants/merchants';
import { startAppInstance } from '../support/app-instance';
import { ApiClient } from '../support/http';
import { stackForFile } from '../support/stack';

// The dashboard's doors, driven over HTTP: sign-up makes a merchant as `cli merchant create`
// does (and says nothing of an address that has an account), sessions end on sign-out, every POST needs its CSRF token, and sign-in is throttled.

// Its own database: a test counts every merchant, and other files make merchants meanwhile.
const stack = stackForFile({ ownDatabase: true, config: TESTS_AS_PROXY }, 'none');

const merchantOf = async (email: string) =>
  (await stack.sql`select u.merchant_id, u.role, u.password_hash from dashboard_users u where email = ${email}`)[0];

test('sign-up makes the merchant with its keys and ledger accounts, and lands the owner in test mode', async () => {
  const { client, email } = await signUpClient(stack.baseUrl, 'Ada Stores');
  const user = await merchantOf(email);
  expect(user.role).toBe('owner');
  expect(user.password_hash).toMatch(/^scrypt\$32768\$8\$1\$/);
  const keys = await stack.sql`select plane, kind from api_keys where merchant_id = ${user.merchant_id} order by plane, kind`;
  expect(keys.map((k) => `${k.plane}/${k.kind}`)).toEqual(['live/publishable', 'live/secret', 'test/publishable', 'test/secret']);
  const [{ count }] = await stack.sql`select count(*)::int from ledger_accounts where merchant_id = ${user.merchant_id}`;
  expect(count).toBeGreaterThan(0);

  const home = await client.get('/dashboard/test');
  expect(home.status).toBe(200);
  expect(home.html).toContain('Test mode: test data only');
  expect(home.html).toContain('Ada Stores');
  // Audit: who, what, from where.
  const [entry] =
    await stack.sql`select action, actor_email, ip from dashboard_audit where merchant_id = ${user.merchant_id} order by id limit 1`;
  expect(entry).toMatchObject({ action: 'account.created', actor_email: email });
  expect(entry.ip).toBeTruthy();
});

test('sign-up refuses bad input next to each field and makes nothing', async () => {
  const client = new DashboardClient(stack.baseUrl);
  await client.get('/dashboard/signup');
  const email = 'not-an-email';
  const before = (await stack.sql`select count(*)::int as n from merchants`)[0].n;
  const res = await client.post('/dashboard/signup', { businessName: '', email, password: 'short' });
  expect(res.status).toBe(400);
  expect(res.html).toContain('id="f-businessName-error"');
  expect(res.html).toContain('Enter your business name');
  expect(res.html).toContain('Enter an email address');
  expect(res.html).toContain('Use at least 12 characters');
  expect((await stack.sql`select count(*)::int as n from merchants`)[0].n).toBe(before);
});

describe('sign-up tells no one whether an address has an account', () => {
  // Each well-formed sign-up spends one scrypt, whatever its outcome, so its time says nothing.
  let scryptCalls: jest.SpiedFunction<typeof crypto.scrypt>;
  beforeEach(() => {
    scryptCalls = jest.spyOn(crypto, 'scrypt');
  });
  afterEach(() => scryptCalls.mockRestore());

  // Other files sign up at the same time in the same database: count this test's rows only.
  const merchantsNamed = async (name: string) => (await stack.sql`select count(*)::int as n from merchants where name = ${name}`)[0].n;
  const usersOf = async (email: string) => (await stack.sql`select count(*)::int as n from dashboard_users where email = ${email}`)[0].n;
  /** An address of the documentation range no other test signs up from, whose sign-ups are used up. */
  const exhaustedAddress = () => `192.0.2.${1 + crypto.randomInt(254)}`;
  /** A sign-up answer with what varies by request (each page's CSRF token, the address typed) taken out. */
  const shape = (res: { status: number; location: string | null; html: string }, email: string) => ({
    status: res.status,
    location: res.location,
    html: res.html
      .replace(/name="_csrf" value="[^"]+"/g, 'name="_csrf"')
      .split(email)
      .join('<email>'),
  });
  async function signUpAs(address: string, email: string, password: string) {
    const client = new DashboardClient(stack.baseUrl, { 'x-forwarded-for': address });
    const businessName = `Other Stores ${crypto.randomUUID()}`;
    await client.get('/dashboard/signup');
    scryptCalls.mockClear();
    // The business name goes back into the form, so the answers are compared with it taken out too.
    const res = await client.post('/dashboard/signup', { businessName, email, password });
    res.html = res.html.split(businessName).join('<business>');
    return { client, res, businessName, hashes: scryptCalls.mock.calls.length };
  }
  async function exhaustSignUps(address: string) {
    await stack.sql`insert into dashboard_throttle (bucket, window_start, count)
                    values (${`signup-address:${address}`}, date_trunc('hour', now()), 20)
                    on conflict (bucket, window_start) do update set count = 20`;
  }

  test('a new address: one hash, the account made, the owner in test mode', async () => {
    const { res, businessName, hashes } = await signUpAs(testAddress(), newEmail('fresh'), PASSWORD);
    expect({ status: res.status, location: res.location, hashes }).toEqual({ status: 303, location: '/dashboard/test', hashes: 1 });
    expect(await merchantsNamed(businessName)).toBe(1);
  });

  test('an address with an account and another password answers as a throttled sign-up does, with the same one hash', async () => {
    const { email } = await signUpClient(stack.baseUrl, 'Taken Stores');
    const taken = await signUpAs(testAddress(), email, 'not the owner password');
    const throttledAddress = exhaustedAddress();
    await exhaustSignUps(throttledAddress);
    const freshEmail = newEmail('throttled');
    const throttled = await signUpAs(throttledAddress, freshEmail, 'not the owner password');

    expect(taken.res.status).toBe(429);
    expect(taken.res.html).toContain(SIGN_UP_REFUSED);
    expect(taken.res.html).not.toMatch(/cannot be used|already (has|exists)|taken/i);
    expect(shape(taken.res, email)).toEqual(shape(throttled.res, freshEmail));
    expect([...taken.res.headers.keys()].sort()).toEqual([...throttled.res.headers.keys()].sort());
    expect({ taken: taken.hashes, throttled: throttled.hashes }).toEqual({ taken: 1, throttled: 1 });
    expect(taken.client.cookies.has('dashboard_session')).toBe(false);
    expect(await merchantsNamed(taken.businessName)).toBe(0);
    expect(await merchantsNamed(throttled.businessName)).toBe(0);
    expect({ taken: await usersOf(email), throttled: await usersOf(freshEmail) }).toEqual({ taken: 1, throttled: 0 });
    // The account's owner sees the try in the audit log, and it counts toward the account's sign-in lock.
    const [entry] = await stack.sql`select a.action, a.detail from dashboard_audit a join dashboard_users u on u.merchant_id = a.merchant_id
                                    where u.email = ${email} order by a.id desc limit 1`;
    expect(entry).toEqual({ action: 'signin.failed', detail: { via: 'signup' } });
    const [lock] = await stack.sql`select count from dashboard_throttle where bucket = ${`signin-account:${email}`}`;
    expect(lock.count).toBe(1);
  });

  test('an address with an account and its own password signs its owner in, and makes nothing', async () => {
    const { email } = await signUpClient(stack.baseUrl, 'Own Stores');
    const { client, res, businessName, hashes } = await signUpAs(testAddress(), email.toUpperCase(), PASSWORD);
    expect({ status: res.status, location: res.location, hashes }).toEqual({ status: 303, location: '/dashboard/test', hashes: 1 });
    expect(await merchantsNamed(businessName)).toBe(0);
    const home = await client.get('/dashboard/test');
    expect(home.status).toBe(200);
    expect(home.html).toContain('Own Stores');
    const [entry] = await stack.sql`select a.action, a.detail from dashboard_audit a join dashboard_users u on u.merchant_id = a.merchant_id
                                    where u.email = ${email} order by a.id desc limit 1`;
    expect(entry).toEqual({ action: 'signin', detail: { via: 'signup' } });
  });

  test('an account locked by failed sign-ins is not opened by the sign-up form, even with its password', async () => {
    const { email } = await signUpClient(stack.baseUrl, 'Locked Stores');
    await stack.sql`insert into dashboard_throttle (bucket, window_start, count)
                    values (${`signin-account:${email}`}, to_timestamp(floor(extract(epoch from now()) / 900) * 900), 10)`;
    const { client, res, hashes } = await signUpAs(testAddress(), email, PASSWORD);
    expect({ status: res.status, hashes }).toEqual({ status: 429, hashes: 1 });
    expect(res.html).toContain(SIGN_UP_REFUSED);
    expect(client.cookies.has('dashboard_session')).toBe(false);
  });

  test('a throttled address makes no account for a new address', async () => {
    const address = exhaustedAddress();
    await exhaustSignUps(address);
    const email = newEmail('over');
    const { res } = await signUpAs(address, email, PASSWORD);
    expect(res.status).toBe(429);
    expect(await merchantOf(email)).toBeUndefined();
  });
});

test('every page sends a strict CSP, no framing and no caching', async () => {
  const { client } = await signUpClient(stack.baseUrl);
  for (const path of ['/dashboard/signin', '/dashboard/test']) {
    const res = await client.get(path);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('content-security-policy')).not.toContain('unsafe-inline');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('cache-control')).toBe('no-store');
  }
  const cookie = (await new DashboardClient(stack.baseUrl).get('/dashboard/signin')).headers.getSetCookie().join('\n');
  expect(cookie).toMatch(/httponly/i);
  expect(cookie).toMatch(/samesite=lax/i);
});

test('a POST without its CSRF token, or from another site, is refused and changes nothing', async () => {
  const { client, email } = await signUpClient(stack.baseUrl);
  const before = (await merchantOf(email)).password_hash;
  await client.get('/dashboard/account');
  const noToken = await client.post(
    '/dashboard/account/password',
    { currentPassword: PASSWORD, newPassword: 'another long password' },
    null,
  );
  expect(noToken.status).toBe(403);
  const wrongToken = await client.post(
    '/dashboard/account/password',
    { currentPassword: PASSWORD, newPassword: 'another long password' },
    'x'.repeat(32),
  );
  expect(wrongToken.status).toBe(403);
  // A real token, made for another session, opens nothing here.
  const { client: other } = await signUpClient(stack.baseUrl);
  await other.get('/dashboard/account');
  const othersToken = await client.post(
    '/dashboard/account/password',
    { currentPassword: PASSWORD, newPassword: 'another long password' },
    other.csrf(),
  );
  expect(othersToken.status).toBe(403);
  await client.get('/dashboard/account');
  const foreign = new DashboardClient(stack.baseUrl, { origin: 'https://evil.example' });
  for (const [k, v] of client.cookies) foreign.cookies.set(k, v);
  foreign.lastHtml = client.lastHtml;
  const crossSite = await foreign.post('/dashboard/account/password', { currentPassword: PASSWORD, newPassword: 'another long password' });
  expect({ status: crossSite.status, location: crossSite.location }).toEqual({ status: 403, location: null });
  expect((await merchantOf(email)).password_hash).toBe(before);
  // A sign-up without the token makes nothing either.
  const anonymous = new DashboardClient(stack.baseUrl);
  const email2 = newEmail('csrf');
  expect((await anonymous.post('/dashboard/signup', { businessName: 'X', email: email2, password: PASSWORD }, null)).status).toBe(403);
  expect(await merchantOf(email2)).toBeUndefined();
});

test('a session ends at sign-out: its cookie opens nothing afterwards', async () => {
  const { client } = await signUpClient(stack.baseUrl);
  const stolen = new Map(client.cookies);
  await client.get('/dashboard/test');
  const out = await client.post('/dashboard/signout', {});
  expect(out.status).toBe(303);
  const replay = new DashboardClient(stack.baseUrl);
  for (const [k, v] of stolen) replay.cookies.set(k, v);
  const page = await replay.get('/dashboard/test');
  expect(page.status).toBe(303);
  expect(page.location).toBe('/dashboard/signin');
  const post = await replay.post(
    '/dashboard/account/password',
    { currentPassword: PASSWORD, newPassword: 'another long password' },
    'anything-at-all',
  );
  expect(post.status).toBe(401);
});

test('sign-in: one message for a wrong password and an unknown address; the tenth failure locks the account', async () => {
  const { email } = await signUpClient(stack.baseUrl, 'Lock Test', { 'x-forwarded-for': '203.0.113.7' });
  const client = new DashboardClient(stack.baseUrl, { 'x-forwarded-for': '203.0.113.8' });
  await client.get('/dashboard/signin');
  const unknown = await client.post('/dashboard/signin', { email: newEmail('nobody'), password: PASSWORD });
  const wrong = await client.post('/dashboard/signin', { email, password: 'wrong password 1' });
  expect(unknown.status).toBe(401);
  expect(wrong.status).toBe(401);
  const message = (html: string) => /role="alert">([^<]*)</.exec(html)?.[1];
  expect(message(unknown.html)).toBe('Email or password is incorrect.');
  expect(message(wrong.html)).toBe(message(unknown.html));
  for (let i = 2; i <= 10; i++) {
    expect((await client.post('/dashboard/signin', { email, password: `wrong password ${i}` })).status).toBe(401);
  }
  const sessionsBefore = (
    await stack.sql`select count(*)::int as n from dashboard_sessions s join dashboard_users u on u.id = s.user_id where u.email = ${email}`
  )[0].n;
  const locked = await client.post('/dashboard/signin', { email, password: PASSWORD });
  expect(locked.status).toBe(429);
  expect(locked.html).toContain('Too many failed sign-ins');
  const sessionsAfter = (
    await stack.sql`select count(*)::int as n from dashboard_sessions s join dashboard_users u on u.id = s.user_id where u.email = ${email}`
  )[0].n;
  expect(sessionsAfter).toBe(sessionsBefore);
});

test('sign-in starts a fresh session; a password change signs the other sessions out', async () => {
  const { client, email } = await signUpClient(stack.baseUrl);
  const other = new DashboardClient(stack.baseUrl);
  await other.get('/dashboard/signin');
  const signedIn = await other.post('/dashboard/signin', { email, password: PASSWORD });
  expect(signedIn.status).toBe(303);
  expect(other.cookies.get('dashboard_session')).not.toBe(client.cookies.get('dashboard_session'));
  await client.get('/dashboard/account');
  const short = await client.post('/dashboard/account/password', { currentPassword: PASSWORD, newPassword: 'short' });
  expect(short.status).toBe(400);
  expect(short.html).toContain('id="f-newPassword-error"');
  await client.get('/dashboard/account');
  const changed = await client.post('/dashboard/account/password', { currentPassword: PASSWORD, newPassword: 'a brand new long password' });
  expect(changed.status).toBe(303);
  expect((await client.get('/dashboard/test')).status).toBe(200);
  expect((await other.get('/dashboard/test')).status).toBe(303);
});

test('the owner reads the audit log: who did what, when, from where', async () => {
  const { client, email } = await signUpClient(stack.baseUrl, 'Audit Stores', { 'x-forwarded-for': '198.51.100.77' });
  const log = await client.get('/dashboard/audit');
  expect(log.status).toBe(200);
  expect(log.html).toContain('account.created');
  expect(log.html).toContain(email);
  expect(log.html).toContain('198.51.100.77');
});

describe('the doors a stolen session or a forged header must not open', () => {
  const userOf = async (email: string) =>
    (await stack.sql`select id, merchant_id from dashboard_users where email = ${email}`)[0] as { id: string; merchant_id: string };
  const auditOf = async (merchantId: string, action: string) =>
    stack.sql<
      { ip: string; detail: Record<string, unknown> }[]
    >`select ip, detail from dashboard_audit where merchant_id = ${merchantId} and action = ${action} order by id`;
  const secretKeysOf = async (merchantId: string, plane: string) =>
    (await stack.sql`select count(*)::int as n from api_keys where merchant_id = ${merchantId} and plane = ${plane} and kind = 'secret'`)[0]
      .n;

  test('X-Forwarded-For from a peer that is no configured proxy is ignored: the audit and the throttles see the real address', async () => {
    const { email } = await signUpClient(stack.baseUrl, 'Header Stores');
    const { merchant_id: merchantId } = await userOf(email);
    // The same app with no trusted proxy: the socket's peer is the client, whatever the header says.
    const direct = await startAppInstance({ config: { ...stack.config, trustedProxies: [] }, sql: stack.sql, temporal: stack.temporal });
    try {
      const forged = '203.0.113.144';
      const client = new DashboardClient(direct.baseUrl, { 'x-forwarded-for': forged });
      await client.get('/dashboard/signin');
      expect((await client.post('/dashboard/signin', { email, password: 'not the password at all' })).status).toBe(401);
      const [failure] = await auditOf(merchantId, 'signin.failed');
      expect(failure.ip).toBe('127.0.0.1');
      const [forgedCount] = await stack.sql`select count(*)::int as n from dashboard_throttle where bucket = ${`signin-address:${forged}`}`;
      expect(forgedCount.n).toBe(0);
      const [realCount] =
        await stack.sql`select count::int as n from dashboard_throttle where bucket = 'signin-address:127.0.0.1' order by window_start desc limit 1`;
      expect(realCount.n).toBeGreaterThanOrEqual(1);
    } finally {
      await direct.close();
    }
    // Behind a trusted proxy, the client's own leftmost value is not taken either: the proxy's hop is.
    const viaProxy = new DashboardClient(stack.baseUrl, { 'x-forwarded-for': '203.0.113.144, 198.51.100.201' });
    await viaProxy.get('/dashboard/signin');
    await viaProxy.post('/dashboard/signin', { email, password: 'not the password either' });
    expect((await auditOf(merchantId, 'signin.failed')).map((r) => r.ip)).toEqual(['127.0.0.1', '198.51.100.201']);
  });

  test('a wrong password entered again is counted with the sign-in lock and audited; once locked, the right one reveals nothing and the session ends', async () => {
    const { client, email } = await signUpClient(stack.baseUrl, 'Oracle Stores');
    const { merchant_id: merchantId } = await userOf(email);
    // Each form that asks for the password again counts a wrong one.
    const tries: Array<[string, string, Record<string, string>]> = [
      ['/dashboard/test/developers', '/dashboard/test/developers/reveal', { revealPassword: 'wrong password one' }],
      [
        '/dashboard/test/developers',
        '/dashboard/test/developers/roll',
        { overlap: '0', rollPassword: 'wrong password two', formToken: 'r'.repeat(24) },
      ],
      ['/dashboard/team', '/dashboard/team/invite', { email: newEmail('invitee'), role: 'viewer', password: 'wrong password three' }],
      ['/dashboard/activation', '/dashboard/activation/live', { livePassword: 'wrong password four' }],
      [
        '/dashboard/account',
        '/dashboard/account/password',
        { currentPassword: 'wrong password five', newPassword: 'another long password' },
      ],
    ];
    for (const [page, form, fields] of tries) {
      await client.get(page);
      expect((await client.post(form, fields)).status).toBe(400);
    }
    expect((await auditOf(merchantId, 'password.reentry_failed')).map((r) => r.detail.purpose)).toEqual([
      'secret_key.reveal',
      'secret_key.roll',
      'team.invite',
      'live_mode.on',
      'password.change',
    ]);
    for (let i = tries.length; i < 10; i++) {
      await client.get('/dashboard/test/developers');
      expect((await client.post('/dashboard/test/developers/reveal', { revealPassword: `wrong password ${i}` })).status).toBe(400);
    }
    await client.get('/dashboard/test/developers');
    const locked = await client.post('/dashboard/test/developers/reveal', { revealPassword: PASSWORD });
    expect(locked.status).toBe(429);
    expect(locked.html).toContain('you were signed out');
    expect(locked.html).not.toContain('sk_test_');
    expect(locked.location).toBeNull();
    expect(await auditOf(merchantId, 'secret_key.revealed')).toHaveLength(0);
    expect(await auditOf(merchantId, 'password.reentry_locked')).toHaveLength(1);
    // The session is over, and the sign-in form waits out the same lock.
    expect((await client.get('/dashboard/test/developers')).location).toBe('/dashboard/signin');
    const again = new DashboardClient(stack.baseUrl, { 'x-forwarded-for': testAddress() });
    await again.get('/dashboard/signin');
    expect((await again.post('/dashboard/signin', { email, password: PASSWORD })).status).toBe(429);
    expect(await secretKeysOf(merchantId, 'test')).toBe(1);
  });

  test('a roll form submitted twice rolls once: the key it showed keeps working, and a reload shows it no more', async () => {
    const { client, email } = await signUpClient(stack.baseUrl, 'Roll Stores');
    const { merchant_id: merchantId } = await userOf(email);
    await client.get('/dashboard/test/developers');
    const formToken = client.hiddenValue('formToken');
    const csrf = client.csrf();
    const first = await client.post('/dashboard/test/developers/roll', { overlap: '0', rollPassword: PASSWORD, formToken }, csrf);
    expect(first.status).toBe(303);
    expect(first.html).not.toContain('sk_test_');
    const shown = await client.get(first.location!);
    const key = /data-testid="secret-key">([^<]+)</.exec(shown.html)![1];
    expect(key).toMatch(/^sk_test_/);
    // A reload of the page, then a resubmit of the same form: nothing shown, nothing rolled.
    expect((await client.get(first.location!)).html).not.toContain('data-testid="secret-key"');
    const second = await client.post('/dashboard/test/developers/roll', { overlap: '0', rollPassword: PASSWORD, formToken }, csrf);
    expect({ status: second.status, location: second.location }).toEqual({
      status: 303,
      location: '/dashboard/test/developers?done=rolled-before',
    });
    expect((await client.get(second.location!)).html).not.toContain('data-testid="secret-key"');
    expect(await secretKeysOf(merchantId, 'test')).toBe(2);
    expect(await auditOf(merchantId, 'secret_key.rolled')).toHaveLength(1);
    expect((await new ApiClient(`${stack.baseUrl}/api/v1`, key).get('/customers')).status).toBe(200);
    // Another session cannot take the showing either.
    const other = new DashboardClient(stack.baseUrl, { 'x-forwarded-for': testAddress() });
    await other.get('/dashboard/signin');
    await other.post('/dashboard/signin', { email, password: PASSWORD });
    expect((await other.get(first.location!)).html).not.toContain('data-testid="secret-key"');
  });

  test('a live secret key is never revealed, only shown once when rolled', async () => {
    const { client, email } = await signUpClient(stack.baseUrl, 'Live Stores');
    const { merchant_id: merchantId } = await userOf(email);
    await updateMerchant(stack.sql, merchantId, { verified: true, liveMode: true });
    const page = await client.get('/dashboard/live/developers');
    expect(page.status).toBe(200);
    expect(page.html).not.toContain('/developers/reveal');
    const refused = await client.post('/dashboard/live/developers/reveal', { revealPassword: PASSWORD });
    expect(refused.status).toBe(403);
    expect(refused.html).not.toContain('sk_live_');
    expect(await auditOf(merchantId, 'secret_key.revealed')).toHaveLength(0);
    expect(
      await stack.sql`select 1 from dashboard_shown_keys s join api_keys k on k.key_hash = s.key_hash where k.merchant_id = ${merchantId}`,
    ).toHaveLength(0);
  });

  test('a form over 64 KB is answered with a 413 page, signed in or not, and changes nothing', async () => {
    const { client, email } = await signUpClient(stack.baseUrl, 'Big Form Stores');
    const { merchant_id: merchantId } = await userOf(email);
    const before = (await stack.sql`select webhook_url from merchants where id = ${merchantId}`)[0].webhook_url;
    await client.get('/dashboard/test/developers');
    const big = 'x'.repeat(70 * 1024);
    const signedIn = await client.post('/dashboard/test/developers/webhook', { webhookUrl: `https://example.com/${big}` });
    expect(signedIn.status).toBe(413);
    expect(signedIn.headers.get('content-type')).toContain('text/html');
    expect(signedIn.html).toContain('larger than 64 KB');
    expect((await stack.sql`select webhook_url from merchants where id = ${merchantId}`)[0].webhook_url).toBe(before);
    const anonymous = new DashboardClient(stack.baseUrl, { 'x-forwarded-for': testAddress() });
    await anonymous.get('/dashboard/signup');
    const email2 = newEmail('big');
    const signUp = await anonymous.post('/dashboard/signup', { businessName: big, email: email2, password: PASSWORD });
    expect(signUp.status).toBe(413);
    expect(signUp.html).toContain('larger than 64 KB');
    expect(await merchantOf(email2)).toBeUndefined();
  });
});

describe("the terminal's one-time sign-in link", () => {
  const sessionsOf = async (merchantId: string) =>
    (
      await stack.sql`select count(*)::int as n from dashboard_sessions s join dashboard_users u on u.id = s.user_id where u.merchant_id = ${merchantId}`
    )[0].n as number;
  const linkPath = (token: string) => `${SIGN_IN_LINK_PATH}/${token}`;
  /** Opens the link and continues on its page, as the person at the terminal does. */
  const followLink = async (client: DashboardClient, token: string) => {
    const opened = await client.get(linkPath(token));
    if (opened.status !== 200) return opened;
    return client.post(linkPath(token), {});
  };

  test('signs in once as the owner of a merchant made at the terminal, lands on its overview, and is refused after use with nothing changed', async () => {
    const merchant = await createMerchant(stack.sql, stack.masterKey, { name: 'Terminal Foods' });
    const link = await createSignInLink(stack.sql, merchant.merchantId);
    expect(link.token).toMatch(/^[\w-]{43}$/);
    // Only the token's hash is kept.
    const stored =
      await stack.sql`select encode(token_hash, 'hex') as h from dashboard_sign_in_links where token_hash = sha256(${link.token}::bytea)`;
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(await stack.sql`select * from dashboard_sign_in_links`)).not.toContain(link.token);

    const client = new DashboardClient(stack.baseUrl, { 'x-forwarded-for': testAddress() });
    // Opening the link spends nothing (a previewer or a prefetch cannot use it up): a page asks to continue.
    const opened = await client.get(linkPath(link.token));
    expect(opened.status).toBe(200);
    expect(opened.html).toContain('Continue to the dashboard');
    expect(client.cookies.has('dashboard_session')).toBe(false);
    expect(
      (await stack.sql`select used_at from dashboard_sign_in_links where token_hash = sha256(${link.token}::bytea)`)[0].used_at,
    ).toBeNull();
    // Another site's form cannot spend it.
    const foreign = new DashboardClient(stack.baseUrl, { origin: 'https://evil.example', 'x-forwarded-for': testAddress() });
    expect((await foreign.post(linkPath(link.token), {}, null)).status).toBe(403);
    const first = await client.post(linkPath(link.token), {});
    expect(first.status).toBe(303);
    expect(first.location).toBe('/dashboard/test');
    const overview = await client.get('/dashboard/test');
    expect(overview.status).toBe(200);
    expect(overview.html).toContain('Terminal Foods');
    expect(overview.html).toContain('<h1>Overview</h1>');
    const [owner] = await stack.sql`select role, password_hash from dashboard_users where merchant_id = ${merchant.merchantId}`;
    expect(owner).toEqual({ role: 'owner', password_hash: 'none' });
    const [audited] =
      await stack.sql`select action, detail from dashboard_audit where merchant_id = ${merchant.merchantId} and action = 'signin'`;
    expect(audited.detail).toEqual({ via: 'terminal_link' });

    // Used: refused, no session, the link row as it was.
    const sessions = await sessionsOf(merchant.merchantId);
    const [before] =
      await stack.sql`select used_at from dashboard_sign_in_links where user_id = (select id from dashboard_users where merchant_id = ${merchant.merchantId})`;
    const stranger = new DashboardClient(stack.baseUrl, { 'x-forwarded-for': testAddress() });
    const again = await followLink(stranger, link.token);
    expect(again.status).toBe(404);
    expect(again.html).toContain('was used already, has expired or is wrong');
    expect(stranger.cookies.has('dashboard_session')).toBe(false);
    expect(await sessionsOf(merchant.merchantId)).toBe(sessions);
    const [after] =
      await stack.sql`select used_at from dashboard_sign_in_links where user_id = (select id from dashboard_users where merchant_id = ${merchant.merchantId})`;
    expect(after.used_at).toEqual(before.used_at);
    expect((await stranger.get('/dashboard/test')).location).toBe('/dashboard/signin');
  });

  test('an expired or made-up link signs no one in; a second link for the same merchant signs in the same owner', async () => {
    const merchant = await createMerchant(stack.sql, stack.masterKey, { name: 'Expired Links Ltd' });
    const expired = await createSignInLink(stack.sql, merchant.merchantId, -1);
    const client = new DashboardClient(stack.baseUrl, { 'x-forwarded-for': testAddress() });
    expect((await client.get(linkPath(expired.token))).status).toBe(404);
    expect((await client.get(linkPath('x'.repeat(43)))).status).toBe(404);
    expect((await client.get(linkPath('short'))).status).toBe(404);
    // Its form sent anyway (a page kept open past the expiry): refused too.
    await client.get('/dashboard/signin');
    expect((await client.post(linkPath(expired.token), {})).status).toBe(404);
    expect(await sessionsOf(merchant.merchantId)).toBe(0);
    const [{ used_at: usedAt }] =
      await stack.sql`select used_at from dashboard_sign_in_links where expires_at < now() and user_id = (select id from dashboard_users where merchant_id = ${merchant.merchantId})`;
    expect(usedAt).toBeNull();

    const fresh = await createSignInLink(stack.sql, merchant.merchantId);
    expect((await followLink(client, fresh.token)).status).toBe(303);
    const [{ n }] = await stack.sql`select count(*)::int as n from dashboard_users where merchant_id = ${merchant.merchantId}`;
    expect(n).toBe(1);
  });

  test('an owner without a password is asked to choose one before any password-confirmed action, then signs in with it', async () => {
    const merchant = await createMerchant(stack.sql, stack.masterKey, { name: 'No Password Yet Ltd' });
    const client = new DashboardClient(stack.baseUrl, { 'x-forwarded-for': testAddress() });
    await followLink(client, (await createSignInLink(stack.sql, merchant.merchantId)).token);
    await client.get('/dashboard/test/developers');
    const reveal = await client.post('/dashboard/test/developers/reveal', { revealPassword: 'anything at all' });
    expect(reveal.status).toBe(403);
    expect(reveal.html).toContain('Choose a password on Account');
    expect(reveal.html).not.toContain('sk_test_');
    // Nothing counted against a lock: there was no password to guess.
    const [{ email }] = await stack.sql`select email from dashboard_users where merchant_id = ${merchant.merchantId}`;
    expect(await stack.sql`select 1 from dashboard_throttle where bucket = ${`signin-account:${email}`}`).toHaveLength(0);
    // The sign-in form refuses every password for it.
    const other = new DashboardClient(stack.baseUrl, { 'x-forwarded-for': testAddress() });
    await other.get('/dashboard/signin');
    expect((await other.post('/dashboard/signin', { email, password: 'none' })).status).toBe(401);

    const account = await client.get('/dashboard/account');
    expect(account.html).toContain('Choose a password');
    expect(account.html).not.toContain('Current password');
    const set = await client.post('/dashboard/account/password', { newPassword: PASSWORD });
    expect(set.location).toBe('/dashboard/account?done=password-set');
    await other.get('/dashboard/signin');
    expect((await other.post('/dashboard/signin', { email, password: PASSWORD })).status).toBe(303);
    // From now on a password change asks for the current one.
    await client.get('/dashboard/account');
    expect((await client.post('/dashboard/account/password', { newPassword: 'another long password' })).status).toBe(400);
  });
});

test("a webhook URL on the developer's own machine is refused with the way that works: cli listen", async () => {
  // As in production: no private targets.
  const strict = await startAppInstance({
    config: { ...stack.config, webhookAllowPrivateTargets: false },
    sql: stack.sql,
    temporal: stack.temporal,
  });
  try {
    const { client } = await signUpClient(strict.baseUrl, 'Local Hooks Ltd');
    await client.get('/dashboard/test/developers');
    const local = await client.post('/dashboard/test/developers/webhook', { webhookUrl: 'http://localhost:4242/hooks' });
    expect(local.status).toBe(400);
    const error = /id="f-webhookUrl-error">([^<]+)</.exec(local.html)![1];
    expect(error).toContain('The webhook URL');
    expect(error).toContain('npm run --silent cli -- listen --forward-to http://localhost:4242/hooks');
    // A public address that is refused for another reason gets no such hint.
    const ftp = await client.post('/dashboard/test/developers/webhook', { webhookUrl: 'ftp://example.com/hook' });
    expect(/id="f-webhookUrl-error">([^<]+)</.exec(ftp.html)![1]).not.toContain('cli -- listen');
  } finally {
    await strict.close();
  }
});
