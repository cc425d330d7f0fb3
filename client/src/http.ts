import { randomUUID } from 'node:crypto';
import { ConnectionError, errorFromResponse, EscrowApiError } from './errors';

export type ClientOptions = {
  secretKey: string;
  /** Ends with /api/v1. */
  baseUrl: string;
  /** Retries after the first attempt (default 3). */
  maxRetries?: number;
  /** Per attempt (default 30 s). */
  timeoutMs?: number;
  /** First pause between retries when the service names none (default 500 ms, doubling, at most 5 s). */
  retryDelayMs?: number;
};

export type Call = {
  method: 'get' | 'post' | 'patch' | 'delete';
  /** Path below baseUrl with `{name}` placeholders. */
  path: string;
  params?: Record<string, string>;
  query?: Record<string, unknown>;
  body?: unknown;
  /** POSTs get one generated once per call and reused on every retry, unless given here. */
  idempotencyKey?: string;
};

/**
 * Answers worth sending again with the same Idempotency-Key (spec "Retry guidance": 502 and
 * timeouts; also our 503 outage answer, 429, and a key still in flight).
 */
function retryable(err: EscrowApiError): boolean {
  return err instanceof ConnectionError || [429, 502, 503].includes(err.status) || err.code === 'IDEMPOTENCY_IN_PROGRESS';
}

function urlOf(options: ClientOptions, call: Call): string {
  const path = call.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(call.params?.[name] ?? ''));
  const url = new URL(`${options.baseUrl.replace(/\/+$/, '')}${path}`);
  for (const [key, value] of Object.entries(call.query ?? {})) if (value !== undefined) url.searchParams.set(key, String(value));
  return url.toString();
}

/** One call with its retries; resolves with the envelope's `data`, rejects with a typed error. */
export async function send(options: ClientOptions, call: Call): Promise<unknown> {
  const idempotencyKey = call.method === 'post' ? call.idempotencyKey ?? randomUUID() : undefined;
  const maxRetries = options.maxRetries ?? 3;
  for (let attempt = 0; ; attempt++) {
    try {
      return await attemptOnce(options, call, idempotencyKey);
    } catch (err) {
      if (!(err instanceof EscrowApiError) || !retryable(err) || attempt >= maxRetries) throw err;
      const backoff = Math.min((options.retryDelayMs ?? 500) * 2 ** attempt, 5_000);
      await new Promise((resolve) => setTimeout(resolve, err.retryAfterSeconds !== undefined ? err.retryAfterSeconds * 1000 : backoff));
    }
  }
}

async function attemptOnce(options: ClientOptions, call: Call, idempotencyKey: string | undefined): Promise<unknown> {
  const headers: Record<string, string> = { authorization: `Bearer ${options.secretKey}`, accept: 'application/json' };
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
  let res: Response;
  try {
    res = await fetch(urlOf(options, call), {
      method: call.method.toUpperCase(),
      headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    });
  } catch (err) {
    throw new ConnectionError(`No answer from the service: ${(err as Error).message}`);
  }
  const body = await res.json().catch(() => undefined);
  if (res.ok) return (body as { data: unknown }).data;
  const retryAfter = res.headers.has('retry-after') ? Number(res.headers.get('retry-after')) : NaN;
  throw errorFromResponse(res.status, body, Number.isFinite(retryAfter) ? retryAfter : undefined);
}
