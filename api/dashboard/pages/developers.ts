import type Router from '@koa/router';
import type { Context } from 'koa';
import { rollOnce, showNewestKeyOnce, takeShownKey } from '../../../src/dashboard/shown-keys';
import { activeSecretKeys, newestSecretKey, publishableKey } from '../../../src/merchants/api-keys';
import { updateMerchant } from '../../../src/merchants/merchants';
import { assertSafeUrl, UnsafeTargetError } from '../../../src/webhooks/target-guard';
import { runTrigger, TRIGGER_TYPES } from '../../../cli/trigger';
import { listEventsRoute } from '../../routes/events/routes';
import { callRoute } from '../api-calls';
import { field, FieldErrors, formError, hidden, newFormToken, select } from '../forms';
import { html, Html } from '../html';
import { page, planePath } from '../layout';
import { timeCell } from '../money-format';
import { dataTable } from '../tables';
import { audit, DashEnv, OnPlane, passwordAgain, redirect, refusalPage, sendPage, signedIn } from '../web';

// Developers: the plane's keys (a secret key shown only after the password is entered again),
// rolling a secret key with a chosen overlap, the webhook URL, and a test event.

/** How long a rolled secret key keeps working, as offered on the form (seconds). */
const ROLL_OVERLAPS: Array<[string, string]> = [
  ['0', 'Stop the old key now'],
  ['3600', 'Keep the old key for 1 hour'],
  ['86400', 'Keep the old key for 24 hours'],
];

type Shown = { secretKey?: string; notice?: string; errors?: FieldErrors; form?: Record<string, string> };

async function developersPage(env: DashEnv, s: OnPlane, shown: Shown = {}): Promise<Html> {
  const { sql, masterKey } = env.deps;
  const errors = shown.errors ?? {};
  const [pk, secrets] = await Promise.all([
    publishableKey(sql, s.merchant.merchantId, s.plane),
    activeSecretKeys(sql, masterKey, s.merchant.merchantId, s.plane),
  ]);
  const action = (rest: string) => planePath(s.plane, `/developers${rest}`);
  const csrf = hidden('_csrf', s.viewer.csrfToken);
  const live = s.plane === 'live';
  return page({
    title: 'Developers',
    viewer: s.viewer,
    plane: s.plane,
    current: planePath(s.plane, '/developers'),
    notice: shown.notice,
    body: html`
<section aria-labelledby="keys">
<h2 id="keys">API keys (${s.plane})</h2>
<dl class="facts">
<dt>Publishable key</dt><dd><code class="key" data-testid="publishable-key">${pk ?? 'Not shown: this account was made before publishable keys were kept; roll the secret key or ask the operator.'}</code></dd>
</dl>
${shown.secretKey ? html`<div class="card" role="status"><p><strong>Secret key</strong> (${live ? 'shown once; copy it now: it cannot be shown again, only rolled' : 'shown on this page once; reveal it again with your password'}):</p><p><code class="key" data-testid="secret-key">${shown.secretKey}</code></p></div>` : ''}
${dataTable(
  'Secret keys that work now',
  [
    { header: 'Key', cell: (k) => html`<code>sk_${s.plane}_…${k.suffix}</code>${k.newest ? ' (signs webhooks)' : ''}` },
    { header: 'Created (UTC)', cell: (k) => timeCell(k.createdAt) },
    { header: 'Stops working (UTC)', cell: (k) => (k.expiresAt ? timeCell(k.expiresAt) : 'Never') },
  ],
  secrets,
)}
${
  live
    ? html`<p>A live secret key is shown once, when it is rolled. Roll it to get a new one.</p>`
    : html`<h3>Reveal the secret key</h3>
<form method="post" action="${action('/reveal')}" novalidate>
${csrf}
${field({ name: 'revealPassword', label: 'Password', type: 'password', autocomplete: 'current-password', required: true, hint: 'Enter your password again to see the key.' }, errors)}
<button type="submit">Reveal</button>
</form>`
}
<h3>Roll the secret key</h3>
<form method="post" action="${action('/roll')}" novalidate>
${csrf}${hidden('formToken', newFormToken())}
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
${field({ name: 'webhookUrl', label: 'Webhook URL', type: 'url', value: shown.form?.webhookUrl ?? s.merchant.webhookUrl ?? '', hint: 'https on a public host name (no IP address, no localhost). For a receiver on your own machine, use cli listen (below).' }, errors)}
<button type="submit">Save</button>
</form>
<h3>Receive test events on your machine</h3>
<p>A local address cannot be called from here, so <code>cli listen</code> forwards your test events to it, signed as real deliveries are:</p>
<pre><code>${CLI_LISTEN}</code></pre>
${
  s.plane === 'test'
    ? html`
<h3>Send a test event</h3>
<p>Makes real sandbox objects whose story emits the event (as <code>cli trigger</code> does), then shows its delivery as it happens.</p>
${s.merchant.webhookUrl ? '' : html`<p class="notice" data-testid="no-webhook-url">No webhook URL is set, so a test event is recorded but sent nowhere. Set one above first (or follow it with <code>cli listen</code>).</p>`}
<form method="post" action="${action('/test-event')}" novalidate>
${csrf}
${select({ name: 'type', label: 'Event type', options: TRIGGER_TYPES.map((t) => [t, t]), value: shown.form?.type ?? 'escrow.created' }, errors)}
<button type="submit">Send test event</button>
</form>`
    : html`<p>Test events are sent from the test plane only.</p>`
}
</section>`,
  });
}

/** The API of this very process, over loopback: the test event goes through /api/v1 as `cli trigger` does. */
function ownApiUrl(ctx: Context): string {
  const { localAddress, localPort } = ctx.req.socket;
  const host = !localAddress || localAddress === '::' || localAddress === '0.0.0.0' ? '127.0.0.1' : localAddress.replace(/^::ffff:/, '');
  return `http://${host.includes(':') ? `[${host}]` : host}:${localPort}`;
}

/** How to follow test events on a developer's machine (README "Five-minute walkthrough"). */
const CLI_LISTEN = 'npm run --silent cli -- listen --forward-to http://localhost:4242/hooks';

/** A refused URL that points at the developer's own machine: the hint is cli listen. */
const isLocalUrl = (value: string) => /^https?:\/\/(localhost|127\.\d+\.\d+\.\d+|\[::1\]|0\.0\.0\.0)(:\d+)?(\/|$)/i.test(value);

export function mountDevelopersPage(router: Router, env: DashEnv): void {
  const { sql, masterKey, config } = env.deps;
  const base = '/dashboard/:plane/developers';
  const admin = { role: 'admin' as const, plane: true };

  // A reveal or a roll answers with a redirect here; the key it lets this session see is shown
  // on this one GET (shown-keys.ts), so a reload or the back button shows it no more.
  router.get(
    base,
    signedIn(env, admin, async (ctx, s) => {
      const notices: Record<string, string> = {
        webhook: 'Webhook URL saved.',
        rolled: 'Secret key rolled. Webhooks are now signed with the new key.',
        'rolled-before': 'This roll was submitted before; the key was rolled once, and nothing more was changed.',
      };
      const showing =
        typeof ctx.query.showing === 'string' ? await takeShownKey(sql, masterKey, s.session.tokenHash, ctx.query.showing) : undefined;
      const secretKey = showing?.plane === s.plane ? showing.key : undefined;
      sendPage(ctx, await developersPage(env, s, { notice: notices[String(ctx.query.done)], secretKey }));
    }),
  );

  router.post(
    `${base}/reveal`,
    signedIn(env, admin, async (ctx, s) => {
      if (s.plane === 'live') {
        return refusalPage(
          ctx,
          403,
          'Shown once',
          'A live secret key is shown once, when it is rolled; roll it to get a new one. Nothing was shown.',
        );
      }
      if (!(await passwordAgain(env, s, s.form.revealPassword, 'secret_key.reveal'))) {
        return sendPage(ctx, await developersPage(env, s, { errors: { revealPassword: 'This is not your password' } }), 400);
      }
      const showing = await showNewestKeyOnce(sql, s.session.tokenHash, s.merchant.merchantId, s.plane);
      await audit(env, s, 'secret_key.revealed', { plane: s.plane });
      redirect(ctx, planePath(s.plane, `/developers?showing=${showing}`));
    }),
  );

  router.post(
    `${base}/roll`,
    signedIn(env, admin, async (ctx, s) => {
      const overlap = ROLL_OVERLAPS.find(([value]) => value === s.form.overlap)?.[0];
      const errors: FieldErrors = {};
      if (overlap === undefined) errors.overlap = 'Choose how long the old key keeps working';
      if (!(await passwordAgain(env, s, s.form.rollPassword, 'secret_key.roll'))) errors.rollPassword = 'This is not your password';
      if (Object.keys(errors).length > 0) return sendPage(ctx, await developersPage(env, s, { errors, form: s.form }), 400);
      const formToken = s.form.formToken ?? '';
      if (!/^[\w-]{16,64}$/.test(formToken))
        return refusalPage(ctx, 400, 'Form expired', 'This form has expired; reload the page and roll again. Nothing was changed.');
      const overlapSeconds = Number(overlap);
      const result = await rollOnce(sql, masterKey, {
        merchantId: s.merchant.merchantId,
        plane: s.plane,
        overlapSeconds,
        sessionHash: s.session.tokenHash,
        formToken,
        onRolled: (tx) => audit(env, s, 'secret_key.rolled', { plane: s.plane, overlapSeconds }, { db: tx }),
      });
      if (!result.rolled) return redirect(ctx, planePath(s.plane, '/developers?done=rolled-before'));
      redirect(ctx, planePath(s.plane, `/developers?done=rolled&showing=${result.showingId}`));
    }),
  );

  router.post(
    `${base}/webhook`,
    signedIn(env, admin, async (ctx, s) => {
      const value = (s.form.webhookUrl ?? '').trim();
      try {
        // The rule of `cli merchant update --webhook-url` and of every send.
        assertSafeUrl(value, config.webhookAllowPrivateTargets);
      } catch (err) {
        if (!(err instanceof UnsafeTargetError)) throw err;
        const local = isLocalUrl(value)
          ? `. For a server on your own machine, leave this as it is and run ${CLI_LISTEN.replace('http://localhost:4242/hooks', value)}: it forwards your test events there, signed`
          : '';
        const message = value === '' ? 'Enter a webhook URL' : `The webhook URL ${err.message}${local}`;
        return sendPage(ctx, await developersPage(env, s, { errors: { webhookUrl: message }, form: s.form }), 400);
      }
      await updateMerchant(sql, s.merchant.merchantId, { webhookUrl: value });
      await audit(env, s, 'webhook_url.set', { webhookUrl: value });
      redirect(ctx, planePath(s.plane, '/developers?done=webhook'));
    }),
  );

  router.post(
    `${base}/test-event`,
    signedIn(env, admin, async (ctx, s) => {
      if (s.plane !== 'test')
        return refusalPage(ctx, 403, 'Test plane only', 'Test events are sent on the test plane only; nothing was sent.');
      const type = s.form.type ?? '';
      if (!TRIGGER_TYPES.includes(type)) {
        return sendPage(ctx, await developersPage(env, s, { errors: { type: 'Choose an event type of the catalog' }, form: s.form }), 400);
      }
      const key = await newestSecretKey(sql, masterKey, s.merchant.merchantId, 'test');
      const { created } = await runTrigger({ action: 'trigger', key, type, apiUrl: ownApiUrl(ctx) });
      await audit(env, s, 'test_event.sent', { type, ...created });
      // Answered at once: the event's page shows its delivery as it happens (attempts, the next
      // one's time), instead of this request waiting on the merchant's endpoint.
      const objectId = created.withdrawalId ?? created.checkoutId ?? created.escrowId ?? created.walletId;
      const found = await callRoute(env, s, listEventsRoute, { query: { type, objectId, limit: '1' } }, ctx.state.requestId);
      const event = found.events[0];
      if (!event)
        return redirect(ctx, `${planePath('test', '/events')}?${new URLSearchParams({ objectId, done: 'test-event-coming' }).toString()}`);
      redirect(ctx, planePath('test', `/events/${event.id}?done=test-event&follow=1`));
    }),
  );
}
