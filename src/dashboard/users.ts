import type { Db, Sql } from '../db';
import { randomToken } from '../ids';
import { insertMerchant } from '../merchants/merchants';
import { hashPassword } from './passwords';

// The people of a merchant's dashboard. The owner signs up (making the merchant, as `cli
// merchant create` does); teammates join by invitation (invitations.ts).

export type Role = 'owner' | 'admin' | 'viewer';

export type DashboardUser = { userId: string; merchantId: string; email: string; role: Role; createdAt: string };
type UserRow = { id: string; merchant_id: string; email: string; password_hash: string; role: Role; created_at: Date };

export const toUser = (row: UserRow): DashboardUser => ({
  userId: row.id,
  merchantId: row.merchant_id,
  email: row.email,
  role: row.role,
  createdAt: row.created_at.toISOString(),
});

export const newUserId = () => `usr_${randomToken(24)}`;

/** The stored hash of a user who has no password yet (signed in by a terminal's link): matches none. */
export const NO_PASSWORD = 'none';
export const hasPassword = (passwordHash: string) => passwordHash !== NO_PASSWORD;
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** The user of `email` with its password hash, or undefined. */
export async function findUserByEmail(db: Db, email: string): Promise<(DashboardUser & { passwordHash: string }) | undefined> {
  const [row] = await db<UserRow[]>`select * from dashboard_users where email = ${normaliseEmail(email)}`;
  return row ? { ...toUser(row), passwordHash: row.password_hash } : undefined;
}

export async function passwordHashOf(db: Db, userId: string): Promise<string> {
  const [row] = await db<{ password_hash: string }[]>`select password_hash from dashboard_users where id = ${userId}`;
  return row.password_hash;
}

/**
 * A new merchant (its keys and ledger accounts, as `cli merchant create` makes them) and its
 * owner, in one transaction; undefined when the address already has an account.
 */
export async function signUp(
  sql: Sql,
  masterKey: Buffer,
  input: { businessName: string; email: string; password: string },
): Promise<DashboardUser | undefined> {
  const passwordHash = await hashPassword(input.password);
  return sql.begin(async (tx) => {
    const email = normaliseEmail(input.email);
    // Two sign-ups of one address at once: the second waits here, then sees the first's row.
    await tx`select pg_advisory_xact_lock(hashtext(${`dashboard-email:${email}`}))`;
    const [taken] = await tx`select 1 from dashboard_users where email = ${email}`;
    if (taken) return undefined;
    const merchant = await insertMerchant(tx, masterKey, { name: input.businessName });
    const [row] = await tx<UserRow[]>`
      insert into dashboard_users (id, merchant_id, email, password_hash, role)
      values (${newUserId()}, ${merchant.merchantId}, ${email}, ${passwordHash}, 'owner') returning *`;
    return toUser(row);
  });
}

export async function setPassword(db: Db, userId: string, password: string): Promise<void> {
  await db`update dashboard_users set password_hash = ${await hashPassword(password)} where id = ${userId}`;
}

export async function listTeam(db: Db, merchantId: string): Promise<DashboardUser[]> {
  const rows = await db<UserRow[]>`select * from dashboard_users where merchant_id = ${merchantId} order by created_at`;
  return rows.map(toUser);
}

/**
 * Removes a teammate of the merchant and ends their sessions at once, in one transaction. Never
 * the owner (so the account always keeps the one who manages its team) and never `byUserId`
 * themselves; undefined when no such teammate. The audit log keeps their id and address.
 */
export async function removeTeammate(sql: Sql, merchantId: string, userId: string, byUserId: string): Promise<DashboardUser | undefined> {
  if (userId === byUserId) return undefined;
  return sql.begin(async (tx) => {
    const [row] = await tx<UserRow[]>`
      select * from dashboard_users where id = ${userId} and merchant_id = ${merchantId} and role <> 'owner' for update`;
    if (!row) return undefined;
    await tx`delete from dashboard_sessions where user_id = ${userId}`;
    await tx`delete from dashboard_users where id = ${userId}`;
    return toUser(row);
  });
}
