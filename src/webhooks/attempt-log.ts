import type { Logger } from 'pino';
import { FailedAttempt, WEBHOOK_ATTEMPTS } from './delivery';

// What the worker's log says about a webhook attempt that did not deliver. A merchant's
// endpoint that is down, slow or answering 5xx is an expected event, not a bug: one line per
// attempt with the event, the attempt, the endpoint's host and the reason, and no stack (the
// whole attempt, with its status and duration, is in webhook_attempts and GET /events).

/** The endpoint's host (and port) only: a path or query may carry the merchant's own tokens. */
function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'invalid URL';
  }
}

/** Logs one failed attempt: info while retries follow, warn when the event is given up. */
export function logFailedAttempt(logger: Logger, failed: FailedAttempt): void {
  const fields = {
    eventId: failed.eventId,
    eventType: failed.eventType,
    attempt: `${failed.attempt}/${WEBHOOK_ATTEMPTS}`,
    host: hostOf(failed.url),
    reason: failed.reason,
  };
  if (failed.final) logger.warn(fields, 'webhook given up');
  else logger.info(fields, 'webhook attempt failed');
}
