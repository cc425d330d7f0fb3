import type { Plane } from '../../src/keys';
import type { Role } from '../../src/dashboard/users';
import { html, Html } from './html';
import { hidden } from './forms';

// The frame of every dashboard page: the mode it shows (test or live data, never both), the
// navigation the role may use, and the Sign out button.

export const DASHBOARD_PATH = '/dashboard';

export type Viewer = { email: string; role: Role; merchantName: string; csrfToken: string; liveAllowed: boolean };

const MONEY_PAGES: Array<[string, string]> = [
  ['', 'Home'],
  ['/customers', 'Customers'],
  ['/escrows', 'Escrows'],
  ['/checkouts', 'Checkout sessions'],
  ['/withdrawals', 'Withdrawals'],
  ['/statement', 'Statement'],
  ['/events', 'Events'],
];

export const planePath = (plane: Plane, rest = '') => `${DASHBOARD_PATH}/${plane}${rest}`;

function nav(viewer: Viewer, plane: Plane | undefined, current: string): Html {
  const link = (href: string, text: string) =>
    html`<li><a href="${href}"${href === current ? html` aria-current="page"` : ''}>${text}</a></li>`;
  const p = plane ?? 'test';
  const other: Plane = p === 'test' ? 'live' : 'test';
  return html`<nav aria-label="Dashboard">
<ul>
${MONEY_PAGES.map(([rest, text]) => link(planePath(p, rest), text))}
${viewer.role !== 'viewer' ? link(planePath(p, '/developers'), 'Developers') : ''}
</ul>
<ul>
${viewer.role !== 'viewer' ? link(`${DASHBOARD_PATH}/activation`, 'Activation') : ''}
${viewer.role === 'owner' ? link(`${DASHBOARD_PATH}/team`, 'Team') : ''}
${viewer.role === 'owner' ? link(`${DASHBOARD_PATH}/audit`, 'Audit log') : ''}
${link(`${DASHBOARD_PATH}/account`, 'Account')}
${plane && (other === 'test' || viewer.liveAllowed) ? html`<li><a href="${planePath(other)}">View ${other} data</a></li>` : ''}
</ul>
</nav>`;
}

/** A signed-in page; `plane` undefined for the pages that belong to no plane (team, account...). */
export function page(opts: { title: string; viewer: Viewer; plane?: Plane; current: string; body: Html; notice?: string }): Html {
  const { title, viewer, plane } = opts;
  const banner = plane
    ? html`<p class="mode mode-${plane}" role="status">${plane === 'test' ? 'Test mode: test data only' : 'Live mode: live data'}</p>`
    : '';
  return document(`${title}${plane ? ` (${plane} mode)` : ''} · ${viewer.merchantName}`, html`
<header>
<p class="brand">${viewer.merchantName}</p>
${banner}
<form method="post" action="${DASHBOARD_PATH}/signout" class="signout">${hidden('_csrf', viewer.csrfToken)}<span class="who">${viewer.email} (${viewer.role})</span> <button type="submit">Sign out</button></form>
</header>
${nav(viewer, plane, opts.current)}
<main id="main">
<h1>${title}</h1>
${opts.notice ? html`<p class="notice" role="status">${opts.notice}</p>` : ''}
${opts.body}
</main>`);
}

/** A page outside a session (sign up, sign in, invitation, errors). */
export function publicPage(title: string, body: Html): Html {
  return document(title, html`<main id="main" class="narrow"><h1>${title}</h1>${body}</main>`);
}

function document(title: string, body: Html): Html {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="stylesheet" href="${DASHBOARD_PATH}/assets/dashboard.css">
</head>
<body>
<a class="skip" href="#main">Skip to content</a>
${body}
</body>
</html>
`;
}
