import { DashboardClient, newEmail, PASSWORD, signUpClient, testAddress, TESTS_AS_PROXY } from '../support/dashboard-client';
import { stackForFile } from '../support/stack';

// Team changes over HTTP: the owner revokes an open invitation and removes a teammate behind
// the password, the removed teammate's sessions end at once, and everyone else is refused by
// the server with nothing changed.

const stack = stackForFile({ config: TESTS_AS_PROXY }, 'none');
const TEAMMATE_PASSWORD = 'teammate password long enough';

/** A new merchant's owner, signed in. */
async function ownerOfNewMerchant() {
  const { client, email } = await signUpClient(stack.baseUrl, 'Team Stores');
  const [owner] = await stack.sql`select id, merchant_id from dashboard_users where email = ${email}`;
  return { owner: client, ownerId: owner.id as string, merchantId: owner.merchant_id as string };
}

/** An invitation link made by the owner on the Team page. */
async function invitationLink(owner: DashboardClient, role: 'admin' | 'viewer', email = newEmail(role)): Promise<string> {
  await owner.get('/dashboard/team');
  const res = await owner.post('/dashboard/team/invite', { email, role, password: PASSWORD });
  expect(res.status).toBe(200);
  return new URL(/data-testid="invitation-link">([^<]+)</.exec(res.html)![1]).pathname;
}

/** A teammate who joined by link, signed in. */
async function teammate(owner: DashboardClient, role: 'admin' | 'viewer') {
  const email = newEmail(role);
  const link = await invitationLink(owner, role, email);
  const client = new DashboardClient(stack.baseUrl, { 'x-forwarded-for': testAddress() });
  await client.get(link);
  expect((await client.post(link, { password: TEAMMATE_PASSWORD })).status).toBe(303);
  const [row] = await stack.sql`select id from dashboard_users where email = ${email}`;
  return { client, userId: row.id as string, email };
}

const invitationIdOf = async (merchantId: string) =>
  (
    await stack.sql`select encode(token_hash, 'hex') as id from dashboard_invitations where merchant_id = ${merchantId} and accepted_at is null`
  )[0].id as string;
const openInvitations = async (merchantId: string) =>
  (
    await stack.sql`select count(*)::int as n from dashboard_invitations where merchant_id = ${merchantId} and accepted_at is null and revoked_at is null`
  )[0].n;
const members = async (merchantId: string) =>
  (await stack.sql`select id from dashboard_users where merchant_id = ${merchantId} order by id`).map((r) => r.id);
const liveSessions = async (userId: string) =>
  (await stack.sql`select count(*)::int as n from dashboard_sessions where user_id = ${userId} and revoked_at is null`)[0].n;
const lastAudit = async (merchantId: string) =>
  (await stack.sql`select action, detail, actor_email from dashboard_audit where merchant_id = ${merchantId} order by id desc limit 1`)[0];

test('the owner removes a teammate behind the password: the teammate is signed out at once, and the audit log says who and whom', async () => {
  const { owner, merchantId } = await ownerOfNewMerchant();
  const admin = await teammate(owner, 'admin');
  expect((await admin.client.get('/dashboard/test')).status).toBe(200);

  await owner.get('/dashboard/team');
  const wrong = await owner.post('/dashboard/team/remove', { memberId: admin.userId, removePassword: 'not my password at all' });
  expect(wrong.status).toBe(400);
  expect(wrong.html).toContain('id="f-removePassword-error"');
  expect(await members(merchantId)).toContain(admin.userId);

  await owner.get('/dashboard/team');
  const removed = await owner.post('/dashboard/team/remove', { memberId: admin.userId, removePassword: PASSWORD });
  expect({ status: removed.status, location: removed.location }).toEqual({ status: 303, location: '/dashboard/team?done=removed' });
  expect(await members(merchantId)).not.toContain(admin.userId);
  expect(await liveSessions(admin.userId)).toBe(0);
  // The teammate's open session opens nothing now, for reading or for a form.
  expect((await admin.client.get('/dashboard/test')).location).toBe('/dashboard/signin');
  expect(
    (
      await admin.client.post(
        '/dashboard/account/password',
        { currentPassword: TEAMMATE_PASSWORD, newPassword: 'another long password' },
        'x'.repeat(32),
      )
    ).status,
  ).toBe(401);
  const entry = await lastAudit(merchantId);
  expect(entry.action).toBe('team.removed');
  expect(entry.detail).toMatchObject({ userId: admin.userId, email: admin.email, role: 'admin' });
  // Their address may be invited again.
  await invitationLink(owner, 'viewer', admin.email);
});

test('the owner revokes an unused invitation behind the password: its link stops working', async () => {
  const { owner, merchantId } = await ownerOfNewMerchant();
  const email = newEmail('invited');
  const link = await invitationLink(owner, 'viewer', email);
  const id = await invitationIdOf(merchantId);

  const page = await owner.get('/dashboard/team');
  expect(page.html).toContain(`value="${id}"`);
  const wrong = await owner.post('/dashboard/team/revoke', { invitationId: id, revokePassword: 'not my password at all' });
  expect(wrong.status).toBe(400);
  expect(await openInvitations(merchantId)).toBe(1);

  await owner.get('/dashboard/team');
  const revoked = await owner.post('/dashboard/team/revoke', { invitationId: id, revokePassword: PASSWORD });
  expect({ status: revoked.status, location: revoked.location }).toEqual({ status: 303, location: '/dashboard/team?done=revoked' });
  expect(await openInvitations(merchantId)).toBe(0);
  expect((await new DashboardClient(stack.baseUrl).get(link)).status).toBe(404);
  expect(await lastAudit(merchantId)).toMatchObject({ action: 'team.invitation_revoked', detail: { email, role: 'viewer' } });

  // A used or revoked invitation cannot be revoked again.
  await owner.get('/dashboard/team');
  expect((await owner.post('/dashboard/team/revoke', { invitationId: id, revokePassword: PASSWORD })).status).toBe(404);
});

test('a viewer or an admin removing a teammate or revoking an invitation is refused by the server, and nothing changes', async () => {
  const { owner, ownerId, merchantId } = await ownerOfNewMerchant();
  const viewer = await teammate(owner, 'viewer');
  const admin = await teammate(owner, 'admin');
  await invitationLink(owner, 'viewer');
  const invitationId = await invitationIdOf(merchantId);
  const before = {
    members: await members(merchantId),
    open: await openInvitations(merchantId),
    sessions: await liveSessions(viewer.userId),
  };
  const auditBefore = await lastAudit(merchantId);

  for (const [actor, password] of [
    [viewer, TEAMMATE_PASSWORD],
    [admin, TEAMMATE_PASSWORD],
  ] as const) {
    await actor.client.get('/dashboard/test');
    const csrf = actor.client.csrf();
    const refused = [
      await actor.client.post(
        '/dashboard/team/remove',
        { memberId: viewer.userId === actor.userId ? admin.userId : viewer.userId, removePassword: password },
        csrf,
      ),
      await actor.client.post('/dashboard/team/remove', { memberId: ownerId, removePassword: password }, csrf),
      await actor.client.post('/dashboard/team/revoke', { invitationId, revokePassword: password }, csrf),
    ];
    expect(refused.map((r) => r.status)).toEqual([403, 403, 403]);
    expect(refused[0].html).toContain(`Your role (${actor === viewer ? 'viewer' : 'admin'}) cannot do this`);
  }
  expect({
    members: await members(merchantId),
    open: await openInvitations(merchantId),
    sessions: await liveSessions(viewer.userId),
  }).toEqual(before);
  expect(await lastAudit(merchantId)).toEqual(auditBefore);
});

test("the owner cannot remove themselves, nor another merchant's teammate or invitation; nothing changes", async () => {
  const { owner, ownerId, merchantId } = await ownerOfNewMerchant();
  const other = await ownerOfNewMerchant();
  const theirs = await teammate(other.owner, 'viewer');
  await invitationLink(other.owner, 'admin');
  const theirInvitation = await invitationIdOf(other.merchantId);
  const before = {
    mine: await members(merchantId),
    theirs: await members(other.merchantId),
    open: await openInvitations(other.merchantId),
  };

  await owner.get('/dashboard/team');
  const csrf = owner.csrf();
  const refused = [
    await owner.post('/dashboard/team/remove', { memberId: ownerId, removePassword: PASSWORD }, csrf),
    await owner.post('/dashboard/team/remove', { memberId: other.ownerId, removePassword: PASSWORD }, csrf),
    await owner.post('/dashboard/team/remove', { memberId: theirs.userId, removePassword: PASSWORD }, csrf),
    await owner.post('/dashboard/team/revoke', { invitationId: theirInvitation, revokePassword: PASSWORD }, csrf),
    await owner.post('/dashboard/team/revoke', { invitationId: 'not-an-id', revokePassword: PASSWORD }, csrf),
  ];
  expect(refused.map((r) => r.status)).toEqual([404, 404, 404, 404, 404]);
  expect({
    mine: await members(merchantId),
    theirs: await members(other.merchantId),
    open: await openInvitations(other.merchantId),
  }).toEqual(before);
  expect(await liveSessions(theirs.userId)).toBeGreaterThan(0);
  expect((await owner.get('/dashboard/test')).status).toBe(200);
});

test('accepting an invitation says nothing of whether its address has an account: a taken address gets the throttled refusal, and nothing changes', async () => {
  const { owner, merchantId } = await ownerOfNewMerchant();
  // An address with an account elsewhere, invited by an owner who wants to know.
  const { email: existing } = await signUpClient(stack.baseUrl, 'Someone Else Ltd');
  const takenLink = await invitationLink(owner, 'viewer', existing);
  const freshLink = await invitationLink(owner, 'viewer');
  const membersBefore = await members(merchantId);

  /** An acceptance's answer, with what varies by request (the CSRF token, the link) taken out. */
  const shape = (res: { status: number; location: string | null; html: string }, link: string) => ({
    status: res.status,
    location: res.location,
    html: res.html
      .replace(/name="_csrf" value="[^"]+"/g, '')
      .split(link)
      .join('<link>')
      .replace(/address <strong>[^<]+</, ''),
  });
  const accept = async (link: string, address: string) => {
    const client = new DashboardClient(stack.baseUrl, { 'x-forwarded-for': address });
    await client.get(link);
    return client.post(link, { password: TEAMMATE_PASSWORD });
  };
  const taken = await accept(takenLink, testAddress());
  // An address whose hourly sign-ups are used up, accepting an invitation of an address nobody has.
  const exhausted = `192.0.2.${1 + Math.floor(Math.random() * 254)}`;
  await stack.sql`insert into dashboard_throttle (bucket, window_start, count)
                  values (${`signup-address:${exhausted}`}, date_trunc('hour', now()), 20)
                  on conflict (bucket, window_start) do update set count = 20`;
  const throttled = await accept(freshLink, exhausted);
  expect(taken.status).toBe(429);
  expect(shape(taken, takenLink)).toEqual(shape(throttled, freshLink));
  expect(taken.html).toContain('No account was created');
  // Nothing changed: no member, both invitations still open, the existing account untouched.
  expect(await members(merchantId)).toEqual(membersBefore);
  expect(await openInvitations(merchantId)).toBe(2);
  expect((await stack.sql`select merchant_id from dashboard_users where email = ${existing}`)[0].merchant_id).not.toBe(merchantId);
  // The fresh address joins from an address with sign-ups left.
  expect((await accept(freshLink, testAddress())).status).toBe(303);
});
