import type { Browser, Page } from 'playwright-core';
import { updateMerchant } from '../../src/merchants/merchants';
import { ApiClient } from '../support/http';
import { checkPage, launchBrowser, newPage } from '../support/browser';
import { newEmail, PASSWORD, testAddress, TESTS_AS_PROXY } from '../support/dashboard-client';
import { stackForFile } from '../support/stack';

// In Chromium, by role and label: sign up, reveal the test secret key and use it on the API,
// send a test event with no webhook URL (said plainly), set the URL, send one to an endpoint
// that does not answer yet and follow its delivery, roll the key.

const stack = stackForFile({ config: TESTS_AS_PROXY }, 'after-all');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signUp(page: Page, businessName: string): Promise<string> {
  const email = newEmail('dev');
  await page.goto(`${stack.baseUrl}/dashboard/signup`);
  await checkPage(page, 'sign-up');
  await page.getByLabel('Business name').fill(businessName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('heading', { name: 'Overview' }).waitFor();
  return email;
}

test('sign up, reveal the test secret key, call the API with it, set the webhook URL and send a test event', async () => {
  const { context, page } = await newPage(browser, { headers: { 'x-forwarded-for': testAddress() } });
  try {
    await signUp(page, 'Chidi Gadgets');
    expect(await page.getByRole('status').first().textContent()).toContain('Test mode');
    await checkPage(page, 'overview-new-account');

    await page.getByRole('link', { name: 'Developers' }).click();
    await page.getByRole('heading', { name: 'Developers' }).waitFor();
    expect(await page.getByTestId('publishable-key').textContent()).toMatch(/^pk_test_/);
    await checkPage(page, 'developers');
    // A wrong password reveals nothing.
    await page.getByLabel('Password', { exact: true }).first().fill('not my password at all');
    await page.getByRole('button', { name: 'Reveal' }).click();
    await page.getByText('This is not your password').waitFor();
    expect(await page.getByTestId('secret-key').count()).toBe(0);
    await page.getByLabel('Password', { exact: true }).first().fill(PASSWORD);
    await page.getByRole('button', { name: 'Reveal' }).click();
    const secret = (await page.getByTestId('secret-key').textContent())!;
    expect(secret).toMatch(/^sk_test_/);
    const api = new ApiClient(`${stack.baseUrl}/api/v1`, secret);
    const customers = await api.get('/customers');
    expect(customers.status).toBe(200);

    // No webhook URL yet: the test event is made and says plainly it went nowhere, with no Redeliver that could not work.
    await page.getByTestId('no-webhook-url').waitFor();
    await page.getByLabel('Event type').selectOption('escrow.created');
    await page.getByRole('button', { name: 'Send test event' }).click();
    await page.getByText('Test event recorded.').waitFor();
    expect(await page.getByTestId('delivery-story').textContent()).toContain('No webhook URL is set, so this event');
    expect(await page.getByRole('button', { name: 'Redeliver' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Set a webhook URL' }).waitFor();
    await checkPage(page, 'event-no-url');
    // Its delivery is over (no endpoint) before a URL is set, so nothing of it reaches the receiver below.
    for (let i = 0; (await page.getByTestId('delivery-status').textContent()) !== 'no_endpoint'; i++) {
      if (i === 100) throw new Error('the test event never settled as no_endpoint');
      await new Promise((resolve) => setTimeout(resolve, 100));
      await page.reload();
    }
    await page.getByRole('link', { name: 'Developers', exact: true }).click();

    // An unsafe URL is refused next to the field; the receiver's is saved.
    await page.getByLabel('Webhook URL').fill('ftp://example.com/hook');
    await page.getByRole('button', { name: 'Save' }).click();
    expect(await page.locator('#f-webhookUrl-error').textContent()).toContain('The webhook URL');
    await page.getByLabel('Webhook URL').fill(stack.receiver.url);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Webhook URL saved.').waitFor();

    // An endpoint that does not answer yet: the page answers at once with the delivery as it stands, and follows it.
    const release = stack.receiver.holdNext();
    await page.getByLabel('Event type').selectOption('escrow.created');
    await page.getByRole('button', { name: 'Send test event' }).click();
    await page.getByText('Test event recorded.').waitFor();
    expect(await page.getByTestId('delivery-status').textContent()).toBe('pending');
    expect(await page.getByTestId('delivery-story').textContent()).toMatch(
      /Sending… (attempt 1 of 4 started at \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC|the first attempt goes out within seconds)/,
    );
    await page.getByText('reloading every 3 seconds until the delivery is over').waitFor();
    release();
    // The page reloads itself until the delivery is over, then stops.
    await page
      .getByTestId('delivery-status')
      .filter({ hasText: /^delivered$/ })
      .waitFor({ timeout: 30_000 });
    expect(await page.getByText('reloading every 3 seconds').count()).toBe(0);
    expect(await page.getByRole('cell', { name: /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/ }).count()).toBe(1); // the attempt, to the second
    const eventId = page.url().split('/events/')[1].split('?')[0];
    const received = stack.receiver.received.filter((r) => r.body.id === eventId);
    expect(received).toHaveLength(1);
    expect(received[0].body.type).toBe('escrow.created');
    await checkPage(page, 'event');

    // Redeliver: one more attempt, shown on the page.
    await page.getByRole('button', { name: 'Redeliver' }).click();
    await page.getByText('Redelivered.').waitFor();
    expect(await page.getByRole('cell', { name: 'Redelivery' }).count()).toBe(1);
    await stack.receiver.waitFor((all) => all.filter((r) => r.body.id === eventId).length === 2);

    await page.getByRole('link', { name: 'Events', exact: true }).click();
    await page.getByRole('link', { name: eventId }).waitFor();
    await checkPage(page, 'events');

    // Roll with the old key stopped at once: it is refused, the new one works.
    await page.getByRole('link', { name: 'Developers' }).click();
    await page.getByLabel('Old key').selectOption('0');
    await page.getByLabel('Password', { exact: true }).nth(1).fill(PASSWORD);
    await page.getByRole('button', { name: 'Roll secret key' }).click();
    const rolled = (await page.getByTestId('secret-key').textContent())!;
    expect(rolled).not.toBe(secret);
    expect((await api.get('/customers')).status).toBe(401);
    expect((await new ApiClient(`${stack.baseUrl}/api/v1`, rolled).get('/customers')).status).toBe(200);
    // The answer was a redirect: a reload neither rolls again nor shows the key again.
    await page.reload();
    await page.getByRole('heading', { name: 'Developers' }).waitFor();
    expect(await page.getByTestId('secret-key').count()).toBe(0);
    expect((await new ApiClient(`${stack.baseUrl}/api/v1`, rolled).get('/customers')).status).toBe(200);
  } finally {
    await context.close();
  }
}, 240_000);

test('activation: business details with a checked settlement account, the operator verifies, then the switch to live mode', async () => {
  const { context, page } = await newPage(browser, { headers: { 'x-forwarded-for': testAddress() } });
  try {
    const email = await signUp(page, 'Emeka Motors');
    await page.getByRole('link', { name: 'Activation' }).click();
    await page.getByLabel('Registered business name').fill('Emeka Motors Ltd');
    await page.getByLabel('Registration number (RC or BN)').fill('RC123456');
    await page.getByLabel('Contact name').fill('Emeka Obi');
    await page.getByLabel('Contact email').fill('not-an-email');
    await page.getByLabel('Contact phone').fill('+2348012345678');
    await page.getByLabel('Settlement bank code').fill('058');
    await page.getByLabel('Settlement account number').fill('12345');
    await page.getByRole('button', { name: 'Submit for verification' }).click();
    await page.locator('#f-accountNumber-error').waitFor();
    expect(await page.locator('#f-contactEmail-error').textContent()).toContain('Enter an email address');
    await checkPage(page, 'activation');
    await page.getByLabel('Contact email').fill('emeka@example.com');
    await page.getByLabel('Settlement account number').fill('0123456789');
    await page.getByRole('button', { name: 'Submit for verification' }).click();
    await page.getByText('Submitted. The operator will verify').waitFor();
    expect(await page.getByTestId('submitted').textContent()).toContain('…6789');
    expect(await page.getByRole('button', { name: 'Switch to live mode' }).count()).toBe(0);

    // The operator's verification (what `cli merchant verify` writes).
    const [{ merchant_id: merchantId }] = await stack.sql`select merchant_id from dashboard_users where email = ${email}`;
    await updateMerchant(stack.sql, merchantId, { verified: true });
    await page.reload();
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Switch to live mode' }).click();
    await page.getByText('Live mode is on.').waitFor();
    await page.getByRole('link', { name: 'Go to your live data' }).click();
    expect(await page.getByRole('status').first().textContent()).toContain('Live mode: live data');
    await checkPage(page, 'home-live');
    await page.getByRole('link', { name: 'Developers' }).click();
    expect(await page.getByTestId('publishable-key').textContent()).toMatch(/^pk_live_/);
    // A live secret key is shown once, when rolled: no Reveal on the live plane.
    expect(await page.getByRole('button', { name: 'Reveal' }).count()).toBe(0);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Roll secret key' }).click();
    const live = (await page.getByTestId('secret-key').textContent())!;
    expect(live).toMatch(/^sk_live_/);
    expect((await new ApiClient(`${stack.baseUrl}/api/v1`, live).get('/escrows')).status).toBe(200);
    await page.reload();
    await page.getByRole('heading', { name: 'Developers' }).waitFor();
    expect(await page.getByTestId('secret-key').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Send test event' }).count()).toBe(0);
  } finally {
    await context.close();
  }
}, 240_000);
