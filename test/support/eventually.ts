// Much of what a test checks happens asynchronously (workflows, webhooks, the provider's events,
// other processes): read until a check holds, and fail with the last value read when it never does.

type EventuallyOptions<T> = {
  /** How long to keep reading before failing; 40 s unless given. */
  timeoutMs?: number;
  /** The pause between reads; 50 ms unless given (longer where a read is expensive). */
  intervalMs?: number;
  /** What is awaited, named in the failure ("timed out waiting for …"). */
  what?: string;
  /** The last value as the failure shows it; its JSON unless given (for a value too long to show whole). */
  show?: (last: T) => string;
};

/** Reads until `check` holds and returns that value; fails after the timeout (a number: the timeout in ms). */
export async function eventually<T>(
  read: () => T | Promise<T>,
  check: (value: T) => boolean,
  timeoutOrOptions: number | EventuallyOptions<T> = {},
): Promise<T> {
  const options: EventuallyOptions<T> = typeof timeoutOrOptions === 'number' ? { timeoutMs: timeoutOrOptions } : timeoutOrOptions;
  const { timeoutMs = 40_000, intervalMs = 50, what, show = asJson } = options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > deadline) {
      throw new Error(`${what ? `timed out waiting for ${what}` : 'condition not reached'}; last value: ${show(value)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** JSON that also takes bigints (PostgreSQL's bigint columns), as their digits. */
function asJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
}
