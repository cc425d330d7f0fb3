import { randomUUID } from 'node:crypto';
import http from 'node:http';

export type RequestSpec = {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Path under the API base, e.g. `/customers?limit=20`. */
  path: string;
  body?: unknown;
  /** POSTs get a fresh random key unless one is given here. */
  idempotencyKey?: string;
};

/** `status` is the HTTP status, or a label such as `timeout` / `ECONNRESET` when none came back. */
export type HttpOutcome = {
  status: number | string;
  latencyMs: number;
  body: string;
  rateLimit?: { limit: number; remaining: number };
};

const REQUEST_TIMEOUT_MS = 30_000;

/**
 * Plain node:http with a keep-alive agent: one socket per concurrent client, reused for
 * every request, so the figures measure the service and not TCP or TLS setup. Lighter on
 * the shared CPU than fetch.
 */
export class HttpClient {
  private readonly agent: http.Agent;
  private readonly base: URL;

  constructor(
    apiBaseUrl: string,
    private readonly key: string,
    maxSockets: number,
  ) {
    this.base = new URL(apiBaseUrl.endsWith('/') ? apiBaseUrl : `${apiBaseUrl}/`);
    this.agent = new http.Agent({ keepAlive: true, maxSockets, maxFreeSockets: maxSockets });
  }

  send(spec: RequestSpec): Promise<HttpOutcome> {
    const payload = spec.body === undefined ? undefined : Buffer.from(JSON.stringify(spec.body));
    const headers: Record<string, string | number> = { authorization: `Bearer ${this.key}`, accept: 'application/json' };
    if (payload) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = payload.length;
    }
    if (spec.method === 'POST') headers['idempotency-key'] = spec.idempotencyKey ?? randomUUID();
    const url = new URL(spec.path.replace(/^\//, ''), this.base);
    const started = process.hrtime.bigint();
    const elapsed = () => Number(process.hrtime.bigint() - started) / 1e6;

    return new Promise((resolve) => {
      const req = http.request(url, { method: spec.method, headers, agent: this.agent, timeout: REQUEST_TIMEOUT_MS }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const limit = Number(res.headers['x-ratelimit-limit']);
          const remaining = Number(res.headers['x-ratelimit-remaining']);
          resolve({
            status: res.statusCode ?? 'no-status',
            latencyMs: elapsed(),
            body: Buffer.concat(chunks).toString('utf8'),
            rateLimit: Number.isFinite(limit) && Number.isFinite(remaining) ? { limit, remaining } : undefined,
          });
        });
        res.on('error', (err: NodeJS.ErrnoException) =>
          resolve({ status: err.code ?? 'response-error', latencyMs: elapsed(), body: String(err) }),
        );
      });
      req.on('timeout', () => req.destroy(Object.assign(new Error('request timed out'), { code: 'timeout' })));
      req.on('error', (err: NodeJS.ErrnoException) =>
        resolve({ status: err.code ?? 'request-error', latencyMs: elapsed(), body: String(err) }),
      );
      req.end(payload);
    });
  }

  /** Like send, but throws unless the status is 2xx; returns the envelope's `data`. Used for seeding. */
  async call<T = any>(spec: RequestSpec): Promise<T> {
    const outcome = await this.send(spec);
    if (typeof outcome.status !== 'number' || outcome.status < 200 || outcome.status > 299) {
      throw new SeedCallRefusedError(spec, outcome);
    }
    return (JSON.parse(outcome.body) as { data: T }).data;
  }

  close(): void {
    this.agent.destroy();
  }
}

/** A seeding call the service did not answer with 2xx. */
export class SeedCallRefusedError extends Error {
  readonly status: number | string;
  constructor(
    readonly spec: RequestSpec,
    outcome: HttpOutcome,
  ) {
    super(`${spec.method} ${spec.path} answered ${outcome.status}: ${outcome.body.slice(0, 300)}`);
    this.name = 'SeedCallRefusedError';
    this.status = outcome.status;
  }
}

export function isSuccess(status: number | string): boolean {
  return typeof status === 'number' && status >= 200 && status <= 299;
}
