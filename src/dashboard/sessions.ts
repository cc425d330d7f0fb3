import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db';
import { newCsrfSecret } from './csrf';
import type { Role } from './users';

// Server-side dashboard sessions: the cookie holds a random token, the table only its hash,
// so a copy of the table opens nothing. A session ends when signed out (revoked), after
// IDLE_MINUTES without a request, or ABSOLUTE_HOURS after sign-in, whichever comes first.

const IDLE_MINUTES = 30;
const ABSOLUTE_HOURS = 12;

export type Session = {
  tokenHash: Buffer;
  /** The secret the session's CSRF tokens are made from (csrf.ts); never sent as is. */
  csrfSecret: string;
  userId: string;
  merchantId: string;
  email: string;
  role: Role;
};

const hashToken = (token: string) => createHash('sha256').update(token).digest();

/** A new session for the user; returns the cookie's value. */
export async function startSession(db: Db, userId: string, ip: string | null): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db`
    insert into dashboard_sessions (token_hash, user_id, csrf_token, ip)
    values (${hashToken(token)}, ${userId}, ${newCsrfSecret()}, ${ip})`;
  return token;
}

/** The live session of a cookie's value (and marks it seen), or undefined. */
export async function resumeSession(db: Db, token: string): Promise<Session | undefined> {
  const [row] = await db<{ token_hash: Buffer; csrf_token: string; user_id: string; merchant_id: string; email: string; role: Role }[]>`
    update dashboard_sessions s set last_seen_at = now()
    from dashboard_users u
    where s.token_hash = ${hashToken(token)} and u.id = s.user_id and s.revoked_at is null
      and s.last_seen_at > now() - ${IDLE_MINUTES} * interval '1 minute'
      and s.created_at > now() - ${ABSOLUTE_HOURS} * interval '1 hour'
    returning s.token_hash, s.csrf_token, s.user_id, u.merchant_id, u.email, u.role`;
  return (
    row && {
      tokenHash: row.token_hash,
      csrfSecret: row.csrf_token,
      userId: row.user_id,
      merchantId: row.merchant_id,
      email: row.email,
      role: row.role,
    }
  );
}

export async function endSession(db: Db, tokenHash: Buffer): Promise<void> {
  await db`update dashboard_sessions set revoked_at = now() where token_hash = ${tokenHash} and revoked_at is null`;
}

/** Ends every session of the user but `keep` (after a password change). */
export async function endOtherSessions(db: Db, userId: string, keep?: Buffer): Promise<void> {
  await db`update dashboard_sessions set revoked_at = now()
           where user_id = ${userId} and revoked_at is null ${keep ? db`and token_hash <> ${keep}` : db``}`;
}
