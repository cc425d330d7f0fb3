import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import { ServiceError, serviceErrorFor } from '../../src/errors';
import { errorBody, sendError } from '../envelope';

/**
 * Turns every failure into the envelope and logs the request. An outage of PostgreSQL or
 * Temporal becomes 503 SERVICE_UNAVAILABLE with Retry-After; other unexpected errors become
 * 500 INTERNAL_ERROR. Either way the stack and any SQL stay in the log, never in the response.
 */
export function errorsAndLogging(logger: Logger): Middleware {
  return async (ctx, next) => {
    const started = process.hrtime.bigint();
    try {
      await next();
      if (ctx.body === undefined && ctx.status === 404) {
        sendError(ctx, new ServiceError(404, 'NOT_FOUND', `No route ${ctx.method} ${ctx.path}`));
      }
    } catch (err) {
      const answer = serviceErrorFor(err);
      if (answer) {
        if (!(err instanceof ServiceError)) logger.warn({ err, requestId: ctx.state.requestId }, 'dependency unavailable');
        sendError(ctx, answer);
      } else {
        logger.error({ err, requestId: ctx.state.requestId }, 'unhandled error');
        ctx.status = 500;
        ctx.body = errorBody(ctx.state.requestId, 'INTERNAL_ERROR', 'An unexpected error occurred');
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
