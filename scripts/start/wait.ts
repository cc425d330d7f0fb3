// Polling helpers for start-up: every wait has a deadline and can be cut short when a child
// process we depend on has already died (no point waiting 60 s for a dead server).

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export type WaitOptions = {
  what: string;
  timeoutMs: number;
  intervalMs?: number;
  /** Returns a reason to give up now (e.g. "the API exited"), else undefined. */
  abortReason?: () => string | undefined;
};

/** Calls `probe` until it returns true; throws when the deadline passes or abortReason fires. */
export async function waitUntil(probe: () => Promise<boolean>, options: WaitOptions): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  let lastError: unknown;
  for (;;) {
    const abort = options.abortReason?.();
    if (abort) throw new Error(`gave up waiting for ${options.what}: ${abort}`);
    try {
      if (await probe()) return;
    } catch (err) {
      lastError = err;
    }
    if (Date.now() > deadline) {
      const cause = lastError instanceof Error ? ` (last error: ${lastError.message})` : '';
      throw new Error(`${options.what} did not become ready within ${options.timeoutMs / 1000} s${cause}`);
    }
    await sleep(options.intervalMs ?? 250);
  }
}
