import type Router from '@koa/router';
import { ServiceError } from '../../../src/errors';
import { EVENT_TYPES } from '../../../src/events/outbox';
import { getEventRoute, listEventsRoute, redeliverEventRoute } from '../../routes/events/routes';
import type { RouteAnswer } from '../../route-executor';
import { callRoute, formKey } from '../api-calls';
import { FieldErrors, field, formError, hidden, newFormToken, select } from '../forms';
import { html, Html } from '../html';
import { page, planePath } from '../layout';
import { objectLink } from '../links';
import { listQuery, pager, readList } from '../lists';
import { timeCell, whenToTheSecond } from '../money-format';
import { dataTable } from '../tables';
import { audit, DashEnv, OnPlane, redirect, sendPage, signedIn } from '../web';

// The events log (GET /events underneath): each event with its delivery as it stands (the
// attempts so far, to the second, and when the next one is due), and a Redeliver button
// (POST /events/{id}/redeliver, under the form's one-use key) once there is somewhere to send it.

const FILTERS = ['type', 'objectId', 'startDate', 'endDate', 'limit'] as const;
/** An event's own delivery: the first attempt and its 3 retries. */
const DELIVERY_ATTEMPTS = 4;
/** How often a followed delivery's page reloads itself while it is still being sent. */
const FOLLOW_SECONDS = 3;

type EventDetail = RouteAnswer<typeof getEventRoute>;

/** The delivery as it stands, in words: what happened, what happens next, and when. */
function deliveryStory(s: OnPlane, event: EventDetail, retryIntervalSeconds: number): Html {
  const { status, attempts } = event.delivery;
  const own = attempts.filter((a) => !a.redelivery);
  const noUrl = !s.merchant.webhookUrl;
  const setUrl =
    s.viewer.role === 'viewer'
      ? html`An admin can set one on Developers.`
      : html`<a href="${planePath(s.plane, '/developers#webhook')}">Set a webhook URL</a>, then redeliver it from here.`;
  if (status === 'no_endpoint' || (status === 'pending' && noUrl)) {
    return html`<p class="notice" role="status" data-testid="delivery-story">No webhook URL is set, so this event ${status === 'pending' ? 'will not be' : 'was not'} sent anywhere. ${setUrl}</p>`;
  }
  if (status === 'refused') {
    return html`<p class="notice" role="status" data-testid="delivery-story">The webhook URL was refused as unsafe (not https on a public host), so nothing was sent. ${setUrl}</p>`;
  }
  if (status !== 'pending') return html``;
  const last = own[own.length - 1];
  if (!last || last.status === 'in_flight') {
    return html`<p class="notice" role="status" data-testid="delivery-story">Sending… ${last ? `attempt ${last.attempt} of ${DELIVERY_ATTEMPTS} started at ${whenToTheSecond(last.attemptedAt)}` : 'the first attempt goes out within seconds'}.</p>`;
  }
  const finished = Date.parse(last.attemptedAt) + (last.latencyMs ?? 0);
  const next = new Date(finished + retryIntervalSeconds * 1000).toISOString();
  return html`<p class="notice" role="status" data-testid="delivery-story">Attempt ${last.attempt} of ${DELIVERY_ATTEMPTS} failed${last.error ? ` (${last.error})` : ''}; the next attempt is due at about ${whenToTheSecond(next)}.</p>`;
}

export function mountEventPages(router: Router, env: DashEnv): void {
  router.get(
    '/dashboard/:plane/events',
    signedIn(env, { plane: true }, async (ctx, s) => {
      const query = listQuery(ctx, FILTERS);
      const list = await readList(env, s, listEventsRoute, 'events', query);
      const base = planePath(s.plane, '/events');
      const notice =
        ctx.query.done === 'test-event-coming'
          ? 'The test objects were made; their event is recorded in a moment. Reload this list to see it.'
          : undefined;
      sendPage(
        ctx,
        page({
          title: 'Events',
          viewer: s.viewer,
          plane: s.plane,
          current: base,
          notice,
          body: html`
<form method="get" action="${base}" class="filters">
${formError(list.errors)}
${select({ name: 'type', label: 'Event type', options: [['', 'Any type'], ...EVENT_TYPES.map((t): [string, string] => [t, t])], value: query.type }, list.errors)}
${field({ name: 'objectId', label: 'Object id', value: query.objectId, hint: 'An escrow, withdrawal, checkout, wallet, payment or dispute id.' }, list.errors)}
<button type="submit" class="secondary">Filter events</button>
</form>
${dataTable(
  'Webhook events, newest first',
  [
    { header: 'Event', cell: (e) => html`<a href="${planePath(s.plane, `/events/${e.id}`)}"><code class="id">${e.id}</code></a>` },
    { header: 'Type', cell: (e) => e.type },
    { header: 'Created (UTC)', cell: (e) => timeCell(e.createdAt, true) },
    { header: 'Delivery', cell: (e) => html`<span class="badge">${e.delivery.status}</span>` },
    { header: 'Attempts', cell: (e) => e.delivery.attemptCount, numeric: true },
  ],
  list.items,
)}
${pager(base, query, list.pagination, list.items.length)}`,
        }),
      );
    }),
  );

  const detail = async (s: OnPlane, eventId: string, opts: { notice?: string; errors?: FieldErrors; follow?: boolean } = {}) => {
    const event = await callRoute(env, s, getEventRoute, { params: { eventId } });
    const pending = event.delivery.status === 'pending';
    const canRedeliver = s.viewer.role !== 'viewer' && !pending && Boolean(s.merchant.webhookUrl);
    const here = planePath(s.plane, `/events/${event.id}`);
    // What the event is about: the object its data names first (the escrow of a dispute's event).
    const about = ['escrowId', 'withdrawalId', 'checkoutId', 'customerId']
      .map((key) => event.data[key])
      .find((id): id is string => typeof id === 'string');
    // Reloads itself only while asked to and while there is still something to see happen.
    const following = opts.follow === true && pending && Boolean(s.merchant.webhookUrl);
    return page({
      title: `Event ${event.id}`,
      viewer: s.viewer,
      plane: s.plane,
      current: planePath(s.plane, '/events'),
      notice: opts.notice,
      refreshSeconds: following ? FOLLOW_SECONDS : undefined,
      body: html`
<dl class="facts">
<dt>Type</dt><dd>${event.type}</dd>
${about ? html`<dt>About</dt><dd>${objectLink(s.plane, about)}</dd>` : ''}
<dt>Created</dt><dd>${whenToTheSecond(event.createdAt)}</dd>
<dt>Delivery</dt><dd><span class="badge" data-testid="delivery-status">${event.delivery.status}</span>${event.delivery.deliveredAt ? ` at ${whenToTheSecond(event.delivery.deliveredAt)}` : ''}</dd>
<dt>As of</dt><dd>${whenToTheSecond(new Date().toISOString())} · <a href="${here}${following ? '?follow=1' : ''}">Refresh</a>${
        following
          ? html` · reloading every ${FOLLOW_SECONDS} seconds until the delivery is over (<a href="${here}">stop</a>)`
          : pending && s.merchant.webhookUrl
            ? html` · <a href="${here}?follow=1">Follow the delivery</a>`
            : ''
      }</dd>
</dl>
${deliveryStory(s, event, env.deps.config.webhookRetryIntervalSeconds)}
<h2>Delivery attempts</h2>
${dataTable(
  'Every attempt, the first first',
  [
    { header: 'Attempt', cell: (a) => a.attempt, numeric: true },
    { header: 'When (UTC)', cell: (a) => timeCell(a.attemptedAt, true) },
    { header: 'Outcome', cell: (a) => html`${a.status === 'in_flight' ? 'sending…' : a.status}${a.error ? html` (${a.error})` : ''}` },
    { header: 'HTTP status', cell: (a) => a.responseStatus ?? '' },
    { header: 'Took', cell: (a) => (a.latencyMs === null ? '' : `${a.latencyMs} ms`), numeric: true },
    { header: 'URL', cell: (a) => html`<code class="id">${a.url}</code>` },
    { header: 'Kind', cell: (a) => (a.redelivery ? 'Redelivery' : 'Delivery') },
  ],
  event.delivery.attempts,
  pending ? 'No attempt yet: the first goes out within seconds.' : 'No attempt: nothing was sent.',
)}
${formError(opts.errors ?? {})}
${
  canRedeliver
    ? html`<form method="post" action="${here}/redeliver">
${hidden('_csrf', s.viewer.csrfToken)}${hidden('formToken', newFormToken())}
<button type="submit">Redeliver</button>
</form>`
    : ''
}
<h2>Payload</h2>
<pre><code>${JSON.stringify({ id: event.id, type: event.type, createdAt: event.createdAt, data: event.data, meta: event.meta }, null, 2)}</code></pre>`,
    });
  };

  router.get(
    '/dashboard/:plane/events/:eventId',
    signedIn(env, { plane: true }, async (ctx, s) => {
      const notices: Record<string, string> = {
        'test-event': 'Test event recorded. Its delivery shows below as it happens.',
        redelivered: 'Redelivered. The new attempt is below.',
      };
      sendPage(ctx, await detail(s, ctx.params.eventId, { notice: notices[String(ctx.query.done)], follow: ctx.query.follow === '1' }));
    }),
  );

  router.post(
    '/dashboard/:plane/events/:eventId/redeliver',
    signedIn(env, { role: 'admin', plane: true }, async (ctx, s) => {
      const eventId = ctx.params.eventId;
      const onWritten = (key: string) => audit(env, s, 'event.redelivered', { eventId }, { formKey: key });
      try {
        await callRoute(
          env,
          s,
          redeliverEventRoute,
          { params: { eventId }, key: formKey(s.form.formToken), onWritten },
          ctx.state.requestId,
        );
      } catch (err) {
        if (!(err instanceof ServiceError) || err.status === 404) throw err;
        const message =
          err.code === 'NO_WEBHOOK_ENDPOINT'
            ? 'No webhook URL is set, so there is nowhere to send it; nothing was sent.'
            : `${err.message}. Nothing was sent.`;
        return sendPage(ctx, await detail(s, eventId, { errors: { '': message } }), err.status);
      }
      redirect(ctx, planePath(s.plane, `/events/${eventId}?done=redelivered`));
    }),
  );
}
