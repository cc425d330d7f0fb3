import type Router from '@koa/router';
import type { EventDetail, EventView } from '../../../src/events/queries';
import { EVENT_TYPES } from '../../../src/events/outbox';
import { callApi } from '../api-calls';
import { FieldErrors, field, formError, hidden, newFormToken, select } from '../forms';
import { html } from '../html';
import { page, planePath } from '../layout';
import { listQuery, pager, readList } from '../lists';
import { when } from '../money-format';
import { audit, DashEnv, redirect, sendPage, signedIn } from '../web';

// The events log (GET /events underneath): each event with its delivery, its attempts, and a
// Redeliver button (POST /events/{id}/redeliver, under the form's one-use key).

const FILTERS = ['type', 'objectId', 'startDate', 'endDate', 'limit'] as const;

export function mountEventPages(router: Router, env: DashEnv): void {
  router.get('/dashboard/:plane/events', signedIn(env, { plane: true }, async (ctx, s) => {
    const query = listQuery(ctx, FILTERS);
    const { list, errors } = await readList<EventView>(env, s, '/events', query, 'events');
    const base = planePath(s.plane, '/events');
    sendPage(ctx, page({
      title: 'Events', viewer: s.viewer, plane: s.plane, current: base, body: html`
<form method="get" action="${base}" class="filters">
${formError(errors)}
${select({ name: 'type', label: 'Event type', options: [['', 'Any type'], ...EVENT_TYPES.map((t): [string, string] => [t, t])], value: query.type }, errors)}
${field({ name: 'objectId', label: 'Object id', value: query.objectId, hint: 'An escrow, withdrawal, checkout, wallet, payment or dispute id.' }, errors)}
<button type="submit" class="secondary">Filter events</button>
</form>
<div class="table-wrap" tabindex="0" role="region" aria-label="Scrollable table"><table>
<caption>Webhook events, newest first</caption>
<thead><tr><th scope="col">Event</th><th scope="col">Type</th><th scope="col">Created</th><th scope="col">Delivery</th><th scope="col" class="n">Attempts</th></tr></thead>
<tbody>${list.items.map((e) => html`<tr><td><a href="${planePath(s.plane, `/events/${e.id}`)}">${e.id}</a></td><td>${e.type}</td><td>${when(e.createdAt)}</td><td><span class="badge">${e.delivery.status}</span></td><td class="n">${e.delivery.attemptCount}</td></tr>`)}</tbody>
</table></div>
${pager(base, query, list.pagination, list.items.length)}`,
    }));
  }));

  const detail = async (s: Parameters<Parameters<typeof signedIn>[2]>[1], eventId: string, notice?: string, errors: FieldErrors = {}) => {
    const event = await callApi<EventDetail>(env, { merchant: s.merchant, plane: s.plane }, { method: 'get', path: '/events/:eventId', params: { eventId } }, 'dashboard');
    const canRedeliver = s.viewer.role !== 'viewer' && event.delivery.status !== 'pending';
    return page({
      title: `Event ${event.id}`, viewer: s.viewer, plane: s.plane, current: planePath(s.plane, '/events'), notice, body: html`
<dl class="facts">
<dt>Type</dt><dd>${event.type}</dd>
<dt>Created</dt><dd>${when(event.createdAt)}</dd>
<dt>Delivery</dt><dd><span class="badge" data-testid="delivery-status">${event.delivery.status}</span>${event.delivery.deliveredAt ? ` at ${when(event.delivery.deliveredAt)}` : ''}</dd>
</dl>
<h2>Delivery attempts</h2>
<div class="table-wrap" tabindex="0" role="region" aria-label="Scrollable table"><table>
<caption>Every attempt, the first first</caption>
<thead><tr><th scope="col" class="n">Attempt</th><th scope="col">When</th><th scope="col">Outcome</th><th scope="col">HTTP status</th><th scope="col">URL</th><th scope="col">Kind</th></tr></thead>
<tbody>${event.delivery.attempts.map((a) => html`<tr><td class="n">${a.attempt}</td><td>${when(a.attemptedAt)}</td><td>${a.status}${a.error ? html` (${a.error})` : ''}</td><td>${a.responseStatus ?? ''}</td><td><code>${a.url}</code></td><td>${a.redelivery ? 'Redelivery' : 'Delivery'}</td></tr>`)}</tbody>
</table></div>
${canRedeliver ? html`<form method="post" action="${planePath(s.plane, `/events/${event.id}/redeliver`)}">
${hidden('_csrf', s.viewer.csrfToken)}${hidden('formToken', newFormToken())}
${formError(errors)}
<button type="submit">Redeliver</button>
</form>` : ''}
<h2>Payload</h2>
<pre><code>${JSON.stringify({ id: event.id, type: event.type, createdAt: event.createdAt, data: event.data, meta: (event as { meta?: unknown }).meta }, null, 2)}</code></pre>`,
    });
  };

  router.get('/dashboard/:plane/events/:eventId', signedIn(env, { plane: true }, async (ctx, s) => {
    const notices: Record<string, string> = {
      'test-event': 'Test event sent. Its delivery is below.',
      redelivered: 'Redelivered. The new attempt is below.',
    };
    sendPage(ctx, await detail(s, ctx.params.eventId, notices[String(ctx.query.done)]));
  }));

  router.post('/dashboard/:plane/events/:eventId/redeliver', signedIn(env, { role: 'admin', plane: true }, async (ctx, s) => {
    const eventId = ctx.params.eventId;
    const onWritten = (formKey: string) => audit(env, s, 'event.redelivered', { eventId }, { formKey });
    await callApi(env, { merchant: s.merchant, plane: s.plane }, { method: 'post', path: '/events/:eventId/redeliver', params: { eventId }, body: {}, formToken: s.form.formToken, onWritten }, ctx.state.requestId);
    redirect(ctx, planePath(s.plane, `/events/${eventId}?done=redelivered`));
  }));
}
