import type { LiveProviderSettings } from '../../config';
import { refuse } from '../../errors';
import { ProviderRefusedError } from '../provider';

// The one HTTP client of Paystack's API (https://paystack.com/docs/api/): bearer secret,
// JSON bodies, answers in the envelope `{ status, message, data }`. Every failure is
// classified here, once: a timeout, a network error, a 5xx or a 429 (its Retry-After in the
// error's details.retryAfterSeconds) is refuse.providerUnavailable,
// a retryable ServiceError (retried by the activity's Temporal retry policy; 502 in the API); any other 4xx, or a 2xx whose `status`
// is false, is ProviderRefusedError (refused for good: the caller fails clearly).

export type PaystackEnvelope<T> = { status: boolean; message: string; data: T; meta?: unknown };

export type PaystackRequest = {
  /** JSON body (POST). */
  body?: unknown;
  /** Query string parameters; undefined values are left out. */
  query?: Record<string, string | number | undefined>;
};

export class PaystackClient {
  constructor(private readonly settings: LiveProviderSettings) {}

  get<T = unknown>(path: string, query?: PaystackRequest['query']) {
    return this.call<T>('GET', path, { query });
  }

  /** GET of one object by our reference: its `data`, or null when Paystack never got it (404). */
  async getOrNull<T>(path: string): Promise<T | null> {
    try {
      return (await this.get<T>(path)).data;
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  post<T = unknown>(path: string, body: unknown) {
    return this.call<T>('POST', path, { body });
  }

  /** The whole envelope of one call (its `data`, `message` and `meta`). */
  async call<T = unknown>(method: 'GET' | 'POST', path: string, request: PaystackRequest = {}): Promise<PaystackEnvelope<T>> {
    const url = new URL(this.settings.baseUrl + path);
    for (const [key, value] of Object.entries(request.query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    const what = `${method} ${path}`;
    let res: Response;
    let text: string;
    try {
      res = await fetch(url, {
        method,
        headers: {
          authorization: `Bearer ${this.settings.secretKey}`,
          accept: 'application/json',
          ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: AbortSignal.timeout(this.settings.timeoutMs),
      });
      text = await res.text();
    } catch (err) {
      const timedOut = (err as Error).name === 'TimeoutError';
      throw refuse.providerUnavailable(
        timedOut ? `${what} timed out after ${this.settings.timeoutMs} ms` : `${what} failed: ${String((err as Error).message)}`,
      );
    }
    if (res.status === 429) {
      const retryAfter = retryAfterSecondsOf(res.headers.get('retry-after'));
      throw refuse.providerUnavailable(
        `${what} answered 429${retryAfter === undefined ? '' : ` (Retry-After ${retryAfter} s)`}`,
        retryAfter,
      );
    }
    if (res.status >= 500) throw refuse.providerUnavailable(`${what} answered ${res.status}`);
    let envelope: PaystackEnvelope<T> | undefined;
    try {
      envelope = JSON.parse(text) as PaystackEnvelope<T>;
    } catch {
      envelope = undefined;
    }
    if (res.status >= 400) {
      throw new ProviderRefusedError(`Paystack refused ${what} (${res.status}): ${envelope?.message ?? 'no message'}`, res.status);
    }
    // A 2xx without the envelope is an answer cut short (a proxy, a deploy): ask again.
    if (!envelope || typeof envelope !== 'object' || typeof envelope.status !== 'boolean') {
      throw refuse.providerUnavailable(`${what} answered ${res.status} without Paystack's envelope`);
    }
    if (!envelope.status) throw new ProviderRefusedError(`Paystack refused ${what}: ${envelope.message}`, res.status);
    return envelope;
  }
}

/** A Retry-After header in seconds (delta-seconds, or an HTTP date from now); undefined when absent or unreadable. */
export function retryAfterSecondsOf(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  if (/^\s*\d+\s*$/.test(header)) return Number(header);
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/** True when the provider answered 404 (an unknown reference: it never got that request). */
export function isNotFound(err: unknown): boolean {
  return err instanceof ProviderRefusedError && err.httpStatus === 404;
}
