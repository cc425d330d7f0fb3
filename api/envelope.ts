import type { Context } from 'koa';
import { ErrorDetails, ServiceError } from '../src/errors';
import type { FileBody } from './route';

// The response envelope of the spec: { success, data | error, meta: { requestId } }.
export function sendData(ctx: Context, status: number, data: unknown): void {
  ctx.status = status;
  ctx.body = { success: true, data, meta: { requestId: ctx.state.requestId } };
}

export function errorBody(requestId: string, code: string, message: string, details?: ErrorDetails) {
  return {
    success: false,
    error: details ? { code, message, details } : { code, message },
    meta: { requestId },
  };
}

export function sendError(ctx: Context, err: ServiceError): void {
  ctx.status = err.status;
  if (err.retryAfterSeconds !== undefined) ctx.set('Retry-After', String(err.retryAfterSeconds));
  ctx.body = errorBody(ctx.state.requestId, err.code, err.message, err.details);
}

/** A download: the file itself (Koa streams a Readable body), offered as an attachment. */
export function sendFile(ctx: Context, status: number, file: FileBody): void {
  ctx.status = status;
  ctx.attachment(file.filename);
  ctx.type = file.contentType;
  for (const [name, value] of Object.entries(file.headers ?? {})) ctx.set(name, value);
  ctx.body = file.body;
}
