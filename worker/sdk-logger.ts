import { ApplicationFailure } from '@temporalio/common';
import { LogLevel, LogMetadata, LogTimestamp, Logger as SdkLogger } from '@temporalio/worker';
import type { Logger } from 'pino';

// The Temporal SDK's logger (Runtime.install({ logger })) written into the worker's pino
// logger, so the worker's output is one JSON object per line like the API's: the SDK's own
// lines, its core's (forwarded) and the workflows' `log` calls alike.

const PINO_LEVEL = { TRACE: 'trace', DEBUG: 'debug', INFO: 'info', WARN: 'warn', ERROR: 'error' } as const;

/** A refusal as workflows/refusals.ts encodes it: non-retryable, typed with the spec's code, status in its first detail. */
export function refusalOf(error: unknown): { code: string; status: number; message: string } | undefined {
  if (!(error instanceof ApplicationFailure) || !error.nonRetryable || !error.type) return undefined;
  const status = (error.details?.[0] as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' ? { code: error.type, status, message: error.message } : undefined;
}

/**
 * The bundler hands webpack's whole multi-line report to the logger at INFO on every start
 * that bundles the workflows; the SDK's own one-line "Workflow bundle created" says the same.
 */
function isBundlerReport(message: string): boolean {
  return message.includes('\n') && /\bwebpack [\d.]+ compiled\b/.test(message);
}

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
