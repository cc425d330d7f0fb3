import type Router from '@koa/router';
import type { Context } from 'koa';
import { recordAudit } from '../../../src/dashboard/audit';
import { decoyHash, passwordProblem } from '../../../src/dashboard/passwords';
import { attemptSignIn, spendOneHash } from '../../../src/dashboard/sign-in';
import { endOtherSessions, endSession, startSession } from '../../../src/dashboard/sessions';
import { countAttempt, isThrottled, THROTTLES } from '../../../src/dashboard/throttle';
import { findUserByEmail, hasPassword, normaliseEmail, passwordHashOf, setPassword, signUp } from '../../../src/dashboard/users';
import { findSignInLink, redeemSignInLink, SIGN_IN_LINK_PATH } from '../../../src/dashboard/sign-in-links';
import { FieldErrors, field, Form, formError, hidden } from '../forms';
import { html } from '../html';
import { DASHBOARD_PATH, page, planePath, publicPage } from '../layout';
import {
  anonymousCsrf,
  anonymousPost,
  cookieOptions,
  DashEnv,
  passwordAgain,
  redirect,
  refusalPage,
  sendPage,
  SESSION_COOKIE,
  signedIn,
} from '../web';

// Sign up, sign in, sign out and the password: the dashboard's doors.

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_NAME = 100;
/** The one refusal of a well-formed sign-up: the address's hourly limit, or an address with an account and not its password. */
export const SIGN_UP_REFUSED = 'No account was created. If you already have an account, sign in instead; otherwise try again in an hour.';

function signUpPage(ctx: Context, form: Form = {}, errors: FieldErrors = {}) {
  return publicPage(
    'Create your account',
    html`
<p>Your account starts in test mode at once: test keys, sandbox money. Live mode follows the operator's verification.</p>
<form method="post" action="${DASHBOARD_PATH}/signup" novalidate>
${hidden('_csrf', anonymousCsrf(ctx))}
${formError(errors)}
${field({ name: 'businessName', label: 'Business name', value: form.businessName, autocomplete: 'organization', required: true }, errors)}
${field({ name: 'email', label: 'Email', type: 'email', value: form.email, autocomplete: 'email', required: true }, errors)}
${field({ name: 'password', label: 'Password', type: 'password', autocomplete: 'new-password', required: true, hint: 'At least 12 characters.' }, errors)}
<button type="submit">Create account</button>
</form>
<p>Already have an account? <a href="${DASHBOARD_PATH}/signin">Sign in</a></p>`,
  );
}

function signInPage(ctx: Context, form: Form = {}, errors: FieldErrors = {}) {
  return publicPage(
    'Sign in',
    html`
<form method="post" action="${DASHBOARD_PATH}/signin" novalidate>
${hidden('_csrf', anonymousCsrf(ctx))}
${formError(errors)}
${field({ name: 'email', label: 'Email', type: 'email', value: form.email, autocomplete: 'username', required: true }, errors)}
${field({ name: 'password', label: 'Password', type: 'password', autocomplete: 'current-password', required: true }, errors)}
<button type="submit">Sign in</button>
</form>
<p>New here? <a href="${DASHBOARD_PATH}/signup">Create an account</a></p>`,
  );
}

/** Starts a session (a new token on every sign-in: a cookie planted before it is worth nothing). */
export async function signInAs(ctx: Context, env: DashEnv, userId: string): Promise<void> {
  const token = await startSession(env.deps.sql, userId, ctx.ip || null);
  ctx.cookies.set(SESSION_COOKIE, token, cookieOptions(ctx));
}

export function mountAccountPages(router: Router, env: DashEnv): void {
  const { sql, masterKey } = env.deps;
  // Made now, so the first unknown address costs one hash like every later one.
  void decoyHash();

  router.get(`${DASHBOARD_PATH}/signup`, (ctx) => sendPage(ctx, signUpPage(ctx)));
  router.post(
    `${DASHBOARD_PATH}/signup`,
    anonymousPost(async (ctx, form) => {
      const errors: FieldErrors = {};
      const businessName = (form.businessName ?? '').trim();
      const email = normaliseEmail(form.email ?? '');
      const password = form.password ?? '';
      if (!businessName) errors.businessName = 'Enter your business name';
      else if (businessName.length > MAX_NAME) errors.businessName = `Use at most ${MAX_NAME} characters`;
      if (!EMAIL.test(email) || email.length > 254) errors.email = 'Enter an email address like name@example.com';
      const weak = passwordProblem(password);
      if (weak) errors.password = weak;
      if (Object.keys(errors).length > 0) return sendPage(ctx, signUpPage(ctx, form, errors), 400);
      // Every answer past the fields' checks costs one sign-up of the address's hour and one
      // scrypt, and says only "signed in" or the one refusal below (docs/decisions.md, "Sign-up
      // without account enumeration").
      const bucket = `signup-address:${ctx.ip}`;
      const throttled = await isThrottled(sql, bucket, THROTTLES.signUpAddress);
      await countAttempt(sql, bucket, THROTTLES.signUpAddress);
      const refuse = () => sendPage(ctx, signUpPage(ctx, form, { '': SIGN_UP_REFUSED }), 429);
      if (throttled || (await findUserByEmail(sql, email))) {
        // The address's own password signs its owner in, as the sign-in form would; anything
        // else is checked as a sign-in too (same throttles, same one scrypt) and refused.
        const attempt = await attemptSignIn(sql, { email, password, ip: ctx.ip || null, via: 'signup' });
        if (attempt.kind === 'locked') await spendOneHash(password);
        if (attempt.kind !== 'ok') return refuse();
        await signInAs(ctx, env, attempt.user.userId);
        return redirect(ctx, planePath('test'));
      }
      const user = await signUp(sql, masterKey, { businessName, email, password });
      if (!user) return refuse(); // the address was taken a moment ago
      await recordAudit(sql, {
        merchantId: user.merchantId,
        userId: user.userId,
        actorEmail: user.email,
        action: 'account.created',
        detail: { businessName },
        ip: ctx.ip,
      });
      await signInAs(ctx, env, user.userId);
      redirect(ctx, planePath('test'));
    }),
  );

  router.get(`${DASHBOARD_PATH}/signin`, (ctx) => sendPage(ctx, signInPage(ctx)));
  router.post(
    `${DASHBOARD_PATH}/signin`,
    anonymousPost(async (ctx, form) => {
      const email = normaliseEmail(form.email ?? '');
      const password = form.password ?? '';
      const attempt = await attemptSignIn(sql, { email, password, ip: ctx.ip || null, via: 'signin' });
      if (attempt.kind === 'locked')
        return sendPage(ctx, signInPage(ctx, form, { '': 'Too many failed sign-ins. Wait 15 minutes and try again.' }), 429);
      if (attempt.kind === 'refused') return sendPage(ctx, signInPage(ctx, form, { '': 'Email or password is incorrect.' }), 401);
      await signInAs(ctx, env, attempt.user.userId);
      redirect(ctx, planePath('test'));
    }),
  );

  router.post(
    `${DASHBOARD_PATH}/signout`,
    signedIn(env, {}, async (ctx, s) => {
      await endSession(sql, s.session.tokenHash);
      ctx.cookies.set(SESSION_COOKIE, '', { ...cookieOptions(ctx), maxAge: 0 });
      await recordAudit(sql, {
        merchantId: s.merchant.merchantId,
        userId: s.session.userId,
        actorEmail: s.session.email,
        action: 'signout',
        ip: s.ip,
      });
      redirect(ctx, `${DASHBOARD_PATH}/signin`);
    }),
  );

  // The terminal's one-time link (npm start, cli merchant dashboard-link). Opening it spends
  // nothing: the page asks to continue, and only that form's POST (its CSRF token in a cookie
  // of this browser) spends the link and signs in, so a link previewer or a prefetch cannot
  // use it up, and no other site can sign a visitor in to this account. The pages' Referrer-Policy
  // (same-origin) keeps the token from other sites. A link used, expired or unknown signs no
  // one in and changes nothing.
  const linkRefused = (ctx: Context) =>
    refusalPage(
      ctx,
      404,
      'Link not valid',
      'This sign-in link was used already, has expired or is wrong. Run "npm run --silent cli -- merchant dashboard-link --id ' +
        'mch_…" for a new one, or restart npm start.',
    );
  router.get(`${SIGN_IN_LINK_PATH}/:token`, async (ctx) => {
    const link = await findSignInLink(sql, ctx.params.token);
    if (!link) return linkRefused(ctx);
    sendPage(
      ctx,
      publicPage(
        'Sign in from the terminal',
        html`
<p>This link signs you in to <strong>${link.merchantName}</strong> as its owner, once.</p>
<form method="post" action="${SIGN_IN_LINK_PATH}/${ctx.params.token}">
${hidden('_csrf', anonymousCsrf(ctx))}
<button type="submit">Continue to the dashboard</button>
</form>`,
      ),
    );
  });
  router.post(
    `${SIGN_IN_LINK_PATH}/:token`,
    anonymousPost(async (ctx) => {
      const signed = await redeemSignInLink(sql, ctx.params.token);
      if (!signed) return linkRefused(ctx);
      await recordAudit(sql, {
        merchantId: signed.merchantId,
        userId: signed.userId,
        actorEmail: signed.email,
        action: 'signin',
        detail: { via: 'terminal_link' },
        ip: ctx.ip || null,
      });
      await signInAs(ctx, env, signed.userId);
      redirect(ctx, planePath('test'));
    }),
  );

  const accountPage = (
    s: Parameters<Parameters<typeof signedIn>[2]>[1],
    withPassword: boolean,
    errors: FieldErrors = {},
    notice?: string,
  ) =>
    page({
      title: 'Account',
      viewer: s.viewer,
      current: `${DASHBOARD_PATH}/account`,
      notice,
      body: withPassword
        ? html`
<h2>Change password</h2>
<form method="post" action="${DASHBOARD_PATH}/account/password" novalidate>
${hidden('_csrf', s.viewer.csrfToken)}
${formError(errors)}
${field({ name: 'currentPassword', label: 'Current password', type: 'password', autocomplete: 'current-password', required: true }, errors)}
${field({ name: 'newPassword', label: 'New password', type: 'password', autocomplete: 'new-password', required: true, hint: 'At least 12 characters.' }, errors)}
<button type="submit">Change password</button>
</form>`
        : html`
<h2>Choose a password</h2>
<p>You signed in with a link from the terminal. A password lets you sign in with <strong>${s.viewer.email}</strong> and confirm keys, team changes and live mode.</p>
<form method="post" action="${DASHBOARD_PATH}/account/password" novalidate>
${hidden('_csrf', s.viewer.csrfToken)}
${formError(errors)}
${field({ name: 'newPassword', label: 'New password', type: 'password', autocomplete: 'new-password', required: true, hint: 'At least 12 characters.' }, errors)}
<button type="submit">Set password</button>
</form>`,
    });
  const passwordSet = async (userId: string) => hasPassword(await passwordHashOf(sql, userId));
  router.get(
    `${DASHBOARD_PATH}/account`,
    signedIn(env, {}, async (ctx, s) => {
      const notices: Record<string, string> = {
        password: 'Your password was changed; your other sessions were signed out.',
        'password-set': 'Your password is set.',
      };
      sendPage(ctx, accountPage(s, await passwordSet(s.session.userId), {}, notices[String(ctx.query.done)]));
    }),
  );
  router.post(
    `${DASHBOARD_PATH}/account/password`,
    signedIn(env, {}, async (ctx, s) => {
      const errors: FieldErrors = {};
      // A first password (the account was opened by a terminal's link) has no current one to confirm.
      const first = !(await passwordSet(s.session.userId));
      if (!first && !(await passwordAgain(env, s, s.form.currentPassword, 'password.change')))
        errors.currentPassword = 'This is not your current password';
      const weak = passwordProblem(s.form.newPassword ?? '');
      if (weak) errors.newPassword = weak;
      if (Object.keys(errors).length > 0) return sendPage(ctx, accountPage(s, !first, errors), 400);
      await setPassword(sql, s.session.userId, s.form.newPassword);
      await endOtherSessions(sql, s.session.userId, s.session.tokenHash);
      await recordAudit(sql, {
        merchantId: s.merchant.merchantId,
        userId: s.session.userId,
        actorEmail: s.session.email,
        action: first ? 'password.set' : 'password.changed',
        ip: s.ip,
      });
      redirect(ctx, `${DASHBOARD_PATH}/account?done=${first ? 'password-set' : 'password'}`);
    }),
  );
}
