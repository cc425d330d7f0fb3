import { newestSecretKey } from '../../src/merchants/api-keys';
import { DashboardClient, signUpClient, testAddress, TESTS_AS_PROXY } from '../support/dashboard-client';
import { createEscrow, customerWithBalance, escrowBody } from '../support/escrows';
import { createCustomer } from '../support/fixtures';
import { ApiClient } from '../support/http';
import { stackForFile } from '../support/stack';

// Money actions from the dashboard go through the REST route under the form's one-use key:
// a resubmitted confirmation moves money once, and another merchant's escrow is out of reach.

const stack = stackForFile({ config: TESTS_AS_PROXY }, 'after-all');

async function merchantOf(email: string): Promise<{ merchantId: string; api: ApiClient }> {
  const [{ merchant_id: merchantId }] = await stack.sql`select merchant_id from dashboard_users where email = ${email}`;
  return { merchantId, api: new ApiClient(`${stack.baseUrl}/api/v1`, await newestSecretKey(stack.sql, stack.masterKey, merchantId, 'test')) };
}

async function heldEscrow(api: ApiClient): Promise<string> {
  const payer = await customerWithBalance(api, 30_000);
  const payee = await createCustomer(api);
  const { escrowId } = await createEscrow(api, escrowBody(payer.customerId, payee.customerId, { debitPayer: true, amount: 10_000 }));
  for (let i = 0; i < 200; i++) {
    if ((await api.get(`/escrows/${escrowId}`)).body.data.status === 'held') return escrowId;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`escrow ${escrowId} was not funded`);
}

test('the same confirmation submitted twice releases once, and the audit log says so once', async () => {
  const { client, email } = await signUpClient(stack.baseUrl);
  const { api, merchantId } = await merchantOf(email);
  const releasesAudited = async () =>
    (await stack.sql`select count(*)::int as n from dashboard_audit where merchant_id = ${merchantId} and action = 'escrow.release'`)[0].n;
  const escrowId = await heldEscrow(api);
  await client.get(`/dashboard/test/escrows/${escrowId}`);
  const confirm = await client.post(`/dashboard/test/escrows/${escrowId}/confirm`, { action: 'release', amount: '1000' });
  expect(confirm.status).toBe(200);
  const formToken = client.hiddenValue('formToken');
  const csrf = client.csrf();
  const first = await client.post(`/dashboard/test/escrows/${escrowId}/act`, { action: 'release', amount: '1000', formToken }, csrf);
  const second = await client.post(`/dashboard/test/escrows/${escrowId}/act`, { action: 'release', amount: '1000', formToken }, csrf);
  expect([first.status, second.status]).toEqual([303, 303]);
  const escrow = (await api.get(`/escrows/${escrowId}`)).body.data;
  expect(escrow.releasedAmount).toBe(1000);
  expect(escrow.status).toBe('partially_released');
  // The replayed confirmation moved nothing, so it is no second release in the audit log.
  expect(await releasesAudited()).toBe(1);
  // A new confirmation is a new release.
  await client.get(`/dashboard/test/escrows/${escrowId}`);
  await client.post(`/dashboard/test/escrows/${escrowId}/confirm`, { action: 'release', amount: '1000' });
  await client.post(`/dashboard/test/escrows/${escrowId}/act`, { action: 'release', amount: '1000', formToken: client.hiddenValue('formToken') });
  expect((await api.get(`/escrows/${escrowId}`)).body.data.releasedAmount).toBe(2000);
  expect(await releasesAudited()).toBe(2);
});

test("another merchant's escrow is not found from the dashboard, and nothing moves", async () => {
  const owner = await signUpClient(stack.baseUrl);
  const { api } = await merchantOf(owner.email);
  const escrowId = await heldEscrow(api);
  const { client: intruder } = await signUpClient(stack.baseUrl, 'Intruder Ltd');
  expect((await intruder.get(`/dashboard/test/escrows/${escrowId}`)).status).toBe(404);
  await intruder.get('/dashboard/test');
  const csrf = intruder.csrf();
  const confirm = await intruder.post(`/dashboard/test/escrows/${escrowId}/confirm`, { action: 'release' }, csrf);
  expect(confirm.status).toBe(404);
  const act = await intruder.post(`/dashboard/test/escrows/${escrowId}/act`, { action: 'release', formToken: 'a'.repeat(24) }, csrf);
  expect(act.status).toBe(404);
  const escrow = (await api.get(`/escrows/${escrowId}`)).body.data;
  expect({ status: escrow.status, releasedAmount: escrow.releasedAmount }).toEqual({ status: 'held', releasedAmount: 0 });
  // Nor its events.
  const [event] = await stack.sql`select id from events where data->>'escrowId' = ${escrowId} limit 1`;
  expect((await intruder.get(`/dashboard/test/events/${event.id}`)).status).toBe(404);
});

test('the live pages stay closed until the account is verified and in live mode', async () => {
  const { client } = await signUpClient(stack.baseUrl);
  const res = await client.get('/dashboard/live/escrows');
  expect(res.status).toBe(303);
  expect(res.location).toBe('/dashboard/activation');
  expect((await new DashboardClient(stack.baseUrl).get('/dashboard/test/escrows')).location).toBe('/dashboard/signin');
});

test('a viewer calling an admin action is refused by the server, and nothing changes', async () => {
  const { client: owner, email } = await signUpClient(stack.baseUrl);
  const { api, merchantId } = await merchantOf(email);
  const escrowId = await heldEscrow(api);
  await owner.get('/dashboard/team');
  const invited = await owner.post('/dashboard/team/invite', { email: 'viewer.' + Date.now() + '@example.com', role: 'viewer', password: 'correct horse battery staple' });
  expect(invited.status).toBe(200);
  const link = /data-testid="invitation-link">([^<]+)</.exec(invited.html)![1];
  const viewer = new DashboardClient(stack.baseUrl, { 'x-forwarded-for': testAddress() });
  await viewer.get(new URL(link).pathname);
  expect((await viewer.post(new URL(link).pathname, { password: 'viewer password long enough' })).status).toBe(303);
  // The link works once.
  expect((await new DashboardClient(stack.baseUrl).get(new URL(link).pathname)).status).toBe(404);

  await viewer.get(`/dashboard/test/escrows/${escrowId}`);
  const csrf = viewer.csrf();
  const webhookBefore = (await stack.sql`select webhook_url from merchants where id = ${merchantId}`)[0].webhook_url;
  const refused = [
    await viewer.post(`/dashboard/test/escrows/${escrowId}/act`, { action: 'release', formToken: 'b'.repeat(24) }, csrf),
    await viewer.post(`/dashboard/test/escrows/${escrowId}/confirm`, { action: 'release' }, csrf),
    await viewer.post('/dashboard/test/developers/reveal', { revealPassword: 'viewer password long enough' }, csrf),
    await viewer.post('/dashboard/test/developers/webhook', { webhookUrl: 'https://example.com/hook' }, csrf),
    await viewer.post('/dashboard/team/invite', { email: 'x@example.com', role: 'admin', password: 'viewer password long enough' }, csrf),
  ];
  expect(refused.map((r) => r.status)).toEqual([403, 403, 403, 403, 403]);
  expect(refused.some((r) => r.html.includes('sk_test_'))).toBe(false);
  const escrow = (await api.get(`/escrows/${escrowId}`)).body.data;
  expect({ status: escrow.status, releasedAmount: escrow.releasedAmount }).toEqual({ status: 'held', releasedAmount: 0 });
  expect((await stack.sql`select webhook_url from merchants where id = ${merchantId}`)[0].webhook_url).toBe(webhookBefore);
  expect((await stack.sql`select count(*)::int as n from dashboard_invitations where merchant_id = ${merchantId}`)[0].n).toBe(1);
});
