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
  constructor(readonly baseUrl: string, readonly key: string) {}

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
