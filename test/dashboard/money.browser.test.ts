import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { newestSecretKey } from '../../src/merchants/api-keys';
import { createSignInLink, signInLinkUrl } from '../../src/dashboard/sign-in-links';
import { createMerchant, updateMerchant } from '../../src/merchants/merchants';
import { checkPage, launchBrowser, newPage } from '../support/browser';
import { newEmail, PASSWORD, testAddress, TESTS_AS_PROXY } from '../support/dashboard-client';
import { createEscrow, customerWithBalance, escrowBody, waitForEscrowEvents } from '../support/escrows';
import { createCustomer } from '../support/fixtures';
import { ApiClient } from '../support/http';
import { stackForFile } from '../support/stack';
import { FAILING_ACCOUNT, waitForWithdrawalStatus, withdrawalBody } from '../support/withdrawals';

// The merchant's money in Chromium, by role and label: an escrow released in part from its
// page (confirmation first) with the webhook it sends, the lists, and a statement export; the
// first day of a merchant made at the terminal (its one-time link, the overview, the search,
// people by name). Every page checked is measured at desktop and phone widths (checkPage).

const stack = stackForFile({ config: TESTS_AS_PROXY }, 'after-all');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signUp(page: Page): Promise<string> {
  const email = newEmail('money');
  await page.goto(`${stack.baseUrl}/dashboard/signup`);
  await page.getByLabel('Business name').fill('Bola Foods');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('heading', { name: 'Overview' }).waitFor();
  return email;
}

async function heldEscrow(api: ApiClient, merchantFee = 0): Promise<{ escrowId: string; reference: string }> {
  const payer = await customerWithBalance(api, 30_000);
  const payee = await createCustomer(api);
  const escrow = await createEscrow(api, escrowBody(payer.customerId, payee.customerId, { debitPayer: true, amount: 10_000, merchantFee }));
  for (let i = 0; i < 200; i++) {
    if ((await api.get(`/escrows/${escrow.escrowId}`)).body.data.status === 'held') return escrow;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`escrow ${escrow.escrowId} was not funded`);
}

test('release part of an escrow from its page, see the webhook, read the lists and export the statement', async () => {
  const { context, page } = await newPage(browser, { headers: { 'x-forwarded-for': testAddress() } });
  try {
    const email = await signUp(page);
    const [{ merchant_id: merchantId }] = await stack.sql`select merchant_id from dashboard_users where email = ${email}`;
    await updateMerchant(stack.sql, merchantId, { webhookUrl: stack.receiver.url });
    const api = new ApiClient(`${stack.baseUrl}/api/v1`, await newestSecretKey(stack.sql, stack.masterKey, merchantId, 'test'));
    const escrow = await heldEscrow(api, 500);

    await page.reload();
    expect(await page.locator('.balance').textContent()).toContain('₦500.00'); // the merchantFee earned

    await page.getByRole('link', { name: 'Escrows' }).click();
    await page.getByRole('link', { name: escrow.reference }).click();
    await page.getByRole('heading', { name: `Escrow ${escrow.reference}` }).waitFor();
    expect(await page.getByTestId('escrow-status').textContent()).toBe('held');
    await checkPage(page, 'escrow');

    // A bad amount is refused next to its field, before any confirmation.
    await page.getByLabel('Amount to release (naira)').fill('12.5');
    await page.getByRole('button', { name: 'Release…' }).click();
    expect(await page.locator('#f-amount-error').first().textContent()).toContain('whole number of naira');
    await page.getByLabel('Amount to release (naira)').fill('4000');
    await page.getByRole('button', { name: 'Release…' }).click();
    await page.getByRole('heading', { name: 'Confirm release' }).waitFor();
    await checkPage(page, 'confirm-release');
    await page.getByRole('button', { name: 'Confirm release' }).click();
    await page.getByText('Release: done.').waitFor();
    expect(await page.getByTestId('escrow-status').textContent()).toBe('partially_released');
    const events = await waitForEscrowEvents(stack.receiver, escrow.escrowId, 3);
    expect(events.map((e) => e.body.type)).toEqual(['escrow.created', 'escrow.funded', 'escrow.partially_released']);
    expect(events[2].body.data.releasedAmount).toBe(4000);
    await page.getByRole('link', { name: 'escrow.partially_released' }).waitFor();

    for (const [link, heading] of [
      ['Customers', 'Customers'],
      ['Checkout sessions', 'Checkout sessions'],
      ['Withdrawals', 'Withdrawals'],
      ['Statement', 'Statement'],
    ]) {
      await page.getByRole('link', { name: link, exact: true }).click();
      await page.getByRole('heading', { name: heading }).waitFor();
      await checkPage(page, heading.toLowerCase().replace(/ /g, '-'));
    }
    // A bad filter is named next to its field; then the CSV of the escrow's rows.
    await page.getByLabel('From (ISO 8601)').fill('yesterday');
    await page.getByRole('button', { name: 'Filter' }).click();
    expect(await page.locator('#f-startDate-error').count()).toBe(1);
    await page.getByLabel('From (ISO 8601)').fill('');
    await page.getByLabel('Related id').fill(escrow.escrowId);
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByRole('cell', { name: 'escrow_released' }).first().waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV' }).click()]);
    const csv = fs.readFileSync(await download.path(), 'utf8');
    expect(csv.split('\n')[0]).toContain('transactionId');
    expect(csv).toContain(escrow.escrowId);
    expect(csv).toContain('escrow_released');
    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download PDF' }).click()]);
    expect(
      fs
        .readFileSync(await pdf.path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  } finally {
    await context.close();
  }
}, 240_000);

test("an escrow with deadlines shows the time left in words on the list and its page, on the hold's clock", async () => {
  const { context, page } = await newPage(browser, { headers: { 'x-forwarded-for': testAddress() } });
  try {
    const email = await signUp(page);
    const [{ merchant_id: merchantId }] = await stack.sql`select merchant_id from dashboard_users where email = ${email}`;
    const api = new ApiClient(`${stack.baseUrl}/api/v1`, await newestSecretKey(stack.sql, stack.masterKey, merchantId, 'test'));
    const payer = await customerWithBalance(api, 30_000);
    const payee = await createCustomer(api);
    const DAY = 86_400;
    // Funded at once: releaseAt is the hold's clock at funding plus the period.
    const funded = await createEscrow(
      api,
      escrowBody(payer.customerId, payee.customerId, { debitPayer: true, inspectionPeriod: 2 * DAY + 3 * 3600 + 1800 }),
    );
    const unfunded = await createEscrow(
      api,
      escrowBody(payer.customerId, payee.customerId, { fundingDeadline: new Date(Date.now() + (5 * 3600 + 1830) * 1000).toISOString() }),
    );

    await page.goto(`${stack.baseUrl}/dashboard/test/escrows`);
    await page.getByRole('heading', { name: 'Escrows' }).waitFor();
    await page.getByRole('columnheader', { name: 'Deadline' }).waitFor();
    await page
      .getByRole('row', { name: new RegExp(funded.reference) })
      .getByText('releases automatically in 2 days 3 hours')
      .waitFor();
    await page
      .getByRole('row', { name: new RegExp(unfunded.reference) })
      .getByText('cancelled automatically in 5 hours 30 minutes unless funded')
      .waitFor();
    await checkPage(page, 'escrows-deadlines');

    await page.getByRole('link', { name: funded.reference }).click();
    await page.getByRole('heading', { name: `Escrow ${funded.reference}` }).waitFor();
    expect(await page.getByRole('definition').filter({ hasText: 'from funding' }).textContent()).toBe('2 days 3 hours from funding');
    expect(await page.getByTestId('time-left').textContent()).toBe('Releases automatically in 2 days 3 hours');
    expect(await page.getByText('Automatic release at').count()).toBe(1);
    await checkPage(page, 'escrow-deadlines');

    // The sandbox clock a day ahead: the same deadline is a day nearer on the hold's clock.
    const advanced = await api.post(`/escrows/${funded.escrowId}/test_clock/advance`, { seconds: DAY });
    expect(advanced.status).toBe(200);
    await page.reload();
    expect(await page.getByTestId('time-left').textContent()).toBe('Releases automatically in 1 day 3 hours');
    await page.getByText('1 day ahead of real time (deadlines are on this clock)').waitFor();

    await page.goto(`${stack.baseUrl}/dashboard/test/escrows/${unfunded.escrowId}`);
    expect(await page.getByTestId('time-left').textContent()).toBe('Cancelled automatically in 5 hours 30 minutes unless funded');
    expect(await page.getByText('Funding deadline').count()).toBe(1);
    expect(await page.getByText('Sandbox clock').count()).toBe(0);
  } finally {
    await context.close();
  }
}, 240_000);

test('the owner invites a viewer by link; the viewer reads the money pages but gets no keys and no actions', async () => {
  const owner = await newPage(browser, { headers: { 'x-forwarded-for': testAddress() } });
  const viewer = await newPage(browser, { headers: { 'x-forwarded-for': testAddress() } });
  try {
    const email = await signUp(owner.page);
    const [{ merchant_id: merchantId }] = await stack.sql`select merchant_id from dashboard_users where email = ${email}`;
    const api = new ApiClient(`${stack.baseUrl}/api/v1`, await newestSecretKey(stack.sql, stack.masterKey, merchantId, 'test'));
    const escrow = await heldEscrow(api);

    await owner.page.getByRole('link', { name: 'Team' }).click();
    await checkPage(owner.page, 'team');
    const viewerEmail = newEmail('viewer');
    await owner.page.getByLabel('Teammate email').fill(viewerEmail);
    await owner.page.getByLabel('Role').selectOption('viewer');
    await owner.page.getByLabel('Your password').fill(PASSWORD);
    await owner.page.getByRole('button', { name: 'Create invitation link' }).click();
    const link = (await owner.page.getByTestId('invitation-link').textContent())!;
    const invitePath = new URL(link).pathname;

    await viewer.page.goto(`${stack.baseUrl}${invitePath}`);
    await checkPage(viewer.page, 'invitation');
    await viewer.page.getByLabel('Choose a password').fill('viewer password long enough');
    await viewer.page.getByRole('button', { name: 'Join the team' }).click();
    await viewer.page.getByRole('heading', { name: 'Overview' }).waitFor();
    expect(await viewer.page.getByRole('link', { name: 'Developers' }).count()).toBe(0);
    expect(await viewer.page.getByRole('link', { name: 'Team' }).count()).toBe(0);

    await viewer.page.getByRole('link', { name: 'Escrows' }).click();
    await viewer.page.getByRole('link', { name: escrow.reference }).click();
    await viewer.page.getByTestId('escrow-status').waitFor();
    expect(await viewer.page.getByRole('button', { name: 'Release…' }).count()).toBe(0);
    // The server refuses what the page hides.
    const developers = await viewer.page.goto(`${stack.baseUrl}/dashboard/test/developers`);
    expect(developers!.status()).toBe(403);
    await viewer.page.getByText('Your role (viewer) cannot do this').waitFor();

    // The owner's audit log shows both.
    await owner.page.getByRole('link', { name: 'Audit log' }).click();
    await owner.page.getByRole('cell', { name: 'team.joined' }).waitFor();
    await checkPage(owner.page, 'audit-log');
  } finally {
    await owner.context.close();
    await viewer.context.close();
  }
}, 240_000);

test('the owner revokes an unused invitation and removes a teammate, each behind the password; the teammate is signed out at once', async () => {
  const owner = await newPage(browser, { headers: { 'x-forwarded-for': testAddress() } });
  const teammate = await newPage(browser, { headers: { 'x-forwarded-for': testAddress() } });
  try {
    await signUp(owner.page);
    const invite = async (email: string) => {
      const form = owner.page.getByRole('form', { name: 'Invite a teammate' });
      await form.getByLabel('Teammate email').fill(email);
      await form.getByLabel('Role').selectOption('viewer');
      await form.getByLabel('Your password').fill(PASSWORD);
      await form.getByRole('button', { name: 'Create invitation link' }).click();
      return new URL((await owner.page.getByTestId('invitation-link').textContent())!).pathname;
    };
    await owner.page.getByRole('link', { name: 'Team' }).click();
    const teammateEmail = newEmail('teammate');
    const joinPath = await invite(teammateEmail);
    await teammate.page.goto(`${stack.baseUrl}${joinPath}`);
    await teammate.page.getByLabel('Choose a password').fill('viewer password long enough');
    await teammate.page.getByRole('button', { name: 'Join the team' }).click();
    await teammate.page.getByRole('heading', { name: 'Overview' }).waitFor();
    const unusedEmail = newEmail('unused');
    const unusedPath = await invite(unusedEmail);

    await owner.page.goto(`${stack.baseUrl}/dashboard/team`);
    await checkPage(owner.page, 'team-changes');
    const revoke = owner.page.getByRole('form', { name: 'Revoke an invitation' });
    await revoke.getByLabel('Invitation').selectOption({ label: `${unusedEmail} (viewer)` });
    await revoke.getByLabel('Your password').fill(PASSWORD);
    await revoke.getByRole('button', { name: 'Revoke invitation' }).click();
    await owner.page.getByText('Invitation revoked; its link no longer works.').waitFor();
    expect(await owner.page.getByRole('form', { name: 'Revoke an invitation' }).count()).toBe(0);
    const stale = await teammate.page.context().request.get(`${stack.baseUrl}${unusedPath}`);
    expect(stale.status()).toBe(404);

    const remove = owner.page.getByRole('form', { name: 'Remove a teammate' });
    await remove.getByLabel('Teammate').selectOption({ label: `${teammateEmail} (viewer)` });
    await remove.getByLabel('Your password').fill('not my password at all');
    await remove.getByRole('button', { name: 'Remove teammate' }).click();
    await owner.page.getByText('This is not your password').waitFor();
    await owner.page.getByRole('cell', { name: teammateEmail }).waitFor();
    const again = owner.page.getByRole('form', { name: 'Remove a teammate' });
    await again.getByLabel('Teammate').selectOption({ label: `${teammateEmail} (viewer)` });
    await again.getByLabel('Your password').fill(PASSWORD);
    await again.getByRole('button', { name: 'Remove teammate' }).click();
    await owner.page.getByText('Teammate removed; their sessions were ended.').waitFor();
    expect(await owner.page.getByRole('cell', { name: teammateEmail }).count()).toBe(0);

    // The teammate's next page is the sign-in form.
    await teammate.page.getByRole('link', { name: 'Escrows' }).click();
    await teammate.page.getByRole('heading', { name: 'Sign in' }).waitFor();

    await owner.page.getByRole('link', { name: 'Audit log' }).click();
    await owner.page.getByRole('cell', { name: 'team.invitation_revoked' }).waitFor();
    await owner.page.getByRole('cell', { name: 'team.removed' }).waitFor();
  } finally {
    await owner.context.close();
    await teammate.context.close();
  }
}, 240_000);

test('the first day: a merchant made at the terminal opens by its one-time link on an overview of its money, finds people by name, and reads them by name', async () => {
  // As npm start makes its sandbox merchant: keys, no dashboard user.
  const merchant = await createMerchant(stack.sql, stack.masterKey, { name: 'Sandbox Merchant' });
  const api = new ApiClient(`${stack.baseUrl}/api/v1`, merchant.testSecretKey);
  const ada = await customerWithBalance(api, 60_000);
  expect((await api.patch(`/customers/${ada.customerId}`, { firstName: 'Ada', lastName: 'Okafor' })).status).toBe(200);
  const bola = await createCustomer(api, { firstName: 'Bola', lastName: 'Adeyemi' });
  const fund = async (overrides: Record<string, unknown>) => {
    const escrow = await createEscrow(api, escrowBody(ada.customerId, bola.customerId, { debitPayer: true, ...overrides }));
    for (let i = 0; (await api.get(`/escrows/${escrow.escrowId}`)).body.data.status !== 'held'; i++) {
      if (i === 200) throw new Error(`escrow ${escrow.escrowId} was not funded`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return escrow as { escrowId: string; reference: string };
  };
  const held = await fund({ amount: 20_000, merchantFee: 250 });
  const disputed = await fund({ amount: 8_000 });
  expect(
    (
      await api.post(`/escrows/${disputed.escrowId}/disputes`, {
        openedBy: 'payer',
        reasonCode: 'item_not_received',
        description: 'Nothing came',
      })
    ).status,
  ).toBe(201);
  await fund({ amount: 5_000, inspectionPeriod: 6 * 3600 });
  const payout = (await api.post('/withdrawals', withdrawalBody(ada.customerId, { accountNumber: FAILING_ACCOUNT, amount: 2_000 }))).body
    .data;
  expect((await waitForWithdrawalStatus(api, payout.withdrawalId)).status).toBe('failed');

  const link = signInLinkUrl(stack.baseUrl, (await createSignInLink(stack.sql, merchant.merchantId)).token);
  const { context, page } = await newPage(browser, { headers: { 'x-forwarded-for': testAddress() } });
  try {
    await page.goto(link);
    await page.getByRole('button', { name: 'Continue to the dashboard' }).click();
    await page.getByRole('heading', { name: 'Overview' }).waitFor();
    expect(await page.getByTestId('balance-held').textContent()).toBe('₦33,000.00');
    expect(await page.getByTestId('balance-settlement').textContent()).toBe('₦250.00');
    await page.getByRole('img', { name: 'Holds funded per day, last 30 days' }).waitFor();
    expect(await page.getByTestId('volume-summary').textContent()).toContain('₦33,000.00 in 3 holds over 30 days');
    expect([
      await page.getByTestId('disputes-count').textContent(),
      await page.getByTestId('due-count').textContent(),
      await page.getByTestId('failed-count').textContent(),
    ]).toEqual(['1', '1', '1']);
    await page.getByRole('link', { name: disputed.reference }).waitFor();
    await checkPage(page, 'overview');

    // The search box of every page: a name's start, then the customer's page.
    await page.getByRole('searchbox', { name: 'Search by id, reference, e-mail or name' }).fill('okafor');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Search' }).waitFor();
    await checkPage(page, 'search');
    await page.getByRole('link', { name: 'Ada Okafor' }).click();
    await page.getByRole('heading', { name: 'Ada Okafor' }).waitFor();
    await checkPage(page, 'customer');

    // People by name, linked to their page, where ids were.
    await page.getByRole('link', { name: 'Statement', exact: true }).click();
    await page.getByRole('link', { name: 'Ada Okafor' }).first().waitFor();
    expect(await page.getByText(ada.customerId).count()).toBe(0);
    await checkPage(page, 'statement-names');
    await page.goto(`${stack.baseUrl}/dashboard/test/escrows/${held.escrowId}`);
    expect(await page.getByTestId('party-payer').getByRole('link').textContent()).toBe('Ada Okafor');
    expect(await page.getByTestId('party-payee').getByRole('link').textContent()).toBe('Bola Adeyemi');
    await checkPage(page, 'escrow-names');

    // On a phone the menu folds into one line; the search is inside it.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByText('Menu', { exact: true }).click();
    await page.getByRole('searchbox', { name: 'Search by id, reference, e-mail or name' }).fill(bola.email);
    await page.keyboard.press('Enter');
    await page.getByRole('link', { name: 'Bola Adeyemi' }).waitFor();

    // The link worked once.
    const again = await context.newPage();
    const response = await again.goto(link);
    expect(response!.status()).toBe(404);
  } finally {
    await context.close();
  }
}, 240_000);
