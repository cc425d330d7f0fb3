import { randomBytes } from 'node:crypto';

// A browser-less client of the dashboard for the security tests: keeps cookies, follows no
// redirects (the tests look at them), and reads the CSRF token of the last page it got.

export type DashboardResponse = { status: number; location: string | null; html: string; headers: Headers };

export class DashboardClient {
  readonly cookies = new Map<string, string>();
  lastHtml = '';

  constructor(
    readonly baseUrl: string,
    readonly headers: Record<string, string> = {},
  ) {}

  async get(path: string): Promise<DashboardResponse> {
    return this.send(path, { method: 'GET' });
  }

  /** Posts a form; `_csrf` is the last page's token unless the form gives its own (or null: none). */
  async post(path: string, form: Record<string, string>, csrf: string | null | undefined = undefined): Promise<DashboardResponse> {
    const body = new URLSearchParams(form);
    const token = csrf === undefined ? this.csrf() : csrf;
    if (token !== null) body.set('_csrf', token);
    return this.send(path, { method: 'POST', body: body.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  }

  /** The `_csrf` of the last page read. */
  csrf(): string {
    const match = /name="_csrf" value="([^"]+)"/.exec(this.lastHtml);
    if (!match) throw new Error('no CSRF token on the last page');
    return match[1];
  }

  /** A hidden field's value on the last page (e.g. a money form's formToken). */
  hiddenValue(name: string): string {
    const match = new RegExp(`name="${name}" value="([^"]+)"`).exec(this.lastHtml);
    if (!match) throw new Error(`no ${name} on the last page`);
    return match[1];
  }

  private async send(path: string, init: RequestInit): Promise<DashboardResponse> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(`${this.baseUrl}${path}`, {
      ...init,
      redirect: 'manual',
      headers: { ...this.headers, ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) },
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      if (value === '' || /max-age=0|expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const html = await res.text();
    if (res.headers.get('content-type')?.includes('text/html')) this.lastHtml = html;
    return { status: res.status, location: res.headers.get('location'), html, headers: res.headers };
  }
}

/**
 * The configuration of a stack whose tests stand in for the edge proxy: the loopback peer is
 * trusted, so a test's X-Forwarded-For names the client (and each test can be a client of its own).
 */
export const TESTS_AS_PROXY = { trustedProxies: ['127.0.0.1', '::1'] };

/**
 * A documentation address (RFC 5737) of its own: sign-ups are throttled per address, and the
 * run's test files share one database.
 */
export const testAddress = () => `198.51.100.${1 + (randomBytes(1)[0] % 254)}`;

export const newEmail = (tag: string) => `${tag}.${randomBytes(4).toString('hex')}@example.com`;
export const PASSWORD = 'correct horse battery staple';

/** Signs up a new merchant; the client is then signed in as its owner. */
export async function signUpClient(
  baseUrl: string,
  name = 'Ada Stores',
  headers: Record<string, string> = { 'x-forwarded-for': testAddress() },
): Promise<{ client: DashboardClient; email: string }> {
  const client = new DashboardClient(baseUrl, headers);
  const email = newEmail('owner');
  await client.get('/dashboard/signup');
  const res = await client.post('/dashboard/signup', { businessName: name, email, password: PASSWORD });
  if (res.status !== 303) throw new Error(`sign-up answered ${res.status}: ${res.html.slice(0, 500)}`);
  return { client, email };
}
