import type { Db } from '../db';

// Fixed windows of attempts per bucket (an account's address, a client's IP address), kept in
// PostgreSQL so every API process counts together.

export type ThrottleRule = { limit: number; windowSeconds: number };

export const THROTTLES = {
  /** Failed sign-ins of one account: the tenth in 15 minutes locks it for the rest of the window. */
  signInAccount: { limit: 10, windowSeconds: 15 * 60 },
  /** Failed sign-ins from one address, whatever the account. */
  signInAddress: { limit: 50, windowSeconds: 15 * 60 },
  /** Accounts made from one address in an hour. */
  signUpAddress: { limit: 20, windowSeconds: 60 * 60 },
} satisfies Record<string, ThrottleRule>;

function windowStart(rule: ThrottleRule, now = Date.now()): Date {
  const ms = rule.windowSeconds * 1000;
  return new Date(Math.floor(now / ms) * ms);
}

/** Whether the bucket has used up its window. */
export async function isThrottled(db: Db, bucket: string, rule: ThrottleRule): Promise<boolean> {
  const [row] = await db<{ count: number }[]>`
    select count from dashboard_throttle where bucket = ${bucket} and window_start = ${windowStart(rule)}`;
  return (row?.count ?? 0) >= rule.limit;
}

/** Counts one attempt in the bucket's window. */
export async function countAttempt(db: Db, bucket: string, rule: ThrottleRule): Promise<void> {
  await db`
    insert into dashboard_throttle (bucket, window_start, count) values (${bucket}, ${windowStart(rule)}, 1)
    on conflict (bucket, window_start) do update set count = dashboard_throttle.count + 1`;
  if (Math.random() < 0.01) void db`delete from dashboard_throttle where window_start < now() - interval '1 day'`.catch(() => {});
}
