import type { People } from '../../src/dashboard/people';
import type { Plane } from '../../src/keys';
import { html, Html } from './html';
import { planePath } from './layout';

// Links to the dashboard's page of an object, from its id: people by name, the rest by a
// label the merchant reads ("Escrow", "Withdrawal") with the id beside it.

const PAGES: Record<string, [string, string]> = {
  esc: ['/escrows/', 'Escrow'],
  cus: ['/customers/', 'Customer'],
  chk: ['/checkouts/', 'Checkout'],
  wdr: ['/withdrawals/', 'Withdrawal'],
  evt: ['/events/', 'Event'],
};

/** The page of an object by its id's prefix; undefined for a kind without a page. */
export function objectHref(plane: Plane, id: string): string | undefined {
  const page = PAGES[id.slice(0, 3)];
  return page && id[3] === '_' ? planePath(plane, `${page[0]}${encodeURIComponent(id)}`) : undefined;
}

/** "Escrow esc_…" linked to its page, or the id as code when it has none. */
export function objectLink(plane: Plane, id: string | null | undefined): Html | '' {
  if (!id) return '';
  const href = objectHref(plane, id);
  if (!href) return html`<code>${id}</code>`;
  return html`<a href="${href}">${PAGES[id.slice(0, 3)][1]}</a> <code class="id">${id}</code>`;
}

/** A customer by name, linked to their page (the id stays reachable there); the id when unknown. */
export function personLink(plane: Plane, people: People, customerId: string | null | undefined): Html | '' {
  if (!customerId) return '';
  const person = people.get(customerId);
  const href = planePath(plane, `/customers/${encodeURIComponent(customerId)}`);
  return person ? html`<a href="${href}">${person.name}</a>` : html`<a href="${href}"><code>${customerId}</code></a>`;
}
