import { randomUUID } from 'node:crypto';
import { ConnectionError, errorFromResponse, EscrowApiError } from './errors';
import { retryDelayMs, RetryPolicy } from './retry';

export type ClientOptions = {
  secretKey: string;
  /** Ends with /api/v1. */
  baseUrl: string;
  /** Per attempt (default 30 s). */
  timeoutMs?: number;
} & RetryPolicy;

export type Call = {
  method: 'get' | 'post' | 'patch' | 'delete';
  /** Path below baseUrl with `{name}` placeholders. */
  path: string;
  params?: Record<string, string>;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** POSTs get one generated once per call and reused on every retry, unless given here. */
  idempotencyKey?: string;
};

/** A download (an export): the file as sent, with its name from Content-Disposition. */
export type FileDownload = { contentType: string; filename: string | undefined; body: Buffer; headers: Headers };

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
export function send(options: ClientOptions, call: Call): Promise<unknown> {
  return withRetries(options, call, async (res) => {
    const body = await readJson(res);
    if (body === undefined || typeof body !== 'object' || body === null || !('data' in body)) {
      throw new ConnectionError(`HTTP ${res.status} without the service's envelope`);
    }
    return body.data;
  });
}

/** A GET whose success is a file (its errors are still the JSON envelope). */
export function download(options: ClientOptions, call: Call): Promise<FileDownload> {
  return withRetries(options, call, async (res) => {
    const body = Buffer.from(await readBody(res));
    const disposition = res.headers.get('content-disposition') ?? '';
    return {
      contentType: res.headers.get('content-type') ?? 'application/octet-stream',
      filename: /filename="?([^";]+)"?/.exec(disposition)?.[1],
      body,
      headers: res.headers,
    };
  });
}

async function withRetries<T>(options: ClientOptions, call: Call, onSuccess: (res: Response) => Promise<T>): Promise<T> {
  // Made once per logical call: every retry carries the same key, so the service answers
  // a retry of a write that already happened with the first answer instead of doing it again.
  const idempotencyKey = call.method === 'post' ? (call.idempotencyKey ?? randomUUID()) : undefined;
  const maxRetries = options.maxRetries ?? 3;
  for (let attempt = 0; ; attempt++) {
    try {
      return await attemptOnce(options, call, idempotencyKey, onSuccess);
    } catch (err) {
      if (!(err instanceof EscrowApiError) || !retryable(err) || attempt >= maxRetries) throw err;
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs(options, attempt, err.retryAfter)));
    }
  }
}

async function attemptOnce<T>(
  options: ClientOptions,
  call: Call,
  idempotencyKey: string | undefined,
  onSuccess: (res: Response) => Promise<T>,
): Promise<T> {
  const headers: Record<string, string> = { authorization: `Bearer ${options.secretKey}`, accept: 'application/json' };
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
  let res: Response;
  try {
    // The timeout covers the body too: a response that stalls halfway is a timeout like any other.
    res = await fetch(urlOf(options, call), {
      method: call.method.toUpperCase(),
      headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    });
  } catch (err) {
    throw new ConnectionError(`No answer from the service: ${(err as Error).message}`);
  }
  if (res.ok) return onSuccess(res);
  throw errorFromResponse(res.status, await readJson(res).catch(() => undefined), res.headers.get('retry-after') ?? undefined);
}

/** The body as bytes; a connection cut or timed out while reading is a ConnectionError (retried). */
async function readBody(res: Response): Promise<ArrayBuffer> {
  try {
    return await res.arrayBuffer();
  } catch (err) {
    throw new ConnectionError(`The answer was cut off: ${(err as Error).message}`);
  }
}

async function readJson(res: Response): Promise<unknown> {
  const text = Buffer.from(await readBody(res)).toString('utf8');
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/** No byte for this long (the service sends a comment every 15 s) and the stream counts as cut. */
const STREAM_SILENCE_MS = 45_000;

/**
 * A GET answered with server-sent events: each message's `data` parsed as JSON, as it comes.
 * `onOpen` is called once the service has accepted the stream. Ends when `signal` aborts or the service ends the stream; one attempt (a refusal is its
 * typed error, a cut connection a ConnectionError): the caller decides when to open another.
 */
export async function* eventStream(
  options: ClientOptions,
  call: Call,
  signal?: AbortSignal,
  onOpen?: (headers: Headers) => void,
): AsyncGenerator<unknown> {
  const silence = new AbortController();
  const stop = signal ? AbortSignal.any([signal, silence.signal]) : silence.signal;
  let timer = setTimeout(() => silence.abort(), STREAM_SILENCE_MS);
  const heard = () => {
    clearTimeout(timer);
    timer = setTimeout(() => silence.abort(), STREAM_SILENCE_MS);
  };
  try {
    let res: Response;
    try {
      res = await fetch(urlOf(options, call), {
        headers: { authorization: `Bearer ${options.secretKey}`, accept: 'text/event-stream' },
        signal: stop,
      });
    } catch (err) {
      if (signal?.aborted) return;
      throw new ConnectionError(`No answer from the service: ${(err as Error).message}`);
    }
    if (!res.ok)
      throw errorFromResponse(res.status, await readJson(res).catch(() => undefined), res.headers.get('retry-after') ?? undefined);
    onOpen?.(res.headers);
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        heard();
        buffer += decoder.decode(chunk, { stream: true });
        for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
          const message = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = message
            .split('\n')
            .filter((line) => line.startsWith('data:'))
            .map((line) => line.slice(5).replace(/^ /, ''))
            .join('\n');
          if (data) yield JSON.parse(data);
        }
      }
    } catch (err) {
      if (signal?.aborted) return;
      throw new ConnectionError(silence.signal.aborted ? 'The stream went silent' : `The stream was cut off: ${(err as Error).message}`);
    }
  } finally {
    clearTimeout(timer);
  }
}
