import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import { isUnavailableError, refuse, ServiceError } from '../../src/errors';
import { refusalIn } from '../../src/failures';
import { failureReason } from '../../src/logger';
import { sendError } from '../envelope';

// The one writer of the error envelope: every failure of a request ends here.

/**
 * The answer an error gets: a ServiceError (its own, or the one a failed Temporal call
 * carries), 503 SERVICE_UNAVAILABLE when PostgreSQL or Temporal is away, else undefined (500).
 */
export function answerFor(err: unknown): ServiceError | undefined {
  const refusal = refusalIn(err);
  if (refusal) return refusal;
  if (isUnavailableError(err)) return refuse.serviceUnavailable();
  return undefined;
}

/**
 * Turns every failure into the envelope and logs the request. An outage of PostgreSQL or
 * Temporal becomes 503 SERVICE_UNAVAILABLE with Retry-After, logged as one line with its
 * reason; other unexpected errors become 500 INTERNAL_ERROR, logged with their stack. Stacks
 * and SQL stay in the log, never in the response.
 */
export function errorsAndLogging(logger: Logger): Middleware {
  return async (ctx, next) => {
    const started = process.hrtime.bigint();
    try {
      await next();
      if (ctx.body === undefined && ctx.status === 404) sendError(ctx, refuse.noRoute(ctx.method, ctx.path));
    } catch (err) {
      const answer = answerFor(err);
      if (answer) {
        // A dependency that did not answer (ours, or the payment provider) is worth a warning:
        // one line with the reason, no stack (an expected condition, not a bug).
        if (answer.code === 'SERVICE_UNAVAILABLE' || answer.retryable) {
          logger.warn({ requestId: ctx.state.requestId, code: answer.code, reason: failureReason(err) }, 'dependency unavailable');
        }
        sendError(ctx, answer);
      } else {
        logger.error({ err, requestId: ctx.state.requestId }, 'unhandled error');
        sendError(ctx, refuse.internalError());
      }
    }
    logger.info(
      {
        requestId: ctx.state.requestId,
        method: ctx.method,
        path: ctx.path,
        status: ctx.status,
        merchantId: ctx.state.auth?.merchant.merchantId,
        plane: ctx.state.auth?.plane,
        ms: Number(process.hrtime.bigint() - started) / 1e6,
      },
      'request',
    );
  };
}
