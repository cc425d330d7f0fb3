import type { Middleware } from 'koa';
import { newId } from '../../src/ids';

const ACCEPTABLE_REQUEST_ID = /^[\x21-\x7e]{1,128}$/;

/** Echoes a sane X-Request-Id, else generates a req_ id; every response carries it. */
export function requestId(): Middleware {
  // Not async: it only hands on next()'s promise, so it makes none of its own.
  return (ctx, next) => {
    const sent = ctx.get('x-request-id');
    ctx.state.requestId = ACCEPTABLE_REQUEST_ID.test(sent) ? sent : newId('request');
    ctx.set('x-request-id', ctx.state.requestId);
    return next();
  };
}
