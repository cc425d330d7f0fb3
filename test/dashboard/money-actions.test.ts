import { newestSecretKey } from '../../src/merchants/api-keys';
import { DashboardClient, signUpClient, testAddress, TESTS_AS_PROXY } from '../support/dashboard-client';
import { createEscrow, customerWithBalance, escrowBody } from '../support/escrows';
import { createCustomer } from '../support/fixtures';
import { ApiClient } from '../support/http';
import { FAILING_ACCOUNT, waitForWithdrawalStatus, withdrawalBody } from '../support/withdrawals';
import { naira } from '../../api/dashboard/money-format';
import { stackForFile } from '../support/stack';

// Money actions from the dashboard go through the REST route under the form's one-use key:
// a resubmitted confirmation moves money once, and another merchant's escrow is out of reach.
// The overview's figures and the search, read over HTTP against what the API answers.

const stack = stackForFile({ config: TESTS_AS_PROXY }, 'after-all');

async function merchantOf(email: string): Promise<{ merchantId: string; api: ApiClient }> {
  const [{ merchant_id: merchantId }] = await stack.sql`select merchant_id from dashboard_users where email = ${email}`;
  return {
    merchantId,
    api: new ApiClient(`${stack.baseUrl}/api/v1`, await newestSecretKey(stack.sql, stack.masterKey, merchantId, 'test')),
  };
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
  await client.post(`/dashboard/test/escrows/${escrowId}/act`, {
    action: 'release',
    amount: '1000',
    formToken: client.hiddenValue('formToken'),
  });
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
  const invited = await owner.post('/dashboard/team/invite', {
    email: 'viewer.' + Date.now() + '@example.com',
    role: 'viewer',
    password: 'correct horse battery staple',
  });
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

/** A funded hold of `amount` naira between two new customers (the payer credited twice that). */
async function fundedHold(
  api: ApiClient,
  amount: number,
  overrides: Record<string, unknown> = {},
): Promise<{ escrowId: string; reference: string }> {
  const payer = await customerWithBalance(api, 2 * amount + 1_000);
  const payee = await createCustomer(api);
  const escrow = await createEscrow(api, escrowBody(payer.customerId, payee.customerId, { debitPayer: true, amount, ...overrides }));
  for (let i = 0; i < 200; i++) {
    if ((await api.get(`/escrows/${escrow.escrowId}`)).body.data.status === 'held') return escrow;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`escrow ${escrow.escrowId} was not funded`);
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

test('the overview: balances as the customers hold them, escrow volume by day, and what needs the merchant now', async () => {
  const { client, email } = await signUpClient(stack.baseUrl, 'Overview Traders');
  const { api } = await merchantOf(email);
  const held = await fundedHold(api, 4_000, { merchantFee: 300 });
  const disputed = await fundedHold(api, 2_000);
  expect(
    (
      await api.post(`/escrows/${disputed.escrowId}/disputes`, {
        openedBy: 'payer',
        reasonCode: 'item_not_received',
        description: 'Nothing came',
      })
    ).status,
  ).toBe(201);
  const dueSoon = await fundedHold(api, 1_000, { inspectionPeriod: 3 * 3600 });
  const payout = await customerWithBalance(api, 5_000);
  const withdrawal = (await api.post('/withdrawals', withdrawalBody(payout.customerId, { accountNumber: FAILING_ACCOUNT, amount: 1_000 })))
    .body.data;
  expect((await waitForWithdrawalStatus(api, withdrawal.withdrawalId)).status).toBe('failed');

  const page = await client.get('/dashboard/test');
  expect(page.status).toBe(200);
  // Balances: the sum of what GET /customers answers for each wallet, and the merchantFee earned.
  const customers = (await api.get('/customers?limit=100')).body.data.customers as Array<{ balances: { available: number; held: number } }>;
  const sum = (key: 'available' | 'held') => customers.reduce((total, c) => total + c.balances[key], 0);
  const shown = (id: string) => new RegExp(`data-testid="${id}">([^<]+)<`).exec(page.html)![1];
  expect(shown('balance-available')).toBe(naira(sum('available')));
  expect(shown('balance-held')).toBe(naira(sum('held')));
  expect(sum('held')).toBe(4_000 + 2_000 + 1_000);
  expect(shown('balance-settlement')).toBe('₦300.00');
  // Volume: today's three fundings, in the chart's words and its table.
  expect(text(page.html)).toContain('₦7,000.00 in 3 holds over 30 days');
  expect(page.html).toContain('<svg viewBox="0 0 640 200" role="img"');
  expect(page.html).toContain(`<td role="cell" data-label="Day (UTC)">${new Date().toISOString().slice(0, 10)}</td>`);
  // Needs you now: each with its count and a link to its page.
  expect(shown('disputes-count')).toBe('1');
  expect(page.html).toContain(`href="/dashboard/test/escrows/${disputed.escrowId}">${disputed.reference}</a>`);
  expect(shown('due-count')).toBe('1');
  expect(text(page.html)).toContain(`${dueSoon.reference} : ₦1,000.00, releases automatically in 2 hours 59 minutes`);
  expect(shown('failed-count')).toBe('1');
  expect(page.html).toContain(`href="/dashboard/test/withdrawals/${withdrawal.withdrawalId}"`);
  expect(page.html).not.toContain(held.escrowId);
  // Another merchant's overview sees none of it.
  const { client: neighbour } = await signUpClient(stack.baseUrl, 'Neighbour Ltd');
  const empty = await neighbour.get('/dashboard/test');
  expect(/data-testid="balance-held">([^<]+)</.exec(empty.html)![1]).toBe('₦0.00');
  expect(/data-testid="disputes-count">([^<]+)</.exec(empty.html)![1]).toBe('0');
  expect(empty.html).toContain('No hold was funded in these 30 days.');
});

test("search finds an escrow, a customer, a checkout session and a withdrawal by id, reference, e-mail or name, on the merchant's own plane only", async () => {
  const { client, email } = await signUpClient(stack.baseUrl, 'Search Works Ltd');
  const { api } = await merchantOf(email);
  const ada = await customerWithBalance(api, 20_000);
  await api.patch(`/customers/${ada.customerId}`, { firstName: 'Adaeze', lastName: 'Okafor-Bello' });
  const bola = await createCustomer(api, { firstName: 'Bola', lastName: 'Okafor' });
  const escrow = await createEscrow(api, escrowBody(ada.customerId, bola.customerId));
  const session = (await api.post('/checkout/sessions', { customerId: bola.customerId, amount: 2_000 })).body.data;
  const withdrawal = (await api.post('/withdrawals', withdrawalBody(ada.customerId))).body.data;

  const search = (q: string) => client.get(`/dashboard/test/search?${new URLSearchParams({ q }).toString()}`);
  // A pasted id goes straight to its page.
  expect((await search(escrow.escrowId)).location).toBe(`/dashboard/test/escrows/${escrow.escrowId}`);
  expect((await search(bola.customerId)).location).toBe(`/dashboard/test/customers/${bola.customerId}`);
  expect((await search(` ${session.checkoutId} `)).location).toBe(`/dashboard/test/checkouts/${session.checkoutId}`);
  expect((await search(withdrawal.withdrawalId)).location).toBe(`/dashboard/test/withdrawals/${withdrawal.withdrawalId}`);
  // A wallet's id, a reference, an e-mail in any case, the start of a name: a page of results.
  const byWallet = await search(ada.walletId);
  expect(byWallet.html).toContain(`href="/dashboard/test/customers/${ada.customerId}">Adaeze Okafor-Bello</a>`);
  const byReference = await search(escrow.reference);
  expect(byReference.html).toContain(`href="/dashboard/test/escrows/${escrow.escrowId}">${escrow.reference}</a>`);
  expect((await search(withdrawal.reference)).html).toContain(`href="/dashboard/test/withdrawals/${withdrawal.withdrawalId}"`);
  expect((await search(bola.email.toUpperCase())).html).toContain(`>Bola Okafor</a>`);
  const byName = await search('okaf');
  expect(byName.html).toContain('>Adaeze Okafor-Bello</a>');
  expect(byName.html).toContain('>Bola Okafor</a>');
  expect(text(byName.html)).toContain('2 found for “okaf”');
  const byFullName = await search('ADAEZE oka');
  expect(byFullName.html).toContain('>Adaeze Okafor-Bello</a>');
  expect(byFullName.html).not.toContain('>Bola Okafor</a>');
  // LIKE's wildcards are matched as themselves.
  expect(text((await search('%')).html)).toContain('Nothing on the test plane matches “%”');
  expect(text((await search('o_af')).html)).toContain('Nothing on the test plane matches');

  // Another merchant, and the other plane, find nothing of it.
  const { client: other } = await signUpClient(stack.baseUrl, 'Other Ltd');
  for (const q of [escrow.escrowId, escrow.reference, bola.email, 'okafor']) {
    const res = await other.get(`/dashboard/test/search?${new URLSearchParams({ q }).toString()}`);
    expect({ q, status: res.status, nothing: text(res.html).includes('Nothing on the test plane matches') }).toEqual({
      q,
      status: 200,
      nothing: true,
    });
  }
});

test('a dispute split that does not add up to what remains is refused on the form, before any confirmation', async () => {
  const { client, email } = await signUpClient(stack.baseUrl);
  const { api } = await merchantOf(email);
  const { escrowId } = await fundedHold(api, 10_000);
  const opened = await api.post(`/escrows/${escrowId}/disputes`, { openedBy: 'payer', reasonCode: 'damaged', description: 'Cracked' });
  const disputeId = opened.body.data.disputeId;
  const page = await client.get(`/dashboard/test/escrows/${escrowId}`);
  expect(text(page.html)).toContain('For a split, the two amounts must add up to what remains of the hold: ₦10,000.00');
  const refused = await client.post(`/dashboard/test/escrows/${escrowId}/confirm`, {
    action: 'resolveDispute',
    disputeId,
    resolution: 'split',
    releaseAmount: '6000',
    refundAmount: '3000',
  });
  expect(refused.status).toBe(400);
  expect(refused.html).toContain('id="f-refundAmount-error"');
  expect(text(refused.html)).toContain('The two amounts add up to ₦9,000.00; they must add up to the ₦10,000.00 that remains');
  expect(refused.html).not.toContain('name="formToken"');
  const accepted = await client.post(`/dashboard/test/escrows/${escrowId}/confirm`, {
    action: 'resolveDispute',
    disputeId,
    resolution: 'split',
    releaseAmount: '6000',
    refundAmount: '4000',
  });
  expect(accepted.status).toBe(200);
  expect(accepted.html).toContain('name="formToken"');
});
