import { randomUUID } from 'node:crypto';

export type ApiResponse = { status: number; headers: Headers; body: any; text: string };

export type RequestOptions = {
  key?: string | null;
  idempotencyKey?: string | null;
  headers?: Record<string, string>;
  rawBody?: string;
};

/** Real HTTP against the running Koa app; idempotent routes get a fresh key unless one is given. */
export class ApiClient {
  constructor(
    readonly baseUrl: string,
    readonly key: string,
  ) {}

  async request(method: string, path: string, body?: unknown, options: RequestOptions = {}): Promise<ApiResponse> {
    const headers: Record<string, string> = { ...options.headers };
    const key = options.key === undefined ? this.key : options.key;
    if (key !== null) headers.authorization = `Bearer ${key}`;
    if (options.idempotencyKey !== null && method !== 'GET' && method !== 'DELETE' && method !== 'PATCH') {
      headers['idempotency-key'] = options.idempotencyKey ?? randomUUID();
    }
    let payload: string | undefined = options.rawBody;
    if (body !== undefined && payload === undefined) payload = JSON.stringify(body);
    if (payload !== undefined) headers['content-type'] ??= 'application/json';
    const res = await fetch(`${this.baseUrl}${path}`, { method, headers, body: payload });
    const text = await res.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: res.status, headers: res.headers, body: parsed, text };
  }

  get(path: string, options?: RequestOptions) {
    return this.request('GET', path, undefined, options);
  }
  post(path: string, body?: unknown, options?: RequestOptions) {
    return this.request('POST', path, body, options);
  }
  patch(path: string, body?: unknown, options?: RequestOptions) {
    return this.request('PATCH', path, body, options);
  }
  delete(path: string, options?: RequestOptions) {
    return this.request('DELETE', path, undefined, options);
  }

  withKey(key: string): ApiClient {
    return new ApiClient(this.baseUrl, key);
  }
}

/**
 * A POST as a client following the docs sends it: one Idempotency-Key, sent again with the
 * same key after a 503's Retry-After (the service was briefly unable: a burst of writes on one
 * workflow past the API's wait on Temporal). Answers the first answer that is not a 503.
 */
export async function postAsClient(api: ApiClient, path: string, body: unknown, tries = 10): Promise<ApiResponse> {
  const idempotencyKey = randomUUID();
  for (let attempt = 1; ; attempt++) {
    const res = await api.post(path, body, { idempotencyKey });
    if (res.status !== 503 || attempt >= tries) return res;
    await new Promise((resolve) => setTimeout(resolve, Number(res.headers.get('retry-after') ?? 1) * 1000));
  }
}
