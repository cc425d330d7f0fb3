import { AuthenticationError, EscrowClient, NotFoundError, PermissionError } from '../client/src';
import type { EventBody } from '../src/events/outbox';
import { postJson } from '../src/webhooks/http';
import { webhookRequest } from '../src/webhooks/webhook-request';
import { CliError } from './output';
import { testSecretKey } from './api-key';

// `cli listen --key sk_test_… --forward-to URL`: the merchant's test-plane events, followed
// through GET /events, each POSTed to a local receiver signed exactly as the service's own
// delivery signs it (src/webhooks/webhook-request.ts), so the receiver's verification passes
// unchanged. The service needs no setting for it, and its own deliveries to the registered
// webhookUrl go on as before.
//
// Following a list that is newest first: every poll reads the events created since a little
// before the newest one seen (LOOKBACK_MS, so an event whose transaction committed after a
// newer one's is still found), and forwards those not seen yet, oldest first.

export type ListenCommand = { action: 'listen'; key: string; forwardTo: string; since?: string; apiUrl: string };

const PAGE_SIZE = 100;
const LOOKBACK_MS = 60_000;
const FORWARD_TIMEOUT_MS = 10_000;

type ListedEvent = EventBody & { delivery?: unknown };

export type ListenOptions = {
  pollMs?: number;
  /** Where the per-event lines go (stdout) and the notes about the connection (stderr). */
  out?: (line: string) => void;
  note?: (line: string) => void;
  /** Stops the loop (tests; the command itself runs until Ctrl-C). */
  signal?: AbortSignal;
};

export async function runListen(command: ListenCommand, options: ListenOptions = {}): Promise<void> {
  const key = testSecretKey(command.key, 'listen');
  const target = forwardTarget(command.forwardTo);
  const out = options.out ?? ((line) => process.stdout.write(`${line}\n`));
  const note = options.note ?? ((line) => process.stderr.write(`${line}\n`));
  const pollMs = options.pollMs ?? 1000;
  // No retries inside the client: a failed poll is simply the next poll's to redo.
  const client = new EscrowClient({ secretKey: key, baseUrl: `${command.apiUrl}/api/v1`, maxRetries: 0, timeoutMs: 10_000 });

  const seen = new Map<string, number>(); // event id → createdAt (ms), within the look-back window
  let newest: number | undefined;
  const markSeen = (event: ListedEvent) => {
    const at = Date.parse(event.createdAt);
    seen.set(event.id, at);
    if (newest === undefined || at > newest) newest = at;
  };

  /** Events not seen yet, created since LOOKBACK_MS before the newest seen (all when none), newest first. */
  const unseen = async (): Promise<ListedEvent[]> => {
    const startDate = newest === undefined ? undefined : new Date(newest - LOOKBACK_MS).toISOString();
    const found = new Map<string, ListedEvent>(); // events arriving mid-scan shift the pages: keep one of each
    for (let offset = 0; ; offset += PAGE_SIZE) {
      const page = await client.events.list({ limit: PAGE_SIZE, offset, startDate });
      for (const event of page.events as ListedEvent[]) if (!seen.has(event.id) && !found.has(event.id)) found.set(event.id, event);
      if (!page.pagination.hasMore) return [...found.values()];
    }
  };

  const forward = async (event: ListedEvent) => {
    const { body, headers } = webhookRequest(event, key);
    const sent = await postJson(target, body, headers, { timeoutMs: FORWARD_TIMEOUT_MS, allowPrivate: true });
    const outcome = 'statusCode' in sent ? `[${sent.statusCode}]` : `[error: ${sent.error}]`;
    out(`${new Date().toISOString()}  ${event.type.padEnd(26)} ${event.id}  ${outcome}`);
  };

  const connection = connectionNotes(command.apiUrl, note);
  const attempt = async <T>(step: () => Promise<T>): Promise<T | typeof STOPPED> => {
    for (let failures = 0; ; failures++) {
      if (options.signal?.aborted) return STOPPED;
      try {
        const result = await step();
        connection.up();
        return result;
      } catch (err) {
        if (err instanceof AuthenticationError || err instanceof PermissionError) {
          throw new CliError(`the API refused the key: ${err.message}`);
        }
        if (err instanceof CliError) throw err;
        connection.down(err);
        await pause(Math.min(pollMs * 2 ** failures, 5000), options.signal);
      }
    }
  };

  // The starting point: everything there is now counts as seen, or only up to --since.
  const start = await attempt(async () => {
    if (command.since) {
      const since = await client.events.get(command.since).catch((err: unknown) => {
        if (err instanceof NotFoundError) throw new CliError(`--since: no event ${command.since} for this key`);
        throw err;
      });
      newest = Date.parse(since.createdAt);
      const listed = await unseen();
      // Newest first: the events listed before --since came after it; it and the rest did not.
      const found = listed.findIndex((e) => e.id === since.id);
      const position = found !== -1 ? found : listed.findIndex((e) => Date.parse(e.createdAt) < newest!);
      const after = position === -1 ? listed : listed.slice(0, position);
      listed.slice(after.length).forEach(markSeen);
      return after.reverse();
    }
    const [latest] = (await client.events.list({ limit: 1 })).events as ListedEvent[];
    if (latest) markSeen(latest);
    (await unseen()).forEach(markSeen);
    return [];
  });
  if (start === STOPPED) return;
  note(`Ready: forwarding test events to ${target} (Ctrl-C to stop)`);
  for (const event of start) {
    await forward(event);
    markSeen(event);
  }

  while (!options.signal?.aborted) {
    await pause(pollMs, options.signal);
    const events = await attempt(unseen);
    if (events === STOPPED) return;
    for (const event of events.reverse()) {
      await forward(event);
      markSeen(event);
    }
    // The window moves on with the newest event: older ids can no longer be listed.
    for (const [id, at] of seen) if (newest !== undefined && at < newest - 2 * LOOKBACK_MS) seen.delete(id);
  }
}

const STOPPED = Symbol('stopped');

/** The receiver's URL: http(s) only. Loopback and private addresses are the point here. */
function forwardTarget(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new CliError(`--forward-to: not a URL: ${raw}`, 2);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new CliError('--forward-to must be an http:// or https:// URL', 2);
  return url.toString();
}

/** One note when the API stops answering and one when it is back, not one per failed poll. */
function connectionNotes(apiUrl: string, note: (line: string) => void) {
  let down = false;
  return {
    down(err: unknown) {
      if (down) return;
      down = true;
      note(`The API at ${apiUrl} is not answering (${err instanceof Error ? err.message : String(err)}); trying again`);
    },
    up() {
      if (!down) return;
      down = false;
      note(`The API at ${apiUrl} answers again`);
    },
  };
}

function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}
