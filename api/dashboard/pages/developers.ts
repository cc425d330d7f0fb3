import type Router from '@koa/router';
import type { Context } from 'koa';
import { verifyPassword } from '../../../src/dashboard/passwords';
import { passwordHashOf } from '../../../src/dashboard/users';
import type { EventView } from '../../../src/events/queries';
import type { Plane } from '../../../src/keys';
import { activeSecretKeys, newestSecretKey, publishableKey, rollSecretKey } from '../../../src/merchants/api-keys';
import { updateMerchant } from '../../../src/merchants/merchants';
import { assertSafeUrl, UnsafeTargetError } from '../../../src/webhooks/target-guard';
import { runTrigger, TRIGGER_TYPES } from '../../../cli/trigger';
import { callApi } from '../api-calls';
import { field, FieldErrors, formError, hidden, select } from '../forms';
import { html, Html } from '../html';
import { page, planePath } from '../layout';
import { when } from '../money-format';
import { audit, DashEnv, OnPlane, redirect, refusalPage, sendPage, signedIn } from '../web';

// Developers: the plane's keys (a secret key shown only after the password is entered again),
// rolling a secret key with a chosen overlap, the webhook URL, and a test event.

/** How long a rolled secret key keeps working, as offered on the form (seconds). */
export const ROLL_OVERLAPS: Array<[string, string]> = [
  ['0', 'Stop the old key now'],
  ['3600', 'Keep the old key for 1 hour'],
  ['86400', 'Keep the old key for 24 hours'],
];

type Shown = { revealed?: string; rolled?: string; notice?: string; errors?: FieldErrors; form?: Record<string, string> };

async function developersPage(env: DashEnv, s: OnPlane, shown: Shown = {}): Promise<Html> {
  const { sql, masterKey } = env.deps;
  const errors = shown.errors ?? {};
  const [pk, secrets] = await Promise.all([
    publishableKey(sql, s.merchant.merchantId, s.plane),
    activeSecretKeys(sql, masterKey, s.merchant.merchantId, s.plane),
  ]);
  const action = (rest: string) => planePath(s.plane, `/developers${rest}`);
  const csrf = hidden('_csrf', s.viewer.csrfToken);
  const oneTime = shown.revealed ?? shown.rolled;
  return page({
    title: 'Developers', viewer: s.viewer, plane: s.plane, current: planePath(s.plane, '/developers'), notice: shown.notice, body: html`
<section aria-labelledby="keys">
<h2 id="keys">API keys (${s.plane})</h2>
<dl class="facts">
<dt>Publishable key</dt><dd><code class="key" data-testid="publishable-key">${pk ?? 'Not shown: this account was made before publishable keys were kept; roll the secret key or ask the operator.'}</code></dd>
</dl>
${oneTime ? html`<div class="card" role="status"><p><strong>${shown.rolled ? 'Your new secret key' : 'Secret key'}</strong> (shown once; copy it now):</p><p><code class="key" data-testid="secret-key">${oneTime}</code></p></div>` : ''}
<div class="table-wrap" tabindex="0" role="region" aria-label="Scrollable table"><table>
<caption>Secret keys that work now</caption>
<thead><tr><th scope="col">Key</th><th scope="col">Created</th><th scope="col">Stops working</th></tr></thead>
<tbody>${secrets.map((k) => html`<tr><td><code>sk_${s.plane}_…${k.suffix}</code>${k.newest ? ' (signs webhooks)' : ''}</td><td>${when(k.createdAt)}</td><td>${k.expiresAt ? when(k.expiresAt) : 'Never'}</td></tr>`)}</tbody>
</table></div>
<h3>Reveal the secret key</h3>
<form method="post" action="${action('/reveal')}" novalidate>
${csrf}
${field({ name: 'revealPassword', label: 'Password', type: 'password', autocomplete: 'current-password', required: true, hint: 'Enter your password again to see the key.' }, errors)}
<button type="submit">Reveal</button>
</form>
<h3>Roll the secret key</h3>
<form method="post" action="${action('/roll')}" novalidate>
${csrf}
${select({ name: 'overlap', label: 'Old key', options: ROLL_OVERLAPS, value: shown.form?.overlap ?? '3600' }, errors)}
${field({ name: 'rollPassword', label: 'Password', type: 'password', autocomplete: 'current-password', required: true, hint: 'Enter your password again to roll the key.' }, errors)}
<button type="submit" class="danger">Roll secret key</button>
</form>
</section>
<section aria-labelledby="webhook">
<h2 id="webhook">Webhooks</h2>
<p>Events of both planes go to this address, signed with the plane's newest secret key.</p>
<form method="post" action="${action('/webhook')}" novalidate>
${csrf}
${formError(errors)}
${field({ name: 'webhookUrl', label: 'Webhook URL', type: 'url', value: shown.form?.webhookUrl ?? s.merchant.webhookUrl ?? '', hint: 'https on a public host name (no IP address, no localhost).' }, errors)}
<button type="submit">Save</button>
</form>
${s.plane === 'test' ? html`
<h3>Send a test event</h3>
<p>Makes real sandbox objects whose story emits the event (as <code>cli trigger</code> does), then shows its delivery.</p>
<form method="post" action="${action('/test-event')}" novalidate>
${csrf}
${select({ name: 'type', label: 'Event type', options: TRIGGER_TYPES.map((t) => [t, t]), value: shown.form?.type ?? 'escrow.created' }, errors)}
<button type="submit">Send test event</button>
</form>` : html`<p>Test events are sent from the test plane only.</p>`}
</section>`,
  });
}

async function passwordMatches(env: DashEnv, s: OnPlane, password: string | undefined): Promise<boolean> {
  return verifyPassword(password ?? '', await passwordHashOf(env.deps.sql, s.session.userId));
}

/** The API of this very process, over loopback: the test event goes through /api/v1 as `cli trigger` does. */
function ownApiUrl(ctx: Context): string {
  const { localAddress, localPort } = ctx.req.socket;
  const host = !localAddress || localAddress === '::' || localAddress === '0.0.0.0' ? '127.0.0.1' : localAddress.replace(/^::ffff:/, '');
  return `http://${host.includes(':') ? `[${host}]` : host}:${localPort}`;
}

const TEST_EVENT_WAIT_MS = 30_000;

export function mountDevelopersPage(router: Router, env: DashEnv): void {
  const { sql, masterKey, config } = env.deps;
  const base = '/dashboard/:plane/developers';
  const admin = { role: 'admin' as const, plane: true };

  router.get(base, signedIn(env, admin, async (ctx, s) => {
    const notices: Record<string, string> = { webhook: 'Webhook URL saved.' };
    sendPage(ctx, await developersPage(env, s, { notice: notices[String(ctx.query.done)] }));
  }));

  router.post(`${base}/reveal`, signedIn(env, admin, async (ctx, s) => {
    if (!(await passwordMatches(env, s, s.form.revealPassword))) {
      return sendPage(ctx, await developersPage(env, s, { errors: { revealPassword: 'This is not your password' } }), 400);
    }
    const key = await newestSecretKey(sql, masterKey, s.merchant.merchantId, s.plane);
    await audit(env, s, 'secret_key.revealed', { plane: s.plane });
    sendPage(ctx, await developersPage(env, s, { revealed: key }));
  }));

  router.post(`${base}/roll`, signedIn(env, admin, async (ctx, s) => {
    const overlap = ROLL_OVERLAPS.find(([value]) => value === s.form.overlap)?.[0];
    const errors: FieldErrors = {};
    if (overlap === undefined) errors.overlap = 'Choose how long the old key keeps working';
    if (!(await passwordMatches(env, s, s.form.rollPassword))) errors.rollPassword = 'This is not your password';
    if (Object.keys(errors).length > 0) return sendPage(ctx, await developersPage(env, s, { errors, form: s.form }), 400);
    const key = await rollSecretKey(sql, masterKey, s.merchant.merchantId, s.plane, Number(overlap));
    await audit(env, s, 'secret_key.rolled', { plane: s.plane, overlapSeconds: Number(overlap) });
    sendPage(ctx, await developersPage(env, s, { rolled: key, notice: 'Secret key rolled. Webhooks are now signed with the new key.' }));
  }));

  router.post(`${base}/webhook`, signedIn(env, admin, async (ctx, s) => {
    const value = (s.form.webhookUrl ?? '').trim();
    try {
      // The rule of `cli merchant update --webhook-url` and of every send.
      assertSafeUrl(value, config.webhookAllowPrivateTargets);
    } catch (err) {
      if (!(err instanceof UnsafeTargetError)) throw err;
      const message = value === '' ? 'Enter a webhook URL' : `The webhook URL ${err.message}`;
      return sendPage(ctx, await developersPage(env, s, { errors: { webhookUrl: message }, form: s.form }), 400);
    }
    await updateMerchant(sql, s.merchant.merchantId, { webhookUrl: value });
    await audit(env, s, 'webhook_url.set', { webhookUrl: value });
    redirect(ctx, planePath(s.plane, '/developers?done=webhook'));
  }));

  router.post(`${base}/test-event`, signedIn(env, admin, async (ctx, s) => {
    if (s.plane !== 'test') return refusalPage(ctx, 403, 'Test plane only', 'Test events are sent on the test plane only; nothing was sent.');
    const type = s.form.type ?? '';
    if (!TRIGGER_TYPES.includes(type)) {
      return sendPage(ctx, await developersPage(env, s, { errors: { type: 'Choose an event type of the catalog' }, form: s.form }), 400);
    }
    const key = await newestSecretKey(sql, masterKey, s.merchant.merchantId, 'test');
    const { created } = await runTrigger({ action: 'trigger', key, type, apiUrl: ownApiUrl(ctx) });
    await audit(env, s, 'test_event.sent', { type, ...created });
    const event = await waitForDelivery(env, s, type, created);
    if (!event) return refusalPage(ctx, 504, 'Still sending', `The ${type} event was not sent yet; look for it on the Events page.`);
    redirect(ctx, planePath('test', `/events/${event.id}?done=test-event`));
  }));
}

/** The trigger's event, once its delivery is over (or after a while, as it stands). */
async function waitForDelivery(env: DashEnv, s: OnPlane, type: string, created: Record<string, string>): Promise<EventView | undefined> {
  const objectId = created.withdrawalId ?? created.checkoutId ?? created.escrowId ?? created.walletId;
  const auth = { merchant: s.merchant, plane: 'test' as Plane };
  const deadline = Date.now() + TEST_EVENT_WAIT_MS;
  let latest: EventView | undefined;
  for (;;) {
    const list = await callApi<{ events: EventView[] }>(env, auth, { method: 'get', path: '/events', query: { type, objectId, limit: '1' } }, 'dashboard');
    latest = list.events[0];
    if ((latest && latest.delivery.status !== 'pending') || Date.now() > deadline) return latest;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
