import { randomUUID } from 'node:crypto';
import { HttpClient, RequestSpec } from '../bench/lib/http-client';
import { sleep } from '../bench/lib/readiness';
import type { InternalErrorAnswered } from './verdicts';

export type Answer = {
  /** Final status: a number when definitive, else the last status or error label seen. */
  status: number | string;
  code?: string;
  data?: any;
  error?: any;
  definitive: boolean;
  attempts: number;
};

/** Every status seen, per operation kind, first answers and retries alike. */
export class StatusTally {
  readonly byKind = new Map<string, Map<string, number>>();
  retries = 0;
  /** Requests (by kind and Idempotency-Key) that were answered 500 and then, sent again as they were, 2xx. */
  readonly internalErrorsThenAnswered: InternalErrorAnswered[] = [];
  /** How many 500 answers were seen in all. */
  internalErrors = 0;

  add(kind: string, status: number | string, code?: string): void {
    const label = typeof status === 'number' && status >= 400 && code ? `${status} ${code}` : String(status);
    const counts = this.byKind.get(kind) ?? new Map<string, number>();
    counts.set(label, (counts.get(label) ?? 0) + 1);
    this.byKind.set(kind, counts);
  }

  /** Totals over all kinds: 2xx, 4xx, 5xx and errors without a status. */
  totals(): Record<string, number> {
    const out: Record<string, number> = {};
    for (const counts of this.byKind.values()) {
      for (const [label, n] of counts) out[label] = (out[label] ?? 0) + n;
    }
    return out;
  }
}

/** Not an answer about the operation itself: retry the same request with the same key. */
function retryable(status: number | string, code?: string): boolean {
  if (typeof status !== 'number') return true; // timeout, ECONNREFUSED, ECONNRESET, ...
  if (status >= 500) return true;
  if (status === 429) return true;
  return status === 409 && code === 'IDEMPOTENCY_IN_PROGRESS';
}

/**
 * The workload's HTTP client: every write carries an Idempotency-Key and is retried with
 * the SAME key and body on 5xx, 429, 409 IDEMPOTENCY_IN_PROGRESS, timeouts and connection
 * errors, until a definitive answer (2xx or another 4xx) or the deadline.
 */
export class ChaosClient {
  private readonly http: HttpClient;

  constructor(
    apiBaseUrl: string,
    apiKey: string,
    private readonly tally: StatusTally,
    private readonly deadline: () => number,
  ) {
    this.http = new HttpClient(apiBaseUrl, apiKey, 4);
  }

  async write(kind: string, path: string, body: unknown, key: string | null = randomUUID()): Promise<Answer> {
    return this.until(kind, { method: 'POST', path, body, idempotencyKey: key ?? undefined });
  }

  async read(kind: string, path: string): Promise<Answer> {
    return this.until(kind, { method: 'GET', path });
  }

  private async until(kind: string, spec: RequestSpec): Promise<Answer> {
    let attempts = 0;
    let pause = 200;
    // The request id of this request's first 500, whose cause the API's log names.
    let internalError: string | false = false;
    for (;;) {
      attempts++;
      const outcome = await this.http.send(spec);
      let parsed: any;
      try {
        parsed = JSON.parse(outcome.body);
      } catch {
        parsed = undefined;
      }
      const code: string | undefined = parsed?.error?.code;
      this.tally.add(kind, outcome.status, code);
      if (outcome.status === 500) {
        internalError ||= parsed?.meta?.requestId ?? 'unknown';
        this.tally.internalErrors++;
      }
      if (!retryable(outcome.status, code)) {
        // A 500 the same request then answers 2xx was a condition the service could have named (503).
        if (internalError && typeof outcome.status === 'number' && outcome.status < 300) {
          this.tally.internalErrorsThenAnswered.push({ kind, key: spec.idempotencyKey, status: outcome.status, requestId: internalError });
        }
        return { status: outcome.status, code, data: parsed?.data, error: parsed?.error, definitive: true, attempts };
      }
      if (Date.now() + pause > this.deadline()) {
        return { status: outcome.status, code, definitive: false, attempts };
      }
      this.tally.retries++;
      await sleep(pause);
      pause = Math.min(3000, Math.round(pause * 1.6));
    }
  }

  close(): void {
    this.http.close();
  }
}

export const ok = (a: Answer) => a.definitive && typeof a.status === 'number' && a.status >= 200 && a.status < 300;
