import { createHash, randomBytes } from 'node:crypto';
import type { Db, Sql } from '../db';
import { recordAudit } from './audit';
import { newUserId, NO_PASSWORD } from './users';

// One-time sign-in links for the person at the terminal (`npm start` prints one for its
// sandbox merchant; `cli merchant dashboard-link` makes another): a random token whose hash
// alone is stored, good for LINK_MINUTES and for one sign-in, as the merchant's owner. A
// merchant made at the terminal has no dashboard user yet: its owner is made then, with no
// password (a password chosen later on Account; until then the link is the way in).

export const LINK_MINUTES = 15;
export const SIGN_IN_LINK_PATH = '/dashboard/link';

/** The link a person opens: the API's origin, the path, the token. */
export const signInLinkUrl = (origin: string, token: string) => `${origin.replace(/\/+$/, '')}${SIGN_IN_LINK_PATH}/${token}`;

const hashToken = (token: string) => createHash('sha256').update(token).digest();

/** The merchant's owner, made without a password when it has none; its user id. */
async function ensureOwner(sql: Sql, merchantId: string): Promise<string> {
  return sql.begin<string>(async (tx) => {
    // Two links made at once for one new merchant make one owner.
    await tx`select pg_advisory_xact_lock(hashtext(${`dashboard-owner:${merchantId}`}))`;
    const [owner] = await tx<
      { id: string }[]
    >`select id from dashboard_users where merchant_id = ${merchantId} and role = 'owner' order by created_at limit 1`;
    if (owner) return owner.id;
    const userId = newUserId();
    // An address that can never receive mail (RFC 2606 .invalid), unique per merchant.
    const email = `owner.${merchantId.toLowerCase()}@terminal.invalid`;
    await tx`insert into dashboard_users (id, merchant_id, email, password_hash, role) values (${userId}, ${merchantId}, ${email}, ${NO_PASSWORD}, 'owner')`;
    await recordAudit(tx, { merchantId, userId, actorEmail: email, action: 'account.created', detail: { via: 'terminal' }, ip: null });
    return userId;
  });
}

export type SignInLink = { token: string; expiresAt: Date };

/** A new link for the merchant's owner (made when missing); the token is shown once, never stored. */
export async function createSignInLink(sql: Sql, merchantId: string, minutes = LINK_MINUTES): Promise<SignInLink> {
  const userId = await ensureOwner(sql, merchantId);
  const token = randomBytes(32).toString('base64url');
  const [row] = await sql<{ expires_at: Date }[]>`
    insert into dashboard_sign_in_links (token_hash, user_id, expires_at)
    values (${hashToken(token)}, ${userId}, now() + ${minutes} * interval '1 minute') returning expires_at`;
  return { token, expiresAt: row.expires_at };
}

/** The merchant a link would sign in to, without spending it; undefined for a link unknown, used or expired. */
export async function findSignInLink(db: Db, token: string): Promise<{ merchantName: string } | undefined> {
  if (!/^[\w-]{43}$/.test(token)) return undefined;
  const [row] = await db<{ name: string }[]>`
    select m.name from dashboard_sign_in_links l join dashboard_users u on u.id = l.user_id join merchants m on m.id = u.merchant_id
    where l.token_hash = ${hashToken(token)} and l.used_at is null and l.expires_at > now()`;
  return row && { merchantName: row.name };
}

/**
 * Spends a link: the user it signs in, once, before it expires; undefined for a link that is
 * unknown, used or expired (and then nothing is written).
 */
export async function redeemSignInLink(db: Db, token: string): Promise<{ userId: string; merchantId: string; email: string } | undefined> {
  if (!/^[\w-]{43}$/.test(token)) return undefined;
  const [row] = await db<{ user_id: string; merchant_id: string; email: string }[]>`
    update dashboard_sign_in_links l set used_at = now()
    from dashboard_users u
    where l.token_hash = ${hashToken(token)} and l.used_at is null and l.expires_at > now() and u.id = l.user_id
    returning l.user_id, u.merchant_id, u.email`;
  return row && { userId: row.user_id, merchantId: row.merchant_id, email: row.email };
}
