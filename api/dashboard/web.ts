import type { Context, Middleware } from 'koa';
import { recordAudit } from '../../src/dashboard/audit';
import { csrfTokenFor, csrfTokenMatches, newCsrfSecret } from '../../src/dashboard/csrf';
import { NoPasswordYet, passwordEnteredAgain, TooManyWrongPasswords } from '../../src/dashboard/password-again';
import { endSession, resumeSession, Session } from '../../src/dashboard/sessions';
import type { Db } from '../../src/db';
import type { Role } from '../../src/dashboard/users';
import { ServiceError } from '../../src/errors';
import type { Plane } from '../../src/keys';
import { getMerchant, Merchant } from '../../src/merchants/merchants';
import type { AppDeps } from '../deps';
import type { KeyClaims } from '../middleware/key-claims';
import { Form, FormRefused, readForm } from './forms';
import { html, Html } from './html';
import { DASHBOARD_PATH, publicPage, Viewer } from './layout';

// The plumbing every dashboard page goes through: security headers, the session cookie, the
// CSRF check of every POST, the role's permission (checked here on the server, whatever the
// page shows), the plane of the page, and refusals rendered as pages.

export type DashEnv = { deps: AppDeps; keys: KeyClaims };
export type SignedIn = { session: Session; merchant: Merchant; viewer: Viewer; ip: string | null; form: Form };
export type OnPlane = SignedIn & { plane: Plane };

export const SESSION_COOKIE = 'dashboard_session';
const ANON_CSRF_COOKIE = 'dashboard_csrf';

const CSP = [
  "default-src 'none'",
  "style-src 'self'",
  "img-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

export function securityHeaders(ctx: Context): void {
  ctx.set('Content-Security-Policy', CSP);
  ctx.set('X-Frame-Options', 'DENY');
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Referrer-Policy', 'same-origin');
  ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
  // Pages show keys and money: never kept by a browser or a proxy.
  ctx.set('Cache-Control', 'no-store');
}

export function sendPage(ctx: Context, body: Html, status = 200): void {
  securityHeaders(ctx);
  ctx.status = status;
  ctx.type = 'text/html; charset=utf-8';
  ctx.body = body.text;
}

export function redirect(ctx: Context, to: string): void {
  securityHeaders(ctx);
  ctx.status = 303;
  ctx.redirect(to);
}

export function refusalPage(ctx: Context, status: number, title: string, message: string): void {
  sendPage(
    ctx,
    publicPage(title, html`<p role="alert">${message}</p><p><a href="${DASHBOARD_PATH}">Back to the dashboard</a></p>`),
    status,
  );
}

export const cookieOptions = (ctx: Context) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: ctx.secure,
  path: DASHBOARD_PATH,
  overwrite: true,
});

const ROLE_RANK: Record<Role, number> = { viewer: 0, admin: 1, owner: 2 };

/** A cross-site form post carries its Origin; one from another site is refused whatever its token. */
function foreignOrigin(ctx: Context): boolean {
  const origin = ctx.get('origin');
  // Our own origin as the request reached us (Koa 3's ctx.origin echoes the Origin header).
  return origin !== '' && origin !== `${ctx.protocol}://${ctx.host}`;
}

export type SignedInOptions = {
  /** The least role that may open the page or post its form; viewers may read money pages only. */
  role?: Role;
  /** The page shows one plane's data (`:plane` in its path). */
  plane?: boolean;
};

/** A page behind a session. */
export function signedIn(env: DashEnv, options: SignedInOptions, handler: (ctx: Context, s: OnPlane) => Promise<void>): Middleware {
  return refusalsAsPages(async (ctx) => {
    const token = ctx.cookies.get(SESSION_COOKIE);
    const session = token ? await resumeSession(env.deps.sql, token) : undefined;
    const isPost = ctx.method === 'POST';
    if (!session) {
      if (isPost) return refusalPage(ctx, 401, 'Signed out', 'Your session has ended. Sign in again; nothing was changed.');
      return redirect(ctx, `${DASHBOARD_PATH}/signin`);
    }
    const form = isPost ? await readForm(ctx) : {};
    if (isPost && (foreignOrigin(ctx) || !csrfTokenMatches(session.csrfSecret, form._csrf))) {
      return refusalPage(
        ctx,
        403,
        'Form expired',
        'This form could not be checked (it is stale or came from another site). Reload the page and try again; nothing was changed.',
      );
    }
    const merchant = (await getMerchant(env.deps.sql, session.merchantId))!;
    const viewer: Viewer = {
      email: session.email,
      role: session.role,
      merchantName: merchant.name,
      csrfToken: csrfTokenFor(session.csrfSecret),
      liveAllowed: merchant.verified && merchant.liveMode,
    };
    if (options.role && ROLE_RANK[session.role] < ROLE_RANK[options.role]) {
      return refusalPage(
        ctx,
        403,
        'Not allowed',
        `Your role (${session.role}) cannot do this; ask the account's owner. Nothing was changed.`,
      );
    }
    let plane: Plane = 'test';
    if (options.plane) {
      const asked = (ctx as unknown as { params: { plane: string } }).params.plane;
      if (asked !== 'test' && asked !== 'live') return refusalPage(ctx, 404, 'Not found', 'There is no such page.');
      plane = asked;
      if (plane === 'live' && !viewer.liveAllowed) {
        if (isPost) return refusalPage(ctx, 403, 'Live mode is off', 'Live mode is not switched on for this account; nothing was changed.');
        return redirect(ctx, `${DASHBOARD_PATH}/activation`);
      }
    }
    if (merchant.suspended && isPost && !ctx.path.endsWith('/signout')) {
      return refusalPage(ctx, 403, 'Account suspended', 'This merchant account is suspended; nothing was changed.');
    }
    try {
      await handler(ctx, { session, merchant, viewer, ip: ctx.ip || null, form, plane });
    } catch (err) {
      if (err instanceof NoPasswordYet) {
        return sendPage(
          ctx,
          publicPage(
            'Choose a password first',
            html`<p role="alert">You signed in with a link from the terminal and have no password yet, so there is none to confirm this with. Nothing was changed.</p>
<p><a href="${DASHBOARD_PATH}/account">Choose a password on Account</a> · <a href="${DASHBOARD_PATH}">Back to the dashboard</a></p>`,
          ),
          403,
        );
      }
      if (!(err instanceof TooManyWrongPasswords)) throw err;
      // The password was guessed at from this session: it ends, and signing in waits out the lock.
      await endSession(env.deps.sql, session.tokenHash);
      ctx.cookies.set(SESSION_COOKIE, '', { ...cookieOptions(ctx), maxAge: 0 });
      refusalPage(
        ctx,
        429,
        'Signed out',
        'Your password was entered wrongly too many times, so you were signed out. Sign in again in 15 minutes; nothing was changed.',
      );
    }
  });
}

/** The refusals a dashboard page answers with a page of their own: a service refusal, a form it will not read. */
function refusalsAsPages(handler: Middleware): Middleware {
  return async (ctx, next) => {
    try {
      await handler(ctx, next);
    } catch (err) {
      if (err instanceof FormRefused)
        return refusalPage(ctx, err.status, err.status === 413 ? 'Form too large' : 'Form not read', err.message);
      if (!(err instanceof ServiceError)) throw err;
      refusalPage(ctx, err.status, err.status === 404 ? 'Not found' : 'Refused', err.message);
    }
  };
}

/** Checks the password a signed-in person entered again (counted and audited when wrong; see password-again.ts). */
export function passwordAgain(env: DashEnv, s: SignedIn, password: string | undefined, purpose: string): Promise<boolean> {
  return passwordEnteredAgain(env.deps.sql, {
    userId: s.session.userId,
    merchantId: s.merchant.merchantId,
    email: s.session.email,
    ip: s.ip,
    password,
    purpose,
  });
}

/** The CSRF token of a form shown before sign-in: its secret in a cookie, a token made from it in the form. */
export function anonymousCsrf(ctx: Context): string {
  let secret = ctx.cookies.get(ANON_CSRF_COOKIE);
  if (!secret || !/^[\w-]{24}$/.test(secret)) {
    secret = newCsrfSecret();
    ctx.cookies.set(ANON_CSRF_COOKIE, secret, cookieOptions(ctx));
  }
  return csrfTokenFor(secret);
}

/** A form post before sign-in: the double-submit token must match, else nothing happens. */
export function anonymousPost(handler: (ctx: Context, form: Form) => Promise<void>): Middleware {
  return refusalsAsPages(async (ctx) => {
    const form = await readForm(ctx);
    if (foreignOrigin(ctx) || !csrfTokenMatches(ctx.cookies.get(ANON_CSRF_COOKIE) ?? '', form._csrf)) {
      return refusalPage(
        ctx,
        403,
        'Form expired',
        'This form could not be checked (it is stale or came from another site). Reload the page and try again; nothing was changed.',
      );
    }
    await handler(ctx, form);
  });
}

/** Records a signed-in person's action in the merchant's audit log (once per `formKey` when given). */
export function audit(
  env: DashEnv,
  s: SignedIn,
  action: string,
  detail: Record<string, unknown> = {},
  options: { db?: Db; formKey?: string } = {},
): Promise<void> {
  return recordAudit(options.db ?? env.deps.sql, {
    merchantId: s.merchant.merchantId,
    userId: s.session.userId,
    actorEmail: s.session.email,
    action,
    detail,
    ip: s.ip,
    formKey: options.formKey,
  });
}
