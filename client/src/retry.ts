// How long to wait before retrying: the service's Retry-After when it names one (seconds or
// an HTTP date), else exponential backoff with jitter; never longer than maxRetryDelayMs, so
// a retried call stays bounded whatever a proxy in between answers.

export type RetryPolicy = {
  /** Retries after the first attempt (default 3). */
  maxRetries?: number;
  /** First pause when the service names none (default 500 ms), doubling per retry. */
  retryDelayMs?: number;
  /** Longest single pause, also for Retry-After (default 20 s). */
  maxRetryDelayMs?: number;
};

/** A Retry-After value in milliseconds, or undefined when it is neither seconds nor a date. */
export function parseRetryAfter(value: string | undefined, now = Date.now()): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  if (/^\d+(\.\d+)?$/.test(value.trim())) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** The pause before retry number `attempt + 1`. */
export function retryDelayMs(policy: RetryPolicy, attempt: number, retryAfter: string | undefined): number {
  const cap = policy.maxRetryDelayMs ?? 20_000;
  const named = parseRetryAfter(retryAfter);
  if (named !== undefined) return Math.min(named, cap);
  // Half fixed, half random: clients retrying the same outage do not come back in step.
  const base = Math.min((policy.retryDelayMs ?? 500) * 2 ** attempt, cap);
  return base / 2 + Math.random() * (base / 2);
}
