import type Router from '@koa/router';
import type { Context } from 'koa';
import { peopleByIds } from '../../../src/dashboard/people';
import { ServiceError } from '../../../src/errors';
import type { AnyRoute, RouteAnswer, RouteCall } from '../../route-executor';
import {
  cancelEscrowRoute,
  getDisputeRoute,
  getEscrowRoute,
  openDisputeRoute,
  refundEscrowRoute,
  releaseEscrowRoute,
  resolveDisputeRoute,
} from '../../routes/escrows/routes';
import { listEventsRoute } from '../../routes/events/routes';
import { callRoute, formKey } from '../api-calls';
import { deadlineFacts } from '../deadlines';
import { field, FieldErrors, Form, formError, hidden, newFormToken, select } from '../forms';
import { html, Html } from '../html';
import { page, planePath } from '../layout';
import { personLink } from '../links';
import { naira, timeCell, when } from '../money-format';
import { audit, DashEnv, OnPlane, redirect, sendPage, signedIn } from '../web';

// One escrow: its parties and amounts, a timeline of its events, and the money actions
// (release, partial release, refund, cancel, open and resolve a dispute). Each action is a
// form, then a confirmation page whose button carries a one-use token: the POST of the REST
// route runs under it (api-calls.ts), so a double click moves money once.

type Escrow = RouteAnswer<typeof getEscrowRoute>;
type Dispute = RouteAnswer<typeof getDisputeRoute>;

type Action = {
  label: string;
  /** The verb on the confirmation button ("Confirm release"). */
  verb: string;
  route: AnyRoute;
  fields: (form: Form, errors: FieldErrors, escrow: Escrow, dispute?: Dispute) => Html;
  /** The API body from the form (errors by field when the form is wrong, judged against the escrow as it stands). */
  body: (form: Form, escrow: Escrow) => { body: Record<string, unknown>; errors: FieldErrors };
  summary: (form: Form, escrow: Escrow) => string;
  params?: (form: Form) => Record<string, string>;
};

const WHOLE_NAIRA = /^\d{1,9}$/;

/** An optional whole-naira amount field. */
function amountOf(form: Form, name: string, errors: FieldErrors): number | undefined {
  const raw = (form[name] ?? '').trim().replace(/,/g, '');
  if (raw === '') return undefined;
  if (!WHOLE_NAIRA.test(raw) || Number(raw) === 0) {
    errors[name] = 'Enter a whole number of naira, like 2500';
    return undefined;
  }
  return Number(raw);
}

const optionalText = (form: Form, name: string) => ((form[name] ?? '').trim() === '' ? undefined : form[name].trim());

const ESCROW_ACTIONS: Record<string, Action> = {
  release: {
    label: 'Release',
    verb: 'Confirm release',
    route: releaseEscrowRoute,
    fields: (f, e) =>
      field(
        {
          name: 'amount',
          label: 'Amount to release (naira)',
          value: f.amount,
          inputmode: 'numeric',
          hint: 'Leave empty to release all that remains; a smaller amount is a partial release.',
        },
        e,
      ),
    body: (f) => {
      const errors: FieldErrors = {};
      const amount = amountOf(f, 'amount', errors);
      return { body: amount === undefined ? {} : { amount }, errors };
    },
    summary: (f, x) =>
      `Release ${f.amount ? naira(f.amount) : `all that remains (${naira(x.remainingAmount)})`} of ${x.reference} to the payee.`,
  },
  refund: {
    label: 'Refund',
    verb: 'Confirm refund',
    route: refundEscrowRoute,
    fields: (f, e) =>
      html`${field({ name: 'amount', label: 'Amount to refund (naira)', value: f.amount, inputmode: 'numeric', hint: 'Leave empty to refund all that remains.' }, e)}${field({ name: 'reason', label: 'Refund reason', value: f.reason }, e)}`,
    body: (f) => {
      const errors: FieldErrors = {};
      const amount = amountOf(f, 'amount', errors);
      return {
        body: { ...(amount === undefined ? {} : { amount }), ...(optionalText(f, 'reason') ? { reason: optionalText(f, 'reason') } : {}) },
        errors,
      };
    },
    summary: (f, x) =>
      `Refund ${f.amount ? naira(f.amount) : `all that remains (${naira(x.remainingAmount)})`} of ${x.reference} to the payer.`,
  },
  cancel: {
    label: 'Cancel',
    verb: 'Confirm cancel',
    route: cancelEscrowRoute,
    fields: (f, e) => field({ name: 'reason', label: 'Cancel reason', value: f.reason }, e),
    body: (f) => ({ body: optionalText(f, 'reason') ? { reason: optionalText(f, 'reason') } : {}, errors: {} }),
    summary: (_f, x) => `Cancel ${x.reference} (only an unfunded escrow can be cancelled).`,
  },
  openDispute: {
    label: 'Open a dispute',
    verb: 'Confirm open dispute',
    route: openDisputeRoute,
    fields: (f, e) => html`${select(
      {
        name: 'openedBy',
        label: 'Opened by',
        options: [
          ['payer', 'Payer'],
          ['payee', 'Payee'],
        ],
        value: f.openedBy,
      },
      e,
    )}
${field({ name: 'reasonCode', label: 'Reason code', value: f.reasonCode, hint: 'For example item_not_received.' }, e)}
${field({ name: 'description', label: 'What happened', value: f.description }, e)}`,
    body: (f) => {
      const errors: FieldErrors = {};
      if (!optionalText(f, 'reasonCode')) errors.reasonCode = 'Enter a reason code';
      if (!optionalText(f, 'description')) errors.description = 'Say what happened';
      return {
        body: {
          openedBy: f.openedBy ?? '',
          reasonCode: optionalText(f, 'reasonCode') ?? '',
          description: optionalText(f, 'description') ?? '',
        },
        errors,
      };
    },
    summary: (f, x) => `Open a dispute on ${x.reference} for the ${f.openedBy}: ${f.reasonCode}.`,
  },
  resolveDispute: {
    label: 'Resolve the dispute',
    verb: 'Confirm resolution',
    route: resolveDisputeRoute,
    params: (f) => ({ disputeId: f.disputeId ?? '' }),
    fields: (f, e, x, d) => html`${hidden('disputeId', d?.disputeId ?? f.disputeId ?? '')}
${select(
  {
    name: 'resolution',
    label: 'Resolution',
    options: [
      ['release', 'Release to the payee'],
      ['refund', 'Refund the payer'],
      ['split', 'Split'],
    ],
    value: f.resolution,
  },
  e,
)}
<p class="hint" id="split-rule">For a split, the two amounts must add up to what remains of the hold: ${naira(x.remainingAmount)}.</p>
${field({ name: 'releaseAmount', label: 'Release amount for a split (naira)', value: f.releaseAmount, inputmode: 'numeric' }, e)}
${field({ name: 'refundAmount', label: 'Refund amount for a split (naira)', value: f.refundAmount, inputmode: 'numeric' }, e)}`,
    body: (f, x) => {
      const errors: FieldErrors = {};
      const releaseAmount = amountOf(f, 'releaseAmount', errors);
      const refundAmount = amountOf(f, 'refundAmount', errors);
      if (f.resolution === 'split' && Object.keys(errors).length === 0) {
        // The rule the API applies (SPLIT_NOT_REMAINING), said before the confirmation.
        if (releaseAmount === undefined) errors.releaseAmount = 'Enter the amount released to the payee';
        if (refundAmount === undefined) errors.refundAmount = 'Enter the amount refunded to the payer';
        else if (releaseAmount !== undefined && releaseAmount + refundAmount !== x.remainingAmount) {
          errors.refundAmount = `The two amounts add up to ${naira(releaseAmount + refundAmount)}; they must add up to the ${naira(x.remainingAmount)} that remains`;
        }
      }
      return {
        body: {
          action: f.resolution ?? '',
          ...(releaseAmount === undefined ? {} : { releaseAmount }),
          ...(refundAmount === undefined ? {} : { refundAmount }),
        },
        errors,
      };
    },
    summary: (f, x) =>
      `Resolve the dispute on ${x.reference}: ${f.resolution}${f.resolution === 'split' ? ` (${naira(f.releaseAmount || 0)} released, ${naira(f.refundAmount || 0)} refunded)` : ''}.`,
  },
};

/** Which actions the escrow's status offers (the workflow still judges every one). */
function offered(escrow: Escrow, dispute: Dispute | undefined): string[] {
  if (dispute?.status === 'open') return ['resolveDispute'];
  switch (escrow.status) {
    case 'awaiting_funding':
      return ['cancel'];
    case 'held':
    case 'partially_released':
      return ['release', 'refund', 'openDispute'];
    default:
      return [];
  }
}

/** The form fields of an action: errors from the API name body fields (`body.amount` → amount). */
function apiErrors(err: ServiceError): FieldErrors {
  const errors: FieldErrors = { '': err.message };
  for (const issue of (err.details?.issues as Array<{ field: string; message: string }> | undefined) ?? []) {
    const name = issue.field.split('.').pop()!;
    errors[name === 'action' ? 'resolution' : name] = issue.message;
  }
  return errors;
}

export function mountEscrowPages(router: Router, env: DashEnv): void {
  async function load(ctx: Context, s: OnPlane, escrowId: string) {
    const escrow = await callRoute(env, s, getEscrowRoute, { params: { escrowId } }, ctx.state.requestId);
    const owner = { merchantId: s.merchant.merchantId, plane: s.plane };
    const [dispute, events, people] = await Promise.all([
      callRoute(env, s, getDisputeRoute, { params: { escrowId } }, ctx.state.requestId).catch((err) => {
        if (err instanceof ServiceError && err.status === 404) return undefined;
        throw err;
      }),
      callRoute(env, s, listEventsRoute, { query: { objectId: escrowId, limit: '100' } }, ctx.state.requestId),
      peopleByIds(
        env.deps.sql,
        owner,
        escrow.parties.map((p) => p.customerId),
      ),
    ]);
    return { escrow, dispute, people, timeline: [...events.events].reverse() };
  }

  async function escrowPage(
    ctx: Context,
    s: OnPlane,
    escrowId: string,
    opts: { notice?: string; failed?: { action: string; form: Form; errors: FieldErrors } } = {},
  ) {
    const { escrow, dispute, people, timeline } = await load(ctx, s, escrowId);
    const base = planePath(s.plane, `/escrows/${escrow.escrowId}`);
    const actions = s.viewer.role === 'viewer' ? [] : offered(escrow, dispute);
    const party = (p: Escrow['parties'][number]) => {
      if (p.customerId) {
        const email = people.get(p.customerId)?.email;
        return html`${personLink(s.plane, people, p.customerId)}${email ? html` <small>${email}</small>` : ''} <code class="id">${p.customerId}</code>`;
      }
      const guest = 'guest' in p ? p.guest : undefined;
      return html`${guest?.name ?? 'A guest'} <small>(guest, ${guest?.email ?? ''})</small>`;
    };
    return page({
      title: `Escrow ${escrow.reference}`,
      viewer: s.viewer,
      plane: s.plane,
      current: planePath(s.plane, '/escrows'),
      notice: opts.notice,
      body: html`
<dl class="facts">
<dt>Escrow id</dt><dd><code>${escrow.escrowId}</code></dd>
<dt>Status</dt><dd><span class="badge" data-testid="escrow-status">${escrow.status}</span></dd>
${escrow.parties.map((p) => html`<dt>${p.role === 'payer' ? 'Payer' : p.role === 'payee' ? 'Payee' : p.role}</dt><dd data-testid="party-${p.role}">${party(p)}</dd>`)}
<dt>Amount</dt><dd>${naira(escrow.amount)} ${escrow.currency}</dd>
<dt>Released</dt><dd>${naira(escrow.releasedAmount)}</dd>
<dt>Refunded</dt><dd>${naira(escrow.refundedAmount)}</dd>
<dt>Remaining</dt><dd>${naira(escrow.remainingAmount)}</dd>
<dt>Merchant fee</dt><dd>${naira(escrow.merchantFee)}</dd>
${escrow.fundedAt ? html`<dt>Funded</dt><dd>${when(escrow.fundedAt)}</dd>` : ''}
${deadlineFacts(escrow)}
${escrow.description ? html`<dt>Description</dt><dd>${escrow.description}</dd>` : ''}
${escrow.cancelledReason ? html`<dt>Cancel reason</dt><dd>${escrow.cancelledReason}</dd>` : ''}
${dispute ? html`<dt>Dispute</dt><dd>${dispute.status} (${dispute.openedBy}: ${dispute.reasonCode})${dispute.resolution ? `, resolved: ${dispute.resolution}` : ''}</dd>` : ''}
</dl>
<p><a href="${planePath(s.plane, `/statement?relatedId=${escrow.escrowId}`)}">Statement rows of this escrow</a> · <a href="${planePath(s.plane, `/checkouts?escrowId=${escrow.escrowId}`)}">Its checkout sessions</a></p>
<h2>Timeline (UTC)</h2>
<ol class="timeline">${timeline.length === 0 ? html`<li>No events yet.</li>` : timeline.map((e) => html`<li>${timeCell(e.createdAt, true)}: <a href="${planePath(s.plane, `/events/${e.id}`)}">${e.type}</a> (webhook ${e.delivery.status})</li>`)}</ol>
${
  actions.length > 0
    ? html`<h2>Actions</h2><div class="actions">${actions.map((name) => {
        const action = ESCROW_ACTIONS[name];
        const failed = opts.failed?.action === name ? opts.failed : undefined;
        return html`<form method="post" action="${base}/confirm" novalidate aria-label="${action.label}">
<h3>${action.label}</h3>
${hidden('_csrf', s.viewer.csrfToken)}${hidden('action', name)}
${failed ? formError(failed.errors) : ''}
${action.fields(failed?.form ?? {}, failed?.errors ?? {}, escrow, dispute)}
<button type="submit">${action.label}…</button>
</form>`;
      })}</div>`
    : ''
}`,
    });
  }

  router.get(
    '/dashboard/:plane/escrows/:escrowId',
    signedIn(env, { plane: true }, async (ctx, s) => {
      const done = ESCROW_ACTIONS[String(ctx.query.done)];
      sendPage(ctx, await escrowPage(ctx, s, ctx.params.escrowId, { notice: done ? `${done.label}: done.` : undefined }));
    }),
  );

  // Step 1: the action's form, checked, then a confirmation page with the one-use token.
  router.post(
    '/dashboard/:plane/escrows/:escrowId/confirm',
    signedIn(env, { role: 'admin', plane: true }, async (ctx, s) => {
      const name = s.form.action ?? '';
      const action = ESCROW_ACTIONS[name];
      const escrowId = ctx.params.escrowId;
      if (!action) return sendPage(ctx, await escrowPage(ctx, s, escrowId), 400);
      const { escrow } = await load(ctx, s, escrowId);
      const { errors } = action.body(s.form, escrow);
      if (Object.keys(errors).length > 0)
        return sendPage(ctx, await escrowPage(ctx, s, escrowId, { failed: { action: name, form: s.form, errors } }), 400);
      const carried = Object.entries(s.form).filter(([k]) => !['_csrf', 'formToken'].includes(k));
      sendPage(
        ctx,
        page({
          title: action.verb,
          viewer: s.viewer,
          plane: s.plane,
          current: planePath(s.plane, '/escrows'),
          body: html`
<p>${action.summary(s.form, escrow)}</p>
<form method="post" action="${planePath(s.plane, `/escrows/${escrowId}/act`)}">
${hidden('_csrf', s.viewer.csrfToken)}${hidden('formToken', newFormToken())}
${carried.map(([k, v]) => hidden(k, v))}
<button type="submit" class="danger">${action.verb}</button>
<a href="${planePath(s.plane, `/escrows/${escrowId}`)}">Back without changing anything</a>
</form>`,
        }),
      );
    }),
  );

  // Step 2: the REST route's POST, under the form's token.
  router.post(
    '/dashboard/:plane/escrows/:escrowId/act',
    signedIn(env, { role: 'admin', plane: true }, async (ctx, s) => {
      const name = s.form.action ?? '';
      const action = ESCROW_ACTIONS[name];
      const escrowId = ctx.params.escrowId;
      if (!action) return sendPage(ctx, await escrowPage(ctx, s, escrowId), 400);
      // The form's rule is judged again by the route itself, against the escrow under its lock.
      const { body } = action.body(s.form, (await load(ctx, s, escrowId)).escrow);
      // Audited when the write happens, once per form: a replayed confirmation moved nothing.
      const onWritten = (key: string) => audit(env, s, `escrow.${name}`, { escrowId, plane: s.plane, ...body }, { formKey: key });
      try {
        const call = {
          params: { escrowId, ...action.params?.(s.form) },
          body,
          key: formKey(s.form.formToken),
          onWritten,
        } as RouteCall<AnyRoute>;
        await callRoute(env, s, action.route, call, ctx.state.requestId);
      } catch (err) {
        if (!(err instanceof ServiceError) || err.status === 404) throw err;
        return sendPage(
          ctx,
          await escrowPage(ctx, s, escrowId, { failed: { action: name, form: s.form, errors: apiErrors(err) } }),
          err.status,
        );
      }
      redirect(ctx, planePath(s.plane, `/escrows/${escrowId}?done=${name}`));
    }),
  );
}
