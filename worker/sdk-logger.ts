import { ApplicationFailure } from '@temporalio/common';
import { LogLevel, LogMetadata, LogTimestamp, Logger as SdkLogger } from '@temporalio/worker';
import type { Logger } from 'pino';
import { isUnavailableError } from '../src/errors';
import { CONTROL_FAILURE } from '../src/failures';
import { failureReason } from '../src/logger';

// The Temporal SDK's logger (Runtime.install({ logger })) written into the worker's pino
// logger, so the worker's output is one JSON object per line like the API's: the SDK's own
// lines, its core's (forwarded) and the workflows' `log` calls alike.

const PINO_LEVEL = { TRACE: 'trace', DEBUG: 'debug', INFO: 'info', WARN: 'warn', ERROR: 'error' } as const;

/** A refusal as workflows/refusals.ts encodes it: non-retryable, typed with the spec's code, status in its first detail. */
function refusalOf(error: unknown): { code: string; status: number; message: string } | undefined {
  if (!(error instanceof ApplicationFailure) || !error.nonRetryable || !error.type) return undefined;
  const status = (error.details?.[0] as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' ? { code: error.type, status, message: error.message } : undefined;
}

/**
 * Retryable failures an activity throws on purpose, whose story is told elsewhere in one line
 * (a webhook attempt: src/webhooks/attempt-log.ts): the SDK's own line says it again, at debug.
 */
const TOLD_ELSEWHERE = new Set<string>([CONTROL_FAILURE.webhookAttemptFailed]);

/**
 * An activity attempt that failed for an expected reason its retry policy is there for: a
 * retryable failure it threw on purpose (typed), or PostgreSQL or a provider unavailable for
 * the moment. Not a bug, so no stack: one line with the reason.
 */
function expectedRetry(error: unknown): { type: string | undefined; reason: string } | undefined {
  if (error instanceof ApplicationFailure) {
    if (error.nonRetryable || !error.type) return undefined;
    return { type: error.type, reason: error.message };
  }
  return isUnavailableError(error) ? { type: undefined, reason: failureReason(error) } : undefined;
}

/**
 * The bundler hands webpack's whole multi-line report to the logger at INFO on every start
 * that bundles the workflows; the SDK's own one-line "Workflow bundle created" says the same.
 */
function isBundlerReport(message: string): boolean {
  return message.includes('\n') && /\bwebpack [\d.]+ compiled\b/.test(message);
}

/** The webhook sends' worker runs activities only (worker/create-worker.ts): by design, not trouble. */
const ACTIVITY_ONLY_WORKER = 'No workflows registered, not polling for workflow tasks';

export function sdkLogger(logger: Logger): SdkLogger {
  const log = (level: LogLevel, message: string, meta?: LogMetadata): void => {
    const { [LogTimestamp]: _timestamp, error, ...fields } = meta ?? {};
    // A business refusal (over-release, insufficient balance, unknown bank…) is the merchant's
    // answer, not trouble: one line at info, without the stack the SDK would print at WARN.
    const refusal = message === 'Activity failed' ? refusalOf(error) : undefined;
    if (refusal) {
      const refusalLevel = refusal.status < 500 ? 'info' : 'warn';
      logger[refusalLevel]({ ...fields, code: refusal.code, status: refusal.status, reason: refusal.message }, 'Activity refused');
      return;
    }
    const retry = message === 'Activity failed' ? expectedRetry(error) : undefined;
    if (retry) {
      const { taskToken: _token, ...short } = fields as Record<string, unknown>;
      const retryLevel = retry.type !== undefined && TOLD_ELSEWHERE.has(retry.type) ? 'debug' : 'warn';
      logger[retryLevel]({ ...short, type: retry.type, reason: retry.reason }, 'Activity failed; its retry policy retries it');
      return;
    }
    if (level === 'WARN' && message === ACTIVITY_ONLY_WORKER) {
      logger.info({ ...fields }, message);
      return;
    }
    if (level === 'INFO' && isBundlerReport(message)) {
      logger.debug({ ...fields }, message);
      return;
    }
    logger[PINO_LEVEL[level]]({ ...fields, ...(error !== undefined ? { err: error } : {}) }, message);
  };
  return {
    log,
    trace: (message, meta) => log('TRACE', message, meta),
    debug: (message, meta) => log('DEBUG', message, meta),
    info: (message, meta) => log('INFO', message, meta),
    warn: (message, meta) => log('WARN', message, meta),
    error: (message, meta) => log('ERROR', message, meta),
  };
}
