import type { Db } from '../db';
import { recordAudit } from './audit';
import { verifyPassword } from './passwords';
import { spendOneHash } from './sign-in';
import { countAttempt, isThrottled, THROTTLES } from './throttle';
import { hasPassword, passwordHashOf } from './users';

// The password entered again by someone signed in (to reveal or roll a key, change the team,
// switch to live mode, change the password). Its wrong answers count against the account's
// sign-in lock and are audited, so a stolen session guesses no faster than the sign-in form
// lets anyone: once locked, no answer is checked, and the session ends (web.ts).

/** The account's password was wrong too often: the session is ended and nothing is done. */
export class TooManyWrongPasswords extends Error {
  constructor() {
    super('too many wrong passwords');
  }
}

/** The user has no password to enter again (signed in by a terminal's link): nothing is checked or counted. */
export class NoPasswordYet extends Error {
  constructor() {
    super('no password yet');
  }
}

export type Reentry = {
  userId: string;
  merchantId: string;
  email: string;
  ip: string | null;
  password: string | undefined;
  purpose: string;
};

/**
 * True when the password is the user's; false when wrong (counted, audited); throws
 * TooManyWrongPasswords once locked, NoPasswordYet when the user has none to enter.
 */
export async function passwordEnteredAgain(db: Db, entry: Reentry): Promise<boolean> {
  const hash = await passwordHashOf(db, entry.userId);
  if (!hasPassword(hash)) throw new NoPasswordYet();
  const bucket = `signin-account:${entry.email}`;
  const audit = (action: string) =>
    recordAudit(db, {
      merchantId: entry.merchantId,
      userId: entry.userId,
      actorEmail: entry.email,
      action,
      detail: { purpose: entry.purpose },
      ip: entry.ip,
    });
  if (await isThrottled(db, bucket, THROTTLES.signInAccount)) {
    await spendOneHash(entry.password ?? '');
    await audit('password.reentry_locked');
    throw new TooManyWrongPasswords();
  }
  if (await verifyPassword(entry.password ?? '', hash)) return true;
  await countAttempt(db, bucket, THROTTLES.signInAccount);
  await audit('password.reentry_failed');
  return false;
}
