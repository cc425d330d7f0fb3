import type { Sql } from '../../src/db';
import { hashPassword } from '../../src/dashboard/passwords';
import { newUserId } from '../../src/dashboard/users';

// bench:growth's dashboard pages: an owner for the benchmark's merchant, signed in through the
// sign-in form as a browser would, and one page request timed from send to last byte.

export type DashboardSession = { origin: string; cookie: string };

const PASSWORD = 'bench dashboard password';

/** The merchant's owner (made once), then a fresh session (sessions end after 30 idle minutes). */
export async function dashboardSession(sql: Sql, origin: string, merchantId: string): Promise<DashboardSession> {
  const email = `bench.owner.${merchantId.toLowerCase()}@example.com`;
  await sql`insert into dashboard_users (id, merchant_id, email, password_hash, role)
            values (${newUserId()}, ${merchantId}, ${email}, ${await hashPassword(PASSWORD)}, 'owner')
            on conflict (email) do nothing`;
  const form = await fetch(`${origin}/dashboard/signin`);
  const csrfCookie = form.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const token = /name="_csrf" value="([^"]+)"/.exec(await form.text())![1];
  const signedIn = await fetch(`${origin}/dashboard/signin`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: csrfCookie },
    body: new URLSearchParams({ _csrf: token, email, password: PASSWORD }).toString(),
  });
  const session = signedIn.headers.getSetCookie().find((c) => c.startsWith('dashboard_session='));
  if (signedIn.status !== 303 || !session) throw new Error(`dashboard sign-in answered ${signedIn.status}`);
  return { origin, cookie: session.split(';')[0] };
}

/** One page: its status and milliseconds to the whole body. */
export async function timePage(session: DashboardSession, path: string): Promise<{ status: number; latencyMs: number; body: string }> {
  const started = performance.now();
  const res = await fetch(`${session.origin}${path}`, { headers: { cookie: session.cookie }, redirect: 'manual' });
  const body = await res.text();
  return { status: res.status, latencyMs: performance.now() - started, body };
}
