import type { Plane } from '../../src/keys';
import type { Role } from '../../src/dashboard/users';
import { html, Html } from './html';
import { hidden } from './forms';

// The frame of every dashboard page: the mode it shows (test or live data, never both), the
// search box, the navigation the role may use, and the Sign out button. A wide screen shows the
// menu in full; a phone folds it (with the search and Sign out) under one "Menu" line, which
// <details> opens without any script.

export const DASHBOARD_PATH = '/dashboard';

export type Viewer = { email: string; role: Role; merchantName: string; csrfToken: string; liveAllowed: boolean };

const MONEY_PAGES: Array<[string, string]> = [
  ['', 'Overview'],
  ['/customers', 'Customers'],
  ['/escrows', 'Escrows'],
  ['/checkouts', 'Checkout sessions'],
  ['/withdrawals', 'Withdrawals'],
  ['/statement', 'Statement'],
  ['/events', 'Events'],
];

export const planePath = (plane: Plane, rest = '') => `${DASHBOARD_PATH}/${plane}${rest}`;

function navLists(viewer: Viewer, plane: Plane | undefined, current: string): Html {
  const link = (href: string, text: string) =>
    html`<li><a href="${href}"${href === current ? html` aria-current="page"` : ''}>${text}</a></li>`;
  const p = plane ?? 'test';
  const other: Plane = p === 'test' ? 'live' : 'test';
  return html`<ul>
${MONEY_PAGES.map(([rest, text]) => link(planePath(p, rest), text))}
${viewer.role !== 'viewer' ? link(planePath(p, '/developers'), 'Developers') : ''}
</ul>
<ul>
${viewer.role !== 'viewer' ? link(`${DASHBOARD_PATH}/activation`, 'Activation') : ''}
${viewer.role === 'owner' ? link(`${DASHBOARD_PATH}/team`, 'Team') : ''}
${viewer.role === 'owner' ? link(`${DASHBOARD_PATH}/audit`, 'Audit log') : ''}
${link(`${DASHBOARD_PATH}/account`, 'Account')}
${plane && (other === 'test' || viewer.liveAllowed) ? html`<li><a href="${planePath(other)}">View ${other} data</a></li>` : ''}
</ul>`;
}

/** The search box: an id, a reference, an e-mail or a name, on the page's plane. */
function searchForm(plane: Plane, id: string, value = ''): Html {
  return html`<form method="get" action="${planePath(plane, '/search')}" role="search" class="search" aria-label="Search ${plane} data">
<label for="${id}" class="vh">Search by id, reference, e-mail or name</label>
<input id="${id}" name="q" type="search" value="${value}" placeholder="Id, reference, e-mail or name" autocomplete="off">
<button type="submit" class="secondary">Search</button>
</form>`;
}

function signOutForm(viewer: Viewer): Html {
  return html`<form method="post" action="${DASHBOARD_PATH}/signout" class="signout">${hidden('_csrf', viewer.csrfToken)}<span class="who">${viewer.email} (${viewer.role})</span> <button type="submit">Sign out</button></form>`;
}

export type PageOptions = {
  title: string;
  viewer: Viewer;
  /** Undefined for the pages that belong to no plane (team, account...). */
  plane?: Plane;
  current: string;
  body: Html;
  notice?: string;
  /** The page reloads itself this often (a delivery being followed); the reader may stop it. */
  refreshSeconds?: number;
  /** What the search box holds (the search page's own query). */
  searched?: string;
};

/** A signed-in page. */
export function page(opts: PageOptions): Html {
  const { title, viewer, plane } = opts;
  const banner = plane
    ? html`<p class="mode mode-${plane}" role="status">${plane === 'test' ? 'Test mode: test data only' : 'Live mode: live data'}</p>`
    : '';
  const lists = navLists(viewer, plane, opts.current);
  return document(
    `${title}${plane ? ` (${plane} mode)` : ''} · ${viewer.merchantName}`,
    html`
<header>
<p class="brand">${viewer.merchantName}</p>
${banner}
${plane ? searchForm(plane, 'search-wide', opts.searched) : ''}
${signOutForm(viewer)}
</header>
<nav aria-label="Dashboard" class="menu-wide">${lists}</nav>
<details class="menu-narrow">
<summary>Menu</summary>
${plane ? searchForm(plane, 'search-narrow', opts.searched) : ''}
<nav aria-label="Dashboard menu">${lists}</nav>
${signOutForm(viewer)}
</details>
<main id="main">
<h1>${title}</h1>
${opts.notice ? html`<p class="notice" role="status">${opts.notice}</p>` : ''}
${opts.body}
</main>`,
    opts.refreshSeconds,
  );
}

/** A page outside a session (sign up, sign in, invitation, errors). */
export function publicPage(title: string, body: Html): Html {
  return document(title, html`<main id="main" class="narrow"><h1>${title}</h1>${body}</main>`);
}

function document(title: string, body: Html, refreshSeconds?: number): Html {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${refreshSeconds ? html`<meta http-equiv="refresh" content="${refreshSeconds}">` : ''}
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
