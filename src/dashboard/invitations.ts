import { createHash, randomBytes } from 'node:crypto';
import type { Db, Sql } from '../db';
import { hashPassword } from './passwords';
import { DashboardUser, newUserId, normaliseEmail, toUser } from './users';

// Invitations to a merchant's team: the owner gets a link to hand over (no e-mail is sent);
// whoever opens it before it expires chooses a password and joins with the invited role.

export const INVITATION_DAYS = 7;
export type InvitedRole = 'admin' | 'viewer';
export type Invitation = { email: string; role: InvitedRole; expiresAt: string; merchantName: string };
/** `id`: the hex of the token's hash, naming the invitation in a form without its token. */
export type PendingInvitation = { id: string; email: string; role: InvitedRole; createdAt: string; expiresAt: string };

const hashToken = (token: string) => createHash('sha256').update(token).digest();

/** A new invitation; returns its token (the link's last part), shown once. */
export async function invite(db: Db, merchantId: string, invitedBy: string, email: string, role: InvitedRole): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db`
    insert into dashboard_invitations (token_hash, merchant_id, email, role, invited_by, expires_at)
    values (${hashToken(token)}, ${merchantId}, ${normaliseEmail(email)}, ${role}, ${invitedBy}, now() + ${INVITATION_DAYS} * interval '1 day')`;
  return token;
}

/** The open invitation of a token (not accepted, revoked or expired), or undefined. */
export async function findInvitation(db: Db, token: string): Promise<Invitation | undefined> {
  const [row] = await db<{ email: string; role: InvitedRole; expires_at: Date; name: string }[]>`
    select i.email, i.role, i.expires_at, m.name from dashboard_invitations i join merchants m on m.id = i.merchant_id
    where i.token_hash = ${hashToken(token)} and i.accepted_at is null and i.revoked_at is null and i.expires_at > now()`;
  return row && { email: row.email, role: row.role, expiresAt: row.expires_at.toISOString(), merchantName: row.name };
}

export async function pendingInvitations(db: Db, merchantId: string): Promise<PendingInvitation[]> {
  const rows = await db<{ id: string; email: string; role: InvitedRole; created_at: Date; expires_at: Date }[]>`
    select encode(token_hash, 'hex') as id, email, role, created_at, expires_at from dashboard_invitations
    where merchant_id = ${merchantId} and accepted_at is null and revoked_at is null and expires_at > now()
    order by created_at desc`;
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    role: r.role,
    createdAt: r.created_at.toISOString(),
    expiresAt: r.expires_at.toISOString(),
  }));
}

export type Acceptance = { kind: 'joined'; user: DashboardUser } | { kind: 'not_open' } | { kind: 'address_taken' };

/**
 * Accepts an open invitation with the invitee's password: the user joins the team. `not_open`
 * when the invitation is no longer open; `address_taken` when its address has an account by
 * now (nothing changes: the invitation stays open for its owner to revoke).
 */
export async function acceptInvitation(sql: Sql, token: string, password: string): Promise<Acceptance> {
  const passwordHash = await hashPassword(password);
  const taken = new Error('address taken');
  return sql
    .begin(async (tx): Promise<Acceptance> => {
      const [inv] = await tx<{ merchant_id: string; email: string; role: InvitedRole }[]>`
      update dashboard_invitations set accepted_at = now()
      where token_hash = ${hashToken(token)} and accepted_at is null and revoked_at is null and expires_at > now()
      returning merchant_id, email, role`;
      if (!inv) return { kind: 'not_open' };
      await tx`select pg_advisory_xact_lock(hashtext(${`dashboard-email:${inv.email}`}))`;
      const [existing] = await tx`select 1 from dashboard_users where email = ${inv.email}`;
      // Rolled back, so the invitation stays open.
      if (existing) throw taken;
      const [row] = await tx`
      insert into dashboard_users (id, merchant_id, email, password_hash, role)
      values (${newUserId()}, ${inv.merchant_id}, ${inv.email}, ${passwordHash}, ${inv.role}) returning *`;
      return { kind: 'joined', user: toUser(row as never) };
    })
    .catch((err): Acceptance => {
      if (err === taken) return { kind: 'address_taken' };
      throw err;
    });
}

/** Changes a teammate's role (never the owner's). */
export async function setRole(db: Db, merchantId: string, userId: string, role: InvitedRole): Promise<boolean> {
  const rows =
    await db`update dashboard_users set role = ${role} where id = ${userId} and merchant_id = ${merchantId} and role <> 'owner' returning id`;
  return rows.length > 0;
}

/** Revokes an open invitation of the merchant; its email and role, or undefined when none is open under that id. */
export async function revokeInvitation(db: Db, merchantId: string, id: string): Promise<{ email: string; role: InvitedRole } | undefined> {
  if (!/^[0-9a-f]{64}$/.test(id)) return undefined;
  const [row] = await db<{ email: string; role: InvitedRole }[]>`
    update dashboard_invitations set revoked_at = now()
    where token_hash = decode(${id}, 'hex') and merchant_id = ${merchantId}
      and accepted_at is null and revoked_at is null and expires_at > now()
    returning email, role`;
  return row;
}
