import { AuthenticationError, EscrowClient, NotFoundError, PermissionError } from '../client/src';
import type { EventBody } from '../src/events/outbox';
import { postJson } from '../src/webhooks/http';
import { webhookRequest } from '../src/webhooks/webhook-request';
import { CliError } from './output';
import { testSecretKey } from './api-key';

// `cli listen --key sk_test_… --forward-to URL`: the merchant's test-plane events, followed
// through GET /events/stream, each POSTed to a local receiver signed exactly as the service's
// own delivery signs it (src/webhooks/webhook-request.ts), so the receiver's verification
// passes unchanged. The service needs no setting for it, and its own deliveries to the
// registered webhookUrl go on beside it.
//
// One stream for as long as the API answers (docs/decisions.md "Following events"): no
// polling, so nothing of the merchant's other rate-limit families and no request log line per
// look. When the stream is cut, the next one starts a little before the newest event seen
// (LOOKBACK_MS) and what was already forwarded is skipped. Before each new stream the API's
// address is looked up again (`locate`): an `npm start` restarted on another port has
// recorded its new one in .data/addresses.json, and the next stream goes there.

export type ListenCommand = { action: 'listen'; key: string; forwardTo: string; since?: string; apiUrl: string; apiUrlSource?: string };

const LOOKBACK_MS = 60_000;
const FORWARD_TIMEOUT_MS = 10_000;
const RETRY_MAX_MS = 5000;

type ListedEvent = EventBody & { delivery?: unknown };

export type ListenOptions = {
  /**
   * Where the API is now (cli/addresses.ts: --api-url, PORT, the running npm start's record),
   * asked again before each new stream; unset, or undefined: where it was.
   */
  locate?: () => { url: string; source: string } | undefined;
  /** First pause before opening the stream again after a failure (doubles up to 5 s). */
  retryMs?: number;
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
  const retryMs = options.retryMs ?? 500;
  let api = { url: command.apiUrl, source: command.apiUrlSource };
  const clientFor = (url: string) => new EscrowClient({ secretKey: key, baseUrl: `${url}/api/v1`, maxRetries: 0, timeoutMs: 10_000 });
  let client = clientFor(api.url);
  /** Follows the API to a new address (npm start restarted on another port), saying so once. */
  const relocate = () => {
    const now = options.locate?.();
    if (!now || now.url === api.url) return;
    api = now;
    client = clientFor(api.url);
    note(`The API is now at ${api.url} (${api.source})`);
  };

  const seen = new Map<string, number>(); // event id → createdAt (ms), within the look-back window
  let newest: number | undefined;
  const markSeen = (event: ListedEvent) => {
    const at = Date.parse(event.createdAt);
    seen.set(event.id, at);
    if (newest === undefined || at > newest) newest = at;
    // The window moves on with the newest event: older ids are never sent again.
    for (const [id, when] of seen) if (when < newest - 2 * LOOKBACK_MS) seen.delete(id);
  };

  const forward = async (event: ListedEvent) => {
    const { body, headers } = webhookRequest(event, key);
    const sent = await postJson(target, body, headers, { timeoutMs: FORWARD_TIMEOUT_MS, allowPrivate: true });
    const outcome = 'statusCode' in sent ? `[${sent.statusCode}]` : `[error: ${sent.error}]`;
    out(`${new Date().toISOString()}  ${event.type.padEnd(26)} ${event.id}  ${outcome}`);
  };

  const connection = connectionNotes(() => api, note);
  const refused = (err: unknown) => err instanceof AuthenticationError || err instanceof PermissionError;

  // --since: its time is where the first stream starts; it and what came before it count as seen.
  let sinceEvent: ListedEvent | undefined;
  for (let failures = 0; command.since && !sinceEvent; failures++) {
    if (options.signal?.aborted) return;
    try {
      sinceEvent = await client.events.get(command.since);
      connection.up();
    } catch (err) {
      if (err instanceof NotFoundError) throw new CliError(`--since: no event ${command.since} for this key`);
      if (refused(err)) throw new CliError(`the API refused the key: ${(err as Error).message}`);
      connection.down(err);
      await pause(Math.min(retryMs * 2 ** failures, RETRY_MAX_MS), options.signal);
      relocate();
    }
  }
  const sinceAt = sinceEvent ? Date.parse(sinceEvent.createdAt) : undefined;
  let passedSince = !sinceEvent;

  let ready = false;
  let floor = sinceAt; // where the first stream started: no later stream goes back before it
  for (let failures = 0; !options.signal?.aborted;) {
    // The first stream: from now, or from --since's time; later ones: from a little before the newest seen.
    const from = newest !== undefined ? Math.max(newest - LOOKBACK_MS, floor ?? -Infinity) : floor;
    const opened = (headers: Headers) => {
      floor ??= Date.parse(headers.get('x-events-since') ?? '') || undefined;
      connection.up();
      failures = 0;
      if (ready) return;
      ready = true;
      note(`Ready: forwarding test events to ${target} (Ctrl-C to stop)`);
    };
    try {
      const stream = client.events.follow(from === undefined ? {} : { startDate: new Date(from).toISOString() }, {
        signal: options.signal,
        onOpen: opened,
      });
      for await (const event of stream) await take(event);
      await pause(retryMs, options.signal); // the service ended the stream (a restart): open the next one
    } catch (err) {
      if (refused(err)) throw new CliError(`the API refused the key: ${(err as Error).message}`);
      if (err instanceof CliError) throw err;
      connection.down(err);
      await pause(Math.min(retryMs * 2 ** failures++, RETRY_MAX_MS), options.signal);
    }
    relocate();
  }

  async function take(event: ListedEvent) {
    if (seen.has(event.id)) return;
    if (!passedSince) {
      if (event.id === sinceEvent!.id) passedSince = true;
      if (event.id === sinceEvent!.id || Date.parse(event.createdAt) <= sinceAt!) {
        markSeen(event); // --since and what came before it
        return;
      }
    }
    await forward(event);
    markSeen(event);
  }
}

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

/** One note when the API stops answering and one when it is back, not one per failed attempt. */
function connectionNotes(current: () => { url: string; source?: string }, note: (line: string) => void) {
  let down = false;
  return {
    down(err: unknown) {
      if (down) return;
      down = true;
      const { url, source } = current();
      note(
        `The API at ${url}${source ? ` (${source})` : ''} is not answering (${err instanceof Error ? err.message : String(err)}); trying again. ` +
          'Another address: --api-url URL.',
      );
    },
    up() {
      if (!down) return;
      down = false;
      note(`The API at ${current().url} answers again`);
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
