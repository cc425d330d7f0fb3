import type { Db } from '../db';
import { recordAudit } from './audit';
import { decoyHash, verifyPassword } from './passwords';
import { countAttempt, isThrottled, THROTTLES } from './throttle';
import { DashboardUser, findUserByEmail, hasPassword, normaliseEmail } from './users';

// Checking an address and password, for the sign-in form and for a sign-up whose address has
// an account: both count against the same throttles and record the same audit entries, so the
// sign-up form is no way around the sign-in lock.

export type SignInAttempt = { kind: 'ok'; user: DashboardUser } | { kind: 'refused' } | { kind: 'locked' };

/** Spends one password hash as a real check does, so a refusal takes as long as a check. */
export async function spendOneHash(password: string): Promise<void> {
  await verifyPassword(password, await decoyHash());
}

/**
 * One attempt: refused without a hash while the account or the address is locked; otherwise
 * exactly one scrypt, against the account's hash or a decoy for an unknown address.
 */
export async function attemptSignIn(
  db: Db,
  input: { email: string; password: string; ip: string | null; via: 'signin' | 'signup' },
): Promise<SignInAttempt> {
  const email = normaliseEmail(input.email);
  // The account bucket is the address as typed, whether or not it has an account, so a lock says nothing either.
  const accountBucket = `signin-account:${email}`;
  const addressBucket = `signin-address:${input.ip}`;
  const [accountLocked, addressLocked] = await Promise.all([
    isThrottled(db, accountBucket, THROTTLES.signInAccount),
    isThrottled(db, addressBucket, THROTTLES.signInAddress),
  ]);
  if (accountLocked || addressLocked) return { kind: 'locked' };
  const user = email ? await findUserByEmail(db, email) : undefined;
  // A user without a password yet (signed in by a terminal's link) is checked against the decoy: refused, in the same time.
  const usable = user && hasPassword(user.passwordHash) ? user.passwordHash : undefined;
  const ok = (await verifyPassword(input.password, usable ?? (await decoyHash()))) && usable !== undefined;
  const detail = input.via === 'signup' ? { via: 'signup' } : {};
  if (!user || !ok) {
    await Promise.all([countAttempt(db, accountBucket, THROTTLES.signInAccount), countAttempt(db, addressBucket, THROTTLES.signInAddress)]);
    if (user)
      await recordAudit(db, {
        merchantId: user.merchantId,
        userId: user.userId,
        actorEmail: user.email,
        action: 'signin.failed',
        detail,
        ip: input.ip,
      });
    return { kind: 'refused' };
  }
  await recordAudit(db, {
    merchantId: user.merchantId,
    userId: user.userId,
    actorEmail: user.email,
    action: 'signin',
    detail,
    ip: input.ip,
  });
  const { passwordHash: _, ...signedIn } = user;
  return { kind: 'ok', user: signedIn };
}
