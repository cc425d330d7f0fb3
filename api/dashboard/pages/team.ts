import type Router from '@koa/router';
import {
  acceptInvitation,
  findInvitation,
  invite,
  INVITATION_DAYS,
  InvitedRole,
  pendingInvitations,
  revokeInvitation,
  setRole,
} from '../../../src/dashboard/invitations';
import { passwordProblem } from '../../../src/dashboard/passwords';
import { spendOneHash } from '../../../src/dashboard/sign-in';
import { countAttempt, isThrottled, THROTTLES } from '../../../src/dashboard/throttle';
import { listTeam, normaliseEmail, removeTeammate } from '../../../src/dashboard/users';
import { recordAudit } from '../../../src/dashboard/audit';
import { field, FieldErrors, Form, formError, hidden, select } from '../forms';
import { html } from '../html';
import { DASHBOARD_PATH, page, planePath, publicPage } from '../layout';
import { timeCell, when } from '../money-format';
import { dataTable } from '../tables';
import { signInAs, SIGN_UP_REFUSED } from './account';
import { anonymousCsrf, anonymousPost, audit, DashEnv, OnPlane, passwordAgain, redirect, refusalPage, sendPage, signedIn } from '../web';

// The owner's team: invitations by a link the owner hands over (it expires), and roles:
// admin (everything but the team) and viewer (reads the money pages; no keys, no money
// actions, no settings). The owner may revoke an open invitation and remove a teammate (never
// the owner); every team change asks for the owner's password again.

const ROLE_OPTIONS: Array<[InvitedRole, string]> = [
  ['viewer', 'Viewer (read only)'],
  ['admin', 'Admin (everything but the team)'],
];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DONE_NOTICES: Record<string, string> = {
  role: 'Role changed.',
  removed: 'Teammate removed; their sessions were ended.',
  revoked: 'Invitation revoked; its link no longer works.',
};

export function mountTeamPages(router: Router, env: DashEnv): void {
  const { sql, config } = env.deps;
  const path = `${DASHBOARD_PATH}/team`;

  async function teamPage(s: OnPlane, shown: { link?: string; errors?: FieldErrors; form?: Form; notice?: string } = {}) {
    const [team, pending] = await Promise.all([listTeam(sql, s.merchant.merchantId), pendingInvitations(sql, s.merchant.merchantId)]);
    const errors = shown.errors ?? {};
    const members = team.filter((u) => u.role !== 'owner');
    const memberOptions = members.map((u): [string, string] => [u.userId, `${u.email} (${u.role})`]);
    const csrf = hidden('_csrf', s.viewer.csrfToken);
    return page({
      title: 'Team',
      viewer: s.viewer,
      current: path,
      notice: shown.notice,
      body: html`
${shown.link ? html`<div class="card" role="status"><p><strong>Invitation link</strong> (shown once; it works for ${INVITATION_DAYS} days; hand it to your teammate):</p><p><code class="key" data-testid="invitation-link">${shown.link}</code></p></div>` : ''}
<h2>Invite a teammate</h2>
<form method="post" action="${path}/invite" aria-label="Invite a teammate" novalidate>
${csrf}
${formError(errors)}
${field({ name: 'email', label: 'Teammate email', type: 'email', value: shown.form?.email, required: true }, errors)}
${select({ name: 'role', label: 'Role', options: ROLE_OPTIONS, value: shown.form?.role ?? 'viewer' }, errors)}
${field({ name: 'password', label: 'Your password', type: 'password', autocomplete: 'current-password', required: true, hint: 'Team changes ask for your password again.' }, errors)}
<button type="submit">Create invitation link</button>
</form>
<h2>Members</h2>
${dataTable(
  'People who can sign in to this account',
  [
    { header: 'Email', cell: (u) => u.email },
    { header: 'Role', cell: (u) => u.role },
    { header: 'Since (UTC)', cell: (u) => timeCell(u.createdAt) },
  ],
  team,
)}
${
  members.length > 0
    ? html`<h2>Change a role</h2>
<form method="post" action="${path}/role" aria-label="Change a role" novalidate>
${csrf}
${select({ name: 'userId', label: 'Member', options: memberOptions }, errors)}
${select({ name: 'newRole', label: 'New role', options: ROLE_OPTIONS }, errors)}
${field({ name: 'rolePassword', label: 'Your password', type: 'password', autocomplete: 'current-password', required: true }, errors)}
<button type="submit">Change role</button>
</form>
<h2>Remove a teammate</h2>
<form method="post" action="${path}/remove" aria-label="Remove a teammate" novalidate>
${csrf}
${select({ name: 'memberId', label: 'Teammate', options: memberOptions }, errors)}
${field({ name: 'removePassword', label: 'Your password', type: 'password', autocomplete: 'current-password', required: true, hint: 'They are signed out at once.' }, errors)}
<button type="submit">Remove teammate</button>
</form>`
    : ''
}
<h2>Open invitations</h2>
${
  pending.length === 0
    ? html`<p>None.</p>`
    : html`<ul>${pending.map((i) => html`<li>${i.email} as ${i.role}, until ${when(i.expiresAt)}</li>`)}</ul>
<form method="post" action="${path}/revoke" aria-label="Revoke an invitation" novalidate>
${csrf}
${select({ name: 'invitationId', label: 'Invitation', options: pending.map((i): [string, string] => [i.id, `${i.email} (${i.role})`]) }, errors)}
${field({ name: 'revokePassword', label: 'Your password', type: 'password', autocomplete: 'current-password', required: true, hint: 'Its link stops working at once.' }, errors)}
<button type="submit">Revoke invitation</button>
</form>`
}`,
    });
  }

  const passwordOk = (s: OnPlane, password: string | undefined, purpose: string) => passwordAgain(env, s, password, purpose);

  router.get(
    path,
    signedIn(env, { role: 'owner' }, async (ctx, s) => sendPage(ctx, await teamPage(s, { notice: DONE_NOTICES[String(ctx.query.done)] }))),
  );

  router.post(
    `${path}/invite`,
    signedIn(env, { role: 'owner' }, async (ctx, s) => {
      const errors: FieldErrors = {};
      const email = normaliseEmail(s.form.email ?? '');
      const role = ROLE_OPTIONS.find(([r]) => r === s.form.role)?.[0];
      if (!EMAIL.test(email) || email.length > 254) errors.email = 'Enter an email address like name@example.com';
      if (!role) errors.role = 'Choose a role';
      if (!(await passwordOk(s, s.form.password, 'team.invite'))) errors.password = 'This is not your password';
      if (Object.keys(errors).length > 0) return sendPage(ctx, await teamPage(s, { errors, form: s.form }), 400);
      const token = await invite(sql, s.merchant.merchantId, s.session.userId, email, role!);
      await audit(env, s, 'team.invited', { email, role });
      sendPage(ctx, await teamPage(s, { link: `${config.publicBaseUrl}${DASHBOARD_PATH}/invite/${token}` }));
    }),
  );

  router.post(
    `${path}/role`,
    signedIn(env, { role: 'owner' }, async (ctx, s) => {
      const role = ROLE_OPTIONS.find(([r]) => r === s.form.newRole)?.[0];
      const errors: FieldErrors = {};
      if (!role) errors.newRole = 'Choose a role';
      if (!(await passwordOk(s, s.form.rolePassword, 'team.role'))) errors.rolePassword = 'This is not your password';
      if (Object.keys(errors).length > 0) return sendPage(ctx, await teamPage(s, { errors }), 400);
      if (!(await setRole(sql, s.merchant.merchantId, s.form.userId ?? '', role!)))
        return refusalPage(ctx, 404, 'Not found', 'There is no such member; nothing was changed.');
      await audit(env, s, 'team.role_changed', { userId: s.form.userId, role });
      redirect(ctx, `${path}?done=role`);
    }),
  );

  router.post(
    `${path}/remove`,
    signedIn(env, { role: 'owner' }, async (ctx, s) => {
      if (!(await passwordOk(s, s.form.removePassword, 'team.remove')))
        return sendPage(ctx, await teamPage(s, { errors: { removePassword: 'This is not your password' } }), 400);
      const removed = await removeTeammate(sql, s.merchant.merchantId, s.form.memberId ?? '', s.session.userId);
      if (!removed)
        return refusalPage(ctx, 404, 'Not found', 'There is no such teammate (the owner cannot be removed); nothing was changed.');
      await audit(env, s, 'team.removed', { userId: removed.userId, email: removed.email, role: removed.role });
      redirect(ctx, `${path}?done=removed`);
    }),
  );

  router.post(
    `${path}/revoke`,
    signedIn(env, { role: 'owner' }, async (ctx, s) => {
      if (!(await passwordOk(s, s.form.revokePassword, 'team.revoke')))
        return sendPage(ctx, await teamPage(s, { errors: { revokePassword: 'This is not your password' } }), 400);
      const revoked = await revokeInvitation(sql, s.merchant.merchantId, s.form.invitationId ?? '');
      if (!revoked)
        return refusalPage(
          ctx,
          404,
          'Not found',
          'There is no such open invitation (used, expired or revoked already); nothing was changed.',
        );
      await audit(env, s, 'team.invitation_revoked', revoked);
      redirect(ctx, `${path}?done=revoked`);
    }),
  );

  const invitationPage = (
    ctx: Parameters<Parameters<typeof anonymousPost>[0]>[0],
    token: string,
    inv: { email: string; role: string; merchantName: string },
    errors: FieldErrors = {},
  ) =>
    publicPage(
      `Join ${inv.merchantName}`,
      html`
<p>You were invited as <strong>${inv.role}</strong> with the address <strong>${inv.email}</strong>.</p>
<form method="post" action="${DASHBOARD_PATH}/invite/${token}" novalidate>
${hidden('_csrf', anonymousCsrf(ctx))}
${formError(errors)}
${field({ name: 'password', label: 'Choose a password', type: 'password', autocomplete: 'new-password', required: true, hint: 'At least 12 characters.' }, errors)}
<button type="submit">Join the team</button>
</form>`,
    );

  router.get(`${DASHBOARD_PATH}/invite/:token`, async (ctx) => {
    const inv = await findInvitation(sql, ctx.params.token);
    if (!inv)
      return refusalPage(
        ctx,
        404,
        'Invitation not valid',
        'This invitation link has expired, was used already, or is wrong. Ask for a new one.',
      );
    sendPage(ctx, invitationPage(ctx, ctx.params.token, inv));
  });
  // Accepting makes an account, so it answers as a sign-up does (docs/decisions.md "Sign-up
  // without account enumeration"): it counts against the address's hourly sign-ups, spends one
  // scrypt whichever way it goes, and an invited address that has an account already gets the
  // very refusal a throttled address gets.
  router.post(
    `${DASHBOARD_PATH}/invite/:token`,
    anonymousPost(async (ctx, form) => {
      const token = ctx.params.token;
      const inv = await findInvitation(sql, token);
      if (!inv)
        return refusalPage(
          ctx,
          404,
          'Invitation not valid',
          'This invitation link has expired, was used already, or is wrong. Ask for a new one.',
        );
      const weak = passwordProblem(form.password ?? '');
      if (weak) return sendPage(ctx, invitationPage(ctx, token, inv, { password: weak }), 400);
      const bucket = `signup-address:${ctx.ip}`;
      const throttled = await isThrottled(sql, bucket, THROTTLES.signUpAddress);
      await countAttempt(sql, bucket, THROTTLES.signUpAddress);
      const refuse = () => sendPage(ctx, invitationPage(ctx, token, inv, { '': SIGN_UP_REFUSED }), 429);
      if (throttled) {
        await spendOneHash(form.password);
        return refuse();
      }
      const accepted = await acceptInvitation(sql, token, form.password);
      if (accepted.kind === 'not_open')
        return refusalPage(
          ctx,
          404,
          'Invitation not valid',
          'This invitation link has expired, was used already, or is wrong. Ask for a new one.',
        );
      if (accepted.kind === 'address_taken') return refuse();
      const user = accepted.user;
      await recordAudit(sql, {
        merchantId: user.merchantId,
        userId: user.userId,
        actorEmail: user.email,
        action: 'team.joined',
        detail: { role: user.role },
        ip: ctx.ip || null,
      });
      await signInAs(ctx, env, user.userId);
      redirect(ctx, planePath('test'));
    }),
  );
}
