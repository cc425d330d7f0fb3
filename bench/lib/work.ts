import type { HttpClient, HttpOutcome, RequestSpec } from './http-client';

/**
 * A call that is not an HTTP request (e.g. a Temporal client call of a bare twin): it
 * counts as a 2xx when it resolves, and as a failure labelled with the error's name when
 * it throws. Its result is the step's answer in a lifecycle.
 */
type FunctionCall = () => Promise<unknown>;

/** What a client does next: an HTTP request to the scenario's server, or a function call. */
export type Work = RequestSpec | FunctionCall;

/** The outcome of either kind; `data` is a function call's result (HTTP answers carry it in `body`). */
export type Outcome = HttpOutcome & { data?: unknown };

export function perform(http: HttpClient, work: Work): Promise<Outcome> {
  return typeof work === 'function' ? timed(work) : http.send(work);
}

async function timed(call: FunctionCall): Promise<Outcome> {
  const started = performance.now();
  try {
    const data = await call();
    return { status: 200, latencyMs: performance.now() - started, body: '', data };
  } catch (err) {
    const label = err instanceof Error ? err.name : 'error';
    return { status: label, latencyMs: performance.now() - started, body: String(err instanceof Error ? (err.stack ?? err) : err) };
  }
}
